package lang

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"

	"github.com/zqlang/zq/zdd"
)

// Universe says what the elements of a family are: how each ZDD variable
// is named, how a language value denotes an element, and (optionally,
// through Drawer) how sets are drawn. Every family value carries one;
// binary operations require both operands to have the Same universe.
//
// Puzzle packages provide their own universes (cells of a board, sudoku
// placements, ...) by implementing this interface, or use the ones
// here (Integers, EdgesOf, Cells, Placements).
type Universe interface {
	// Describe names the universe for messages, e.g. "edges of grid(3, 3)".
	Describe() string
	// Size is the number of elements (variables 0..Size()-1), or -1 when
	// the universe is unbounded (plain integers).
	Size() int
	// Name returns the display name of element v.
	Name(v uint32) string
	// Elem converts a language value denoting an element into its
	// variable, or explains why it cannot.
	Elem(x Value) (uint32, error)
	// Key is a canonical text of the universe: two universes with the
	// same Key are the same. Save writes it; Open reads it back through
	// the decoders registered with RegisterUniverse.
	Key() string
}

// Drawer is implemented by universes that can draw sets as pictures
// (for `show`). ascii asks for plain ASCII instead of Unicode.
type Drawer interface {
	Draw(set []uint32, ascii bool) string
}

// universeDecoders maps the first word of a Key to a decoder.
var universeDecoders = map[string]func(key string) (Universe, error){}

// RegisterUniverse registers a decoder for universe keys whose first
// word is kind, so that `open` can restore families saved over such a
// universe. Call it from an init function.
func RegisterUniverse(kind string, decode func(key string) (Universe, error)) {
	universeDecoders[kind] = decode
}

// DecodeUniverse rebuilds a universe from its Key.
func DecodeUniverse(key string) (Universe, error) {
	kind, _, _ := strings.Cut(key, " ")
	d, ok := universeDecoders[kind]
	if !ok {
		s, ok, err := puzzles.DecodeSpace(key)
		switch {
		case err != nil:
			return nil, err
		case ok:
			return &genreUniverse{s}, nil
		}
		return nil, fmt.Errorf("unknown universe %q", key)
	}
	return d(key)
}

func sameUniverse(a, b Universe) bool { return a == b || a.Key() == b.Key() }

// Unify returns the universe of an operation on families a and b: their
// common universe, or the other one when a family is {} or {{}} over
// integers (those two literals hold no element and fit any universe).
//
// Two families over one graph whose edges weigh differently (one
// weighted and one not, or other weights) give a family over the graph
// without weights: the result keeps no weights that only one operand
// had, so a weighing of it asks for weights instead of taking either's.
func Unify(a, b *Family) (Universe, bool) {
	switch {
	case sameUniverse(a.U, b.U):
		if ea, ok := a.U.(*EdgeUniverse); ok {
			if eb, ok := b.U.(*EdgeUniverse); ok && ea != eb && !sameWeights(ea.G, eb.G) {
				g, err := ea.G.WithWeights(nil)
				if err == nil {
					return EdgesOf(g), true
				}
			}
		}
		return a.U, true
	case a.U == Integers && zdd.IsTerminal(a.Root):
		return b.U, true
	case b.U == Integers && zdd.IsTerminal(b.Root):
		return a.U, true
	}
	return nil, false
}

// sameWeights reports whether g and h (graphs with the same edges)
// weigh each edge alike, or both carry no weights.
func sameWeights(g, h *graph.Graph) bool {
	if g.Weighted() != h.Weighted() {
		return false
	}
	for i := range g.M() {
		if x, y := g.Weight(i), h.Weight(i); x != nil && y != nil && x.Cmp(y) != 0 {
			return false
		}
	}
	return true
}

// describePair describes two universes for a message saying they
// differ: when their descriptions are alike, each gets the detail that
// tells them apart (a graph's edge list, cut to an excerpt).
func describePair(a, b Universe) (string, string) {
	da, db := a.Describe(), b.Describe()
	if da != db {
		return da, db
	}
	detail := func(u Universe) string {
		if e, ok := u.(*EdgeUniverse); ok {
			t := e.G.String()
			if r := []rune(t); len(r) > 60 {
				t = string(r[:60]) + "..."
			}
			return " (" + t + ")"
		}
		k := u.Key()
		if r := []rune(k); len(r) > 60 {
			k = string(r[:60]) + "..."
		}
		return " (" + k + ")"
	}
	return da + detail(a), db + detail(b)
}

