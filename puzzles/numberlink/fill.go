package numberlink

import (
	"context"
	"errors"
	"slices"
	"sync/atomic"

	"zq/topdown"
	"zq/zdd"
)

// fillSpec is a compact construction for the rules that cover every
// cell (A and B), after the mate-array formulation of Simpath: with every
// cell covered, a cell's state is one byte,
//
//	0          the cell needs no more edges (or is beyond the board);
//	1..f       it is an open end of a path fragment whose other end is
//	           the cell of that slot, 1-based (its own slot: an empty
//	           cell with no edge yet, which needs two);
//	f+t        it is the open end of a fragment that reaches number t
//	           (a numbered cell with no edge yet is its own such end).
//
// A numbered cell needs one edge, every other cell two; so the byte says
// how many edges the cell still needs and which cells its path joins.
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
	b      *board
	n, f   int
	ruleA  bool
	eu, ew []int32
	last   []bool
	// remU, remX: per edge, the number of edges of its lower and higher
	// cell after it that are not forced out.
	remU, remX []uint8
	// lastCol: per cell, whether it is in the board's last column.
	lastCol []bool
}

// Flag bits of a cell, in the second half of the state.
const (
	flagUp  = 1 // the edge from the cell above is taken
	flagTop = 2 // the top side of the square whose lower left corner is the cell is taken
)

// fillMaxCode is the largest state byte: f plus the number of pairs.
const fillMaxCode = 255

