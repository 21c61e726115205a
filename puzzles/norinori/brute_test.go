package norinori

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// brute lists every shading of p that Check accepts, as sets: every
// subset of the cells on boards up to 14 cells, and on larger ones the
// shadings of two cells in each region (a region with another number
// breaks a rule outright).
func brute(p *Puzzle) [][]uint32 {
	n := p.Cells()
	sh := make([]bool, n)
	var out [][]uint32
	if n <= 14 {
		for mask := 0; mask < 1<<n; mask++ {
			for i := range sh {
				sh[i] = mask>>i&1 != 0
			}
			if p.checkShading(sh) == nil {
				out = append(out, Set(sh))
			}
		}
		return out
	}
	cells := p.roomCells()
	var rec func(k int)
	rec = func(k int) {
		if k == len(cells) {
			if p.checkShading(sh) == nil {
				out = append(out, Set(sh))
			}
			return
		}
		cs := cells[k]
		for a := 0; a < len(cs); a++ {
			for b := a + 1; b < len(cs); b++ {
				sh[cs[a]], sh[cs[b]] = true, true
				rec(k + 1)
				sh[cs[a]], sh[cs[b]] = false, false
			}
		}
	}
	rec(0)
	return out
}

// work is the number of shadings brute tries on p.
func work(p *Puzzle) float64 {
	if p.Cells() <= 14 {
		return float64(int(1) << p.Cells())
	}
	w := 1.0
	for _, cs := range p.roomCells() {
		k := float64(len(cs))
		w *= k * (k - 1) / 2
	}
	return w
}

// randomBoard cuts a rows x cols board into regions grown from random
// seeds, most of them two to five cells.
func randomBoard(rng *rand.Rand, rows, cols int) *Puzzle {
	n := rows * cols
	label := make([]int, n)
	for i := range label {
		label[i] = -1
	}
	seeds := max(1, n/(2+rng.Intn(3)))
	var front []int
	for k := 0; k < seeds; k++ {
		i := rng.Intn(n)
		if label[i] < 0 {
			label[i] = k
			front = append(front, i)
		}
	}
	for len(front) > 0 {
		j := rng.Intn(len(front))
		i := front[j]
		r, c := i/cols, i%cols
		var free []int
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			rr, cc := r+d[0], c+d[1]
			if rr >= 0 && rr < rows && cc >= 0 && cc < cols && label[rr*cols+cc] < 0 {
				free = append(free, rr*cols+cc)
			}
		}
		if len(free) == 0 {
			front = append(front[:j], front[j+1:]...)
			continue
		}
		y := free[rng.Intn(len(free))]
		label[y] = label[i]
		front = append(front, y)
	}
	p, err := FromRooms(rows, cols, label)
	if err != nil {
		panic(err)
	}
	return p
}

// plantedBoard places dominoes that touch no other, and grows regions
// over the board so that each region holds two shaded cells: one
// domino, or one cell of each of two dominoes that cross a border. It
// returns the board and its planted answer.
func plantedBoard(rng *rand.Rand, rows, cols int) (*Puzzle, []uint32) {
	n := rows * cols
	sh := make([]bool, n)
	var dominoes [][2]int
	for tries := 0; tries < 4*n; tries++ {
		i := rng.Intn(n)
		j := i + 1
		if rng.Intn(2) == 0 {
			j = i + cols
		}
		if j >= n || (j == i+1 && i%cols == cols-1) || sh[i] || sh[j] {
			continue
		}
		ok := true
		for _, x := range []int{i, j} {
			for _, y := range p0neighbours(rows, cols, x) {
				if sh[y] {
					ok = false
				}
			}
		}
		if ok {
			sh[i], sh[j] = true, true
			dominoes = append(dominoes, [2]int{i, j})
		}
	}
	label := make([]int, n)
	for i := range label {
		label[i] = -1
	}
	var front []int
	for k, d := range dominoes {
		label[d[0]], label[d[1]] = k, k
		front = append(front, d[0], d[1])
	}
	for len(front) > 0 {
		j := rng.Intn(len(front))
		i := front[j]
		var free []int
		for _, y := range p0neighbours(rows, cols, i) {
			if label[y] < 0 && !sh[y] {
				free = append(free, y)
			}
		}
		if len(free) == 0 {
			front = append(front[:j], front[j+1:]...)
			continue
		}
		y := free[rng.Intn(len(free))]
		label[y] = label[i]
		front = append(front, y)
	}
	for i := range label {
		if label[i] < 0 {
			label[i] = len(dominoes) // no domino reached it: a region without a solution
		}
	}
	p, err := FromRooms(rows, cols, label)
	if err != nil {
		panic(err)
	}
	return p, Set(sh)
}

func p0neighbours(rows, cols, i int) []int {
	p := &Puzzle{Rows: rows, Cols: cols}
	return p.neighbours(i)
}

// TestBrute checks the ZDD of every solution against all shadings
// filtered by Check on random and planted boards up to 6x6, with the
// deductions and without, and the frontier count against both.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ctx := context.Background()
	boards, nonempty := 0, 0
	sizes := [][2]int{{1, 6}, {2, 4}, {3, 3}, {3, 4}, {4, 3}, {2, 7}, {4, 4}, {4, 5}, {5, 5}, {3, 7}, {6, 5}, {6, 6}}
	for _, sz := range sizes {
		for trial := 0; trial < 20; trial++ {
			var p *Puzzle
			if trial%2 == 0 {
				p = randomBoard(rng, sz[0], sz[1])
			} else {
				p, _ = plantedBoard(rng, sz[0], sz[1])
			}
			if work(p) > 100000 {
				continue
			}
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
					t.Fatalf("%dx%d %+v\n%s%s: the ZDD has %v sets, brute force %d", sz[0], sz[1], o, p, p.URL(), m.Count(f), len(want))
				}
				if c, err := p.Count(ctx, o); err != nil || c != int64(len(want)) {
					t.Fatalf("%dx%d %+v\n%s: Count %d (%v), want %d", sz[0], sz[1], o, p, c, err, len(want))
				}
			}
			boards++
			if len(want) > 0 {
				nonempty++
			}
		}
	}
	t.Logf("%d boards, %d with solutions", boards, nonempty)
	if nonempty < boards/3 || boards < 100 {
		t.Errorf("only %d of %d boards have a solution: the test is weak", nonempty, boards)
	}
}
