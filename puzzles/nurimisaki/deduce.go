package nurimisaki

import (
	"context"

	"github.com/zqlang/zq/puzzles/internal/cutset"
)

// Deductions over the cells, made before the frontier search when the
// board has a circle (then at least two cells are unshaded and each
// unshaded cell has an unshaded neighbour). The rules, propagated:
// circles are unshaded and have exactly one unshaded neighbour, a
// plain unshaded cell at least two (one would make it a dead end
// without a circle); the four cells of a 2x2 block are not all of one
// colour; the unshaded cells are connected (a cell whose shading would
// cut them apart is unshaded); a numbered circle sees along its one
// unshaded neighbour's direction exactly its number less one cells, so
// a direction in which that cannot be is closed (its neighbour
// shaded), and when one direction is left its run is unshaded and the
// cell past it shaded. Then each undecided cell is probed both ways: a
// colour whose propagation meets a contradiction gives the cell the
// other, and a cell both colours decide alike is decided.

// deducer holds the board's neighbours and the scratch space of the
// rules.
type deducer struct {
	ctx   context.Context // a done ctx ends each propagation early (sound, only weaker)
	p     *Puzzle
	n     int
	nbr   [][]int
	cut   *cutset.Finder
	stack []int
}

// deduce returns each cell's colour as the deductions find it (unknown
// where they do not decide; nil when the board has no circle), or false
// when the rules contradict each other (no solution). Probing stops
// early, with what it has found, when ctx is done.
func (p *Puzzle) deduce(ctx context.Context) ([]int8, bool) {
	circle := false
	for _, v := range p.Nums {
		circle = circle || v != NoNumber
	}
	if !circle {
		return nil, true
	}
	n := p.Rows * p.Cols
	d := &deducer{ctx: ctx, p: p, n: n, nbr: make([][]int, n), cut: cutset.New(n)}
	for i := range d.nbr {
		d.nbr[i] = p.neighbours(i)
	}
	col := make([]int8, n)
	for i, v := range p.Nums {
		col[i] = unknown
		if v != NoNumber {
			col[i] = unshaded
		}
	}
	if !d.propagate(col) {
		return nil, false
	}
	trial := [2][]int8{make([]int8, n), make([]int8, n)}
	for changed := true; changed; {
		changed = false
		for i := 0; i < n; i++ {
			if col[i] != unknown {
				continue
			}
			if ctx.Err() != nil {
				return col, true
			}
			var ok [2]bool
			for t, try := range []int8{shaded, unshaded} {
				copy(trial[t], col)
				trial[t][i] = try
				ok[t] = d.propagate(trial[t])
			}
			switch {
			case !ok[0] && !ok[1]:
				return nil, false
			case !ok[0]:
				copy(col, trial[1])
			case !ok[1]:
				copy(col, trial[0])
			default:
				for j := range col {
					if col[j] == unknown && trial[0][j] == trial[1][j] && trial[0][j] != unknown {
						col[j] = trial[0][j]
						changed = true
					}
				}
				continue
			}
			changed = true
		}
	}
	return col, true
}

