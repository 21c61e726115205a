package nurikabe

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Options control Solutions and Count.
type Options struct {
	// NoDeduce builds from the numbers alone, without fixing cells by
	// reach first.
	NoDeduce bool
	// Stats, if not nil, receives the figures of the run.
	Stats *Stats
	// Note, if not nil, is told of each phase.
	Note func(string)

	// noProbe stops after reach, without probe.go's propagation and
	// probing (for the tests).
	noProbe bool
}

// Stats describes one run of Solutions or Count.
type Stats struct {
	// Open is the number of cells the deductions left open.
	Open int
	// States is the number of frontier states of the construction and
	// PeakStates the most on one level.
	States, PeakStates int
}

// prepare returns the spec to build, after the deductions; nil when
// they find no solution.
func (p *Puzzle) prepare(ctx context.Context, o Options, st *Stats) *spec {
	note := func(format string, args ...any) {
		if o.Note != nil {
			o.Note(fmt.Sprintf(format, args...))
		}
	}
	if o.NoDeduce {
		st.Open = p.Cells()
		return newSpec(p, nil)
	}
	fixed := deduce(p)
	if !o.noProbe && !probe(ctx, p, fixed) {
		note("the deductions find no solution")
		return nil
	}
	for _, x := range fixed {
		if x == open {
			st.Open++
		}
	}
	note("the deductions left %d of %d cells open; building", st.Open, p.Cells())
	return newSpec(p, fixed)
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
		return zdd.Empty, nil
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
		return 0, nil
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
