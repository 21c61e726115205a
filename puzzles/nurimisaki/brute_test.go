package nurimisaki

import (
	"context"
	"math/rand"
	"testing"
	"time"

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

// randomBoard circles cells of a rows x cols board: mostly the dead
// ends of a random shading (so that boards have solutions), with the
// count they see, no number or any number, and now and then a cell at
// random.
func randomBoard(rng *rand.Rand, rows, cols int, dens int) *Puzzle {
	p := &Puzzle{Rows: rows, Cols: cols, Nums: make([]int, rows*cols)}
	sh := make([]bool, rows*cols)
	for i := range sh {
		sh[i] = rng.Intn(3) == 0
	}
	for i := range p.Nums {
		p.Nums[i] = NoNumber
		if sh[i] {
			continue
		}
		if p.Degree(sh, i) != 1 && rng.Intn(20) != 0 {
			continue
		}
		if rng.Intn(10) >= dens+5 {
			continue
		}
		switch rng.Intn(6) {
		case 0, 1:
			p.Nums[i] = Unknown
		case 2:
			p.Nums[i] = rng.Intn(rows + cols)
		default:
			p.Nums[i] = p.Seen(sh, i)
		}
	}
	return p
}

// TestBrute checks the ZDD of every solution against all shadings
// filtered by Check, on random boards of every shape up to 16 cells,
// and the frontier count against both.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ctx := context.Background()
	boards, nonempty := 0, 0
	for rows := 1; rows <= 4; rows++ {
		for cols := 1; cols <= 4; cols++ {
			for trial := 0; trial < 15; trial++ {
				p := randomBoard(rng, rows, cols, 1+trial%5)
				want := brute(p)
				for _, o := range []Options{{}, {noDeduce: true}} {
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
		t.Errorf("only %d of %d boards have a solution: the test hardly tests", nonempty, boards)
	}
	t.Logf("%d boards, %d with solutions", boards, nonempty)
}

// TestStops: a large open board stops with the context's error soon
// after its deadline, in the deductions or in the build.
func TestStops(t *testing.T) {
	p := blank60()
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	t0 := time.Now()
	_, err := p.Solutions(ctx, zdd.New(), Options{})
	if err == nil || time.Since(t0) > 5*time.Second {
		t.Fatalf("after %v: %v, want the context's error soon", time.Since(t0), err)
	}
}

func blank60() *Puzzle {
	nums := make([]int, 3600)
	for i := range nums {
		nums[i] = NoNumber
	}
	nums[0] = 5
	return &Puzzle{Rows: 60, Cols: 60, Nums: nums}
}
