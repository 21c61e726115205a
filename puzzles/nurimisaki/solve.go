package nurimisaki

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Options control Solutions and Count.
type Options struct {
	// Stats, if not nil, receives the figures of the run.
	Stats *Stats
	// Note, if not nil, is told of each phase.
	Note func(string)

	// noDeduce builds without the deductions (for the tests).
	noDeduce bool
}

// Stats describes one run of Solutions or Count.
type Stats struct {
	// States is the number of frontier states of the construction and
	// PeakStates the most on one level.
	States, PeakStates int
	// Decided is the number of cells the deductions decided.
	Decided int
}

// prepare returns the spec to build, after the deductions (deduce.go);
// nil when they find no solution.
func (p *Puzzle) prepare(ctx context.Context, o Options, st *Stats) *spec {
	var fixed []int8
	if !o.noDeduce {
		var ok bool
		if fixed, ok = p.deduce(ctx); !ok {
			if o.Note != nil {
				o.Note("the deductions find no solution")
			}
			return nil
		}
		for _, x := range fixed {
			if x != unknown {
				st.Decided++
			}
		}
	}
	if o.Note != nil {
		o.Note(fmt.Sprintf("building the %dx%d board, %d cells decided", p.Rows, p.Cols, st.Decided))
	}
	return newSpec(p, false, fixed)
}

// Solutions returns the ZDD, in m, of every solution of p: sets of
// shaded cells, row-major. The construction runs under ctx (its progress hook and the
// manager's node limit).
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, o Options) (zdd.Node, error) {
	var st Stats
	defer func() {
		if o.Stats != nil {
			*o.Stats = st
		}
	}()
	q, perm := p.narrow()
	s := q.prepare(ctx, o, &st)
	if s == nil {
		return zdd.Empty, ctx.Err()
	}
	f, bs, err := topdown.BuildStats(ctx, m, s, topdown.Options{})
	st.States, st.PeakStates = bs.States, bs.PeakStates
	if err != nil || perm == nil {
		return f, err
	}
	return m.Rename(f, perm)
}

// narrow returns the puzzle to build: p, or p turned over its diagonal
// when it is wider than high, so that the frontier (a row) is the
// shorter side; perm then renames the cells of the turned board to p's.
func (p *Puzzle) narrow() (*Puzzle, []uint32) {
	if p.Cols <= p.Rows {
		return p, nil
	}
	R, C := p.Rows, p.Cols
	nums := make([]int, R*C)
	perm := make([]uint32, R*C)
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			nums[c*R+r] = p.Nums[r*C+c]
			perm[c*R+r] = uint32(r*C + c)
		}
	}
	return &Puzzle{Rows: C, Cols: R, Nums: nums}, perm
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
	q, _ := p.narrow()
	s := q.prepare(ctx, o, &st)
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
