package nurikabe

import (
	"context"
	"fmt"
	"slices"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// MaxHintChoices bounds the hint sets Hints tries: the product of the
// islands' candidate counts.
const MaxHintChoices = 1 << 14

// CheckForm returns nil when sol is a shading the board's numbers
// aside could be a solution of: its shaded cells connected, no 2x2
// block of them.
func (p *Puzzle) CheckForm(sol []uint32) error {
	blank := &Puzzle{Rows: p.Rows, Cols: p.Cols, Nums: make([]int, p.Cells())}
	for i := range blank.Nums {
		blank.Nums[i] = NoNumber
	}
	err := blank.Check(sol)
	if err == nil || puzzles.RuleOf(err) == RuleIslandNoNumber {
		// an island without a number is what the hints fill
		if _, pieces := p.components(p.Shading(sol)); len(pieces) > 1 {
			return fmt.Errorf("the shaded cells are not connected: %s cannot reach %s", p.at(pieces[1][0]), p.at(pieces[0][0]))
		}
		return nil
	}
	return err
}

// islandsOf returns the islands of sol, each with its cells.
func (p *Puzzle) islandsOf(sol []uint32) (comp []int, islands [][]int) {
	sh := p.Shading(sol)
	un := make([]bool, len(sh))
	for i := range un {
		un[i] = !sh[i]
	}
	return p.components(un)
}

// HintPuzzle is the puzzle whose numbers are sol's island sizes on the
// cells of hints (each an unshaded cell of sol).
func (p *Puzzle) HintPuzzle(sol, hints []uint32) (*Puzzle, error) {
	if err := p.CheckForm(sol); err != nil {
		return nil, err
	}
	comp, islands := p.islandsOf(sol)
	nums := make([]int, p.Cells())
	for i := range nums {
		nums[i] = NoNumber
	}
	for _, h := range hints {
		if int(h) >= len(nums) {
			return nil, fmt.Errorf("element %d is not a cell of the %dx%d board", h, p.Rows, p.Cols)
		}
		if comp[h] < 0 {
			return nil, fmt.Errorf("the hint cell %s is shaded in the solution", p.at(int(h)))
		}
		nums[h] = len(islands[comp[h]])
	}
	return New(p.Rows, p.Cols, nums)
}

// Hints is the family of the hint sets (cells, each with its island's
// size) for which sol is the only solution, among the candidate cells
// cells (nil: every cell). sol is a solution of a hint set only when
// it holds one cell of each island, so the family is a subfamily of
// the choices of one candidate per island; each choice is counted by
// the frontier search. More than MaxHintChoices choices is an error.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cells []int) (zdd.Node, error) {
	if err := p.CheckForm(sol); err != nil {
		return zdd.Empty, err
	}
	comp, islands := p.islandsOf(sol)
	cand := make([][]int, len(islands))
	if cells == nil {
		for k, is := range islands {
			cand[k] = slices.Sorted(slices.Values(is))
		}
	} else {
		for _, c := range cells {
			if c < 0 || c >= p.Cells() {
				return zdd.Empty, fmt.Errorf("cell %d is outside the %dx%d board", c, p.Rows, p.Cols)
			}
			if comp[c] >= 0 && !slices.Contains(cand[comp[c]], c) {
				cand[comp[c]] = append(cand[comp[c]], c)
			}
		}
	}
	total := 1
	for _, cs := range cand {
		if len(cs) == 0 {
			return zdd.Empty, nil
		}
		total *= len(cs)
		if total > MaxHintChoices {
			return zdd.Empty, fmt.Errorf("the islands offer more than %d choices of one hint cell each; give fewer candidate cells", MaxHintChoices)
		}
	}
	out := zdd.Empty
	pick := make([]int, len(cand))
	for {
		h := make([]uint32, len(cand))
		for k, cs := range cand {
			h[k] = uint32(cs[pick[k]])
		}
		slices.Sort(h)
		q, err := p.HintPuzzle(sol, h)
		if err != nil {
			return zdd.Empty, err
		}
		n, err := q.Count(ctx, Options{})
		if err != nil {
			return zdd.Empty, err
		}
		if n == 1 {
			out = m.Union(out, m.SetOf(h))
		}
		k := 0
		for ; k < len(pick); k++ {
			pick[k]++
			if pick[k] < len(cand[k]) {
				break
			}
			pick[k] = 0
		}
		if k == len(pick) {
			return out, nil
		}
	}
}

// CheckForm implements puzzles.Hinter.
func (g *Game) CheckForm(set []uint32) error { return g.P.CheckForm(set) }

// Hints implements puzzles.Hinter: the hint sets (one cell of each
// island, numbered with its size) for which sol is the only solution.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Nurikabe hint sets are taken among every shading of the board; among: is for Sudoku clue sets"}
	}
	return g.P.Hints(ctx, m, sol, o.Cells)
}

// Instance implements puzzles.Hinter: the puzzle with sol's island
// sizes on the cells of hints.
func (g *Game) Instance(sol, hints []uint32) (puzzles.Puzzle, error) {
	q, err := g.P.HintPuzzle(sol, hints)
	if err != nil {
		return nil, &puzzles.ArgError{Arg: "H", Msg: err.Error()}
	}
	return &Game{P: q}, nil
}
