package heyawake

import "github.com/zqlang/zq/topdown"

// spec is the frontier-based construction of every solution of a
// puzzle: variable i is cell i (row-major), taken when shaded.
//
// Deciding cell (r, c), the frontier is the previous Cols cells: state
// byte k (k < Cols) is cell (r, k) for k < c and cell (r-1, k) for
// k >= c, 0 when shaded (or not there yet, in row 0) and otherwise the
// label of its component among the unshaded cells decided so far
// (labels numbered 1, 2, ... by first position). Then come a bit per
// column, set when the column's run of unshaded cells ending at the
// frontier has crossed one border; a byte of flags (some cell shaded;
// the row's run of unshaded cells ending at the cell to the left has
// crossed one border); and a slot per numbered room that has begun and
// not ended, with the number of cells it still must shade (rooms share
// slots when one ends before the other begins).
//
// Shading is refused next to a shaded cell above or to the left, and
// when the cell above leaves the frontier as the last cell of its
// component (unless that is the end, every other cell shaded). Leaving
// a cell unshaded merges it with its unshaded neighbours and extends
// the runs through it, refused when a run crosses its second border.
// A room's slot is set to its number at its first cell, counts down
// with each shaded cell, and must be 0 at its last cell; a branch dies
// as soon as the count is above the most cells of the room still to come
// that can be shaded, none touching another (found by matching).
type spec struct {
	p     *Puzzle
	w, n  int
	vb    int // bytes of the column bits
	sw    int // bytes of a slot
	nslot int
	slot  []int // each numbered room's slot (-1 for the others)
	// room, for each cell, the most cells of its room after it that can
	// be shaded (no two touching), and the same when it is shaded
	// itself (its neighbours then out)
	most, mostShaded []int
	first            []bool
	last             []bool
	// fixed, if not nil, are cells the deductions fixed (unknown,
	// unshaded or shaded): the other way is refused.
	fixed []int8
	// impossible is set when a number is above its room's cells.
	impossible bool
	// hinted, in the spec of hint sets (newHintSpec), marks the rooms
	// whose number a hint variable may give: their slot holds 0 while
	// no number is given, else the count still to shade plus 1.
	hinted []bool
}

const (
	flagShaded = 1 // some cell is shaded
	flagRow    = 2 // the row's run has crossed one border
)

func newSpec(p *Puzzle, fixed []int8) *spec { return newSpecOf(p, fixed, nil, nil) }

// newSpecOf makes the spec; with hinted set, the rooms it marks get
// slots for the numbers the hint variables give, at most max.
func newSpecOf(p *Puzzle, fixed []int8, hinted []bool, maxHint []int) *spec {
	n := p.Cells()
	s := &spec{p: p, w: p.Cols, n: n, vb: (p.Cols + 7) / 8, sw: 1, fixed: fixed,
		slot: make([]int, p.RoomCount()), first: make([]bool, n), last: make([]bool, n), hinted: hinted}
	// slots by interval colouring: rooms come in the order of their
	// first cells
	var free []int
	end := make([]int, 0) // the last cell of each slot's room
	for r := range s.slot {
		s.slot[r] = -1
		cells := p.RoomCells(r)
		s.first[cells[0]] = true
		s.last[cells[len(cells)-1]] = true
		v := p.Nums[r]
		if hinted != nil {
			v = -1
			if hinted[r] {
				v = 0
				if maxHint[r]+1 > 255 {
					s.sw = 2
				}
			}
		}
		if v < 0 {
			continue
		}
		if v > len(cells) {
			s.impossible = true
		}
		if v > 255 {
			s.sw = 2
		}
		free = free[:0]
		for k, e := range end {
			if e < cells[0] {
				free = append(free, k)
			}
		}
		if len(free) > 0 {
			s.slot[r] = free[0]
			end[free[0]] = cells[len(cells)-1]
		} else {
			s.slot[r] = len(end)
			end = append(end, cells[len(cells)-1])
		}
	}
	s.nslot = len(end)
	s.most, s.mostShaded = make([]int, n), make([]int, n)
	for r := range s.slot {
		if s.slot[r] >= 0 {
			s.bounds(p.RoomCells(r))
		}
	}
	return s
}

