package slitherlink

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestPlantedLoops solves puzzles made from random loops on boards of up
// to 25x25 (the clues of the loop, each kept at random) and checks that
// the loop is among the solutions found: with every deduction, split on
// open edges under a small state budget, and on smaller boards with the
// local rules alone and with no deduction, all giving the same family.
// A wrong deduction or a split that loses a solution shows here on
// boards no data set holds.
func TestPlantedLoops(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	sizes := [][2]int{{5, 7}, {8, 8}, {10, 13}, {15, 15}}
	if !testing.Short() {
		sizes = append(sizes, [2]int{20, 20}, [2]int{25, 25})
	}
	boards, splits, lookaheads := 0, 0, 0
	for _, sz := range sizes {
		for _, keep := range []float64{0.35, 0.6, 0.9} {
			p, loop := randomLoop(rng, sz[0], sz[1], keep)
			// a small state budget, so that the construction splits
			budget := 64
			if sz[0]*sz[1] > 10*13 {
				budget = 4096
			}
			opts := []Options{{}, {MaxStates: budget}}
			if sz[0]*sz[1] <= 15*15 {
				// (the local rules alone leave wide constructions on larger
				// boards with few clues)
				opts = append(opts, Options{NoProbe: true})
			}
			if sz[0]*sz[1] <= 64 {
				opts = append(opts, Options{NoDeduce: true})
			}
			m := zdd.New()
			var first zdd.Node
			for i, opt := range opts {
				var st Stats
				opt.Stats = &st
				f, err := p.Solutions(context.Background(), m, opt)
				splits += st.Splits
				lookaheads += st.Lookaheads
				if err != nil {
					t.Fatalf("%dx%d keep %.2f %+v: %v", sz[0], sz[1], keep, opt, err)
				}
				if !m.Contains(f, loop) {
					t.Fatalf("%dx%d keep %.2f %+v: the planted loop is not a solution found\n%s", sz[0], sz[1], keep, opt, p)
				}
				if i == 0 {
					first = f
				} else if f != first {
					t.Fatalf("%dx%d keep %.2f %+v: %v solutions, %v with every deduction", sz[0], sz[1], keep, opt, m.Count(f), m.Count(first))
				}
			}
			boards++
		}
	}
	if splits == 0 {
		t.Fatal("the small budgets never split")
	}
	t.Logf("%d boards, %d splits, %d lookaheads", boards, splits, lookaheads)
}
