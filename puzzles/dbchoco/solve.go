package dbchoco

import (
	"context"
	"fmt"
	"slices"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Region is a region a solution may use: its white half and its grey
// half, each connected, of the same shape and size, side by side.
// Cells holds both halves' cells, sorted.
type Region struct {
	White, Grey []int
	Cells       []int
}

// Size is the size of each half.
func (x Region) Size() int { return len(x.White) }

// iso is one of the eight isometries of the square lattice followed by
// a translation: (r, c) goes to (a*r+b*c+dr, e*r+f*c+dc).
type iso struct{ a, b, e, f, dr, dc int }

// orientations are the eight linear parts (rotations and reflections).
var orientations = [8][4]int{
	{1, 0, 0, 1}, {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0},
	{1, 0, 0, -1}, {-1, 0, 0, 1}, {0, 1, 1, 0}, {0, -1, -1, 0},
}

// errStop ends an enumeration early when the context is done.
type errStop struct{ err error }

// Regions returns every region that fits the board: a connected set of
// white cells P and its image Q under an isometry, Q all grey, P and Q
// side by side, every number in them (Unknown aside) equal to the size
// of P. Regions are listed once each, in the order found (by isometry,
// then by P's first cell). The context is polled now and then: when it
// is done, Regions returns its error.
func (p *Puzzle) Regions(ctx context.Context) ([]Region, error) {
	R, C, N := p.Rows, p.Cols, p.N()
	white, greyN := 0, 0
	for _, g := range p.Grey {
		if g {
			greyN++
		} else {
			white++
		}
	}
	maxK := min(white, greyN)
	var out []Region
	seen := map[string]bool{}
	img := make([]int, N) // image of each white cell under the isometry, -1 when none
	state := make([]byte, N)
	const (
		free = iota
		inP
		inExt
		banned
	)
	var P, buf []int
	var kb []byte
	inQ := make([]bool, N)
	polls := 0
	var ctxErr error
	var emit func()
	var grow func(root int, ext []int, num int)
	grow = func(root int, ext []int, num int) {
		if ctxErr != nil {
			return
		}
		if polls++; polls&4095 == 0 {
			if err := ctx.Err(); err != nil {
				ctxErr = err
				return
			}
		}
		if num == 0 || num == len(P) {
			emit()
		}
		if len(P) == maxK || (num > 0 && len(P) >= num) {
			return
		}
		var added []int
		for k := 0; k < len(ext); k++ {
			w := ext[k]
			// P + w, with the rest of ext and w's new neighbours
			n2 := num
			for _, v := range [2]int{p.Nums[w], p.Nums[img[w]]} {
				if v > 0 {
					if n2 == 0 {
						n2 = v
					} else if n2 != v {
						n2 = -1
					}
				}
			}
			if n2 >= 0 && (n2 == 0 || n2 > len(P)) {
				state[w] = inP
				P = append(P, w)
				inQ[img[w]] = true
				next := append([]int(nil), ext[k+1:]...)
				added = added[:0]
				r, c := w/C, w%C
				for _, d := range [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
					rr, cc := r+d[0], c+d[1]
					if rr < 0 || rr >= R || cc < 0 || cc >= C {
						continue
					}
					u := rr*C + cc
					if u > root && img[u] >= 0 && state[u] == free {
						state[u] = inExt
						next = append(next, u)
						added = append(added, u)
					}
				}
				kept := append([]int(nil), added...)
				grow(root, next, n2)
				for _, u := range kept {
					state[u] = free
				}
				P = P[:len(P)-1]
				inQ[img[w]] = false
			}
			state[w] = banned
		}
		for _, w := range ext {
			state[w] = inExt
		}
	}
	emit = func() {
		// P and its image must be side by side
		touch := false
		for _, w := range P {
			r, c := w/C, w%C
			if (c+1 < C && inQ[w+1]) || (c > 0 && inQ[w-1]) || (r+1 < R && inQ[w+C]) || (r > 0 && inQ[w-C]) {
				touch = true
				break
			}
		}
		if !touch {
			return
		}
		// the region's cells, sorted, as the key of seen
		buf = buf[:0]
		for _, w := range P {
			buf = append(buf, w, img[w])
		}
		slices.Sort(buf)
		kb = kb[:0]
		for _, c := range buf {
			kb = append(kb, byte(c), byte(c>>8))
		}
		if seen[string(kb)] {
			return
		}
		seen[string(kb)] = true
		x := Region{White: slices.Clone(P), Cells: slices.Clone(buf)}
		for _, w := range P {
			x.Grey = append(x.Grey, img[w])
		}
		slices.Sort(x.White)
		slices.Sort(x.Grey)
		out = append(out, x)
	}
	// span is the range of a*r+b*c over the board
	span := func(a, b int) (lo, hi int) {
		for _, r := range [2]int{0, R - 1} {
			for _, c := range [2]int{0, C - 1} {
				v := a*r + b*c
				if r == 0 && c == 0 {
					lo, hi = v, v
				}
				lo, hi = min(lo, v), max(hi, v)
			}
		}
		return lo, hi
	}
	for _, o := range orientations {
		rlo, rhi := span(o[0], o[1])
		clo, chi := span(o[2], o[3])
		for dr := -rhi; dr <= R-1-rlo; dr++ {
			for dc := -chi; dc <= C-1-clo; dc++ {
				t := iso{o[0], o[1], o[2], o[3], dr, dc}
				any := false
				for i := 0; i < N; i++ {
					img[i] = -1
					if p.Grey[i] {
						continue
					}
					r, c := i/C, i%C
					rr, cc := t.a*r+t.b*c+t.dr, t.e*r+t.f*c+t.dc
					if rr >= 0 && rr < R && cc >= 0 && cc < C && p.Grey[rr*C+cc] {
						img[i] = rr*C + cc
						any = true
					}
				}
				if !any {
					continue
				}
				for root := 0; root < N; root++ {
					if img[root] < 0 {
						continue
					}
					// a number on root or its image
					num := 0
					for _, v := range [2]int{p.Nums[root], p.Nums[img[root]]} {
						if v > 0 {
							if num == 0 {
								num = v
							} else if num != v {
								num = -1
							}
						}
					}
					if num < 0 {
						continue
					}
					for i := range state {
						state[i] = free
					}
					P = append(P[:0], root)
					state[root] = inP
					inQ[img[root]] = true
					var ext []int
					r, c := root/C, root%C
					for _, d := range [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
						rr, cc := r+d[0], c+d[1]
						if rr < 0 || rr >= R || cc < 0 || cc >= C {
							continue
						}
						if u := rr*C + cc; u > root && img[u] >= 0 {
							state[u] = inExt
							ext = append(ext, u)
						}
					}
					grow(root, ext, num)
					inQ[img[root]] = false
					if ctxErr != nil {
						return nil, ctxErr
					}
				}
			}
		}
	}
	return out, nil
}

// borders returns the edges of the cell grid (element numbers) between
// a cell of cells (sorted) and a cell outside, sorted.
func (p *Puzzle) borders(cells []int) []uint32 {
	in := make(map[int]bool, len(cells))
	for _, i := range cells {
		in[i] = true
	}
	var out []uint32
	for _, i := range cells {
		r, c := i/p.Cols, i%p.Cols
		if c+1 < p.Cols && !in[i+1] {
			out = append(out, uint32(p.edge(i, i+1)))
		}
		if r+1 < p.Rows && !in[i+p.Cols] {
			out = append(out, uint32(p.edge(i, i+p.Cols)))
		}
		if c > 0 && !in[i-1] {
			out = append(out, uint32(p.edge(i-1, i)))
		}
		if r > 0 && !in[i-p.Cols] {
			out = append(out, uint32(p.edge(i-p.Cols, i)))
		}
	}
	slices.Sort(out)
	return out
}

// edge returns the element number of the edge between cells u < v
// beside each other, in graph.Grid's order (per cell, right, then
// down).
func (p *Puzzle) edge(u, v int) int {
	r, c := u/p.Cols, u%p.Cols
	e := r * (2*p.Cols - 1)
	if r == p.Rows-1 {
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
	// Regions is the number of regions that fit the board.
	Regions int
	// States is the number of frontier states of a top-down build and
	// PeakStates the most on one level; Searched is the number of
	// search tree nodes Dancing Links entered (each subproblem once, as
	// it memoises them).
	States, PeakStates int
	Searched           uint64
}

// problem returns the exact cover problem of p: a column per cell, a
// row per region.
func (p *Puzzle) problem(regions []Region) *exactcover.Problem {
	pr := exactcover.New(p.N(), 0)
	for _, x := range regions {
		if _, err := pr.AddRow(x.Cells...); err != nil {
			panic(err) // the cells are columns of the problem
		}
	}
	return pr
}

// Covers returns the ZDD, in m, of the solutions as sets of regions
// (variable i is regions[i]).
func (p *Puzzle) Covers(ctx context.Context, m *zdd.Manager, regions []Region) (zdd.Node, error) {
	return exactcover.NewDLX(p.problem(regions)).ZDD(ctx, m)
}

// Solutions returns the ZDD, in m, of every solution of p as sets of
// borders: edges of graph.Grid(Rows, Cols) between cells of different
// regions. The regions that fit are listed (Regions), their covers of
// the board built by Dancing Links memoised on the cells left (package
// exactcover), then each region is replaced by its borders.
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, o Options) (zdd.Node, error) {
	note := func(format string, args ...any) {
		if o.Note != nil {
			o.Note(fmt.Sprintf(format, args...))
		}
	}
	regions, err := p.Regions(ctx)
	if err != nil {
		return zdd.Empty, err
	}
	note("%d regions fit the %dx%d board; covering", len(regions), p.Rows, p.Cols)
	var st Stats
	st.Regions = len(regions)
	defer func() {
		if o.Stats != nil {
			*o.Stats = st
		}
	}()
	var f zdd.Node
	if o.TopDown {
		regions = byFirst(regions)
		var bs topdown.Stats
		f, bs, err = topdown.BuildStats(ctx, m, newCoverSpec(p, regions), topdown.Options{})
		st.States, st.PeakStates = bs.States, bs.PeakStates
	} else {
		d := exactcover.NewDLX(p.problem(regions))
		f, err = d.ZDD(ctx, m)
		st.Searched = d.Stats().Nodes
	}
	if err != nil {
		return zdd.Empty, err
	}
	var out zdd.Node
	err = m.Guard(func() { out = p.toBorders(m, f, regions) })
	return out, err
}

// toBorders maps a family of region sets to the family of their border
// sets: a node of region v becomes the union of its 0-branch and its
// 1-branch joined with v's borders. The map is one to one on covers (a
// partition is its borders).
func (p *Puzzle) toBorders(m *zdd.Manager, f zdd.Node, regions []Region) zdd.Node {
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
		r := m.Union(rec(m.Lo(f)), m.Join(rec(m.Hi(f)), m.SetOf(p.borders(regions[v].Cells))))
		memo[f] = r
		return r
	}
	return rec(f)
}

// Unique reports whether p has exactly one solution (Dancing Links,
// stopping at the second cover).
func (p *Puzzle) Unique(ctx context.Context) (bool, error) {
	regions, err := p.Regions(ctx)
	if err != nil {
		return false, err
	}
	return exactcover.NewDLX(p.problem(regions)).Count(2) == 1, nil
}
