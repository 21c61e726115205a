package sashigane

import "github.com/zqlang/zq/topdown"

// Column states of the frontier: what the last decided cell of a column
// asks of the cell below it.
const (
	// colClosed: a border below; the cell below starts afresh.
	colClosed = iota
	// colDone: the cell below continues a vertical arm whose L has its
	// horizontal arm already (the corner is above); it is a single cell
	// in its row.
	colDone
	// colPending: the cell below continues a vertical arm that started
	// at its top end; the corner, with the horizontal arm, is still to
	// come in this column.
	colPending
)

// Row states: the run of cells joined left to right that the current
// cell continues.
const (
	runNone    = iota // the cell's left edge is a border
	runCornerA        // the run's first cell is the corner, whose vertical arm goes down
	runCornerC        // the run's first cell is the corner, whose vertical arm came from above
	runOpen           // the run has no corner yet: its last cell will be
)

// borderSpec builds the solutions top-down over the borders themselves:
// its variables are the edges of graph.Grid(Rows, Cols) in their order
// (per cell, right then down; taken = a border), and a cell is decided
// once its right and down edges are. The state holds, per column, what
// the column's last decided cell asks of the cell below (closed, a
// vertical arm below a corner, a vertical arm still waiting for its
// corner) with a count, and for the current row the run the next cell
// continues with a count; the right edge, decided before the down edge,
// waits in a byte. Counts are kept only where a numbered circle can
// still read them (a column with one lower down, a row with one further
// right, a run whose corner has one), so that states merge. Each cell's
// role in its L (corner, end, middle of an arm) is known when it is
// decided and checked against its mark.
type borderSpec struct {
	p        *Puzzle
	R, C     int
	vars     []svar
	numBelow []bool // per cell, a numbered circle lower in its column
	numRight []bool // per cell, a numbered circle further right in its row

	// For hint sets (hintSpec): the cells whose mark holds only when
	// their own variable, just before their edges, is taken; and the
	// borders of the solution the sets must differ from.
	optional []bool
	sol      []bool
}

// svar is a variable of the spec: the right or down edge of a cell (an
// edge of the grid) or, for hint sets, a cell's mark.
type svar struct {
	cell, kind, edge int
}

const (
	varRight = iota
	varDown
	varMark
)

func newBorderSpec(p *Puzzle) *borderSpec { return newSpec(p, nil, nil) }

// newSpec makes the spec over p's borders; with optional, a variable
// before each optional cell's edges says whether its mark holds, and
// only sets whose borders differ from sol are accepted.
func newSpec(p *Puzzle, optional []bool, sol []bool) *borderSpec {
	s := &borderSpec{p: p, R: p.Rows, C: p.Cols, optional: optional, sol: sol}
	n := p.N()
	s.numBelow = make([]bool, n)
	s.numRight = make([]bool, n)
	for i := n - 1; i >= 0; i-- {
		r, c := i/s.C, i%s.C
		if r+1 < s.R {
			j := i + s.C
			s.numBelow[i] = s.numBelow[j] || p.Nums[j] > 0
		}
		if c+1 < s.C {
			s.numRight[i] = s.numRight[i+1] || p.Nums[i+1] > 0
		}
	}
	for i := 0; i < n; i++ {
		r, c := i/s.C, i%s.C
		if optional != nil && optional[i] {
			s.vars = append(s.vars, svar{i, varMark, -1})
		}
		if c+1 < s.C {
			s.vars = append(s.vars, svar{i, varRight, p.edge(i, i+1)})
		}
		if r+1 < s.R {
			s.vars = append(s.vars, svar{i, varDown, p.edge(i, i+s.C)})
		}
	}
	return s
}

// The state: 2 bytes per column (kind, count), then the row's run kind
// and count, the pending right edge (1 = open), whether the current
// cell's mark holds, and whether the borders so far differ from sol.
func (s *borderSpec) rowAt() int { return 2 * s.C }

// StateSize implements topdown.Spec.
func (s *borderSpec) StateSize() int { return 2*s.C + 5 }

// Vars implements topdown.Spec.
func (s *borderSpec) Vars() int { return len(s.vars) }

// Root implements topdown.Spec.
func (s *borderSpec) Root(st []byte) int {
	clear(st)
	if len(s.vars) == 0 {
		return s.finish(st)
	}
	return 0
}

// finish decides the last cell (which has no edges) and ends.
func (s *borderSpec) finish(st []byte) int {
	if !s.decide(st, s.p.N()-1, false, false) {
		return topdown.Reject
	}
	if s.sol != nil && st[s.rowAt()+4] == 0 {
		return topdown.Reject
	}
	return topdown.Accept
}

// Child implements topdown.Spec.
func (s *borderSpec) Child(st []byte, v int, take bool) int {
	x := s.vars[v]
	i := x.cell
	r, c := i/s.C, i%s.C
	row := s.rowAt()
	open := !take
	if x.kind != varMark && s.sol != nil && take != s.sol[x.edge] {
		st[row+4] = 1
	}
	switch x.kind {
	case varMark:
		st[row+3] = 0
		if take {
			st[row+3] = 1
		}
		if i == s.p.N()-1 {
			return s.finish(st)
		}
		return v + 1
	case varRight:
		if r+1 < s.R {
			// the down edge follows
			st[row+2] = 0
			if open {
				st[row+2] = 1
			}
			return v + 1
		}
		if !s.decide(st, i, open, false) {
			return topdown.Reject
		}
	default:
		right := c+1 < s.C && st[row+2] == 1
		st[row+2] = 0
		if !s.decide(st, i, right, open) {
			return topdown.Reject
		}
	}
	if v+1 < len(s.vars) {
		return v + 1
	}
	return s.finish(st)
}

