package families

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// generalMember decides by brute force whether edge set mask of g meets c.
func generalMember(g *graph.Graph, c Constraints, mask uint32) bool {
	n := g.N()
	uf := newUnionFind(n)
	find := uf.find
	deg := make([]int, n)
	cyclic := false
	edges := 0
	var sum int64
	for i := 0; i < g.M(); i++ {
		if mask>>i&1 == 0 {
			continue
		}
		e := g.Edge(i)
		deg[e.U]++
		deg[e.V]++
		edges++
		if c.Weights != nil {
			sum += c.Weights[i]
		}
		if !uf.union(e.U, e.V) {
			cyclic = true
		}
	}
	if c.Acyclic && cyclic {
		return false
	}
	if edges < c.MinEdges || c.MaxEdges >= 0 && edges > c.MaxEdges {
		return false
	}
	if c.Weights != nil && (sum < c.MinWeight || sum > c.MaxWeight) {
		return false
	}
	comps := 0
	for v := 0; v < n; v++ {
		if c.Degrees != nil && c.Degrees[v]>>min(deg[v], 62)&1 == 0 {
			return false
		}
		if deg[v] > 0 && find(v) == v {
			comps++
		}
	}
	if c.Components >= 0 && comps != c.Components || c.Connected && comps > 1 {
		return false
	}
	if c.Regular {
		for _, d := range deg {
			for _, e := range deg {
				if d > 0 && e > 0 && d != e {
					return false
				}
			}
		}
	}
	if c.Rooted {
		held := map[int]bool{}
		for _, grp := range c.Groups {
			for _, v := range grp {
				held[find(v)] = true
			}
		}
		for v := 0; v < n; v++ {
			if deg[v] > 0 && find(v) == v && !held[v] {
				return false
			}
		}
	}
	if c.Bipartite && !bipartite(g, mask) {
		return false
	}
	if c.DegreeDist != nil {
		count := make([]int, len(c.DegreeDist))
		for _, d := range deg {
			if d >= len(count) {
				return false
			}
			count[d]++
		}
		for d, want := range c.DegreeDist {
			if want >= 0 && count[d] != want {
				return false
			}
		}
	}
	rootOf := map[int]int{} // component root -> group
	for k, grp := range c.Groups {
		r := find(grp[0])
		for _, v := range grp {
			if find(v) != r {
				return false
			}
		}
		if other, ok := rootOf[r]; ok && other != k {
			return false
		}
		rootOf[r] = k
	}
	return true
}

// bipartite reports whether the edges mask of g have no odd cycle, by
// two-colouring them.
func bipartite(g *graph.Graph, mask uint32) bool {
	col := make([]int, g.N())
	for v := range col {
		col[v] = -1
	}
	adj := make([][]int, g.N())
	for i := 0; i < g.M(); i++ {
		if mask>>i&1 == 1 {
			e := g.Edge(i)
			adj[e.U] = append(adj[e.U], e.V)
			adj[e.V] = append(adj[e.V], e.U)
		}
	}
	for s := range col {
		if col[s] >= 0 {
			continue
		}
		col[s] = 0
		queue := []int{s}
		for len(queue) > 0 {
			u := queue[0]
			queue = queue[1:]
			for _, w := range adj[u] {
				if col[w] < 0 {
					col[w] = 1 - col[u]
					queue = append(queue, w)
				} else if col[w] == col[u] {
					return false
				}
			}
		}
	}
	return true
}

