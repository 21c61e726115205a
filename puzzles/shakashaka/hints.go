package shakashaka

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// blankOf is p with every number hidden (its black cells kept).
func (p *Puzzle) blankOf() *Puzzle {
	q := &Puzzle{Rows: p.Rows, Cols: p.Cols, Cells: make([]int, p.N())}
	for i, v := range p.Cells {
		q.Cells[i] = White
		if v != White {
			q.Cells[i] = Black
		}
	}
	return q
}

// NumbersOf returns the number each black cell shows under the
// triangles set (its triangles among its four neighbours), White for
// white cells.
func (p *Puzzle) NumbersOf(set []uint32) ([]int, error) {
	kind, err := p.blankOf().Kinds(set)
	if err != nil {
		return nil, err
	}
	out := make([]int, p.N())
	for i := range out {
		out[i] = White
		if !p.IsBlack(i) {
			continue
		}
		out[i] = 0
		r, c := i/p.Cols, i%p.Cols
		for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
			rr, cc := r+d[0], c+d[1]
			if rr >= 0 && rr < p.Rows && cc >= 0 && cc < p.Cols && kind[rr*p.Cols+cc] >= 2 {
				out[i]++
			}
		}
	}
	return out, nil
}

// Hints is the family of the sets H of black cells whose numbers, read
// off sol (a solution of p's board with its numbers hidden), leave sol
// the only solution; the black cells themselves are the board. As for
// Tapa's hint sets, the pairs (H, x != sol) with x meeting sol's
// numbers on H are built by the solving spec with a variable before
// each candidate black cell, the triangles are quantified away, and the
// result is subtracted from the power set of the candidates (cells,
// nil for every black cell).
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cells []int) (zdd.Node, error) {
	blank := p.blankOf()
	if err := blank.Check(sol); err != nil {
		return zdd.Empty, fmt.Errorf("shakashaka: not a solution of the board without numbers: %s", ruleText(err))
	}
	nums, _ := p.NumbersOf(sol)
	kind, _ := blank.Kinds(sol)
	cand := make([]bool, p.N())
	if cells == nil {
		for i := range cand {
			cand[i] = p.IsBlack(i)
		}
	} else {
		for _, c := range cells {
			if c < 0 || c >= p.N() || !p.IsBlack(c) {
				return zdd.Empty, fmt.Errorf("shakashaka: cell %d is not a black cell of the board", c)
			}
			cand[c] = true
		}
	}
	s := &spec{p: blank, R: p.Rows, C: p.Cols, n: p.N(), nums: make([][]numEvent, p.N()), want: make([]int, p.N()), nbrs: make([][]int, p.N()), sol: kind, cand: cand}
	var hv, cv []uint32
	perm := make([]uint32, 5*p.N())
	for v := range perm {
		perm[v] = uint32(p.N() + v)
	}
	for i, ok := range cand {
		if ok {
			s.addNumber(i, nums[i])
			hv = append(hv, uint32(5*i))
			cv = append(cv, uint32(i))
			perm[5*i] = uint32(i)
		}
	}
	pairs, err := topdown.Build(ctx, m, s, topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	bad, err := m.Rename(m.Project(pairs, hv), perm)
	if err != nil {
		return zdd.Empty, err
	}
	return m.Diff(m.Pow(cv), bad), nil
}

// HintPuzzle is p's board with sol's numbers on the black cells of
// hints and none on the others.
func (p *Puzzle) HintPuzzle(sol []uint32, hints []uint32) (*Puzzle, error) {
	nums, err := p.NumbersOf(sol)
	if err != nil {
		return nil, err
	}
	q := p.blankOf()
	for _, h := range hints {
		if int(h) >= p.N() || !p.IsBlack(int(h)) {
			return nil, fmt.Errorf("shakashaka: cell %d is not a black cell of the board", h)
		}
		q.Cells[h] = nums[h]
	}
	return q, nil
}

// CheckForm implements puzzles.Hinter: set must be a solution of the
// board with its numbers hidden.
func (g *Game) CheckForm(set []uint32) error {
	if err := g.P.blankOf().Check(set); err != nil {
		return fmt.Errorf("not a solution of the board without numbers: %s", ruleText(err))
	}
	return nil
}

// Hints implements puzzles.Hinter: the black cells whose numbers,
// read off set, leave it the only solution.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, set []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Shakashaka hint sets are taken among every placement of the board; among: is for Sudoku clue sets"}
	}
	h, err := g.P.Hints(ctx, m, set, o.Cells)
	if err != nil {
		return zdd.Empty, &puzzles.ArgError{Arg: "S", Msg: strings.TrimPrefix(err.Error(), "shakashaka: ")}
	}
	return h, nil
}

// Instance implements puzzles.Hinter.
func (g *Game) Instance(set, hints []uint32) (puzzles.Puzzle, error) {
	q, err := g.P.HintPuzzle(set, hints)
	if err != nil {
		return nil, &puzzles.ArgError{Arg: "H", Msg: strings.TrimPrefix(err.Error(), "shakashaka: ")}
	}
	return &Game{P: q}, nil
}

// ruleText is the words of Check's error without the genre's name.
func ruleText(err error) string {
	return strings.TrimPrefix(err.Error(), "shakashaka: ")
}