// neighbours returns the cells next to cell i.
func (p *Puzzle) neighbours(i int) []int {
	r, c := i/p.Cols, i%p.Cols
	var out []int
	if r > 0 {
		out = append(out, i-p.Cols)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c+1 < p.Cols {
		out = append(out, i+1)
	}
	if r+1 < p.Rows {
		out = append(out, i+p.Cols)
	}
	return out
}

// propagate applies the rules to col until nothing changes; false: a
// contradiction.
func (d *deducer) propagate(col []int8) bool {
	for d.ctx.Err() == nil {
		changed, ok := d.step(col)
		if !ok {
			return false
		}
		if !changed {
			return true
		}
	}
	return true
}

// step applies each rule once.
func (d *deducer) step(col []int8) (changed, ok bool) {
	p := d.p
	set := func(i int, c int8) bool {
		switch col[i] {
		case c:
			return true
		case unknown:
			col[i] = c
			changed = true
			return true
		}
		return false
	}
	for i := 0; i < d.n; i++ {
		if col[i] == shaded {
			continue
		}
		un, unk := 0, 0
		for _, j := range d.nbr[i] {
			switch col[j] {
			case unshaded:
				un++
			case unknown:
				unk++
			}
		}
		circle := p.Nums[i] != NoNumber
		switch {
		case circle && (un > 1 || un+unk == 0):
			return changed, false
		case circle && un == 1 && unk > 0:
			for _, j := range d.nbr[i] {
				if col[j] == unknown && !set(j, shaded) {
					return changed, false
				}
			}
		case circle && un == 0 && unk == 1:
			for _, j := range d.nbr[i] {
				if col[j] == unknown && !set(j, unshaded) {
					return changed, false
				}
			}
		case circle:
		case un+unk < 2 || (un == 1 && unk == 0):
			// a plain cell with no room for two unshaded neighbours
			if col[i] == unshaded || !set(i, shaded) {
				return changed, false
			}
		case col[i] == unshaded && un+unk == 2 && unk > 0:
			for _, j := range d.nbr[i] {
				if col[j] == unknown && !set(j, unshaded) {
					return changed, false
				}
			}
		}
	}
	C := p.Cols
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c
			b := [4]int{i, i + 1, i + C, i + C + 1}
			var sh, un, last int
			last = -1
			for _, j := range b {
				switch col[j] {
				case shaded:
					sh++
				case unshaded:
					un++
				default:
					last = j
				}
			}
			switch {
			case sh == 4 || un == 4:
				return changed, false
			case last >= 0 && sh == 3:
				set(last, unshaded)
			case last >= 0 && un == 3:
				set(last, shaded)
			}
		}
	}
	for i, v := range p.Nums {
		if v >= 0 && !d.sight(col, i, v, set) {
			return changed, false
		}
	}
	if changed {
		return changed, true
	}
	cut, ok := d.cuts(col)
	if !ok {
		return changed, false
	}
	for _, i := range cut {
		col[i] = unshaded
		changed = true
	}
	return changed, true
}

// sight applies a numbered circle's rule: circle i with number v sees
// v-1 cells along the direction of its one unshaded neighbour.
func (d *deducer) sight(col []int8, i, v int, set func(int, int8) bool) bool {
	p := d.p
	R, C := p.Rows, p.Cols
	r, c := i/C, i%C
	dirs := [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	want := v - 1
	feasible, which := 0, -1
	var lo, hi [4]int
	for k, dd := range dirs {
		rr, cc := r+dd[0], c+dd[1]
		seenShaded := false
		for rr >= 0 && rr < R && cc >= 0 && cc < C {
			x := col[rr*C+cc]
			if x == shaded {
				break
			}
			if x == unknown {
				seenShaded = true
			}
			if !seenShaded {
				lo[k]++
			}
			hi[k]++
			rr, cc = rr+dd[0], cc+dd[1]
		}
		if want >= 1 && hi[k] >= want && lo[k] <= want {
			feasible++
			which = k
		} else if lo[k] > 0 {
			return false // its unshaded neighbour is in a direction it cannot see along
		}
	}
	if feasible == 0 {
		return false
	}
	for k, dd := range dirs {
		rr, cc := r+dd[0], c+dd[1]
		if rr < 0 || rr >= R || cc < 0 || cc >= C {
			continue
		}
		if feasible == 1 && k == which {
			for t := 0; t < want; t++ {
				if !set((rr+t*dd[0])*C+cc+t*dd[1], unshaded) {
					return false
				}
			}
			er, ec := rr+want*dd[0], cc+want*dd[1]
			if er >= 0 && er < R && ec >= 0 && ec < C && !set(er*C+ec, shaded) {
				return false
			}
			continue
		}
		if k != which || feasible == 1 {
			if hi[k] < want || lo[k] > want {
				if !set(rr*C+cc, shaded) {
					return false
				}
			}
		}
	}
	return true
}

// cuts returns the undecided cells whose shading would cut the
// unshaded cells apart; false when they are apart already.
func (d *deducer) cuts(col []int8) ([]int, bool) {
	return cutset.Cuts(d.cut, d.nbr, col, unshaded, shaded, unknown)
}
