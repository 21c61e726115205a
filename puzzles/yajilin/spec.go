package yajilin

import (
	"context"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// The spec decides the elements in their order: for each cell
// row-major, "shaded", its edge right, its edge down. Slot j of the
// state holds the cell of column j that is in the frontier: while cell
// (r, c) is decided, slot j holds (r, j) for j >= c and (r+1, j) for
// j < c; a cell's edge down hands its slot to the cell below.
//
// State: four head bytes (the loop is closed; bits: the cell to the
// left is shaded, the set differs from the one given (hints), a hint's
// clue is pending, the parity of the loop's edges down crossed so far
// in the row (Outside); the shaded cells of the row so far, kept only
// while a left arrow lies ahead; the shaded cells the row still needs
// by a right arrow, noLimit for none), then per slot four bytes: a mate
// byte (0: no edge; 1: two edges; 2+k: one edge, the path's other end
// in slot k), flags (the cell is shaded, the cell above is shaded, the
// cell's edge up is in the loop), and the column's two counts as the
// row's.
const (
	hClosed = iota
	hBits
	hRowCnt
	hRowRem
	head
)

const (
	bLeft    = 1 << iota // the cell to the left is shaded
	bDiffer              // the set differs from the given one
	bPending             // the next clue cell's hint is taken
	bParity              // odd number of edges down crossed in the row
)

const (
	fShaded = 1 << iota // the slot's cell is shaded
	fAbove              // the cell above it is shaded
	fUp                 // its edge up is in the loop (Outside only)
)

const (
	sMate = iota
	sFlags
	sCnt
	sRem
	slotSize
)

const noLimit = 0xFF

type stepKind uint8

const (
	stShade stepKind = iota
	stRight
	stDown
	stHint
)

type step struct {
	cell int
	kind stepKind
	elem int  // the element's variable (not for hints)
	last bool // the cell's last step: it is complete after it
}

// spec is the frontier spec of one board; optional clues (hints) are
// clue cells whose arrow counts when their hint variable is taken, and
// differ (when not nil) the set the solutions must differ from.
type spec struct {
	p        *Puzzle
	optional []Clue
	differ   []bool
	steps    []step
	clue     []bool
	keepRow  []bool // the row's count of shaded cells so far is needed after the cell
	keepCol  []bool
	rowMax   []int // the most cells of the row after the cell that can be shaded
	colMax   []int
	bad      bool   // a number without an arrow: no solution
	fixed    []int8 // per element: 1 in every solution, 0 in none, -1 open (nil: none)
}

func newSpec(p *Puzzle, optional []Clue, differ []bool) *spec {
	R, C := p.Rows, p.Cols
	n := R * C
	s := &spec{p: p, optional: optional, differ: differ,
		clue: make([]bool, n), keepRow: make([]bool, n), keepCol: make([]bool, n),
		rowMax: make([]int, n), colMax: make([]int, n)}
	counting := func(i int) (Clue, bool) {
		if optional != nil && optional[i].Counts() {
			return optional[i], true
		}
		return p.Clues[i], p.Clues[i].Counts()
	}
	for i, cl := range p.Clues {
		s.clue[i] = cl.IsClue()
		if cl.Num >= 0 && cl.Dir == NoDir {
			s.bad = true
		}
	}
	for i := range p.Clues {
		r, c := i/C, i%C
		for c2 := c + 1; c2 < C; c2++ {
			if cl, ok := counting(r*C + c2); ok && cl.Dir == Left {
				s.keepRow[i] = true
			}
		}
		for r2 := r + 1; r2 < R; r2++ {
			if cl, ok := counting(r2*C + c); ok && cl.Dir == Up {
				s.keepCol[i] = true
			}
		}
		s.rowMax[i] = s.maxShaded(p.Ray(r, c, Right))
		s.colMax[i] = s.maxShaded(p.Ray(r, c, Down))
	}
	v := 0
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			cell := r*C + c
			if optional != nil && optional[cell].Counts() {
				s.steps = append(s.steps, step{cell: cell, kind: stHint, elem: -1})
			}
			s.steps = append(s.steps, step{cell: cell, kind: stShade, elem: v, last: r == R-1 && c == C-1})
			v++
			if c+1 < C {
				s.steps = append(s.steps, step{cell: cell, kind: stRight, elem: v, last: r == R-1})
				v++
			}
			if r+1 < R {
				s.steps = append(s.steps, step{cell: cell, kind: stDown, elem: v, last: true})
				v++
			}
		}
	}
	return s
}

// maxShaded is the most cells of a line that can be shaded: no clue
// cell, no two side by side.
func (s *spec) maxShaded(line []int) int {
	n, run := 0, 0
	for _, i := range line {
		if s.clue[i] {
			n += (run + 1) / 2
			run = 0
		} else {
			run++
		}
	}
	return n + (run+1)/2
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return head + slotSize*s.p.Cols }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return len(s.steps) }

