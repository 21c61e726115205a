package nurikabe

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

// randomBoard makes a rows x cols board: with planted set, from a
// random shading, a number on a random cell of each island giving its
// size ('?' now and then); otherwise a few random numbers 0..4 and '?'.
func randomBoard(rng *rand.Rand, rows, cols int, planted bool) *Puzzle {
	n := rows * cols
	nums := make([]int, n)
	for i := range nums {
		nums[i] = NoNumber
	}
	p := &Puzzle{Rows: rows, Cols: cols, Nums: nums}
	if !planted {
		for i := range nums {
			if rng.Intn(4) == 0 {
				nums[i] = rng.Intn(5)
				if rng.Intn(8) == 0 {
					nums[i] = Unknown
				}
			}
		}
		return p
	}
	un := make([]bool, n)
	for i := range un {
		un[i] = rng.Intn(5) < 2
	}
	_, islands := p.components(un)
	for _, is := range islands {
		c := is[rng.Intn(len(is))]
		nums[c] = len(is)
		if rng.Intn(10) == 0 {
			nums[c] = Unknown
		}
	}
	return p
}

// TestBrute checks the ZDD of every solution against all shadings
// filtered by Check, on random boards of every shape up to 16 cells,
// with the deductions and without, and the frontier count against
// both.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ctx := context.Background()
	boards, nonempty := 0, 0
	for rows := 1; rows <= 4; rows++ {
		for cols := 1; cols <= 4; cols++ {
			for trial := 0; trial < 14; trial++ {
				p := randomBoard(rng, rows, cols, trial%2 == 0)
				want := brute(p)
				for _, o := range []Options{{}, {noProbe: true}, {NoDeduce: true}} {
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
						t.Fatalf("%dx%d %+v\n%s: the ZDD (%v sets) is not the brute-force family (%d sets)", rows, cols, o, p, m.Count(f), len(want))
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
	if nonempty < boards/3 {
		t.Fatalf("only %d of %d boards have a solution", nonempty, boards)
	}
	t.Logf("%d boards, %d with solutions", boards, nonempty)
}
