package lightup

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Blank returns the board of p without its numbers: every black cell
// plain.
func (p *Puzzle) Blank() *Puzzle {
	q := &Puzzle{Rows: p.Rows, Cols: p.Cols, Cells: slices.Clone(p.Cells)}
	for i, v := range q.Cells {
		if v != White {
			q.Cells[i] = Black
		}
	}
	return q
}

// Numbers returns, for each black cell, how many lamps of set stand
// beside it (White for a white cell).
func (p *Puzzle) Numbers(set []uint32) []int {
	lamp := p.Lamps(set)
	out := make([]int, p.N())
	for i := range out {
		if p.IsWhite(i) {
			out[i] = White
			continue
		}
		for _, j := range p.neighbours(i) {
			if lamp[j] {
				out[i]++
			}
		}
	}
	return out
}

// checkForm returns nil when sol is a solution of p's board without
// its numbers.
func (p *Puzzle) checkForm(sol []uint32) error {
	if err := p.Blank().Check(sol); err != nil {
		return fmt.Errorf("not a solution of the board's black cells without their numbers: %v", err)
	}
	return nil
}

// hintCells returns the black cells among cands (every black cell when
// cands is nil), sorted, or an error naming a cell that is not black.
func (p *Puzzle) hintCells(cands []int) ([]uint32, error) {
	var out []uint32
	if cands == nil {
		for i := range p.Cells {
			if !p.IsWhite(i) {
				out = append(out, uint32(i))
			}
		}
		return out, nil
	}
	for _, c := range cands {
		if c < 0 || c >= p.N() {
			return nil, fmt.Errorf("cell %d is off the %dx%d board", c, p.Rows, p.Cols)
		}
		if p.IsWhite(c) {
			return nil, fmt.Errorf("cell %d, %s, is white; a hint is the number of a black cell", c, p.at(c))
		}
		out = append(out, uint32(c))
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// newHintSpec returns the spec of the lamp sets T != sol that solve the
// blank board, each with the hint cells (among cands) on which T and
// sol put as many lamps beside them: the variable of such a cell may be
// taken, and only when they agree there.
func newHintSpec(p *Puzzle, sol []uint32, cands []uint32) *spec {
	b := p.Blank()
	s := newSpec(b, nil)
	nums := p.Numbers(sol)
	s.hint = make([]int, s.n)
	s.hintAfter = make([]int, s.n)
	for i := range s.hint {
		s.hint[i] = -1
	}
	s.sol = b.Lamps(sol)
	s.diff = s.C + 1 + s.w
	for _, k := range cands {
		k := int(k)
		s.hint[k] = nums[k]
		var before, after []int
		for _, j := range b.neighbours(k) {
			if !b.IsWhite(j) {
				continue
			}
			if j < k {
				before = append(before, j)
			} else {
				after = append(after, j)
			}
		}
		s.hintAfter[k] = len(after)
		slot := s.C + 1 + k%s.w
		for i, j := range before {
			s.nums[j] = append(s.nums[j], numRef{slot: slot, pre: true, first: i == 0})
		}
		for i, j := range after {
			s.nums[j] = append(s.nums[j], numRef{slot: slot, post: true, after: len(after) - 1 - i, last: i == len(after)-1})
		}
	}
	return s
}

// BadHints returns the family, over cells r*Cols+c, of the sets of
// black cells among cands whose numbers taken from sol (a solution of
// the board without its numbers) some other solution of that board
// also has: every subset of an agreement set.
func (p *Puzzle) BadHints(ctx context.Context, m *zdd.Manager, sol []uint32, cands []int) (zdd.Node, error) {
	if err := p.checkForm(sol); err != nil {
		return zdd.Empty, err
	}
	vars, err := p.hintCells(cands)
	if err != nil {
		return zdd.Empty, err
	}
	f, err := topdown.Build(ctx, m, newHintSpec(p, sol, vars), topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	var out zdd.Node
	err = m.Guard(func() { out = m.Project(f, vars) })
	return out, err
}

// Hints returns the family, over cells r*Cols+c, of the sets H of black
// cells among cands (nil: every black cell) such that sol is the only
// solution when the cells of H show their numbers of lamps in sol and
// the other black cells show none.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cands []int) (zdd.Node, error) {
	vars, err := p.hintCells(cands)
	if err != nil {
		return zdd.Empty, err
	}
	bad, err := p.BadHints(ctx, m, sol, cands)
	if err != nil {
		return zdd.Empty, err
	}
	var out zdd.Node
	err = m.Guard(func() { out = m.Diff(m.Pow(vars), bad) })
	return out, err
}

// WithHints returns the puzzle on p's board whose black cells in hints
// show their numbers of lamps in sol and whose other black cells show
// none.
func (p *Puzzle) WithHints(sol, hints []uint32) (*Puzzle, error) {
	if err := p.checkForm(sol); err != nil {
		return nil, err
	}
	nums := p.Numbers(sol)
	q := p.Blank()
	for _, h := range hints {
		if int(h) >= p.N() || p.IsWhite(int(h)) {
			return nil, fmt.Errorf("a hint is a black cell, and cell %d is not one of the %dx%d board's", h, p.Rows, p.Cols)
		}
		q.Cells[h] = nums[h]
	}
	return q, nil
}

// CheckForm implements puzzles.Hinter: set must solve the board
// without its numbers.
func (g *Game) CheckForm(set []uint32) error { return g.P.checkForm(set) }

// Hints implements puzzles.Hinter.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Light Up hint sets are taken among every solution of the board's black cells; among: is for Sudoku clue sets"}
	}
	if _, err := g.P.hintCells(o.Cells); err != nil {
		return zdd.Empty, &puzzles.ArgError{Arg: "cells", Msg: err.Error()}
	}
	return g.P.Hints(ctx, m, sol, o.Cells)
}

// Instance implements puzzles.Hinter.
func (g *Game) Instance(sol, hints []uint32) (puzzles.Puzzle, error) {
	q, err := g.P.WithHints(sol, hints)
	if err != nil {
		return nil, fmt.Errorf("%s", strings.TrimPrefix(err.Error(), "lightup: "))
	}
	return &Game{P: q}, nil
}
