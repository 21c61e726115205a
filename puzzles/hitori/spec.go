package hitori

import "github.com/zqlang/zq/topdown"

// spec is the frontier-based construction of every solution of a
// puzzle: variable i is cell i (row-major), taken when shaded.
//
// Deciding cell (r, c), the frontier is the previous Cols cells: state
// byte k (k < Cols) is cell (r, k) for k < c and cell (r-1, k) for
// k >= c, 0 when shaded (or not there yet, in row 0) and otherwise the
// label of its component among the unshaded cells decided so far
// (labels numbered 1, 2, ... by first position, so that equal
// situations are equal bytes). Shading (r, c) is refused next to a
// shaded cell above or to the left; when (r-1, c), leaving the
// frontier, was the last frontier cell of its component, that component
// is closed for good, which is a solution only if it holds every
// unshaded cell and no cell is left (any next cell would touch a shaded
// one). Leaving (r, c) unshaded merges it with its unshaded neighbours
// above and to the left. After the last cell the frontier must hold at
// most one component.
//
// The no-repeat rule is in the state too: for column c at the boundary
// before row r, the numbers that occur both above and below it (its
// slots) each get a bit, set when that number was left unshaded above;
// the row has the same bits for its numbers that occur both left and
// right of the current cell. Leaving a cell unshaded is refused when
// its number's bit is set in its row or column. A number that does not
// occur on both sides of a boundary needs no bit there, so the masks
// stay a few bits wide on real boards, and a branch that repeats a
// number dies at the cell that repeats it.
type spec struct {
	p        *Puzzle
	w, n     int
	colBytes int // bytes of each column's mask
	rowBytes int // bytes of the row's mask
	cells    []cellInfo
	// fixed, if not nil, are cells the deductions fixed (unknown,
	// unshaded or shaded): the other way is refused.
	fixed []int8
}

// cellInfo are the mask transitions of deciding one cell: the slot of
// its own number before the cell in its column and row (-1 for none),
// and for each slot after it, the slot it comes from before (-1 for
// none) and whether it is the cell's own number.
type cellInfo struct {
	colIn, rowIn   int
	colOut, rowOut []slotFrom
}

type slotFrom struct {
	from int
	own  bool
}

// slots returns the numbers of vals that occur both in vals[:b] and in
// vals[b:], sorted.
func slots(vals []int, b int) []int {
	left := map[int]bool{}
	for _, v := range vals[:b] {
		if v != 0 {
			left[v] = true
		}
	}
	var both []int
	for _, v := range vals[b:] {
		if left[v] {
			both = append(both, v)
			left[v] = false
		}
	}
	return distinct(both)
}

func index(xs []int, v int) int {
	for i, x := range xs {
		if x == v {
			return i
		}
	}
	return -1
}

func transition(in, out []int, own int) []slotFrom {
	t := make([]slotFrom, len(out))
	for j, v := range out {
		t[j] = slotFrom{from: index(in, v), own: v == own}
	}
	return t
}

func newSpec(p *Puzzle, fixed []int8) *spec {
	s := &spec{p: p, w: p.Cols, n: p.Cells(), cells: make([]cellInfo, p.Cells()), fixed: fixed}
	maxCol, maxRow := 0, 0
	col := make([]int, p.Rows)
	for c := 0; c < p.Cols; c++ {
		for r := range col {
			col[r] = p.Num(r, c)
		}
		for r := 0; r < p.Rows; r++ {
			in, out := slots(col, r), slots(col, r+1)
			maxCol = max(maxCol, len(in), len(out))
			ci := &s.cells[r*p.Cols+c]
			ci.colIn = -1
			if col[r] != 0 {
				ci.colIn = index(in, col[r])
			}
			ci.colOut = transition(in, out, col[r])
		}
	}
	for r := 0; r < p.Rows; r++ {
		row := p.Nums[r*p.Cols : (r+1)*p.Cols]
		for c := 0; c < p.Cols; c++ {
			in, out := slots(row, c), slots(row, c+1)
			maxRow = max(maxRow, len(in), len(out))
			ci := &s.cells[r*p.Cols+c]
			ci.rowIn = -1
			if row[c] != 0 {
				ci.rowIn = index(in, row[c])
			}
			ci.rowOut = transition(in, out, row[c])
		}
	}
	s.colBytes = (maxCol + 7) / 8
	s.rowBytes = (maxRow + 7) / 8
	return s
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return s.w + s.w*s.colBytes + s.rowBytes }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return s.n }

