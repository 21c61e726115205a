package country

import (
	"context"
	"math/big"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// The spec decides the edges of the grid of cell centres in graph.Grid's
// order (per cell row-major, its edge right, then its edge down), as
// Masyu's does: slot j of the state holds the frontier's cell of column
// j, with a mate byte (0: no edge; 1: two edges; 2+k: one edge, the
// path's other end in slot k) and a flag "the cell above is off the loop
// and in another room". A cell is complete once its last edge is
// decided (cells complete in row-major order). The head holds "the loop
// is closed" and "the cell completed last is off the loop and in
// another room than the next", then a register of two bytes for each
// open room (a room is open from the first edge at one of its cells to
// the completion of its last cell; the open rooms of each step get the
// registers in the order of their numbers): the cells of the room on
// the loop so far (for a room without a number, only whether there is
// one) and the loop's edges across its border so far (at most two).
//
// With hints, a room's number is optional: a variable per numbered
// candidate room, before the room opens, makes its number count when
// taken, and differ asks the loop to differ from a given one.

const (
	hClosed = iota
	hBits
	head
)

const (
	bLeftFree = 1 << iota // the cell completed last is off the loop, in another room than the next
	bDiffer               // the loop differs from the given one
	bPendA                // the hint of the next edge's first cell's room is taken
	bPendB                // ... of its second cell's room
)

const fAboveFree = 1 // the cell above is off the loop, in another room

type step struct {
	a, b         int // the edge's cells (a hint: a = the room)
	aDone, bDone bool
	hint         bool
	second       bool // a hint: for the room of the next edge's second cell
	edge         int
}

type spec struct {
	p        *Puzzle
	optional []int // per room: a number that counts when its hint is taken (None: no hint)
	differ   []bool
	steps    []step
	regs     [][]int // per step: the open rooms, in register order
	remap    [][]int // per step: for each register, the register before the step (-1: new)
	maxRegs  int
	remAfter []int // per cell: the cells of its room completing after it
	lastCell []bool
	pending  []int // per step of a hint: the room
}

func newSpec(p *Puzzle, optional []int, differ []bool) *spec {
	s := &spec{p: p, optional: optional, differ: differ}
	R, C := p.Rows, p.Cols
	var edges []step
	e := 0
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			cell := r*C + c
			if c+1 < C {
				edges = append(edges, step{a: cell, b: cell + 1, aDone: r == R-1, bDone: r == R-1 && c+1 == C-1, edge: e})
				e++
			}
			if r+1 < R {
				edges = append(edges, step{a: cell, b: cell + C, aDone: true, bDone: C == 1 && r+1 == R-1, edge: e})
				e++
			}
		}
	}
	// hint variables go just before the first edge of their room
	opened := make([]bool, p.Rooms)
	for _, st := range edges {
		for i, x := range []int{st.a, st.b} {
			k := p.Room[x]
			if !opened[k] {
				opened[k] = true
				if optional != nil && optional[k] != None {
					s.steps = append(s.steps, step{a: k, hint: true, second: i == 1})
				}
			}
		}
		s.steps = append(s.steps, st)
	}
	// completion order, open intervals
	first := make([]int, p.Rooms)
	last := make([]int, p.Rooms)
	for k := range first {
		first[k] = -1
	}
	var order []int
	for v, st := range s.steps {
		if st.hint {
			continue
		}
		for _, x := range []int{st.a, st.b} {
			if first[p.Room[x]] < 0 {
				first[p.Room[x]] = v
			}
		}
		if st.aDone {
			order = append(order, st.a)
			last[p.Room[st.a]] = v
		}
		if st.bDone {
			order = append(order, st.b)
			last[p.Room[st.b]] = v
		}
	}
	s.remAfter = make([]int, R*C)
	s.lastCell = make([]bool, R*C)
	left := make([]int, p.Rooms)
	for _, x := range order {
		left[p.Room[x]]++
	}
	for _, x := range order {
		left[p.Room[x]]--
		s.remAfter[x] = left[p.Room[x]]
		s.lastCell[x] = left[p.Room[x]] == 0
	}
	s.regs = make([][]int, len(s.steps))
	s.remap = make([][]int, len(s.steps))
	var prev []int
	for v := range s.steps {
		var cur []int
		for k := 0; k < p.Rooms; k++ {
			if first[k] >= 0 && first[k] <= v && v <= last[k] {
				cur = append(cur, k)
			}
		}
		s.regs[v] = cur
		s.remap[v] = make([]int, len(cur))
		for j, k := range cur {
			s.remap[v][j] = -1
			for i, k2 := range prev {
				if k2 == k {
					s.remap[v][j] = i
				}
			}
		}
		s.maxRegs = max(s.maxRegs, len(cur))
		prev = cur
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return head + 2*s.maxRegs + 2*s.p.Cols }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return len(s.steps) }

