package masyu

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func init() {
	puzzles.RegisterSpace("masyu", func(key string) (puzzles.ElementSpace, error) {
		var r, c int
		if _, err := fmt.Sscanf(key, "masyu %d %d", &r, &c); err != nil || r < 1 || c < 1 || r > MaxSide || c > MaxSide {
			return nil, fmt.Errorf("bad universe %q", key)
		}
		return PearlSpace{Rows: r, Cols: c}, nil
	})
}

// PearlSpace is the universe of the pearls of a Rows x Cols board: a
// white pearl on cell (r, c) is variable 2*(r*Cols+c), a black one the
// next. A set of them is a Masyu (at most one pearl a cell); its key is
// "masyu R C".
type PearlSpace struct{ Rows, Cols int }

// PearlVar is the variable of pearl x (White or Black) on cell.
func PearlVar(cell int, x Pearl) uint32 { return uint32(2*cell) + uint32(x) - 1 }

// Describe implements puzzles.Space.
func (s PearlSpace) Describe() string { return fmt.Sprintf("pearls of a %dx%d Masyu", s.Rows, s.Cols) }

// Size implements puzzles.Space.
func (s PearlSpace) Size() int { return 2 * s.Rows * s.Cols }

// Name implements puzzles.ElementSpace: "(r,c)=W", "(r,c)=B".
func (s PearlSpace) Name(v uint32) string {
	cell := int(v / 2)
	return fmt.Sprintf("(%d,%d)=%c", cell/s.Cols, cell%s.Cols, "WB"[v%2])
}

// Key implements puzzles.ElementSpace.
func (s PearlSpace) Key() string { return fmt.Sprintf("masyu %d %d", s.Rows, s.Cols) }

// Elem implements puzzles.ElementSpace: a pearl is (r, c, "W") or (r,
// c, "B"), or its number.
func (s PearlSpace) Elem(x any, shown string) (uint32, error) {
	if v, ok := x.(int); ok {
		if v < 0 || v >= s.Size() {
			return 0, fmt.Errorf("pearl %d is out of range 0..%d", v, s.Size()-1)
		}
		return uint32(v), nil
	}
	if t, ok := x.([]any); ok && len(t) == 3 {
		rc, ok1 := puzzles.Ints(t[:2], 2)
		col, ok2 := t[2].(string)
		p, ok3 := pearlOf([]rune(col + " ")[0])
		if ok1 && ok2 && ok3 && len(col) == 1 && p != None {
			if rc[0] < 0 || rc[1] < 0 || rc[0] >= s.Rows || rc[1] >= s.Cols {
				return 0, fmt.Errorf("pearl %s is outside the %dx%d board", shown, s.Rows, s.Cols)
			}
			return PearlVar(rc[0]*s.Cols+rc[1], p), nil
		}
	}
	return 0, fmt.Errorf("expected a pearl (r, c, \"W\") or (r, c, \"B\"), got %s", shown)
}

// Draw implements puzzles.ElementSpace: the board with the pearls.
func (s PearlSpace) Draw(set []uint32, ascii bool) string {
	p := &Puzzle{Rows: s.Rows, Cols: s.Cols, Pearls: make([]Pearl, s.Rows*s.Cols)}
	var twice []string
	for _, v := range set {
		if int(v) < s.Size() {
			if p.Pearls[v/2] != None {
				twice = append(twice, fmt.Sprintf("(%d,%d)", int(v/2)/s.Cols, int(v/2)%s.Cols))
			}
			p.Pearls[v/2] = Pearl(v%2 + 1)
		}
	}
	out := p.Render(nil, ascii, nil)
	if len(twice) > 0 {
		out += "(two pearls on " + strings.Join(twice, " ") + ")\n"
	}
	return out
}

// Instances is the family of every Masyu on a blank rows x cols board
// with exactly one solution, as sets of pearls (PearlSpace). A pearl
// placement with one solution L shows L's pearls on its cells, and is
// one of L's hint sets; so it is the union over every loop L of the
// board of L's hint sets, each cell given L's pearl. Every loop is
// listed, so it is for small boards (a 5x5 board has 9,349 loops).
func Instances(ctx context.Context, m *zdd.Manager, rows, cols int) (zdd.Node, error) {
	blank, err := New(rows, cols)
	if err != nil {
		return zdd.Empty, err
	}
	loops, err := blank.Solutions(ctx, m)
	if err != nil {
		return zdd.Empty, err
	}
	if n := m.Count(loops); !n.IsInt64() || n.Int64() > 100000 {
		return zdd.Empty, fmt.Errorf("masyu: the %dx%d board has %s loops, too many to list", rows, cols, n)
	}
	out := zdd.Empty
	perm := make([]uint32, rows*cols)
	for _, L := range m.Sets(loops, -1) {
		if err := ctx.Err(); err != nil {
			return zdd.Empty, err
		}
		h, err := blank.Hints(ctx, m, L, nil)
		if err != nil {
			return zdd.Empty, err
		}
		clues, _ := blank.Clues(L)
		for cell, x := range clues {
			perm[cell] = uint32(2 * cell)
			if x != None {
				perm[cell] = PearlVar(cell, x)
			}
		}
		hp, err := m.Rename(h, perm)
		if err != nil {
			return zdd.Empty, err
		}
		out = m.Union(out, hp)
	}
	return out, nil
}

// Functions implements puzzles.Functions.
func (genre) Functions() []puzzles.Function {
	return []puzzles.Function{{
		Name:    "masyupuzzles",
		Help:    "every Masyu of a blank rows x cols board with exactly one solution, as sets of pearls (r, c, \"W\") and (r, c, \"B\"): the union over every loop of the board of its hint sets (small boards: every loop is listed)",
		Example: `P = masyupuzzles(3, 4); count(P); M = minimum(P); count(M); show(first(M)); first(M)`,
		Params:  []puzzles.Param{{Name: "rows", Kind: "integer"}, {Name: "cols", Kind: "integer"}},
		Fn: func(ctx context.Context, m *zdd.Manager, args []any) (puzzles.Family, error) {
			r, c := args[0].(int), args[1].(int)
			if r < 1 || c < 1 || r*c > 49 {
				return puzzles.Family{}, &puzzles.ArgError{Arg: "rows", Msg: fmt.Sprintf("a board of 1 to 49 cells, not %dx%d", r, c)}
			}
			f, err := Instances(ctx, m, r, c)
			return puzzles.Family{Root: f, Space: PearlSpace{Rows: r, Cols: c}}, err
		},
	}}
}