// bounds sets most and mostShaded for the cells of a room: the largest
// sets of its later cells no two of which touch, by König's theorem on
// the grid graph (bipartite): cells less a largest matching. Rooms of
// more than maxBounded cells get the count of later cells instead.
func (s *spec) bounds(cells []int) {
	const maxBounded = 256
	if len(cells) > maxBounded {
		for k, i := range cells {
			s.most[i] = len(cells) - 1 - k
			s.mostShaded[i] = s.most[i]
		}
		return
	}
	C := s.w
	touch := func(a, b int) bool {
		d := a - b
		return d == C || d == -C || (d == 1 && a%C != 0) || (d == -1 && b%C != 0)
	}
	for k, i := range cells {
		later := cells[k+1:]
		s.most[i] = independent(later, C)
		var apart []int
		for _, j := range later {
			if !touch(i, j) {
				apart = append(apart, j)
			}
		}
		s.mostShaded[i] = independent(apart, C)
	}
}

// independent is the size of a largest set of the cells (of a grid C
// wide) no two of which touch: the cells less a largest matching.
func independent(cells []int, C int) int {
	idx := make(map[int]int, len(cells))
	for k, i := range cells {
		idx[i] = k
	}
	mate := make([]int, len(cells))
	for k := range mate {
		mate[k] = -1
	}
	seen := make([]int, len(cells))
	run := 0
	var augment func(a int) bool
	augment = func(a int) bool {
		i := cells[a]
		for _, j := range [4]int{i - C, i + C, i - 1, i + 1} {
			if (j == i-1 && i%C == 0) || (j == i+1 && j%C == 0) {
				continue
			}
			b, ok := idx[j]
			if !ok || seen[b] == run {
				continue
			}
			seen[b] = run
			if mate[b] < 0 || augment(mate[b]) {
				mate[b], mate[a] = a, b
				return true
			}
		}
		return false
	}
	matched := 0
	for a, i := range cells {
		if (i/C+i%C)%2 == 0 {
			run++
			if augment(a) {
				matched++
			}
		}
	}
	return len(cells) - matched
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return s.w + s.vb + 1 + s.nslot*s.sw }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return s.n }

// Root implements topdown.Spec: nothing decided.
func (s *spec) Root(state []byte) int {
	clear(state)
	if s.impossible {
		return topdown.Reject
	}
	return 0
}

// Child implements topdown.Spec.
func (s *spec) Child(state []byte, v int, take bool) int {
	if take {
		return s.shade(state, v)
	}
	return s.unshade(state, v)
}

func (s *spec) getSlot(state []byte, k int) int {
	o := s.w + s.vb + 1 + k*s.sw
	if s.sw == 1 {
		return int(state[o])
	}
	return int(state[o]) | int(state[o+1])<<8
}

func (s *spec) putSlot(state []byte, k, x int) {
	o := s.w + s.vb + 1 + k*s.sw
	state[o] = byte(x)
	if s.sw == 2 {
		state[o+1] = byte(x >> 8)
	}
}

// count moves the slot of cell v's room past v; false when the room's
// number can no longer be met.
func (s *spec) count(state []byte, v int, shaded bool) bool {
	room := s.p.Room[v]
	k := s.slot[room]
	if k < 0 {
		return true
	}
	if s.hinted != nil {
		x := s.getSlot(state, k)
		if x == 0 {
			return true
		}
		x--
		if shaded {
			if x == 0 {
				return false
			}
			x--
		}
		if x > s.most[v] || (shaded && x > s.mostShaded[v]) {
			return false
		}
		if s.last[v] {
			s.putSlot(state, k, 0)
		} else {
			s.putSlot(state, k, x+1)
		}
		return true
	}
	x := 0
	if s.first[v] {
		x = s.p.Nums[room]
	} else {
		x = s.getSlot(state, k)
	}
	if shaded {
		if x == 0 {
			return false
		}
		x--
	}
	if x > s.most[v] || (shaded && x > s.mostShaded[v]) {
		return false
	}
	if s.last[v] {
		x = 0 // x == 0 here: the slot is free again
	}
	s.putSlot(state, k, x)
	return true
}

