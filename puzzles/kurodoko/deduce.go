package kurodoko

import "context"

// deducer fixes cells that every solution shades or leaves unshaded: a
// numbered cell is unshaded; a shaded cell leaves its neighbours
// unshaded; a number that already sees its count through unshaded cells
// has the cells just past its sight shaded, and a number whose sight,
// stopped only by shaded cells and the edge, is its count has every
// cell in it unshaded; the cells not shaded must be in one piece.
// Probing tries each open cell both ways and keeps the other way when
// one leads to a contradiction, and fixes the cells both ways agree on.
type deducer struct {
	p     *Puzzle
	st    []int8
	nbr   [][]int
	queue []int
	seen  []int
	round int
	stack []int
	clues []int
}

func newDeducer(p *Puzzle) *deducer {
	n, C := p.Cells(), p.Cols
	d := &deducer{p: p, st: make([]int8, n), nbr: make([][]int, n), seen: make([]int, n)}
	for i := range d.st {
		d.st[i] = unknown
		r, c := i/C, i%C
		if r > 0 {
			d.nbr[i] = append(d.nbr[i], i-C)
		}
		if r+1 < p.Rows {
			d.nbr[i] = append(d.nbr[i], i+C)
		}
		if c > 0 {
			d.nbr[i] = append(d.nbr[i], i-1)
		}
		if c+1 < C {
			d.nbr[i] = append(d.nbr[i], i+1)
		}
		if p.Nums[i] >= 0 {
			d.clues = append(d.clues, i)
		}
	}
	return d
}

func (d *deducer) put(i int, v int8) bool {
	switch d.st[i] {
	case v:
		return true
	case unknown:
		d.st[i] = v
		d.queue = append(d.queue, i)
		return true
	}
	return false
}

// settle applies the rules until nothing changes; false on a
// contradiction.
func (d *deducer) settle() bool {
	for {
		for len(d.queue) > 0 {
			j := d.queue[len(d.queue)-1]
			d.queue = d.queue[:len(d.queue)-1]
			if d.st[j] == shaded {
				for _, k := range d.nbr[j] {
					if !d.put(k, unshaded) {
						return false
					}
				}
			}
		}
		for _, i := range d.clues {
			if !d.clue(i) {
				return false
			}
		}
		if len(d.queue) == 0 {
			return d.connected()
		}
	}
}

// clue applies the number at cell i: the unshaded cells it surely sees
// (a run of unshaded cells from it) and the most it may see (up to a
// shaded cell or the edge).
func (d *deducer) clue(i int) bool {
	p := d.p
	R, C := p.Rows, p.Cols
	n := p.Nums[i]
	r, c := i/C, i%C
	dirs := [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	var least, most [4]int
	lo, hi := 1, 1
	for k, dir := range dirs {
		rr, cc := r+dir[0], c+dir[1]
		for ; rr >= 0 && rr < R && cc >= 0 && cc < C && d.st[rr*C+cc] == unshaded; rr, cc = rr+dir[0], cc+dir[1] {
			least[k]++
		}
		most[k] = least[k]
		for ; rr >= 0 && rr < R && cc >= 0 && cc < C && d.st[rr*C+cc] != shaded; rr, cc = rr+dir[0], cc+dir[1] {
			most[k]++
		}
		lo += least[k]
		hi += most[k]
	}
	if lo > n || hi < n {
		return false
	}
	for k, dir := range dirs {
		// the cells this direction must show: n less the most the
		// others may show
		must := n - (hi - most[k])
		for x := least[k] + 1; x <= must; x++ {
			if !d.put((r+dir[0]*x)*C+c+dir[1]*x, unshaded) {
				return false
			}
		}
		// the most it may show: n less the least the others show
		may := n - (lo - least[k])
		if may == least[k] {
			rr, cc := r+dir[0]*(may+1), c+dir[1]*(may+1)
			if rr >= 0 && rr < R && cc >= 0 && cc < C && !d.put(rr*C+cc, shaded) {
				return false
			}
		}
	}
	return true
}

// connected reports whether the cells not shaded are in one piece
// (each piece would hold an unshaded cell in every answer).
func (d *deducer) connected() bool {
	start, free := -1, 0
	for i, s := range d.st {
		if s != shaded {
			free++
			if start < 0 {
				start = i
			}
		}
	}
	if free == 0 {
		return true
	}
	d.round++
	d.seen[start] = d.round
	d.stack = append(d.stack[:0], start)
	reached := 0
	for len(d.stack) > 0 {
		i := d.stack[len(d.stack)-1]
		d.stack = d.stack[:len(d.stack)-1]
		reached++
		for _, j := range d.nbr[i] {
			if d.st[j] != shaded && d.seen[j] != d.round {
				d.seen[j] = d.round
				d.stack = append(d.stack, j)
			}
		}
	}
	return reached == free
}

func (d *deducer) assign(i int, v int8) bool {
	d.queue = d.queue[:0]
	return d.put(i, v) && d.settle()
}

// deduce fixes what the rules and probing force; it returns the cell
// states (unknown, unshaded, shaded) and false when there is no
// solution. It stops probing, leaving the rest open, when ctx is done.
func deduce(ctx context.Context, p *Puzzle) ([]int8, bool) {
	d := newDeducer(p)
	d.queue = d.queue[:0]
	for i, v := range p.Nums {
		if v != NoNumber && !d.put(i, unshaded) {
			return d.st, false
		}
	}
	if !d.settle() {
		return d.st, false
	}
	save := make([]int8, len(d.st))
	after := make([]int8, len(d.st))
	for changed := true; changed; {
		changed = false
		for i := range d.st {
			if d.st[i] != unknown {
				continue
			}
			if i%64 == 0 && ctx.Err() != nil {
				return d.st, true
			}
			copy(save, d.st)
			okShaded := d.assign(i, shaded)
			copy(after, d.st)
			copy(d.st, save)
			if !okShaded {
				if !d.assign(i, unshaded) {
					return d.st, false
				}
				changed = true
				continue
			}
			if !d.assign(i, unshaded) {
				copy(d.st, save)
				if !d.assign(i, shaded) {
					return d.st, false
				}
				changed = true
				continue
			}
			var both []int
			for j, x := range d.st {
				if x != unknown && save[j] == unknown && after[j] == x {
					both = append(both, j)
				}
			}
			copy(d.st, save)
			for _, j := range both {
				if d.st[j] == unknown {
					if !d.assign(j, after[j]) {
						return d.st, false
					}
					changed = true
				}
			}
		}
	}
	return d.st, true
}
