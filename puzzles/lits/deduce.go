package lits

import "context"

// deduce narrows each region's candidate tetrominoes (cand, changed in
// place) until nothing changes, and reports false when some region is
// left with none. A candidate goes when:
//
//   - it makes a 2x2 block with cells that every candidate of other
//     regions shades;
//   - some region beside it has no candidate that can stand with it
//     (none that is not of its shape where they touch, and makes no
//     2x2 block with it);
//   - when there are two regions or more, no candidate of a region
//     beside it touches it and can stand with it: the shaded cells are
//     connected, so every tetromino touches another;
//   - it lies outside the one component of the cells some candidate
//     shades that holds a candidate of every region (oneComponent).
//
// A region's candidates that are many (more than maxPair) are taken as
// able to stand with anything, which keeps the work small on large
// regions (a blank board) and only weakens the deduction.
func (p *Puzzle) deduce(cand [][]placement) bool {
	all := make([]int, len(cand))
	for k := range all {
		all[k] = k
	}
	return newDeducer(p).run(cand, all)
}

// deducer holds the work arrays of deduce.
type deducer struct {
	p     *Puzzle
	cells [][]int // each region's cells
	near  [][]int // the other regions with a cell within a king's move of a region's cell
	sure  []bool  // cells every candidate of their region shades
	mark  []int32 // stamp: a cell of the candidate at hand
	adj   []int32 // stamp: a cell beside it
	king  []int32 // stamp: a cell within a king's move of it
	qmark []int32 // stamp: a cell of the other candidate at hand
	stamp int32
}

func newDeducer(p *Puzzle) *deducer {
	n := p.Cells()
	d := &deducer{p: p, sure: make([]bool, n), mark: make([]int32, n), adj: make([]int32, n), king: make([]int32, n), qmark: make([]int32, n)}
	d.cells = p.roomCells()
	d.near = make([][]int, p.Rooms)
	C := p.Cols
	for i := 0; i < n; i++ {
		r, c := i/C, i%C
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				rr, cc := r+dr, c+dc
				if rr < 0 || rr >= p.Rows || cc < 0 || cc >= C {
					continue
				}
				if o := p.Room[rr*C+cc]; o != p.Room[i] && !contains(d.near[p.Room[i]], o) {
					d.near[p.Room[i]] = append(d.near[p.Room[i]], o)
				}
			}
		}
	}
	return d
}

// setSure recomputes the sure cells of region room.
func (d *deducer) setSure(room int, cand [][]placement) {
	cs := cand[room]
	cnt := map[int]int{}
	for _, pl := range cs {
		for _, x := range pl.cells {
			cnt[x]++
		}
	}
	for _, i := range d.cells[room] {
		d.sure[i] = len(cs) > 0 && cnt[i] == len(cs)
	}
}

// run narrows cand, starting from the regions of queue.
func (d *deducer) run(cand [][]placement, queue []int) bool {
	for k := range cand {
		if len(cand[k]) == 0 {
			return false
		}
		d.setSure(k, cand)
	}
	queued := make([]bool, len(cand))
	for _, k := range queue {
		queued[k] = true
	}
	push := func(k int) {
		for _, o := range append(d.near[k], k) {
			if !queued[o] {
				queued[o] = true
				queue = append(queue, o)
			}
		}
	}
	for {
		for len(queue) > 0 {
			room := queue[0]
			queue = queue[1:]
			queued[room] = false
			cs := cand[room]
			keep := cs[:0]
			for _, pl := range cs {
				if d.fits(pl, room, cand) {
					keep = append(keep, pl)
				}
			}
			if len(keep) == 0 {
				return false
			}
			if len(keep) < len(cs) {
				cand[room] = keep
				d.setSure(room, cand)
				push(room)
			}
		}
		before := make([]int, len(cand))
		for k := range cand {
			before[k] = len(cand[k])
		}
		ok, cut := d.p.oneComponent(cand)
		if !ok {
			return false
		}
		if !cut {
			return true
		}
		for k := range cand {
			if len(cand[k]) == 0 {
				return false
			}
			if len(cand[k]) < before[k] {
				d.setSure(k, cand)
				push(k)
			}
		}
	}
}

