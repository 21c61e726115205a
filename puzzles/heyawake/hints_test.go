package heyawake

import (
	"context"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute: the hint sets of an answer are exactly the sets of
// rooms whose puzzle (the answer's counts in those rooms) has that
// answer as its only solution, each subset solved by brute force, on
// random boards up to 3x4, every answer of the blank board tried.
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	ctx := context.Background()
	tried, found := 0, 0
	for tried < 60 {
		rows, cols := 2+rng.Intn(2), 2+rng.Intn(3)
		p := randomBoard(rng, rows, cols, 3+rng.Intn(4)).Blank()
		if p.RoomCount() > 6 {
			continue
		}
		answers := brute(p)
		if len(answers) == 0 {
			continue
		}
		sol := answers[rng.Intn(len(answers))]
		n := p.RoomCount()
		// every room a candidate, or some (and a cell that is no
		// room's top, which is left out)
		cand, cells := 1<<n-1, []int(nil)
		if tried%2 == 1 {
			cand = rng.Intn(1 << n)
			cells = []int{}
			for r := 0; r < n; r++ {
				if cand>>r&1 != 0 {
					cells = append(cells, p.Top(r))
				}
			}
			for i := range p.Room {
				if p.Top(p.Room[i]) != i {
					cells = append(cells, i)
					break
				}
			}
		}
		m := zdd.New()
		h, err := p.Hints(ctx, m, sol, cells)
		if err != nil {
			t.Fatal(err)
		}
		want := zdd.Empty
		for mask := 0; mask < 1<<n; mask++ {
			if mask&^cand != 0 {
				continue
			}
			var hs []uint32
			for r := 0; r < n; r++ {
				if mask>>r&1 != 0 {
					hs = append(hs, uint32(p.Top(r)))
				}
			}
			q, err := p.HintPuzzle(sol, hs)
			if err != nil {
				t.Fatal(err)
			}
			if got := brute(q); len(got) == 1 {
				want = m.Union(want, m.SetOf(hs))
			}
		}
		if h != want {
			t.Fatalf("%s answer %v: %v hint sets, brute force %v", p, sol, m.Count(h), m.Count(want))
		}
		tried++
		if h != zdd.Empty {
			found++
		}
	}
	if found < 10 {
		t.Errorf("only %d of %d answers have hint sets", found, tried)
	}
}

// TestHintErrors: a shading that is no answer, a hint that is no top
// cell.
func TestHintErrors(t *testing.T) {
	p, err := Parse("a a b\nc c b")
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	if _, err := p.Hints(context.Background(), m, []uint32{0, 1}, nil); err == nil || !strings.Contains(err.Error(), "touch") {
		t.Errorf("Hints on touching cells: %v", err)
	}
	if _, err := p.HintPuzzle([]uint32{0}, []uint32{1}); err == nil || !strings.Contains(err.Error(), "(0, 1) is not a room's top cell: its room's number stands at (0, 0)") {
		t.Errorf("HintPuzzle on (0, 1): %v", err)
	}
	q, err := p.HintPuzzle([]uint32{0}, []uint32{0, 2})
	if err != nil || q.String() != "a1 a  b0\nc  c  b\n" {
		t.Errorf("HintPuzzle: %v\n%v", err, q)
	}
}

// TestHintsSample: the rooms pzprjs's sample numbers are one of the
// hint sets of its answer (the sample has one solution), as the family
// must have them.
func TestHintsSample(t *testing.T) {
	p, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
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
	var own []uint32
	for r, v := range p.Nums {
		if v >= 0 {
			own = append(own, uint32(p.Top(r)))
		}
	}
	if m.Intersect(h, m.SetOf(own)) == zdd.Empty {
		t.Errorf("the sample's own numbers %v are not a hint set", own)
	}
	t.Logf("%v hint sets of %d rooms; the sample numbers %d", m.Count(h), p.RoomCount(), len(own))
}
