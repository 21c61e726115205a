package lightup

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
	// NoProbe deduces by the rules alone, without trying each open
	// cell both ways.
	NoProbe bool
	// Stats, if not nil, receives the figures of the run.
	Stats *Stats
	// Note, if not nil, is told of each phase.
	Note func(string)
}

// Stats describes one run of Solutions or Count.
type Stats struct {
	// Open is the number of white cells the deductions left open
	// (every white cell under NoDeduce); Contradiction is true when
	// they proved there is no solution.
	Open          int
	Contradiction bool
	// States is the number of frontier states of the construction and
	// PeakStates the most on one level.
	States, PeakStates int
}

// sees returns, for each white cell, the white cells in line with it up
// to a black cell or the edge (itself aside).
func (p *Puzzle) sees() [][]int {
	R, C := p.Rows, p.Cols
	out := make([][]int, p.N())
	for i := range out {
		if !p.IsWhite(i) {
			continue
		}
		r, c := i/C, i%C
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			for rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < R && cc >= 0 && cc < C && p.IsWhite(rr*C+cc); rr, cc = rr+d[0], cc+d[1] {
				out[i] = append(out[i], rr*C+cc)
			}
		}
	}
	return out
}

// deduce fixes the white cells every solution treats alike, by rules
// that each follow from the puzzle's: a lamp's lines hold no other lamp;
// a number that has its lamps closes its other neighbours, and one that
// needs every open neighbour takes them; a dark cell with one place left
// that can light it takes a lamp there. It returns the cells' values
// (open, lampOn, noLamp; black cells open) and false when the rules
// meet a contradiction (then there is no solution).
func deduce(p *Puzzle) ([]int8, bool) {
	return propagate(p, make([]int8, p.N()), p.sees())
}

// probe runs deduce, then tries each open white cell both ways: when
// the rules refute a lamp there the cell has none, when they refute its
// absence it has one; it repeats until no trial fixes a cell.
func probe(p *Puzzle) ([]int8, bool) {
	sees := p.sees()
	f, ok := propagate(p, make([]int8, p.N()), sees)
	for changed := ok; changed; {
		changed = false
		for i := range f {
			if f[i] != open || !p.IsWhite(i) {
				continue
			}
			for _, try := range []int8{lampOn, noLamp} {
				g := append([]int8(nil), f...)
				g[i] = try
				if _, ok := propagate(p, g, sees); ok {
					continue
				}
				g = append(g[:0], f...)
				g[i] = lampOn + noLamp - try
				if f, ok = propagate(p, g, sees); !ok {
					return nil, false
				}
				changed = true
				break
			}
		}
	}
	return f, ok
}

// propagate applies deduce's rules to the values f (changed in place)
// until they fix no more cells.
func propagate(p *Puzzle, f []int8, sees [][]int) ([]int8, bool) {
	n := p.N()
	for i := range f {
		if f[i] == lampOn {
			for _, j := range sees[i] {
				if f[j] == lampOn {
					return nil, false
				}
				f[j] = noLamp
			}
		}
	}
	nb := make([][]int, n)
	for i, v := range p.Cells {
		if v >= 0 {
			for _, j := range p.neighbours(i) {
				if p.IsWhite(j) {
					nb[i] = append(nb[i], j)
				}
			}
		}
	}
	var set func(i int, v int8) bool
	set = func(i int, v int8) bool {
		if f[i] == v {
			return true
		}
		if f[i] != open {
			return false
		}
		f[i] = v
		if v == lampOn {
			for _, j := range sees[i] {
				if !set(j, noLamp) {
					return false
				}
			}
		}
		return true
	}
	for changed := true; changed; {
		changed = false
		fix := func(i int, v int8) bool {
			if f[i] == open {
				changed = true
			}
			return set(i, v)
		}
		for i, v := range p.Cells {
			if v < 0 {
				continue
			}
			lamps, opens := 0, 0
			for _, j := range nb[i] {
				switch f[j] {
				case lampOn:
					lamps++
				case open:
					opens++
				}
			}
			if lamps > v || lamps+opens < v {
				return nil, false
			}
			if opens == 0 {
				continue
			}
			for _, j := range nb[i] {
				if f[j] != open {
					continue
				}
				w := int8(noLamp)
				if lamps+opens == v {
					w = lampOn
				} else if lamps != v {
					continue
				}
				if !fix(j, w) {
					return nil, false
				}
			}
		}
		lit := make([]bool, n)
		for i := range f {
			if f[i] == lampOn {
				lit[i] = true
				for _, j := range sees[i] {
					lit[j] = true
				}
			}
		}
		for i := range f {
			if !p.IsWhite(i) || lit[i] {
				continue
			}
			only, k := -1, 0
			if f[i] == open {
				only, k = i, 1
			}
			for _, j := range sees[i] {
				if f[j] == open {
					only = j
					k++
				}
			}
			if k == 0 {
				return nil, false
			}
			if k == 1 {
				if !fix(only, lampOn) {
					return nil, false
				}
				for _, j := range sees[only] {
					lit[j] = true
				}
				lit[only] = true
			}
		}
	}
	return f, true
}