// mark is the mark of cell i as the state has it: an optional cell's
// holds only when its variable was taken.
func (s *borderSpec) mark(st []byte, i int) (int, int) {
	if s.optional != nil && s.optional[i] && st[s.rowAt()+3] == 0 {
		return Empty, NoNumber
	}
	return s.p.Marks[i], s.p.Nums[i]
}

// role checks the mark of cell i against its role in its L: corner,
// end (whose arrow should be want), or middle of an arm.
const (
	roleMiddle = iota
	roleCorner
	roleEnd
)

func (s *borderSpec) fits(m, i, role, want int) bool {
	switch {
	case m == Empty || m == Unknown:
		return true
	case m == Circle:
		return role == roleCorner
	}
	return role == roleEnd && s.p.arrowFits(i/s.C, i%s.C, m, want)
}

// decide moves the state over cell i with its right and down edges
// open or not, and reports whether the cell can be so.
func (s *borderSpec) decide(st []byte, i int, right, down bool) bool {
	c := i % s.C
	col, cnt := st[2*c], int(st[2*c+1])
	row := s.rowAt()
	run, rcnt := st[row], int(st[row+1])
	left := run != runNone
	mark, num := s.mark(st, i)
	st[row+3] = 0
	if mark != Circle {
		num = NoNumber
	}
	setCol := func(k byte, n int) { st[2*c], st[2*c+1] = k, byte(n) }
	setRun := func(k byte, n int) { st[row], st[row+1] = k, byte(n) }
	// counts are stored plus one, 0 when not kept
	switch {
	case !left && !right: // a single cell in its row
		setRun(runNone, 0)
		switch col {
		case colClosed: // the top end of a vertical arm
			if !down || !s.fits(mark, i, roleEnd, Down) {
				return false
			}
			if s.numBelow[i] {
				setCol(colPending, 2) // one cell
			} else {
				setCol(colPending, 0)
			}
		case colDone:
			if down {
				if !s.fits(mark, i, roleMiddle, 0) || cnt == 2 {
					return false
				}
				if cnt > 0 {
					cnt--
				}
				setCol(colDone, cnt)
			} else {
				if !s.fits(mark, i, roleEnd, Up) || cnt > 2 {
					return false
				}
				setCol(colClosed, 0)
			}
		case colPending:
			if !down || !s.fits(mark, i, roleMiddle, 0) {
				return false
			}
			if s.numBelow[i] && cnt > 0 {
				setCol(colPending, min(cnt+1, 255))
			} else {
				setCol(colPending, 0)
			}
		}
	case !left && right: // the first cell of a run
		switch {
		case col == colDone:
			return false
		case col == colPending: // the corner of └
			if down || !s.fits(mark, i, roleCorner, 0) {
				return false
			}
			setCol(colClosed, 0)
			if num > 0 {
				h := num - 1 - (cnt - 1) // cells of the horizontal arm
				if cnt == 0 || h < 1 {
					return false
				}
				setRun(runCornerC, h+1)
			} else {
				setRun(runCornerC, 0)
			}
		case down: // the corner of ┌
			if !s.fits(mark, i, roleCorner, 0) {
				return false
			}
			setCol(colDone, 0)
			if num > 0 {
				setRun(runCornerA, 2) // one cell
			} else {
				setRun(runCornerA, 0)
			}
		default: // the end of the horizontal arm of ┐ or ┘
			if !s.fits(mark, i, roleEnd, Right) {
				return false
			}
			setCol(colClosed, 0)
			if s.numRight[i] {
				setRun(runOpen, 2)
			} else {
				setRun(runOpen, 0)
			}
		}
	case left && right: // the middle of a run
		if col != colClosed || down || !s.fits(mark, i, roleMiddle, 0) {
			return false
		}
		setCol(colClosed, 0)
		switch run {
		case runCornerA:
			if rcnt > 0 {
				n := s.p.Nums[i-(rcnt-1)]
				if rcnt > n-2 { // this cell, one more and a vertical cell
					return false
				}
				rcnt++
			}
		case runCornerC:
			if rcnt > 0 {
				rcnt--
				if rcnt < 2 { // another cell follows
					return false
				}
			}
		case runOpen:
			if rcnt > 0 && s.numRight[i] {
				rcnt = min(rcnt+1, 255)
			} else {
				rcnt = 0
			}
		}
		setRun(run, rcnt)
	default: // the last cell of a run
		setRun(runNone, 0)
		switch run {
		case runCornerA, runCornerC: // the end of the horizontal arm
			if col != colClosed || down || !s.fits(mark, i, roleEnd, Left) {
				return false
			}
			setCol(colClosed, 0)
			if run == runCornerC && rcnt > 0 && rcnt != 2 {
				return false
			}
			if run == runCornerA && rcnt > 0 {
				length := rcnt // the run's cells with this one
				corner := i - (length - 1)
				v := s.p.Nums[corner] - length // cells of the vertical arm
				if v < 1 {
					return false
				}
				st[2*(corner%s.C)], st[2*(corner%s.C)+1] = colDone, byte(v+1)
			}
		default: // runOpen: this cell is the corner
			if !s.fits(mark, i, roleCorner, 0) {
				return false
			}
			length := rcnt // the run's cells with this one, when kept
			switch {
			case col == colPending && !down: // ┘
				setCol(colClosed, 0)
				if num > 0 && (rcnt == 0 || cnt == 0 || (cnt-1)+length != num) {
					return false
				}
			case col == colClosed && down: // ┐
				if num > 0 {
					v := num - length
					if rcnt == 0 || v < 1 {
						return false
					}
					setCol(colDone, v+1)
				} else {
					setCol(colDone, 0)
				}
			default:
				return false
			}
		}
	}
	return true
}
