package families

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// vertexMembers are the brute-force rules of the vertex-set families:
// whether the vertex set mask of g belongs.
var vertexMembers = map[string]struct {
	spec   func(*graph.Graph) topdown.Spec
	member func(g *graph.Graph, mask uint32) bool
}{
	"all": {AllVertexSets, func(g *graph.Graph, mask uint32) bool { return true }},
	"independent": {Independent, func(g *graph.Graph, mask uint32) bool {
		for _, e := range g.Edges() {
			if mask>>e.U&1 == 1 && mask>>e.V&1 == 1 {
				return false
			}
		}
		return true
	}},
	"vertexcovers": {VertexCovers, func(g *graph.Graph, mask uint32) bool {
		for _, e := range g.Edges() {
			if mask>>e.U&1 == 0 && mask>>e.V&1 == 0 {
				return false
			}
		}
		return true
	}},
	"dominating": {Dominating, func(g *graph.Graph, mask uint32) bool {
		dom := mask
		for _, e := range g.Edges() {
			if mask>>e.U&1 == 1 {
				dom |= 1 << e.V
			}
			if mask>>e.V&1 == 1 {
				dom |= 1 << e.U
			}
		}
		return dom == 1<<g.N()-1
	}},
	"cliques": {Cliques, func(g *graph.Graph, mask uint32) bool {
		adj := map[[2]int]bool{}
		for _, e := range g.Edges() {
			adj[[2]int{e.U, e.V}], adj[[2]int{e.V, e.U}] = true, true
		}
		for u := 0; u < g.N(); u++ {
			for v := u + 1; v < g.N(); v++ {
				if mask>>u&1 == 1 && mask>>v&1 == 1 && !adj[[2]int{u, v}] {
					return false
				}
			}
		}
		return true
	}},
	"connectedvertexsets": {ConnectedVertexSets, func(g *graph.Graph, mask uint32) bool {
		if mask == 0 {
			return false
		}
		start := 0
		for mask>>start&1 == 0 {
			start++
		}
		seen := uint32(1) << start
		for changed := true; changed; {
			changed = false
			for _, e := range g.Edges() {
				if mask>>e.U&1 == 1 && mask>>e.V&1 == 1 && (seen>>e.U&1)^(seen>>e.V&1) == 1 {
					seen |= 1<<e.U | 1<<e.V
					changed = true
				}
			}
		}
		return seen == mask
	}},
}

// vertexMasks are the vertex sets of family f, as bit masks.
func vertexMasks(m *zdd.Manager, f zdd.Node) map[uint32]bool {
	out := map[uint32]bool{}
	for _, s := range m.Sets(f, -1) {
		mask := uint32(0)
		for _, v := range s {
			mask |= 1 << v
		}
		out[mask] = true
	}
	return out
}

// TestVertexSetsBrute compares every vertex-set family with brute force
// over all vertex sets, on random graphs of up to 10 vertices (in random
// numbering) and small grids, both by the ZDD and by the count-only
// search.
func TestVertexSetsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(43))
	var gs []*graph.Graph
	for i := 0; i < 60; i++ {
		gs = append(gs, randomGraph(rng, 1+rng.Intn(10), 20))
	}
	for _, rc := range [][2]int{{1, 1}, {1, 5}, {2, 3}, {3, 3}, {3, 4}} {
		g, _ := graph.Grid(rc[0], rc[1])
		gs = append(gs, g)
	}
	for name, fam := range vertexMembers {
		for _, g := range gs {
			spec := fam.spec(g)
			m := zdd.New()
			f, err := topdown.Build(context.Background(), m, spec, topdown.Options{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			got := vertexMasks(m, f)
			want := 0
			for mask := uint32(0); mask < 1<<g.N(); mask++ {
				in := fam.member(g, mask)
				if in {
					want++
				}
				if in != got[mask] {
					t.Fatalf("%s on %v: set %b: in the ZDD %v, by brute force %v", name, g, mask, got[mask], in)
				}
			}
			if len(got) != want {
				t.Fatalf("%s on %v: %d sets, brute force %d", name, g, len(got), want)
			}
			c, err := topdown.Count(context.Background(), spec, topdown.Options{Workers: 2})
			if err != nil || c.Int64() != int64(want) {
				t.Fatalf("%s on %v: count-only %v (%v), want %d", name, g, c, err, want)
			}
		}
	}
}

// TestVertexSetsOEIS checks grid counts against OEIS, by the count-only
// search: the independent vertex sets of the n x n grid (A006506), its
// vertex covers (their complements, so the same numbers) and its
// connected induced subgraphs, the nonempty connected vertex sets
// (A059525).
func TestVertexSetsOEIS(t *testing.T) {
	for _, tc := range []struct {
		name string
		spec func(*graph.Graph) topdown.Spec
		want []int64
	}{
		{"A006506 independent", Independent, []int64{2, 7, 63, 1234, 55447, 5598861, 1280128950}},
		{"A006506 vertex covers", VertexCovers, []int64{2, 7, 63, 1234, 55447, 5598861, 1280128950}},
		{"A059525 connected", ConnectedVertexSets, []int64{1, 13, 218, 11506, 2301877, 1732082741, 4872949974666}},
	} {
		for i, want := range tc.want {
			n := i + 1
			g, _ := graph.Grid(n, n)
			c, err := topdown.Count(context.Background(), tc.spec(g), topdown.Options{Workers: 1})
			if err != nil || c.Int64() != want {
				t.Errorf("%s: n=%d: %v (%v), want %d", tc.name, n, c, err, want)
			}
		}
	}
}