// transpose returns the board mirrored on its diagonal: cell (r, c)
// becomes (c, r).
func (p *Puzzle) transpose() *Puzzle {
	q := &Puzzle{Rows: p.Cols, Cols: p.Rows, Cells: make([]int, p.N())}
	for i, v := range p.Cells {
		r, c := i/p.Cols, i%p.Cols
		q.Cells[c*q.Cols+r] = v
	}
	return q
}

// prepare runs the deductions (unless o.NoDeduce) and returns the spec
// to build, or nil when there is no solution. A board wider than tall
// is built on its transpose, whose frontier (a row) is shorter; perm
// then maps its cells back (nil otherwise).
func (p *Puzzle) prepare(o Options, st *Stats) (s *spec, perm []uint32) {
	note := func(format string, args ...any) {
		if o.Note != nil {
			o.Note(fmt.Sprintf(format, args...))
		}
	}
	q := p
	if p.Cols > p.Rows {
		q = p.transpose()
		perm = make([]uint32, p.N())
		for i := range perm {
			r, c := i/q.Cols, i%q.Cols
			perm[i] = uint32(c*p.Cols + r)
		}
	}
	whites := 0
	for i := range p.Cells {
		if p.IsWhite(i) {
			whites++
		}
	}
	st.Open = whites
	if o.NoDeduce {
		return newSpec(q, nil), perm
	}
	note("deducing lamps on the %dx%d board", p.Rows, p.Cols)
	fixed, ok := probe(q)
	if o.NoProbe {
		fixed, ok = deduce(q)
	}
	if !ok {
		st.Contradiction = true
		note("the deductions found no solution")
		return nil, nil
	}
	st.Open = 0
	for i, x := range fixed {
		if x == open && q.IsWhite(i) {
			st.Open++
		}
	}
	note("deductions left %d of %d white cells open; building", st.Open, whites)
	return newSpec(q, fixed), perm
}

// Solutions returns the ZDD, in m, of every solution of p: sets of
// cells holding lamps, row-major. Cells that every solution treats alike
// are fixed by deduction first (the family is the same without). The
// construction runs under ctx (its progress hook and the manager's node
// limit).
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, o Options) (zdd.Node, error) {
	var st Stats
	defer func() {
		if o.Stats != nil {
			*o.Stats = st
		}
	}()
	s, perm := p.prepare(o, &st)
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

// Count returns the number of solutions of p, counted over the frontier
// states without building the ZDD (-1 past the range of int64).
func (p *Puzzle) Count(ctx context.Context, o Options) (int64, error) {
	var st Stats
	defer func() {
		if o.Stats != nil {
			*o.Stats = st
		}
	}()
	s, _ := p.prepare(o, &st)
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
