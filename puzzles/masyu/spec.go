package masyu

import (
	"context"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// The spec decides the edges of the grid of cell centres in
// graph.Grid's order: for each cell row-major, its edge to the right,
// then its edge down. While cell (r, c) is decided, slot j of the state
// holds cell (r, j) for j >= c and (r+1, j) for j < c; a cell leaves its
// slot when its edge down is decided (the cell below takes the slot),
// and is then complete: every edge of it is decided, so its pearl is
// checked. What a pearl needs from later cells is left there as
// obligations (this edge must, or must not, be in the loop); what it
// needs from earlier cells is left as two facts (the cell to the left
// goes straight across, the cell above goes straight down).
//
// State: one byte "the loop is closed", one byte "the loop differs from
// the loop given" (hints only), then per slot a mate byte (0: no edge
// yet; 1: two edges; 2+k: one edge, the path's other end in slot k) and
// two bytes of flags. The hint spec adds one variable per candidate
// cell, just before the cell takes its slot: taking it puts the pearl
// the given loop has there on the cell.

// Per-slot flags.
const (
	fU       = 1 << iota // the cell's edge up is in the loop
	fL                   // ... left
	fR                   // ... right
	fD                   // ... down
	fHS                  // the cell to the left goes straight across (pearls only)
	fVS                  // the cell above goes straight down (pearls only)
	fNeedR               // the edge right must be in the loop
	fNoR                 // ... must not
	fNeedD               // the edge down must be in the loop
	fNoD                 // ... must not
	fPearl               // the cell has its (optional) pearl (hints only)
	fShape   = fU | fL | fR | fD
	slotSize = 3
	head     = 2
)

// step is one variable of the spec.
type step struct {
	cell int  // an edge: its upper or left cell; a hint: its cell
	down bool // the edge goes down (else right)
	hint bool // a hint variable, not an edge
	edge int  // the edge's number in graph.Grid (edges only)
	// aDone, bDone: the edge's first or second cell is complete once
	// it is decided.
	aDone, bDone bool
}

// spec is the frontier spec of Masyu on one board. pearls are the
// pearls every solution must meet; with hint variables, optional[cell]
// is the pearl taking the cell's hint variable puts there, and differ
// (when not nil) the loop the solutions must differ from.
type spec struct {
	rows, cols int
	pearls     []Pearl
	optional   []Pearl
	keep       []uint16 // per cell: the shape bits worth keeping
	steps      []step
	differ     []bool // per edge: in the loop to differ from (nil: none)
}

// newSpec lays out the variables: the edges, and with optional pearls a
// hint variable before each candidate cell takes its slot.
func newSpec(p *Puzzle, optional []Pearl, differ []bool) *spec {
	s := &spec{rows: p.Rows, cols: p.Cols, pearls: p.Pearls, optional: optional, differ: differ}
	R, C := p.Rows, p.Cols
	pearl := func(cell int) bool {
		return p.Pearls[cell] != None || optional != nil && optional[cell] != None
	}
	s.keep = make([]uint16, R*C)
	for cell := range s.keep {
		r, c := cell/C, cell%C
		switch {
		case pearl(cell):
			s.keep[cell] = fShape
		default:
			if c+1 < C && pearl(cell+1) {
				s.keep[cell] |= fL | fR
			}
			if r+1 < R && pearl(cell+C) {
				s.keep[cell] |= fU | fD
			}
		}
	}
	hint := func(cell int) {
		if optional != nil && optional[cell] != None {
			s.steps = append(s.steps, step{cell: cell, hint: true})
		}
	}
	for c := 0; c < C; c++ {
		hint(c)
	}
	e := 0
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			cell := r*C + c
			if c+1 < C {
				s.steps = append(s.steps, step{cell: cell, edge: e, aDone: r == R-1, bDone: r == R-1 && c+1 == C-1})
				e++
			}
			if r+1 < R {
				hint(cell + C)
				s.steps = append(s.steps, step{cell: cell, down: true, edge: e, aDone: true, bDone: C == 1 && r+1 == R-1})
				e++
			}
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
	if len(s.steps) == 0 {
		return topdown.Reject
	}
	return 0
}

func (s *spec) mate(st []byte, j int) int { return int(st[head+slotSize*j]) }
func (s *spec) setMate(st []byte, j, m int) {
	st[head+slotSize*j] = byte(m)
}
func (s *spec) flags(st []byte, j int) uint16 {
	o := head + slotSize*j + 1
	return uint16(st[o]) | uint16(st[o+1])<<8
}
func (s *spec) setFlags(st []byte, j int, f uint16) {
	o := head + slotSize*j + 1
	st[o], st[o+1] = byte(f), byte(f>>8)
}

// degree of a mate byte.
func degree(m int) int {
	switch {
	case m == 0:
		return 0
	case m == 1:
		return 2
	}
	return 1
}

// pearlAt is the pearl cell must meet: its fixed one, or its optional
// one when the slot says it was taken.
func (s *spec) pearlAt(cell int, f uint16) Pearl {
	if x := s.pearls[cell]; x != None {
		return x
	}
	if f&fPearl != 0 {
		return s.optional[cell]
	}
	return None
}

// Child implements topdown.Spec.
func (s *spec) Child(st []byte, v int, take bool) int {
	if s.child(st, v, take) {
		if v+1 < len(s.steps) {
			return v + 1
		}
		if st[0] == 1 && (s.differ == nil || st[1]&1 != 0) {
			return topdown.Accept
		}
	}
	return topdown.Reject
}

// child decides variable v; false rejects.
func (s *spec) child(st []byte, v int, take bool) bool {
	sp := s.steps[v]
	C := s.cols
	r, c := sp.cell/C, sp.cell%C
	if sp.hint {
		if take {
			// The cell is in slot c (row 0) or about to enter it: the
			// flag goes where the cell will be.
			if r == 0 {
				s.setFlags(st, c, s.flags(st, c)|fPearl)
			} else {
				st[1] |= 2 // carried into the slot by the edge down above it
			}
		}
		return true
	}
	if take && st[0] == 1 {
		return false
	}
	if s.differ != nil && take != s.differ[sp.edge] {
		st[1] |= 1
	}
	fa := s.flags(st, c)
	ma := s.mate(st, c)
	if sp.down {
		if take && fa&fNoD != 0 || !take && fa&fNeedD != 0 {
			return false
		}
		da := degree(ma)
		var mb int
		if take {
			if da != 1 {
				return false
			}
			mb = ma // the cell below is the path's new end
			da = 2
		} else if da == 1 {
			return false
		}
		if take {
			fa |= fD
		}
		// The cell below starts with its edge up and what the cell
		// above tells it.
		below := sp.cell + C
		var fb uint16
		if st[1]&2 != 0 {
			fb |= fPearl
			st[1] &^= 2
		}
		if take {
			fb |= fU
		}
		var next uint16
		if !s.complete(st, sp.cell, fa&(s.keep[sp.cell]|^uint16(fShape)), da, &fb, &next) {
			return false
		}
		fb &= s.keep[below] | ^uint16(fShape)
		s.setMate(st, c, mb)
		s.setFlags(st, c, fb)
		if sp.bDone {
			var dummy, dummy2 uint16
			if !s.complete(st, below, fb, degree(mb), &dummy, &dummy2) {
				return false
			}
			s.setMate(st, c, 0)
			s.setFlags(st, c, 0)
		}
		return true
	}
	// An edge right, between slots c and c+1.
	if take && fa&fNoR != 0 || !take && fa&fNeedR != 0 {
		return false
	}
	b := c + 1
	mb := s.mate(st, b)
	if take {
		da, db := degree(ma), degree(mb)
		if da == 2 || db == 2 {
			return false
		}
		if ma == b+2 {
			// Closing the loop: no other end may be left.
			for j := 0; j < C; j++ {
				if j != c && j != b && s.mate(st, j) >= 2 {
					return false
				}
			}
			s.setMate(st, c, 1)
			s.setMate(st, b, 1)
			st[0] = 1
		} else {
			ea, eb := c, b
			if da == 1 {
				ea = ma - 2
				s.setMate(st, c, 1)
			}
			if db == 1 {
				eb = mb - 2
				s.setMate(st, b, 1)
			}
			s.setMate(st, ea, eb+2)
			s.setMate(st, eb, ea+2)
		}
		s.setFlags(st, c, fa|fR&s.keep[sp.cell])
		s.setFlags(st, b, s.flags(st, b)|fL&s.keep[sp.cell+1])
	}
	if sp.aDone {
		var unused, unused2 uint16
		if !s.complete(st, sp.cell, s.flags(st, c), degree(s.mate(st, c)), &unused, &unused2) {
			return false
		}
		s.setMate(st, c, 0)
		s.setFlags(st, c, 0)
	}
	if sp.bDone {
		var unused, unused2 uint16
		if !s.complete(st, sp.cell+1, s.flags(st, b), degree(s.mate(st, b)), &unused, &unused2) {
			return false
		}
		s.setMate(st, b, 0)
		s.setFlags(st, b, 0)
	}
	return true
}

// complete checks cell, whose every edge is decided (shape bits f,
// degree d), and leaves what its pearl and its neighbours' pearls need:
// on the cell to its right (in its slot) and on the cell below (in *fb,
// the flags it will start with).
func (s *spec) complete(st []byte, cell int, f uint16, d int, fb *uint16, _ *uint16) bool {
	C := s.cols
	r, c := cell/C, cell%C
	if d == 1 {
		return false
	}
	horiz := f&(fL|fR) == fL|fR
	vert := f&(fU|fD) == fU|fD
	right := c+1 < C
	rightCell := cell + 1
	switch s.pearlAt(cell, f) {
	case Black:
		if d != 2 || horiz || vert {
			return false
		}
		if f&fL != 0 && f&fHS == 0 || f&fU != 0 && f&fVS == 0 {
			return false
		}
		if f&fR != 0 {
			if c+2 >= C {
				return false
			}
			s.setFlags(st, c+1, s.flags(st, c+1)|fNeedR)
		}
		if f&fD != 0 {
			if r+2 >= s.rows {
				return false
			}
			*fb |= fNeedD
		}
	case White:
		if d != 2 || !horiz && !vert {
			return false
		}
		if horiz && f&fHS != 0 {
			s.setFlags(st, c+1, s.flags(st, c+1)|fNoR)
		}
		if vert && f&fVS != 0 {
			*fb |= fNoD
		}
	}
	if right && horiz && s.mayPearl(rightCell, s.flags(st, c+1)) {
		s.setFlags(st, c+1, s.flags(st, c+1)|fHS)
	}
	if r+1 < s.rows && vert && s.mayPearl(cell+C, *fb) {
		*fb |= fVS
	}
	return true
}

// mayPearl reports whether cell (with slot flags f) has a pearl to
// meet, fixed or optional and taken; an optional one not yet decided
// counts too, so that its facts are at hand.
func (s *spec) mayPearl(cell int, f uint16) bool {
	if s.pearls[cell] != None {
		return true
	}
	return s.optional != nil && s.optional[cell] != None && f&fPearl != 0
}

// Solutions builds the family of every solution of p (sets of edges of
// p.Graph()) under ctx (its progress hook and cancellation).
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager) (zdd.Node, error) {
	f, _, err := p.SolutionsStats(ctx, m)
	return f, err
}

