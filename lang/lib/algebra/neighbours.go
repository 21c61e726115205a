package algebra

import (
	"github.com/zqlang/zq/lang"
	"github.com/zqlang/zq/zdd"
)

// universeVars lists the elements of f's universe when it is finite
// (none for integers: the operations then take the elements of f).
func universeVars(f *lang.Family) []uint32 {
	n := f.U.Size()
	vars := make([]uint32, max(n, 0))
	for v := range vars {
		vars[v] = uint32(v)
	}
	return vars
}

func init() {
	swaps := func(name, help, example string, remove, add bool) {
		lang.MustRegister(&lang.Builtin{
			Name: name, Topic: "algebra", Result: "family", Params: []lang.Param{fam("F")},
			Help: help, Example: example,
			Fn: func(c *lang.Call) (lang.Value, error) {
				f := c.Family(0)
				return &lang.Family{U: f.U, Root: zdd.Swaps(c.S.M, f.Root, universeVars(f), remove, add)}, nil
			},
		})
	}
	swaps("removesome", "every set of F with one of its elements taken out (Graphillion's remove_some_edge)", "removesome({{1, 2}, {3}})", true, false)
	swaps("addsome", "every set of F with one element of the universe it lacks put in (Graphillion's add_some_edge; over integers, the elements of F)", "addsome({{1, 2}, {3}}); count(addsome(family([[]], over: grid(2, 2))))", false, true)
	swaps("swapsome", "every set of F with one of its elements exchanged for one it lacks (Graphillion's remove_add_some_edges)", "swapsome({{1, 2}, {3}})", true, true)
	lang.MustRegister(&lang.Builtin{
		Name: "hitting", Topic: "algebra", Result: "family", Params: []lang.Param{fam("F")},
		Help:    "every hitting set of F: the sets of elements of the universe (over integers, of F) meeting every set of F; minimal(hitting(F)) is blocking(F)",
		Example: "hitting({{1, 2}, {2, 3}}); minimal(hitting({{1, 2}, {2, 3}, {3, 4}})) == blocking({{1, 2}, {2, 3}, {3, 4}})",
		Fn: func(c *lang.Call) (lang.Value, error) {
			f := c.Family(0)
			return &lang.Family{U: f.U, Root: zdd.Hitting(c.S.M, f.Root, universeVars(f))}, nil
		},
	})
	vertexOp := func(name, help, example string, keep bool) {
		lang.MustRegister(&lang.Builtin{
			Name: name, Topic: "graphs", Result: "family", Params: []lang.Param{fam("F"), {Name: "v", Kind: "vertex"}},
			Help: help, Example: example,
			Fn: func(c *lang.Call) (lang.Value, error) {
				f := c.Family(0)
				eu, ok := f.U.(*lang.EdgeUniverse)
				if !ok {
					return nil, c.Errorf(0, "expected a family of edge sets of a graph, got one over %s", f.U.Describe())
				}
				v, err := c.Vertex(1, eu.G)
				if err != nil {
					return nil, err
				}
				out := f.Root
				for i, e := range eu.G.Edges() {
					if e.U == v || e.V == v {
						out = c.S.M.Offset(out, uint32(i))
					}
				}
				if keep {
					out = c.S.M.Diff(f.Root, out)
				}
				return &lang.Family{U: f.U, Root: out}, nil
			},
		})
	}
	vertexOp("including", "the edge sets of F with an edge at vertex v (Graphillion's including(vertex))", "g = grid(2, 2); count(including(paths(g), (0, 0))); count(excluding(paths(g), (0, 0)))", true)
	vertexOp("excluding", "the edge sets of F without an edge at vertex v (Graphillion's excluding(vertex))", "count(excluding(cycles(grid(3, 3)), (1, 1)))", false)
}
