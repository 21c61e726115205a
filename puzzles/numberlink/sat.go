package numberlink

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
)

// SATOptions tune the formula of a Numberlink (nil means the zero
// value).
type SATOptions struct {
	// Solver is the SAT solver; the zero value means cnf.Cadical.
	Solver cnf.SAT
	// Rule selects the solutions (the zero value is rule A).
	Rule Rule
}

// CNF returns the formula of p under rule: variable e+1 is edge e of
// p.Graph(); label(c, k) is true when cell c lies on the path of the
// k-th number of p.Numbers() (k from 1). Numbers have degree 1, other
// cells degree 2 (0 or 2 under rule C); an edge joins cells of equal
// label; under rule A two adjacent cells of equal label are joined, and
// no unit square holds three of its four edges (they would make a path
// whose ends are adjacent but not consecutive: implied by the labels,
// but found by the solver far sooner as a clause on edges); under every
// rule no unit square holds all four. Other cycles apart from the paths
// are not excluded: SolveSAT cuts them as they appear.
func (p *Puzzle) CNF(rule Rule) (f *cnf.Formula, label func(c, k int) int, err error) {
	if rule < RuleA || rule > RuleC {
		return nil, nil, fmt.Errorf("numberlink: unknown rule %d", int(rule))
	}
	p, err = New(p.Rows, p.Cols, p.Cells)
	if err != nil {
		return nil, nil, err
	}
	g := p.Graph()
	K := p.Pairs()
	f = &cnf.Formula{}
	f.NewVars(g.M())
	first := f.NewVars(g.N() * K)
	label = func(c, k int) int { return first + c*K + k - 1 }
	inc := solvers.Incident(g)
	for c := range g.N() {
		lits := make([]int, len(inc[c]))
		for i, e := range inc[c] {
			lits[i] = e + 1
		}
		labels := make([]int, K)
		for k := range K {
			labels[k] = label(c, k+1)
		}
		if l := p.label(c); l > 0 {
			// A number holds its own label and no other.
			for k := range K {
				if k+1 == l {
					f.Add(label(c, k+1))
				} else {
					f.Add(-label(c, k+1))
				}
			}
			f.CountIn(lits, func(n int) bool { return n == 1 })
			continue
		}
		// Other cells need no "at most one label": the edges of a path
		// carry the label set of its numbered ends, which is one label,
		// to every cell of the path; only a cycle, which is cut, could
		// carry several. (Dropping them from the like formula of the
		// backbone halved it and made the solvers two to three times
		// faster.)
		if rule == RuleC {
			f.CountIn(lits, func(n int) bool { return n == 0 || n == 2 })
			// A labelled cell is on a path and a cell on a path is labelled.
			for _, l := range labels {
				f.Add(append([]int{-l}, lits...)...)
			}
			for _, e := range lits {
				f.Add(append([]int{-e}, labels...)...)
			}
		} else {
			f.CountIn(lits, func(n int) bool { return n == 2 })
			f.Add(labels...)
		}
	}
	for i, e := range g.Edges() {
		for k := 1; k <= K; k++ {
			u, v := label(e.U, k), label(e.V, k)
			f.Add(-(i + 1), -u, v)
			f.Add(-(i + 1), u, -v)
			if rule == RuleA {
				f.Add(-u, -v, i+1)
			}
		}
	}
	// Unit squares: not all four edges, and under rule A not three.
	x := solvers.NewGridIndex(g)
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < p.Cols; c++ {
			// top, left, right, bottom (the order of the golden files)
			ce := x.CellEdges(r, c)
			sq := [4]int{ce[0], ce[2], ce[3], ce[1]}
			if rule != RuleA {
				f.Add(-(sq[0] + 1), -(sq[1] + 1), -(sq[2] + 1), -(sq[3] + 1))
				continue
			}
			for skip := range sq {
				var cl []int
				for i, e := range sq {
					if i != skip {
						cl = append(cl, -(e + 1))
					}
				}
				f.Add(cl...)
			}
		}
	}
	return f, label, nil
}

// SolveSAT solves p under opt.Rule (default rule A) by its formula
// (solve, cut the cycles, solve again) and decides uniqueness by a
// blocking clause for the first solution and a second solve.
func (p *Puzzle) SolveSAT(ctx context.Context, opt *SATOptions) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, (*Puzzle).satLoop, p, opt)
}

// EachSAT calls yield with every solution of p under opt.Rule in turn
// (edges of p.Graph(), sorted), found by the SAT solver, until yield
// returns false.
func (p *Puzzle) EachSAT(ctx context.Context, opt *SATOptions, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, (*Puzzle).satLoop, p, opt, yield)
}

func (p *Puzzle) satLoop(opt *SATOptions) (solvers.Loop, error) {
	if opt == nil {
		opt = &SATOptions{}
	}
	f, _, err := p.CNF(opt.Rule)
	if err != nil {
		return solvers.Loop{}, err
	}
	g := p.Graph()
	return solvers.SATLoop(opt.Solver, f, func(model []bool) ([]int, int) {
		set := solvers.TrueElements(model, g.M())
		cuts := 0
		for _, comp := range solvers.Components(g, set) {
			ends := false
			for _, e := range comp {
				ed := g.Edge(e)
				ends = ends || p.Cells[ed.U] > 0 || p.Cells[ed.V] > 0
			}
			if !ends {
				// A cycle: no set of paths contains all its edges.
				solvers.ExcludeAll(f, comp)
				cuts++
			}
		}
		if cuts > 0 {
			return nil, cuts
		}
		if set == nil {
			set = []int{}
		}
		return set, 0
	}), nil
}