// Fits reports whether family f can be taken as a family over u: it is
// over u, or it is a literal {} or {{}} (which fit every universe).
func Fits(f *Family, u Universe) bool {
	return sameUniverse(f.U, u) || f.U == Integers && zdd.IsTerminal(f.Root)
}

// Integers is the universe of plain non-negative integers: element k is
// variable k.
var Integers Universe = intUniverse{}

type intUniverse struct{}

func (intUniverse) Describe() string     { return "integers" }
func (intUniverse) Size() int            { return -1 }
func (intUniverse) Name(v uint32) string { return strconv.FormatUint(uint64(v), 10) }
func (intUniverse) Key() string          { return "integers" }
func (intUniverse) Elem(x Value) (uint32, error) {
	i, ok := x.(Int)
	if !ok {
		return 0, fmt.Errorf("expected an integer element, got %s", KindOf(x))
	}
	return varOfInt(i)
}

func varOfInt(i Int) (uint32, error) {
	if i.V.Sign() < 0 || !i.V.IsUint64() || i.V.Uint64() > MaxElem {
		return 0, fmt.Errorf("element %s is out of range 0..%d", i.V, MaxElem)
	}
	return uint32(i.V.Uint64()), nil
}

// MaxElem is the largest integer element (kept well below zdd.MaxVars).
const MaxElem = 1<<31 - 1

// EdgeUniverse is the universe of the edges of a graph: edge i is
// variable i. Grid graphs draw their sets on the grid.
type EdgeUniverse struct {
	G   *graph.Graph
	key string
}

// EdgesOf returns the universe of the edges of g.
func EdgesOf(g *graph.Graph) *EdgeUniverse {
	return &EdgeUniverse{G: g, key: graphKey(g)}
}

func graphKey(g *graph.Graph) string {
	if g.IsGrid() {
		return fmt.Sprintf("grid %d %d", g.Rows, g.Cols)
	}
	k := graphJSON{Names: make([]string, g.N()), Edges: make([][2]int, g.M())}
	for v := range k.Names {
		k.Names[v] = g.Name(v)
	}
	for i, e := range g.Edges() {
		k.Edges[i] = [2]int{e.U, e.V}
	}
	data, _ := json.Marshal(k)
	if g.Directed {
		return "digraph " + string(data)
	}
	return "graph " + string(data)
}

// graphJSON is the form of a general graph inside a universe key.
type graphJSON struct {
	Names []string `json:"names"`
	Edges [][2]int `json:"edges"`
}

// Describe implements Universe.
func (u *EdgeUniverse) Describe() string {
	if u.G.Directed {
		return "arcs of " + describeGraph(u.G)
	}
	return "edges of " + describeGraph(u.G)
}

// Size implements Universe.
func (u *EdgeUniverse) Size() int { return u.G.M() }

// Name implements Universe.
func (u *EdgeUniverse) Name(v uint32) string {
	if int(v) < u.G.M() {
		return u.G.EdgeName(int(v))
	}
	return fmt.Sprintf("e%d", v)
}

// Key implements Universe.
func (u *EdgeUniverse) Key() string { return u.key }

// Elem implements Universe: an edge is its number, its name
// "(0,0)-(0,1)", or a tuple of its two end vertices.
func (u *EdgeUniverse) Elem(x Value) (uint32, error) {
	switch x := x.(type) {
	case Int:
		v, err := varOfInt(x)
		if err != nil || int(v) >= u.G.M() {
			return 0, fmt.Errorf("edge %s is out of range 0..%d", x.V, u.G.M()-1)
		}
		return v, nil
	case Str:
		for i := 0; i < u.G.M(); i++ {
			if u.G.EdgeName(i) == string(x) || !u.G.Directed && u.reverseName(i) == string(x) {
				return uint32(i), nil
			}
		}
		return 0, fmt.Errorf("no edge named %q", string(x))
	case Tuple:
		if len(x) == 2 {
			a, err1 := VertexOf(u.G, x[0])
			b, err2 := VertexOf(u.G, x[1])
			if err1 == nil && err2 == nil {
				for i, e := range u.G.Edges() {
					if (e.U == a && e.V == b) || !u.G.Directed && (e.U == b && e.V == a) {
						return uint32(i), nil
					}
				}
				if u.G.Directed {
					return 0, fmt.Errorf("no arc from %s to %s", u.G.Name(a), u.G.Name(b))
				}
				return 0, fmt.Errorf("no edge between %s and %s", u.G.Name(a), u.G.Name(b))
			}
			if _, err := VertexOf(u.G, x); err == nil && u.G.IsGrid() {
				return 0, fmt.Errorf("%s is a vertex, not an edge; an edge is a pair of vertices such as ((0, 0), (0, 1))", Show(x))
			}
			for i, err := range []error{err1, err2} {
				switch x[i].(type) {
				case Int, Str:
					if err != nil {
						return 0, err
					}
				}
			}
		}
	}
	return 0, fmt.Errorf("expected an edge (a number, a name like \"(0,0)-(0,1)\" or a pair of vertices), got %s", Show(x))
}

