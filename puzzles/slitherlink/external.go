package slitherlink

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/solvers"
)

// What the integer program (ip.go) and the formula (sat.go) share: the
// input check, the starting rules and the split of a solver's edge set
// into loops.

// forExternal checks p for the external models (the size, one clue per
// cell, clues in 0..3) and returns it, rebuilt by New when p was not
// made by a constructor of the package.
func (p *Puzzle) forExternal() (*Puzzle, error) {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return nil, fmt.Errorf("slitherlink: size %dx%d out of range 1..%d", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Clues) != p.Rows*p.Cols {
		return nil, fmt.Errorf("slitherlink: %d clues for %dx%d cells", len(p.Clues), p.Rows, p.Cols)
	}
	for i, c := range p.Clues {
		if c < NoClue || c > 3 {
			return nil, fmt.Errorf("slitherlink: cell %s: clue %d is not in 0..3", puzzles.CellName(i/p.Cols, i%p.Cols), c)
		}
	}
	if p.g != nil {
		return p, nil
	}
	q, err := New(p.Rows, p.Cols)
	if err != nil {
		return nil, err
	}
	copy(q.Clues, p.Clues)
	q.ID = p.ID
	return q, nil
}

// sides returns the top, bottom, left and right edges of cell (r, c),
// the order in which the external models list them.
func (p *Puzzle) sides(r, c int) [4]int {
	return [4]int{p.HEdge(r, c), p.HEdge(r+1, c), p.VEdge(r, c), p.VEdge(r, c+1)}
}

// StartingRules returns the edges that every solution of p (a single
// loop) contains (in) or avoids (out): those the deductions fix without
// probing (see Deduce: dot degrees, clue counts, the patterns of 3s, the
// loop rule, the inside/outside relations), seeded with the edges of the
// opening rule for a 2 in a corner cell, which those rules do not
// derive: the two border edges one step past the corner are on. They
// cover the classic opening rules: two 3s side by side (unless the
// border of the two cells is by itself a solution), two 3s diagonally
// adjacent, a 3 diagonally next to a 0, and a 1, 2 or 3 in a corner.
//
// The rules assume a solution exists; for a puzzle without one they may
// fix edges that no solution could have. Both lists are sorted.
func (p *Puzzle) StartingRules() (in, out []int) {
	fixed := make([]int8, p.Edges())
	R, C := p.Rows, p.Cols
	if R >= 2 && C >= 2 {
		for _, r := range []int{0, R - 1} {
			for _, c := range []int{0, C - 1} {
				if p.Clue(r, c) != 2 {
					continue
				}
				// The horizontal border edge next to the corner cell and
				// the vertical one below or above it.
				hr, nc, vc, nr := 0, c+1, 0, r+1
				if r > 0 {
					hr, nr = R, r-1
				}
				if c > 0 {
					nc, vc = c-1, C
				}
				fixed[p.HEdge(hr, nc)] = on
				fixed[p.VEdge(nr, vc)] = on
			}
		}
	}
	d, _ := p.deduceWith(context.Background(), fixed, false, false)
	for e, s := range d.st {
		switch s {
		case on:
			in = append(in, e)
		case off:
			out = append(out, e)
		}
	}
	return in, out
}

// splitLoops looks at an edge set of the dot lattice where every dot
// has degree 0 or 2. A loop that alone meets all clues is returned as a
// solution. Otherwise every loop is cut off with exclude (a solution
// containing all edges of a loop is that loop, and these loops are no
// solutions) and the number of cuts is returned.
func (p *Puzzle) splitLoops(set []int, exclude func([]int)) ([]int, int) {
	g := p.Graph()
	comps := solvers.Components(g, set)
	in := make([]bool, g.M())
	for _, comp := range comps {
		for _, e := range comp {
			in[e] = true
		}
		if r, _, _, _ := p.unmetClue(in); r < 0 {
			return comp, 0
		}
		for _, e := range comp {
			in[e] = false
		}
	}
	for _, comp := range comps {
		exclude(comp)
	}
	return nil, len(comps)
}
