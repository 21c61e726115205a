package country

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute: on random boards up to 4x4, the hint family of a
// loop holds exactly the sets of the rooms it visits (top cells) whose
// instance the brute force finds the loop the only solution of.
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	m := zdd.New()
	tested, good := 0, 0
	for tested < 40 {
		R, C := 2+rng.Intn(3), 2+rng.Intn(3)
		b, _ := New(R, C, make([]int, R*C))
		loops := allLoops(b)
		p := randomBoard(rng, R, C, loops)
		if p.Rooms > 6 {
			continue
		}
		blank := p.Blank()
		var sols [][]uint32
		for _, L := range loops {
			if blank.Check(L) == nil {
				sols = append(sols, L)
			}
		}
		if len(sols) == 0 {
			continue
		}
		L := sols[rng.Intn(len(sols))]
		f, err := p.Hints(context.Background(), m, L, nil)
		if err != nil {
			t.Fatal(err)
		}
		cnt, _ := p.Counts(L)
		var cand []int
		for k := 0; k < p.Rooms; k++ {
			if cnt[k] > 0 {
				cand = append(cand, p.Top(k))
			}
		}
		for mask := 0; mask < 1<<len(cand); mask++ {
			var h []uint32
			for j, c := range cand {
				if mask>>j&1 == 1 {
					h = append(h, uint32(c))
				}
			}
			q, err := p.HintPuzzle(L, h)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, x := range loops {
				if q.Check(x) == nil {
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
