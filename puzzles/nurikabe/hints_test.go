package nurikabe

import (
	"context"
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute compares Hints with every subset of the unshaded
// cells whose instance has sol as its only solution (brute force over
// the shadings), on planted random boards.
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	ctx := context.Background()
	boards, found := 0, 0
	for boards < 25 {
		rows, cols := 2+rng.Intn(2), 2+rng.Intn(3)
		p := randomBoard(rng, rows, cols, true)
		sols := brute(p)
		if len(sols) == 0 {
			continue
		}
		sol := sols[rng.Intn(len(sols))]
		sh := p.Shading(sol)
		var un []int
		for i, s := range sh {
			if !s {
				un = append(un, i)
			}
		}
		if len(un) > 10 {
			continue
		}
		boards++
		m := zdd.New()
		want := zdd.Empty
		for mask := 0; mask < 1<<len(un); mask++ {
			var h []uint32
			for k, i := range un {
				if mask>>k&1 != 0 {
					h = append(h, uint32(i))
				}
			}
			q, err := p.HintPuzzle(sol, h)
			if err != nil {
				t.Fatal(err)
			}
			if s := brute(q); len(s) == 1 && slices.Equal(s[0], sol) {
				want = m.Union(want, m.SetOf(h))
			}
		}
		got, err := p.Hints(ctx, m, sol, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("%s with %v: Hints has %v sets, brute force %v", p, sol, m.Count(got), m.Count(want))
		}
		if want != zdd.Empty {
			found++
		}
	}
	if found == 0 {
		t.Fatal("no board had a hint set")
	}
	t.Logf("%d boards, %d with hint sets", boards, found)
}
