package firefly

import (
	"context"
	"math/big"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// The spec decides the edges of the grid of cell centres in
// graph.Grid's order: for each cell row-major, its edge to the right,
// then its edge down. Slot j of the state holds the cell of column j
// whose edges are being decided: cell (r, j) until its edge down is
// decided, then the cell below it, which enters fresh. A cell retires
// with its last edge; a blank cell retiring with one edge is a dead end.
//
// A line is cut by the fireflies into segments, each from one firefly
// to a firefly (or the same one). A blank cell with one edge is an open
// end of a segment; it keeps what is known of the segment's other end:
// another open end (its slot, and the turns of the segment so far), a
// firefly's plain side (the turns so far), a firefly's dot with a
// number (the turns still to make) or a dot without a number. A segment
// whose two ends are at fireflies is complete: one end must be a dot
// and the turns its number. The fireflies join segments into networks,
// which the state numbers as components (labels, by first slot); a
// component whose last cell leaves the frontier closes, and must be the
// only one: after it, no edge is taken.
//
// The hint spec (hints.go) adds a variable before the edge of each
// candidate dot: taking it shows that firefly's number (the turns the
// given answer makes there), leaving it hides it; and it keeps only the
// sets of edges that differ from the given answer.
//
// State: one byte "the network is closed", one "differs from the given
// answer" (hints only), one for the hint variables just taken, then per
// slot six bytes:
// the blank cell's edges (0 none, 1 one across, 2 one up or down, 3
// two), the component label, the open end's kind, its mate slot and
// two bytes of turns.
const (
	head     = 3
	slotSize = 6
)

// Kinds of an open end's far end.
const (
	kNone  = iota
	kOpen  // another open end, in slot mate; val: turns so far
	kPlain // a firefly's side without the dot; val: turns so far
	kDot   // a firefly's dot with a number; val: turns still to make
	kAny   // a firefly's dot without a number
)

// Orientations of a blank cell's single edge.
const (
	oNone  = 0
	oHoriz = 1
	oVert  = 2
	oFull  = 3
)

// step is one edge of the spec.
type step struct {
	a, b   int // the edge's cells (b right of or below a)
	down   bool
	must   bool // a firefly's dot points across the edge
	retire [2]bool
	edge   int // the edge's number in graph.Grid
	// hint is 1 or 2 for the hint variable of the dot of the next
	// edge's cell a or b (the step is no edge then).
	hint int
}

// spec is the frontier spec of Hotaru Beam on one board.
type spec struct {
	p     *Puzzle
	cols  int
	cap   int // turns are counted up to cap (the largest number + 1)
	steps []step
	bad   bool // a dot points off the board
	// With hint variables: nums are the numbers a taken hint variable
	// shows (the others are unknown), inSol the edges of the answer
	// the sets must differ from.
	nums  []int
	inSol []bool
}

// newSpec is the spec of p's solutions.
func newSpec(p *Puzzle) *spec { return newHintSpec(p, nil, nil) }

// newHintSpec is the spec with a hint variable before the edge of the
// dot of each cell where nums is not Empty (nil: none).
func newHintSpec(p *Puzzle, nums []int, inSol []bool) *spec {
	s := &spec{p: p, cols: p.Cols, nums: nums, inSol: inSol}
	R, C := p.Rows, p.Cols
	maxNum := 0
	for i, c := range p.Cells {
		if !c.Firefly() {
			continue
		}
		maxNum = max(maxNum, c.Num)
		if nums != nil {
			maxNum = max(maxNum, nums[i])
		}
		if c.Dir != None {
			r2, c2 := i/C+dr[c.Dir], i%C+dc[c.Dir]
			if r2 < 0 || c2 < 0 || r2 >= R || c2 >= C {
				s.bad = true
			}
		}
	}
	s.cap = maxNum + 1
	last := make([]int, R*C)
	e := 0
	add := func(a, b int, down bool, da, db int) {
		ma := p.Cells[a].Firefly() && p.Cells[a].Dir == da
		mb := p.Cells[b].Firefly() && p.Cells[b].Dir == db
		if ma && nums != nil && nums[a] != Empty {
			s.steps = append(s.steps, step{hint: 1})
		}
		if mb && nums != nil && nums[b] != Empty {
			s.steps = append(s.steps, step{hint: 2})
		}
		last[a], last[b] = len(s.steps), len(s.steps)
		s.steps = append(s.steps, step{a: a, b: b, down: down, must: ma || mb, edge: e})
		e++
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			a := r*C + c
			if c+1 < C {
				add(a, a+1, false, Right, Left)
			}
			if r+1 < R {
				add(a, a+C, true, Down, Up)
			}
		}
	}
	for cell, e := range last {
		if len(s.steps) == 0 {
			break
		}
		st := &s.steps[e]
		if cell == st.a {
			st.retire[0] = true
		} else {
			st.retire[1] = true
		}
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return head + slotSize*s.cols }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return len(s.steps) }