// newFillSpec returns the compact construction for b (rule A or B), or
// nil when b does not fit it (a board of one row or column, or more pairs
// than the byte codes hold).
func newFillSpec(b *board) *fillSpec {
	if b.rule == RuleC || b.rows < 2 || b.cols < 2 || b.cols+1+b.k > fillMaxCode {
		return nil
	}
	s := &fillSpec{b: b, n: b.rows * b.cols, f: b.cols + 1, ruleA: b.rule == RuleA}
	m := b.g.M()
	s.eu = make([]int32, m)
	s.ew = make([]int32, m)
	s.last = make([]bool, m)
	s.remU = make([]uint8, m)
	s.remX = make([]uint8, m)
	for i, e := range b.g.Edges() {
		s.eu[i], s.ew[i] = int32(e.U), int32(e.V)
		if i+1 == m || b.g.Edge(i+1).U != e.U {
			s.last[i] = true
		}
	}
	rem := func(c, v int) uint8 {
		k := uint8(0)
		for _, e := range b.inc[c] {
			if e > v && b.force[e] != out {
				k++
			}
		}
		return k
	}
	for i := range m {
		s.remU[i] = rem(int(s.eu[i]), i)
		s.remX[i] = rem(int(s.ew[i]), i)
	}
	s.lastCol = make([]bool, s.n)
	for c := range s.n {
		s.lastCol[c] = c%b.cols == b.cols-1
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *fillSpec) StateSize() int {
	if s.ruleA {
		return 2 * s.f
	}
	return s.f
}

// Vars implements topdown.Spec.
func (s *fillSpec) Vars() int { return s.b.g.M() }

// enter returns the byte of cell c entering the frontier at slot i.
func (s *fillSpec) enter(c, i int) byte {
	if c >= s.n {
		return 0
	}
	if t := s.b.lab[c]; t != 0 {
		return byte(s.f + int(t))
	}
	return byte(i + 1)
}

// Root implements topdown.Spec.
func (s *fillSpec) Root(st []byte) int {
	clear(st)
	for i := range s.f {
		st[i] = s.enter(i, i)
	}
	return 0
}

// need returns how many more edges the cell at slot i with byte m needs.
func need(m byte, i int) int {
	switch {
	case m == 0:
		return 0
	case int(m) == i+1:
		return 2
	}
	return 1
}

// TakeRejects implements topdown.TakeRejecter.
func (s *fillSpec) TakeRejects(st []byte, v int) bool {
	if s.b.force[v] == out {
		return true
	}
	u, x := int(s.eu[v]), int(s.ew[v])
	sx := x - u
	mu, mx := st[0], st[sx]
	if mu == 0 || mx == 0 || int(mu) == sx+1 {
		return true
	}
	f := s.f
	if int(mu) > f && int(mx) > f && mu != mx {
		return true
	}
	if s.ruleA {
		fl := st[f:]
		if sx == 1 {
			if s.squareBottom(fl, true) {
				return true
			}
		} else if u%s.b.cols != 0 && fl[f-2] == flagUp|flagTop {
			return true
		}
	}
	return !s.canFinish(st, v, sx, true)
}

// squareBottom reports whether deciding the bottom side of the square
// above the cell at slot 0 (take or not) makes three of its sides taken.
func (s *fillSpec) squareBottom(fl []byte, take bool) bool {
	k := 0
	if fl[0]&flagTop != 0 {
		k++
	}
	if fl[0]&flagUp != 0 {
		k++
	}
	if fl[1]&flagUp != 0 {
		k++
	}
	if take {
		k++
	}
	return k >= 3
}

// canFinish reports whether the two cells of edge v (slots 0 and sx) can
// still get the edges they need from their later edges, as the state
// would be after v is decided; for take, st is the state before.
func (s *fillSpec) canFinish(st []byte, v, sx int, take bool) bool {
	mu, mx := st[0], st[sx]
	nu, nx := need(mu, 0), need(mx, sx)
	if take {
		nu--
		nx--
	}
	return nu <= int(s.remU[v]) && nx <= int(s.remX[v])
}

// Child implements topdown.Spec.
func (s *fillSpec) Child(st []byte, v int, take bool) int {
	switch s.b.force[v] {
	case in:
		if !take {
			return topdown.Reject
		}
	case out:
		if take {
			return topdown.Reject
		}
	}
	u, x := int(s.eu[v]), int(s.ew[v])
	sx := x - u
	f := s.f
	mu, mx := st[0], st[sx]
	var fl []byte
	if s.ruleA {
		fl = st[f : 2*f]
	}
	if take {
		if mu == 0 || mx == 0 || int(mu) == sx+1 {
			return topdown.Reject
		}
		if !s.canFinish(st, v, sx, true) {
			return topdown.Reject
		}
		// The fragment's ends after the join: a (u's other end) and c
		// (x's other end), each a slot code or a label code.
		a, c := mu, mx
		if int(a) > f && int(c) > f {
			if a != c {
				return topdown.Reject
			}
			// Two fragments of one number meet: the path is complete.
			st[0], st[sx] = 0, 0
		} else {
			if int(mu) != 1 {
				st[0] = 0
			}
			if int(mx) != sx+1 {
				st[sx] = 0
			}
			if int(a) <= f {
				st[a-1] = c
			}
			if int(c) <= f {
				st[c-1] = a
			}
		}
		if s.ruleA {
			if sx == 1 {
				if s.squareBottom(fl, true) {
					return topdown.Reject
				}
				if x+s.b.cols-1 < s.n {
					fl[f-1] |= flagTop
				}
			} else {
				if u%s.b.cols != 0 && fl[f-2] == flagUp|flagTop {
					return topdown.Reject
				}
				if !s.lastCol[x] {
					fl[f-1] |= flagUp
				}
			}
		}
	} else {
		if !s.canFinish(st, v, sx, false) {
			return topdown.Reject
		}
		if s.ruleA {
			// Two cells known to be on one path, side by side with the
			// edge between them left out, touch.
			if mu != 0 && int(mu) == sx+1 || int(mu) > f && mu == mx {
				return topdown.Reject
			}
			if t := int(s.b.lab[u]); t != 0 && int(mx) == f+t {
				return topdown.Reject
			}
			if t := int(s.b.lab[x]); t != 0 && int(mu) == f+t {
				return topdown.Reject
			}
			if sx == 1 && s.squareBottom(fl, false) {
				return topdown.Reject
			}
		}
	}
	if !s.last[v] {
		return v + 1
	}
	// Cell u has all its edges decided: it leaves the frontier.
	if st[0] != 0 {
		return topdown.Reject
	}
	s.shift(st, u)
	if u+1 == s.n-1 {
		// The last cell has no edges of its own.
		if st[0] != 0 {
			return topdown.Reject
		}
		return topdown.Accept
	}
	return v + 1
}

// shift moves the window from cell u to u+1: slot i takes slot i+1's
// byte (slot codes renumbered) and cell u+f enters the last slot.
func (s *fillSpec) shift(st []byte, u int) {
	f := s.f
	for i := 0; i < f-1; i++ {
		m := st[i+1]
		if m != 0 && int(m) <= f {
			m--
		}
		st[i] = m
	}
	st[f-1] = s.enter(u+f, f-1)
	if s.ruleA {
		fl := st[f : 2*f]
		copy(fl, fl[1:])
		fl[f-1] = 0
	}
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
// B; under rule A the superset it builds is checked set by set (when it
// has at most fillCheckMax sets; ok is false otherwise). With level and
// total above 0 it stops with errFillBudget when a level passes level
// states or all levels together total.
func fillFamily(ctx context.Context, m *zdd.Manager, b *board, opt Options, level, total int) (f zdd.Node, ok bool, err error) {
	s := newFillSpec(b)
	if s == nil {
		return zdd.Empty, false, nil
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
	all := true
	m.Each(f, func(set []uint32) bool {
		if b.noTouch(set) {
			keep = append(keep, slices.Clone(set))
		} else {
			all = false
		}
		return true
	})
	if all {
		return f, true, nil
	}
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
