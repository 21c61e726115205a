package puzzles

import (
	"fmt"
	"strings"
	"sync"

	"github.com/zqlang/zq/graph"
)

// Space is the universe of the elements of a genre's solutions (or of
// a family one of its functions makes). Three kinds of universes are
// shared with the language's own families of graphs, and a genre names
// them with [Edges], [Cells] and [Pairs]; a genre whose elements are of
// another kind (Sudoku's placements) implements [ElementSpace] and
// names, reads and draws its elements itself.
type Space interface {
	// Describe names the universe for messages: "edges of grid(3, 3)",
	// "placements of a 9x9 sudoku".
	Describe() string
	// Size is the number of elements, variables 0..Size()-1.
	Size() int
}

// ElementSpace is a genre's own universe: the language names its
// elements with Name, reads them with Elem, draws sets of them with
// Draw and tells universes apart by Key.
type ElementSpace interface {
	Space
	// Name is the display name of element v: "(1,2)=3".
	Name(v uint32) string
	// Key is the universe's canonical text; its first word is the kind
	// [RegisterSpace] decodes (save writes the key, open reads it back).
	// Two universes with the same key are the same.
	Key() string
	// Elem converts a value of the language that denotes an element to
	// its variable, or says why it cannot: x is an int (an integer), a
	// string, a []any of such values (a tuple), or nil for any other
	// value; shown is the value as the language writes it, for messages.
	Elem(x any, shown string) (uint32, error)
	// Draw draws a set of elements as text; ascii asks for ASCII only.
	Draw(set []uint32, ascii bool) string
}

// EdgeSpace is the universe of the edges of a graph: edge i is
// variable i, the universe of the language's families over that graph
// (cycles(g), paths(g, ...)).
type EdgeSpace struct{ Graph *graph.Graph }

// Describe implements Space.
func (s EdgeSpace) Describe() string {
	if s.Graph.IsGrid() {
		return fmt.Sprintf("edges of grid(%d, %d)", s.Graph.Rows, s.Graph.Cols)
	}
	return fmt.Sprintf("edges of a graph of %d vertices and %d edges", s.Graph.N(), s.Graph.M())
}

// Size implements Space.
func (s EdgeSpace) Size() int { return s.Graph.M() }

// CellSpace is the universe of the cells of a Rows x Cols board,
// row-major: cell (r, c) is variable r*Cols+c.
type CellSpace struct{ Rows, Cols int }

// Describe implements Space.
func (s CellSpace) Describe() string { return fmt.Sprintf("cells of a %dx%d board", s.Rows, s.Cols) }

// Size implements Space.
func (s CellSpace) Size() int { return s.Rows * s.Cols }

// PairSpace is the universe of the pairs of vertices of a graph,
// numbered by [PairVar].
type PairSpace struct{ Graph *graph.Graph }

// Describe implements Space.
func (s PairSpace) Describe() string {
	return "vertex pairs of " + EdgeSpace(s).Describe()[len("edges of "):]
}

// Size implements Space.
func (s PairSpace) Size() int { n := s.Graph.N(); return n * (n - 1) / 2 }

// Edges is the universe of g's edges.
func Edges(g *graph.Graph) Space { return EdgeSpace{Graph: g} }

// Cells is the universe of the cells of a rows x cols board.
func Cells(rows, cols int) Space { return CellSpace{Rows: rows, Cols: cols} }

// Pairs is the universe of the pairs of g's vertices.
func Pairs(g *graph.Graph) Space { return PairSpace{Graph: g} }

var (
	spaceMu       sync.RWMutex
	spaceDecoders = map[string]func(key string) (ElementSpace, error){}
)

// RegisterSpace registers the decoder of the keys of a genre's
// ElementSpace whose first word is kind, so that families saved over it
// can be opened again. Call it from the genre's init; it panics when
// kind is taken.
func RegisterSpace(kind string, decode func(key string) (ElementSpace, error)) {
	spaceMu.Lock()
	defer spaceMu.Unlock()
	if _, dup := spaceDecoders[kind]; dup {
		panic("puzzles: space " + kind + " registered twice")
	}
	spaceDecoders[kind] = decode
}

// DecodeSpace rebuilds a genre's ElementSpace from its key; ok is false
// when no genre registered the key's kind.
func DecodeSpace(key string) (s ElementSpace, ok bool, err error) {
	kind, _, _ := strings.Cut(key, " ")
	spaceMu.RLock()
	d, ok := spaceDecoders[kind]
	spaceMu.RUnlock()
	if !ok {
		return nil, false, nil
	}
	s, err = d(key)
	return s, true, err
}

// Ints returns the integers of a tuple given to [ElementSpace.Elem]
// when x is a tuple of n integers.
func Ints(x any, n int) ([]int, bool) {
	t, ok := x.([]any)
	if !ok || len(t) != n {
		return nil, false
	}
	out := make([]int, n)
	for i, y := range t {
		v, ok := y.(int)
		if !ok {
			return nil, false
		}
		out[i] = v
	}
	return out, true
}
