package slitherlink

import (
	"context"
	"encoding/binary"
	"slices"

	"github.com/zqlang/zq/zdd"
)

// Agree returns, for a loop L (a set of edge variables) and a family F
// of edge sets (a ZDD over the edge variables of p's dot grid), the
// family over cell variables r*Cols+c of
//
//	{ agree(L, C) : C ∈ F, C ≠ L },  agree(L, C) = { cells f : |C ∩ ∂f| = |L ∩ ∂f| }
//
// so that the bad hint sets of Section 7 are the subsets of its sets.
// It never lists the sets of F: it walks F's diagram once per state of
// the cells that are partly decided (a frontier of about one row of
// cells), memoizing on (node, state), and joins each cell into the
// result as its last edge is passed. Clues of p are ignored.
func (p *Puzzle) Agree(ctx context.Context, m *zdd.Manager, loop []uint32, f zdd.Node) (zdd.Node, error) {
	return p.agree(ctx, m, loop, f, false)
}

// AgreeSubsets is Agree closed downwards: every subset of an agree-set,
// that is the hint sets (over all cells) that L is not the only set of F
// to fit. Its diagram is often far smaller than Agree's, and
// pow(cells) - AgreeSubsets(L, cycles) is the family of good hint sets.
func (p *Puzzle) AgreeSubsets(ctx context.Context, m *zdd.Manager, loop []uint32, f zdd.Node) (zdd.Node, error) {
	return p.agree(ctx, m, loop, f, true)
}

func (p *Puzzle) agree(ctx context.Context, m *zdd.Manager, loop []uint32, f zdd.Node, down bool) (zdd.Node, error) {
	if err := ctx.Err(); err != nil {
		return zdd.Empty, err
	}
	a := newAgreeWalk(p, loop)
	a.ctx, a.m, a.down = ctx, m, down
	var out zdd.Node
	err := m.Guard(func() {
		defer func() {
			if r := recover(); r != nil {
				stop, ok := r.(agreeStop)
				if !ok {
					panic(r)
				}
				a.err = stop.err
			}
		}()
		st := make([]int8, len(a.target))
		diff := a.advance(st, 0, a.varOf(f), false)
		cells := a.closed
		a.closed = nil
		out = a.emit(a.rec(f, st, diff), cells)
	})
	if err != nil {
		return zdd.Empty, err
	}
	if a.err != nil {
		return zdd.Empty, a.err
	}
	return out, nil
}

// agreeStop unwinds the walk when its context is done.
type agreeStop struct{ err error }

const agreeNo = -1 // a cell's count can no longer match L's

type agreeWalk struct {
	ctx    context.Context
	m      *zdd.Manager
	err    error // why the walk stopped
	nedges int
	inL    []bool
	target []int8  // |L ∩ ∂f| per cell
	around [][]int // cells per edge
	rest   [][]int8
	// rest[e][i]: edges of cell around[e][i] after e.
	open   [][]int // cells partly decided before edge e (some edge < e, some >= e)
	memo   map[string]zdd.Node
	key    []byte
	closed []uint32
	polls  int
	down   bool // every agreeing cell is optional (the subsets)
}

func newAgreeWalk(p *Puzzle, loop []uint32) *agreeWalk {
	E := p.Edges()
	a := &agreeWalk{nedges: E, inL: make([]bool, E), around: make([][]int, E), rest: make([][]int8, E),
		target: make([]int8, p.Rows*p.Cols), open: make([][]int, E+1), memo: map[string]zdd.Node{}}
	for _, e := range loop {
		if int(e) < E {
			a.inL[e] = true
		}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			cell := r*p.Cols + c
			es := p.CellEdges(r, c)
			sorted := es[:]
			slices.Sort(sorted)
			for i, e := range sorted {
				a.around[e] = append(a.around[e], cell)
				a.rest[e] = append(a.rest[e], int8(len(sorted)-1-i))
				if a.inL[e] {
					a.target[cell]++
				}
			}
			for e := sorted[0] + 1; e <= sorted[3]; e++ {
				a.open[e] = append(a.open[e], cell)
			}
		}
	}
	return a
}

func (a *agreeWalk) varOf(n zdd.Node) int {
	if zdd.IsTerminal(n) {
		return a.nedges
	}
	return int(a.m.Var(n))
}

// advance applies edges from..to-1 to st, the first taken when take is
// set and the rest not; cells whose last edge passes are appended to
// a.closed when they agree. It reports whether C differs from L on
// these edges.
func (a *agreeWalk) advance(st []int8, from, to int, take bool) bool {
	diff := false
	for e := from; e < to; e++ {
		t := take && e == from
		if t != a.inL[e] {
			diff = true
		}
		for i, cell := range a.around[e] {
			n := st[cell]
			if n != agreeNo {
				if t {
					n++
				}
				if n > a.target[cell] || n+a.rest[e][i] < a.target[cell] {
					n = agreeNo
				}
			}
			if a.rest[e][i] == 0 {
				if n != agreeNo {
					a.closed = append(a.closed, uint32(cell))
				}
				n = 0
			}
			st[cell] = n
		}
	}
	return diff
}

// rec returns the agree sets, over the cells not yet closed, of the sets
// of node n given the counts st of the cells open before n's variable.
func (a *agreeWalk) rec(n zdd.Node, st []int8, diff bool) zdd.Node {
	if n == zdd.Empty {
		return zdd.Empty
	}
	if n == zdd.Base && diff {
		// Nothing open is left once every edge has passed.
		return zdd.Base
	}
	if n == zdd.Base {
		return zdd.Empty
	}
	v := int(a.m.Var(n))
	a.key = binary.AppendUvarint(a.key[:0], uint64(n))
	if diff {
		a.key = append(a.key, 1)
	} else {
		a.key = append(a.key, 0)
	}
	for _, cell := range a.open[v] {
		a.key = append(a.key, byte(st[cell]))
	}
	if r, ok := a.memo[string(a.key)]; ok {
		return r
	}
	key := string(a.key)
	a.polls++
	if a.polls&1023 == 0 {
		a.m.Poll()
		if err := a.ctx.Err(); err != nil {
			panic(agreeStop{err})
		}
	}
	var branches [2]zdd.Node
	for b, child := range [2]zdd.Node{a.m.Lo(n), a.m.Hi(n)} {
		if child == zdd.Empty {
			branches[b] = zdd.Empty
			continue
		}
		cst := slices.Clone(st)
		a.closed = a.closed[:0]
		d := a.advance(cst, v, a.varOf(child), b == 1)
		cells := slices.Clone(a.closed)
		branches[b] = a.emit(a.rec(child, cst, diff || d), cells)
	}
	r := a.m.Union(branches[0], branches[1])
	a.memo[key] = r
	return r
}

// emit adds each agreeing cell to every set of r.
func (a *agreeWalk) emit(r zdd.Node, cells []uint32) zdd.Node {
	if r == zdd.Empty {
		return r
	}
	for i := len(cells) - 1; i >= 0; i-- {
		if a.down {
			r = a.m.Union(r, a.m.Change(r, cells[i]))
		} else {
			r = a.m.Change(r, cells[i])
		}
	}
	return r
}
