package nurikabe

import (
	"context"

	"github.com/zqlang/zq/puzzles/internal/cutset"
)

// probe strengthens the cells reach fixed (deduce) by propagation and
// probing. The rules propagated: an island (a connected piece of
// unshaded cells) holds at most one number and no more cells than it;
// a complete island's open neighbours are shaded; an open cell next to
// two numbered islands is shaded; the fourth cell of a 2x2 block whose
// other three are shaded is unshaded; the shaded cells are connected
// (an open cell whose unshading would cut them apart, a cut vertex of
// the cells not unshaded, is shaded); reach, taken from each numbered
// island as it is (a cell is reached within the cells the island still
// wants, through cells that are not shaded, not in another numbered
// island and not next to one; a number not given reaches any such
// cell): an open cell no island reaches is shaded, an island without a
// number none reaches, or a numbered island reaching fewer cells than
// it wants, is a contradiction. Then each open cell is probed both
// ways: a colour whose propagation meets a contradiction gives the
// cell the other, a cell both colours decide alike is decided. It
// returns false when the rules contradict each other (no solution).
// Probing stops early, with what it has found, when ctx is done.
func probe(ctx context.Context, p *Puzzle, fixed []int8) bool {
	n := p.Cells()
	pr := &prober{ctx: ctx, p: p, n: n, nbr: make([][]int, n), comp: make([]int, n), dist: make([]int, n),
		reached: make([]bool, n), cut: cutset.New(n)}
	for i := range pr.nbr {
		pr.nbr[i] = p.neighbours(i)
	}
	if !pr.propagate(fixed) {
		return false
	}
	trial := [2][]int8{make([]int8, n), make([]int8, n)}
	for changed := true; changed; {
		changed = false
		for i := 0; i < n; i++ {
			if fixed[i] != open {
				continue
			}
			if ctx.Err() != nil {
				return true
			}
			var ok [2]bool
			for t, try := range []int8{shaded, unshaded} {
				copy(trial[t], fixed)
				trial[t][i] = try
				ok[t] = pr.propagate(trial[t])
			}
			switch {
			case !ok[0] && !ok[1]:
				return false
			case !ok[0]:
				copy(fixed, trial[1])
			case !ok[1]:
				copy(fixed, trial[0])
			default:
				for j := range fixed {
					if fixed[j] == open && trial[0][j] == trial[1][j] && trial[0][j] != open {
						fixed[j] = trial[0][j]
						changed = true
					}
				}
				continue
			}
			changed = true
		}
	}
	return true
}

// prober holds the board's neighbours and the rules' scratch space.
type prober struct {
	ctx     context.Context // a done ctx ends each propagation early (sound, only weaker)
	p       *Puzzle
	n       int
	nbr     [][]int
	comp    []int // each unshaded cell's island, from 1; 0 for the others
	dist    []int
	reached []bool
	cut     *cutset.Finder
	// per island (index comp-1): its size and number (NoNumber: none)
	size, num []int
	stack     []int
}

// propagate applies the rules until nothing changes; false: a
// contradiction.
func (pr *prober) propagate(f []int8) bool {
	for pr.ctx.Err() == nil {
		changed, ok := pr.step(f)
		if !ok {
			return false
		}
		if !changed {
			return true
		}
	}
	return true
}

// islands labels the islands of f and finds their sizes and numbers;
// false when an island holds two numbers or outgrows its number.
func (pr *prober) islands(f []int8) bool {
	p := pr.p
	for i := range pr.comp {
		pr.comp[i] = 0
	}
	pr.size, pr.num = pr.size[:0], pr.num[:0]
	for i := 0; i < pr.n; i++ {
		if f[i] != unshaded || pr.comp[i] != 0 {
			continue
		}
		k := len(pr.size) + 1
		size, num := 0, NoNumber
		pr.comp[i] = k
		stack := append(pr.stack[:0], i)
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			if p.Nums[x] != NoNumber {
				if num != NoNumber {
					return false
				}
				num = p.Nums[x]
			}
			for _, y := range pr.nbr[x] {
				if f[y] == unshaded && pr.comp[y] == 0 {
					pr.comp[y] = k
					stack = append(stack, y)
				}
			}
		}
		pr.stack = stack
		if num >= 0 && size > num {
			return false
		}
		pr.size, pr.num = append(pr.size, size), append(pr.num, num)
	}
	return true
}