// Root implements topdown.Spec.
func (s *spec) Root(st []byte) int {
	clear(st)
	if len(s.steps) == 0 {
		return topdown.Reject
	}
	return 0
}

func (s *spec) slot(st []byte, j int) []byte {
	o := head + 2*s.maxRegs + 2*j
	return st[o : o+2]
}

func (s *spec) reg(st []byte, i int) []byte {
	return st[head+2*i : head+2*i+2]
}

// number is room k's number that counts (None: none).
func (s *spec) number(st []byte, k int, hinted bool) int {
	if s.optional != nil && s.optional[k] != None {
		if hinted && s.optional[k] > 0 {
			return s.optional[k]
		}
		return None
	}
	if n := s.p.Num[k]; n > 0 {
		return n
	}
	return None
}

// Child implements topdown.Spec.
func (s *spec) Child(st []byte, v int, take bool) int {
	if !s.child(st, v, take) {
		return topdown.Reject
	}
	if v+1 < len(s.steps) {
		return v + 1
	}
	if s.differ != nil && st[hBits]&bDiffer == 0 {
		return topdown.Reject
	}
	return topdown.Accept
}

const hintBit = 0x80 // in a register's second byte: the room's hint is taken

func (s *spec) child(st []byte, v int, take bool) bool {
	sp := s.steps[v]
	p := s.p
	C := p.Cols
	// registers of the rooms open at this step
	var old [2 * 64]byte
	var buf []byte
	if 2*s.maxRegs <= len(old) {
		buf = old[:2*s.maxRegs]
	} else {
		buf = make([]byte, 2*s.maxRegs)
	}
	copy(buf, st[head:head+2*s.maxRegs])
	clear(st[head : head+2*s.maxRegs])
	for j, i := range s.remap[v] {
		if i >= 0 {
			copy(s.reg(st, j), buf[2*i:2*i+2])
		}
	}
	regOf := func(k int) []byte {
		for j, k2 := range s.regs[v] {
			if k2 == k {
				return s.reg(st, j)
			}
		}
		return nil
	}
	if sp.hint {
		// the room opens at the next edge, where its register is made
		if take && sp.second {
			st[hBits] |= bPendB
		} else if take {
			st[hBits] |= bPendA
		}
		return true
	}
	if st[hBits]&bPendA != 0 {
		regOf(p.Room[sp.a])[1] |= hintBit
	}
	if st[hBits]&bPendB != 0 {
		regOf(p.Room[sp.b])[1] |= hintBit
	}
	st[hBits] &^= bPendA | bPendB
	if s.differ != nil && take != s.differ[sp.edge] {
		st[hBits] |= bDiffer
	}
	ca, cb := sp.a%C, sp.b%C
	down := sp.b == sp.a+C
	sa := s.slot(st, ca)
	if take {
		if st[hClosed] == 1 {
			return false
		}
		if p.Room[sp.a] != p.Room[sp.b] {
			for _, k := range []int{p.Room[sp.a], p.Room[sp.b]} {
				rg := regOf(k)
				if rg[1]&3 == 2 {
					return false
				}
				rg[1]++
			}
		}
	}
	if down {
		ma := sa[0]
		var mb byte
		if take {
			if degreeOf(ma) != 1 {
				return false
			}
			mb = ma
			sa[0] = 1
		} else if degreeOf(ma) == 1 {
			return false
		}
		fb, ok := s.complete(st, sp.a, regOf)
		if !ok {
			return false
		}
		sa[0], sa[1] = mb, fb
		if sp.bDone {
			if _, ok := s.complete(st, sp.b, regOf); !ok {
				return false
			}
			sa[0], sa[1] = 0, 0
		}
		return true
	}
	sb := s.slot(st, cb)
	if take {
		ma, mb := sa[0], sb[0]
		da, db := degreeOf(ma), degreeOf(mb)
		if da == 2 || db == 2 {
			return false
		}
		if int(ma) == cb+2 {
			for j := 0; j < C; j++ {
				if j != ca && j != cb && s.slot(st, j)[0] >= 2 {
					return false
				}
			}
			sa[0], sb[0] = 1, 1
			st[hClosed] = 1
		} else {
			ea, eb := ca, cb
			if da == 1 {
				ea = int(ma) - 2
				sa[0] = 1
			}
			if db == 1 {
				eb = int(mb) - 2
				sb[0] = 1
			}
			s.slot(st, ea)[0] = byte(eb + 2)
			s.slot(st, eb)[0] = byte(ea + 2)
		}
	}
	if sp.aDone {
		if _, ok := s.complete(st, sp.a, regOf); !ok {
			return false
		}
		sa[0], sa[1] = 0, 0
	}
	if sp.bDone {
		if _, ok := s.complete(st, sp.b, regOf); !ok {
			return false
		}
		sb[0], sb[1] = 0, 0
	}
	return true
}

