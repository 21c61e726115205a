package firefly

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute: on random boards with an answer, a set of dots is in
// Hints exactly when the instance with those numbers has one solution
// (counted by the solving spec), for every subset of the dots.
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	boards, sets, good := 0, 0, 0
	for trial := 0; trial < 400 && boards < 25; trial++ {
		p := randomBoard(rng, 2+rng.Intn(3), 2+rng.Intn(3))
		blank := p.Blank()
		m := zdd.New()
		f, err := blank.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		if m.Count(f).Int64() < 2 {
			continue
		}
		sol := first(m, f)
		nums, err := p.Numbers(sol)
		if err != nil {
			t.Fatal(err)
		}
		var dots []int
		for i, n := range nums {
			if n != Empty {
				dots = append(dots, i)
			}
		}
		if len(dots) > 7 {
			continue
		}
		boards++
		h, err := p.Hints(context.Background(), m, sol, nil)
		if err != nil {
			t.Fatal(err)
		}
		for mask := 0; mask < 1<<len(dots); mask++ {
			var hs []uint32
			for i, d := range dots {
				if mask>>i&1 == 1 {
					hs = append(hs, uint32(d))
				}
			}
			q, err := p.HintPuzzle(sol, hs)
			if err != nil {
				t.Fatal(err)
			}
			n, err := q.CountSolutions(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			unique := n.Int64() == 1
			if in := m.Contains(h, hs); in != unique {
				t.Fatalf("%s: hints %v: in Hints %v, instance has %v solutions\n%s", p, hs, in, n, q)
			}
			sets++
			if unique {
				good++
			}
		}
	}
	if boards < 10 || good == 0 || good == sets {
		t.Fatalf("%d boards, %d sets, %d unique: too few to tell", boards, sets, good)
	}
	t.Logf("%d boards, %d hint sets, %d unique", boards, sets, good)
}

// TestHintsSample: the numbers pzprjs's sample shows are a hint set of
// its answer, and its instance is the sample.
func TestHintsSample(t *testing.T) {
	p, _ := Parse(sampleURL)
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	sol := first(m, f)
	var shown []uint32
	for i, c := range p.Cells {
		if c.Num >= 0 {
			shown = append(shown, uint32(i))
		}
	}
	h, err := p.Hints(context.Background(), m, sol, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Contains(h, shown) {
		t.Errorf("the sample's numbers %v are no hint set", shown)
	}
	q, err := p.HintPuzzle(sol, shown)
	if err != nil || q.String() != p.String() {
		t.Errorf("instance\n%v, want\n%s (%v)", q, p, err)
	}
	t.Logf("%v hint sets, the smallest of %d", m.Count(h), len(first(m, m.Minimum(h))))
}
