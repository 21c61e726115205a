package hashi

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute: for solutions of small blank boards, the hint sets
// Hints finds are exactly the island sets whose numbers (from the
// solution) leave it the only solution by brute force.
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 32))
	ctx := context.Background()
	boards, nontrivial := 0, 0
	for boards < 40 {
		p := randomBoard(rng).Blank()
		if len(p.pairs) > 7 || len(p.islands) > 7 {
			continue
		}
		sols := bruteSolutions(p)
		if len(sols) == 0 {
			continue
		}
		boards++
		sol := sols[rng.IntN(len(sols))]
		set := p.Set(sol)
		m := zdd.New()
		h, err := p.Hints(ctx, m, set, nil)
		if err != nil {
			t.Fatal(err)
		}
		ni := len(p.islands)
		good := 0
		for mask := 0; mask < 1<<ni; mask++ {
			var hints []uint32
			for i := 0; i < ni; i++ {
				if mask>>i&1 == 1 {
					hints = append(hints, uint32(p.islands[i].R*p.Cols+p.islands[i].C))
				}
			}
			q, err := p.WithNumbers(sol, hints)
			if err != nil {
				// an island without bridges cannot be numbered: only a
				// lone island, whose empty answer is unique anyway
				if ni != 1 {
					t.Fatalf("board %d: %v", boards, err)
				}
				continue
			}
			unique := len(bruteSolutions(q)) == 1
			if unique {
				good++
			}
			if got := m.Contains(h, hints); got != unique {
				t.Fatalf("board %d, hints %v:\n%s solution %v: Hints says %v, brute force %v", boards, hints, p, sol, got, unique)
			}
		}
		if c := m.Count(h).Int64(); c != int64(good) && ni > 1 {
			t.Fatalf("board %d: %d hint sets, brute force %d", boards, c, good)
		}
		if good > 0 && good < 1<<ni {
			nontrivial++
		}
	}
	if nontrivial < 10 {
		t.Errorf("only %d boards had some hint sets good and some bad", nontrivial)
	}
}
