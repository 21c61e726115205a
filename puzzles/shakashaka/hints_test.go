package shakashaka

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute: for solutions of small boards, the hint sets are
// exactly the sets H of black cells such that, with the solution's
// numbers on H (and none on the other black cells), the solution is
// the only placement Check accepts (every subset against every
// placement).
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	m := zdd.New()
	tried, goodSets := 0, 0
	for trial := 0; tried < 15 && trial < 3000; trial++ {
		p := randomBoard(rng, 2+rng.Intn(3), 2+rng.Intn(3), 2+rng.Intn(3)).blankOf()
		white, black := 0, 0
		for i := range p.Cells {
			if p.IsBlack(i) {
				black++
			} else {
				white++
			}
		}
		if white > 6 || black == 0 || black > 6 {
			continue
		}
		sols := brute(p)
		if len(sols) < 2 {
			continue
		}
		S := sols[rng.Intn(len(sols))]
		h, err := p.Hints(context.Background(), m, S, nil)
		if err != nil {
			t.Fatal(err)
		}
		var cand []int
		for i := range p.Cells {
			if p.IsBlack(i) {
				cand = append(cand, i)
			}
		}
		good := 0
		for mask := 0; mask < 1<<len(cand); mask++ {
			var hs []uint32
			for k, c := range cand {
				if mask>>k&1 != 0 {
					hs = append(hs, uint32(c))
				}
			}
			q, err := p.HintPuzzle(S, hs)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, x := range sols {
				if q.Check(x) == nil {
					n++
				}
			}
			if m.Contains(h, hs) != (n == 1) {
				t.Fatalf("\n%shint set %v: in hints %v, but %d placements meet it", q.Render(S, true), hs, m.Contains(h, hs), n)
			}
			if n == 1 {
				good++
			}
		}
		if c := m.Count(h); c.Int64() != int64(good) {
			t.Fatalf("hints has %v sets, brute force %d", c, good)
		}
		tried++
		goodSets += good
	}
	t.Logf("%d solutions, %d hint sets", tried, goodSets)
	if tried < 12 || goodSets == 0 {
		t.Errorf("only %d solutions tried, %d hint sets", tried, goodSets)
	}
}

// TestHintsSample: the numbered cells of pzprjs's sample are a hint set
// of its solution, and their instance is the sample.
func TestHintsSample(t *testing.T) {
	p, _ := ParseURL(sampleURL)
	S, _ := solveOne(t, p)
	m := zdd.New()
	h, err := p.Hints(context.Background(), m, S, nil)
	if err != nil {
		t.Fatal(err)
	}
	var shown []uint32
	for i, v := range p.Cells {
		if v >= 0 {
			shown = append(shown, uint32(i))
		}
	}
	if !m.Contains(h, shown) {
		t.Errorf("the sample's numbers %v are no hint set", shown)
	}
	q, err := p.HintPuzzle(S, shown)
	if err != nil || q.String() != p.String() {
		t.Errorf("instance\n%v (%v), want\n%s", q, err, p)
	}
	t.Logf("%v hint sets", m.Count(h))
}
