package numberlink

import (
	"context"
	"errors"
	"sync/atomic"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// fillSpec is a compact construction for the rules that cover every
// cell (A and B), after the mate-array formulation of Simpath: with every
// cell covered, a cell's state is one byte,
//
//	0          the cell needs no more edges (or is beyond the board);
//	1..f       it is an open end of a path fragment whose other end is
//	           the cell at that position, 1-based (its own position: an
//	           empty cell with no edge yet, which needs two);
//	f+t        it is the open end of a fragment that reaches number t
//	           (a numbered cell with no edge yet is its own such end).
//
// A numbered cell needs one edge, every other cell two; so the byte says
// how many edges the cell still needs and which cells its path joins.
// The frontier of the edges of cell u is the window of cells u..u+f-1
// (f = cols+1), and cell c is kept at position c mod f: the cell that
// leaves and the one that enters share a position, so nothing moves.
//
// Under rule B that is the whole rule, and the family built is exactly
// the rule's. Rule A (a path never touches itself) needs to know which
// cells share a path beyond the open ends, which the bytes do not hold.
// Under it the spec builds a superset of the solutions: it rejects what
// the bytes show, an edge left out between two cells known to be on one
// path (the two ends of one fragment, or two ends reaching the same
// number), and three sides of a unit square taken (its two corners at
// the ends of the three sides touch); two more bits per cell remember
// the taken sides of the square above it. The caller then checks each
// set of the superset against rule A (see fillFamily).
type fillSpec struct {
	b     *board
	n, f  int
	ruleA bool
	e     []fillEdge
	// Rule A's flags: with at most packedCodes codes they share the
	// cell's byte (mask 0x3F keeps the code, the flags are bits 6 and 7),
	// so that a state is f bytes; otherwise they follow the codes
	// (fbase = f, mask 0xFF).
	mask      byte
	fbase     int
	fUp, fTop byte
}

// fillEdge is what the construction needs of edge (u, x), decided while
// u is the first cell of the window.
type fillEdge struct {
	pu, px uint8 // positions of u and x
	// remU, remX: the number of edges of u and x after this one that
	// are not forced out.
	remU, remX uint8
	force      uint8 // free, in or out
	lu, lx     uint8 // the label codes of u and x if numbered, or 0
	right      bool  // x = u+1 (otherwise x = u+cols)
	last       bool  // the last edge of u: u leaves the window after it
	end        bool  // ... and the window's next cell is the board's last
	enter      uint8 // if last, the byte of cell u+f, entering at pu
	// Rule A: flag set at position pBelow, the cell below u, on taking
	// the edge (0: none), and for an edge down from u not in the first
	// column, the position of the cell below u's left neighbour, the
	// lower left corner of the square whose right side the edge is.
	flag        uint8
	pBelow, pBL uint8
	hasBL       bool
}

// Flag bits of a cell (fillSpec.fUp and fTop hold them shifted to
// where the state keeps them).
const (
	flagUp  = 1 // the edge from the cell above is taken
	flagTop = 2 // the top side of the square whose lower left corner is the cell is taken
)

// packedCodes is the number of codes (f plus the pairs) up to which
// rule A's flags share the code's byte.
const packedCodes = 63

// fillMaxCode is the largest state byte: f plus the number of pairs.
const fillMaxCode = 255

// newFillSpec returns the compact construction for b (rule A or B), or
// nil when b does not fit it (a board of one row or column, or more pairs
// than the byte codes hold).
func newFillSpec(b *board) *fillSpec { return newFillSpecLayout(b, true) }

// newFillSpecLayout is newFillSpec, with rule A's flags in bytes of their
// own unless packed is set and the codes leave room for them.
func newFillSpecLayout(b *board, packed bool) *fillSpec {
	if b.rule == RuleC || b.rows < 2 || b.cols < 2 || b.cols+1+b.k > fillMaxCode {
		return nil
	}
	s := &fillSpec{b: b, n: b.rows * b.cols, f: b.cols + 1, ruleA: b.rule == RuleA, mask: 0xFF}
	if s.ruleA {
		s.fbase, s.fUp, s.fTop = s.f, flagUp, flagTop
		if packed && s.f+b.k <= packedCodes {
			s.mask, s.fbase, s.fUp, s.fTop = 0x3F, 0, flagUp<<6, flagTop<<6
		}
	}
	m := b.g.M()
	f, cols := s.f, b.cols
	rem := func(c, v int) uint8 {
		k := uint8(0)
		for _, e := range b.inc[c] {
			if e > v && b.force[e] != out {
				k++
			}
		}
		return k
	}
	s.e = make([]fillEdge, m)
	for v, ed := range b.g.Edges() {
		u, x := ed.U, ed.V
		e := &s.e[v]
		e.pu, e.px = uint8(u%f), uint8(x%f)
		e.remU, e.remX = rem(u, v), rem(x, v)
		e.force = b.force[v]
		if t := b.lab[u]; t != 0 {
			e.lu = uint8(f + int(t))
		}
		if t := b.lab[x]; t != 0 {
			e.lx = uint8(f + int(t))
		}
		e.right = x == u+1 && u%cols != cols-1
		e.last = v+1 == m || b.g.Edge(v+1).U != u
		if e.last {
			e.end = u+1 == s.n-1
			e.enter = s.enter(u+f, int(e.pu))
		}
		below := u + cols
		e.pBelow = uint8(below % f)
		switch {
		case e.right && below < s.n:
			e.flag = s.fTop
		case !e.right:
			// (in the last column too: the cell is then the lower
			// right corner of the square to its left)
			e.flag = s.fUp
		}
		if !e.right && u%cols != 0 {
			e.hasBL, e.pBL = true, uint8((below-1)%f)
		}
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *fillSpec) StateSize() int { return s.fbase + s.f }

// Vars implements topdown.Spec.
func (s *fillSpec) Vars() int { return s.b.g.M() }

// enter returns the byte of cell c entering the window at position p.
func (s *fillSpec) enter(c, p int) uint8 {
	if c >= s.n {
		return 0
	}
	if t := s.b.lab[c]; t != 0 {
		return uint8(s.f + int(t))
	}
	return uint8(p + 1)
}

// Root implements topdown.Spec.
func (s *fillSpec) Root(st []byte) int {
	clear(st)
	for i := range s.f {
		st[i] = s.enter(i, i)
	}
	return 0
}

// need returns how many more edges the cell at position p with byte m
// needs.
func need(m byte, p uint8) uint8 {
	switch {
	case m == 0:
		return 0
	case m == p+1:
		return 2
	}
	return 1
}

// TakeRejects implements topdown.TakeRejecter.
func (s *fillSpec) TakeRejects(st []byte, v int) bool {
	e := &s.e[v]
	if e.force == out {
		return true
	}
	mu, mx := st[e.pu]&s.mask, st[e.px]&s.mask
	if mu == 0 || mx == 0 || mu == e.px+1 {
		return true
	}
	f := uint8(s.f)
	if mu > f && mx > f && mu != mx {
		return true
	}
	if need(mu, e.pu) > e.remU+1 || need(mx, e.px) > e.remX+1 {
		return true
	}
	if s.ruleA {
		fl := st[s.fbase:]
		if e.right {
			return s.squareBottom(fl, e, true)
		}
		return e.hasBL && fl[e.pBL]&(s.fUp|s.fTop) == s.fUp|s.fTop
	}
	return false
}

// squareBottom reports whether deciding edge e, the bottom side of the
// square above u and u+1 (taken or not), makes three of its sides taken.
func (s *fillSpec) squareBottom(fl []byte, e *fillEdge, take bool) bool {
	k := 0
	if fl[e.pu]&s.fTop != 0 {
		k++
	}
	if fl[e.pu]&s.fUp != 0 {
		k++
	}
	if fl[e.px]&s.fUp != 0 {
		k++
	}
	if take {
		k++
	}
	return k >= 3
}

// Child implements topdown.Spec.
func (s *fillSpec) Child(st []byte, v int, take bool) int {
	e := &s.e[v]
	if e.force != free && take != (e.force == in) {
		return topdown.Reject
	}
	f := uint8(s.f)
	pu, px := e.pu, e.px
	mask := s.mask
	mu, mx := st[pu]&mask, st[px]&mask
	nu, nx := need(mu, pu), need(mx, px)
	var fl []byte
	if s.ruleA {
		fl = st[s.fbase : s.fbase+s.f]
	}
	if take {
		if mu == 0 || mx == 0 || mu == px+1 || nu > e.remU+1 || nx > e.remX+1 {
			return topdown.Reject
		}
		// The fragment's ends after the join: mu (u's other end) and mx
		// (x's other end), each a position code or a label code.
		if mu > f && mx > f {
			if mu != mx {
				return topdown.Reject
			}
			// Two fragments of one number meet: the path is complete.
			st[pu] &^= mask
			st[px] &^= mask
		} else {
			if nu == 1 {
				st[pu] &^= mask
			}
			if nx == 1 {
				st[px] &^= mask
			}
			if mu <= f {
				st[mu-1] = st[mu-1]&^mask | mx
			}
			if mx <= f {
				st[mx-1] = st[mx-1]&^mask | mu
			}
		}
		if s.ruleA {
			if e.right {
				if s.squareBottom(fl, e, true) {
					return topdown.Reject
				}
			} else if e.hasBL && fl[e.pBL]&(s.fUp|s.fTop) == s.fUp|s.fTop {
				return topdown.Reject
			}
			fl[e.pBelow] |= e.flag
		}
	} else {
		if nu > e.remU || nx > e.remX {
			return topdown.Reject
		}
		if s.ruleA {
			// Two cells known to be on one path, side by side with the
			// edge between them left out, touch.
			if mu != 0 && mu == px+1 || mu > f && mu == mx {
				return topdown.Reject
			}
			if e.lu != 0 && mx == e.lu || e.lx != 0 && mu == e.lx {
				return topdown.Reject
			}
			if e.right && s.squareBottom(fl, e, false) {
				return topdown.Reject
			}
		}
	}
	if !e.last {
		return v + 1
	}
	// Cell u has all its edges decided: it leaves the window, and cell
	// u+f takes its place.
	if st[pu]&mask != 0 {
		return topdown.Reject
	}
	st[pu] = e.enter // no flags: in the packed layout, that clears them
	if s.fbase > 0 {
		fl[pu] = 0
	}
	if e.end {
		// The last cell has no edges of its own.
		if st[(pu+1)%f]&mask != 0 {
			return topdown.Reject
		}
		return topdown.Accept
	}
	return v + 1
}

// down is Child for the edge v down from a cell u, u's last edge, taken
// when u needs one more edge and left out when it needs none (rowSpec's
// step), without the checks that cannot fail there: the cell below has
// no edge yet.
func (s *fillSpec) down(st []byte, v int) int {
	e := &s.e[v]
	f := uint8(s.f)
	mask := s.mask
	pu, px := e.pu, e.px
	mu, mx := st[pu]&mask, st[px]&mask
	nx := need(mx, px)
	switch {
	case mu == 0:
		if e.force == in || nx > e.remX || s.ruleA && e.lu != 0 && mx == e.lu {
			return topdown.Reject
		}
	case mu == pu+1:
		return topdown.Reject // u needs two edges and has one left
	default:
		if e.force == out || nx > e.remX+1 {
			return topdown.Reject
		}
		if mu > f && mx > f {
			if mu != mx {
				return topdown.Reject
			}
			st[px] &^= mask
		} else {
			if nx == 1 {
				st[px] &^= mask
			}
			if mu <= f {
				st[mu-1] = st[mu-1]&^mask | mx
			}
			if mx <= f {
				st[mx-1] = st[mx-1]&^mask | mu
			}
		}
		if s.ruleA {
			fl := st[s.fbase : s.fbase+s.f]
			if e.hasBL && fl[e.pBL]&(s.fUp|s.fTop) == s.fUp|s.fTop {
				return topdown.Reject
			}
			fl[e.pBelow] |= e.flag
		}
	}
	// u leaves the window, and cell u+f takes its place.
	st[pu] = e.enter
	if s.fbase > 0 {
		st[s.fbase+int(pu)] = 0
	}
	return v + 1
}

// ChildForward implements topdown.Forwarder.
func (s *fillSpec) ChildForward(st []byte, v int, take bool) int {
	r := s.Child(st, v, take)
	for r >= 0 && s.TakeRejects(st, r) {
		r = s.Child(st, r, false)
	}
	return r
}

// fillCheckMax is the largest superset fillFamily checks set by set
// under rule A; a larger one is built again by the exact construction.
// (A variable for the tests.)
var fillCheckMax uint64 = 4096

// errFillBudget reports that a bounded fill construction passed its
// bounds.
var errFillBudget = errors.New("numberlink: fill construction over its bounds")

// fillFamily builds the family of b's solutions with the compact
// construction, when b fits it (ok false otherwise): exactly under rule
// B; under rule A the superset, built over the horizontal edges
// (rowSpec), is checked set by set with its vertical edges put back
// (when it has at most fillCheckMax sets; ok is false otherwise). With level and
// total above 0 it stops with errFillBudget when a level passes level
// states or all levels together total.
func fillFamily(ctx context.Context, m *zdd.Manager, b *board, opt Options, level, total int) (f zdd.Node, ok bool, err error) {
	fs := newFillSpec(b)
	if fs == nil {
		return zdd.Empty, false, nil
	}
	// Under rule A the superset is only counted and read set by set: the
	// horizontal edges tell it all, with far fewer states.
	var s topdown.Spec = fs
	var rs *rowSpec
	if b.rule == RuleA {
		rs = newRowSpec(fs)
		s = rs
	}
	bctx := ctx
	var over atomic.Bool
	progress := opt.Progress
	if level > 0 {
		var cancel context.CancelFunc
		bctx, cancel = context.WithCancel(ctx)
		defer cancel()
		progress = func(pr topdown.Progress) {
			if !pr.Reducing && (pr.States > level || pr.Nodes > total) && !over.Load() {
				over.Store(true)
				cancel()
			}
			if opt.Progress != nil {
				opt.Progress(pr)
			}
		}
	}
	f, err = topdown.Build(bctx, m, s, topdown.Options{Workers: opt.Workers, Progress: progress})
	if over.Load() && ctx.Err() == nil {
		return zdd.Empty, false, errFillBudget
	}
	if err != nil || b.rule == RuleB {
		return f, err == nil, err
	}
	n, small := m.Count64(f)
	if !small || n > fillCheckMax {
		return zdd.Empty, false, nil
	}
	var keep [][]uint32
	m.Each(f, func(set []uint32) bool {
		full, ok := rs.full(set)
		if ok && b.noTouch(full) {
			keep = append(keep, full)
		}
		return true
	})
	g := zdd.Empty
	err = guard(ctx, m, func() {
		for _, set := range keep {
			g = m.Union(g, m.SetOf(set))
		}
	})
	return g, err == nil, err
}

// noTouch reports whether set, a solution of b under rule B (edges of
// b.g), keeps rule A: no two cells of one path side by side without the
// edge between them taken.
func (b *board) noTouch(set []uint32) bool {
	n := len(b.lab)
	taken := make([]bool, b.g.M())
	adj := make([][2]int32, n)
	deg := make([]uint8, n)
	for _, e := range set {
		taken[e] = true
		ed := b.g.Edge(int(e))
		for _, c := range [2]int{ed.U, ed.V} {
			if deg[c] == 2 {
				return false
			}
			adj[c][deg[c]] = int32(e)
			deg[c]++
		}
	}
	lab := make([]uint16, n)
	for c, t := range b.lab {
		if t == 0 || lab[c] != 0 {
			continue
		}
		// Walk the path from its numbered end.
		prev, cur := -1, c
		for {
			lab[cur] = t
			next := -1
			for i := uint8(0); i < deg[cur]; i++ {
				if o := b.other(int(adj[cur][i]), cur); o != prev {
					next = o
				}
			}
			if next < 0 {
				if b.lab[cur] != t {
					return false
				}
				break
			}
			prev, cur = cur, next
		}
	}
	for i, ed := range b.g.Edges() {
		if lab[ed.U] == 0 || !taken[i] && lab[ed.U] == lab[ed.V] {
			return false
		}
	}
	return lab[n-1] != 0
}

// rowSpec is fillSpec over the horizontal edges alone: with every cell
// covered, the edge down from a cell is decided by the edges it has
// already (it is taken exactly when the cell still needs one), so each
// Child decides a horizontal edge and then the vertical ones that follow
// it. Its family is fillSpec's with the vertical edges dropped, one set
// for one, built with a level per horizontal edge: most states of
// fillSpec's vertical levels (four in five on 17x17 boards) have only
// the take branch and are not made at all.
type rowSpec struct {
	fs *fillSpec
	hv []int32 // variable -> edge
	hk []int32 // edge -> variable, or -1 for a vertical edge
	// down: per cell, the edge to the cell below, or -1
	down []int32
}

func newRowSpec(fs *fillSpec) *rowSpec {
	n := len(fs.b.lab)
	s := &rowSpec{fs: fs, hk: make([]int32, len(fs.e)), down: make([]int32, n)}
	for c := range n {
		s.down[c] = -1
	}
	for v := range fs.e {
		s.hk[v] = -1
		if !fs.e[v].right {
			s.down[fs.b.g.Edge(v).U] = int32(v)
		}
		if fs.e[v].right {
			s.hk[v] = int32(len(s.hv))
			s.hv = append(s.hv, int32(v))
		}
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *rowSpec) StateSize() int { return s.fs.StateSize() }

// Vars implements topdown.Spec.
func (s *rowSpec) Vars() int { return len(s.hv) }

// Root implements topdown.Spec.
func (s *rowSpec) Root(st []byte) int { return s.follow(st, s.fs.Root(st)) }

// follow decides the vertical edges from edge r on, as their cells
// need, and returns the next horizontal edge's variable or a terminal.
func (s *rowSpec) follow(st []byte, r int) int {
	fs := s.fs
	for r >= 0 && s.hk[r] < 0 {
		r = fs.down(st, r)
	}
	if r >= 0 {
		return int(s.hk[r])
	}
	return r
}

// Child implements topdown.Spec.
func (s *rowSpec) Child(st []byte, v int, take bool) int {
	return s.follow(st, s.fs.Child(st, int(s.hv[v]), take))
}

// TakeRejects implements topdown.TakeRejecter. It sees only the
// horizontal edge: a take it lets through may still be rejected by the
// vertical edges after it, which the builder's reduction absorbs.
func (s *rowSpec) TakeRejects(st []byte, v int) bool {
	return s.fs.TakeRejects(st, int(s.hv[v]))
}

// ChildForward implements topdown.Forwarder.
func (s *rowSpec) ChildForward(st []byte, v int, take bool) int {
	r := s.Child(st, v, take)
	for r >= 0 && s.TakeRejects(st, r) {
		r = s.Child(st, r, false)
	}
	return r
}

// full returns the edge set of b.g of which set, a set of s's family, is
// the horizontal part; ok is false if the cells' degrees do not allow
// one (never, for a set of the family).
func (s *rowSpec) full(set []uint32) (full []uint32, ok bool) {
	b := s.fs.b
	n, cols := len(b.lab), b.cols
	deg := make([]uint8, n)
	taken := make([]bool, len(s.fs.e))
	for _, k := range set {
		v := s.hv[k]
		taken[v] = true
		ed := b.g.Edge(int(v))
		deg[ed.U]++
		deg[ed.V]++
	}
	for u := range n {
		d, need := int(deg[u]), b.need(u)
		switch {
		case d == need:
		case d+1 == need && s.down[u] >= 0:
			taken[s.down[u]] = true
			deg[u+cols]++
		default:
			return nil, false
		}
	}
	for v, t := range taken {
		if t {
			full = append(full, uint32(v))
		}
	}
	return full, true
}
