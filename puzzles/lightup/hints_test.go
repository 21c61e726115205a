package lightup

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute compares the hint sets with brute force: on random
// boards up to 4x4 with up to 7 black cells, for solutions of the
// blank board, every set of black cells is a hint set exactly when the
// puzzle it makes has that solution alone (counted over every lamp
// set).
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	ctx := context.Background()
	tested, good, bad := 0, 0, 0
	for tested < 60 {
		rows, cols := 2+rng.Intn(3), 2+rng.Intn(3)
		p := randomBoard(rng, rows, cols, 20+rng.Intn(30), false, false)
		var blacks []int
		for i := range p.Cells {
			if !p.IsWhite(i) {
				blacks = append(blacks, i)
			}
		}
		if len(blacks) == 0 || len(blacks) > 7 {
			continue
		}
		sols := brute(p)
		if len(sols) == 0 {
			continue
		}
		sol := sols[rng.Intn(len(sols))]
		m := zdd.New()
		var cands []int
		if tested%4 == 3 {
			// some black cells only
			for _, b := range blacks {
				if rng.Intn(2) == 0 {
					cands = append(cands, b)
				}
			}
			if cands == nil {
				cands = blacks[:1]
			}
		} else {
			cands = blacks
		}
		h, err := p.Hints(ctx, m, sol, cands)
		if err != nil {
			t.Fatal(err)
		}
		want := zdd.Empty
		for mask := 0; mask < 1<<len(cands); mask++ {
			var hs []uint32
			for k, c := range cands {
				if mask>>k&1 != 0 {
					hs = append(hs, uint32(c))
				}
			}
			q, err := p.WithHints(sol, hs)
			if err != nil {
				t.Fatal(err)
			}
			if ss := brute(q); len(ss) == 1 {
				want = m.Union(want, m.SetOf(hs))
				good++
			} else {
				bad++
			}
		}
		if h != want {
			t.Fatalf("%s lamps %v, candidates %v: %v hint sets, brute force %v", p, sol, cands, m.Count(h), m.Count(want))
		}
		tested++
	}
	if good == 0 || bad == 0 {
		t.Errorf("%d good and %d bad hint sets: the boards are too easy", good, bad)
	}
	t.Logf("%d boards, %d good and %d bad hint sets", tested, good, bad)
}

// TestHintsDataSet: for puzzles of the data sets, their own numbered
// cells are a hint set of their solution, and leaving out any black
// cell's number that the solution needs is refused exactly when the
// puzzle without it has other solutions.
func TestHintsDataSet(t *testing.T) {
	ctx := context.Background()
	var ps []*Puzzle
	for _, e := range readSGT(t) {
		if e.P.N() <= 10*10 {
			ps = append(ps, e.P)
		}
	}
	sample, err := ParseURL(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	ps = append(ps, sample)
	for k, p := range ps {
		if k%3 != 0 && p != sample {
			continue
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
		for i, v := range p.Cells {
			if v >= 0 {
				clues = append(clues, uint32(i))
			}
		}
		if !m.Contains(h, clues) {
			t.Errorf("%s: its own numbers are not a hint set", p.GameID())
		}
		// each clue left out: a hint set again exactly when still unique
		for d := range clues {
			less := append(append([]uint32(nil), clues[:d]...), clues[d+1:]...)
			q, err := p.WithHints(sol, less)
			if err != nil {
				t.Fatal(err)
			}
			n, err := q.Count(ctx, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if m.Contains(h, less) != (n == 1) {
				t.Errorf("%s without the number at %s: in the hint sets %v, %d solutions", p.GameID(), p.at(int(clues[d])), m.Contains(h, less), n)
			}
		}
	}
}
