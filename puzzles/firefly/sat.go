package firefly

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/lp"
)

// SATOptions tune the formula's solver (nil means the zero value).
type SATOptions struct {
	// Solver is the SAT solver; the zero value means cnf.Cadical.
	Solver cnf.SAT
}

// CNF returns the formula of p: variable e+1 is edge e of p.Graph().
// Each edge on a line has an orientation, from a dot towards a side
// without one: a blank cell has no line or two, one in and one out; a
// firefly's dot line goes out (and must be there), its other lines
// come in. A blank cell on a line carries the turns still to make (one
// of 0..K, K the largest number), or is free on the segments of dots
// without a number (and on loops of blank cells): the turns drop by
// one at each cell that turns, start at a dot's number and end at 0.
// The lines are not forced to be connected: EachSAT cuts the
// components that are no solution as they appear.
func (p *Puzzle) CNF() *cnf.Formula {
	g := p.Graph()
	f := &cnf.Formula{}
	M := g.M()
	f.NewVars(M)
	orient := f.NewVars(M) // orient+e: edge e goes from its first cell to its second
	R, C := p.Rows, p.Cols
	N := R * C
	K := 0
	for _, c := range p.Cells {
		K = max(K, c.Num)
	}
	free := f.NewVars(N)
	cnt := f.NewVars(N * (K + 1)) // cnt + cell*(K+1) + j: j turns still to make
	k := func(cell, j int) int { return cnt + cell*(K+1) + j }
	// inc lists the edges of a cell: the edge's literal, whether it goes
	// in when its orientation is true, its direction from the cell.
	type incident struct {
		e, dir, other int
		inTrue        bool
	}
	incs := make([][]incident, N)
	for e := 0; e < M; e++ {
		ed := g.Edge(e)
		du, dv := Right, Left
		if ed.V != ed.U+1 {
			du, dv = Down, Up
		}
		incs[ed.U] = append(incs[ed.U], incident{e: e, dir: du, other: ed.V, inTrue: false})
		incs[ed.V] = append(incs[ed.V], incident{e: e, dir: dv, other: ed.U, inTrue: true})
	}
	// in is the literal "edge e comes into the cell", given that it is on.
	in := func(x incident) int {
		if x.inTrue {
			return orient + x.e
		}
		return -(orient + x.e)
	}
	var all []int
	for e := 0; e < M; e++ {
		all = append(all, e+1)
	}
	f.Add(all...)
	for cell, cl := range p.Cells {
		xs := incs[cell]
		if cl.Firefly() {
			if cl.Dir != None {
				found := false
				for _, x := range xs {
					if x.dir == cl.Dir {
						found = true
						f.Add(x.e + 1)
						f.Add(-in(x))
						if cl.Num > 0 && p.Cells[x.other].Firefly() {
							f.Add(-(x.e + 1))
						}
					}
				}
				if !found {
					f.Add(all[0])
					f.Add(-all[0])
				}
			}
			for _, x := range xs {
				if x.dir != cl.Dir {
					f.Add(-(x.e + 1), in(x))
				}
			}
			continue
		}
		var lits []int
		for _, x := range xs {
			lits = append(lits, x.e+1)
		}
		f.CountIn(lits, func(n int) bool { return n == 0 || n == 2 })
		// One in and one out.
		for i := range xs {
			for j := i + 1; j < len(xs); j++ {
				a, b := xs[i], xs[j]
				f.Add(-(a.e + 1), -(b.e + 1), -in(a), -in(b))
				f.Add(-(a.e + 1), -(b.e + 1), in(a), in(b))
			}
		}
		// The counter: one value unless free.
		var ks []int
		for j := 0; j <= K; j++ {
			ks = append(ks, k(cell, j))
		}
		f.AtMostOne(ks)
		for _, x := range xs {
			f.Add(append([]int{-(x.e + 1), free + cell}, ks...)...)
		}
	}
	// turn(cell) is a literal true when the blank cell turns.
	turn := make([]int, N)
	for cell, cl := range p.Cells {
		if cl.Firefly() {
			continue
		}
		var h, v []int
		for _, x := range incs[cell] {
			if x.dir == Left || x.dir == Right {
				h = append(h, x.e+1)
			} else {
				v = append(v, x.e+1)
			}
		}
		t := f.NewVar()
		turn[cell] = t
		for _, a := range h {
			for _, b := range v {
				f.Add(-a, -b, t)
			}
		}
		f.Add(append([]int{-t}, h...)...)
		f.Add(append([]int{-t}, v...)...)
	}
	// The edges carry the counters.
	for cell := range p.Cells {
		for _, x := range incs[cell] {
			if x.inTrue {
				continue // each edge once, from its first cell
			}
			u, v := cell, x.other
			e := x.e + 1
			for _, dirUV := range []bool{true, false} {
				from, to := u, v
				o := orient + x.e // true: u -> v
				if !dirUV {
					from, to, o = v, u, -o
				}
				fc, tc := p.Cells[from], p.Cells[to]
				switch {
				case fc.Firefly() && tc.Firefly():
					// A segment without turns: the dot's number is 0
					// (the dot edge with another number is excluded
					// above); orientation does the rest.
				case fc.Firefly():
					// from is a dot (the orientation says so): the
					// counter starts at its number.
					if fc.Dir == None {
						f.Add(-e, -o)
						continue
					}
					if fc.Num < 0 {
						f.Add(-e, -o, free+to)
						continue
					}
					f.Add(-e, -o, -(free + to))
					n := fc.Num
					if n == 0 {
						f.Add(-e, -o, -turn[to])
					} else {
						f.Add(-e, -o, -turn[to], k(to, n-1))
					}
					f.Add(-e, -o, turn[to], k(to, n))
				case tc.Firefly():
					// into a side without a dot: no turns left.
					f.Add(-e, -o, free+from, k(from, 0))
				default:
					f.Add(-e, -(free + from), free+to)
					f.Add(-e, free+from, -(free + to))
					for j := 0; j <= K; j++ {
						if j == 0 {
							f.Add(-e, -o, free+from, -k(from, j), -turn[to])
						} else {
							f.Add(-e, -o, free+from, -k(from, j), -turn[to], k(to, j-1))
						}
						f.Add(-e, -o, free+from, -k(from, j), turn[to], k(to, j))
					}
				}
			}
		}
	}
	return f
}

