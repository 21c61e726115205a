package nurimisaki

import "github.com/zqlang/zq/topdown"

// spec is the frontier-based construction of every solution of a
// puzzle: variable i is cell i (row-major), taken when shaded.
//
// Deciding cell (r, c), the frontier is the previous Cols cells, one a
// column. The state holds, for each column: the component label of the
// frontier cell among the unshaded cells (0 shaded), as Hitori's spec
// does; g, the number of its unshaded neighbours decided so far (up to
// 2), which is final when the cell below is decided (or, on the last
// row, the cell to the right), when a circle must have exactly one and
// a plain unshaded cell any other number; and the sight counts as
// Kurodoko's spec keeps them (a number sees its row's run and its
// column's run, left + right + up + down = n - 1): u, the length of the
// column's run of unshaded cells ending at the frontier (kept only up
// to the largest number below); d, how many more unshaded cells the run
// must take below before it stops (0: none fixed, else d+1); p, for a
// numbered cell of the current row whose run has not ended and whose
// column's run is not fixed, its right + down still to see (0: none,
// else that plus 1). For the row: h, the length of the row's run ending
// at the cell to the left (kept up to the largest number to the right);
// e, the column where the run must end (0: none, else e+1); q, whether
// the cell up and to the left is shaded (for the 2x2 rules); a byte of
// flags (some cell shaded; a component of unshaded cells has left the
// frontier, so no cell after it is unshaded).
type spec struct {
	p    *Puzzle
	w, n int
	sw   int // bytes of a count
	nums []int
	// capBelow and capRight are the largest numbers below a cell in
	// its column and to its right in its row (0 for none)
	capBelow, capRight                       []int
	offU, offD, offP, offG, offH, offE, offQ int
	offF, size                               int
	// hint, in the spec of hint sets, is the state byte set by a hint
	// variable taken just before its circle (-1: none): the circle
	// shows its number only then
	hint int
	// fixed, if not nil, are cells the deductions fixed
	fixed []int8
}

// Cell states of the deductions.
const (
	unknown  int8 = -1
	unshaded int8 = 0
	shaded   int8 = 1
)

// Flags of the state.
const (
	someShaded = 1
	closed     = 2
)

func newSpec(p *Puzzle, hint bool, fixed []int8) *spec {
	R, C := p.Rows, p.Cols
	n := R * C
	nums := p.Nums
	s := &spec{p: p, w: C, n: n, sw: 1, nums: nums, capBelow: make([]int, n), capRight: make([]int, n), hint: -1, fixed: fixed}
	big := max(R, C) + 1
	for i := n - 1; i >= 0; i-- {
		r, c := i/C, i%C
		if r+1 < R {
			s.capBelow[i] = max(s.capBelow[i+C], nums[i+C])
		}
		if c+1 < C {
			s.capRight[i] = max(s.capRight[i+1], nums[i+1])
		}
		big = max(big, nums[i]+1)
	}
	if big > 255 {
		s.sw = 2
	}
	s.offU = C
	s.offD = s.offU + C*s.sw
	s.offP = s.offD + C*s.sw
	s.offG = s.offP + C*s.sw
	s.offH = s.offG + C
	s.offE = s.offH + s.sw
	s.offQ = s.offE + s.sw
	s.offF = s.offQ + 1
	s.size = s.offF + 1
	if hint {
		s.hint = s.size
		s.size++
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return s.size }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return s.n }

// Root implements topdown.Spec: nothing decided.
func (s *spec) Root(state []byte) int {
	clear(state)
	return 0
}

func (s *spec) get(state []byte, o int) int {
	if s.sw == 1 {
		return int(state[o])
	}
	return int(state[o]) | int(state[o+1])<<8
}

func (s *spec) put(state []byte, o, x int) {
	state[o] = byte(x)
	if s.sw == 2 {
		state[o+1] = byte(x >> 8)
	}
}

// Child implements topdown.Spec.
func (s *spec) Child(state []byte, v int, take bool) int {
	num := s.nums[v]
	if s.hint >= 0 && num != NoNumber {
		if state[s.hint] == 0 {
			num = Unknown
		}
		state[s.hint] = 0
	}
	if take {
		return s.shade(state, v, num)
	}
	return s.unshade(state, v, num)
}

// deadEnd reports whether an unshaded cell i with k unshaded neighbours
// in the end obeys the circles' rule: a circle has exactly one, a plain
// cell any other number.
func (s *spec) deadEnd(i, k int) bool {
	return (k == 1) == (s.nums[i] != NoNumber)
}

// finishRun ends the current row's run of unshaded cells at column e
// of row r: the pending numbers turn into their columns' runs' lengths
// below; false when that cannot be.
func (s *spec) finishRun(state []byte, r, e int) bool {
	if x := s.get(state, s.offE); x != 0 && x-1 != e {
		return false
	}
	rest := s.p.Rows - 1 - r
	for c := 0; c <= e; c++ {
		o := s.offP + c*s.sw
		x := s.get(state, o)
		if x == 0 {
			continue
		}
		down := x - 1 - (e - c)
		if down < 0 || down > rest {
			return false
		}
		s.put(state, s.offD+c*s.sw, down+1)
		s.put(state, o, 0)
	}
	s.put(state, s.offE, 0)
	return true
}