func (u *EdgeUniverse) reverseName(i int) string {
	e := u.G.Edge(i)
	return u.G.Name(e.V) + "-" + u.G.Name(e.U)
}

// VertexOf converts a language value to a vertex of g: a tuple (r, c) on
// a grid, or a vertex name given as a string or a number (never an
// index: an integer that names no vertex is an error).
func VertexOf(g *graph.Graph, x Value) (int, error) {
	switch x := x.(type) {
	case Tuple:
		if len(x) == 2 && g.IsGrid() {
			r, ok1 := x[0].(Int)
			c, ok2 := x[1].(Int)
			if ok1 && ok2 && r.V.IsInt64() && c.V.IsInt64() {
				ri, ci := r.V.Int64(), c.V.Int64()
				if ri < 0 || ci < 0 || ri >= int64(g.Rows) || ci >= int64(g.Cols) {
					return 0, fmt.Errorf("vertex (%d, %d) is outside the %dx%d grid", ri, ci, g.Rows, g.Cols)
				}
				return int(ri)*g.Cols + int(ci), nil
			}
		}
		// A grid reordered (or saved and loaded) keeps its vertices'
		// names "(r,c)" but not its rows and columns: (r, c) is that name.
		if len(x) == 2 && !g.IsGrid() {
			r, ok1 := x[0].(Int)
			c, ok2 := x[1].(Int)
			if ok1 && ok2 {
				name := "(" + r.V.String() + "," + c.V.String() + ")"
				if v := g.Vertex(name); v >= 0 {
					return v, nil
				}
				if g.Vertex("(0,0)") >= 0 {
					return 0, unknownVertex(g, strconv.Quote(name))
				}
			}
		}
	case Int:
		// A number is a vertex's name, never its index: "2-3 3-4" has
		// no vertex 1, and reading 1 as the second vertex would answer
		// silently about another vertex than the one meant.
		if v := g.Vertex(x.V.String()); v >= 0 {
			return v, nil
		}
		return 0, unknownVertex(g, x.V.String())
	case Str:
		if v := g.Vertex(string(x)); v >= 0 {
			return v, nil
		}
		return 0, unknownVertex(g, strconv.Quote(string(x)))
	}
	if g.IsGrid() {
		return 0, fmt.Errorf("expected a vertex (r, c), got %s", Show(x))
	}
	return 0, fmt.Errorf("expected a vertex (its name, as a string or a number), got %s", Show(x))
}

// unknownVertex is the error for a vertex name g does not have: it
// lists g's vertices (or their first ones) and suggests the closest.
func unknownVertex(g *graph.Graph, name string) error {
	if g.IsGrid() {
		return fmt.Errorf("the grid has no vertex named %s; a grid's vertices are written (r, c), 0 <= r < %d, 0 <= c < %d", name, g.Rows, g.Cols)
	}
	names := make([]string, g.N())
	for v := range names {
		names[v] = g.Name(v)
	}
	msg := fmt.Sprintf("the graph has no vertex named %s", name)
	if near := nearestVertex(name, names); near != "" {
		msg += fmt.Sprintf(" (did you mean %s?)", near)
	}
	const show = 12
	if len(names) <= show {
		return fmt.Errorf("%s; its vertices are %s", msg, strings.Join(names, ", "))
	}
	return fmt.Errorf("%s; its %d vertices are %s, ...", msg, len(names), strings.Join(names[:show], ", "))
}

// nearestVertex returns the vertex name closest to name: for numbers the
// nearest number, else the nearest spelling.
func nearestVertex(name string, names []string) string {
	if uq, err := strconv.Unquote(name); err == nil {
		return wording.Nearest(uq, names)
	}
	if n, err := strconv.ParseInt(name, 10, 64); err == nil {
		best, bestD := "", int64(-1)
		for _, c := range names {
			m, err := strconv.ParseInt(c, 10, 64)
			if err != nil {
				continue
			}
			d := max(m-n, n-m)
			if bestD < 0 || d < bestD {
				best, bestD = c, d
			}
		}
		return best
	}
	return ""
}

