package shikaku

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute compares the hint sets with brute force: for random
// divisions of boards up to 9 cells into rectangles, every set of cells
// (or of some candidate cells) is a hint set exactly when the puzzle
// it makes has that division as its only solution.
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	ctx := context.Background()
	tested, good, bad := 0, 0, 0
	shapes := [][2]int{{1, 4}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}, {1, 8}}
	for trial := 0; tested < 40; trial++ {
		sh := shapes[trial%len(shapes)]
		{
			q := randomBoard(rng, sh[0], sh[1])
			// a division: the borders of the random rectangles
			m := zdd.New()
			full := q
			for i := range full.Nums {
				if full.Nums[i] == Unknown {
					full.Nums[i] = Empty
				}
			}
			sols := brute(full)
			var sol []uint32
			if len(sols) > 0 {
				sol = sols[rng.Intn(len(sols))]
			} else {
				continue
			}
			var cands []int
			if trial%3 == 2 {
				for i := 0; i < q.N(); i++ {
					if rng.Intn(3) > 0 {
						cands = append(cands, i)
					}
				}
			}
			h, err := q.Hints(ctx, m, sol, cands)
			if err != nil {
				t.Fatal(err)
			}
			cs := cands
			if cs == nil {
				for i := 0; i < q.N(); i++ {
					cs = append(cs, i)
				}
			}
			want := zdd.Empty
			for mask := 0; mask < 1<<len(cs); mask++ {
				var hs []uint32
				for k, c := range cs {
					if mask>>k&1 != 0 {
						hs = append(hs, uint32(c))
					}
				}
				inst, err := q.WithHints(sol, hs)
				if err != nil {
					t.Fatal(err)
				}
				n, err := inst.Count(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if n == 1 && inst.Check(sol) == nil {
					want = m.Union(want, m.SetOf(hs))
					good++
				} else {
					bad++
				}
			}
			if h != want {
				t.Fatalf("\n%s borders %v, candidates %v: %v hint sets, brute force %v", q, sol, cands, m.Count(h), m.Count(want))
			}
			tested++
		}
	}
	if good == 0 || bad == 0 || tested < 30 {
		t.Errorf("%d boards, %d good and %d bad hint sets", tested, good, bad)
	}
	t.Logf("%d boards, %d good and %d bad hint sets", tested, good, bad)
}

// TestHintsReal: for real puzzles, their own numbers are a hint set of
// their solution, and moving one number to another cell of its
// rectangle is a hint set exactly when the puzzle made is unique.
func TestHintsReal(t *testing.T) {
	ctx := context.Background()
	for _, u := range []string{sampleURL, "https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g"} {
		p, err := ParseURL(u)
		if err != nil {
			t.Fatal(err)
		}
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		sol := m.Sets(f, 1)[0]
		h, err := p.Hints(ctx, m, sol, nil)
		if err != nil {
			t.Fatal(err)
		}
		var clues []uint32
		for i, v := range p.Nums {
			if v != Empty {
				clues = append(clues, uint32(i))
			}
		}
		if !m.Contains(h, clues) {
			t.Errorf("%s: its own numbers are not a hint set", u)
		}
		_, room, err := p.Partition(sol)
		if err != nil {
			t.Fatal(err)
		}
		for d, c := range clues {
			for i := 0; i < p.N(); i++ {
				if room[i] != room[c] || uint32(i) == c {
					continue
				}
				moved := append([]uint32(nil), clues...)
				moved[d] = uint32(i)
				sortU32(moved)
				q, err := p.WithHints(sol, moved)
				if err != nil {
					t.Fatal(err)
				}
				u, err := q.Unique(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if m.Contains(h, moved) != u {
					t.Errorf("%s with the number at %s moved to %s: hint set %v, unique %v", p.URL(), p.at(int(c)), p.at(i), m.Contains(h, moved), u)
				}
			}
		}
		t.Logf("%s: %v hint sets", u, m.Count(h))
	}
}
