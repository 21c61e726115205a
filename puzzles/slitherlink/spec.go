package slitherlink

import "github.com/zqlang/zq/topdown"

// Edge states used by deductions and by the specs.
const (
	unknown int8 = 0
	on      int8 = 1
	off     int8 = 2
)

// cellRef is a cell incident to an edge: its column slot, its clue (or
// target) and the number of its edges still to come after this one.
type cellRef struct {
	cell  int // r*C+c
	col   int
	rest  int  // edges of the cell after this one (3 for the first, 0 for the last)
	first bool // first edge of the cell: the slot starts from zero
}

// layout is the frontier geometry shared by the specs: edges of the dot
// grid in variable order, the vertex each edge belongs to and the cells
// each edge borders.
type layout struct {
	p     *Puzzle
	W     int   // dots per row
	M     int   // edges
	eu    []int // first vertex of each edge
	right []bool
	cells [][]cellRef // cells bordered by each edge, the finishing one first
}

func newLayout(p *Puzzle) *layout {
	L := &layout{p: p, W: p.Cols + 1, M: p.Edges()}
	L.eu = make([]int, L.M)
	L.right = make([]bool, L.M)
	L.cells = make([][]cellRef, L.M)
	C := p.Cols
	for i, e := range p.g.Edges() {
		L.eu[i] = e.U
		r, c := e.U/L.W, e.U%L.W
		if e.V == e.U+1 {
			L.right[i] = true
			if r > 0 {
				L.cells[i] = append(L.cells[i], cellRef{cell: (r-1)*C + c, col: c, rest: 0})
			}
			if r < p.Rows {
				L.cells[i] = append(L.cells[i], cellRef{cell: r*C + c, col: c, rest: 3, first: true})
			}
		} else {
			if c > 0 {
				L.cells[i] = append(L.cells[i], cellRef{cell: r*C + c - 1, col: c - 1, rest: 1})
			}
			if c < C {
				L.cells[i] = append(L.cells[i], cellRef{cell: r*C + c, col: c, rest: 2})
			}
		}
	}
	return L
}

// solverSpec is Algorithm 5: simple cycles (or, with multi, unions of
// disjoint cycles) of the dot grid whose edge counts around every clue
// cell equal the clue, with edges fixed by deduction forced in or out.
//
// State: W+1 mate slots for the dots v..v+W (v = first dot of the
// current edge), then one counter per column of cells, then (multi
// only) a non-empty flag. A mate slot is 0 for degree 0, 1 for degree
// 2, and 2+k for degree 1 with the other end of its path in slot k
// (multi: the degree itself).
type solverSpec struct {
	*layout
	clue     []int8
	fixed    []int8
	multi    bool
	restOK   []bool // after edge i: no later forced edge, no unstarted cell with a positive clue
	nslot    int
	counters int
	size     int
}

func newSolverSpec(p *Puzzle, fixed []int8, multi bool) *solverSpec {
	L := newLayout(p)
	s := &solverSpec{layout: L, clue: p.Clues, fixed: fixed, multi: multi}
	if s.fixed == nil {
		s.fixed = make([]int8, L.M)
	}
	s.nslot = L.W + 1
	s.counters = s.nslot
	s.size = s.nslot + p.Cols
	if multi {
		s.size++
	}
	// restOK computed backwards.
	s.restOK = make([]bool, L.M)
	started := make([]bool, len(p.Clues))
	firstEdge := make([]int, len(p.Clues))
	for i := 0; i < L.M; i++ {
		for _, cr := range L.cells[i] {
			if !started[cr.cell] {
				started[cr.cell] = true
				firstEdge[cr.cell] = i
			}
		}
	}
	// needAfter[i]: some positive-clue cell starts after edge i, or a
	// forced-on edge comes after i.
	need := false
	for i := L.M - 1; i >= 0; i-- {
		s.restOK[i] = !need
		if s.fixed[i] == on {
			need = true
		}
	}
	// cells: a positive clue whose first edge is j blocks restOK[i] for i < j.
	minBlock := make([]bool, L.M+1)
	for cell, fe := range firstEdge {
		if p.Clues[cell] > 0 && fe > 0 {
			minBlock[fe-1] = true
		}
	}
	block := false
	for i := L.M - 1; i >= 0; i-- {
		if minBlock[i] {
			block = true
		}
		if block {
			s.restOK[i] = false
		}
	}
	return s
}

func (s *solverSpec) StateSize() int { return s.size }
func (s *solverSpec) Vars() int      { return s.M }

func (s *solverSpec) Root(st []byte) int {
	clear(st)
	return s.advance(st, -1)
}

