package shikaku

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// Partition returns the rectangles of a set of borders that divides the
// board into rectangles (numbers aside), in the order of their first
// cells, and for each cell its rectangle; otherwise an error saying why
// the borders do not.
func (p *Puzzle) Partition(set []uint32) ([]Rect, []int, error) {
	blank := &Puzzle{Rows: p.Rows, Cols: p.Cols, Nums: make([]int, p.N()), g: p.g}
	cut := make([]bool, p.g.M())
	for _, x := range set {
		if int(x) >= len(cut) {
			return nil, nil, fmt.Errorf("element %d is not an edge of the %dx%d board's cell grid", x, p.Rows, p.Cols)
		}
		cut[x] = true
	}
	room, n := p.rooms(cut)
	rects := make([]Rect, n)
	for k := range rects {
		rects[k] = Rect{R: p.Rows, C: p.Cols, Clue: -1}
	}
	size := make([]int, n)
	for i, k := range room {
		r, c := i/p.Cols, i%p.Cols
		x := &rects[k]
		if x.Clue < 0 {
			x.Clue = i
		}
		x.H, x.W = max(x.H, r+1), max(x.W, c+1) // bottom and right, for now
		x.R, x.C = min(x.R, r), min(x.C, c)
		size[k]++
	}
	for k := range rects {
		x := &rects[k]
		x.H, x.W = x.H-x.R, x.W-x.C
		blank.Nums[x.Clue] = size[k]
	}
	// the rooms as numbered by their first cells make a puzzle the
	// borders solve exactly when they are rectangles without dead ends
	for i, v := range blank.Nums {
		if v == 0 {
			blank.Nums[i] = Empty
		}
	}
	if err := blank.Check(set); err != nil {
		return nil, nil, fmt.Errorf("the borders do not divide the board into rectangles: %s", ruleText(err))
	}
	return rects, room, nil
}

// hintCells returns the cells among cands (every cell when cands is
// nil), sorted, or an error naming one off the board.
func (p *Puzzle) hintCells(cands []int) ([]uint32, error) {
	var out []uint32
	if cands == nil {
		for i := 0; i < p.N(); i++ {
			out = append(out, uint32(i))
		}
		return out, nil
	}
	for _, c := range cands {
		if c < 0 || c >= p.N() {
			return nil, fmt.Errorf("cell %d is off the %dx%d board", c, p.Rows, p.Cols)
		}
		out = append(out, uint32(c))
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// Hints returns the family of the sets H of cells among cands (nil:
// every cell) such that sol (borders dividing the board into
// rectangles) is the only solution when the cells of H show the areas
// of their rectangles in sol and the other cells show nothing. Such an
// H holds one cell of each rectangle of sol.
//
// It is computed as an exact cover: a row per rectangle X and cell h of
// X among cands whose area in sol is X's area (h the number X holds),
// a column per cell. A cover is a division T with its numbers H (the
// rows' cells); the covers that use sol's rectangles only give the
// candidates (one cell per rectangle), those that use another
// rectangle the sets H that do not tell sol apart.
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cands []int) (zdd.Node, error) {
	rects, room, err := p.Partition(sol)
	if err != nil {
		return zdd.Empty, err
	}
	cells, err := p.hintCells(cands)
	if err != nil {
		return zdd.Empty, err
	}
	area := make([]int, p.N())
	for i, k := range room {
		area[i] = rects[k].H * rects[k].W
	}
	pr := exactcover.New(p.N(), 0)
	var owner []uint32
	var mine []uint32 // rows that are sol's rectangles
	for _, h := range cells {
		h := int(h)
		q := &Puzzle{Rows: p.Rows, Cols: p.Cols, Nums: make([]int, p.N())}
		for i := range q.Nums {
			q.Nums[i] = Empty
		}
		q.Nums[h] = area[h]
		for _, x := range q.Rects() {
			row, err := pr.AddRow(x.Cells(p.Cols)...)
			if err != nil {
				return zdd.Empty, err
			}
			owner = append(owner, uint32(h))
			if s := rects[room[h]]; x.R == s.R && x.C == s.C && x.H == s.H && x.W == s.W {
				mine = append(mine, uint32(row))
			}
		}
	}
	all, err := pr.ZDD(ctx, m)
	if err != nil {
		return zdd.Empty, err
	}
	var out zdd.Node
	err = m.Guard(func() {
		own := m.Intersect(all, m.Pow(mine))
		other := m.Diff(all, own)
		memo := map[zdd.Node]zdd.Node{}
		var owners func(f zdd.Node) zdd.Node
		owners = func(f zdd.Node) zdd.Node {
			if f == zdd.Empty || f == zdd.Base {
				return f
			}
			if r, ok := memo[f]; ok {
				return r
			}
			r := m.Union(owners(m.Lo(f)), m.Join(owners(m.Hi(f)), m.SetOf([]uint32{owner[m.Var(f)]})))
			memo[f] = r
			return r
		}
		out = m.Diff(owners(own), owners(other))
	})
	return out, err
}

// WithHints returns the puzzle whose cells in hints show the areas of
// their rectangles in sol and whose other cells show nothing.
func (p *Puzzle) WithHints(sol, hints []uint32) (*Puzzle, error) {
	rects, room, err := p.Partition(sol)
	if err != nil {
		return nil, err
	}
	nums := make([]int, p.N())
	for i := range nums {
		nums[i] = Empty
	}
	for _, h := range hints {
		if int(h) >= p.N() {
			return nil, fmt.Errorf("cell %d is off the %dx%d board", h, p.Rows, p.Cols)
		}
		x := rects[room[h]]
		nums[h] = x.H * x.W
	}
	return New(p.Rows, p.Cols, nums)
}

// CheckForm implements puzzles.Hinter: set must divide the board into
// rectangles.
func (g *Game) CheckForm(set []uint32) error {
	_, _, err := g.P.Partition(set)
	return err
}

// Hints implements puzzles.Hinter.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Shikaku hint sets are taken among every division of the board into rectangles; among: is for Sudoku clue sets"}
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
		return nil, err
	}
	return &Game{P: q}, nil
}

// ruleText is the words of Check's error without the genre's name.
func ruleText(err error) string {
	return strings.TrimPrefix(err.Error(), "shikaku: ")
}
