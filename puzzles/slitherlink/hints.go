package slitherlink

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Section 7 instance generation: for a loop L and candidate hint cells
// D, the family of hint sets H ⊆ D such that L is the only loop whose
// edge count around every cell of H equals L's. A hint set fails
// exactly when some other loop x agrees with L on every cell of H, so
//
//	hints(L, D) = Pow(D) \ { H : ∃ loop x ≠ L, H ⊆ agree(x) ∩ D }
//
// where agree(x) = { cells f : |x ∩ ∂f| = |L ∩ ∂f| }. The subtracted
// family is built as one ZDD over edge and cell variables together
// (pairs (x, H) with x a loop other than L and H ⊆ agree(x) ∩ D) and its
// edge variables are quantified away.

// genSpec enumerates the pairs (x, H): edge variables in grid order,
// each candidate cell's variable right after its last (bottom) edge.
//
// State: W+1 mate slots as in solverSpec, one counter per column of
// cells (the edges of x so far around the candidate cell of that
// column, or noAgree once it cannot match L), then the agreement of
// the cell just finished, a flag "x differs from L so far" and a flag
// "x has closed its loop".
type genSpec struct {
	*layout
	loop     []bool // edges of L
	target   []int8 // |L ∩ ∂f| per cell
	cand     []bool
	kind     []int32 // per mixed variable: edge index, or -1-cell for a cell variable
	shift    []bool  // per mixed variable: the window moves on before it
	nslot    int
	counters int
	pend     int
	diff     int
	closed   int
	size     int
}

const noAgree = 255

func newGenSpec(p *Puzzle, loop []bool, cand []bool) *genSpec {
	L := newLayout(p)
	s := &genSpec{layout: L, loop: loop, cand: cand}
	s.target = make([]int8, len(p.Clues))
	for cell := range s.target {
		for _, e := range p.CellEdges(cell/p.Cols, cell%p.Cols) {
			if loop[e] {
				s.target[cell]++
			}
		}
	}
	for i := 0; i < L.M; i++ {
		s.kind = append(s.kind, int32(i))
		s.shift = append(s.shift, i > 0 && L.eu[i] != L.eu[i-1])
		for _, cr := range L.cells[i] {
			if cr.rest == 0 && cand[cr.cell] {
				s.kind = append(s.kind, int32(-1-cr.cell))
				s.shift = append(s.shift, false)
			}
		}
	}
	s.nslot = L.W + 1
	s.counters = s.nslot
	s.pend = s.counters + p.Cols
	s.diff = s.pend + 1
	s.closed = s.diff + 1
	s.size = s.closed + 1
	return s
}

func (s *genSpec) StateSize() int { return s.size }
func (s *genSpec) Vars() int      { return len(s.kind) }

func (s *genSpec) Root(st []byte) int {
	clear(st)
	return 0
}

func (s *genSpec) Child(st []byte, v int, take bool) int {
	k := s.kind[v]
	if k < 0 {
		if take && st[s.pend] == 0 {
			return topdown.Reject
		}
		st[s.pend] = 0
	} else if !s.apply(st, int(k), take) {
		return topdown.Reject
	}
	next := v + 1
	if next == len(s.kind) {
		if st[s.closed] == 1 && st[s.diff] == 1 {
			return topdown.Accept
		}
		return topdown.Reject
	}
	if s.shift[next] {
		if st[0] >= 2 {
			return topdown.Reject
		}
		for j := 0; j < s.nslot-1; j++ {
			x := st[j+1]
			if x >= 2 {
				x--
			}
			st[j] = x
		}
		st[s.nslot-1] = 0
	}
	return next
}

func (s *genSpec) apply(st []byte, e int, take bool) bool {
	if take != s.loop[e] {
		st[s.diff] = 1
	}
	for _, cr := range s.cells[e] {
		if !s.cand[cr.cell] {
			continue
		}
		slot := s.counters + cr.col
		if cr.first {
			st[slot] = 0
		}
		n := int(st[slot])
		if n != noAgree {
			if take {
				n++
			}
			if t := int(s.target[cr.cell]); n > t || n+cr.rest < t {
				n = noAgree
			}
		}
		if cr.rest == 0 {
			if n != noAgree {
				st[s.pend] = 1
			}
			st[slot] = 0
		} else {
			st[slot] = byte(n)
		}
	}
	if !take {
		return true
	}
	if st[s.closed] == 1 {
		return false
	}
	ja, jb := 0, 1
	if !s.right[e] {
		jb = s.W
	}
	a, b := st[ja], st[jb]
	if a == 1 || b == 1 {
		return false
	}
	ea, eb := ja, jb
	if a >= 2 {
		ea = int(a) - 2
	}
	if b >= 2 {
		eb = int(b) - 2
	}
	if a >= 2 && ea == jb {
		st[ja], st[jb] = 1, 1
		for j := 0; j < s.nslot; j++ {
			if st[j] >= 2 {
				return false
			}
		}
		st[s.closed] = 1
		return true
	}
	if a >= 2 {
		st[ja] = 1
	}
	if b >= 2 {
		st[jb] = 1
	}
	st[ea] = byte(2 + eb)
	st[eb] = byte(2 + ea)
	return true
}

