package sashigane

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// edge returns the element number of the edge between cells u < v
// beside each other, in graph.Grid's order (per cell, right, then
// down).
func (p *Puzzle) edge(u, v int) int {
	r, c := u/p.Cols, u%p.Cols
	e := r * (2*p.Cols - 1)
	if r == p.Rows-1 {
		return e + c // the last row has right edges only
	}
	e += 2 * c
	if v == u+1 || c == p.Cols-1 {
		return e // right edge, or the last column's down edge
	}
	return e + 1
}

// borders returns the edges of the cell grid (element numbers, sorted)
// between a cell of x and a cell of the board outside x.
func (p *Puzzle) borders(x L) []uint32 {
	cells := x.Cells(p.Cols)
	in := func(i int) bool { return slices.Contains(cells, i) }
	var out []uint32
	for _, i := range cells {
		r, c := i/p.Cols, i%p.Cols
		if c+1 < p.Cols && !in(i+1) {
			out = append(out, uint32(p.edge(i, i+1)))
		}
		if r+1 < p.Rows && !in(i+p.Cols) {
			out = append(out, uint32(p.edge(i, i+p.Cols)))
		}
		if c > 0 && !in(i-1) {
			out = append(out, uint32(p.edge(i-1, i)))
		}
		if r > 0 && !in(i-p.Cols) {
			out = append(out, uint32(p.edge(i-p.Cols, i)))
		}
	}
	slices.Sort(out)
	return out
}

// Options control Solutions.
type Options struct {
	// Note, if not nil, is told of each phase.
	Note func(string)
	// Build is the construction: BuildAuto (the default),
	// BuildFrontier, BuildDLX or BuildCover.
	Build Build
	// Stats, if not nil, receives the figures of the run.
	Stats *Stats
}

// Build names a construction of Solutions.
type Build int

// The constructions: BuildAuto chooses between the next two by Knuth's
// estimate of the Dancing Links search tree (AutoLimit); the
// frontier-based search over the borders (borderSpec); Dancing Links
// over the L's that fit; the top-down cover of the same L's
// (coverSpec). All give the same family.
const (
	BuildAuto Build = iota
	BuildFrontier
	BuildDLX
	BuildCover
)

// AutoLimit is the estimated size of the Dancing Links search tree
// (without its memo) above which BuildAuto builds by the frontier: a
// board whose marks leave many divisions open (a blank 5x5 board's
// estimate is about 41,000, a 4x4's 1,300, the real puzzles' 12 to 151).
const AutoLimit = 10000

// MaxPieces is the most L's BuildAuto lists for Dancing Links; a board
// with more (a large board with few marks) is built by the frontier.
const MaxPieces = 1 << 20

// choose returns the build BuildAuto makes for p's pieces, and the
// estimate.
func (p *Puzzle) choose(d *exactcover.DLX) (Build, float64) {
	e := d.Estimate(rand.New(rand.NewPCG(1, 2)), 32)
	if e > AutoLimit {
		return BuildFrontier, e
	}
	return BuildDLX, e
}

// Stats describes one run of Solutions.
type Stats struct {
	// Pieces is the number of L's that fit the marks.
	Pieces int
	// States is the number of frontier states of a top-down build and
	// PeakStates the most on one level; Searched is the number of
	// search tree nodes Dancing Links entered (each subproblem once, as
	// it memoises them).
	States, PeakStates int
	Searched           uint64
	// Build is the construction made (BuildAuto's choice), and
	// Estimate the Dancing Links tree estimate BuildAuto chose by.
	Build    Build
	Estimate float64
}

// problem returns the exact cover problem of p: a column per cell, a
// row per piece.
func (p *Puzzle) problem(pieces []L) *exactcover.Problem {
	pr := exactcover.New(p.N(), 0)
	for _, x := range pieces {
		if _, err := pr.AddRow(x.Cells(p.Cols)...); err != nil {
			panic(err) // the cells are columns of the problem
		}
	}
	return pr
}

