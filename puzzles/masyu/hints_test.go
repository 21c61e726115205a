package masyu

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute: for loops of small boards, the hint sets are exactly
// the subsets H of the cells where the loop shows a pearl such that,
// with those pearls, the loop is the only loop of the board that Check
// accepts (every subset tried, every loop of the grid listed by DFS).
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	m := zdd.New()
	tried := 0
	for _, size := range [][2]int{{3, 3}, {3, 4}, {4, 4}, {2, 5}, {4, 3}} {
		loops := allLoops(size[0], size[1])
		for trial := 0; trial < 6; trial++ {
			L := loops[rng.Intn(len(loops))]
			p, _ := New(size[0], size[1])
			clues, _ := p.Clues(L)
			var cand []int
			for i, x := range clues {
				if x != None {
					cand = append(cand, i)
				}
			}
			if len(cand) > 13 {
				continue
			}
			h, err := p.Hints(context.Background(), m, L, nil)
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
				q, err := p.HintPuzzle(L, hs)
				if err != nil {
					t.Fatal(err)
				}
				n := 0
				for _, x := range loops {
					if q.Check(x) == nil {
						n++
					}
				}
				if q.Check(L) != nil {
					t.Fatalf("the loop breaks its own pearls:\n%s", q.Render(L, true, nil))
				}
				unique := n == 1
				if unique {
					good++
				}
				if m.Contains(h, hs) != unique {
					t.Fatalf("%dx%d loop\n%shint set %v: in hints %v, but %d loops meet it", size[0], size[1], q.Render(L, true, nil), hs, m.Contains(h, hs), n)
				}
			}
			if c := m.Count(h); c.Int64() != int64(good) {
				t.Fatalf("hints has %s sets, brute force %d", c, good)
			}
			tried++
		}
	}
	if tried < 15 {
		t.Errorf("only %d loops tried", tried)
	}
}

// TestHintsDataSet: the pearls of 20 of the 6x6 and 7x5 puzzles of the
// data set (made by sgt-pearl, each with one solution) are a hint set of
// its solution, and so are all the pearls the loop shows.
func TestHintsDataSet(t *testing.T) {
	m := zdd.New()
	n := 0
	var small []entry
	for _, e := range readDataSet(t) {
		if e.p.Rows*e.p.Cols <= 36 {
			small = append(small, e)
		}
	}
	for _, e := range solvertest.Spread(small, 20) {
		sol := solutionSet(e.solution)
		h, err := e.p.Hints(context.Background(), m, sol, nil)
		if err != nil {
			t.Fatal(err)
		}
		var pearls []uint32
		for i, x := range e.p.Pearls {
			if x != None {
				pearls = append(pearls, uint32(i))
			}
		}
		if !m.Contains(h, pearls) {
			t.Fatalf("%s: its own pearls are not a hint set of its solution", e.id)
		}
		clues, _ := e.p.Clues(sol)
		var all []uint32
		for i, x := range clues {
			if x != None {
				all = append(all, uint32(i))
			}
		}
		if !m.Contains(h, all) {
			t.Fatalf("%s: every pearl of the loop is no hint set", e.id)
		}
		n++
	}
	if n < 20 {
		t.Errorf("only %d puzzles", n)
	}
}

// TestInstancesBrute: on boards of up to 9 cells, Instances holds
// exactly the pearl placements (every cell empty, white or black) with
// one solution among every loop of the board.
func TestInstancesBrute(t *testing.T) {
	m := zdd.New()
	for _, size := range [][2]int{{2, 2}, {2, 3}, {3, 3}, {2, 4}, {1, 4}} {
		R, C := size[0], size[1]
		f, err := Instances(context.Background(), m, R, C)
		if err != nil {
			t.Fatal(err)
		}
		loops := allLoops(R, C)
		p, _ := New(R, C)
		n := R * C
		good := 0
		total := 1
		for i := 0; i < n; i++ {
			total *= 3
		}
		for code := 0; code < total; code++ {
			k := code
			var set []uint32
			for cell := 0; cell < n; cell++ {
				p.Pearls[cell] = Pearl(k % 3)
				if k%3 != 0 {
					set = append(set, PearlVar(cell, p.Pearls[cell]))
				}
				k /= 3
			}
			sols := 0
			for _, L := range loops {
				if p.Check(L) == nil {
					sols++
				}
			}
			if (sols == 1) != m.Contains(f, set) {
				t.Fatalf("%dx%d\n%s: %d solutions, in the family: %v", R, C, p, sols, m.Contains(f, set))
			}
			if sols == 1 {
				good++
			}
		}
		if m.Count(f).Int64() != int64(good) {
			t.Fatalf("%dx%d: %s puzzles, brute force %d", R, C, m.Count(f), good)
		}
		t.Logf("%dx%d: %d puzzles with one solution", R, C, good)
	}
}
