package lits

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// brute lists every shading of p that Check accepts, as sets: every
// subset of the cells on boards up to 12 cells, and on larger ones the
// shadings made of four cells in each region that are connected inside
// it (found among all its four-cell subsets), since a region with
// another number of shaded cells, or with shaded cells in two pieces,
// breaks a rule outright.
func brute(p *Puzzle) [][]uint32 {
	n := p.Cells()
	if n > 12 {
		return bruteFours(p)
	}
	var out [][]uint32
	sh := make([]bool, n)
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

// fours lists each region's four-cell subsets that are connected
// inside it.
func fours(p *Puzzle) [][][4]int {
	var out [][][4]int
	for _, cs := range p.roomCells() {
		var l [][4]int
		for a := 0; a < len(cs); a++ {
			for b := a + 1; b < len(cs); b++ {
				for c := b + 1; c < len(cs); c++ {
					for d := c + 1; d < len(cs); d++ {
						q := [4]int{cs[a], cs[b], cs[c], cs[d]}
						if p.joined(q[:]) {
							l = append(l, q)
						}
					}
				}
			}
		}
		out = append(out, l)
	}
	return out
}

// work is the number of shadings brute tries on p.
func work(p *Puzzle) float64 {
	if p.Cells() <= 12 {
		return float64(int(1) << p.Cells())
	}
	w := 1.0
	for _, l := range fours(p) {
		w *= float64(len(l))
	}
	return w
}

func bruteFours(p *Puzzle) [][]uint32 {
	fs := fours(p)
	sh := make([]bool, p.Cells())
	var out [][]uint32
	var rec func(k int)
	rec = func(k int) {
		if k == len(fs) {
			if p.checkShading(sh) == nil {
				out = append(out, Set(sh))
			}
			return
		}
		for _, q := range fs[k] {
			for _, x := range q {
				sh[x] = true
			}
			rec(k + 1)
			for _, x := range q {
				sh[x] = false
			}
		}
	}
	rec(0)
	return out
}

// randomBoard cuts a rows x cols board into regions grown from random
// seeds, most of them four to seven cells; now and then a border is
// drawn inside a region too, as puzz.link allows.
func randomBoard(rng *rand.Rand, rows, cols int, inner bool) *Puzzle {
	n := rows * cols
	label := make([]int, n)
	for i := range label {
		label[i] = -1
	}
	seeds := max(1, n/(4+rng.Intn(3)))
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
	if inner {
		v, h := append([]bool(nil), p.V...), append([]bool(nil), p.H...)
		if len(v) > 0 && rng.Intn(2) == 0 {
			v[rng.Intn(len(v))] = true
		} else if len(h) > 0 {
			h[rng.Intn(len(h))] = true
		}
		p, _ = New(rows, cols, v, h)
	}
	return p
}

// plantedBoard places tetrominoes one by one, each beside the ones
// before, keeping the rules (no 2x2 block, no two of a shape side by
// side), and grows a region around each over the rest of the board: the
// board and its planted answer.
func plantedBoard(rng *rand.Rand, rows, cols int) (*Puzzle, []uint32) {
	n := rows * cols
	label := make([]int, n)
	for i := range label {
		label[i] = -1
	}
	var shapes []Shape
	fits := func(cells [4]int, sh Shape) bool {
		touch := len(shapes) == 0
		for _, x := range cells {
			if label[x] >= 0 {
				return false
			}
		}
		for _, x := range cells {
			r, c := x/cols, x%cols
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= rows || cc < 0 || cc >= cols {
					continue
				}
				if k := label[rr*cols+cc]; k >= 0 {
					touch = true
					if shapes[k] == sh {
						return false
					}
				}
			}
		}
		in := func(r, c int) bool {
			x := r*cols + c
			for _, y := range cells {
				if y == x {
					return true
				}
			}
			return label[x] >= 0
		}
		for r := 0; r+1 < rows; r++ {
			for c := 0; c+1 < cols; c++ {
				if in(r, c) && in(r+1, c) && in(r, c+1) && in(r+1, c+1) {
					return false
				}
			}
		}
		return touch
	}
	for fails := 0; fails < 60; {
		or := orientations[rng.Intn(len(orientations))]
		x := rng.Intn(n)
		var cells [4]int
		ok := or.shape != O
		for k, o := range or.cells {
			r, c := x/cols+o.dr, x%cols+o.dc
			if r < 0 || r >= rows || c < 0 || c >= cols {
				ok = false
				break
			}
			cells[k] = r*cols + c
		}
		if !ok || !fits(cells, or.shape) {
			fails++
			continue
		}
		for _, y := range cells {
			label[y] = len(shapes)
		}
		shapes = append(shapes, or.shape)
	}
	var planted []uint32
	var front []int
	for i, k := range label {
		if k >= 0 {
			planted = append(planted, uint32(i))
			front = append(front, i)
		}
	}
	if len(shapes) == 0 {
		// the board holds no tetromino: one region without a solution
		for i := range label {
			label[i] = 0
		}
		front = nil
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
	if len(shapes) == 0 {
		planted = nil
	}
	return p, planted
}

// TestBrute checks the ZDD of every solution against all shadings
// filtered by Check, on random boards up to 5x5 and 4x7, with the
// deductions and without, and the frontier count against both.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ctx := context.Background()
	boards, nonempty, several := 0, 0, 0
	sizes := [][2]int{{2, 4}, {4, 2}, {3, 4}, {4, 3}, {4, 4}, {2, 8}, {4, 5}, {5, 4}, {3, 6}, {1, 8}, {8, 1}, {5, 5}, {4, 7}, {6, 5}, {6, 6}, {5, 7}, {4, 8}}
	for _, sz := range sizes {
		for trial := 0; trial < 20; trial++ {
			var p *Puzzle
			if trial%2 == 0 {
				p = randomBoard(rng, sz[0], sz[1], trial%5 == 4)
			} else {
				var planted []uint32
				p, planted = plantedBoard(rng, sz[0], sz[1])
				if err := p.Check(planted); planted != nil && err != nil {
					t.Fatalf("planted answer: %v", err)
				}
			}
			if work(p) > 60000 {
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
				if o.NoDeduce {
					// the four-byte ids that regions of many candidates take
					s := newSpec(p, p.placements())
					s.idBytes, s.slot = 4, 5
					if f4, err := topdown.Build(ctx, m, s, topdown.Options{}); err != nil || f4 != f {
						t.Fatalf("%dx%d\n%s: with four-byte ids the ZDD differs (%v)", sz[0], sz[1], p, err)
					}
				}
			}
			boards++
			if len(want) > 0 {
				nonempty++
				if p.Rooms > 2 {
					several++
				}
			}
		}
	}
	t.Logf("%d boards, %d with solutions, %d of them with three regions or more", boards, nonempty, several)
	if several < 30 {
		t.Errorf("only %d boards of three regions or more have a solution: the test is weak", several)
	}
	if nonempty < boards/3 {
		t.Errorf("only %d of %d boards have a solution: the test is weak", nonempty, boards)
	}
}
