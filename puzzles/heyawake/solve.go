package heyawake

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/puzzles/internal/pzpr"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Options control Solutions and Count.
type Options struct {
	// NoDeduce builds from the rooms alone, without fixing cells by
	// deduction first.
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
func (p *Puzzle) prepare(ctx context.Context, o Options, st *Stats) *spec {
	note := func(format string, args ...any) {
		if o.Note != nil {
			o.Note(fmt.Sprintf(format, args...))
		}
	}
	st.Open = p.Cells()
	if o.NoDeduce {
		return newSpec(p, nil)
	}
	note("deducing cells from the %dx%d board's %d rooms", p.Rows, p.Cols, p.RoomCount())
	fixed, ok := deduce(ctx, p)
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
	q := p.transpose()
	perm := make([]uint32, p.Cells())
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			perm[c*p.Rows+r] = uint32(r*p.Cols + c)
		}
	}
	return q, perm
}

// transpose returns p turned over its diagonal: cell (r, c) becomes
// (c, r), with the same borders and numbers.
func (p *Puzzle) transpose() *Puzzle {
	R, C := p.Rows, p.Cols
	b := &pzpr.Borders{Rows: C, Cols: R, V: make([]bool, (R-1)*C), H: make([]bool, R*(C-1))}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			if r+1 < R {
				b.V[c*(R-1)+r] = p.Borders.H[r*C+c]
			}
			if c+1 < C {
				b.H[c*R+r] = p.Borders.V[r*(C-1)+c]
			}
		}
	}
	room, n := b.Rooms()
	nums := make([]int, n)
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			nums[room[c*R+r]] = p.Nums[p.Room[r*C+c]]
		}
	}
	q, err := New(C, R, b, nums)
	if err != nil {
		panic("heyawake: transpose: " + err.Error())
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
