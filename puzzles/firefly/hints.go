package firefly

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Blank is p with every number hidden: the board of the fireflies and
// their dots, whose solutions the hint sets tell apart.
func (p *Puzzle) Blank() *Puzzle {
	q := &Puzzle{Rows: p.Rows, Cols: p.Cols, Cells: append([]Cell(nil), p.Cells...)}
	for i, c := range q.Cells {
		if c.Firefly() {
			q.Cells[i].Num = Unknown
		}
	}
	return q
}

// Numbers returns the numbers set shows: for each firefly with a dot,
// the turns of the line leaving its dot; Empty at the other cells. set
// must be a solution of p.Blank().
func (p *Puzzle) Numbers(set []uint32) ([]int, error) {
	if err := p.Blank().Check(set); err != nil {
		return nil, err
	}
	l, _ := p.readLines(set)
	nums := make([]int, len(p.Cells))
	for i := range nums {
		nums[i] = Empty
	}
	for _, s := range l.segments() {
		f := s.to
		if p.Cells[s.from].Dir == s.dir1 {
			f = s.from
		}
		nums[f] = s.turns
	}
	return nums, nil
}

// Hints is the family of the hint sets (sets of cells with a dot, each
// showing the number sol makes there) for which sol is the only
// solution of the board, the other numbers hidden, among the candidate
// cells cells (nil: every firefly with a dot; other cells are left
// out). A set fails exactly when another answer x makes the same turns
// on it, so
//
//	hints(sol) = Pow(D) \ { H : ∃ x ≠ sol with sol's numbers on H }
//
// and the subtracted family is built as one ZDD over the edges and a
// variable per candidate (pairs (x, H)), by the solving spec with a
// firefly's number shown when its variable is taken, then its edge
// variables are quantified away. p's own numbers are ignored.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cells []int) (zdd.Node, error) {
	nums, err := p.Numbers(sol)
	if err != nil {
		return zdd.Empty, err
	}
	opt := nums
	if cells != nil {
		opt = make([]int, len(nums))
		for i := range opt {
			opt[i] = Empty
		}
		for _, c := range cells {
			if c < 0 || c >= len(nums) {
				return zdd.Empty, fmt.Errorf("firefly: cell %d is outside the %dx%d board", c, p.Rows, p.Cols)
			}
			opt[c] = nums[c]
		}
	}
	inSol := make([]bool, p.Graph().M())
	for _, e := range sol {
		inSol[e] = true
	}
	s := newHintSpec(p.Blank(), opt, inSol)
	pairs, err := topdown.Build(ctx, m, s, topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	var hintVars, cand []uint32
	perm := make([]uint32, len(s.steps))
	n := len(p.Cells)
	for k, st := range s.steps {
		perm[k] = uint32(n + k)
		if st.hint != 0 {
			j := k + 1 // the edge: the next step that is no hint
			for s.steps[j].hint != 0 {
				j++
			}
			cell := s.steps[j].a
			if st.hint == 2 {
				cell = s.steps[j].b
			}
			hintVars = append(hintVars, uint32(k))
			cand = append(cand, uint32(cell))
			perm[k] = uint32(cell)
		}
	}
	bad, err := m.Rename(m.Project(pairs, hintVars), perm)
	if err != nil {
		return zdd.Empty, err
	}
	return m.Diff(m.Pow(cand), bad), nil
}

// HintPuzzle is the board with sol's numbers on the cells of hints and
// the other numbers hidden, or an error naming a cell that is no
// firefly with a dot.
func (p *Puzzle) HintPuzzle(sol []uint32, hints []uint32) (*Puzzle, error) {
	nums, err := p.Numbers(sol)
	if err != nil {
		return nil, err
	}
	q := p.Blank()
	for _, h := range hints {
		if int(h) >= len(nums) {
			return nil, fmt.Errorf("firefly: cell %d is outside the %dx%d board", h, p.Rows, p.Cols)
		}
		if nums[h] == Empty {
			return nil, fmt.Errorf("firefly: no firefly with a dot at %s", puzzles.CellName(int(h)/p.Cols, int(h)%p.Cols))
		}
		q.Cells[h].Num = nums[h]
	}
	return q, nil
}
