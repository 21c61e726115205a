package hitori

// Cell states of the deductions.
const (
	unknown  int8 = -1
	unshaded int8 = 0
	shaded   int8 = 1
)

// deducer fixes cells that every solution shades or leaves unshaded:
// an unshaded cell shades the cells of its row and column with its
// number, a shaded cell leaves its neighbours unshaded, and the cells
// not shaded must keep every unshaded cell in one piece; probing tries
// each open cell both ways and keeps the other way when one leads to a
// contradiction.
type deducer struct {
	p     *Puzzle
	st    []int8
	same  [][]int // the other cells of the row and column with the number
	nbr   [][]int
	queue []int
	seen  []int // BFS marks, by round
	round int
	stack []int
}

func newDeducer(p *Puzzle) *deducer {
	n, C := p.Cells(), p.Cols
	d := &deducer{p: p, st: make([]int8, n), same: make([][]int, n), nbr: make([][]int, n), seen: make([]int, n)}
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
		if v := p.Nums[i]; v != 0 {
			for c2 := 0; c2 < C; c2++ {
				if c2 != c && p.Nums[r*C+c2] == v {
					d.same[i] = append(d.same[i], r*C+c2)
				}
			}
			for r2 := 0; r2 < p.Rows; r2++ {
				if r2 != r && p.Nums[r2*C+c] == v {
					d.same[i] = append(d.same[i], r2*C+c)
				}
			}
		}
	}
	return d
}

// assign sets cell i to v and everything that follows by the local
// rules; false on a contradiction (the state is then partly changed).
func (d *deducer) assign(i int, v int8) bool {
	d.queue = d.queue[:0]
	if !d.put(i, v) {
		return false
	}
	for len(d.queue) > 0 {
		j := d.queue[len(d.queue)-1]
		d.queue = d.queue[:len(d.queue)-1]
		if d.st[j] == shaded {
			for _, k := range d.nbr[j] {
				if !d.put(k, unshaded) {
					return false
				}
			}
		} else {
			for _, k := range d.same[j] {
				if !d.put(k, shaded) {
					return false
				}
			}
		}
	}
	return d.connected()
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

// connected reports whether the cells not shaded hold every unshaded
// cell in one piece.
func (d *deducer) connected() bool {
	start, whites := -1, 0
	for i, s := range d.st {
		if s == unshaded {
			whites++
			if start < 0 {
				start = i
			}
		}
	}
	if whites == 0 {
		return true
	}
	d.round++
	d.seen[start] = d.round
	d.stack = append(d.stack[:0], start)
	reached := 0
	for len(d.stack) > 0 {
		i := d.stack[len(d.stack)-1]
		d.stack = d.stack[:len(d.stack)-1]
		if d.st[i] == unshaded {
			reached++
		}
		for _, j := range d.nbr[i] {
			if d.st[j] != shaded && d.seen[j] != d.round {
				d.seen[j] = d.round
				d.stack = append(d.stack, j)
			}
		}
	}
	return reached == whites
}

// deduce fixes what the rules and probing force; it returns the cell
// states (unknown, unshaded, shaded) and false when there is no
// solution.
func deduce(p *Puzzle) ([]int8, bool) {
	d := newDeducer(p)
	if !d.connected() {
		return d.st, false
	}
	save := make([]int8, len(d.st))
	for changed := true; changed; {
		changed = false
		for i := range d.st {
			if d.st[i] != unknown {
				continue
			}
			for _, v := range [2]int8{shaded, unshaded} {
				copy(save, d.st)
				ok := d.assign(i, v)
				copy(d.st, save)
				if !ok {
					if !d.assign(i, 1-v) {
						return d.st, false
					}
					changed = true
					break
				}
			}
		}
	}
	return d.st, true
}
