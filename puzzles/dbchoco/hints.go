package dbchoco

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// blank is p without its numbers.
func (p *Puzzle) blank() *Puzzle {
	nums := make([]int, p.N())
	for i := range nums {
		nums[i] = Empty
	}
	return &Puzzle{Rows: p.Rows, Cols: p.Cols, Grey: p.Grey, Nums: nums, g: p.g}
}

// Halves returns, for a set of borders that solves the board without
// its numbers, each cell's region (numbered by first cell) and the size
// of each cell's half; otherwise an error saying why the borders do not
// solve it.
func (p *Puzzle) Halves(set []uint32) (room, size []int, err error) {
	if err := p.blank().Check(set); err != nil {
		return nil, nil, fmt.Errorf("the borders do not divide the board into regions of two equal halves: %s", ruleText(err))
	}
	cut := make([]bool, p.g.M())
	for _, x := range set {
		cut[x] = true
	}
	room, n := p.classes(func(e int) bool { return !cut[e] })
	count := make([]int, n)
	for _, k := range room {
		count[k]++
	}
	size = make([]int, p.N())
	for i, k := range room {
		size[i] = count[k] / 2
	}
	return room, size, nil
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
// every cell) such that sol (borders solving the board without its
// numbers) is the only solution when the cells of H show the sizes of
// their halves in sol and the other cells show nothing (the colours
// stay).
//
// Every other division T of the board (the covers of the numberless
// board, sol's taken out) agrees with sol on the cells whose half has
// the same size in both; H fails exactly when it lies inside such a
// set of some T. So the hint sets are the subsets of cands contained in
// no agreement set (zdd NonSub).
func (p *Puzzle) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, cands []int) (zdd.Node, error) {
	_, size, err := p.Halves(sol)
	if err != nil {
		return zdd.Empty, err
	}
	cells, err := p.hintCells(cands)
	if err != nil {
		return zdd.Empty, err
	}
	in := make([]bool, p.N())
	for _, c := range cells {
		in[c] = true
	}
	b := p.blank()
	regions, err := b.Regions(ctx)
	if err != nil {
		return zdd.Empty, err
	}
	covers, err := exactcover.NewDLX(b.problem(regions)).ZDD(ctx, m)
	if err != nil {
		return zdd.Empty, err
	}
	// sol's regions among the candidates
	cut := make([]bool, p.g.M())
	for _, x := range sol {
		cut[x] = true
	}
	room, n := p.classes(func(e int) bool { return !cut[e] })
	rooms := make([][]int, n)
	for i, k := range room {
		rooms[k] = append(rooms[k], i)
	}
	index := map[string]uint32{}
	for i, x := range regions {
		index[fmt.Sprint(x.Cells)] = uint32(i)
	}
	var mine []uint32
	for _, cs := range rooms {
		k, ok := index[fmt.Sprint(cs)]
		if !ok {
			return zdd.Empty, fmt.Errorf("the region of %s is no region of the board", p.at(cs[0]))
		}
		mine = append(mine, k)
	}
	slices.Sort(mine)
	var out zdd.Node
	err = m.Guard(func() {
		others := m.Diff(covers, m.SetOf(mine))
		memo := map[zdd.Node]zdd.Node{}
		var agree func(f zdd.Node) zdd.Node
		agree = func(f zdd.Node) zdd.Node {
			if f == zdd.Empty || f == zdd.Base {
				return f
			}
			if r, ok := memo[f]; ok {
				return r
			}
			x := regions[m.Var(f)]
			var same []uint32
			for _, c := range x.Cells {
				if in[c] && size[c] == x.Size() {
					same = append(same, uint32(c))
				}
			}
			r := m.Union(agree(m.Lo(f)), m.Join(agree(m.Hi(f)), m.SetOf(same)))
			memo[f] = r
			return r
		}
		out = m.NonSub(m.Pow(cells), agree(others))
	})
	return out, err
}

// WithHints returns the puzzle, p's colours, whose cells in hints show
// the sizes of their halves in sol and whose other cells show nothing.
func (p *Puzzle) WithHints(sol, hints []uint32) (*Puzzle, error) {
	_, size, err := p.Halves(sol)
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
		nums[h] = size[h]
	}
	return New(p.Rows, p.Cols, p.Grey, nums)
}

// CheckForm implements puzzles.Hinter: set must solve the board without
// its numbers.
func (g *Game) CheckForm(set []uint32) error {
	_, _, err := g.P.Halves(set)
	return err
}

// Hints implements puzzles.Hinter.
func (g *Game) Hints(ctx context.Context, m *zdd.Manager, sol []uint32, o puzzles.HintOptions) (zdd.Node, error) {
	if o.HasAmong {
		return zdd.Empty, &puzzles.ArgError{Arg: "among", Msg: "Double Choco hint sets are taken among every division of the board; among: is for Sudoku clue sets"}
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
	return strings.TrimPrefix(err.Error(), "dbchoco: ")
}
