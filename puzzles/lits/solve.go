package lits

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Options control Solutions and Count.
type Options struct {
	// NoDeduce builds over every tetromino of each region, without
	// narrowing them by deduction first.
	NoDeduce bool
	// Stats, if not nil, receives the figures of the run.
	Stats *Stats
	// Note, if not nil, is told of each phase.
	Note func(string)
}

// Stats describes one run of Solutions or Count.
type Stats struct {
	// Candidates are the regions' tetrominoes before the deductions and
	// Left after them; Open are the cells they leave undecided (in some
	// but not every candidate of their region).
	Candidates, Left, Open int
	// Contradiction is true when the deductions proved there is no
	// solution.
	Contradiction bool
	// States is the number of frontier states of the construction and
	// PeakStates the most on one level.
	States, PeakStates int
}

// prepare lists the candidates, narrows them (unless o.NoDeduce) and
// returns the spec to build, or nil when there is no solution.
func (p *Puzzle) prepare(ctx context.Context, o Options, st *Stats) *spec {
	note := func(format string, args ...any) {
		if o.Note != nil {
			o.Note(fmt.Sprintf(format, args...))
		}
	}
	cand := p.placements()
	for _, cs := range cand {
		st.Candidates += len(cs)
	}
	if !o.NoDeduce {
		note("narrowing the %d tetrominoes of %d regions", st.Candidates, p.Rooms)
		if !p.probe(ctx, cand) {
			st.Contradiction = true
			note("the deductions found no solution")
			return nil
		}
	}
	for _, cs := range cand {
		st.Left += len(cs)
		in := map[int]int{}
		for _, pl := range cs {
			for _, x := range pl.cells {
				in[x]++
			}
		}
		for _, k := range in {
			if k < len(cs) {
				st.Open++
			}
		}
	}
	s := newSpec(p, cand)
	note("%d tetrominoes left, %d cells open; building over %s", st.Left, st.Open, s)
	return s
}

// Solutions returns the ZDD, in m, of every solution of p: sets of
// shaded cells, row-major. The construction runs under ctx (its
// progress hook and the manager's node limit).
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, o Options) (zdd.Node, error) {
	var st Stats
	defer func() {
		if o.Stats != nil {
			*o.Stats = st
		}
	}()
	s := p.prepare(ctx, o, &st)
	if s == nil {
		return zdd.Empty, ctx.Err()
	}
	f, bs, err := topdown.BuildStats(ctx, m, s, topdown.Options{})
	st.States, st.PeakStates = bs.States, bs.PeakStates
	return f, err
}

// Count returns the number of solutions of p, counted over the frontier
// states without building the ZDD (-1 past the range of int64).
func (p *Puzzle) Count(ctx context.Context, o Options) (int64, error) {
	var st Stats
	defer func() {
		if o.Stats != nil {
			*o.Stats = st
		}
	}()
	s := p.prepare(ctx, o, &st)
	if s == nil {
		return 0, ctx.Err()
	}
	c, bs, err := topdown.CountStats(ctx, s, topdown.Options{})
	st.States, st.PeakStates = bs.States, bs.PeakStates
	if err != nil {
		return 0, err
	}
	if !c.IsInt64() {
		return -1, nil
	}
	return c.Int64(), nil
}

// Unique reports whether p has exactly one solution (a count over the
// frontier states; no ZDD is built).
func (p *Puzzle) Unique(ctx context.Context, o Options) (bool, error) {
	n, err := p.Count(ctx, o)
	return n == 1, err
}
