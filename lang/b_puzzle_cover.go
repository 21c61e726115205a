package lang

import (
	"fmt"
	"strings"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
)

// PairUniverse is the universe of the vertex pairs of a graph (the
// instances of Numberlink on it): pair {u, v} is variable
// puzzles.PairVar(n, u, v).
type PairUniverse struct {
	G   *graph.Graph
	key string
}

// PairsOf returns the universe of the vertex pairs of g.
func PairsOf(g *graph.Graph) *PairUniverse { return &PairUniverse{G: g, key: "pairs " + graphKey(g)} }

// Describe implements Universe.
func (u *PairUniverse) Describe() string { return "vertex pairs of " + describeGraph(u.G) }

// Size implements Universe.
func (u *PairUniverse) Size() int { n := u.G.N(); return n * (n - 1) / 2 }

// Name implements Universe: "(0,0)~(1,2)".
func (u *PairUniverse) Name(v uint32) string {
	a, b := puzzles.PairOf(u.G.N(), v)
	return u.G.Name(a) + "~" + u.G.Name(b)
}

// Key implements Universe.
func (u *PairUniverse) Key() string { return u.key }

// Elem implements Universe: a pair is a tuple of two vertices or its number.
func (u *PairUniverse) Elem(x Value) (uint32, error) {
	switch x := x.(type) {
	case Int:
		v, err := varOfInt(x)
		if err != nil || int(v) >= u.Size() {
			return 0, fmt.Errorf("pair %s is out of range 0..%d", x.V, u.Size()-1)
		}
		return v, nil
	case Tuple:
		if len(x) == 2 {
			a, err1 := vertexOf(u.G, x[0])
			b, err2 := vertexOf(u.G, x[1])
			if err1 == nil && err2 == nil && a != b {
				return puzzles.PairVar(u.G.N(), a, b), nil
			}
		}
	}
	return 0, fmt.Errorf("expected a pair of distinct vertices, got %s", Show(x))
}

// Draw implements Drawer on grids: the pairs as numbers on the board.
func (u *PairUniverse) Draw(set []uint32, ascii bool) string {
	if !u.G.IsGrid() {
		names := make([]string, len(set))
		for i, v := range set {
			names[i] = u.Name(v)
		}
		return "{" + strings.Join(names, ", ") + "}\n"
	}
	lab := make([]int, u.G.N())
	for i, v := range set {
		a, b := puzzles.PairOf(u.G.N(), v)
		lab[a], lab[b] = i+1, i+1
	}
	w := len(fmt.Sprint(len(set)))
	var b strings.Builder
	for r := 0; r < u.G.Rows; r++ {
		for col := 0; col < u.G.Cols; col++ {
			if col > 0 {
				b.WriteString(" ")
			}
			x := "."
			if k := lab[r*u.G.Cols+col]; k > 0 {
				x = fmt.Sprint(k)
			}
			fmt.Fprintf(&b, "%*s", w, x)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func init() {
	RegisterUniverse("pairs", func(key string) (Universe, error) {
		inner, err := DecodeUniverse(strings.TrimPrefix(key, "pairs "))
		if err != nil {
			return nil, err
		}
		eu, ok := inner.(*EdgeUniverse)
		if !ok {
			return nil, fmt.Errorf("bad universe %q", key)
		}
		return PairsOf(eu.G), nil
	})
	Register(&Builtin{
		Name: "exactcover", Topic: "puzzles", Result: "family",
		Params:  []Param{{Name: "rows", Kind: "list"}, {Name: "primary", Kind: "integer", Optional: true}},
		Help:    "every exact cover of a 0/1 matrix, as sets of rows (row i = element i); each row is a list of the columns it covers or a string of 0s and 1s; primary: the number of primary columns (covered once; default all), the rest are secondary (covered at most once)",
		Example: `exactcover([[0, 1], [2], [0], [1, 2], "0011"]); exactcover([[0, 2], [1], [1, 2]], primary: 2)`,
		Fn: func(c *Call) (Value, error) {
			var rows [][]int
			cols := 0
			for i, item := range c.Arg(0).(List) {
				var row []int
				switch x := item.(type) {
				case List:
					for _, e := range x {
						k, ok := e.(Int)
						if !ok || !k.V.IsInt64() || k.V.Int64() < 0 || k.V.Int64() >= 1<<20 {
							return nil, c.Errorf(0, "row %d: a column must be a number 0..%d, got %s", i, 1<<20-1, Show(e))
						}
						row = append(row, int(k.V.Int64()))
					}
				case Str:
					for j, r := range string(x) {
						switch r {
						case '1':
							row = append(row, j)
						case '0':
						default:
							return nil, c.Errorf(0, "row %d: column %d: expected 0 or 1, got %q", i, j, r)
						}
					}
					cols = max(cols, len(string(x)))
				default:
					return nil, c.Errorf(0, "row %d must be a list of columns or a string of 0s and 1s, got %s", i, kindOf(item))
				}
				for _, k := range row {
					cols = max(cols, k+1)
				}
				rows = append(rows, row)
			}
			primary := cols
			if c.Has(1) {
				var err error
				if primary, err = c.Int(1, 0, int64(cols)); err != nil {
					return nil, err
				}
			}
			p := exactcover.New(primary, cols-primary)
			for i, row := range rows {
				if _, err := p.AddRow(row...); err != nil {
					return nil, c.Errorf(0, "row %d: %s", i, strings.TrimPrefix(err.Error(), "exactcover: "))
				}
			}
			ctx, _, done := c.watch()
			root, err := p.ZDD(ctx, c.S.M)
			if err = done(err); err != nil {
				return nil, err
			}
			return &Family{U: Integers, Root: root}, nil
		},
	})
}