// Root implements topdown.Spec.
func (s *spec) Root(st []byte) int {
	clear(st)
	if len(s.steps) == 0 || s.bad {
		return topdown.Reject
	}
	return 0
}

// slot is a decoded slot of the state.
type slot struct {
	ori, label, kind, mate uint8
	val                    int
}

// end is one end of a segment as an edge joins it: an anchor at a
// firefly (kPlain, kDot, kAny) or an open end in slot at.
type end struct {
	kind uint8
	at   int
	val  int
}

// work is one Child call: the state, changed in place, and the labels
// of the slots emptied.
type work struct {
	s       *spec
	st      []byte
	removed [4]uint8
	nrem    int
}

// load reads slot j.
func (w *work) load(j int) slot {
	b := w.st[head+slotSize*j:]
	return slot{ori: b[0], label: b[1], kind: b[2], mate: b[3], val: int(b[4]) | int(b[5])<<8}
}

// store writes slot j.
func (w *work) store(j int, x slot) {
	b := w.st[head+slotSize*j:]
	b[0], b[1], b[2], b[3], b[4], b[5] = x.ori, x.label, x.kind, x.mate, byte(x.val), byte(x.val>>8)
}

// label is slot j's label.
func (w *work) label(j int) uint8 { return w.st[head+slotSize*j+1] }

// setLabel sets slot j's label.
func (w *work) setLabel(j int, l uint8) { w.st[head+slotSize*j+1] = l }

// normalize numbers the labels by first slot.
func (w *work) normalize() {
	var ren [256]uint8
	n := uint8(0)
	for j := 0; j < w.s.cols; j++ {
		i := head + slotSize*j + 1
		if l := w.st[i]; l != 0 {
			if ren[l] == 0 {
				n++
				ren[l] = n
			}
			w.st[i] = ren[l]
		}
	}
}

// firefly reports whether the cell is a firefly.
func (w *work) firefly(cell int) bool { return w.s.p.Cells[cell].Firefly() }

// drop removes slot j's label from the frontier.
func (w *work) drop(j int) {
	if l := w.label(j); l != 0 {
		w.removed[w.nrem] = l
		w.nrem++
	}
}

// side takes the new edge into the cell in slot j, leaving it in
// direction dir; ok is false when the cell cannot take it.
func (w *work) side(j, cell, dir int, shown bool) (e end, label uint8, ok bool) {
	x := w.load(j)
	if w.firefly(cell) {
		c := w.s.p.Cells[cell]
		if w.s.nums != nil {
			c.Num = Unknown
			if shown {
				c.Num = w.s.nums[cell]
			}
		}
		switch {
		case c.Dir != dir:
			e = end{kind: kPlain}
		case c.Num >= 0:
			e = end{kind: kDot, val: c.Num}
		default:
			e = end{kind: kAny}
		}
		return e, x.label, true
	}
	o := uint8(oHoriz)
	if dir == Up || dir == Down {
		o = oVert
	}
	switch x.ori {
	case oNone:
		x.ori = o
		w.store(j, x)
		return end{kind: kOpen, at: j}, 0, true
	case oFull:
		return e, 0, false
	}
	turn := 0
	if x.ori != o {
		turn = 1
	}
	switch x.kind {
	case kOpen:
		e = end{kind: kOpen, at: int(x.mate), val: x.val + turn}
	case kPlain:
		e = end{kind: kPlain, val: x.val + turn}
	case kDot:
		if x.val < turn {
			return e, 0, false
		}
		e = end{kind: kDot, val: x.val - turn}
	case kAny:
		e = end{kind: kAny}
	}
	label = x.label
	w.drop(j)
	w.store(j, slot{ori: oFull})
	return e, label, true
}

