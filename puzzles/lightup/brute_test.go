package lightup

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// brute lists every set of white cells that Check accepts.
func brute(p *Puzzle) [][]uint32 {
	var whites []int
	for i := range p.Cells {
		if p.IsWhite(i) {
			whites = append(whites, i)
		}
	}
	var out [][]uint32
	for mask := 0; mask < 1<<len(whites); mask++ {
		var set []uint32
		for k, i := range whites {
			if mask>>k&1 != 0 {
				set = append(set, uint32(i))
			}
		}
		if p.Check(set) == nil {
			out = append(out, set)
		}
	}
	return out
}

// randomBoard makes a rows x cols board whose cells are black with
// probability black (in percent), numbered when numbers is set: either
// a number 0..4 at random or, when fair, the count of a random lamp
// placement's lamps beside it, so that boards with solutions come up.
func randomBoard(rng *rand.Rand, rows, cols, black int, numbers, fair bool) *Puzzle {
	n := rows * cols
	cells := make([]int, n)
	for i := range cells {
		cells[i] = White
		if rng.Intn(100) < black {
			cells[i] = Black
		}
	}
	p := &Puzzle{Rows: rows, Cols: cols, Cells: cells}
	var lamp []bool
	if fair {
		lamp = make([]bool, n)
		lit := make([]bool, n)
		sees := p.sees()
		for _, i := range rng.Perm(n) {
			if p.IsWhite(i) && !lit[i] {
				lamp[i], lit[i] = true, true
				for _, j := range sees[i] {
					lit[j] = true
				}
			}
		}
	}
	if numbers {
		for i := range cells {
			if cells[i] != Black || rng.Intn(3) == 0 {
				continue
			}
			if !fair {
				cells[i] = rng.Intn(5)
				continue
			}
			k := 0
			for _, j := range p.neighbours(i) {
				if lamp[j] {
					k++
				}
			}
			cells[i] = k
		}
	}
	q, err := New(rows, cols, cells)
	if err != nil {
		panic(err)
	}
	return q
}

// TestBrute checks the ZDD of every solution against every set of white
// cells filtered by Check, on random boards of every shape up to 4x4
// (and 3x5, 5x3), with the deductions and without, and the frontier
// count against both.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ctx := context.Background()
	boards, nonempty, multi := 0, 0, 0
	shapes := [][2]int{{3, 5}, {5, 3}}
	for r := 1; r <= 4; r++ {
		for c := 1; c <= 4; c++ {
			shapes = append(shapes, [2]int{r, c})
		}
	}
	for _, sh := range shapes {
		for trial := 0; trial < 30; trial++ {
			p := randomBoard(rng, sh[0], sh[1], 10+rng.Intn(40), trial%5 != 0, trial%2 == 0)
			want := brute(p)
			for _, o := range []Options{{}, {NoProbe: true}, {NoDeduce: true}} {
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
					t.Fatalf("%+v\n%s: the ZDD has %v sets, brute force %d, and they differ", o, p, m.Count(f), len(want))
				}
				if c, err := p.Count(ctx, o); err != nil || c != int64(len(want)) {
					t.Fatalf("%+v\n%s: Count %d (%v), want %d", o, p, c, err, len(want))
				}
			}
			boards++
			if len(want) > 0 {
				nonempty++
			}
			if len(want) > 1 {
				multi++
			}
		}
	}
	if nonempty < boards/3 || multi < boards/10 {
		t.Errorf("only %d of %d boards have solutions, %d more than one", nonempty, boards, multi)
	}
	t.Logf("%d boards, %d with solutions, %d with more than one", boards, nonempty, multi)
}
