package graphs

import (
	"github.com/zqlang/zq/lang"
)

// The conversions between families of edge sets (or arc sets) and
// families of vertex sets of one graph.

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "touched", Topic: "graphs", Result: "family", Params: []lang.Param{{Name: "F", Kind: "family"}},
		Help:    "the family of the vertex sets the edge sets of F touch: for each set of edges (or arcs) of a graph, the vertices at their ends (Graphillion's to_vertexsetset)",
		Example: `g = grid(2, 3); touched(paths(g, (0, 0), (1, 2))); touched(hamcycles(grid(2, 2))) == family([[(0, 0), (0, 1), (1, 0), (1, 1)]], over: vertexsets(grid(2, 2)))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			eu, ok := f.U.(*lang.EdgeUniverse)
			if !ok {
				return nil, c.Errorf(0, "the family is over %s, not over the edges of a graph", f.U.Describe())
			}
			g := eu.G
			m := c.S.M
			n, e := uint32(g.N()), g.M()
			// Edges move above the vertices (edge i to n+i); each is
			// then replaced, in every set holding it, by its two ends.
			perm := make([]uint32, e)
			for i := range perm {
				perm[i] = n + uint32(i)
			}
			r, err := m.Rename(f.Root, perm)
			if err != nil {
				return nil, err
			}
			for i, ed := range g.Edges() {
				v := n + uint32(i)
				ends := m.SetOf([]uint32{uint32(ed.U), uint32(ed.V)})
				r = m.Union(m.Offset(r, v), m.Join(m.Onset(r, v), ends))
			}
			return &lang.Family{U: VerticesOf(g), Root: r}, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "induced", Topic: "graphs", Result: "family", Params: []lang.Param{{Name: "F", Kind: "family"}},
		Help:    "the family of the edge sets the vertex sets of F induce: for each set of vertices, the edges (or arcs) of the graph with both ends in it",
		Example: `g = grid(2, 2); induced(connectedvertexsets(g)); count(induced(independentsets(g)))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			vu, ok := f.U.(*VertexUniverse)
			if !ok {
				return nil, c.Errorf(0, "the family is over %s, not over the vertices of a graph", f.U.Describe())
			}
			g := vu.G
			m := c.S.M
			e := uint32(g.M())
			// Vertices move above the edges (vertex v to e+v); each edge
			// joins the sets holding both its ends; then the vertices go.
			perm := make([]uint32, g.N())
			for v := range perm {
				perm[v] = e + uint32(v)
			}
			r, err := m.Rename(f.Root, perm)
			if err != nil {
				return nil, err
			}
			for i, ed := range g.Edges() {
				u, v := e+uint32(ed.U), e+uint32(ed.V)
				both := m.Join(m.Onset(m.Onset(r, u), v), m.SetOf([]uint32{u, v}))
				r = m.Union(m.Diff(r, both), m.Join(both, m.SetOf([]uint32{uint32(i)})))
			}
			keep := make([]uint32, e)
			for i := range keep {
				keep[i] = uint32(i)
			}
			return &lang.Family{U: lang.EdgesOf(g), Root: m.Project(r, keep)}, nil
		},
	})
}
