package sashigane

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Division returns the L's of a set of borders that divides the board
// into L's of width 1 (marks aside), numbered by their first cells, and
// each cell's L; otherwise an error saying why the borders do not.
func (p *Puzzle) Division(set []uint32) ([]L, []int, error) {
	b := blank(p.Rows, p.Cols)
	if err := b.Check(set); err != nil {
		return nil, nil, fmt.Errorf("the borders do not divide the board into L's: %s", ruleText(err))
	}
	cut, _ := b.cutOf(set)
	rooms, of := b.rooms(cut)
	ls := make([]L, len(rooms))
	for k, rm := range rooms {
		ls[k] = *rm.l
	}
	return ls, of, nil
}

// clueOf returns the mark cell i shows in the division (ls, of): a
// circle with the L's size at a corner, the arrow toward the corner at
// an end, none elsewhere.
func (p *Puzzle) clueOf(ls []L, of []int, i int) (mark, num int) {
	x := ls[of[i]]
	switch i {
	case x.Corner(p.Cols):
		return Circle, x.Size()
	case x.VEnd(p.Cols):
		return x.vArrow(), NoNumber
	case x.HEnd(p.Cols):
		return x.hArrow(), NoNumber
	}
	return Empty, NoNumber
}

// hintCells returns the cells among cands (every cell when cands is
// nil) that can show a mark in the division: corners and ends, sorted;
// an error names a cell off the board.
func (p *Puzzle) hintCells(ls []L, of []int, cands []int) ([]uint32, error) {
	if cands == nil {
		for i := 0; i < p.N(); i++ {
			cands = append(cands, i)
		}
	}
	var out []uint32
	for _, c := range cands {
		if c < 0 || c >= p.N() {
			return nil, fmt.Errorf("cell %d is off the %dx%d board", c, p.Rows, p.Cols)
		}
		if m, _ := p.clueOf(ls, of, c); m != Empty {
			out = append(out, uint32(c))
		}
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// Hints returns the family of the sets H of cells among cands (nil:
// every cell) such that sol (borders dividing the board into L's) is
// the only solution when the cells of H show sol's marks (a corner its
// circle with the L's size, an end its arrow toward the corner) and
// the other cells show nothing. Only corners and ends can be in H.
//
// It is built top-down by the solving spec over the borders with a
// variable before each candidate cell saying whether its mark holds,
// accepting only border sets other than sol: projected on the cells,
// these are the sets H that do not tell sol apart (each with all its
// subsets), and the hint sets are the rest of the candidates' power set.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cands []int) (zdd.Node, error) {
	ls, of, err := p.Division(sol)
	if err != nil {
		return zdd.Empty, err
	}
	cells, err := p.hintCells(ls, of, cands)
	if err != nil {
		return zdd.Empty, err
	}
	q := blank(p.Rows, p.Cols)
	optional := make([]bool, p.N())
	for _, h := range cells {
		q.Marks[h], q.Nums[h] = p.clueOf(ls, of, int(h))
		optional[h] = true
	}
	in := make([]bool, p.g.M())
	for _, e := range sol {
		in[e] = true
	}
	s := newSpec(q, optional, in)
	others, err := topdown.Build(ctx, m, s, topdown.Options{})
	if err != nil {
		return zdd.Empty, err
	}
	var markVars []uint32
	perm := make([]uint32, len(s.vars))
	for v, x := range s.vars {
		perm[v] = uint32(v)
		if x.kind == varMark {
			markVars = append(markVars, uint32(v))
			perm[v] = uint32(x.cell)
		}
	}
	var out zdd.Node
	err = m.Guard(func() {
		bad := m.Project(others, markVars)
		bad, err = m.Rename(bad, perm)
		if err != nil {
			return
		}
		out = m.Diff(m.Pow(cells), bad)
	})
	return out, err
}

// WithHints returns the puzzle whose cells in hints show sol's marks and
// whose other cells show nothing.
func (p *Puzzle) WithHints(sol, hints []uint32) (*Puzzle, error) {
	ls, of, err := p.Division(sol)
	if err != nil {
		return nil, err
	}
	q := blank(p.Rows, p.Cols)
	for _, h := range hints {
		if int(h) >= p.N() {
			return nil, fmt.Errorf("cell %d is off the %dx%d board", h, p.Rows, p.Cols)
		}
		m, n := p.clueOf(ls, of, int(h))
		if m == Empty {
			return nil, fmt.Errorf("cell %s is neither a corner nor an end of its L: it shows no mark", p.at(int(h)))
		}
		q.Marks[h], q.Nums[h] = m, n
	}
	return q, nil
}

// CheckForm implements puzzles.Hinter: set must divide the board into
// L's of width 1.
func (g *Game) CheckForm(set []uint32) error {
	_, _, err := g.P.Division(set)
	return err
}

// Hints implements puzzles.Hinter.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Sashigane hint sets are taken among every division of the board into L's; among: is for Sudoku clue sets"}
	}
	for _, c := range o.Cells {
		if c < 0 || c >= g.P.N() {
			return zdd.Empty, &puzzles.ArgError{Arg: "cells", Msg: fmt.Sprintf("cell %d is off the %dx%d board", c, g.P.Rows, g.P.Cols)}
		}
	}
	return g.P.Hints(ctx, m, sol, o.Cells)
}

// Instance implements puzzles.Hinter.
func (g *Game) Instance(sol, hints []uint32) (puzzles.Puzzle, error) {
	q, err := g.P.WithHints(sol, hints)
	if err != nil {
		return nil, err
	}
	return &Game{P: q}, nil
}

// blank returns the rows x cols board without marks.
func blank(rows, cols int) *Puzzle {
	marks := make([]int, rows*cols)
	nums := make([]int, rows*cols)
	for i := range nums {
		nums[i] = NoNumber
	}
	p, err := New(rows, cols, marks, nums)
	if err != nil {
		panic(err)
	}
	return p
}

// ruleText is the words of Check's error without the genre's name.
func ruleText(err error) string {
	return strings.TrimPrefix(err.Error(), "sashigane: ")
}
