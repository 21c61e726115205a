package shakashaka

import "github.com/zqlang/zq/topdown"

// vertexOK[tl][tr][br][bl] (kinds 0..5 of the four cells around a grid
// vertex, 1 outside the board) reports whether the white parts around
// the vertex make only corners of 90 degrees or straight lines: the
// eight 45-degree sectors around it (each the half of a cell's corner
// beside one of its sides, black exactly when that side is black) form
// cyclic runs of white of length 2 (a right angle) or 4 (a straight
// line), or are all white. A white area all of whose corners are right
// angles is a rectangle, upright or turned by 45 degrees; an area with
// a hole or a corner of 45, 135, 225 or 270 degrees breaks this at
// some vertex.
var vertexOK [6][6][6][6]bool

func init() {
	for tl := 0; tl < 6; tl++ {
		for tr := 0; tr < 6; tr++ {
			for br := 0; br < 6; br++ {
				for bl := 0; bl < 6; bl++ {
					vertexOK[tl][tr][br][bl] = vertexRule(tl, tr, br, bl)
				}
			}
		}
	}
}

func vertexRule(tl, tr, br, bl int) bool {
	// clockwise from north: TR beside its left side, TR beside its
	// bottom, BR beside its top, BR beside its left, BL beside its
	// right, BL beside its top, TL beside its bottom, TL beside its right
	w := [8]bool{
		!blackSide(tr, 3), !blackSide(tr, 2), !blackSide(br, 0), !blackSide(br, 3),
		!blackSide(bl, 1), !blackSide(bl, 0), !blackSide(tl, 2), !blackSide(tl, 1),
	}
	start := -1
	for k := range w {
		if !w[k] {
			start = k
			break
		}
	}
	if start < 0 {
		return true
	}
	run := 0
	for k := 1; k <= 8; k++ {
		if w[(start+k)%8] {
			run++
			continue
		}
		if run != 0 && run != 2 && run != 4 {
			return false
		}
		run = 0
	}
	return true
}

// spec is the frontier-based construction of every solution: the
// variables of cell i are 4i..4i+3, triangle 2..5 in it; at most one is
// taken, and black cells have none. In hint mode (hints.go) cell i has
// variables 5i (a black candidate cell shows its number) and
// 5i+1..5i+4 (its triangles).
//
// State, deciding cell (r, c):
//   - bytes 0..C-1: the kinds of the frontier cells, (r, k) for k < c
//     and (r-1, k) for k >= c (0 white, 1 black or not there, 2..5);
//   - byte C: the kind of (r-1, c-1);
//   - bytes C+1..C+3C: the numbers between their first and last
//     neighbour, the number at (r, c) in slot 3c + r mod 3, each the
//     triangles it still needs, plus 1 (0 when not open; in hint mode
//     deadSlot for a number not met whose cell is still to come);
//   - byte 4C+1: 1 once some triangle is placed;
//   - hint mode, byte 4C+2: 1 once the placement differs from the
//     given one.
//
// A cell completes the grid vertices it is the last cell of (its top
// left corner, and on the last column or row the corners there), each
// checked against vertexOK.
type spec struct {
	p    *Puzzle
	R, C int
	n    int
	// nums[i] are the numbers cell i is a free neighbour of
	nums [][]numEvent
	want []int   // the number of each numbered (or candidate) cell
	nbrs [][]int // the free neighbours of each of them, ascending
	// hint mode: the given kinds and the candidate black cells
	sol  []int
	cand []bool
	// dom, if not nil, are the kinds the deductions left each cell
	dom []uint8
}

type numEvent struct {
	cell        int
	slot        int
	first, last bool
	after       int // neighbours of the number after this one
}

const deadSlot = 0xff

func newSpec(p *Puzzle) *spec {
	s := &spec{p: p, R: p.Rows, C: p.Cols, n: p.N(), nums: make([][]numEvent, p.N()), want: make([]int, p.N()), nbrs: make([][]int, p.N())}
	for i, v := range p.Cells {
		if v >= 0 {
			s.addNumber(i, v)
		}
	}
	return s
}

// addNumber follows the number v of cell i.
func (s *spec) addNumber(i, v int) {
	s.want[i] = v
	r, c := i/s.C, i%s.C
	var ns []int
	for _, d := range [4][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
		rr, cc := r+d[0], c+d[1]
		if rr >= 0 && rr < s.R && cc >= 0 && cc < s.C && !s.p.IsBlack(rr*s.C+cc) {
			ns = append(ns, rr*s.C+cc)
		}
	}
	s.nbrs[i] = ns
	for k, j := range ns {
		s.nums[j] = append(s.nums[j], numEvent{cell: i, slot: 3*c + r%3, first: k == 0, last: k == len(ns)-1, after: len(ns) - 1 - k})
	}
}