// SolutionsStats is Solutions with the builder's statistics (states
// per level, the peak), which do not depend on the machine. A board
// wider than tall is built on its transpose, whose frontier (a row) is
// shorter, and its edges renamed.
func (p *Puzzle) SolutionsStats(ctx context.Context, m *zdd.Manager) (zdd.Node, topdown.Stats, error) {
	if p.Cols <= p.Rows {
		return topdown.BuildStats(ctx, m, newSpec(p, nil, nil), topdown.Options{})
	}
	t := p.transpose()
	f, st, err := topdown.BuildStats(ctx, m, newSpec(t, nil, nil), topdown.Options{})
	if err != nil {
		return zdd.Empty, st, err
	}
	g, tg := p.Graph(), t.Graph()
	perm := make([]uint32, tg.M())
	for i, e := range tg.Edges() {
		perm[i] = uint32(g.GridEdge(e.U%t.Cols, e.U/t.Cols, e.V%t.Cols, e.V/t.Cols))
	}
	f, err = m.Rename(f, perm)
	return f, st, err
}

// transpose returns the board mirrored on its diagonal: cell (r, c)
// becomes (c, r), and its solutions are the mirrored loops.
func (p *Puzzle) transpose() *Puzzle {
	t := &Puzzle{Rows: p.Cols, Cols: p.Rows, Pearls: make([]Pearl, len(p.Pearls))}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			t.Pearls[c*t.Cols+r] = p.At(r, c)
		}
	}
	return t
}

// CountSolutions counts the solutions without building their diagram
// (on the transpose of a board wider than tall).
func (p *Puzzle) CountSolutions(ctx context.Context) (int64, bool, error) {
	q := p
	if p.Cols > p.Rows {
		q = p.transpose()
	}
	n, err := topdown.Count(ctx, newSpec(q, nil, nil), topdown.Options{})
	if err != nil {
		return 0, false, err
	}
	return n.Int64(), n.IsInt64(), nil
}
