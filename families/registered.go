package families

import (
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// labelWidth is the widest frontier the families with one-byte
// component labels hold.
const labelWidth = 250

// plain registers a family taking the graph alone.
func plain(name, help, example string, width int, spec func(*graph.Graph) topdown.Spec) {
	Register(&Family{Name: name, Help: help, Example: example, MaxWidth: width,
		Spec: func(g *graph.Graph, _ Args) (topdown.Spec, error) { return spec(g), nil }})
}

// ends registers a family of paths between two distinct vertices s, t.
func ends(name, help, example string, spec func(*graph.Graph, int, int) topdown.Spec) {
	Register(&Family{Name: name, Help: help, Example: example,
		Params: []Param{{Name: "s", Kind: KindVertex}, {Name: "t", Kind: KindVertex}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			s, t := a.Vertex(0), a.Vertex(1)
			if s == t {
				return nil, &ArgError{Arg: "t", Msg: "t must differ from s (both are " + g.Name(s) + ")"}
			}
			return spec(g, s, t), nil
		}})
}

// distinct returns the vertices of vs without repeats, in order.
func distinct(vs []int) []int {
	seen := map[int]bool{}
	var out []int
	for _, v := range vs {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

func init() {
	ends("paths", "the simple paths from s to t, as edge sets", "count(paths(grid(3, 3), (0, 0), (2, 2)))", Paths)
	ends("hampaths", "the Hamiltonian paths from s to t (visiting every vertex)", "count(hampaths(grid(3, 3), (0, 0), (2, 2)))", HamPaths)
	plain("cycles", "the simple cycles of g, as edge sets", "count(cycles(grid(3, 3)))", 0, Cycles)
	plain("hamcycles", "the Hamiltonian cycles of g", "count(hamcycles(grid(4, 4)))", 0, HamCycles)
	plain("pathmatchings", "the sets of vertex-disjoint paths of g, each of at least one edge (the empty set included)", "count(pathmatchings(grid(2, 3)))", 0, PathMatchings)
	plain("cyclesets", "the sets of vertex-disjoint cycles of g (the empty set included)", "count(cyclesets(grid(3, 3)))", 0, CycleSets)
	plain("matchings", "the matchings of g (sets of edges without a common vertex, the empty one included)", "count(matchings(grid(2, 3)))", 0, Matchings)
	plain("forests", "the forests of g: every acyclic edge set, the empty one included (on a grid these are its spanning forests, A080691, each vertex counting as part of one)", "count(forests(grid(3, 3)))", labelWidth, Forests)
	plain("spanningforests", "the acyclic edge sets of g that touch every vertex (forests(g) admits a vertex without an edge as a tree of its own; this family does not)", "count(spanningforests(grid(2, 3)))", labelWidth, SpanningForests)
	plain("trees", "the trees of g: nonempty connected acyclic edge sets, spanning or not", "count(trees(grid(2, 3)))", labelWidth, Trees)
	plain("spanningtrees", "the spanning trees of g: acyclic edge sets connecting every vertex (A007341 on grids)", "count(spanningtrees(grid(4, 4)))", labelWidth, SpanningTrees)
	Register(&Family{
		Name: "components", MaxWidth: labelWidth,
		Help:    "the edge sets of g that split its vertices into exactly k connected parts, a vertex no edge touches counting as a part (k = 1: the connected spanning subgraphs, A359992 on grids)",
		Example: "count(components(grid(2, 2), 1)); count(components(grid(2, 2), 2))",
		Params:  []Param{{Name: "k", Kind: KindInteger}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			k := a.Int(0, 0)
			if k < 1 || k > 255 {
				return nil, &ArgError{Arg: "k", Msg: "expected 1..255"}
			}
			return Components(g, int(k)), nil
		},
	})
	Register(&Family{
		Name: "partitions", MaxWidth: 64,
		Help:    "the partitions of g's vertices into k connected parts, each as the edge set inside its parts (one edge set per partition: no edge between two vertices of one part is left out)",
		Example: "count(partitions(grid(2, 2), 2)); partitions(grid(2, 2), 2) <= components(grid(2, 2), 2)",
		Params:  []Param{{Name: "k", Kind: KindInteger}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			k := a.Int(0, 0)
			if k < 1 || k > 255 {
				return nil, &ArgError{Arg: "k", Msg: "expected 1..255"}
			}
			return Partitions(g, int(k)), nil
		},
	})
	Register(&Family{
		Name: "steinertrees", MaxWidth: labelWidth,
		Help:    "the Steiner trees of g for the terminals: the trees of g that reach every terminal (at least two), other vertices allowed",
		Example: "count(steinertrees(grid(3, 3), [(0, 0), (2, 2)])); minimum(steinertrees(grid(3, 3), [(0, 0), (0, 2), (2, 1)]))",
		Params:  []Param{{Name: "terminals", Kind: KindVertices}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			ts := distinct(a.Vertices(0))
			if len(ts) < 2 {
				return nil, &ArgError{Arg: "terminals", Msg: "give at least two different terminals"}
			}
			return SteinerTrees(g, ts), nil
		},
	})
	Register(&Family{
		Name: "steinerpaths", MaxWidth: labelWidth,
		Help:    "the simple paths of g that visit every terminal (at least two; the ends may be any vertices): graphs(g, degree: [0, 1, 2], degrees: the terminals at [1, 2], components: 1, acyclic: true)",
		Example: "count(steinerpaths(grid(3, 3), [(0, 0), (1, 1), (2, 2)]))",
		Params:  []Param{{Name: "terminals", Kind: KindVertices}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			ts := distinct(a.Vertices(0))
			if len(ts) < 2 {
				return nil, &ArgError{Arg: "terminals", Msg: "give at least two different terminals"}
			}
			cons := Constraints{Components: 1, MaxEdges: -1, Acyclic: true, Degrees: make([]uint64, g.N())}
			for v := range cons.Degrees {
				cons.Degrees[v] = 1<<0 | 1<<1 | 1<<2
			}
			for _, v := range ts {
				cons.Degrees[v] = 1<<1 | 1<<2
			}
			return General(g, cons), nil
		},
	})
	Register(&Family{
		Name: "inducedgraphs", MaxWidth: labelWidth,
		Help:    "the connected induced subgraphs of g with an edge, each as its edge set: for every vertex set S inducing a connected subgraph, the edges with both ends in S (a single vertex has no edge and is left out; with the n*n single vertices the count on the n x n grid is A059525); weights: an integer >= 0 per vertex (a list in vertex order, or (vertex, w) pairs with 1 for the others) and weight: [lo, hi] keep the subgraphs whose vertices weigh lo..hi in all",
		Example: `count(inducedgraphs(grid(3, 3))) + vertices(grid(3, 3)); g = graph("1-2 1-4 2-3 2-5 3-6 4-5 5-6"); count(inducedgraphs(g, weights: [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)], weight: [10, 17]))`,
		Params: []Param{{Name: "weights", Kind: KindVertexWeights, Optional: true, Default: 1},
			{Name: "weight", Kind: KindRange, Optional: true}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			w := a.Weights(0)
			lo, hi, ranged := a.Range(1)
			if w == nil && !ranged {
				return ConnectedInduced(g), nil
			}
			if !ranged {
				return nil, &ArgError{Arg: "weight", Msg: "weights: needs weight: [lo, hi], the bounds of the subgraph's weight"}
			}
			if w == nil {
				w = make([]int64, g.N())
				for v := range w {
					w[v] = 1
				}
			}
			for v, x := range w {
				if x < 0 || x > 1<<40 {
					return nil, &ArgError{Arg: "weights", Msg: "a vertex weight is an integer 0..2^40, " + g.Name(v) + "'s is not"}
				}
			}
			if lo > hi {
				return nil, nil
			}
			return WeightedInduced(g, w, lo, hi), nil
		},
	})
}