func degreeOf(m byte) int {
	switch m {
	case 0:
		return 0
	case 1:
		return 2
	}
	return 1
}

// complete checks cell x, whose edges are all decided, and returns the
// flags the cell below it starts with.
func (s *spec) complete(st []byte, x int, regOf func(int) []byte) (byte, bool) {
	p := s.p
	C := p.Cols
	r, c := x/C, x%C
	slot := s.slot(st, c)
	m := slot[0]
	if degreeOf(m) == 1 {
		return 0, false
	}
	used := m != 0
	k := p.Room[x]
	rg := regOf(k)
	n := s.number(st, k, rg[1]&hintBit != 0)
	if used {
		if n >= 0 {
			rg[0]++
			if int(rg[0]) > n {
				return 0, false
			}
		} else {
			rg[0] = 1
		}
	} else {
		if c > 0 && st[hBits]&bLeftFree != 0 {
			return 0, false
		}
		if slot[1]&fAboveFree != 0 {
			return 0, false
		}
	}
	if n >= 0 && int(rg[0])+s.remAfter[x] < n {
		return 0, false
	}
	st[hBits] &^= bLeftFree
	if !used && c+1 < C && p.Room[x+1] != k {
		st[hBits] |= bLeftFree
	}
	if s.lastCell[x] {
		if !p.Empty && rg[0] == 0 {
			return 0, false
		}
		if n >= 0 && int(rg[0]) != n {
			return 0, false
		}
	}
	var fb byte
	if !used && r+1 < p.Rows && p.Room[x+C] != k {
		fb = fAboveFree
	}
	return fb, true
}

// Solutions builds the family of every solution of p (sets of edges of
// p.Graph()).
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager) (zdd.Node, error) {
	if p.Vars() == 0 {
		if p.single() {
			return zdd.Base, nil
		}
		return zdd.Empty, nil
	}
	return topdown.Build(ctx, m, newSpec(p, nil, nil), topdown.Options{})
}

// single reports whether the 1x1 board has its one solution, the empty
// loop: only when rooms may go unvisited and its number allows none.
func (p *Puzzle) single() bool {
	return p.Empty && p.Num[0] <= 0
}

// CountSolutions counts the solutions without building their diagram.
func (p *Puzzle) CountSolutions(ctx context.Context) (*big.Int, error) {
	if p.Vars() == 0 {
		if p.single() {
			return big.NewInt(1), nil
		}
		return big.NewInt(0), nil
	}
	return topdown.Count(ctx, newSpec(p, nil, nil), topdown.Options{})
}
