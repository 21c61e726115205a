package tapa

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Hints is the family of the hint sets for which sol (shaded cells, a
// solution of the blank board) is the only solution: sets H of cells
// sol leaves unshaded (among cells, nil for all of them) such that the
// board with sol's clue on each cell of H (the runs of its shaded
// neighbours) has sol as its only solution. p's own clues are ignored:
// hint sets are over the blank board. A set fails exactly when some
// other shading x meets the clues of H, so
//
//	hints(sol) = Pow(cand) \ { H : ∃ x ≠ sol meeting sol's clues on H }
//
// and the subtracted family is built as one ZDD over the pairs (H, x):
// the solving spec with, before each candidate cell, a variable taken
// when the cell shows its clue (the clue is then followed from its
// first neighbour on, and a clue no longer met forbids the variable);
// then the cells are quantified away.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cells []int) (zdd.Node, error) {
	blank := &Puzzle{Rows: p.Rows, Cols: p.Cols, Clues: make([][]int, p.Cells())}
	if err := blank.Check(sol); err != nil {
		return zdd.Empty, fmt.Errorf("tapa: not a solution of the blank board: %v", err)
	}
	sh := blank.Shading(sol)
	cand := make([]bool, p.Cells())
	if cells == nil {
		for i := range cand {
			cand[i] = !sh[i]
		}
	} else {
		for _, c := range cells {
			if c < 0 || c >= p.Cells() {
				return zdd.Empty, fmt.Errorf("tapa: cell %d is outside the %dx%d board", c, p.Rows, p.Cols)
			}
			if sh[c] {
				return zdd.Empty, fmt.Errorf("tapa: the cell %s is shaded, so it shows no clue", at(c, p.Cols))
			}
			cand[c] = true
		}
	}
	s := &spec{p: blank, R: p.Rows, C: p.Cols, n: p.Cells(), sol: sh, cand: cand}
	s.clue = make([]*clueAuto, s.n)
	s.at = make([][]clueEvent, s.n)
	var hintVars, cv []uint32
	perm := make([]uint32, 2*s.n)
	for i := range cand {
		perm[2*i] = uint32(s.n + i)
		perm[2*i+1] = uint32(2*s.n + i)
		if cand[i] {
			s.addClue(newClueAuto(blank, blank.ClueOf(sh, i), i/s.C, i%s.C, func(int) bool { return true }))
			hintVars = append(hintVars, uint32(2*i))
			cv = append(cv, uint32(i))
			perm[2*i] = uint32(i)
		}
	}
	pairs, err := topdown.Build(ctx, m, s, topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	bad, err := m.Rename(m.Project(pairs, hintVars), perm)
	if err != nil {
		return zdd.Empty, err
	}
	return m.Diff(m.Pow(cv), bad), nil
}

// HintPuzzle is the puzzle with sol's clues on the cells of hints, or
// an error naming a cell sol shades.
func (p *Puzzle) HintPuzzle(sol []uint32, hints []uint32) (*Puzzle, error) {
	q := &Puzzle{Rows: p.Rows, Cols: p.Cols, Clues: make([][]int, p.Cells())}
	sh := q.Shading(sol)
	for _, h := range hints {
		if int(h) >= p.Cells() {
			return nil, fmt.Errorf("tapa: cell %d is outside the %dx%d board", h, p.Rows, p.Cols)
		}
		if sh[h] {
			return nil, fmt.Errorf("tapa: the cell %s is shaded, so it shows no clue", at(int(h), p.Cols))
		}
		q.Clues[h] = q.ClueOf(sh, int(h))
	}
	return q, nil
}
