package kurodoko

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Blank returns the board of p without numbers.
func (p *Puzzle) Blank() *Puzzle {
	nums := make([]int, p.Cells())
	for i := range nums {
		nums[i] = NoNumber
	}
	return &Puzzle{Rows: p.Rows, Cols: p.Cols, Nums: nums}
}

// CheckForm returns nil when set is a solution of the board without
// numbers, and otherwise why not.
func (p *Puzzle) CheckForm(set []uint32) error {
	if err := p.Blank().Check(set); err != nil {
		return fmt.Errorf("not an answer on the blank board: %s", ruleMsg(err))
	}
	return nil
}

// Clues returns the count each unshaded cell of the answer set sees
// (NoNumber on its shaded cells).
func (p *Puzzle) Clues(set []uint32) []int {
	sh := p.Shading(set)
	out := make([]int, p.Cells())
	for i := range out {
		out[i] = NoNumber
		if !sh[i] {
			out[i] = p.Seen(sh, i)
		}
	}
	return out
}

// hintSpec is the spec of the pairs (x, H) of a shading x of the blank
// board other than sol and a set H of cells whose numbers, the counts
// sol shows there, x meets: the cells in row-major order, each
// candidate's hint variable just before it (taken: the cell holds
// sol's count), and a byte more of state, set when x has left sol.
type hintSpec struct {
	s      *spec
	steps  []int // a cell, or -(i+1) for the hint variable of cell i
	stepOf []int
	sol    []bool
	base   int
}

// StateSize implements topdown.Spec.
func (h *hintSpec) StateSize() int { return h.base + 1 }

// Vars implements topdown.Spec.
func (h *hintSpec) Vars() int { return len(h.steps) }

// Root implements topdown.Spec.
func (h *hintSpec) Root(state []byte) int {
	state[h.base] = 0
	h.s.Root(state[:h.base])
	return 0
}

// Child implements topdown.Spec.
func (h *hintSpec) Child(state []byte, v int, take bool) int {
	st := h.steps[v]
	if st < 0 {
		if take {
			state[h.s.hint] = 1
		}
		return v + 1
	}
	if take != h.sol[st] {
		state[h.base] = 1
	}
	switch r := h.s.Child(state[:h.base], st, take); r {
	case topdown.Reject:
		return r
	case topdown.Accept:
		if state[h.base] == 0 {
			return topdown.Reject
		}
		return r
	default:
		return h.stepOf[r]
	}
}

// Hints is the family of the hint sets for which sol is the only
// solution: sets of cells, each holding the count sol shows there,
// among the unshaded cells of cells (nil: every unshaded cell; shaded
// ones are left out). A set fails exactly when another shading x of
// the blank board leaves its cells unshaded with the same counts, so
//
//	hints(sol) = Pow(C) \ { H : ∃ x ≠ sol meeting sol's counts on H }
//
// and the subtracted family is built as one ZDD over the cells and a
// variable per candidate (pairs (x, H)) by the solving spec, then its
// cell variables are quantified away.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cells []int) (zdd.Node, error) {
	if err := p.CheckForm(sol); err != nil {
		return zdd.Empty, err
	}
	clues := p.Clues(sol)
	cand := make([]bool, p.Cells())
	if cells == nil {
		for i, v := range clues {
			cand[i] = v != NoNumber
		}
	} else {
		for _, c := range cells {
			if c < 0 || c >= p.Cells() {
				return zdd.Empty, fmt.Errorf("cell %d is outside the %dx%d board", c, p.Rows, p.Cols)
			}
			cand[c] = clues[c] != NoNumber
		}
	}
	nums := make([]int, p.Cells())
	for i := range nums {
		nums[i] = NoNumber
		if cand[i] {
			nums[i] = clues[i]
		}
	}
	h := &hintSpec{s: newSpec(p.Blank(), nums, true, nil), stepOf: make([]int, p.Cells()+1), sol: p.Shading(sol)}
	h.base = h.s.StateSize()
	var hintVars, cs, perm []uint32
	for i := 0; i < p.Cells(); i++ {
		h.stepOf[i] = len(h.steps)
		if cand[i] {
			hintVars = append(hintVars, uint32(len(h.steps)))
			cs = append(cs, uint32(i))
			perm = append(perm, uint32(i))
			h.steps = append(h.steps, -(i + 1))
		}
		perm = append(perm, uint32(p.Cells()+len(h.steps)))
		h.steps = append(h.steps, i)
	}
	pairs, err := topdown.Build(ctx, m, h, topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	bad, err := m.Rename(m.Project(pairs, hintVars), perm)
	if err != nil {
		return zdd.Empty, err
	}
	return m.Diff(m.Pow(cs), bad), nil
}

// HintPuzzle is the puzzle with the counts sol shows on the cells of
// hints, or an error naming a hint on a shaded cell.
func (p *Puzzle) HintPuzzle(sol []uint32, hints []uint32) (*Puzzle, error) {
	if err := p.CheckForm(sol); err != nil {
		return nil, err
	}
	clues := p.Clues(sol)
	q := p.Blank()
	for _, h := range hints {
		if int(h) >= p.Cells() {
			return nil, fmt.Errorf("cell %d is outside the %dx%d board", h, p.Rows, p.Cols)
		}
		if clues[h] == NoNumber {
			return nil, fmt.Errorf("the answer shades %s, which can hold no number", p.at(int(h)))
		}
		q.Nums[h] = clues[h]
	}
	return q, nil
}
