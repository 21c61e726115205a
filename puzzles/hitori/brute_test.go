package hitori

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// brute lists every shading of p that Check accepts, as sets.
func brute(p *Puzzle) [][]uint32 {
	n := p.Cells()
	var out [][]uint32
	for mask := 0; mask < 1<<n; mask++ {
		var set []uint32
		for i := 0; i < n; i++ {
			if mask>>i&1 != 0 {
				set = append(set, uint32(i))
			}
		}
		if p.Check(set) == nil {
			out = append(out, set)
		}
	}
	return out
}

// randomBoard fills a rows x cols board with numbers 1..k, a blank now
// and then when blanks is set.
func randomBoard(rng *rand.Rand, rows, cols, k int, blanks bool) *Puzzle {
	nums := make([]int, rows*cols)
	for i := range nums {
		nums[i] = 1 + rng.Intn(k)
		if blanks && rng.Intn(6) == 0 {
			nums[i] = 0
		}
	}
	p, err := New(rows, cols, nums)
	if err != nil {
		panic(err)
	}
	return p
}

// TestBrute checks the ZDD of every solution against all shadings
// filtered by the rules, on random small boards of every shape up to 16
// cells, with few and many distinct numbers, with the deductions and
// without, and the frontier count against both.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ctx := context.Background()
	boards, nonempty := 0, 0
	for rows := 1; rows <= 4; rows++ {
		for cols := 1; cols <= 4; cols++ {
			for trial := 0; trial < 12; trial++ {
				k := 1 + rng.Intn(max(rows, cols)+1)
				p := randomBoard(rng, rows, cols, k, trial%3 == 0)
				want := brute(p)
				for _, o := range []Options{{}, {NoDeduce: true}} {
					m := zdd.New()
					f, err := p.Solutions(ctx, m, o)
					if err != nil {
						t.Fatal(err)
					}
					if m.Count(f).Int64() != int64(len(want)) {
						t.Fatalf("%dx%d %+v\n%s: ZDD has %v sets, brute force %d", rows, cols, o, p, m.Count(f), len(want))
					}
					g := zdd.Empty
					for _, s := range want {
						g = m.Union(g, m.SetOf(s))
					}
					if g != f {
						t.Fatalf("%dx%d %+v\n%s: the ZDD is not the brute-force family", rows, cols, o, p)
					}
					if c, err := p.Count(ctx, o); err != nil || c != int64(len(want)) {
						t.Fatalf("%dx%d %+v\n%s: Count %d (%v), want %d", rows, cols, o, p, c, err, len(want))
					}
				}
				boards++
				if len(want) > 0 {
					nonempty++
				}
			}
		}
	}
	// boards of five columns and rows too, fewer of them
	for _, sz := range [][2]int{{3, 5}, {5, 3}, {2, 7}} {
		for trial := 0; trial < 6; trial++ {
			p := randomBoard(rng, sz[0], sz[1], 2+rng.Intn(4), trial%2 == 0)
			want := brute(p)
			for _, o := range []Options{{}, {NoDeduce: true}} {
				m := zdd.New()
				f, err := p.Solutions(ctx, m, o)
				if err != nil {
					t.Fatal(err)
				}
				g := zdd.Empty
				for _, s := range want {
					g = m.Union(g, m.SetOf(s))
				}
				if g != f {
					t.Fatalf("%dx%d %+v\n%s: ZDD %v sets, brute force %d", sz[0], sz[1], o, p, m.Count(f), len(want))
				}
			}
			boards++
			if len(want) > 0 {
				nonempty++
			}
		}
	}
	t.Logf("%d boards, %d with solutions", boards, nonempty)
	if nonempty < boards/3 {
		t.Errorf("only %d of %d boards have a solution: the test is weak", nonempty, boards)
	}
}