func (s *spec) hintMode() bool { return s.cand != nil }

func (s *spec) stride() int {
	if s.hintMode() {
		return 5
	}
	return 4
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int {
	if s.hintMode() {
		return 4*s.C + 3
	}
	return 4*s.C + 2
}

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return s.stride() * s.n }

// Root implements topdown.Spec.
func (s *spec) Root(state []byte) int {
	clear(state)
	if !s.hintMode() {
		free := make([]int, s.n)
		for _, es := range s.nums {
			for _, e := range es {
				free[e.cell]++
			}
		}
		for i, v := range s.p.Cells {
			if v > free[i] {
				return topdown.Reject
			}
		}
	}
	return s.skipBlack(state, 0)
}

// skipBlack decides the black cells from i on (but a candidate's, in
// hint mode, whose variable comes first) and returns the next variable,
// or the verdict at the end.
func (s *spec) skipBlack(state []byte, i int) int {
	for ; i < s.n; i++ {
		if !s.p.IsBlack(i) {
			return s.stride()*i + s.stride() - 4
		}
		if s.hintMode() && s.cand[i] {
			return 5 * i
		}
		if !s.decide(state, i, 1) {
			return topdown.Reject
		}
	}
	if state[4*s.C+1] == 0 {
		return topdown.Reject
	}
	if s.hintMode() && state[4*s.C+2] == 0 {
		return topdown.Reject
	}
	return topdown.Accept
}

// Child implements topdown.Spec.
func (s *spec) Child(state []byte, v int, take bool) int {
	i, k := v/s.stride(), v%s.stride()
	if s.hintMode() {
		if k == 0 {
			if !s.hint(state, i, take) || !s.decide(state, i, 1) {
				return topdown.Reject
			}
			return s.skipBlack(state, i+1)
		}
		k--
	}
	if !take && k < 3 {
		return v + 1
	}
	t := 0
	if take {
		t = k + 2
	}
	if !s.decide(state, i, t) {
		return topdown.Reject
	}
	return s.skipBlack(state, i+1)
}

// hint decides whether the black cell i shows its number (hint mode).
func (s *spec) hint(state []byte, i int, take bool) bool {
	slots := state[s.C+1 : 4*s.C+1]
	slot := 3*(i%s.C) + (i/s.C)%3
	if !take {
		slots[slot] = 0
		return true
	}
	ns := s.nbrs[i]
	switch {
	case slots[slot] == deadSlot:
		return false
	case len(ns) == 0:
		return s.want[i] == 0
	}
	firstDone, lastDone := ns[0] < i, ns[len(ns)-1] < i
	switch {
	case !firstDone:
		slots[slot] = byte(s.want[i] + 1)
	case lastDone:
		if slots[slot] != 1 {
			return false
		}
		slots[slot] = 0
	}
	return true
}

// decide puts kind t on cell i; false when a rule is broken.
func (s *spec) decide(state []byte, i, t int) bool {
	if s.dom != nil && s.dom[i]>>t&1 == 0 {
		return false
	}
	C := s.C
	r, c := i/C, i%C
	fr := state[:C]
	up, left, diag := 1, 1, 1
	if r > 0 {
		up = int(fr[c])
		if c > 0 {
			diag = int(state[C])
		}
	}
	if c > 0 {
		left = int(fr[c-1])
	}
	if !vertexOK[diag][up][t][left] {
		return false
	}
	if c == C-1 && !vertexOK[up][1][1][t] {
		return false
	}
	if r == s.R-1 {
		if !vertexOK[left][t][1][1] {
			return false
		}
		if c == C-1 && !vertexOK[t][1][1][1] {
			return false
		}
	}
	// the numbers around
	slots := state[C+1 : 4*C+1]
	for _, e := range s.nums[i] {
		pending := s.hintMode() && e.cell > i // its hint is still to come
		sl := &slots[e.slot]
		if e.first && (!s.hintMode() || pending) {
			*sl = byte(s.want[e.cell] + 1)
		}
		if *sl == 0 || *sl == deadSlot {
			continue // hint mode: not shown, or already not met
		}
		need := int(*sl) - 1
		if t >= 2 {
			need--
		}
		if need < 0 || need > e.after {
			if !pending {
				return false
			}
			*sl = deadSlot
			continue
		}
		if e.last && !pending {
			*sl = 0
		} else {
			*sl = byte(need + 1)
		}
	}
	if t >= 2 {
		state[4*C+1] = 1
	}
	if s.hintMode() && t != s.sol[i] {
		state[4*C+2] = 1
	}
	state[C] = 0
	if c+1 < C {
		state[C] = fr[c]
		if r == 0 {
			state[C] = 1
		}
	}
	fr[c] = byte(t)
	return true
}
