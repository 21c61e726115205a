package yajilin

import (
	"context"
	"math/rand"
	"slices"
	"sort"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// bruteAnswers lists every set of elements of p's board in which the
// cells that are no clue are shaded (no two side by side) or have two
// edges, the others none: every shading by its bits, then every choice
// of edges cell by cell. The loop rules beyond the degrees (one loop,
// arrows, outside) are left to Check.
func bruteAnswers(p *Puzzle) [][]uint32 {
	R, C := p.Rows, p.Cols
	n := R * C
	var free []int
	for i, cl := range p.Clues {
		if !cl.IsClue() {
			free = append(free, i)
		}
	}
	var out [][]uint32
	for mask := 0; mask < 1<<len(free); mask++ {
		shaded := make([]bool, n)
		for k, i := range free {
			shaded[i] = mask>>k&1 == 1
		}
		ok := true
		for i := 0; i < n && ok; i++ {
			if shaded[i] && (i%C+1 < C && shaded[i+1] || i+C < n && shaded[i+C]) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		loop := make([]bool, n)
		for i := range loop {
			loop[i] = !p.Clues[i].IsClue() && !shaded[i]
		}
		deg := make([]int, n)
		var edges []int
		var rec func(i int)
		rec = func(i int) {
			if i == n {
				set := slices.Clone(edges)
				for j := range shaded {
					if shaded[j] {
						set = append(set, p.ShadeVar(j/C, j%C))
					}
				}
				sort.Ints(set)
				s := make([]uint32, len(set))
				for k, x := range set {
					s[k] = uint32(x)
				}
				out = append(out, s)
				return
			}
			r, c := i/C, i%C
			for choice := 0; choice < 4; choice++ {
				right, down := choice&1 == 1, choice&2 == 2
				if right && (c+1 >= C || !loop[i] || !loop[i+1]) || down && (r+1 >= R || !loop[i] || !loop[i+C]) {
					continue
				}
				d := deg[i]
				if right {
					d++
				}
				if down {
					d++
				}
				if loop[i] && d != 2 || !loop[i] && d != 0 {
					continue
				}
				if right {
					deg[i+1]++
					edges = append(edges, p.RightVar(r, c))
				}
				if down {
					deg[i+C]++
					edges = append(edges, p.DownVar(r, c))
				}
				deg[i] = d
				rec(i + 1)
				deg[i] -= b2i(right) + b2i(down)
				if right {
					deg[i+1]--
					edges = edges[:len(edges)-1]
				}
				if down {
					deg[i+C]--
					edges = edges[:len(edges)-1]
				}
			}
		}
		rec(0)
	}
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// randomBoard puts clue cells on a board; with an answer of the board,
// some clue cells get arrows counting its shaded cells.
func randomBoard(rng *rand.Rand, R, C int) *Puzzle {
	p, _ := New(R, C)
	density := rng.Float64() * 0.3
	for i := range p.Clues {
		if rng.Float64() < density {
			p.Clues[i] = Clue{Num: Block}
		}
	}
	return p
}

func arrowsFrom(rng *rand.Rand, p *Puzzle, answer []uint32, keep float64) *Puzzle {
	q := &Puzzle{Rows: p.Rows, Cols: p.Cols, Clues: slices.Clone(p.Clues), Outside: p.Outside}
	d, _ := p.decode(answer)
	C := p.Cols
	for i, cl := range q.Clues {
		if !cl.IsClue() || rng.Float64() > keep {
			continue
		}
		dir := 1 + rng.Intn(4)
		n := 0
		for _, j := range p.Ray(i/C, i%C, dir) {
			if d.shaded[j] {
				n++
			}
		}
		if rng.Intn(10) == 0 {
			n += rng.Intn(2)*2 - 1 // a wrong count now and then
			if n < 0 {
				n = 1
			}
		}
		q.Clues[i] = Clue{Dir: dir, Num: n}
		if rng.Intn(15) == 0 {
			q.Clues[i] = Clue{Dir: dir, Num: Unknown}
		}
	}
	return q
}

// TestBrute: on random boards up to 4x4 (and 2x6, 5x3) the ZDD's
// solutions are exactly the brute force's answers that Check accepts,
// with and without the outside rule, with and without deductions.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	m := zdd.New()
	nonzero, multi := 0, 0
	for trial := 0; trial < 600; trial++ {
		R, C := 1+rng.Intn(4), 1+rng.Intn(4)
		switch trial % 10 {
		case 3:
			R, C = 2, 6
		case 7:
			R, C = 5, 3
		}
		p := randomBoard(rng, R, C)
		p.Outside = trial%3 == 0
		all := bruteAnswers(p)
		if len(all) > 0 && trial%4 != 0 {
			p = arrowsFrom(rng, p, all[rng.Intn(len(all))], 0.7)
		}
		var want [][]uint32
		for _, s := range all {
			if p.Check(s) == nil {
				want = append(want, s)
			}
		}
		p.NoDeduce = trial%2 == 1
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		got := m.Sets(f, -1)
		if len(got) != len(want) {
			t.Fatalf("%dx%d board (outside %v, no deductions %v)\n%s: ZDD %d solutions, brute force %d", R, C, p.Outside, p.NoDeduce, p, len(got), len(want))
		}
		for _, s := range got {
			if !containsSet(want, s) {
				t.Fatalf("board\n%s: ZDD solution %v is not one of brute force's", p, s)
			}
		}
		n, _, _ := p.CountSolutions(context.Background())
		if n != int64(len(want)) {
			t.Fatalf("board\n%s: Count %d, want %d", p, n, len(want))
		}
		if len(want) > 0 {
			nonzero++
		}
		if len(want) > 1 {
			multi++
		}
	}
	t.Logf("%d boards with solutions, %d with more than one", nonzero, multi)
	if nonzero < 100 {
		t.Errorf("only %d boards with solutions", nonzero)
	}
}

func containsSet(sets [][]uint32, s []uint32) bool {
	for _, x := range sets {
		if slices.Equal(x, s) {
			return true
		}
	}
	return false
}
