package tapa

import (
	"context"
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute: for solutions of small blank boards, the hint sets
// are exactly the subsets H of the unshaded cells such that, with the
// solution's clues on H, the solution is the only shading Check
// accepts (every subset tried against every shading of the board).
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	m := zdd.New()
	tried, goodSets := 0, 0
	for _, size := range [][2]int{{2, 3}, {3, 3}, {3, 4}, {2, 5}, {4, 3}} {
		blank := &Puzzle{Rows: size[0], Cols: size[1], Clues: make([][]int, size[0]*size[1])}
		sols := brute(blank)
		for trial := 0; trial < 5; trial++ {
			S := sols[rng.Intn(len(sols))]
			sh := blank.Shading(S)
			var cand []int
			for i, s := range sh {
				if !s {
					cand = append(cand, i)
				}
			}
			if len(cand) > 9 {
				continue
			}
			h, err := blank.Hints(context.Background(), m, S, nil)
			if err != nil {
				t.Fatal(err)
			}
			good := 0
			for mask := 0; mask < 1<<len(cand); mask++ {
				var hs []uint32
				for i, c := range cand {
					if mask&(1<<i) != 0 {
						hs = append(hs, uint32(c))
					}
				}
				q, err := blank.HintPuzzle(S, hs)
				if err != nil {
					t.Fatal(err)
				}
				if err := q.Check(S); err != nil {
					t.Fatalf("the solution breaks its own clues: %v", err)
				}
				n := 0
				for _, x := range sols {
					if q.Check(x) == nil {
						n++
					}
				}
				if m.Contains(h, hs) != (n == 1) {
					t.Fatalf("%dx%d\n%shint set %v: in hints %v, but %d shadings meet it", size[0], size[1], q.Render(S, RenderOptions{ASCII: true}), hs, m.Contains(h, hs), n)
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
	}
	t.Logf("%d solutions, %d hint sets", tried, goodSets)
	if tried < 12 || goodSets == 0 {
		t.Errorf("only %d solutions tried, %d hint sets", tried, goodSets)
	}
}

// TestHintsSample: the clues of pzprjs's sample are a hint set of its
// solution on the blank board, and the instance of that set is the
// sample.
func TestHintsSample(t *testing.T) {
	p, _ := ParseURL(sampleURL)
	m := zdd.New()
	f, _ := p.Solutions(context.Background(), m, Options{})
	var S []uint32
	m.Each(f, func(s []uint32) bool { S = append(S, s...); return false })
	h, err := p.Hints(context.Background(), m, S, nil)
	if err != nil {
		t.Fatal(err)
	}
	var clues []uint32
	for i, cl := range p.Clues {
		if cl != nil {
			clues = append(clues, uint32(i))
		}
	}
	if !m.Contains(h, clues) {
		t.Errorf("the sample's clue cells %v are no hint set", clues)
	}
	q, err := p.HintPuzzle(S, clues)
	if err != nil {
		t.Fatal(err)
	}
	for i := range p.Clues {
		a, b := slices.Clone(p.Clues[i]), slices.Clone(q.Clues[i])
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			t.Errorf("instance\n%v, want\n%s (the runs in any order)", q, p)
			break
		}
	}
	t.Logf("%v hint sets", m.Count(h))
}