// relabel merges label from into label to.
func (w *work) relabel(from, to uint8) {
	for j := 0; j < w.s.cols; j++ {
		if w.label(j) == from {
			w.setLabel(j, to)
		}
	}
	for i := 0; i < w.nrem; i++ {
		if w.removed[i] == from {
			w.removed[i] = to
		}
	}
}

// setOpen gives the open end in slot j its far end.
func (w *work) setOpen(j int, kind uint8, mate, val int) bool {
	x := w.load(j)
	switch kind {
	case kOpen, kPlain:
		val = min(val, w.s.cap)
	case kDot:
		if val < 0 {
			return false
		}
	case kAny:
		val = 0
	}
	if kind != kOpen {
		mate = 0
	}
	x.kind, x.mate, x.val = kind, uint8(mate), val
	w.store(j, x)
	return true
}

// join joins two ends with the new edge (which turns nowhere).
func (w *work) join(e1, e2 end) bool {
	if e1.kind == kOpen && e2.kind == kOpen {
		t := e1.val + e2.val
		return w.setOpen(e1.at, kOpen, e2.at, t) && w.setOpen(e2.at, kOpen, e1.at, t)
	}
	if e1.kind == kOpen {
		e1, e2 = e2, e1
	}
	if e2.kind == kOpen {
		switch e1.kind {
		case kPlain:
			return w.setOpen(e2.at, kPlain, 0, e1.val+e2.val)
		case kDot:
			return w.setOpen(e2.at, kDot, 0, e1.val-e2.val)
		default:
			return w.setOpen(e2.at, kAny, 0, 0)
		}
	}
	// A complete segment: one end a dot, the turns its number.
	if e1.kind == kPlain {
		e1, e2 = e2, e1
	}
	if e2.kind != kPlain || e1.kind == kPlain {
		return false
	}
	return e1.kind == kAny || e1.val == e2.val
}

// connect merges the labels of the two cells the edge joins (in slots
// ja and jb) and gives both the merged label.
func (w *work) connect(ja, jb int, la, lb uint8) {
	l := la
	switch {
	case la == 0 && lb == 0:
		l = 255
	case la == 0:
		l = lb
	case lb != 0 && la != lb:
		w.relabel(lb, la)
	}
	for _, j := range [2]int{ja, jb} {
		if o := w.st[head+slotSize*j]; o != oFull {
			w.setLabel(j, l)
		}
	}
}

// retire takes the cell in slot j off the frontier.
func (w *work) retire(j, cell int) bool {
	if o := w.st[head+slotSize*j]; !w.firefly(cell) && (o == oHoriz || o == oVert) {
		return false
	}
	w.drop(j)
	w.store(j, slot{})
	return true
}

// Child implements topdown.Spec.
func (s *spec) Child(st []byte, v int, take bool) int {
	if !s.child(st, v, take) {
		return topdown.Reject
	}
	if v+1 < len(s.steps) {
		return v + 1
	}
	if st[0] == 1 && (s.inSol == nil || st[1] == 1) {
		return topdown.Accept
	}
	return topdown.Reject
}

