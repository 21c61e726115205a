package slitherlink

import (
	"context"
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// bruteCycleSets lists every non-empty edge set of p's dot grid in
// which every dot has degree 0 or 2 (unions of disjoint loops).
func bruteCycleSets(p *Puzzle) []uint64 {
	g := p.Graph()
	var out []uint64
	for m := uint64(1); m < 1<<uint(g.M()); m++ {
		deg := make([]int, g.N())
		for i, e := range g.Edges() {
			if m>>uint(i)&1 == 1 {
				deg[e.U]++
				deg[e.V]++
			}
		}
		ok := true
		for _, d := range deg {
			if d != 0 && d != 2 {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, m)
		}
	}
	return out
}

func TestMultiMatchesBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for _, sz := range [][2]int{{2, 2}, {2, 3}, {3, 2}, {1, 5}} {
		p, _ := New(sz[0], sz[1])
		all := bruteCycleSets(p)
		for trial := 0; trial < 12; trial++ {
			q := p
			if trial > 0 {
				q = randomPuzzle(rng, sz[0], sz[1], 0.5)
			}
			want := bruteSolutions(q, all)
			for _, opt := range []Options{{Multi: true}, {Multi: true, NoDeduce: true}} {
				m := zdd.New()
				f, err := q.Solutions(context.Background(), m, opt)
				if err != nil {
					t.Fatal(err)
				}
				if got := familyMasks(m, f); !slices.Equal(got, want) {
					t.Fatalf("%v\n%s %+v: %d solutions, brute force %d", sz, q, opt, len(got), len(want))
				}
			}
		}
	}
}