// Root implements topdown.Spec.
func (s *spec) Root(st []byte) int {
	clear(st)
	if s.bad || len(s.steps) == 0 {
		return topdown.Reject
	}
	st[hRowRem] = noLimit
	for j := 0; j < s.p.Cols; j++ {
		st[head+slotSize*j+sRem] = noLimit
	}
	return 0
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

func mateDegree(m byte) int {
	switch m {
	case 0:
		return 0
	case 1:
		return 2
	}
	return 1
}

func (s *spec) child(st []byte, v int, take bool) bool {
	sp := s.steps[v]
	C := s.p.Cols
	r, c := sp.cell/C, sp.cell%C
	slot := st[head+slotSize*c : head+slotSize*(c+1)]
	if sp.kind == stHint {
		if take {
			st[hBits] |= bPending
		}
		return true
	}
	if s.fixed != nil && s.fixed[sp.elem] >= 0 && take != (s.fixed[sp.elem] == 1) {
		return false
	}
	if s.differ != nil && take != s.differ[sp.elem] {
		st[hBits] |= bDiffer
	}
	switch sp.kind {
	case stShade:
		if !s.shade(st, slot, sp.cell, take) {
			return false
		}
	case stRight:
		if take && !s.right(st, c, sp.cell) {
			return false
		}
	case stDown:
		m := slot[sMate]
		var below byte
		if take {
			if st[hClosed] == 1 || s.clue[sp.cell] || s.clue[sp.cell+C] || slot[sFlags]&fShaded != 0 || mateDegree(m) != 1 {
				return false
			}
			below = m
			slot[sMate] = 1
		} else if mateDegree(m) == 1 {
			return false
		}
		if !s.complete(slot, sp.cell) {
			return false
		}
		var f byte
		if slot[sFlags]&fShaded != 0 {
			f |= fAbove
		}
		if take && s.p.Outside {
			f |= fUp
		}
		slot[sMate], slot[sFlags] = below, f
		return true
	}
	if sp.last && r == s.p.Rows-1 {
		if !s.complete(slot, sp.cell) {
			return false
		}
		slot[sMate], slot[sFlags] = 0, 0
	}
	return true
}

// complete checks a cell whose every edge is decided: a cell neither
// shaded nor a clue has two edges, the others none.
func (s *spec) complete(slot []byte, cell int) bool {
	m := slot[sMate]
	if s.clue[cell] || slot[sFlags]&fShaded != 0 {
		return m == 0
	}
	return m == 1
}

// shade decides whether cell (in slot) is shaded, and checks its clue
// when it is a clue cell.
func (s *spec) shade(st, slot []byte, cell int, take bool) bool {
	C := s.p.Cols
	r, c := cell/C, cell%C
	m := slot[sMate]
	bits := st[hBits]
	if s.clue[cell] {
		if take || m != 0 {
			return false
		}
		cl, counts := s.p.Clues[cell], s.p.Clues[cell].Counts()
		if s.optional != nil && s.optional[cell].Counts() {
			cl, counts = s.optional[cell], bits&bPending != 0
			bits &^= bPending
		}
		if counts {
			switch cl.Dir {
			case Up:
				if int(slot[sCnt]) != cl.Num {
					return false
				}
			case Left:
				if int(st[hRowCnt]) != cl.Num {
					return false
				}
			case Right:
				if cl.Num > s.rowMax[cell] || st[hRowRem] != noLimit && int(st[hRowRem]) != cl.Num {
					return false
				}
				st[hRowRem] = byte(cl.Num)
			case Down:
				if cl.Num > s.colMax[cell] || slot[sRem] != noLimit && int(slot[sRem]) != cl.Num {
					return false
				}
				slot[sRem] = byte(cl.Num)
			}
		}
	} else if take {
		if m != 0 || slot[sFlags]&fAbove != 0 || bits&bLeft != 0 || s.p.Outside && bits&bParity != 0 {
			return false
		}
		if st[hRowRem] != noLimit {
			if st[hRowRem] == 0 {
				return false
			}
			st[hRowRem]--
		}
		if slot[sRem] != noLimit {
			if slot[sRem] == 0 {
				return false
			}
			slot[sRem]--
		}
		st[hRowCnt]++
		slot[sCnt]++
	} else if st[hClosed] == 1 && m == 0 {
		// it needs two edges, and the loop is closed
		return false
	}
	if !s.keepRow[cell] {
		st[hRowCnt] = 0
	}
	if !s.keepCol[cell] {
		slot[sCnt] = 0
	}
	if st[hRowRem] != noLimit && int(st[hRowRem]) > s.rowMax[cell] {
		return false
	}
	if slot[sRem] != noLimit && int(slot[sRem]) > s.colMax[cell] {
		return false
	}
	bits &^= bLeft
	if take {
		bits |= bLeft
	}
	if slot[sFlags]&fUp != 0 {
		bits ^= bParity
	}
	f := byte(0)
	if take {
		f = fShaded
	}
	slot[sFlags] = f
	if c == C-1 {
		st[hRowCnt], st[hRowRem] = 0, noLimit
		bits &^= bLeft | bParity
	}
	if r == s.p.Rows-1 {
		slot[sCnt], slot[sRem] = 0, noLimit
	}
	st[hBits] = bits
	return true
}

// right takes the edge from cell (in slot c) to the cell on its right.
func (s *spec) right(st []byte, c, cell int) bool {
	if st[hClosed] == 1 || s.clue[cell] || s.clue[cell+1] {
		return false
	}
	a := head + slotSize*c
	b := a + slotSize
	if st[a+sFlags]&fShaded != 0 {
		return false
	}
	ma, mb := st[a+sMate], st[b+sMate]
	da, db := mateDegree(ma), mateDegree(mb)
	if da == 2 || db == 2 {
		return false
	}
	C := s.p.Cols
	if int(ma) == c+1+2 {
		for j := 0; j < C; j++ {
			if j != c && j != c+1 && st[head+slotSize*j+sMate] >= 2 {
				return false
			}
		}
		st[a+sMate], st[b+sMate] = 1, 1
		st[hClosed] = 1
		return true
	}
	ea, eb := c, c+1
	if da == 1 {
		ea = int(ma) - 2
		st[a+sMate] = 1
	}
	if db == 1 {
		eb = int(mb) - 2
		st[b+sMate] = 1
	}
	st[head+slotSize*ea+sMate] = byte(eb + 2)
	st[head+slotSize*eb+sMate] = byte(ea + 2)
	return true
}

// Solutions builds the family of every solution of p.
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager) (zdd.Node, error) {
	f, _, err := p.SolutionsStats(ctx, m)
	return f, err
}

