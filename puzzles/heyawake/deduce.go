package heyawake

import "context"

// Cell states of the deductions.
const (
	unknown  int8 = -1
	unshaded int8 = 0
	shaded   int8 = 1
)

// deducer fixes cells that every solution shades or leaves unshaded:
// a shaded cell leaves its neighbours unshaded; a room with as many
// shaded cells as its number leaves the rest unshaded, and one with
// just enough open cells shades them all; a cell whose unshading would
// join the unshaded cells beside it into a run across two borders is
// shaded; the cells not shaded must be in one piece. Probing tries each open cell both ways and keeps the other way
// when one leads to a contradiction.
type deducer struct {
	p *Puzzle
	// matching scratch: the open cells of a room, their index, and the
	// partner of each
	ucells []int
	uidx   []int
	mate   []int
	vis    []int
	visRun int
	st     []int8
	nbr    [][]int
	sh     []int // shaded cells of each room
	open   []int // open cells of each room
	queue  []int
	seen   []int
	round  int
	stack  []int
}

func newDeducer(p *Puzzle) *deducer {
	n, C := p.Cells(), p.Cols
	d := &deducer{p: p, st: make([]int8, n), nbr: make([][]int, n), seen: make([]int, n), uidx: make([]int, n),
		sh: make([]int, p.RoomCount()), open: make([]int, p.RoomCount())}
	for i := range d.st {
		d.st[i] = unknown
		d.open[p.Room[i]]++
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
	}
	return d
}

// start queues the rooms' own consequences (a 0 shades nothing, a room
// with exactly its number of cells shades them all); false on a
// contradiction.
func (d *deducer) start() bool {
	d.queue = d.queue[:0]
	for r := range d.p.Nums {
		if !d.room(r) {
			return false
		}
	}
	return d.drain() && d.connected()
}

// assign sets cell i to v and everything that follows by the local
// rules; false on a contradiction (the state is then partly changed).
func (d *deducer) assign(i int, v int8) bool {
	d.queue = d.queue[:0]
	if !d.put(i, v) {
		return false
	}
	return d.drain() && d.connected()
}

func (d *deducer) drain() bool {
	for len(d.queue) > 0 {
		j := d.queue[len(d.queue)-1]
		d.queue = d.queue[:len(d.queue)-1]
		if d.st[j] == shaded {
			for _, k := range d.nbr[j] {
				if !d.put(k, unshaded) {
					return false
				}
			}
		} else if !d.runs(j) {
			return false
		}
		if !d.room(d.p.Room[j]) {
			return false
		}
	}
	return true
}

func (d *deducer) put(i int, v int8) bool {
	switch d.st[i] {
	case v:
		return true
	case unknown:
		d.st[i] = v
		r := d.p.Room[i]
		d.open[r]--
		if v == shaded {
			d.sh[r]++
		}
		d.queue = append(d.queue, i)
		return true
	}
	return false
}

// room applies room r's number.
func (d *deducer) room(r int) bool {
	n := d.p.Nums[r]
	if n < 0 {
		return true
	}
	s, o := d.sh[r], d.open[r]
	switch {
	case s > n || s+o < n:
		return false
	case s < n && !d.enough(r, n-s):
		return false
	case o > 0 && s == n:
		for _, i := range d.p.RoomCells(r) {
			if d.st[i] == unknown && !d.put(i, unshaded) {
				return false
			}
		}
	case o > 0 && s+o == n:
		for _, i := range d.p.RoomCells(r) {
			if d.st[i] == unknown && !d.put(i, shaded) {
				return false
			}
		}
	}
	return true
}

// runs checks the row and column runs of unshaded cells through the
// unshaded cell j: false when one crosses two borders; the open cell at
// either end of a run is shaded when unshading it would make it cross
// two.
func (d *deducer) runs(j int) bool {
	p := d.p
	C := p.Cols
	r, c := j/C, j%C
	// the row: cells r*C+a .. r*C+b unshaded
	a, b := c, c
	for a > 0 && d.st[r*C+a-1] == unshaded {
		a--
	}
	for b+1 < C && d.st[r*C+b+1] == unshaded {
		b++
	}
	hb := func(x int) bool { return p.borderRight(r*C + x) } // between x and x+1
	if !d.ends(a, b, C, hb, func(x int) int { return r*C + x }) {
		return false
	}
	a, b = r, r
	for a > 0 && d.st[(a-1)*C+c] == unshaded {
		a--
	}
	for b+1 < p.Rows && d.st[(b+1)*C+c] == unshaded {
		b++
	}
	vb := func(x int) bool { return p.borderBelow(x*C + c) }
	return d.ends(a, b, p.Rows, vb, func(x int) int { return x*C + c })
}

