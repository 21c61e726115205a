package shikaku

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// brute lists every set of borders that Check accepts.
func brute(p *Puzzle) [][]uint32 {
	m := p.g.M()
	var out [][]uint32
	for mask := 0; mask < 1<<m; mask++ {
		var set []uint32
		for e := 0; e < m; e++ {
			if mask>>e&1 != 0 {
				set = append(set, uint32(e))
			}
		}
		if p.Check(set) == nil {
			out = append(out, set)
		}
	}
	return out
}

// randomBoard cuts a rows x cols board into random rectangles and
// writes each one's area in a random cell of it (now and then '?', a
// second number, a wrong number or none), so that boards with one,
// several and no solutions come up.
func randomBoard(rng *rand.Rand, rows, cols int) *Puzzle {
	n := rows * cols
	nums := make([]int, n)
	for i := range nums {
		nums[i] = Empty
	}
	taken := make([]bool, n)
	for i := 0; i < n; i++ {
		if taken[i] {
			continue
		}
		r, c := i/cols, i%cols
		h, w := 1+rng.Intn(rows-r), 1
		for w < cols-c && !taken[r*cols+c+w] && rng.Intn(2) == 0 {
			w++
		}
		// shrink h so that the rectangle meets no taken cell
		for hh := 1; hh < h; hh++ {
			for cc := c; cc < c+w; cc++ {
				if taken[(r+hh)*cols+cc] {
					h = hh
				}
			}
		}
		var cells []int
		for rr := r; rr < r+h; rr++ {
			for cc := c; cc < c+w; cc++ {
				taken[rr*cols+cc] = true
				cells = append(cells, rr*cols+cc)
			}
		}
		k := cells[rng.Intn(len(cells))]
		switch rng.Intn(12) {
		case 0:
			nums[k] = Unknown
		case 1:
			nums[k] = 1 + rng.Intn(n)
		case 2:
		default:
			nums[k] = h * w
		}
		if rng.Intn(15) == 0 {
			nums[cells[rng.Intn(len(cells))]] = h * w
		}
	}
	p, err := New(rows, cols, nums)
	if err != nil {
		panic(err)
	}
	return p
}

// TestEdgeNumbers checks the edge numbering against graph.Grid's.
func TestEdgeNumbers(t *testing.T) {
	for rows := 1; rows <= 4; rows++ {
		for cols := 1; cols <= 4; cols++ {
			nums := make([]int, rows*cols)
			for i := range nums {
				nums[i] = Empty
			}
			p, err := New(rows, cols, nums)
			if err != nil {
				t.Fatal(err)
			}
			for e, ed := range p.g.Edges() {
				if got := p.edge(ed.U, ed.V); got != e {
					t.Errorf("%dx%d: edge(%d, %d) = %d, want %d", rows, cols, ed.U, ed.V, got, e)
				}
			}
		}
	}
}

// TestBrute checks the ZDD of every solution against every set of
// borders filtered by Check on random boards with up to 17 edges, and
// the counts of Count and Unique.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ctx := context.Background()
	boards, nonempty, multi := 0, 0, 0
	for _, sh := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}, {3, 4}, {4, 3}, {2, 5}, {5, 2}} {
		trials := 30
		if sh[0]*sh[1] == 12 {
			trials = 2 // 17 edges: 131,072 sets each
		}
		for trial := 0; trial < trials; trial++ {
			p := randomBoard(rng, sh[0], sh[1])
			want := brute(p)
			m := zdd.New()
			f, err := p.Solutions(ctx, m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			g := zdd.Empty
			for _, s := range want {
				g = m.Union(g, m.SetOf(s))
			}
			if g != f {
				t.Fatalf("\n%s: the ZDD has %v sets, brute force %d, and they differ", p, m.Count(f), len(want))
			}
			if h, err := p.Solutions(ctx, m, Options{TopDown: true}); err != nil || h != f {
				t.Fatalf("\n%s: the top-down build has %v sets (%v), brute force %d", p, m.Count(h), err, len(want))
			}
			if c, err := p.Count(ctx); err != nil || c != int64(len(want)) {
				t.Fatalf("\n%s: Count %d (%v), want %d", p, c, err, len(want))
			}
			if u, err := p.Unique(ctx); err != nil || u != (len(want) == 1) {
				t.Fatalf("\n%s: Unique %v (%v), %d solutions", p, u, err, len(want))
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
	if nonempty < boards/3 || multi < boards/30 {
		t.Errorf("only %d of %d boards have solutions, %d more than one", nonempty, boards, multi)
	}
	t.Logf("%d boards, %d with solutions, %d with more than one", boards, nonempty, multi)
}
