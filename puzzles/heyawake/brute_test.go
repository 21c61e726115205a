package heyawake

import (
	"context"
	"math/rand"
	"testing"
	"time"

	"github.com/zqlang/zq/puzzles/internal/pzpr"
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

// randomBoard makes a rows x cols board with random borders (each
// inner border with probability dens/10, so some stand inside a room)
// and each room numbered with its count in a random shading, any
// number, '?' or nothing.
func randomBoard(rng *rand.Rand, rows, cols, dens int) *Puzzle {
	b := &pzpr.Borders{Rows: rows, Cols: cols, V: make([]bool, (cols-1)*rows), H: make([]bool, cols*(rows-1))}
	for i := range b.V {
		b.V[i] = rng.Intn(10) < dens
	}
	for i := range b.H {
		b.H[i] = rng.Intn(10) < dens
	}
	_, n := b.Rooms()
	room, _ := b.Rooms()
	size := make([]int, n)
	for _, r := range room {
		size[r]++
	}
	nums := make([]int, n)
	for r := range nums {
		switch rng.Intn(5) {
		case 0:
			nums[r] = NoNumber
		case 1:
			nums[r] = Unknown
		default:
			nums[r] = rng.Intn(size[r]/2 + 2)
		}
	}
	p, err := New(rows, cols, b, nums)
	if err != nil {
		panic(err)
	}
	return p
}

// TestBrute checks the ZDD of every solution against all shadings
// filtered by Check, on random boards of every shape up to 16 cells,
// with the deductions and without, and the frontier count against both.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ctx := context.Background()
	boards, nonempty := 0, 0
	for rows := 1; rows <= 4; rows++ {
		for cols := 1; cols <= 4; cols++ {
			for trial := 0; trial < 15; trial++ {
				p := randomBoard(rng, rows, cols, 2+trial%6)
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
	p, err := New(60, 60, nil, []int{NoNumber})
	if err != nil {
		panic(err)
	}
	return p
}
