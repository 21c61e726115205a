package nurimaze

import (
	"context"
	"math/big"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// The spec decides the cells row-major, two variables a cell: first
// "on the route" (the cell is unshaded and on the path from S to G),
// then "shaded". The unshaded cells must form a tree, so the route is
// the one path from S to G in it: the cells on it are exactly a set
// where S and G have one neighbour in the set and every other cell two
// (a cycle among them would be a cycle of unshaded cells). So each
// shading has at most one choice of route cells, and the family of
// shadings is the spec's family with the route variables projected
// away, counted the same.
//
// Slot j holds the last decided cell of column j: its colour (0 none,
// 1 shaded, 2 unshaded off the route, 3 on it), the label of its
// unshaded component and its number of route neighbours. A cell
// retires when the cell below it is decided (the last row at the end):
// a route cell must then have its neighbours. A component that leaves
// the frontier closes the unshaded area: no unshaded cell may follow.
// Each room whose cells are partly decided keeps its colour unless the
// deductions (deduce.go) gave the room its colour from the start.
//
// State: "closed", "the cell to decide is on the route", the colour of
// the cell up and to the left of the one being decided, then two bytes
// a slot (the colour with the route neighbours times 4 added, the
// label), then a byte for each room partly decided whose colour the
// deductions did not fix (rooms whose cells from first to last, in
// row-major order, do not overlap share one).
const (
	head     = 3
	slotSize = 2
)

// Colours of a decided cell.
const (
	cNone = iota
	cShaded
	cOff
	cOn
)

type spec struct {
	p     *Puzzle
	cols  int
	first []int  // per room, its first cell
	last  []int  // per room, its last cell
	fixed []byte // per room: its colour as the deductions found it (rUnknown, rShaded, rUnshaded)
	none  bool   // the deductions found no solution
	// slot is each room's byte in the state, shared by rooms whose
	// cells from first to last do not overlap (-1: the room needs none,
	// its colour fixed or its cells one); slots counts them.
	slot  []int
	slots int
}

// newSpec returns the spec of p, with the rooms' colours the
// deductions find when deduce is set, else only the marked rooms
// unshaded.
func newSpec(ctx context.Context, p *Puzzle, deduce bool) *spec {
	s := &spec{p: p, cols: p.Cols, first: make([]int, p.Rooms), last: make([]int, p.Rooms)}
	if deduce {
		var ok bool
		s.fixed, ok = p.deduce(ctx)
		s.none = !ok
	} else {
		s.fixed = make([]byte, p.Rooms)
		for i, k := range p.Room {
			if p.Marks[i] != None {
				s.fixed[k] = rUnshaded
			}
		}
	}
	for i := range s.first {
		s.first[i] = -1
	}
	for i, k := range p.Room {
		if s.first[k] < 0 {
			s.first[k] = i
		}
		s.last[k] = i
	}
	// Rooms are numbered in the order of their first cells: each takes
	// the first slot free since its first cell.
	s.slot = make([]int, p.Rooms)
	var until []int // per slot, the last cell of the room holding it
	for k := range s.slot {
		s.slot[k] = -1
		if s.none || s.fixed[k] != rUnknown || s.first[k] == s.last[k] {
			continue
		}
		j := 0
		for j < len(until) && until[j] >= s.first[k] {
			j++
		}
		if j == len(until) {
			until = append(until, 0)
		}
		until[j] = s.last[k]
		s.slot[k] = j
	}
	s.slots = len(until)
	return s
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return head + slotSize*s.cols + s.slots }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return 2 * len(s.p.Marks) }

// Root implements topdown.Spec.
func (s *spec) Root(st []byte) int {
	clear(st)
	if s.none {
		return topdown.Reject
	}
	return 0
}

// Child implements topdown.Spec.
func (s *spec) Child(st []byte, v int, take bool) int {
	cell := v / 2
	if v%2 == 0 {
		if take {
			st[1] = 1
		}
		return v + 1
	}
	col := cOff
	switch {
	case take && st[1] == 1:
		return topdown.Reject
	case take:
		col = cShaded
	case st[1] == 1:
		col = cOn
	}
	st[1] = 0
	if !s.place(st, cell, col) {
		return topdown.Reject
	}
	if cell+1 < len(s.p.Marks) {
		return v + 1
	}
	if !s.finish(st) {
		return topdown.Reject
	}
	return topdown.Accept
}

// need is the number of route neighbours a route cell needs.
func (s *spec) need(cell int) byte {
	if m := s.p.Marks[cell]; m == Start || m == Goal {
		return 1
	}
	return 2
}