// Root implements topdown.Spec: nothing decided.
func (s *spec) Root(state []byte) int {
	clear(state)
	return 0
}

func getBits(b []byte) uint64 {
	var x uint64
	for i, v := range b {
		x |= uint64(v) << (8 * i)
	}
	return x
}

func putBits(b []byte, x uint64) {
	for i := range b {
		b[i] = byte(x >> (8 * i))
	}
}

// TakeRejects implements topdown.TakeRejecter.
func (s *spec) TakeRejects(state []byte, v int) bool {
	if v+1 == s.n {
		// the verdict on the last frontier needs the child itself
		return s.shade(append([]byte(nil), state...), v, true) == topdown.Reject
	}
	return s.shade(state, v, false) == topdown.Reject
}

// Child implements topdown.Spec.
func (s *spec) Child(state []byte, v int, take bool) int {
	if take {
		return s.shade(state, v, true)
	}
	return s.unshade(state, v)
}

// next is the variable after v, or the verdict on the last frontier.
func (s *spec) next(lab []byte, v int) int {
	if v+1 < s.n {
		return v + 1
	}
	var one byte
	for _, l := range lab {
		if l != 0 {
			if one != 0 && l != one {
				return topdown.Reject
			}
			one = l
		}
	}
	return topdown.Accept
}

// shade decides cell v shaded; with write false it only tells whether
// that is refused, leaving state as it is.
func (s *spec) shade(state []byte, v int, write bool) int {
	if s.fixed != nil && s.fixed[v] == unshaded {
		return topdown.Reject
	}
	w := s.w
	r, c := v/w, v%w
	lab := state[:w]
	if (r > 0 && lab[c] == 0) || (c > 0 && lab[c-1] == 0) {
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
			if write {
				lab[c] = 0
				s.masks(state, v, false)
			}
			return topdown.Accept
		}
	}
	if !write {
		return v + 1
	}
	lab[c] = 0
	s.normalize(lab)
	s.masks(state, v, false)
	return s.next(lab, v)
}

// unshade decides cell v unshaded.
func (s *spec) unshade(state []byte, v int) int {
	if s.fixed != nil && s.fixed[v] == shaded {
		return topdown.Reject
	}
	w := s.w
	r, c := v/w, v%w
	ci := &s.cells[v]
	colM := state[w+c*s.colBytes : w+(c+1)*s.colBytes]
	rowM := state[w+w*s.colBytes:]
	if ci.colIn >= 0 && getBits(colM)>>ci.colIn&1 != 0 {
		return topdown.Reject
	}
	if ci.rowIn >= 0 && getBits(rowM)>>ci.rowIn&1 != 0 {
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
	s.masks(state, v, true)
	return s.next(lab, v)
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

// masks moves the column and row masks past cell v, unshaded or not.
func (s *spec) masks(state []byte, v int, unshaded bool) {
	w := s.w
	c := v % w
	ci := &s.cells[v]
	colM := state[w+c*s.colBytes : w+(c+1)*s.colBytes]
	rowM := state[w+w*s.colBytes:]
	putBits(colM, move(getBits(colM), ci.colOut, unshaded))
	if c == w-1 {
		clear(rowM)
	} else {
		putBits(rowM, move(getBits(rowM), ci.rowOut, unshaded))
	}
}

func move(in uint64, out []slotFrom, unshaded bool) uint64 {
	var x uint64
	for j, t := range out {
		if (t.from >= 0 && in>>t.from&1 != 0) || (unshaded && t.own) {
			x |= 1 << j
		}
	}
	return x
}
