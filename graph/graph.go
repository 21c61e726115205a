// Package graph holds undirected graphs with named vertices, the edge
// order used as the ZDD variable order, and the frontier of each step
// of a top-down construction.
package graph

import (
	"fmt"
	"math/big"
)

// Edge joins vertices U and V (vertex indices, U < V is not required).
type Edge struct{ U, V int }

// Graph is an undirected simple graph. Vertices are 0..N()-1 with
// names; edges are numbered in the order given, which is the variable
// order of every family built over the graph (edge i is variable i).
type Graph struct {
	names []string
	edges []Edge
	// Rows and Cols are set for grid graphs (vertex (r, c) is r*Cols+c).
	Rows, Cols int
	// Directed is set for a directed graph (NewDigraph, ParseDigraph):
	// edge i is an arc from its U to its V, and two arcs may join the
	// same vertices in opposite directions.
	Directed bool
	// weights holds a weight per edge, in edge order, or is nil.
	weights []*big.Rat
}

// Weighted reports whether g's edges carry weights.
func (g *Graph) Weighted() bool { return g.weights != nil }

// Weight returns the weight of edge i (exact; the caller must not
// modify it), or nil when g carries no weights.
func (g *Graph) Weight(i int) *big.Rat {
	if g.weights == nil {
		return nil
	}
	return g.weights[i]
}

// WithWeights returns a copy of g whose edge i weighs w[i] (nil w: a
// copy without weights); w must have M() entries.
func (g *Graph) WithWeights(w []*big.Rat) (*Graph, error) {
	h := *g
	h.weights = nil
	if w == nil {
		return &h, nil
	}
	if len(w) != len(g.edges) {
		return nil, fmt.Errorf("graph: %d weights for %d edges", len(w), len(g.edges))
	}
	h.weights = make([]*big.Rat, len(w))
	for i, x := range w {
		if x == nil {
			return nil, fmt.Errorf("graph: edge %s has no weight", g.EdgeName(i))
		}
		h.weights[i] = new(big.Rat).Set(x)
	}
	return &h, nil
}

// N returns the number of vertices.
func (g *Graph) N() int { return len(g.names) }

// M returns the number of edges.
func (g *Graph) M() int { return len(g.edges) }

// Edge returns edge i.
func (g *Graph) Edge(i int) Edge { return g.edges[i] }

// Edges returns the edges in variable order; the caller must not modify it.
func (g *Graph) Edges() []Edge { return g.edges }

// Name returns the name of vertex v.
func (g *Graph) Name(v int) string { return g.names[v] }

// EdgeName returns a readable name of edge i, such as "(0,0)-(0,1)"
// ("1>2" for an arc of a directed graph).
func (g *Graph) EdgeName(i int) string {
	e := g.edges[i]
	if g.Directed {
		return g.names[e.U] + ">" + g.names[e.V]
	}
	return g.names[e.U] + "-" + g.names[e.V]
}

// IsGrid reports whether g is a rows x cols grid graph.
func (g *Graph) IsGrid() bool { return g.Rows > 0 && g.Cols > 0 }

// Grid returns the rows x cols grid graph: vertex (r, c) has index
// r*cols+c and name "(r,c)"; edges are ordered row-major by their first
// vertex, and for each vertex the edge to the right comes before the
// edge downwards.
func Grid(rows, cols int) (*Graph, error) {
	if rows < 1 || cols < 1 {
		return nil, fmt.Errorf("grid: size %dx%d: rows and cols must be at least 1", rows, cols)
	}
	if rows*cols > 1<<20 {
		return nil, fmt.Errorf("grid: size %dx%d is too large", rows, cols)
	}
	g := &Graph{Rows: rows, Cols: cols}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			g.names = append(g.names, fmt.Sprintf("(%d,%d)", r, c))
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			v := r*cols + c
			if c+1 < cols {
				g.edges = append(g.edges, Edge{v, v + 1})
			}
			if r+1 < rows {
				g.edges = append(g.edges, Edge{v, v + cols})
			}
		}
	}
	return g, nil
}

// GridEdge returns the variable number of the grid edge between (r1, c1)
// and (r2, c2), or -1 if there is none.
func (g *Graph) GridEdge(r1, c1, r2, c2 int) int {
	if !g.IsGrid() {
		return -1
	}
	u, v := r1*g.Cols+c1, r2*g.Cols+c2
	for i, e := range g.edges {
		if (e.U == u && e.V == v) || (e.U == v && e.V == u) {
			return i
		}
	}
	return -1
}