func (s *spec) colBit(state []byte, c int) bool {
	return state[s.w+c/8]>>(c%8)&1 != 0
}

func (s *spec) setColBit(state []byte, c int, on bool) {
	if on {
		state[s.w+c/8] |= 1 << (c % 8)
	} else {
		state[s.w+c/8] &^= 1 << (c % 8)
	}
}

func (s *spec) flags(state []byte) *byte { return &state[s.w+s.vb] }

// shade decides cell v shaded.
func (s *spec) shade(state []byte, v int) int {
	if s.fixed != nil && s.fixed[v] == unshaded {
		return topdown.Reject
	}
	w := s.w
	r, c := v/w, v%w
	lab := state[:w]
	if (r > 0 && lab[c] == 0) || (c > 0 && lab[c-1] == 0) {
		return topdown.Reject
	}
	if !s.count(state, v, true) {
		return topdown.Reject
	}
	if r > 0 {
		// (r-1, c) leaves the frontier: is it its component's last cell?
		l, alone, others := lab[c], true, false
		for k, x := range lab {
			if k != c && x != 0 {
				if x == l {
					alone = false
					break
				}
				others = true
			}
		}
		if alone && (others || v+1 < s.n) {
			return topdown.Reject
		}
		if alone {
			return topdown.Accept
		}
	}
	lab[c] = 0
	s.normalize(lab)
	s.setColBit(state, c, false)
	f := s.flags(state)
	*f = (*f | flagShaded) &^ flagRow
	return s.next(state, v)
}

// unshade decides cell v unshaded.
func (s *spec) unshade(state []byte, v int) int {
	if s.fixed != nil && s.fixed[v] == shaded {
		return topdown.Reject
	}
	w := s.w
	r, c := v/w, v%w
	if !s.count(state, v, false) {
		return topdown.Reject
	}
	lab := state[:w]
	up, left := byte(0), byte(0)
	if r > 0 {
		up = lab[c]
	}
	if c > 0 {
		left = lab[c-1]
	}
	f := s.flags(state)
	if left != 0 {
		crossed := *f&flagRow != 0
		if s.p.borderRight(v - 1) {
			if crossed {
				return topdown.Reject
			}
			crossed = true
		}
		if crossed {
			*f |= flagRow
		} else {
			*f &^= flagRow
		}
	} else {
		*f &^= flagRow
	}
	if up != 0 {
		crossed := s.colBit(state, c)
		if s.p.borderBelow(v - w) {
			if crossed {
				return topdown.Reject
			}
			crossed = true
		}
		s.setColBit(state, c, crossed)
	} else {
		s.setColBit(state, c, false)
	}
	switch {
	case up != 0 && left != 0 && up != left:
		for k, x := range lab {
			if x == left {
				lab[k] = up
			}
		}
		lab[c] = up
	case up != 0:
		lab[c] = up
	case left != 0:
		lab[c] = left
	default:
		lab[c] = 0xff // a new component, numbered by normalize
	}
	s.normalize(lab)
	return s.next(state, v)
}

// next is the variable after v, or the verdict on the last frontier.
func (s *spec) next(state []byte, v int) int {
	if v%s.w == s.w-1 {
		*s.flags(state) &^= flagRow
	}
	if v+1 < s.n {
		return v + 1
	}
	if *s.flags(state)&flagShaded == 0 {
		return topdown.Reject
	}
	var one byte
	for _, l := range state[:s.w] {
		if l != 0 {
			if one != 0 && l != one {
				return topdown.Reject
			}
			one = l
		}
	}
	return topdown.Accept
}

// normalize renumbers the labels 1, 2, ... by first position.
func (s *spec) normalize(lab []byte) {
	var m [256]byte
	var next byte
	for k, x := range lab {
		if x == 0 {
			continue
		}
		if m[x] == 0 {
			next++
			m[x] = next
		}
		lab[k] = m[x]
	}
}
