package dbchoco

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute compares the hint sets with brute force: on planted
// boards up to 12 cells, for a solution of the numberless board, every
// set of cells (or of some candidate cells) is a hint set exactly when
// the puzzle it makes (WithHints) has that solution as its only one.
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	ctx := context.Background()
	shapes := [][2]int{{2, 2}, {2, 3}, {3, 2}, {1, 6}, {3, 3}, {2, 4}, {3, 4}, {2, 5}}
	tested, good, bad := 0, 0, 0
	for trial := 0; tested < 24 && trial < 500; trial++ {
		sh := shapes[trial%len(shapes)]
		q := randomBoard(rng, sh[0], sh[1]).blank()
		m := zdd.New()
		all, err := q.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		sols := m.Sets(all, 50)
		if len(sols) == 0 {
			continue
		}
		sol := sols[rng.Intn(len(sols))]
		var cands []int
		if trial%3 == 2 {
			for i := 0; i < q.N(); i++ {
				if rng.Intn(2) == 0 {
					cands = append(cands, i)
				}
			}
		}
		h, err := q.Hints(ctx, m, sol, cands)
		if err != nil {
			t.Fatal(err)
		}
		cells, _ := q.hintCells(cands)
		want := zdd.Empty
		for mask := 0; mask < 1<<len(cells); mask++ {
			var hs []uint32
			for k, c := range cells {
				if mask>>k&1 != 0 {
					hs = append(hs, c)
				}
			}
			r, err := q.WithHints(sol, hs)
			if err != nil {
				t.Fatal(err)
			}
			f, err := r.Solutions(ctx, m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if m.Count(f).Int64() == 1 {
				want = m.Union(want, m.SetOf(hs))
				good++
			} else {
				bad++
			}
		}
		if h != want {
			t.Fatalf("\n%s cands %v: %v hint sets, brute force %v", q, cands, m.Count(h), m.Count(want))
		}
		tested++
	}
	if good == 0 || bad == 0 || tested < 24 {
		t.Errorf("%d boards, %d good and %d bad sets: the boards are too easy", tested, good, bad)
	}
	t.Logf("%d boards, %d hint sets, %d not", tested, good, bad)
}

// TestHintsErrors: borders that are no solution of the numberless
// board, and a hint off the board, are refused.
func TestHintsErrors(t *testing.T) {
	q, err := ParseGrid("x .\nx .")
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	if _, err := q.Hints(context.Background(), m, []uint32{0}, nil); err == nil {
		t.Error("a dead-end border was taken")
	}
	if _, err := q.WithHints(nil, []uint32{7}); err == nil {
		t.Error("a hint off the board was taken")
	}
	if _, err := q.Hints(context.Background(), m, nil, []int{-1}); err == nil {
		t.Error("a candidate off the board was taken")
	}
}
