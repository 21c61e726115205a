package families

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/graph"
)

// inducedMember is the definition of ConnectedInduced (and, with
// weights, WeightedInduced) by brute force: the chosen edges are
// nonempty and connected, and every edge of g with both ends touched by
// them is chosen.
func inducedMember(g *graph.Graph, mask uint32, weights []int64, lo, hi int64) bool {
	sh := shapeOf(g, mask)
	if sh.components != 1 {
		return false
	}
	for i := 0; i < g.M(); i++ {
		e := g.Edge(i)
		if mask&(1<<i) == 0 && sh.deg[e.U] > 0 && sh.deg[e.V] > 0 {
			return false
		}
	}
	if weights == nil {
		return true
	}
	total := int64(0)
	for v, d := range sh.deg {
		if d > 0 {
			total += weights[v]
		}
	}
	return lo <= total && total <= hi
}

func TestConnectedInducedBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	grids := [][2]int{{1, 1}, {1, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}}
	for _, g := range testGraphs(31, 80, 8, 16, grids) {
		checkMasks(t, g, "connectedinduced", ConnectedInduced(g), func(mask uint32) bool {
			return inducedMember(g, mask, nil, 0, 0)
		})
		w := make([]int64, g.N())
		total := int64(0)
		for v := range w {
			w[v] = int64(rng.Intn(5))
			total += w[v]
		}
		lo := int64(rng.Intn(int(total) + 1))
		hi := lo + int64(rng.Intn(int(total)+1))
		checkMasks(t, g, fmt.Sprintf("weightedinduced%v[%d,%d]", w, lo, hi), WeightedInduced(g, w, lo, hi), func(mask uint32) bool {
			return inducedMember(g, mask, w, lo, hi)
		})
	}
}

// TestWeightedInducedBad: a negative weight, a list of the wrong length
// or an empty range gives the empty family.
func TestWeightedInducedBad(t *testing.T) {
	g, _ := graph.Grid(2, 2)
	for _, c := range []struct {
		w      []int64
		lo, hi int64
	}{{[]int64{1, 1, 1, -1}, 0, 9}, {[]int64{1, 1, 1}, 0, 9}, {[]int64{1, 1, 1, 1}, 3, 2}} {
		checkMasks(t, g, fmt.Sprint(c), WeightedInduced(g, c.w, c.lo, c.hi), func(uint32) bool { return false })
	}
}
