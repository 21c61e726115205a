package families

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// labelWidth is the widest frontier the families with one-byte
// component labels hold.
const labelWidth = 250

// plain registers a family taking the graph alone.
func plain(name, help, example string, width int, spec func(*graph.Graph) topdown.Spec) {
	Register(&Family{Name: name, Help: help, Example: example, MaxWidth: width,
		Spec: func(g *graph.Graph, _ Args) (topdown.Spec, error) { return spec(g), nil }})
}

// arcs registers a family of a directed graph's arcs; with ends it
// takes s and t.
func arcs(name, help, example string, ends bool, spec func(*graph.Graph, Args) (topdown.Spec, error)) {
	var params []Param
	if ends {
		params = []Param{{Name: "s", Kind: KindVertex}, {Name: "t", Kind: KindVertex}}
	}
	Register(&Family{Name: name, Help: help, Example: example, Directed: true, MaxWidth: labelWidth, Params: params, Spec: spec})
}

// twoEnds reads distinct vertices s, t.
func twoEnds(g *graph.Graph, a Args) (int, int, error) {
	s, t := a.Vertex(0), a.Vertex(1)
	if s == t {
		return 0, 0, &ArgError{Arg: "t", Msg: "t must differ from s (both are " + g.Name(s) + ")"}
	}
	return s, t, nil
}