// shade decides cell v shaded.
func (s *spec) shade(state []byte, v, num int) int {
	if num != NoNumber || (s.fixed != nil && s.fixed[v] == unshaded) {
		return topdown.Reject
	}
	w := s.w
	r, c := v/w, v%w
	last := r == s.p.Rows-1
	lab := state[:w]
	if r > 0 && c > 0 && lab[c] == 0 && lab[c-1] == 0 && state[s.offQ] == 1 {
		return topdown.Reject // a 2x2 block all shaded
	}
	if x := s.get(state, s.offD+c*s.sw); x > 1 {
		return topdown.Reject // the column's run must go on
	}
	if c > 0 && !s.finishRun(state, r, c-1) {
		return topdown.Reject
	}
	g := state[s.offG : s.offG+w]
	if r > 0 && lab[c] != 0 && !s.deadEnd(v-w, int(g[c])) {
		return topdown.Reject
	}
	if last && c > 0 && lab[c-1] != 0 && !s.deadEnd(v-1, int(g[c-1])) {
		return topdown.Reject
	}
	state[s.offQ] = 0
	if r > 0 && lab[c] == 0 {
		state[s.offQ] = 1
	}
	if r > 0 && lab[c] != 0 {
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
		if alone {
			if others {
				return topdown.Reject
			}
			state[s.offF] |= closed
		}
	}
	lab[c] = 0
	normalize(lab)
	g[c] = 0
	s.put(state, s.offU+c*s.sw, 0)
	s.put(state, s.offD+c*s.sw, 0)
	s.put(state, s.offH, 0)
	state[s.offF] |= someShaded
	return s.next(state, v)
}

// unshade decides cell v unshaded.
func (s *spec) unshade(state []byte, v, num int) int {
	if (s.fixed != nil && s.fixed[v] == shaded) || state[s.offF]&closed != 0 {
		return topdown.Reject
	}
	w := s.w
	r, c := v/w, v%w
	last := r == s.p.Rows-1
	lab := state[:w]
	upU, leftU := r > 0 && lab[c] != 0, c > 0 && lab[c-1] != 0
	if r > 0 && c > 0 && upU && leftU && state[s.offQ] == 0 {
		return topdown.Reject // a 2x2 block all unshaded
	}
	g := state[s.offG : s.offG+w]
	k := 0
	if upU {
		if !s.deadEnd(v-w, int(g[c])+1) {
			return topdown.Reject
		}
		k++
	}
	if leftU {
		g[c-1] = min(g[c-1]+1, 2)
		if g[c-1] > 1 && s.nums[v-1] != NoNumber {
			return topdown.Reject
		}
		if last && !s.deadEnd(v-1, int(g[c-1])) {
			return topdown.Reject
		}
		k++
	}
	if k > 1 && num != NoNumber {
		return topdown.Reject
	}
	if last && c == w-1 && !s.deadEnd(v, k) {
		return topdown.Reject
	}
	g[c] = byte(k)
	state[s.offQ] = 0
	if r > 0 && lab[c] == 0 {
		state[s.offQ] = 1
	}
	dd := -1
	if x := s.get(state, s.offD+c*s.sw); x != 0 {
		if x == 1 {
			return topdown.Reject // the column's run must stop above
		}
		dd = x - 2
	}
	up, left := 0, 0
	if upU {
		up = s.get(state, s.offU+c*s.sw)
	}
	if leftU {
		left = s.get(state, s.offH)
	}
	end := s.get(state, s.offE) - 1 // -1: none
	if end >= 0 && c > end {
		return topdown.Reject // the row's run must have stopped
	}
	rest := s.p.Rows - 1 - r
	if num >= 0 {
		need := num - 1 - up - left
		if need < 0 {
			return topdown.Reject
		}
		switch {
		case dd >= 0:
			right := need - dd
			if right < 0 || c+right >= w || (end >= 0 && end != c+right) {
				return topdown.Reject
			}
			s.put(state, s.offE, c+right+1)
		case end >= 0:
			down := need - (end - c)
			if down < 0 || down > rest {
				return topdown.Reject
			}
			dd = down
		default:
			if need > rest+(w-1-c) {
				return topdown.Reject
			}
			s.put(state, s.offP+c*s.sw, need+1)
		}
	}
	if dd > rest {
		return topdown.Reject
	}
	s.put(state, s.offD+c*s.sw, dd+1)
	s.put(state, s.offU+c*s.sw, min(up+1, s.capBelow[v]))
	s.put(state, s.offH, min(left+1, s.capRight[v]))
	upL, leftL := byte(0), byte(0)
	if r > 0 {
		upL = lab[c]
	}
	if c > 0 {
		leftL = lab[c-1]
	}
	switch {
	case upL != 0 && leftL != 0 && upL != leftL:
		for k, x := range lab {
			if x == leftL {
				lab[k] = upL
			}
		}
		lab[c] = upL
	case upL != 0:
		lab[c] = upL
	case leftL != 0:
		lab[c] = leftL
	default:
		lab[c] = 0xff
	}
	normalize(lab)
	if c == w-1 && !s.finishRun(state, r, c) {
		return topdown.Reject
	}
	return s.next(state, v)
}

// next is the variable after v, or the verdict on the last frontier.
func (s *spec) next(state []byte, v int) int {
	if v%s.w == s.w-1 {
		s.put(state, s.offH, 0)
	}
	if v+1 < s.n {
		return v + 1
	}
	if state[s.offF]&someShaded == 0 {
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
func normalize(lab []byte) {
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