// Draw implements Drawer for grid graphs.
func (u *EdgeUniverse) Draw(set []uint32, ascii bool) string {
	if !u.G.IsGrid() {
		names := make([]string, len(set))
		for i, v := range set {
			names[i] = u.Name(v)
		}
		return "{" + strings.Join(names, ", ") + "}\n"
	}
	return drawGridEdges(u.G, set, ascii)
}

func drawGridEdges(g *graph.Graph, set []uint32, ascii bool) string {
	R, C := g.Rows, g.Cols
	right := make([]bool, R*C)
	down := make([]bool, R*C)
	for _, v := range set {
		if int(v) >= g.M() {
			continue
		}
		e := g.Edge(int(v))
		a, b := e.U, e.V
		if a > b {
			a, b = b, a
		}
		if b == a+1 && a/C == b/C {
			right[a] = true
		} else if b == a+C {
			down[a] = true
		}
	}
	has := func(r, c int, dir byte) bool {
		if r < 0 || c < 0 || r >= R || c >= C {
			return false
		}
		switch dir {
		case 'r':
			return right[r*C+c]
		case 'd':
			return down[r*C+c]
		case 'l':
			return c > 0 && right[r*C+c-1]
		case 'u':
			return r > 0 && down[(r-1)*C+c]
		}
		return false
	}
	var b strings.Builder
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			b.WriteString(corner(has(r, c, 'u'), has(r, c, 'd'), has(r, c, 'l'), has(r, c, 'r'), ascii))
			if c+1 < C {
				switch {
				case !has(r, c, 'r'):
					b.WriteString("   ")
				case ascii:
					b.WriteString("---")
				default:
					b.WriteString("───")
				}
			}
		}
		b.WriteString("\n")
		if r+1 < R {
			var line strings.Builder
			for c := 0; c < C; c++ {
				switch {
				case !has(r, c, 'd'):
					line.WriteString(" ")
				case ascii:
					line.WriteString("|")
				default:
					line.WriteString("│")
				}
				if c+1 < C {
					line.WriteString("   ")
				}
			}
			b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
		}
	}
	return b.String()
}

// corner picks the character for a grid vertex from its incident edges.
func corner(u, d, l, r, ascii bool) string {
	n := 0
	for _, x := range []bool{u, d, l, r} {
		if x {
			n++
		}
	}
	if ascii {
		switch {
		case n == 0:
			return "."
		case n == 2 && u && d:
			return "|"
		case n == 2 && l && r:
			return "-"
		default:
			return "+"
		}
	}
	key := 0
	if u {
		key |= 1
	}
	if d {
		key |= 2
	}
	if l {
		key |= 4
	}
	if r {
		key |= 8
	}
	return [16]string{
		"·", "╵", "╷", "│", "╴", "┘", "┐", "┤",
		"╶", "└", "┌", "├", "─", "┴", "┬", "┼",
	}[key]
}

func describeGraph(g *graph.Graph) string {
	if g.IsGrid() {
		return fmt.Sprintf("grid(%d, %d)", g.Rows, g.Cols)
	}
	if g.Directed {
		return fmt.Sprintf("a digraph of %d vertices and %d arcs", g.N(), g.M())
	}
	return fmt.Sprintf("a graph of %d vertices and %d edges", g.N(), g.M())
}

// CellUniverse is the universe of the cells of a rows x cols board:
// cell (r, c) is variable r*Cols+c.
type CellUniverse struct{ Rows, Cols int }

// Cells returns the universe of the cells of a rows x cols board.
func Cells(rows, cols int) *CellUniverse { return &CellUniverse{rows, cols} }

// Describe implements Universe.
func (u *CellUniverse) Describe() string {
	return fmt.Sprintf("cells of a %dx%d board", u.Rows, u.Cols)
}

// Size implements Universe.
func (u *CellUniverse) Size() int { return u.Rows * u.Cols }

// Name implements Universe.
func (u *CellUniverse) Name(v uint32) string {
	return fmt.Sprintf("(%d,%d)", int(v)/u.Cols, int(v)%u.Cols)
}

// Key implements Universe.
func (u *CellUniverse) Key() string { return fmt.Sprintf("cells %d %d", u.Rows, u.Cols) }

// Elem implements Universe: a cell is a tuple (r, c) or its number.
func (u *CellUniverse) Elem(x Value) (uint32, error) {
	switch x := x.(type) {
	case Int:
		v, err := varOfInt(x)
		if err != nil || int(v) >= u.Size() {
			return 0, fmt.Errorf("cell %s is out of range 0..%d", x.V, u.Size()-1)
		}
		return v, nil
	case Tuple:
		if r, c, ok := intPair(x); ok {
			if r < 0 || c < 0 || r >= u.Rows || c >= u.Cols {
				return 0, fmt.Errorf("cell (%d, %d) is outside the %dx%d board", r, c, u.Rows, u.Cols)
			}
			return uint32(r*u.Cols + c), nil
		}
	}
	return 0, fmt.Errorf("expected a cell (r, c), got %s", Show(x))
}

