package lightup

import "github.com/zqlang/zq/topdown"

// The column values of the state: what the white cells of the column's
// current segment (from the last black cell above down to the frontier)
// need from the cells below.
const (
	colFree    = 0 // no lamp in the segment, nothing dark waiting
	colLamp    = 1 // a lamp in the segment: the cells below are lit, and no lamp may come
	colPending = 2 // a dark cell of the segment waits for a lamp below
	colRow     = 3 // (current row only) this cell is dark: a lamp to its right in the row or below in the column must light it
)

// Fixed values of cells for the spec (deductions).
const (
	open   = 0
	lampOn = 1
	noLamp = 2
)

// spec is the frontier-based construction of the solutions: the cells
// in row-major order, a variable per white cell (taken: a lamp there).
//
// State: one byte per column (colFree, colLamp, colPending, colRow:
// for the columns left of the current cell, their cells of the current
// row; for the others, of the row above), a byte for the current row
// segment (1 when it holds a lamp), and a byte per slot of the numbers
// whose lamps are being counted (the lamps still missing plus one, 0
// for a free slot). A number at cell k counts from its first white
// neighbour to its last, all within C cells of k, so slot k mod (2C+1)
// is never shared.
type spec struct {
	p     *Puzzle
	R, C  int
	n     int
	w     int    // number slots, 2C+1
	fixed []int8 // per cell: open, lampOn, noLamp
	// per white cell: the numbered cells beside it
	nums [][]numRef
	bad  bool // a number has fewer white neighbours than its value

	// For hint sets (hints.go): per cell, -1 or, for a black cell that
	// may show a number, the number sol gives it (its variable, taken:
	// the cell shows it); sol's lamps; the state's byte that records
	// that the lamps differ from sol's.
	hint []int
	sol  []bool
	diff int
	// per hint cell: its white neighbours after it
	hintAfter []int
}

// numRef is a numbered cell beside a white cell v.
type numRef struct {
	slot        int  // its byte in the state
	val         int  // its number
	after       int  // its white neighbours after v
	first, last bool // v is its first, last white neighbour
	// for a hint cell: v comes before it, whose decision is still to
	// come (the slot counts lamps up), or after it (the slot holds the
	// lamps still missing plus one, 0 when it shows no number)
	pre, post bool
}

func newSpec(p *Puzzle, fixed []int8) *spec {
	s := &spec{p: p, R: p.Rows, C: p.Cols, n: p.N(), w: 2*p.Cols + 1, fixed: fixed}
	if s.fixed == nil {
		s.fixed = make([]int8, s.n)
	}
	s.nums = make([][]numRef, s.n)
	for k, v := range p.Cells {
		if v < 0 {
			continue
		}
		var ws []int
		for _, j := range p.neighbours(k) {
			if p.IsWhite(j) {
				ws = append(ws, j)
			}
		}
		// neighbours come in row-major order: up, left, right, down
		if len(ws) < v {
			s.bad = true
		}
		for i, j := range ws {
			s.nums[j] = append(s.nums[j], numRef{slot: s.C + 1 + k%s.w, val: v, after: len(ws) - 1 - i, first: i == 0, last: i == len(ws)-1})
		}
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int {
	if s.hint != nil {
		return s.C + 2 + s.w
	}
	return s.C + 1 + s.w
}

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return s.n }

// Root implements topdown.Spec.
func (s *spec) Root(st []byte) int {
	clear(st)
	if s.bad {
		return topdown.Reject
	}
	return s.advance(st, 0)
}

// endSegment closes the current row segment: its dark cells now need a
// lamp below in their columns.
func (s *spec) endSegment(st []byte) {
	for j := 0; j < s.C; j++ {
		if st[j] == colRow {
			st[j] = colPending
		}
	}
	st[s.C] = 0
}

// advance moves from cell i (not yet decided) to the next white cell,
// passing over black cells, which end the segments through them.
func (s *spec) advance(st []byte, i int) int {
	for ; i < s.n; i++ {
		if i > 0 && i%s.C == 0 {
			s.endSegment(st)
		}
		if s.p.IsWhite(i) {
			return i
		}
		c := i % s.C
		if st[c] == colPending {
			return topdown.Reject
		}
		st[c] = colFree
		s.endSegment(st)
		if s.hint != nil && s.hint[i] >= 0 {
			return i
		}
	}
	s.endSegment(st)
	for j := 0; j < s.C; j++ {
		if st[j] == colPending {
			return topdown.Reject
		}
	}
	if s.hint != nil && st[s.diff] == 0 {
		return topdown.Reject
	}
	return topdown.Accept
}

// hintTake returns the slot's value after taking the hint cell v (its
// number shown), or -1 when that is refused.
func (s *spec) hintTake(st []byte, v int) int {
	slot := s.C + 1 + v%s.w
	count := 0
	if st[slot] > 0 {
		count = int(st[slot]) - 1
	}
	rem := s.hint[v] - count
	if rem < 0 || rem > s.hintAfter[v] {
		return -1
	}
	if s.hintAfter[v] == 0 {
		return 0
	}
	return rem + 1
}

// TakeRejects implements topdown.TakeRejecter: the refusals of a lamp
// at v itself (a lamp in its row or column segment, a number beside it
// that has its lamps, a cell fixed without one; for a hint cell, a count
// it cannot meet). A take refused later, when advance passes black
// cells, is not foreseen: its node's 1-child is then the 0-terminal,
// which the reduction suppresses (the brute-force tests cover both).
func (s *spec) TakeRejects(st []byte, v int) bool {
	if !s.p.IsWhite(v) {
		return s.hintTake(st, v) < 0
	}
	if s.fixed[v] == noLamp || st[s.C] != 0 || st[v%s.C] == colLamp {
		return true
	}
	for _, x := range s.nums[v] {
		switch {
		case x.pre:
		case x.post:
			if st[x.slot] == 1 {
				return true
			}
		case (x.first && x.val == 0) || (!x.first && st[x.slot] == 1):
			return true
		}
	}
	return false
}

// Child implements topdown.Spec.
func (s *spec) Child(st []byte, v int, take bool) int {
	c := v % s.C
	if !s.p.IsWhite(v) {
		// a hint cell
		slot := s.C + 1 + v%s.w
		if !take {
			st[slot] = 0
		} else if x := s.hintTake(st, v); x < 0 {
			return topdown.Reject
		} else {
			st[slot] = byte(x)
		}
		return s.advance(st, v+1)
	}
	if s.sol != nil && s.sol[v] != take {
		st[s.diff] = 1
	}
	if take {
		if s.TakeRejects(st, v) {
			return topdown.Reject
		}
		st[c] = colLamp
		st[s.C] = 1
		for j := 0; j < c; j++ {
			if st[j] == colRow {
				st[j] = colFree
			}
		}
	} else {
		if s.fixed[v] == lampOn {
			return topdown.Reject
		}
		if st[s.C] == 0 && st[c] == colFree {
			st[c] = colRow
		}
	}
	for _, x := range s.nums[v] {
		if x.pre {
			if x.first {
				st[x.slot] = 1
			}
			if take {
				st[x.slot]++
			}
			continue
		}
		if x.post && st[x.slot] == 0 {
			continue
		}
		if x.first && !x.post {
			st[x.slot] = byte(x.val + 1)
		}
		if take {
			st[x.slot]--
		}
		if int(st[x.slot])-1 > x.after {
			return topdown.Reject
		}
		if x.last {
			st[x.slot] = 0
		}
	}
	return s.advance(st, v+1)
}