// SolutionsStats is Solutions with the builder's statistics. The spec
// runs on the board or its transpose, whichever [Puzzle.transposeBetter]
// picks, and a transpose's elements are renamed back.
func (p *Puzzle) SolutionsStats(ctx context.Context, m *zdd.Manager) (zdd.Node, topdown.Stats, error) {
	if !p.transposeBetter() {
		return topdown.BuildStats(ctx, m, p.solveSpec(ctx), topdown.Options{})
	}
	t := p.transpose()
	f, st, err := topdown.BuildStats(ctx, m, t.solveSpec(ctx), topdown.Options{})
	if err != nil {
		return zdd.Empty, st, err
	}
	perm := make([]uint32, t.Vars())
	for v := range perm {
		e := t.elementOf(v)
		switch e.kind {
		case kShade:
			perm[v] = uint32(p.ShadeVar(e.c, e.r))
		case kRight:
			perm[v] = uint32(p.DownVar(e.c, e.r))
		default:
			perm[v] = uint32(p.RightVar(e.c, e.r))
		}
	}
	f, err = m.Rename(f, perm)
	return f, st, err
}

// solveSpec is the spec of p's solutions, with the deductions' fixed
// elements unless p.NoDeduce (made under ctx).
func (p *Puzzle) solveSpec(ctx context.Context) *spec {
	s := newSpec(p, nil, nil)
	if !p.NoDeduce {
		s.fixed = p.deduce(ctx)
		if s.fixed == nil {
			s.bad = true
		}
	}
	return s
}

// cost estimates the frontier's load of the spec on p: a slot per
// column, and the counts a column keeps for its up and down arrows.
func (p *Puzzle) cost() int {
	n := p.Cols
	for c := 0; c < p.Cols; c++ {
		for r := 0; r < p.Rows; r++ {
			if cl := p.At(r, c); cl.Counts() && (cl.Dir == Up || cl.Dir == Down) {
				n += 2
				break
			}
		}
	}
	return n
}

// transposeBetter reports whether the spec should run on p's transpose.
func (p *Puzzle) transposeBetter() bool {
	a, b := p.cost(), p.transpose().cost()
	return b < a || b == a && p.Cols > p.Rows
}

var transposed = map[int]int{NoDir: NoDir, Up: Left, Left: Up, Down: Right, Right: Down}

// transpose returns the board mirrored on its diagonal: cell (r, c)
// becomes (c, r), an arrow up points left, and so on; its solutions are
// the mirrored ones.
func (p *Puzzle) transpose() *Puzzle {
	t := &Puzzle{Rows: p.Cols, Cols: p.Rows, Clues: make([]Clue, len(p.Clues)), Outside: p.Outside, Grey: p.Grey, NoDeduce: p.NoDeduce}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			cl := p.At(r, c)
			cl.Dir = transposed[cl.Dir]
			t.Clues[c*t.Cols+r] = cl
		}
	}
	return t
}

// CountSolutions counts the solutions without building their diagram.
func (p *Puzzle) CountSolutions(ctx context.Context) (int64, bool, error) {
	q := p
	if p.transposeBetter() {
		q = p.transpose()
	}
	n, err := topdown.Count(ctx, q.solveSpec(ctx), topdown.Options{})
	if err != nil {
		return 0, false, err
	}
	return n.Int64(), n.IsInt64(), nil
}