// Solutions returns the ZDD, in m, of every solution of p as sets of
// borders: edges of graph.Grid(Rows, Cols) between cells of different
// L's. The family of the pieces' covers is built by Dancing Links
// memoised on the cells left (package exactcover), or top-down
// (Options.TopDown), then each piece is replaced by its borders.
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, o Options) (zdd.Node, error) {
	note := func(format string, args ...any) {
		if o.Note != nil {
			o.Note(fmt.Sprintf(format, args...))
		}
	}
	var st Stats
	defer func() {
		if o.Stats != nil {
			*o.Stats = st
		}
	}()
	b := o.Build
	if b == BuildAuto && p.pieceBound() > MaxPieces {
		b = BuildFrontier
	}
	var pieces []L
	if b != BuildFrontier {
		pieces = p.Pieces()
		st.Pieces = len(pieces)
	}
	var f zdd.Node
	var err error
	var d *exactcover.DLX
	if b == BuildAuto {
		d = exactcover.NewDLX(p.problem(pieces))
		b, st.Estimate = p.choose(d)
	}
	st.Build = b
	if b == BuildFrontier {
		note("building the %dx%d board's divisions over its borders", p.Rows, p.Cols)
	} else {
		note("%d L's fit the %dx%d board's marks; covering", len(pieces), p.Rows, p.Cols)
	}
	switch b {
	case BuildFrontier:
		var bs topdown.Stats
		f, bs, err = topdown.BuildStats(ctx, m, newBorderSpec(p), topdown.Options{})
		st.States, st.PeakStates = bs.States, bs.PeakStates
		return f, err
	case BuildCover:
		pieces = p.byFirst(pieces)
		var bs topdown.Stats
		f, bs, err = topdown.BuildStats(ctx, m, newCoverSpec(p, pieces), topdown.Options{})
		st.States, st.PeakStates = bs.States, bs.PeakStates
	default:
		if d == nil {
			d = exactcover.NewDLX(p.problem(pieces))
		}
		f, err = d.ZDD(ctx, m)
		st.Searched = d.Stats().Nodes
	}
	if err != nil {
		return zdd.Empty, err
	}
	var out zdd.Node
	err = m.Guard(func() { out = p.toBorders(m, f, pieces) })
	return out, err
}

// toBorders maps a family of piece sets to the family of their border
// sets: a node of piece v becomes the union of its 0-branch and its
// 1-branch joined with v's borders (one to one on covers: a division is
// its borders).
func (p *Puzzle) toBorders(m *zdd.Manager, f zdd.Node, pieces []L) zdd.Node {
	memo := map[zdd.Node]zdd.Node{}
	var rec func(f zdd.Node) zdd.Node
	rec = func(f zdd.Node) zdd.Node {
		if f == zdd.Empty || f == zdd.Base {
			return f
		}
		if r, ok := memo[f]; ok {
			return r
		}
		v := m.Var(f)
		r := m.Union(rec(m.Lo(f)), m.Join(rec(m.Hi(f)), m.SetOf(p.borders(pieces[v]))))
		memo[f] = r
		return r
	}
	return rec(f)
}

// Unique reports whether p has exactly one solution: Dancing Links
// stopping at the second cover, or the frontier build counted, as
// BuildAuto chooses.
func (p *Puzzle) Unique(ctx context.Context) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	if p.pieceBound() <= MaxPieces {
		d := exactcover.NewDLX(p.problem(p.Pieces()))
		if b, _ := p.choose(d); b == BuildDLX {
			return d.Count(2) == 1, nil
		}
	}
	m := zdd.New()
	f, err := p.Solutions(ctx, m, Options{Build: BuildFrontier})
	if err != nil {
		return false, err
	}
	n, ok := m.Count64(f)
	return ok && n == 1, nil
}
