package norinori

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Options control Solutions and Count.
type Options struct {
	// NoDeduce builds without fixing cells by deduction first.
	NoDeduce bool
	// Stats, if not nil, receives the figures of the run.
	Stats *Stats
	// Note, if not nil, is told of each phase.
	Note func(string)
}

// Stats describes one run of Solutions or Count.
type Stats struct {
	// Open is the number of cells the deductions left open (every cell
	// under NoDeduce); Contradiction is true when they proved there is
	// no solution.
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
	note("deducing cells from the %d regions", p.Rooms)
	fixed, ok := p.deduce()
	if !ok {
		st.Contradiction = true
		note("the deductions found no solution")
		return nil
	}
	st.Open = 0
	for _, x := range fixed {
		if x == unknown {
			st.Open++
		}
	}
	note("deductions left %d of %d cells open; building", st.Open, p.Cells())
	return newSpec(p, fixed)
}

// Solutions returns the ZDD, in m, of every solution of p: sets of
// shaded cells, row-major. Cells that every solution shades or leaves
// unshaded are fixed by deduction first (the family is the same
// without). The construction runs under ctx (its progress hook and the
// manager's node limit).
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, o Options) (zdd.Node, error) {
	var st Stats
	defer func() {
		if o.Stats != nil {
			*o.Stats = st
		}
	}()
	s := p.prepare(o, &st)
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
	s := p.prepare(o, &st)
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