// Hints returns the family, over cell variables r*Cols+c, of the hint
// sets H ⊆ cands for which loop (a set of edge variables forming one
// loop) is the unique solution of the puzzle whose clues are loop's
// edge counts on the cells of H. cands nil means every cell. The clues
// of p are ignored; only its size is used.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, loop []uint32, cands []int) (zdd.Node, error) {
	if err := p.Check(loop, false); err != nil {
		// only the loop shape matters: check it on an unclued copy
		q, _ := New(p.Rows, p.Cols)
		if err := q.Check(loop, false); err != nil {
			return zdd.Empty, fmt.Errorf("slitherlink: hints: %v", err)
		}
	}
	cand := make([]bool, p.Rows*p.Cols)
	var dvars []uint32
	if cands == nil {
		for i := range cand {
			cand[i] = true
			dvars = append(dvars, uint32(i))
		}
	} else {
		for _, c := range cands {
			if c < 0 || c >= len(cand) {
				return zdd.Empty, fmt.Errorf("slitherlink: hints: cell %d out of range", c)
			}
			if !cand[c] {
				cand[c] = true
				dvars = append(dvars, uint32(c))
			}
		}
	}
	s := newGenSpec(p, p.setToBools(loop), cand)
	pairs, err := build(ctx, m, s, nil, 0)
	if err != nil {
		return zdd.Empty, err
	}
	var out zdd.Node
	err = m.Guard(func() {
		bad := projectCells(m, pairs, s.kind)
		sortU32(dvars)
		out = m.Diff(m.Pow(dvars), bad)
	})
	return out, err
}

// projectCells quantifies the edge variables out of a family over the
// mixed variables of a genSpec and renames each cell variable to its
// cell number. The cell variables come in cell order among the mixed
// variables, so the renaming keeps the order of every path.
func projectCells(m *zdd.Manager, f zdd.Node, kind []int32) zdd.Node {
	var cellVars []uint32
	for v, k := range kind {
		if k < 0 {
			cellVars = append(cellVars, uint32(v))
		}
	}
	g := m.Project(f, cellVars)
	memo := map[zdd.Node]zdd.Node{}
	var rename func(n zdd.Node) zdd.Node
	rename = func(n zdd.Node) zdd.Node {
		if zdd.IsTerminal(n) {
			return n
		}
		if r, ok := memo[n]; ok {
			return r
		}
		r := m.MakeNode(uint32(-1-kind[m.Var(n)]), rename(m.Lo(n)), rename(m.Hi(n)))
		memo[n] = r
		return r
	}
	return rename(g)
}

func sortU32(s []uint32) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// HintPuzzle returns the puzzle of p's size whose clues are the loop's
// edge counts on the cells of hints.
func (p *Puzzle) HintPuzzle(loop []uint32, hints []uint32) *Puzzle {
	q, _ := New(p.Rows, p.Cols)
	on := p.setToBools(loop)
	for _, h := range hints {
		r, c := int(h)/p.Cols, int(h)%p.Cols
		n := 0
		for _, e := range p.CellEdges(r, c) {
			if on[e] {
				n++
			}
		}
		q.Clues[h] = int8(n)
	}
	return q
}

// DifficultyKey is the paper's difficulty measure of a hint set on a
// loop: the numbers of hints with value 4, 0, 3, 1 and 2, compared in
// that order; a smaller key is a harder instance.
func (p *Puzzle) DifficultyKey(loop []uint32, hints []uint32) [5]int {
	var k [5]int
	pos := [5]int{1, 3, 4, 2, 0} // value -> place in the key
	on := p.setToBools(loop)
	for _, h := range hints {
		n := 0
		for _, e := range p.CellEdges(int(h)/p.Cols, int(h)%p.Cols) {
			if on[e] {
				n++
			}
		}
		k[pos[n]]++
	}
	return k
}

// Hardest keeps the sets of the hint family f with the smallest
// difficulty key for loop: fewest 4s, then fewest 0s, 3s, 1s and 2s.
// Apply it to m.Minimal(f) for the paper's choice among minimal
// instances.
func (p *Puzzle) Hardest(m *zdd.Manager, f zdd.Node, loop []uint32) zdd.Node {
	on := p.setToBools(loop)
	val := make([]int, p.Rows*p.Cols)
	for cell := range val {
		for _, e := range p.CellEdges(cell/p.Cols, cell%p.Cols) {
			if on[e] {
				val[cell]++
			}
		}
	}
	for _, k := range []int{4, 0, 3, 1, 2} {
		w := make([]int64, len(val))
		for cell, v := range val {
			if v == k {
				w[cell] = 1
			}
		}
		f = zdd.MinWeightSets(m, f, w)
	}
	return f
}
