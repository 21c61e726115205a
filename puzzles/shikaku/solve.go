package shikaku

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Rect is a rectangle of cells: rows R..R+H-1, columns C..C+W-1, with
// the numbered cell Clue inside.
type Rect struct {
	R, C, H, W int
	Clue       int
}

// Cells returns the rectangle's cells, row-major, on a board of cols
// columns.
func (x Rect) Cells(cols int) []int {
	out := make([]int, 0, x.H*x.W)
	for r := x.R; r < x.R+x.H; r++ {
		for c := x.C; c < x.C+x.W; c++ {
			out = append(out, r*cols+c)
		}
	}
	return out
}

// Rects returns the rectangles a solution may use: for each numbered
// cell, every rectangle holding it and no other numbered cell whose
// area is its number (any area for a number not given), ordered by
// numbered cell, then top row, left column, height.
func (p *Puzzle) Rects() []Rect {
	// prefix sums of the numbered cells
	R, C := p.Rows, p.Cols
	sum := make([]int, (R+1)*(C+1))
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			k := 0
			if p.Nums[r*C+c] != Empty {
				k = 1
			}
			sum[(r+1)*(C+1)+c+1] = sum[r*(C+1)+c+1] + sum[(r+1)*(C+1)+c] - sum[r*(C+1)+c] + k
		}
	}
	count := func(r, c, h, w int) int {
		return sum[(r+h)*(C+1)+c+w] - sum[r*(C+1)+c+w] - sum[(r+h)*(C+1)+c] + sum[r*(C+1)+c]
	}
	var out []Rect
	for k, v := range p.Nums {
		if v == Empty {
			continue
		}
		kr, kc := k/C, k%C
		for r := 0; r <= kr; r++ {
			for c := 0; c <= kc; c++ {
				for h := kr - r + 1; r+h <= R; h++ {
					for w := kc - c + 1; c+w <= C; w++ {
						if v != Unknown && h*w != v {
							continue
						}
						if count(r, c, h, w) == 1 {
							out = append(out, Rect{R: r, C: c, H: h, W: w, Clue: k})
						}
					}
				}
			}
		}
	}
	return out
}

// borders returns the edges of the cell grid (element numbers) that a
// rectangle's boundary crosses inside the board.
func (p *Puzzle) borders(x Rect) []uint32 {
	var out []uint32
	for _, i := range x.Cells(p.Cols) {
		r, c := i/p.Cols, i%p.Cols
		if c+1 < p.Cols && c+1 == x.C+x.W {
			out = append(out, uint32(p.edge(i, i+1)))
		}
		if r+1 < p.Rows && r+1 == x.R+x.H {
			out = append(out, uint32(p.edge(i, i+p.Cols)))
		}
		if c > 0 && c == x.C {
			out = append(out, uint32(p.edge(i-1, i)))
		}
		if r > 0 && r == x.R {
			out = append(out, uint32(p.edge(i-p.Cols, i)))
		}
	}
	sortU32(out)
	return out
}

func sortU32(s []uint32) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// edge returns the element number of the edge between cells u < v
// beside each other, in graph.Grid's order (per cell, right, then
// down).
func (p *Puzzle) edge(u, v int) int {
	r, c := u/p.Cols, u%p.Cols
	// edges before row r: each full row has Cols-1 right edges and
	// (below the last row) none down
	e := r * (2*p.Cols - 1)
	if r == p.Rows-1 {
		// the last row has right edges only
		if v == u+1 {
			return e + c
		}
		return -1
	}
	e += 2 * c
	if v == u+1 {
		return e
	}
	if c == p.Cols-1 {
		return e // the last column has its down edge only
	}
	return e + 1
}

// Options control Solutions.
type Options struct {
	// Note, if not nil, is told of each phase.
	Note func(string)
	// TopDown builds the covers by the frontier-based search of
	// coverSpec instead of Dancing Links.
	TopDown bool
	// Stats, if not nil, receives the figures of the run.
	Stats *Stats
}

// Stats describes one run of Solutions.
type Stats struct {
	// Rects is the number of rectangles that fit the numbers.
	Rects int
	// States is the number of frontier states of a top-down build and
	// PeakStates the most on one level; Searched is the number of
	// search tree nodes Dancing Links entered (each subproblem once, as
	// it memoises them).
	States, PeakStates int
	Searched           uint64
}

// problem returns the exact cover problem of p: a column per cell, a
// row per rectangle of Rects.
func (p *Puzzle) problem(rects []Rect) *exactcover.Problem {
	pr := exactcover.New(p.N(), 0)
	for _, x := range rects {
		if _, err := pr.AddRow(x.Cells(p.Cols)...); err != nil {
			panic(err) // the cells are columns of the problem
		}
	}
	return pr
}

// Covers returns the ZDD, in m, of the solutions as sets of rectangles
// (variable i is rects[i]).
func (p *Puzzle) Covers(ctx context.Context, m *zdd.Manager, rects []Rect) (zdd.Node, error) {
	return p.problem(rects).ZDD(ctx, m)
}

// Solutions returns the ZDD, in m, of every solution of p as sets of
// borders: edges of graph.Grid(Rows, Cols) between cells of different
// rectangles. The rectangles' family is built by Dancing Links
// memoised on the cells left (package exactcover), then each rectangle
// is replaced by its borders.
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, o Options) (zdd.Node, error) {
	note := func(format string, args ...any) {
		if o.Note != nil {
			o.Note(fmt.Sprintf(format, args...))
		}
	}
	rects := p.Rects()
	note("%d rectangles fit the %dx%d board's numbers; covering", len(rects), p.Rows, p.Cols)
	var st Stats
	st.Rects = len(rects)
	defer func() {
		if o.Stats != nil {
			*o.Stats = st
		}
	}()
	var f zdd.Node
	var err error
	if o.TopDown {
		rects = byFirst(rects, p.Cols)
		var bs topdown.Stats
		f, bs, err = topdown.BuildStats(ctx, m, newCoverSpec(p, rects), topdown.Options{})
		st.States, st.PeakStates = bs.States, bs.PeakStates
	} else {
		d := exactcover.NewDLX(p.problem(rects))
		f, err = d.ZDD(ctx, m)
		st.Searched = d.Stats().Nodes
	}
	if err != nil {
		return zdd.Empty, err
	}
	var out zdd.Node
	err = m.Guard(func() { out = p.toBorders(m, f, rects) })
	return out, err
}

// toBorders maps a family of rectangle sets to the family of their
// border sets: a node of rectangle v becomes the union of its 0-branch
// and its 1-branch joined with v's borders. The map is one to one on
// covers (a partition is its borders).
func (p *Puzzle) toBorders(m *zdd.Manager, f zdd.Node, rects []Rect) zdd.Node {
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
		r := m.Union(rec(m.Lo(f)), m.Join(rec(m.Hi(f)), m.SetOf(p.borders(rects[v]))))
		memo[f] = r
		return r
	}
	return rec(f)
}

// Count returns the number of solutions of p.
func (p *Puzzle) Count(ctx context.Context) (int64, error) {
	m := zdd.New()
	f, err := p.Covers(ctx, m, p.Rects())
	if err != nil {
		return 0, err
	}
	return m.Count(f).Int64(), nil
}

// Unique reports whether p has exactly one solution (Dancing Links,
// stopping at the second cover).
func (p *Puzzle) Unique(ctx context.Context) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	d := exactcover.NewDLX(p.problem(p.Rects()))
	return d.Count(2) == 1, nil
}
