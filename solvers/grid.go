package solvers

import (
	"sort"

	"github.com/zqlang/zq/graph"
)

// GridIndex maps the vertices of a grid graph to the numbers of their
// edges to the right and downwards (-1 where there is none).
type GridIndex struct {
	Rows, Cols  int
	Right, Down []int
}

// NewGridIndex indexes the edges of g, which must come from graph.Grid.
func NewGridIndex(g *graph.Graph) *GridIndex {
	x := &GridIndex{Rows: g.Rows, Cols: g.Cols, Right: make([]int, g.N()), Down: make([]int, g.N())}
	for i := range x.Right {
		x.Right[i], x.Down[i] = -1, -1
	}
	for i, e := range g.Edges() {
		u, v := min(e.U, e.V), max(e.U, e.V)
		if v == u+1 {
			x.Right[u] = i
		} else {
			x.Down[u] = i
		}
	}
	return x
}

// H returns the edge from vertex (r, c) to (r, c+1).
func (x *GridIndex) H(r, c int) int { return x.Right[r*x.Cols+c] }

// V returns the edge from vertex (r, c) to (r+1, c).
func (x *GridIndex) V(r, c int) int { return x.Down[r*x.Cols+c] }

// CellEdges returns the top, bottom, left and right edges of the unit
// square whose top-left vertex is (r, c): cell (r, c) of a Slitherlink
// dot lattice, or the square of four cells of a Numberlink board.
func (x *GridIndex) CellEdges(r, c int) [4]int {
	return [4]int{x.H(r, c), x.H(r+1, c), x.V(r, c), x.V(r, c+1)}
}

// Incident returns the edges at every vertex of g.
func Incident(g *graph.Graph) [][]int {
	inc := make([][]int, g.N())
	for i, e := range g.Edges() {
		inc[e.U] = append(inc[e.U], i)
		inc[e.V] = append(inc[e.V], i)
	}
	return inc
}

// Components splits the edge set of g into connected components, each
// sorted, ordered by their smallest edge.
func Components(g *graph.Graph, set []int) [][]int {
	parent := make([]int, g.N())
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(v int) int {
		for parent[v] != v {
			parent[v] = parent[parent[v]]
			v = parent[v]
		}
		return v
	}
	for _, i := range set {
		e := g.Edge(i)
		a, b := find(e.U), find(e.V)
		if a != b {
			parent[a] = b
		}
	}
	sorted := append([]int(nil), set...)
	sort.Ints(sorted)
	byRoot := map[int]int{}
	var out [][]int
	for _, i := range sorted {
		r := find(g.Edge(i).U)
		k, ok := byRoot[r]
		if !ok {
			k = len(out)
			byRoot[r] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], i)
	}
	return out
}
