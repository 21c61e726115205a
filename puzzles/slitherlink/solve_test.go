package slitherlink

import (
	"context"
	"math/big"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestEmptyGridCycles: the solutions of a puzzle without clues are all
// cycles of the dot grid, counted by OEIS A140517 (n x n cells: 1, 13,
// 213, 9349, 1222363, 487150371).
func TestEmptyGridCycles(t *testing.T) {
	want := []int64{1, 13, 213, 9349, 1222363, 487150371}
	for n := 1; n <= len(want); n++ {
		p, _ := New(n, n)
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := m.Count(f); got.Cmp(big.NewInt(want[n-1])) != 0 {
			t.Fatalf("%dx%d cells: %v cycles, want %d", n, n, got, want[n-1])
		}
	}
}

// TestSolutionsMatchBrute compares the solution family, with and
// without deductions and with a tiny split budget, with brute force on
// random small puzzles.
func TestSolutionsMatchBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	splits, lookaheads := 0, 0
	for _, sz := range [][2]int{{2, 2}, {3, 3}, {3, 4}, {4, 4}} {
		p, _ := New(sz[0], sz[1])
		cyc := bruteCycles(p)
		for trial := 0; trial < 25; trial++ {
			q := randomPuzzle(rng, sz[0], sz[1], 0.3+0.4*rng.Float64())
			if trial%3 == 0 {
				// a puzzle made from a random loop, so it has solutions
				loop := cyc[rng.Intn(len(cyc))]
				h := uint64(rng.Int63())
				q = p.HintPuzzle(maskToSet(loop), maskToSet(h&(1<<uint(sz[0]*sz[1])-1)))
			}
			want := bruteSolutions(q, cyc)
			for _, opt := range []Options{{}, {NoDeduce: true}, {NoProbe: true}, {MaxStates: 1}} {
				m := zdd.New()
				var st Stats
				opt.Stats = &st
				f, err := q.Solutions(context.Background(), m, opt)
				if err != nil {
					t.Fatal(err)
				}
				if got := familyMasks(m, f); !slices.Equal(got, want) {
					t.Fatalf("%v\n%s %+v: %d solutions, brute force %d", sz, q, opt, len(got), len(want))
				}
				splits += st.Splits
				lookaheads += st.Lookaheads
			}
			// deductions are sound: fixed edges agree with every solution
			d := q.Deduce(true, false)
			if d.Contradiction != (len(want) == 0) && len(want) > 0 {
				t.Fatalf("%s: contradiction claimed with %d solutions", q, len(want))
			}
			for _, s := range want {
				for e, v := range d.Fixed {
					if in := s>>uint(e)&1 == 1; (v == on && !in) || (v == off && in) {
						t.Fatalf("%s: edge %d fixed to %d against a solution", q, e, v)
					}
				}
			}
		}
	}
	if splits == 0 {
		t.Fatal("the tiny budget never split")
	}
	t.Logf("%d splits, %d lookaheads", splits, lookaheads)
}

func TestAnalyze(t *testing.T) {
	// two clues leave several loops: analytics against brute force
	q, _ := ParseGrid("3..\n...\n..3")
	cyc := bruteCycles(q)
	sols := bruteSolutions(q, cyc)
	m := zdd.New()
	f, err := q.Solutions(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	a := q.Analyze(m, f)
	if a.Count.Int64() != int64(len(sols)) || len(sols) < 2 {
		t.Fatalf("count %v, brute %d", a.Count, len(sols))
	}
	for e := 0; e < q.Edges(); e++ {
		n := 0
		for _, s := range sols {
			if s>>uint(e)&1 == 1 {
				n++
			}
		}
		if a.Usage[e].Int64() != int64(n) {
			t.Fatalf("edge %d used %v times, brute %d", e, a.Usage[e], n)
		}
		if (n == len(sols)) != slices.Contains(a.Always, uint32(e)) || (n == 0) != slices.Contains(a.Never, uint32(e)) {
			t.Fatalf("edge %d: always/never wrong", e)
		}
	}
	if len(a.Two) != 2 || len(a.Diff) == 0 {
		t.Fatalf("two solutions %v diff %v", a.Two, a.Diff)
	}
	for _, s := range a.Two {
		if err := q.Check(s, false); err != nil {
			t.Fatal(err)
		}
	}
}

func TestTestdataSample(t *testing.T) {
	es := testdataEntries(t, "testdata/loopy.txt")
	for i, e := range es {
		if i%5 == 0 {
			solveEntry(t, e, Options{})
		}
	}
}

func TestRenderGolden(t *testing.T) {
	p, _ := ParseURL("https://puzz.link/p?slither/5/5/cbcbcddad")
	m := zdd.New()
	ok, sol, err := p.Unique(context.Background(), m, Options{})
	if err != nil || !ok {
		t.Fatalf("unique: %v %v", ok, err)
	}
	got := p.Render(sol, RenderOptions{}) + "\n" + p.Render(sol, RenderOptions{ASCII: true}) + "\n" +
		p.Render(nil, RenderOptions{Mark: sol[:3], Cross: sol[3:5], ASCII: true})
	if os.Getenv("ZQ_UPDATE_GOLDEN") != "" {
		os.WriteFile("testdata/render.golden", []byte(got), 0o644)
	}
	want, err := os.ReadFile("testdata/render.golden")
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Fatalf("render differs from testdata/render.golden:\n%s", got)
	}
	var b strings.Builder
	if err := p.WriteSVG(&b, sol, RenderOptions{Mark: sol[:1]}); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	if !strings.HasPrefix(svg, "<svg") || strings.Count(svg, "<line") != len(sol) || strings.Count(svg, "<text") != 9 {
		t.Fatalf("svg: %d lines, %d texts", strings.Count(svg, "<line"), strings.Count(svg, "<text"))
	}
}
