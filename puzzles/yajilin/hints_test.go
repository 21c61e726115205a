package yajilin

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute: on random boards up to 4x4 with arrow cells, the hint
// family of a solution holds exactly the subsets H of the arrow cells
// whose instance the brute force (with Check) finds sol the only
// solution of.
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	m := zdd.New()
	ctx := context.Background()
	tested, good := 0, 0
	for tested < 40 {
		R, C := 2+rng.Intn(3), 2+rng.Intn(3)
		p := randomBoard(rng, R, C)
		p.Outside = rng.Intn(4) == 0
		all := bruteAnswers(p)
		var sols [][]uint32
		for _, s := range all {
			if p.Check(s) == nil {
				sols = append(sols, s)
			}
		}
		if len(sols) == 0 {
			continue
		}
		for i, cl := range p.Clues {
			if cl.IsClue() && rng.Intn(5) > 0 {
				p.Clues[i] = Clue{Dir: 1 + rng.Intn(4), Num: Unknown}
			}
		}
		cand := p.Candidates()
		if len(cand) == 0 || len(cand) > 6 {
			continue
		}
		sol := sols[rng.Intn(len(sols))]
		f, err := p.Hints(ctx, m, sol, nil)
		if err != nil {
			t.Fatal(err)
		}
		for mask := 0; mask < 1<<len(cand); mask++ {
			var h []uint32
			for k, c := range cand {
				if mask>>k&1 == 1 {
					h = append(h, uint32(c))
				}
			}
			q, err := p.HintPuzzle(sol, h)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, s := range all {
				if q.Check(s) == nil {
					n++
				}
			}
			in := m.Contains(f, h)
			if in != (n == 1) {
				t.Fatalf("board\n%s hints %v: in the family %v, the instance has %d solutions", p, h, in, n)
			}
			if in {
				good++
			}
		}
		tested++
	}
	t.Logf("%d boards, %d good hint sets", tested, good)
}