// TestGeneralBrute compares General with brute force under random
// constraints on small grids and random graphs.
func TestGeneralBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	graphs := []*graph.Graph{}
	for _, rc := range [][2]int{{1, 1}, {2, 2}, {2, 3}, {3, 3}} {
		g, _ := graph.Grid(rc[0], rc[1])
		graphs = append(graphs, g)
	}
	for i := 0; i < 40; i++ {
		graphs = append(graphs, randomGraph(rng, 1+rng.Intn(7), 13))
	}
	for _, g := range graphs {
		for trial := 0; trial < 8; trial++ {
			c := Constraints{Components: -1, MaxEdges: -1}
			if rng.Intn(2) == 0 {
				c.Degrees = make([]uint64, g.N())
				for v := range c.Degrees {
					c.Degrees[v] = uint64(rng.Intn(16))
				}
			}
			if rng.Intn(2) == 0 {
				c.Components = rng.Intn(3)
			}
			c.Acyclic = rng.Intn(3) == 0
			if rng.Intn(3) == 0 {
				c.MinEdges = rng.Intn(4)
				c.MaxEdges = c.MinEdges + rng.Intn(5)
			}
			if rng.Intn(3) == 0 {
				c.Weights = make([]int64, g.M())
				for i := range c.Weights {
					c.Weights[i] = int64(rng.Intn(7) - 2)
				}
				c.MinWeight = int64(rng.Intn(6) - 2)
				c.MaxWeight = c.MinWeight + int64(rng.Intn(8))
			}
			c.Rooted = rng.Intn(3) == 0
			c.Bipartite = rng.Intn(3) == 0
			c.Connected = rng.Intn(3) == 0
			c.Regular = rng.Intn(3) == 0
			if rng.Intn(3) == 0 {
				c.DegreeDist = make([]int, 1+rng.Intn(4))
				for d := range c.DegreeDist {
					c.DegreeDist[d] = rng.Intn(4) - 1
				}
			}
			if rng.Intn(3) == 0 && g.N() >= 2 {
				perm := rng.Perm(g.N())
				c.Groups = [][]int{perm[:1+rng.Intn(2)]}
				if g.N() >= 4 && rng.Intn(2) == 0 {
					c.Groups = append(c.Groups, perm[2:3+rng.Intn(2)])
				}
			}
			checkGeneral(t, g, c)
		}
	}
}

func checkGeneral(t *testing.T, g *graph.Graph, c Constraints) {
	t.Helper()
	checkMasks(t, g, fmt.Sprintf("general %+v", c), General(g, c), func(mask uint32) bool { return generalMember(g, c, mask) })
}

// TestGeneralSpecialCases builds the other families as General
// constraints and checks the diagrams are the same.
func TestGeneralSpecialCases(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	graphs := []*graph.Graph{}
	for _, rc := range [][2]int{{2, 2}, {3, 3}, {3, 4}, {4, 4}} {
		g, _ := graph.Grid(rc[0], rc[1])
		graphs = append(graphs, g)
	}
	for i := 0; i < 20; i++ {
		graphs = append(graphs, randomGraph(rng, 2+rng.Intn(8), 18))
	}
	accepted := 0
	for _, g := range graphs {
		n := g.N()
		all := func(mask uint64) []uint64 {
			d := make([]uint64, n)
			for v := range d {
				d[v] = mask
			}
			return d
		}
		s, tt := 0, n-1
		pathDeg := all(1<<0 | 1<<2)
		pathDeg[s], pathDeg[tt] = 1<<1, 1<<1
		hamDeg := all(1 << 2)
		hamDeg[s], hamDeg[tt] = 1<<1, 1<<1
		m := zdd.New()
		build := func(spec topdown.Spec) zdd.Node {
			f, err := topdown.Build(context.Background(), m, spec, topdown.Options{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			return f
		}
		for _, tc := range []struct {
			name string
			c    Constraints
			spec topdown.Spec
		}{
			{"cycles", Constraints{Degrees: all(1<<0 | 1<<2), Components: 1, MaxEdges: -1}, Cycles(g)},
			{"hamcycles", Constraints{Degrees: all(1 << 2), Components: 1, MaxEdges: -1}, HamCycles(g)},
			{"cyclesets", Constraints{Degrees: all(1<<0 | 1<<2), Components: -1, MaxEdges: -1}, CycleSets(g)},
			{"matchings", Constraints{Degrees: all(1<<0 | 1<<1), Components: -1, MaxEdges: -1}, Matchings(g)},
			{"paths", Constraints{Degrees: pathDeg, Components: 1, MaxEdges: -1}, Paths(g, s, tt)},
			{"hampaths", Constraints{Degrees: hamDeg, Components: 1, MaxEdges: -1}, HamPaths(g, s, tt)},
			{"pathmatchings", Constraints{Degrees: all(1<<0 | 1<<1 | 1<<2), Acyclic: true, Components: -1, MaxEdges: -1}, PathMatchings(g)},
			{"forests", Constraints{Acyclic: true, Components: -1, MaxEdges: -1}, Forests(g)},
			{"spanningtrees", Constraints{Degrees: all(^uint64(1)), Acyclic: true, Components: 1, MaxEdges: -1}, SpanningTrees(g)},
			{"trees", Constraints{Acyclic: true, Components: 1, MaxEdges: -1}, Trees(g)},
		} {
			a, b := build(General(g, tc.c)), build(tc.spec)
			if a != b {
				t.Fatalf("%s on %v: General gives %v sets, the family %v", tc.name, g, m.Count(a), m.Count(b))
			}
			if a != zdd.Empty {
				accepted++
			}
		}
	}
	if accepted < 50 {
		t.Fatalf("only %d nonempty families compared", accepted)
	}
}