// EachSAT calls yield with every solution of p in turn (edges of
// p.Graph(), sorted), found by the SAT solver, until yield returns
// false.
func (p *Puzzle) EachSAT(ctx context.Context, opt *SATOptions, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, (*Puzzle).satLoop, p, opt, yield)
}

// SolveSAT solves p by its formula and decides uniqueness by a
// blocking clause and a second solve.
func (p *Puzzle) SolveSAT(ctx context.Context, opt *SATOptions) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, (*Puzzle).satLoop, p, opt)
}

// satLoop: a model whose lines fall into several components gives a
// solution when one component alone is one; otherwise each component
// is cut: not all of its edges, or an edge more at one of its cells.
func (p *Puzzle) satLoop(opt *SATOptions) (solvers.Loop, error) {
	if opt == nil {
		opt = &SATOptions{}
	}
	f := p.CNF()
	g := p.Graph()
	inc := solvers.Incident(g)
	return solvers.SATLoop(opt.Solver, f, func(model []bool) ([]int, int) {
		comps := solvers.Components(g, solvers.TrueElements(model, g.M()))
		for _, comp := range comps {
			set := make([]uint32, len(comp))
			for i, e := range comp {
				set[i] = uint32(e)
			}
			if p.Check(set) == nil {
				return comp, 0
			}
		}
		for _, comp := range comps {
			in := map[int]bool{}
			for _, e := range comp {
				in[e] = true
			}
			var cl []int
			seen := map[int]bool{}
			for _, e := range comp {
				cl = append(cl, -(e + 1))
				ed := g.Edge(e)
				for _, v := range []int{ed.U, ed.V} {
					for _, x := range inc[v] {
						if !in[x] && !seen[x] {
							seen[x] = true
							cl = append(cl, x+1)
						}
					}
				}
			}
			f.Add(cl...)
		}
		return nil, len(comps)
	}), nil
}

// ExternalMethods are the methods of EachExternal.
var ExternalMethods = []string{"sat", "sat-minisat"}

// EachExternal yields the solutions found by an external method: "sat"
// (cadical) or "sat-minisat".
func (p *Puzzle) EachExternal(ctx context.Context, method string, yield func([]int) bool) error {
	if method != "sat" && method != "sat-minisat" {
		return fmt.Errorf("firefly: no method %q (methods: %s)", method, strings.Join(ExternalMethods, ", "))
	}
	return solvers.ByMethod(method,
		func(lp.MIP) error { return nil },
		func(s cnf.SAT) error { return p.EachSAT(ctx, &SATOptions{Solver: s}, yield) })
}