// fits reports whether candidate pl of region room survives the rules
// of deduce.
func (d *deducer) fits(pl placement, room int, cand [][]placement) bool {
	const maxPair = 400
	p := d.p
	C := p.Cols
	d.stamp++
	st := d.stamp
	for _, x := range pl.cells {
		d.mark[x] = st
	}
	var nb []int
	for _, x := range pl.cells {
		r, c := x/C, x%C
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				rr, cc := r+dr, c+dc
				if rr < 0 || rr >= p.Rows || cc < 0 || cc >= C {
					continue
				}
				y := rr*C + cc
				d.king[y] = st
				if (dr == 0) != (dc == 0) && d.mark[y] != st {
					d.adj[y] = st
					if o := p.Room[y]; o != room && !contains(nb, o) {
						nb = append(nb, o)
					}
				}
			}
		}
	}
	in := func(x int) bool {
		return d.mark[x] == st || d.qmark[x] == st || (d.sure[x] && p.Room[x] != room)
	}
	if p.block(pl, in) {
		return false
	}
	touches := p.Rooms < 2
	for _, o := range nb {
		if len(cand[o]) > maxPair {
			touches = true
			continue
		}
		ok := false
		for _, q := range cand[o] {
			t, close := false, false
			for _, y := range q.cells {
				t = t || d.adj[y] == st
				close = close || d.king[y] == st
			}
			if t && q.shape == pl.shape {
				continue
			}
			if close {
				for _, y := range q.cells {
					d.qmark[y] = st
				}
				bad := p.block(pl, in)
				for _, y := range q.cells {
					d.qmark[y] = 0
				}
				if bad {
					continue
				}
			}
			ok = true
			if t {
				touches = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return touches
}

// oneComponent keeps only the candidates inside the one connected
// component of the cells some candidate shades that holds a candidate
// of every region (the shaded cells are connected, so they all lie in
// such a component). It reports false when no component does, and
// whether it removed candidates.
func (p *Puzzle) oneComponent(cand [][]placement) (ok, cut bool) {
	n := p.Cells()
	possible := make([]bool, n)
	for _, cs := range cand {
		for _, pl := range cs {
			for _, x := range pl.cells {
				possible[x] = true
			}
		}
	}
	comp := make([]int, n)
	for i := range comp {
		comp[i] = -1
	}
	k := 0
	for s := 0; s < n; s++ {
		if !possible[s] || comp[s] >= 0 {
			continue
		}
		comp[s] = k
		stack := []int{s}
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, y := range p.neighbours(x) {
				if possible[y] && comp[y] < 0 {
					comp[y] = k
					stack = append(stack, y)
				}
			}
		}
		k++
	}
	if k == 1 {
		return true, false
	}
	// the components holding a candidate of every region
	good := -1
	for c := 0; c < k; c++ {
		all := true
		for _, cs := range cand {
			has := false
			for _, pl := range cs {
				if comp[pl.cells[0]] == c {
					has = true
					break
				}
			}
			if !has {
				all = false
				break
			}
		}
		if all {
			if good >= 0 {
				return true, false // two of them: keep everything
			}
			good = c
		}
	}
	if good < 0 {
		return false, false
	}
	for room, cs := range cand {
		keep := cs[:0]
		for _, pl := range cs {
			if comp[pl.cells[0]] == good {
				keep = append(keep, pl)
			} else {
				cut = true
			}
		}
		cand[room] = keep
	}
	return true, cut
}

// block reports whether a 2x2 block holding a cell of pl has every cell
// shaded by shaded.
func (p *Puzzle) block(pl placement, shaded func(int) bool) bool {
	C := p.Cols
	for _, x := range pl.cells {
		r, c := x/C, x%C
		for _, d := range [4][2]int{{0, 0}, {0, -1}, {-1, 0}, {-1, -1}} {
			rr, cc := r+d[0], c+d[1]
			if rr < 0 || cc < 0 || rr+1 >= p.Rows || cc+1 >= C {
				continue
			}
			t := rr*C + cc
			if shaded(t) && shaded(t+1) && shaded(t+C) && shaded(t+C+1) {
				return true
			}
		}
	}
	return false
}

// touch reports whether two tetrominoes have cells side by side.
func (p *Puzzle) touch(a, b placement) bool {
	for _, x := range a.cells {
		for _, y := range b.cells {
			if p.adjacent(x, y) {
				return true
			}
		}
	}
	return false
}

// adjacent reports whether cells x and y are side by side.
func (p *Puzzle) adjacent(x, y int) bool {
	d := x - y
	if d == p.Cols || d == -p.Cols {
		return true
	}
	return (d == 1 || d == -1) && x/p.Cols == y/p.Cols
}

func contains(xs []int, v int) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

// probe tries each candidate of each region with more than one: when
// deduce, with the region's candidates cut to that one, finds no
// solution, the candidate goes. It repeats until nothing goes and
// reports false when some region is left with none. Probing stops early
// when ctx is done.
func (p *Puzzle) probe(ctx context.Context, cand [][]placement) bool {
	if !p.deduce(cand) {
		return false
	}
	trial := make([][]placement, len(cand))
	d := newDeducer(p)
	for changed := true; changed; {
		changed = false
		for room := range cand {
			if len(cand[room]) < 2 {
				continue
			}
			keep := make([]placement, 0, len(cand[room]))
			for _, pl := range cand[room] {
				if ctx.Err() != nil {
					return true
				}
				for k := range cand {
					trial[k] = append(trial[k][:0], cand[k]...)
				}
				trial[room] = append(trial[room][:0], pl)
				if d.run(trial, append([]int{room}, d.near[room]...)) {
					keep = append(keep, pl)
				}
			}
			if len(keep) < len(cand[room]) {
				changed = true
				cand[room] = keep
				if !p.deduce(cand) {
					return false
				}
			}
		}
	}
	return true
}
