package kurodoko

import (
	"context"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute: the hint sets of an answer are exactly the sets of
// its unshaded cells whose puzzle (the answer's counts there) has that
// answer as its only solution, each subset solved by brute force, on
// random boards up to 3x3 and 2x4, with every candidate or some.
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	ctx := context.Background()
	tried, found := 0, 0
	for tried < 40 {
		rows, cols := 2+rng.Intn(2), 2+rng.Intn(3)
		if rows*cols > 9 {
			continue
		}
		p := &Puzzle{Rows: rows, Cols: cols, Nums: make([]int, rows*cols)}
		p = p.Blank()
		answers := brute(p)
		sol := answers[rng.Intn(len(answers))]
		sh := p.Shading(sol)
		cells := []int{}
		cand := map[int]bool{}
		for i := range sh {
			if tried%2 == 0 || rng.Intn(2) == 0 {
				cells = append(cells, i) // shaded ones are left out
				cand[i] = !sh[i]
			}
		}
		m := zdd.New()
		h, err := p.Hints(ctx, m, sol, cells)
		if err != nil {
			t.Fatal(err)
		}
		var cs []int
		for i := range sh {
			if cand[i] {
				cs = append(cs, i)
			}
		}
		want := zdd.Empty
		for mask := 0; mask < 1<<len(cs); mask++ {
			var hs []uint32
			for k, i := range cs {
				if mask>>k&1 != 0 {
					hs = append(hs, uint32(i))
				}
			}
			q, err := p.HintPuzzle(sol, hs)
			if err != nil {
				t.Fatal(err)
			}
			if len(brute(q)) == 1 {
				want = m.Union(want, m.SetOf(hs))
			}
		}
		if h != want {
			t.Fatalf("%s answer %v candidates %v: %v hint sets, brute force %v", p, sol, cs, m.Count(h), m.Count(want))
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

// TestHintErrors: a shading that is no answer, a hint on a shaded cell.
func TestHintErrors(t *testing.T) {
	p, err := Parse("...\n...")
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	if _, err := p.Hints(context.Background(), m, []uint32{0, 1}, nil); err == nil || !strings.Contains(err.Error(), "touch") {
		t.Errorf("Hints on touching cells: %v", err)
	}
	if _, err := p.HintPuzzle([]uint32{1}, []uint32{1}); err == nil || !strings.Contains(err.Error(), "the answer shades (0, 1), which can hold no number") {
		t.Errorf("HintPuzzle on (0, 1): %v", err)
	}
	q, err := p.HintPuzzle([]uint32{1}, []uint32{0, 4})
	if err != nil || q.String() != "2..\n.3.\n" {
		t.Errorf("HintPuzzle: %v\n%v", err, q)
	}
}

// TestHintsSample: the cells pzprjs's sample numbers are one of the
// hint sets of its answer (the sample has one solution).
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
	for i, v := range p.Nums {
		if v >= 0 {
			own = append(own, uint32(i))
		}
	}
	if m.Intersect(h, m.SetOf(own)) == zdd.Empty {
		t.Errorf("the sample's own numbers %v are not a hint set", own)
	}
	t.Logf("%v hint sets; the sample numbers %d cells", m.Count(h), len(own))
}