// place decides cell with colour col; false rejects.
func (s *spec) place(st []byte, cell, col int) bool {
	p := s.p
	C := s.cols
	r, c := cell/C, cell%C
	switch p.Marks[cell] {
	case Start, Goal, Circle:
		if col != cOn {
			return false
		}
	case Triangle:
		if col != cOff {
			return false
		}
	}
	if col != cShaded && st[0] == 1 {
		return false
	}
	// The room's colour.
	room := p.Room[cell]
	rb := head + slotSize*C + s.slot[room]
	shade := byte(1)
	if col != cShaded {
		shade = 2
	}
	switch {
	case s.fixed[room] != rUnknown:
		if s.fixed[room] != shade {
			return false
		}
	case s.slot[room] < 0:
	case st[rb] != 0 && st[rb] != shade:
		return false
	case s.last[room] != cell:
		st[rb] = shade
	default:
		st[rb] = 0
	}
	slot := func(j int) []byte { return st[head+slotSize*j : head+slotSize*j+slotSize] }
	up := slot(c)
	var left []byte
	if c > 0 {
		left = slot(c - 1)
	}
	upCol := int(up[0] & 3)
	if r == 0 {
		upCol = cNone
	}
	// No 2x2 of one kind.
	if r > 0 && c > 0 {
		ul, lc := int(st[2]), int(left[0]&3)
		sh := func(x int) bool { return x == cShaded }
		if sh(col) && sh(ul) && sh(upCol) && sh(lc) {
			return false
		}
		if !sh(col) && !sh(ul) && !sh(upCol) && !sh(lc) {
			return false
		}
	}
	st[2] = up[0] & 3
	// The cell above retires.
	removed := byte(0)
	if r > 0 && upCol == cOn {
		final := up[0] >> 2
		if col == cOn {
			final++
		}
		if final != s.need(cell-C) {
			return false
		}
	}
	// Route neighbours.
	var deg byte
	if col == cOn {
		if c > 0 && left[0]&3 == cOn {
			left[0] += 4
			deg++
			if left[0]>>2 > s.need(cell-1) {
				return false
			}
		}
		if r > 0 && upCol == cOn {
			deg++
		}
		if deg > s.need(cell) {
			return false
		}
	}
	// The unshaded components.
	var label byte
	if col != cShaded {
		var lu, ll byte
		if r > 0 && upCol != cShaded {
			lu = up[1]
		}
		if c > 0 && left[0]&3 != cShaded {
			ll = left[1]
		}
		switch {
		case lu != 0 && ll != 0 && lu == ll:
			return false // a cycle
		case lu != 0 && ll != 0:
			s.relabel(st, ll, lu)
			label = lu
		case lu != 0:
			label = lu
		case ll != 0:
			label = ll
		default:
			label = 255
		}
	}
	if r > 0 && upCol != cShaded {
		removed = up[1]
	}
	up[0], up[1] = byte(col)|deg<<2, label
	if removed != 0 && !s.present(st, removed) {
		if st[0] == 1 || s.anyLabel(st) {
			return false
		}
		st[0] = 1
	}
	s.normalize(st)
	return true
}

// finish retires the last row; false rejects.
func (s *spec) finish(st []byte) bool {
	C := s.cols
	base := len(s.p.Marks) - C
	labels := map[byte]bool{}
	for j := 0; j < C; j++ {
		b := st[head+slotSize*j:]
		if b[0]&3 == cOn && b[0]>>2 != s.need(base+j) {
			return false
		}
		if b[0]&3 != cShaded && b[1] != 0 {
			labels[b[1]] = true
		}
	}
	switch {
	case st[0] == 1:
		return len(labels) == 0
	default:
		return len(labels) == 1
	}
}

func (s *spec) relabel(st []byte, from, to byte) {
	for j := 0; j < s.cols; j++ {
		if b := st[head+slotSize*j:]; b[1] == from {
			b[1] = to
		}
	}
}

func (s *spec) present(st []byte, l byte) bool {
	for j := 0; j < s.cols; j++ {
		if st[head+slotSize*j+1] == l {
			return true
		}
	}
	return false
}

func (s *spec) anyLabel(st []byte) bool {
	for j := 0; j < s.cols; j++ {
		if st[head+slotSize*j+1] != 0 {
			return true
		}
	}
	return false
}

// normalize numbers the labels by first slot.
func (s *spec) normalize(st []byte) {
	var ren [256]byte
	n := byte(0)
	for j := 0; j < s.cols; j++ {
		i := head + slotSize*j + 1
		if l := st[i]; l != 0 {
			if ren[l] == 0 {
				n++
				ren[l] = n
			}
			st[i] = ren[l]
		}
	}
}

// Solutions is the family of every solution of p: the sets of shaded
// cells.
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager) (zdd.Node, error) {
	return p.solutions(ctx, m, newSpec(ctx, p, true))
}

// solutions builds the family of s's shadings.
func (p *Puzzle) solutions(ctx context.Context, m *zdd.Manager, s *spec) (zdd.Node, error) {
	f, err := topdown.Build(ctx, m, s, topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	n := len(p.Marks)
	shade := make([]uint32, n)
	perm := make([]uint32, 2*n)
	for i := 0; i < n; i++ {
		shade[i] = uint32(2*i + 1)
		perm[2*i+1] = uint32(i)
		perm[2*i] = uint32(n + i)
	}
	return m.Rename(m.Project(f, shade), perm)
}

// CountSolutions counts the solutions by the spec without building
// their diagram (each shading has one choice of route cells).
func (p *Puzzle) CountSolutions(ctx context.Context) (*big.Int, error) {
	return topdown.Count(ctx, newSpec(ctx, p, true), topdown.Options{})
}