// child decides edge v; false rejects.
func (s *spec) child(st []byte, v int, take bool) bool {
	stp := s.steps[v]
	if stp.hint != 0 {
		if take {
			st[2] |= byte(stp.hint)
		}
		return true
	}
	if take && st[0] == 1 || !take && stp.must {
		return false
	}
	if s.inSol != nil && take != s.inSol[stp.edge] {
		st[1] = 1
	}
	shownA, shownB := st[2]&1 != 0, st[2]&2 != 0
	st[2] = 0
	w := &work{s: s, st: st}
	ja, jb := stp.a%s.cols, stp.b%s.cols
	if stp.down {
		var ea end
		var la uint8
		if take {
			var ok bool
			if ea, la, ok = w.side(ja, stp.a, Down, shownA); !ok {
				return false
			}
		}
		if !w.retire(ja, stp.a) {
			return false
		}
		if take {
			eb, lb, _ := w.side(jb, stp.b, Up, shownB)
			if !w.join(ea, eb) {
				return false
			}
			w.connect(jb, jb, la, lb)
		}
	} else if take {
		xa := w.load(ja)
		loop := !w.firefly(stp.a) && !w.firefly(stp.b) && (xa.ori == oHoriz || xa.ori == oVert) &&
			xa.kind == kOpen && int(xa.mate) == jb
		if loop {
			// The segment closes on itself: a loop of blank cells.
			w.drop(ja)
			w.drop(jb)
			w.store(ja, slot{ori: oFull})
			w.store(jb, slot{ori: oFull})
		} else {
			ea, la, ok1 := w.side(ja, stp.a, Right, shownA)
			if !ok1 {
				return false
			}
			eb, lb, ok2 := w.side(jb, stp.b, Left, shownB)
			if !ok2 || !w.join(ea, eb) {
				return false
			}
			w.connect(ja, jb, la, lb)
		}
	}
	if !stp.down {
		if stp.retire[0] && !w.retire(ja, stp.a) {
			return false
		}
		if stp.retire[1] && !w.retire(jb, stp.b) {
			return false
		}
	} else if stp.retire[1] && !w.retire(jb, stp.b) {
		return false
	}
	// A component that left the frontier closes the network.
	var gone uint8
	any := false
	for j := 0; j < s.cols; j++ {
		any = any || w.label(j) != 0
	}
	for _, l := range w.removed[:w.nrem] {
		present := false
		for j := 0; j < s.cols && !present; j++ {
			present = w.label(j) == l
		}
		if present {
			continue
		}
		if gone != 0 && gone != l {
			return false
		}
		gone = l
	}
	if gone != 0 {
		if any || st[0] == 1 {
			return false
		}
		st[0] = 1
	}
	w.normalize()
	return true
}

// Solutions is the family of every solution of p: sets of edges of
// p.Graph(). A board wider than tall is solved on its transpose, whose
// frontier is narrower, and the edges renamed back.
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager) (zdd.Node, error) {
	if p.Cols <= p.Rows {
		return topdown.Build(ctx, m, newSpec(p), topdown.Options{})
	}
	t := p.transpose()
	f, err := topdown.Build(ctx, m, newSpec(t), topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	index := map[[2]int]int{}
	for i, e := range p.Graph().Edges() {
		index[[2]int{e.U, e.V}] = i
	}
	perm := make([]uint32, 0, len(index))
	for _, e := range t.Graph().Edges() {
		u := (e.U%t.Cols)*p.Cols + e.U/t.Cols
		v := (e.V%t.Cols)*p.Cols + e.V/t.Cols
		perm = append(perm, uint32(index[[2]int{min(u, v), max(u, v)}]))
	}
	return m.Rename(f, perm)
}

// transpose returns the board mirrored on its diagonal: cell (r, c)
// becomes (c, r), a dot up points left and a dot down right (and back);
// its solutions are the mirrored lines, with the same turns.
func (p *Puzzle) transpose() *Puzzle {
	mirror := [5]int{None, Left, Right, Up, Down}
	t := &Puzzle{Rows: p.Cols, Cols: p.Rows, Cells: make([]Cell, len(p.Cells))}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			x := p.At(r, c)
			x.Dir = mirror[x.Dir]
			t.Cells[c*t.Cols+r] = x
		}
	}
	return t
}

// CountSolutions counts the solutions of p by the spec without building
// their diagram (on the transpose of a board wider than tall).
func (p *Puzzle) CountSolutions(ctx context.Context) (*big.Int, error) {
	q := p
	if p.Cols > p.Rows {
		q = p.transpose()
	}
	return topdown.Count(ctx, newSpec(q), topdown.Options{})
}