// ends handles the run a..b of a line of length n (border(x) between x
// and x+1, cell(x) the cell at x).
func (d *deducer) ends(a, b, n int, border func(int) bool, cell func(int) int) bool {
	count := func(a, b int) int {
		k := 0
		for x := a; x < b; x++ {
			if border(x) {
				k++
			}
		}
		return k
	}
	if count(a, b) >= 2 {
		return false
	}
	// the open cell before a: it would join the run a..b with the
	// unshaded run ending just before it
	if a > 0 && d.st[cell(a-1)] == unknown {
		x := a - 1
		for x > 0 && d.st[cell(x-1)] == unshaded {
			x--
		}
		if count(x, b) >= 2 && !d.put(cell(a-1), shaded) {
			return false
		}
	}
	if b+1 < n && d.st[cell(b+1)] == unknown {
		y := b + 1
		for y+1 < n && d.st[cell(y+1)] == unshaded {
			y++
		}
		if count(a, y) >= 2 && !d.put(cell(b+1), shaded) {
			return false
		}
	}
	return true
}

// connected reports whether the cells not shaded are in one piece.
// Each piece holds an unshaded cell in every answer (a lone cell there
// has only shaded neighbours, so it cannot be shaded; a larger piece
// has two cells that touch), so two pieces mean two unshaded cells
// that cannot meet.
func (d *deducer) connected() bool {
	start := -1
	free := 0
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

// snapshot is a saved state of the deducer.
type snapshot struct {
	st       []int8
	sh, open []int
}

func (d *deducer) save(s *snapshot) {
	s.st = append(s.st[:0], d.st...)
	s.sh = append(s.sh[:0], d.sh...)
	s.open = append(s.open[:0], d.open...)
}

func (d *deducer) restore(s *snapshot) {
	copy(d.st, s.st)
	copy(d.sh, s.sh)
	copy(d.open, s.open)
}

// deduce fixes what the rules and probing force; it returns the cell
// states (unknown, unshaded, shaded) and false when there is no
// solution. It stops probing, leaving the rest open, when ctx is done.
func deduce(ctx context.Context, p *Puzzle) ([]int8, bool) {
	d := newDeducer(p)
	if !d.start() {
		return d.st, false
	}
	var snap snapshot
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
			// shaded, then unshaded: a way that fails fixes the other;
			// cells both ways fix alike are fixed so
			d.save(&snap)
			okShaded := d.assign(i, shaded)
			copy(after, d.st)
			d.restore(&snap)
			if !okShaded {
				if !d.assign(i, unshaded) {
					return d.st, false
				}
				changed = true
				continue
			}
			okUnshaded := d.assign(i, unshaded)
			if !okUnshaded {
				d.restore(&snap)
				if !d.assign(i, shaded) {
					return d.st, false
				}
				changed = true
				continue
			}
			var both []int
			for j, x := range d.st {
				if x != unknown && snap.st[j] == unknown && after[j] == x {
					both = append(both, j)
				}
			}
			d.restore(&snap)
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

// enough reports whether the open cells of room r can hold k more
// shaded cells, none touching another: whether their largest set of
// cells no two of which touch, the number of open cells less a largest
// matching of the grid graph on them (which is bipartite, so König's
// theorem applies), is k or more. (The open cells touch no shaded
// cell: the propagation has left those unshaded.)
func (d *deducer) enough(r, k int) bool {
	C := d.p.Cols
	d.ucells = d.ucells[:0]
	black := 0
	for _, i := range d.p.RoomCells(r) {
		if d.st[i] == unknown {
			d.uidx[i] = len(d.ucells)
			d.ucells = append(d.ucells, i)
			if (i/C+i%C)%2 == 0 {
				black++
			}
		}
	}
	o := len(d.ucells)
	if max(black, o-black) >= k {
		return true // a colour class is such a set
	}
	d.mate = d.mate[:0]
	for range d.ucells {
		d.mate = append(d.mate, -1)
	}
	if len(d.vis) < o {
		d.vis = make([]int, o)
	}
	matched := 0
	for a, i := range d.ucells {
		if (i/C+i%C)%2 != 0 {
			continue
		}
		d.visRun++
		if d.augment(a) {
			matched++
			if o-matched < k {
				return false
			}
		}
	}
	return o-matched >= k
}

// augment looks for an augmenting path from the black open cell a.
func (d *deducer) augment(a int) bool {
	i := d.ucells[a]
	r := d.p.Room[i]
	for _, j := range d.nbr[i] {
		if d.st[j] != unknown || d.p.Room[j] != r {
			continue
		}
		b := d.uidx[j]
		if d.vis[b] == d.visRun {
			continue
		}
		d.vis[b] = d.visRun
		if d.mate[b] < 0 || d.augment(d.mate[b]) {
			d.mate[b], d.mate[a] = a, b
			return true
		}
	}
	return false
}
