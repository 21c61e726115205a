package nurikabe

import (
	"encoding/binary"

	"github.com/zqlang/zq/topdown"
)

// Fixed values of a cell for the construction.
const (
	open int8 = iota
	unshaded
	shaded
)

// unknownCode is the clue code of a number not given.
const unknownCode = 0xffff

// spec is the frontier-based construction of every solution of a
// puzzle: variable i is cell i (row-major), taken when shaded.
//
// Deciding cell (r, c), the frontier is the previous Cols cells: byte k
// of the state (k < Cols) is cell (r, k) for k < c and cell (r-1, k)
// for k >= c, 0 before row 0 and otherwise the label of its component
// (shaded cells and islands of unshaded cells alike), numbered 1, 2,
// ... by first position. Byte Cols says whether (r-1, c-1) is shaded
// (for the 2x2 rule), byte Cols+1 whether the shaded cells have closed
// (their component left the frontier, so no cell may be shaded again).
// Then four bytes per label: its island's kind (0 for a shaded piece;
// plain, numbered or anySize) and value: a plain island's size, the
// cells a numbered island still wants (so islands with the same want
// are the same state whatever their numbers), 0 for a number not given.
//
// Shading (r, c) is refused on a number, next to a shaded 2x2 corner,
// or after the shaded cells closed; leaving it unshaded merges it with
// the islands above and to the left, refused when that joins two
// numbers or grows the island past its number (an island without a
// number past the largest number). When (r-1, c) leaves the frontier as
// the last cell of its component, an island must hold its number's
// count of cells; a shaded component must be the only one, and the
// shaded cells close. After the last cell the components still on the
// frontier are judged the same way.
type spec struct {
	p    *Puzzle
	w, n int
	code []uint16 // each cell's clue code
	// later[v] is the largest island a number after cell v allows (0
	// for none; a number not given allows any)
	later []int
	fixed []int8
}

func clueCode(v, n int) uint16 {
	switch v {
	case NoNumber:
		return 0
	case Unknown:
		return unknownCode
	}
	return uint16(min(v, n+1) + 1)
}

func newSpec(p *Puzzle, fixed []int8) *spec {
	n := p.Cells()
	s := &spec{p: p, w: p.Cols, n: n, code: make([]uint16, n), fixed: make([]int8, n), later: make([]int, n)}
	if fixed != nil {
		copy(s.fixed, fixed)
	}
	for i, v := range p.Nums {
		s.code[i] = clueCode(v, n)
		if v != NoNumber {
			s.fixed[i] = unshaded
		}
	}
	for i := n - 2; i >= 0; i-- {
		s.later[i] = s.later[i+1]
		switch v := p.Nums[i+1]; v {
		case NoNumber:
		case Unknown:
			s.later[i] = n
		default:
			s.later[i] = max(s.later[i], min(v, n))
		}
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return s.w + 2 + 4*s.w }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return s.n }

// Root implements topdown.Spec: nothing decided.
func (s *spec) Root(state []byte) int {
	clear(state)
	return 0
}

// Kinds of island in the state.
const (
	plain    = 1 // no number yet: val is its size
	numbered = 2 // val is the cells its number still wants
	anySize  = 3 // a number not given: val is 0
)

// done reports whether an island of kind k and value val is complete.
func done(k uint16, val int) bool {
	return k == anySize || (k == numbered && val == 0)
}

// joinable reports whether every island without a number on the
// frontier after cell v can still get one: by joining a numbered
// island on the frontier with room for it, or a number after v that
// allows an island of its size and one more cell.
func (s *spec) joinable(lab []byte, kind []uint16, val []int32, v int) bool {
	room := s.later[v] - 1
	for _, x := range lab {
		switch kind[x] {
		case anySize:
			return true
		case numbered:
			room = max(room, int(val[x]))
		}
	}
	for _, x := range lab {
		if kind[x] == plain && int(val[x]) > room {
			return false
		}
	}
	return true
}

