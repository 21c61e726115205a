package hashi

import (
	"context"
	"fmt"
	"slices"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// agreeSpec builds the bad hint sets of a solution sol top-down: the
// solutions S of the blank board (every island without a number) that
// differ from sol, each with the islands on which S and sol have the
// same number of bridges. Its variables are the bridge variables of the
// pairs in order, and after a pair, one variable for each island whose
// last pair it is, which may be taken only when the island's bridges
// in S equal those in sol. Projected on the island variables, the
// family is every subset of an agreement set of some S != sol: the hint
// sets that do not tell sol apart.
//
// State: the blank board's spec state | bridges so far per island slot
// | flags (bit 0: S differs from sol so far; bits 1, 2: the islands
// closed by the last pair agree).
type agreeSpec struct {
	*spec
	solCount []int
	solDeg   []int
	items    []agreeItem
	first    []int // pair -> its first item
	base     int   // size of the blank spec's state
}

type agreeItem struct {
	pair, k int // a bridge variable, or k = -1 for an island
	island  int
	nth     int // the island's place among its pair's closing islands
	last    bool
}

func newAgreeSpec(p *Puzzle, counts []int) (*agreeSpec, error) {
	target := make([]int, len(p.islands))
	for i := range target {
		target[i] = Unknown
	}
	s, err := newSpec(p, target)
	if err != nil {
		return nil, err
	}
	a := &agreeSpec{spec: s, solCount: counts, solDeg: p.Degrees(counts), base: s.StateSize()}
	a.first = make([]int, s.np)
	for q := 0; q < s.np; q++ {
		a.first[q] = len(a.items)
		for k := 0; k < s.m; k++ {
			a.items = append(a.items, agreeItem{pair: q, k: k})
		}
		for n, i := range s.leaveAt[q] {
			a.items = append(a.items, agreeItem{pair: q, k: -1, island: i, nth: n, last: n == len(s.leaveAt[q])-1})
		}
	}
	return a, nil
}

// StateSize implements topdown.Spec.
func (a *agreeSpec) StateSize() int { return a.base + a.ns + 1 }

// Vars implements topdown.Spec.
func (a *agreeSpec) Vars() int { return len(a.items) }

// Root implements topdown.Spec.
func (a *agreeSpec) Root(st []byte) int {
	clear(st)
	if a.np == 0 {
		// a lone island: its one solution is sol
		return topdown.Reject
	}
	if a.root != 0 {
		return a.root
	}
	a.enter(st[:a.base], 0)
	return 0
}

// Child implements topdown.Spec.
func (a *agreeSpec) Child(st []byte, v int, take bool) int {
	it := a.items[v]
	deg, flags := st[a.base:a.base+a.ns], &st[a.base+a.ns]
	q := it.pair
	if it.k < 0 {
		bit := byte(2) << it.nth
		if take && *flags&bit == 0 {
			return topdown.Reject
		}
		*flags &^= bit
		if !it.last {
			return v + 1
		}
		return a.next(st, q)
	}
	n := it.k
	if take {
		if a.take(st[:a.base], q, it.k) == topdown.Reject {
			return topdown.Reject
		}
		pr := a.pairs[q]
		deg[a.slot[pr.A]]++
		deg[a.slot[pr.B]]++
		if it.k+1 < a.m {
			return v + 1
		}
		n = a.m
	}
	if n != a.solCount[q] {
		*flags |= 1
	}
	for k, i := range a.leaveAt[q] {
		j := a.slot[i]
		if int(deg[j]) == a.solDeg[i] {
			*flags |= 2 << k
		}
		deg[j] = 0
	}
	if !a.leave(st[:a.base], q) {
		return topdown.Reject
	}
	if len(a.leaveAt[q]) > 0 {
		return v + a.m - it.k
	}
	return a.next(st, q)
}

// next moves past pair q and its islands.
func (a *agreeSpec) next(st []byte, q int) int {
	if q+1 == a.np {
		if st[a.base+a.ns]&1 == 0 {
			return topdown.Reject
		}
		return topdown.Accept
	}
	a.enter(st[:a.base], q+1)
	return a.first[q+1]
}

// islandCells returns the cells of islands among cands (every island
// when cands is nil), or an error naming a cell that holds none.
func (p *Puzzle) islandCells(cands []int) ([]uint32, error) {
	var out []uint32
	if cands == nil {
		for _, is := range p.islands {
			out = append(out, uint32(is.R*p.Cols+is.C))
		}
		return out, nil
	}
	for _, c := range cands {
		if c < 0 || c >= len(p.Grid) {
			return nil, fmt.Errorf("cell %d is off the %dx%d board", c, p.Rows, p.Cols)
		}
		if p.at[c] < 0 {
			return nil, fmt.Errorf("cell %d, (%d, %d), holds no island; a hint is an island's number", c, c/p.Cols, c%p.Cols)
		}
		out = append(out, uint32(c))
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// BadHints returns the family, over cells r*Cols+c, of the island sets
// whose numbers taken from sol (a solution of the blank board) some
// other solution of the blank board also has: every subset of an
// agreement set.
func (p *Puzzle) BadHints(ctx context.Context, m *zdd.Manager, sol []uint32) (zdd.Node, error) {
	counts, err := p.Counts(sol)
	if err != nil {
		return zdd.Empty, err
	}
	if err := p.checkCounts(counts, false); err != nil {
		return zdd.Empty, fmt.Errorf("not a solution of the board: %s", err)
	}
	a, err := newAgreeSpec(p, counts)
	if err != nil {
		return zdd.Empty, err
	}
	f, err := topdown.Build(ctx, m, a, topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	var keep []uint32
	perm := make([]uint32, len(a.items))
	for v, it := range a.items {
		if it.k < 0 {
			keep = append(keep, uint32(v))
			is := p.islands[it.island]
			perm[v] = uint32(is.R*p.Cols + is.C)
		} else {
			// bridge variables are projected away before renaming
			perm[v] = uint32(len(p.Grid) + v)
		}
	}
	var out zdd.Node
	err = m.Guard(func() {
		bad := m.Project(f, keep)
		out, err = m.Rename(bad, perm)
	})
	return out, err
}

// Hints returns the family, over cells r*Cols+c, of the sets H of
// islands among cands (nil: every island) such that sol is the only
// solution when the islands of H show their numbers of bridges in sol
// and the others show none.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cands []int) (zdd.Node, error) {
	vars, err := p.islandCells(cands)
	if err != nil {
		return zdd.Empty, err
	}
	bad, err := p.BadHints(ctx, m, sol)
	if err != nil {
		return zdd.Empty, err
	}
	var out zdd.Node
	err = m.Guard(func() { out = m.Diff(m.Pow(vars), bad) })
	return out, err
}
