package families

import (
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// Families of a directed graph's arcs (graph.Graph.Directed: arc i
// goes from its U to its V), built by General with bounds on each
// vertex's in- and out-degree.

// fillMasks returns n copies of m.
func fillMasks(n int, m uint64) []uint64 {
	out := make([]uint64, n)
	for i := range out {
		out[i] = m
	}
	return out
}

// DirectedPaths is the family of the directed paths of g from s to t
// (s != t): arc sets through which one walks from s to t, each vertex
// visited at most once.
func DirectedPaths(g *graph.Graph, s, t int) topdown.Spec { return directedPaths(g, s, t, false) }

// DirectedHamPaths is the family of the directed paths of g from s to t
// through every vertex.
func DirectedHamPaths(g *graph.Graph, s, t int) topdown.Spec { return directedPaths(g, s, t, true) }

func directedPaths(g *graph.Graph, s, t int, ham bool) topdown.Spec {
	n := g.N()
	inner := uint64(1<<0 | 1<<2)
	if ham {
		inner = 1 << 2
	}
	deg, in, out := fillMasks(n, inner), fillMasks(n, 1<<0|1<<1), fillMasks(n, 1<<0|1<<1)
	deg[s], deg[t] = 1<<1, 1<<1
	in[s], out[s] = 1<<0, 1<<1
	in[t], out[t] = 1<<1, 1<<0
	return General(g, Constraints{Degrees: deg, InDegrees: in, OutDegrees: out, Components: 1, MaxEdges: -1})
}

// DirectedCycles is the family of the directed cycles of g: nonempty arc
// sets that go round one cycle, each vertex on it entered and left once
// (two opposite arcs make a cycle of two).
func DirectedCycles(g *graph.Graph) topdown.Spec { return directedCycles(g, false) }

// DirectedHamCycles is the family of the directed cycles of g through
// every vertex.
func DirectedHamCycles(g *graph.Graph) topdown.Spec { return directedCycles(g, true) }

func directedCycles(g *graph.Graph, ham bool) topdown.Spec {
	n := g.N()
	deg := fillMasks(n, 1<<0|1<<2)
	if ham {
		deg = fillMasks(n, 1<<2)
	}
	return General(g, Constraints{Degrees: deg, InDegrees: fillMasks(n, 1<<0|1<<1), OutDegrees: fillMasks(n, 1<<0|1<<1), Components: 1, MaxEdges: -1})
}

// DirectedForests is the family of the arc sets of g that form
// arborescences (branchings): no cycle, even ignoring directions, and
// every vertex entered at most once; each tree has one root, its vertex
// never entered, from which every other vertex of it is reached.
func DirectedForests(g *graph.Graph) topdown.Spec {
	return General(g, Constraints{Acyclic: true, InDegrees: fillMasks(g.N(), 1<<0|1<<1), Components: -1, MaxEdges: -1})
}

// Arborescences is the family of the arborescences of g rooted at root:
// arc sets forming a tree that holds root, which no arc enters, every
// other vertex of it entered exactly once (so reached from root); the
// root alone (no arc) is one. With spanning, they reach every vertex.
func Arborescences(g *graph.Graph, root int, spanning bool) topdown.Spec {
	in := fillMasks(g.N(), 1<<0|1<<1)
	if spanning {
		in = fillMasks(g.N(), 1<<1)
	}
	in[root] = 1 << 0
	return General(g, Constraints{Acyclic: true, Connected: true, Rooted: true, Groups: [][]int{{root}}, InDegrees: in, Components: -1, MaxEdges: -1})
}

// RootedForests is the family of the branchings of g whose trees are
// rooted at the given roots (distinct): every root starts a tree of at
// least one arc, is entered by none, and every tree holds one root; with
// spanning, they reach every vertex.
func RootedForests(g *graph.Graph, roots []int, spanning bool) topdown.Spec {
	in := fillMasks(g.N(), 1<<0|1<<1)
	if spanning {
		in = fillMasks(g.N(), 1<<1)
	}
	var out []uint64
	groups := make([][]int, len(roots))
	for i, r := range roots {
		if out == nil {
			out = fillMasks(g.N(), ^uint64(0))
		}
		in[r] = 1 << 0
		out[r] = ^uint64(1) // at least one arc
		groups[i] = []int{r}
	}
	return General(g, Constraints{Acyclic: true, Rooted: true, Groups: groups, InDegrees: in, OutDegrees: out, Components: -1, MaxEdges: -1})
}

// Digraphs is the family of the arc sets of g whose every vertex ends
// with an in-degree allowed by in and an out-degree allowed by out (bit
// masks as Constraints.Degrees; 0: any).
func Digraphs(g *graph.Graph, in, out uint64) topdown.Spec {
	c := Constraints{Components: -1, MaxEdges: -1}
	if in != 0 {
		c.InDegrees = fillMasks(g.N(), in)
	}
	if out != 0 {
		c.OutDegrees = fillMasks(g.N(), out)
	}
	return General(g, c)
}