// Child implements topdown.Spec.
func (s *spec) Child(state []byte, v int, take bool) int {
	w := s.w
	r, c := v/w, v%w
	lab := state[:w]
	info := state[w+2:]
	var kind [256]uint16
	var val [256]int32 // cells wanted or held: at most the board's, below 1<<17
	for k := 0; k < w; k++ {
		if l := lab[k]; l != 0 && kind[l] == 0 {
			kind[l] = binary.LittleEndian.Uint16(info[4*(l-1):])
			val[l] = int32(binary.LittleEndian.Uint16(info[4*(l-1)+2:]))
		}
	}
	isl := func(l byte) bool { return kind[l] != 0 }
	shd := func(l byte) bool { return l != 0 && kind[l] == 0 }
	var up, left byte
	if r > 0 {
		up = lab[c]
	}
	if c > 0 {
		left = lab[c-1]
	}
	upShaded := shd(up)
	present := func(l byte) bool {
		for _, x := range lab {
			if x == l {
				return true
			}
		}
		return false
	}
	if take {
		if s.fixed[v] == unshaded || state[w+1] != 0 {
			return topdown.Reject
		}
		if r > 0 && c > 0 && shd(up) && shd(left) && state[w] != 0 {
			return topdown.Reject
		}
		nl := byte(255)
		switch {
		case shd(up) && shd(left):
			for k, x := range lab {
				if x == left {
					lab[k] = up
				}
			}
			nl = up
		case shd(up):
			nl = up
		case shd(left):
			nl = left
		}
		lab[c] = nl
		if isl(up) && !present(up) && !done(kind[up], int(val[up])) {
			return topdown.Reject
		}
	} else {
		if s.fixed[v] == shaded {
			return topdown.Reject
		}
		var k uint16
		var x int
		switch cd := s.code[v]; cd {
		case 0:
			k, x = plain, 1
		case unknownCode:
			k, x = anySize, 0
		default:
			k, x = numbered, int(cd)-2
		}
		join := func(l byte) bool {
			switch {
			case kind[l] == plain && k == plain:
				x += int(val[l])
			case kind[l] == plain && k == numbered:
				x -= int(val[l])
			case kind[l] == plain: // anySize
			case k == plain && kind[l] == numbered:
				k, x = numbered, int(val[l])-x
			case k == plain: // kind[l] == anySize
				k, x = anySize, 0
			default:
				return false // two numbers
			}
			return true
		}
		if isl(up) && !join(up) {
			return topdown.Reject
		}
		if isl(left) && left != up && !join(left) {
			return topdown.Reject
		}
		if k == numbered && x < 0 {
			return topdown.Reject
		}
		const nl = 254
		for i, y := range lab {
			if y != 0 && (y == up && isl(up) || y == left && isl(left)) {
				lab[i] = nl
			}
		}
		lab[c] = nl
		kind[nl], val[nl] = k, int32(x)
		if upShaded && !present(up) {
			// the shaded component of (r-1, c) closes
			for _, y := range lab {
				if shd(y) {
					return topdown.Reject
				}
			}
			state[w+1] = 1
		}
	}
	if !s.joinable(lab, kind[:], val[:], v) {
		return topdown.Reject
	}
	state[w] = 0
	if upShaded && c+1 < w {
		state[w] = 1
	}
	if v+1 == s.n {
		var sh byte
		for _, x := range lab {
			switch {
			case isl(x):
				if !done(kind[x], int(val[x])) {
					return topdown.Reject
				}
			case shd(x):
				if sh != 0 && sh != x {
					return topdown.Reject
				}
				sh = x
			}
		}
		return topdown.Accept
	}
	// renumber by first position and write the islands' records
	var m [256]byte
	var next byte
	clear(info)
	for k, x := range lab {
		if x == 0 {
			continue
		}
		if m[x] == 0 {
			next++
			m[x] = next
			if kind[x] != 0 {
				binary.LittleEndian.PutUint16(info[4*(next-1):], kind[x])
				binary.LittleEndian.PutUint16(info[4*(next-1)+2:], uint16(val[x]))
			}
		}
		lab[k] = m[x]
	}
	return v + 1
}
