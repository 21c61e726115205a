package tapa

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Options control Solutions and Count.
type Options struct {
	// NoDeduce builds from the clues alone, without fixing cells by
	// deduction first.
	NoDeduce bool
	// Stats, if not nil, receives the figures of the run.
	Stats *Stats
	// Note, if not nil, is told of each phase.
	Note func(string)
}

// Stats describes one run of Solutions or Count.
type Stats struct {
	// Open is the number of cells the deductions left open;
	// Contradiction is true when they proved there is no solution.
	Open          int
	Contradiction bool
	// States is the number of frontier states of the construction and
	// PeakStates the most on one level.
	States, PeakStates int
}

// prepare runs the deductions (unless o.NoDeduce) and returns the spec
// to build, or nil when there is no solution.
func (p *Puzzle) prepare(o Options, st *Stats) *spec {
	note := func(format string, args ...any) {
		if o.Note != nil {
			o.Note(fmt.Sprintf(format, args...))
		}
	}
	st.Open = p.Cells()
	if o.NoDeduce {
		return newSpec(p, nil)
	}
	note("deducing cells from the %dx%d clues", p.Rows, p.Cols)
	fixed, ok := deduce(p)
	if !ok {
		st.Contradiction = true
		note("the deductions found no solution")
		return nil
	}
	st.Open = 0
	for _, x := range fixed {
		if x == stUnknown {
			st.Open++
		}
	}
	note("deductions left %d of %d cells open; building", st.Open, p.Cells())
	return newSpec(p, fixed)
}

// Solutions returns the ZDD, in m, of every solution of p: sets of
// shaded cells, row-major. The construction runs under ctx.
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, o Options) (zdd.Node, error) {
	var st Stats
	defer func() {
		if o.Stats != nil {
			*o.Stats = st
		}
	}()
	q := p
	if p.Cols > p.Rows {
		q = p.Transpose()
	}
	s := q.prepare(o, &st)
	if s == nil {
		return zdd.Empty, ctx.Err()
	}
	f, bs, err := topdown.BuildStats(ctx, m, s, topdown.Options{})
	st.States, st.PeakStates = bs.States, bs.PeakStates
	if err != nil || q == p {
		return f, err
	}
	// cell (c, r) of the transpose is cell (r, c) of p
	perm := make([]uint32, q.Cells())
	for i := range perm {
		perm[i] = uint32((i%q.Cols)*p.Cols + i/q.Cols)
	}
	return m.Rename(f, perm)
}

// Transpose is the puzzle mirrored in its main diagonal: cell (r, c)
// becomes (c, r). A mirror keeps each clue's runs (it reverses the ring
// of neighbours), so the solutions are those of p mirrored.
func (p *Puzzle) Transpose() *Puzzle {
	q := &Puzzle{Rows: p.Cols, Cols: p.Rows, Clues: make([][]int, p.Cells())}
	for i, cl := range p.Clues {
		q.Clues[(i%p.Cols)*q.Cols+i/p.Cols] = cl
	}
	return q
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
	q := p
	if p.Cols > p.Rows {
		q = p.Transpose()
	}
	s := q.prepare(o, &st)
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