func (s *solverSpec) Child(st []byte, v int, take bool) int {
	if f := s.fixed[v]; (f == on && !take) || (f == off && take) {
		return topdown.Reject
	}
	switch s.apply(st, v, take) {
	case stReject:
		return topdown.Reject
	case stClosed:
		return topdown.Accept
	}
	return s.advance(st, v)
}

// advance moves from edge v (already applied; -1 at the root) to the
// next edge that is not fixed off, applying the fixed-off ones.
func (s *solverSpec) advance(st []byte, v int) int {
	for j := v + 1; ; j++ {
		if j == s.M {
			return s.finish(st, v)
		}
		if v >= 0 && s.eu[j] != s.eu[j-1] {
			if !s.shift(st) {
				return topdown.Reject
			}
		}
		if s.fixed[j] != off {
			return j
		}
		if s.apply(st, j, false) == stReject {
			return topdown.Reject
		}
		v = j
	}
}

func (s *solverSpec) finish(st []byte, last int) int {
	if !s.multi {
		return topdown.Reject // a single cycle accepts when it closes
	}
	for j := 0; j < s.nslot; j++ {
		if st[j] == 1 {
			return topdown.Reject
		}
	}
	if st[s.size-1] == 0 {
		return topdown.Reject
	}
	return topdown.Accept
}

// shift moves the window one dot on: slot 0 leaves the frontier.
func (s *solverSpec) shift(st []byte) bool {
	if s.multi {
		if st[0] == 1 {
			return false
		}
		copy(st[0:s.nslot-1], st[1:s.nslot])
		st[s.nslot-1] = 0
		return true
	}
	if st[0] >= 2 {
		return false
	}
	for j := 0; j < s.nslot-1; j++ {
		x := st[j+1]
		if x >= 2 {
			x--
		}
		st[j] = x
	}
	st[s.nslot-1] = 0
	return true
}

const (
	stOK = iota
	stReject
	stClosed
)

// apply decides edge v in state st (window based at the edge's dot).
func (s *solverSpec) apply(st []byte, v int, take bool) int {
	// clue counters
	for _, cr := range s.cells[v] {
		k := s.clue[cr.cell]
		if k < 0 {
			continue
		}
		slot := s.counters + cr.col
		if cr.first {
			st[slot] = 0
		}
		n := int(st[slot])
		if take {
			n++
		}
		if n > int(k) || n+cr.rest < int(k) {
			return stReject
		}
		if cr.rest == 0 {
			st[slot] = 0
		} else {
			st[slot] = byte(n)
		}
	}
	if !take {
		return stOK
	}
	ja := 0
	jb := 1
	if !s.right[v] {
		jb = s.W
	}
	if s.multi {
		if st[ja] >= 2 || st[jb] >= 2 {
			return stReject
		}
		st[ja]++
		st[jb]++
		st[s.size-1] = 1
		return stOK
	}
	a, b := st[ja], st[jb]
	if a == 1 || b == 1 {
		return stReject
	}
	ea, eb := ja, jb
	if a >= 2 {
		ea = int(a) - 2
	}
	if b >= 2 {
		eb = int(b) - 2
	}
	if a >= 2 && ea == jb {
		// closes a cycle: it must be the whole solution
		st[ja], st[jb] = 1, 1
		for j := 0; j < s.nslot; j++ {
			if st[j] >= 2 {
				return stReject
			}
		}
		if !s.restOK[v] {
			return stReject
		}
		for _, cr := range s.activeAfter(v) {
			if k := s.clue[cr]; k >= 0 && int(st[s.counters+s.col(cr)]) != int(k) {
				return stReject
			}
		}
		return stClosed
	}
	if a >= 2 {
		st[ja] = 1
	}
	if b >= 2 {
		st[jb] = 1
	}
	st[ea] = byte(2 + eb)
	st[eb] = byte(2 + ea)
	return stOK
}

func (s *solverSpec) col(cell int) int { return cell % s.p.Cols }

// activeAfter lists the cells started but not finished once edge v
// (at dot (r, c)) is decided: cells (r, c') with c' <= c and cells
// (r-1, c') with c' > c.
func (s *solverSpec) activeAfter(v int) []int {
	r, c := s.eu[v]/s.W, s.eu[v]%s.W
	C := s.p.Cols
	var out []int
	for cc := 0; cc < C; cc++ {
		if cc <= c && r < s.p.Rows {
			out = append(out, r*C+cc)
		} else if cc > c && r >= 1 {
			out = append(out, (r-1)*C+cc)
		}
	}
	return out
}