// Draw implements Drawer: chosen cells are marked on the board.
func (u *CellUniverse) Draw(set []uint32, ascii bool) string {
	on := make(map[uint32]bool, len(set))
	for _, v := range set {
		on[v] = true
	}
	mark, off := "■", "·"
	if ascii {
		mark, off = "#", "."
	}
	var b strings.Builder
	for r := 0; r < u.Rows; r++ {
		for c := 0; c < u.Cols; c++ {
			if c > 0 {
				b.WriteString(" ")
			}
			if on[uint32(r*u.Cols+c)] {
				b.WriteString(mark)
			} else {
				b.WriteString(off)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// genreUniverse is the universe of a genre's own elements: the genre
// names, reads and draws them (puzzles.ElementSpace).
type genreUniverse struct{ s puzzles.ElementSpace }

// Describe implements Universe.
func (u *genreUniverse) Describe() string { return u.s.Describe() }

// Size implements Universe.
func (u *genreUniverse) Size() int { return u.s.Size() }

// Name implements Universe.
func (u *genreUniverse) Name(v uint32) string { return u.s.Name(v) }

// Key implements Universe.
func (u *genreUniverse) Key() string { return u.s.Key() }

// Elem implements Universe: the genre reads the value, given as an int,
// a string or a tuple of those ([]any).
func (u *genreUniverse) Elem(x Value) (uint32, error) {
	return u.s.Elem(elemValue(x), Show(x))
}

// Draw implements Drawer.
func (u *genreUniverse) Draw(set []uint32, ascii bool) string { return u.s.Draw(set, ascii) }

// elemValue converts a language value for puzzles.ElementSpace.Elem:
// an int, a string, a []any of such values, or nil.
func elemValue(x Value) any {
	switch x := x.(type) {
	case Int:
		if x.V.IsInt64() && x.V.Int64() == int64(int(x.V.Int64())) {
			return int(x.V.Int64())
		}
	case Str:
		return string(x)
	case Tuple:
		out := make([]any, len(x))
		for i, y := range x {
			out[i] = elemValue(y)
		}
		return out
	}
	return nil
}

func intPair(t Tuple) (int, int, bool) {
	if len(t) != 2 {
		return 0, 0, false
	}
	a, ok1 := t[0].(Int)
	b, ok2 := t[1].(Int)
	if !ok1 || !ok2 || !a.V.IsInt64() || !b.V.IsInt64() {
		return 0, 0, false
	}
	return int(a.V.Int64()), int(b.V.Int64()), true
}

func init() {
	RegisterUniverse("integers", func(string) (Universe, error) { return Integers, nil })
	RegisterUniverse("grid", func(key string) (Universe, error) {
		var r, c int
		if _, err := fmt.Sscanf(key, "grid %d %d", &r, &c); err != nil {
			return nil, fmt.Errorf("bad universe %q", key)
		}
		g, err := graph.Grid(r, c)
		if err != nil {
			return nil, err
		}
		return EdgesOf(g), nil
	})
	decodeGraph := func(kind string, build func([]string, []graph.Edge) (*graph.Graph, error)) func(string) (Universe, error) {
		return func(key string) (Universe, error) {
			var k graphJSON
			if err := json.Unmarshal([]byte(strings.TrimPrefix(key, kind+" ")), &k); err != nil {
				return nil, fmt.Errorf("bad universe %q", key)
			}
			edges := make([]graph.Edge, len(k.Edges))
			for i, e := range k.Edges {
				edges[i] = graph.Edge{U: e[0], V: e[1]}
			}
			g, err := build(k.Names, edges)
			if err != nil {
				return nil, err
			}
			return EdgesOf(g), nil
		}
	}
	RegisterUniverse("graph", decodeGraph("graph", graph.New))
	RegisterUniverse("digraph", decodeGraph("digraph", graph.NewDigraph))
	RegisterUniverse("cells", func(key string) (Universe, error) {
		var r, c int
		if _, err := fmt.Sscanf(key, "cells %d %d", &r, &c); err != nil || r < 1 || c < 1 {
			return nil, fmt.Errorf("bad universe %q", key)
		}
		return Cells(r, c), nil
	})
}

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
			a, err1 := VertexOf(u.G, x[0])
			b, err2 := VertexOf(u.G, x[1])
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
}
