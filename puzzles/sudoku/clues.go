package sudoku

import (
	"fmt"

	"github.com/zqlang/zq/zdd"
)

// ClueSets returns the family of clue sets of the solution grid sol
// among the grids of the family grids (a ZDD over placements, as built
// by Grids or Solutions, that holds sol): the sets C of cells (cell
// (r,c) = variable r*N+c) such that sol is the only grid of grids that
// agrees with sol on every cell of C. With grids = all grids of the
// shape, these are exactly the sets of givens taken from sol that make
// a puzzle whose unique solution is sol.
//
// A grid T agrees with sol on the set agree(T) of cells; C fails for T
// exactly when C ⊆ agree(T). So the family is every subset of the cells
// less the down-closure of {agree(T) : T ≠ sol}.
func ClueSets(m *zdd.Manager, shape *Puzzle, grids zdd.Node, sol []uint8) (zdd.Node, error) {
	n := shape.N()
	if len(sol) != n*n {
		return zdd.Empty, fmt.Errorf("sudoku: solution has %d cells, want %d", len(sol), n*n)
	}
	full := shape.Clone()
	copy(full.Cells, sol)
	if !full.IsSolutionOf(sol) {
		return zdd.Empty, fmt.Errorf("sudoku: not a complete valid grid")
	}
	var res zdd.Node
	err := m.Guard(func() {
		memo := make(map[zdd.Node]zdd.Node)
		var agree func(f zdd.Node) zdd.Node
		agree = func(f zdd.Node) zdd.Node {
			if f <= zdd.Base {
				return f
			}
			if r, ok := memo[f]; ok {
				return r
			}
			v := m.Var(f)
			cell := int(v) / n
			lo, hi := agree(m.Lo(f)), agree(m.Hi(f))
			var r zdd.Node
			if int(v)%n+1 == int(sol[cell]) {
				r = m.MakeNode(uint32(cell), lo, hi)
			} else {
				r = m.Union(lo, hi)
			}
			memo[f] = r
			return r
		}
		cells := make([]uint32, n*n)
		for i := range cells {
			cells[i] = uint32(i)
		}
		a := m.Diff(agree(grids), m.SetOf(cells))
		res = m.Diff(powerSet(m, cells), downClosure(m, a))
	})
	return res, err
}

// powerSet returns the family of all subsets of vars (increasing).
func powerSet(m *zdd.Manager, vars []uint32) zdd.Node {
	f := zdd.Base
	for i := len(vars) - 1; i >= 0; i-- {
		f = m.MakeNode(vars[i], f, f)
	}
	return f
}

// downClosure returns every subset of every set of f.
func downClosure(m *zdd.Manager, f zdd.Node) zdd.Node {
	memo := make(map[zdd.Node]zdd.Node)
	var rec func(f zdd.Node) zdd.Node
	rec = func(f zdd.Node) zdd.Node {
		if f <= zdd.Base {
			return f
		}
		if r, ok := memo[f]; ok {
			return r
		}
		hi := rec(m.Hi(f))
		r := m.MakeNode(m.Var(f), m.Union(rec(m.Lo(f)), hi), hi)
		memo[f] = r
		return r
	}
	return rec(f)
}

// hasEmpty reports whether f holds the empty set.
func hasEmpty(m *zdd.Manager, f zdd.Node) bool {
	for f > zdd.Base {
		f = m.Lo(f)
	}
	return f == zdd.Base
}

// nonSup returns the sets of f that contain no set of g.
func nonSup(m *zdd.Manager, f, g zdd.Node, memo map[[2]zdd.Node]zdd.Node) zdd.Node {
	switch {
	case g == zdd.Empty || f == zdd.Empty:
		return f
	case hasEmpty(m, g):
		return zdd.Empty
	case f == zdd.Base:
		return zdd.Base
	}
	k := [2]zdd.Node{f, g}
	if r, ok := memo[k]; ok {
		return r
	}
	fv, gv := m.Var(f), m.Var(g)
	var r zdd.Node
	switch {
	case gv < fv:
		r = nonSup(m, f, m.Lo(g), memo)
	case fv < gv:
		r = m.MakeNode(fv, nonSup(m, m.Lo(f), g, memo), nonSup(m, m.Hi(f), g, memo))
	default:
		g0, g1 := m.Lo(g), m.Hi(g)
		r = m.MakeNode(fv, nonSup(m, m.Lo(f), g0, memo), nonSup(m, m.Hi(f), m.Union(g0, g1), memo))
	}
	memo[k] = r
	return r
}

// MinimalClueSets returns the clue sets of a family (see ClueSets) that
// hold no smaller clue set: the minimal puzzles of that grid.
func MinimalClueSets(m *zdd.Manager, clues zdd.Node) (zdd.Node, error) {
	var r zdd.Node
	err := m.Guard(func() { r = minimal(m, clues) })
	return r, err
}

// MinimumClueSets returns the clue sets of a family of least size and
// that size (-1 when the family is empty).
func MinimumClueSets(m *zdd.Manager, clues zdd.Node) (zdd.Node, int, error) {
	var r zdd.Node
	k := -1
	err := m.Guard(func() { r, k = minimum(m, clues) })
	return r, k, err
}

// minimal returns the sets of f that contain no other set of f.
func minimal(m *zdd.Manager, f zdd.Node) zdd.Node {
	memo := make(map[zdd.Node]zdd.Node)
	ns := make(map[[2]zdd.Node]zdd.Node)
	var rec func(f zdd.Node) zdd.Node
	rec = func(f zdd.Node) zdd.Node {
		if f <= zdd.Base {
			return f
		}
		if hasEmpty(m, f) {
			return zdd.Base
		}
		if r, ok := memo[f]; ok {
			return r
		}
		lo := rec(m.Lo(f))
		hi := nonSup(m, rec(m.Hi(f)), lo, ns)
		r := m.MakeNode(m.Var(f), lo, hi)
		memo[f] = r
		return r
	}
	return rec(f)
}

// minimum returns the sets of f of least cardinality and that
// cardinality (-1 when f is empty).
func minimum(m *zdd.Manager, f zdd.Node) (zdd.Node, int) {
	type res struct {
		f zdd.Node
		k int
	}
	memo := make(map[zdd.Node]res)
	var rec func(f zdd.Node) res
	rec = func(f zdd.Node) res {
		switch f {
		case zdd.Empty:
			return res{zdd.Empty, -1}
		case zdd.Base:
			return res{zdd.Base, 0}
		}
		if r, ok := memo[f]; ok {
			return r
		}
		lo, hi := rec(m.Lo(f)), rec(m.Hi(f))
		var r res
		switch {
		case lo.k < 0 || (hi.k >= 0 && hi.k+1 < lo.k):
			r = res{m.MakeNode(m.Var(f), zdd.Empty, hi.f), hi.k + 1}
		case hi.k < 0 || lo.k < hi.k+1:
			r = lo
		default:
			r = res{m.MakeNode(m.Var(f), lo.f, hi.f), lo.k}
		}
		memo[f] = r
		return r
	}
	r := rec(f)
	return r.f, r.k
}