// vertexSets registers a family of vertex sets taking the graph alone;
// it refuses a graph whose vertex frontier is wider than the one-byte
// labels of its states hold.
func vertexSets(name, help, example string, spec func(*graph.Graph) topdown.Spec) {
	Register(&Family{Name: name, Help: help + "; a family of vertex sets, variable v the vertex numbered v (row by row on a grid)", Example: example, Vertices: true,
		Spec: func(g *graph.Graph, _ Args) (topdown.Spec, error) {
			if w := newVFrontier(g).width; w > labelWidth {
				return nil, &ArgError{Arg: "g", Msg: fmt.Sprintf("the graph's vertex frontier is %d wide in its vertex order; at most %d", w, labelWidth)}
			}
			return spec(g), nil
		}})
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

// uniform returns the same degree mask for every vertex of g.
func uniform(g *graph.Graph, mask uint64) []uint64 {
	d := make([]uint64, g.N())
	for v := range d {
		d[v] = mask
	}
	return d
}

// terminals reads argument i as at least two distinct terminals.
func terminals(a Args, i int) ([]int, error) {
	ts := distinct(a.Vertices(i))
	if len(ts) < 2 {
		return nil, &ArgError{Arg: "terminals", Msg: "give at least two different terminals"}
	}
	return ts, nil
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
	Register(&Family{
		Name:    "paths",
		Help:    "the simple paths from s to t, as edge sets; with s alone the paths (of an edge or more) with s at an end, and with neither every path of an edge or more",
		Example: "count(paths(grid(3, 3), (0, 0), (2, 2))); count(paths(grid(3, 3), (0, 0))); count(paths(grid(3, 3)))",
		Params:  []Param{{Name: "s", Kind: KindVertex, Optional: true}, {Name: "t", Kind: KindVertex, Optional: true}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			switch {
			case a.Given(0) && a.Given(1):
				s, t := a.Vertex(0), a.Vertex(1)
				if s == t {
					return nil, &ArgError{Arg: "t", Msg: "t must differ from s (both are " + g.Name(s) + ")"}
				}
				return Paths(g, s, t), nil
			case a.Given(1):
				return nil, &ArgError{Arg: "t", Msg: "give s too (or s alone for the paths from s)"}
			}
			if g.FrontierWidth() > labelWidth {
				return nil, &ArgError{Arg: "s", Msg: "the frontier is too wide for paths without both ends; try another order"}
			}
			deg := uniform(g, 1<<0|1<<1|1<<2)
			if a.Given(0) {
				deg[a.Vertex(0)] = 1 << 1
			}
			return General(g, Constraints{Degrees: deg, Acyclic: true, Components: 1, MaxEdges: -1}), nil
		}})
	ends("hampaths", "the Hamiltonian paths from s to t (visiting every vertex)", "count(hampaths(grid(3, 3), (0, 0), (2, 2)))", HamPaths)
	plain("cycles", "the simple cycles of g, as edge sets", "count(cycles(grid(3, 3)))", 0, Cycles)
	plain("hamcycles", "the Hamiltonian cycles of g", "count(hamcycles(grid(4, 4)))", 0, HamCycles)
	plain("pathmatchings", "the sets of vertex-disjoint paths of g, each of at least one edge (the empty set included)", "count(pathmatchings(grid(2, 3)))", 0, PathMatchings)
	plain("cyclesets", "the sets of vertex-disjoint cycles of g (the empty set included)", "count(cyclesets(grid(3, 3)))", 0, CycleSets)
	arcs("directedpaths", "the directed paths of g from s to t: arc sets walked from s to t, no vertex twice", `count(directedpaths(digraph("1>2 2>3 1>3 3>2"), 1, 3))`, true, func(g *graph.Graph, a Args) (topdown.Spec, error) {
		s, t, err := twoEnds(g, a)
		if err != nil {
			return nil, err
		}
		return DirectedPaths(g, s, t), nil
	})
	arcs("directedhampaths", "the directed Hamiltonian paths of g from s to t: through every vertex", `count(directedhampaths(digraph("1>2 2>3 1>3 3>2"), 1, 3))`, true, func(g *graph.Graph, a Args) (topdown.Spec, error) {
		s, t, err := twoEnds(g, a)
		if err != nil {
			return nil, err
		}
		return DirectedHamPaths(g, s, t), nil
	})
	arcs("directedcycles", "the directed cycles of g: arc sets going once round a cycle (u>v and v>u make one of two arcs)", `count(directedcycles(digraph("1>2 2>3 3>1 1>3 3>2")))`, false, func(g *graph.Graph, _ Args) (topdown.Spec, error) { return DirectedCycles(g), nil })
	arcs("directedhamcycles", "the directed Hamiltonian cycles of g: through every vertex", `count(directedhamcycles(digraph("1>2 2>3 3>1 1>3 3>2 2>1")))`, false, func(g *graph.Graph, _ Args) (topdown.Spec, error) { return DirectedHamCycles(g), nil })
	Register(&Family{Name: "directedforests", Directed: true, MaxWidth: labelWidth,
		Help:    "the branchings of g: arc sets with no cycle, directions aside, and no vertex entered twice (each tree an arborescence from its root); roots: [r1, r2, ...] keeps those whose trees start at exactly these roots, each with an arc; spanning: true (with roots) those reaching every vertex",
		Example: `count(directedforests(digraph("1>2 2>3 3>1"))); count(directedforests(digraph("1>2 2>1 2>3 3>2 3>4 4>3"), roots: [1, 4]))`,
		Params:  []Param{{Name: "roots", Kind: KindVertices, Optional: true}, {Name: "spanning", Kind: KindBoolean, Optional: true}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			if !a.Given(0) {
				if a.Bool(1, false) {
					return nil, &ArgError{Arg: "spanning", Msg: "give the roots: the spanning branchings of roots: [...]"}
				}
				return DirectedForests(g), nil
			}
			roots := distinct(a.Vertices(0))
			if len(roots) == 0 {
				return nil, &ArgError{Arg: "roots", Msg: "give at least one root"}
			}
			return RootedForests(g, roots, a.Bool(1, false)), nil
		}})
	Register(&Family{Name: "digraphs", Directed: true, MaxWidth: labelWidth,
		Help:    "the arc sets of g whose every vertex ends with an in-degree in indegree: [...] and an out-degree in outdegree: [...] (each any when left out; Graphillion's DiGraphSet.graphs with degree constraints)",
		Example: `g = digraph("1>2 2>1 2>3 3>2 3>1 1>3"); count(digraphs(g)); count(digraphs(g, indegree: [1], outdegree: [1]))`,
		Params:  []Param{{Name: "indegree", Kind: KindDegrees, Optional: true}, {Name: "outdegree", Kind: KindDegrees, Optional: true}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			in, _ := a.Degrees(0)
			out, _ := a.Degrees(1)
			return Digraphs(g, in, out), nil
		}})
	Register(&Family{Name: "arborescences", Directed: true, MaxWidth: labelWidth,
		Help:    "the arborescences of g rooted at root: trees holding root whose every other vertex is entered by one arc (so reached from root); the root alone is one; spanning: true keeps those reaching every vertex (n^(n-2) on the complete digraph of n vertices)",
		Example: `count(arborescences(digraph("1>2 2>3 1>3 3>2"), 1)); count(arborescences(digraph("1>2 2>1 1>3 3>1 2>3 3>2"), 1, spanning: true))`,
		Params:  []Param{{Name: "root", Kind: KindVertex}, {Name: "spanning", Kind: KindBoolean, Optional: true}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			return Arborescences(g, a.Vertex(0), a.Bool(1, false)), nil
		}})
	vertexSets("vertexsets", "every vertex set of g (the power set of its vertices, Graphillion's VertexSetSet({}))", "count(vertexsets(grid(2, 3)))", AllVertexSets)
	vertexSets("independentsets", "the independent vertex sets of g: no two of a set's vertices adjacent (the empty set included)", "count(independentsets(grid(3, 3)))", Independent)
	vertexSets("vertexcovers", "the vertex covers of g: sets of vertices touching every edge", "count(vertexcovers(grid(3, 3)))", VertexCovers)
	vertexSets("dominatingsets", "the dominating sets of g: sets of vertices that hold or neighbour every vertex", "count(dominatingsets(grid(3, 3)))", Dominating)
	vertexSets("vertexcliques", "the cliques of g as vertex sets: sets of pairwise adjacent vertices (the empty set and single vertices included; cliques(g, k) gives the edge sets of k-cliques)", `count(vertexcliques(graph("1-2 2-3 1-3 3-4")))`, Cliques)
	vertexSets("connectedvertexsets", "the nonempty vertex sets of g that induce a connected subgraph", "count(connectedvertexsets(grid(3, 3)))", ConnectedVertexSets)
	plain("matchings", "the matchings of g (sets of edges without a common vertex, the empty one included)", "count(matchings(grid(2, 3)))", 0, Matchings)
	Register(&Family{
		Name: "forests", MaxWidth: labelWidth,
		Help:    "the forests of g: every acyclic edge set, the empty one included (on a grid these are its spanning forests, A080691, each vertex counting as part of one); with roots: [r1, r2, ...] the forests each of whose trees holds one root, the roots in different trees (Graphillion's forests(roots)): graphs(g, acyclic: true, groups: [[r1], [r2], ...], rooted: true)",
		Example: "count(forests(grid(3, 3))); count(forests(grid(3, 3), roots: [(0, 0), (2, 2)]))",
		Params:  []Param{{Name: "roots", Kind: KindVertices, Optional: true}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			if !a.Given(0) {
				return Forests(g), nil
			}
			var groups [][]int
			for _, r := range distinct(a.Vertices(0)) {
				groups = append(groups, []int{r})
			}
			if groups == nil {
				return nil, &ArgError{Arg: "roots", Msg: "give at least one root"}
			}
			return General(g, Constraints{Acyclic: true, Groups: groups, Rooted: true, Components: -1, MaxEdges: -1}), nil
		}})
	plain("spanningforests", "the acyclic edge sets of g that touch every vertex (forests(g) admits a vertex without an edge as a tree of its own; this family does not)", "count(spanningforests(grid(2, 3)))", labelWidth, SpanningForests)
	Register(&Family{
		Name: "trees", MaxWidth: labelWidth,
		Help:    "the trees of g: nonempty connected acyclic edge sets, spanning or not; with root: r the trees holding r, the tree of r alone (no edge) included, as Graphillion's trees(root) counts them: graphs(g, acyclic: true, groups: [[r]], rooted: true)",
		Example: `count(trees(grid(2, 3))); count(trees(graph("1-2 1-4 2-3 2-5 3-6 4-5 5-6"), root: 1))`,
		Params:  []Param{{Name: "root", Kind: KindVertex, Optional: true}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			if !a.Given(0) {
				return Trees(g), nil
			}
			return General(g, Constraints{Acyclic: true, Groups: [][]int{{a.Vertex(0)}}, Rooted: true, Components: -1, MaxEdges: -1}), nil
		}})
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
		Help:    "the partitions of g's vertices into k connected parts (k a number or a range [lo, hi]), each as the edge set inside its parts (one edge set per partition: no edge between two vertices of one part is left out)",
		Example: "count(partitions(grid(2, 2), 2)); partitions(grid(2, 2), 2) <= components(grid(2, 2), 2); count(partitions(grid(2, 3), [2, 3]))",
		Params:  []Param{{Name: "k", Kind: KindRange}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			lo, hi, _ := a.Range(0)
			if hi < 1 || lo > hi {
				return nil, nil
			}
			return PartitionsRange(g, int(max(lo, 1)), int(min(hi, 255))), nil
		},
	})
	Register(&Family{
		Name: "steinertrees", MaxWidth: labelWidth,
		Help:    "the Steiner trees of g for the terminals: the trees of g that reach every terminal (at least two), other vertices allowed",
		Example: "count(steinertrees(grid(3, 3), [(0, 0), (2, 2)])); minimum(steinertrees(grid(3, 3), [(0, 0), (0, 2), (2, 1)]))",
		Params:  []Param{{Name: "terminals", Kind: KindVertices}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			ts, err := terminals(a, 0)
			if err != nil {
				return nil, err
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
			ts, err := terminals(a, 0)
			if err != nil {
				return nil, err
			}
			cons := Constraints{Components: 1, MaxEdges: -1, Acyclic: true, Degrees: uniform(g, 1<<0|1<<1|1<<2)}
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
	Register(&Family{
		Name: "steinersubgraphs", MaxWidth: labelWidth,
		Help:    "the connected edge sets of g that reach every terminal (at least two), cycles allowed: graphs(g, components: 1, groups: [terminals])",
		Example: `count(steinersubgraphs(graph("1-2 1-4 2-3 2-5 4-5 4-7 3-6 5-6 5-8 6-9 7-8 8-9"), [1, 3, 8]))`,
		Params:  []Param{{Name: "terminals", Kind: KindVertices}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			ts, err := terminals(a, 0)
			if err != nil {
				return nil, err
			}
			return General(g, Constraints{Components: 1, MaxEdges: -1, Groups: [][]int{ts}}), nil
		},
	})
	Register(&Family{
		Name: "steinercycles", MaxWidth: labelWidth,
		Help:    "the simple cycles of g through every terminal (at least two): graphs(g, degree: [0, 2], degrees: the terminals at [2], components: 1)",
		Example: `count(steinercycles(graph("1-2 1-4 2-3 2-5 4-5 4-7 3-6 5-6 5-8 6-9 7-8 8-9"), [1, 3, 8]))`,
		Params:  []Param{{Name: "terminals", Kind: KindVertices}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			ts, err := terminals(a, 0)
			if err != nil {
				return nil, err
			}
			deg := uniform(g, 1<<0|1<<2)
			for _, v := range ts {
				deg[v] = 1 << 2
			}
			return General(g, Constraints{Degrees: deg, Components: 1, MaxEdges: -1}), nil
		},
	})
	Register(&Family{
		Name: "cliques", MaxWidth: labelWidth,
		Help:    "the k-cliques of g (k >= 2): the edge sets of complete subgraphs on k vertices, that is the edge sets of k(k-1)/2 edges whose vertices all have degree k-1",
		Example: `count(cliques(graph("1-2 1-3 1-4 1-5 2-3 2-4 2-5 3-4 3-5 4-5"), 4))`,
		Params:  []Param{{Name: "k", Kind: KindInteger}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			k := a.Int(0, 0)
			if k < 2 || k > 62 {
				return nil, &ArgError{Arg: "k", Msg: "expected 2..62"}
			}
			e := int(k * (k - 1) / 2)
			return General(g, Constraints{Degrees: uniform(g, 1|1<<(k-1)), Components: -1, MinEdges: e, MaxEdges: e}), nil
		},
	})
	Register(&Family{
		Name: "bicliques", MaxWidth: labelWidth,
		Help:    "the (a, b)-bicliques of g (a, b >= 1): the edge sets of complete bipartite subgraphs with parts of a and b vertices, that is the connected bipartite edge sets with a vertices of degree b and b of degree a",
		Example: `count(bicliques(graph("1-2 1-3 1-4 2-3 2-4 3-4"), 2, 2)); count(bicliques(grid(3, 3), 1, 3))`,
		Params:  []Param{{Name: "a", Kind: KindInteger}, {Name: "b", Kind: KindInteger}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			p, q := a.Int(0, 0), a.Int(1, 0)
			for k, x := range []int64{p, q} {
				if x < 1 || x > 62 {
					return nil, &ArgError{Arg: []string{"a", "b"}[k], Msg: "expected 1..62"}
				}
			}
			dist := make([]int, max(p, q)+1)
			dist[0] = -1
			dist[p] += int(q)
			dist[q] += int(p)
			return General(g, Constraints{Bipartite: true, Components: 1, MaxEdges: -1, DegreeDist: dist}), nil
		},
	})
	Register(&Family{
		Name: "regulargraphs", MaxWidth: labelWidth,
		Help:    "the regular subgraphs of g, as edge sets: nonempty, every vertex with an edge of the same degree, in degree: (a number or [lo, hi]; any when left out); connected: false admits several components (default true: one); bipartite: true refuses odd cycles",
		Example: `g = graph("1-2 1-4 2-3 2-5 3-6 4-5 5-6"); count(regulargraphs(g, connected: false)); count(regulargraphs(g)); count(regulargraphs(g, degree: 2))`,
		Params: []Param{{Name: "degree", Kind: KindRange, Optional: true}, {Name: "connected", Kind: KindBoolean, Optional: true},
			{Name: "bipartite", Kind: KindBoolean, Optional: true}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			mask := ^uint64(0)
			if lo, hi, ok := a.Range(0); ok {
				mask = 1
				for d := max(lo, 1); d <= min(hi, 62); d++ {
					mask |= 1 << d
				}
			}
			return General(g, Constraints{Degrees: uniform(g, mask), Regular: true, Components: -1, MinEdges: 1, MaxEdges: -1,
				Connected: a.Bool(1, true), Bipartite: a.Bool(2, false)}), nil
		},
	})
	Register(&Family{
		Name: "bipartitegraphs", MaxWidth: labelWidth,
		Help:    "the edge sets of g without an odd cycle; connected: true keeps those of at most one component (the empty set included)",
		Example: `g = graph("1-2 1-3 2-3 3-4"); count(bipartitegraphs(g)); count(bipartitegraphs(g, connected: true))`,
		Params:  []Param{{Name: "connected", Kind: KindBoolean, Optional: true}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			return General(g, Constraints{Bipartite: true, Components: -1, MaxEdges: -1, Connected: a.Bool(0, false)}), nil
		},
	})
	Register(&Family{
		Name: "degreedistribution", MaxWidth: labelWidth,
		Help:    "the edge sets of g with the given degree distribution: counts is a list of pairs (d, n), n vertices ending with degree d (n = -1: any number), every vertex counted (one without an edge has degree 0), no vertex with a degree not listed; connected: true keeps those of at most one component",
		Example: `g = graph("1-2 1-4 2-3 2-5 3-6 4-5 5-6"); count(degreedistribution(g, [(0, -1), (1, 2), (2, 1)])); count(degreedistribution(g, [(0, -1), (1, 4), (3, -1)], connected: true))`,
		Params:  []Param{{Name: "counts", Kind: KindPairs}, {Name: "connected", Kind: KindBoolean, Optional: true}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			var dist []int
			for _, p := range a.Pairs(0) {
				d, n := p[0], p[1]
				if d < 0 || d > 62 || n < -1 || n > 255 {
					return nil, &ArgError{Arg: "counts", Msg: "a pair is (degree 0..62, count -1..255)"}
				}
				for int64(len(dist)) <= d {
					dist = append(dist, 0)
				}
				dist[d] = int(n)
			}
			if dist == nil {
				return nil, nil
			}
			return General(g, Constraints{DegreeDist: dist, Components: -1, MaxEdges: -1, Connected: a.Bool(1, false)}), nil
		},
	})
	Register(&Family{
		Name: "balancedpartitions", MaxWidth: 64,
		Help:    "the partitions of g's vertices into connected parts (parts: a number or [lo, hi] of them; any when left out) whose parts each weigh lo..hi by weight: (weights: an integer >= 0 per vertex, a list in vertex order or (vertex, w) pairs with 1 for the others; every vertex 1 when left out), and, with ratio: (a number >= 1, \"1.5\" as a string), whose heaviest part weighs at most ratio times the lightest; each as the edge set inside its parts, as partitions gives them (Graphillion's balanced_partitions)",
		Example: `g = graph("1-2 1-4 2-3 2-5 3-6 4-5 5-6"); count(balancedpartitions(g, ratio: 1, parts: 3)); count(balancedpartitions(g, ratio: 1))`,
		Params: []Param{{Name: "weights", Kind: KindVertexWeights, Optional: true, Default: 1},
			{Name: "weight", Kind: KindRange, Optional: true}, {Name: "parts", Kind: KindRange, Optional: true},
			{Name: "ratio", Kind: KindRational, Optional: true}},
		Spec: func(g *graph.Graph, a Args) (topdown.Spec, error) {
			w := a.Weights(0)
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
			wlo, whi, ok := a.Range(1)
			if !ok {
				wlo, whi = 0, 1<<50
			}
			lo, hi, ok := a.Range(2)
			if !ok {
				lo, hi = 1, 255
			}
			if wlo > whi || lo > hi || hi < 1 {
				return nil, nil
			}
			var p, q int64
			if a.Given(3) {
				r := a[3].([2]int64)
				p, q = r[0], r[1]
				if p < q || p > 1<<20 || q > 1<<20 {
					return nil, &ArgError{Arg: "ratio", Msg: "a ratio is a number from 1 up, with numerator and denominator up to 2^20"}
				}
			}
			return BalancedPartitions(g, int(max(lo, 1)), int(min(hi, 255)), w, wlo, whi, p, q), nil
		},
	})
	Register(&Family{
		Name: "graphs", MaxWidth: labelWidth,
		Help:    "the edge sets of g meeting every constraint given, built in one frontier-based construction: degree: the degrees every vertex may end with ([0, 2]); degrees: per-vertex ones as [(v, [1]), ...]; components: how many connected parts the chosen edges form (untouched vertices aside); acyclic: true; edges: a count or [lo, hi]; weights: one integer per edge (in g's edge order) with weight: [lo, hi] bounding their sum; groups: lists of vertices, each list joined in one part, different lists in different parts; rooted: true makes every part hold a group vertex. cycles(g) is graphs(g, degree: [0, 2], components: 1); the forests rooted at r1, r2 are graphs(g, acyclic: true, groups: [[r1], [r2]], rooted: true), the trees holding r graphs(g, acyclic: true, components: 1, groups: [[r]], rooted: true), and with the empty tree too (as Graphillion's trees(root) counts) graphs(g, acyclic: true, groups: [[r]], rooted: true); an empty range of edges: or weight: gives the empty family",
		Example: "g = grid(3, 3); graphs(g, degree: [0, 2], components: 1) == cycles(g); count(graphs(g, acyclic: true, components: 1, edges: 4)); count(graphs(g, groups: [[(0, 0), (2, 2)], [(0, 2)]], acyclic: true))",
		Params: []Param{{Name: "degree", Kind: KindDegrees, Optional: true}, {Name: "degrees", Kind: KindVertexDegrees, Optional: true},
			{Name: "components", Kind: KindInteger, Optional: true}, {Name: "acyclic", Kind: KindBoolean, Optional: true},
			{Name: "edges", Kind: KindRange, Optional: true}, {Name: "weights", Kind: KindEdgeWeights, Optional: true},
			{Name: "weight", Kind: KindRange, Optional: true}, {Name: "groups", Kind: KindGroups, Optional: true},
			{Name: "rooted", Kind: KindBoolean, Optional: true}},
		Spec: graphsSpec,
	})
	Register(&Family{
		Name:    "chordalgraphs",
		Help:    "the chordal subgraphs of g, as edge sets: those in which every cycle of four or more edges has a chord, the empty set included (Graphillion's chordal_graphs); on the complete graph of n vertices they are the labelled chordal graphs, OEIS A058862. Built as forbiddeninduced(g, ofsize(cycles(g), 4, max: vertices(g))) is: the cycles top-down, then the induced-subgraph colouring top-down over them, projected and complemented",
		Example: `count(chordalgraphs(graph("1-2 1-3 1-4 2-3 2-4 3-4"))); count(chordalgraphs(grid(3, 3))) == count(forests(grid(3, 3)))`,
		Build: func(ctx context.Context, m *zdd.Manager, g *graph.Graph, _ Args, opt topdown.Options) (zdd.Node, error) {
			return Chordal(ctx, m, g, opt)
		},
	})
	Register(&Family{
		Name:    "forbiddeninduced",
		Help:    "the edge sets H of g that hold no set C of F (a family of edge sets of g) as an induced subgraph, that is with C inside H and no other edge of H joining two vertices C touches (Graphillion's forbidden_induced_subgraphs); F holding the empty set leaves no H. The sets of H that hold some C are built top-down over F's diagram, three outcomes an edge (in C, between C's vertices but out of H, or free), projected onto H and complemented",
		Example: `g = graph("1-2 1-3 2-3 2-4 3-4 3-5 4-5"); claws = degreedistribution(g, [(0, -1), (1, 3), (3, 1)]); count(forbiddeninduced(g, claws)); count(forbiddeninduced(g, ofsize(cycles(g), 4, max: 5))) == count(chordalgraphs(g))`,
		Params:  []Param{{Name: "F", Kind: KindFamily}},
		Build: func(ctx context.Context, m *zdd.Manager, g *graph.Graph, a Args, opt topdown.Options) (zdd.Node, error) {
			return ForbiddenInduced(ctx, m, g, a.Family(0), opt)
		},
	})
}

// graphsSpec reads the arguments of graphs into Constraints.
func graphsSpec(g *graph.Graph, a Args) (topdown.Spec, error) {
	cons := Constraints{Components: -1, MaxEdges: -1}
	if mask, ok := a.Degrees(0); ok {
		cons.Degrees = uniform(g, mask)
	}
	if per := a.VertexDegrees(1); per != nil {
		if cons.Degrees == nil {
			cons.Degrees = uniform(g, ^uint64(0))
		}
		for v, mask := range per {
			cons.Degrees[v] = mask
		}
	}
	if a.Given(2) {
		k := a.Int(2, 0)
		if k < 0 || k > 255 {
			return nil, &ArgError{Arg: "components", Msg: "expected 0..255"}
		}
		cons.Components = int(k)
	}
	cons.Acyclic = a.Bool(3, false)
	if lo, hi, ok := a.Range(4); ok {
		if lo > hi || hi < 0 || lo > int64(g.M()) {
			return nil, nil
		}
		cons.MinEdges, cons.MaxEdges = int(max(lo, 0)), int(min(hi, int64(g.M())))
	}
	w := a.Weights(5)
	lo, hi, ranged := a.Range(6)
	if (w != nil) != ranged {
		arg := "weights"
		if w == nil {
			arg = "weight"
		}
		return nil, &ArgError{Arg: arg, Msg: "weights: and weight: go together: a weight per edge and the bounds [lo, hi] of their sum"}
	}
	if w != nil {
		for _, x := range w {
			if x < -1<<40 || x > 1<<40 {
				return nil, &ArgError{Arg: "weights", Msg: "a weight is an integer of at most 2^40 in size"}
			}
		}
		if lo > hi {
			return nil, nil
		}
		cons.Weights, cons.MinWeight, cons.MaxWeight = w, lo, hi
	}
	cons.Groups = a.Groups(7)
	cons.Rooted = a.Bool(8, false)
	return General(g, cons), nil
}