// step applies each rule once.
func (pr *prober) step(f []int8) (changed, ok bool) {
	p := pr.p
	set := func(i int, c int8) bool {
		switch f[i] {
		case c:
			return true
		case open:
			f[i] = c
			changed = true
			return true
		}
		return false
	}
	if !pr.islands(f) {
		return false, false
	}
	// Complete islands are closed; a cell between two numbered islands
	// is shaded.
	for i := 0; i < pr.n; i++ {
		if f[i] != open {
			continue
		}
		first := 0
		for _, j := range pr.nbr[i] {
			k := pr.comp[j]
			if k == 0 || pr.num[k-1] == NoNumber {
				continue
			}
			if pr.num[k-1] == pr.size[k-1] || (first != 0 && first != k) {
				set(i, shaded)
				break
			}
			first = k
		}
	}
	C := p.Cols
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c
			sh, op := 0, -1
			for _, j := range [4]int{i, i + 1, i + C, i + C + 1} {
				switch f[j] {
				case shaded:
					sh++
				case open:
					op = j
				}
			}
			switch {
			case sh == 4:
				return changed, false
			case sh == 3 && op >= 0:
				set(op, unshaded)
			}
		}
	}
	if changed {
		return changed, true
	}
	if !pr.reach(f, set) {
		return changed, false
	}
	if changed {
		return changed, true
	}
	cut, ok := pr.cuts(f)
	if !ok {
		return changed, false
	}
	for _, i := range cut {
		f[i] = shaded
		changed = true
	}
	return changed, true
}

// reach takes reach from each numbered island (f's islands labelled).
func (pr *prober) reach(f []int8, set func(int, int8) bool) bool {
	for i := range pr.reached {
		pr.reached[i] = false
	}
	for k := 1; k <= len(pr.size); k++ {
		v := pr.num[k-1]
		if v == NoNumber {
			continue
		}
		lim := pr.n
		if v >= 0 {
			lim = v - pr.size[k-1]
		}
		for i := range pr.dist {
			pr.dist[i] = -1
		}
		queue := pr.stack[:0]
		for i := 0; i < pr.n; i++ {
			if pr.comp[i] == k {
				pr.dist[i] = 0
				pr.reached[i] = true
				queue = append(queue, i)
			}
		}
		got := 0
		for q := 0; q < len(queue); q++ {
			i := queue[q]
			if pr.dist[i] >= lim {
				continue
			}
			for _, j := range pr.nbr[i] {
				if pr.dist[j] >= 0 || f[j] == shaded || !pr.free(f, j, k) {
					continue
				}
				pr.dist[j] = pr.dist[i] + 1
				pr.reached[j] = true
				got++
				queue = append(queue, j)
			}
		}
		pr.stack = queue
		if v >= 0 && got < lim {
			return false
		}
	}
	for i := 0; i < pr.n; i++ {
		switch {
		case pr.reached[i]:
		case f[i] == open:
			set(i, shaded)
		case f[i] == unshaded:
			return false
		}
	}
	return true
}

// free reports whether cell j may join island k: it is in no other
// numbered island and next to none.
func (pr *prober) free(f []int8, j, k int) bool {
	if c := pr.comp[j]; c != 0 && c != k && pr.num[c-1] != NoNumber {
		return false
	}
	for _, y := range pr.nbr[j] {
		if c := pr.comp[y]; c != 0 && c != k && pr.num[c-1] != NoNumber {
			return false
		}
	}
	return true
}

// cuts returns the open cells whose unshading would cut the shaded
// cells apart; false when they are apart already.
func (pr *prober) cuts(f []int8) ([]int, bool) {
	return cutset.Cuts(pr.cut, pr.nbr, f, shaded, unshaded, open)
}
