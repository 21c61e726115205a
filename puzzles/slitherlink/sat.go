package slitherlink

import (
	"context"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
)

// SATOptions tune the formula of a Slitherlink (nil means the zero
// value).
type SATOptions struct {
	// Solver is the SAT solver; the zero value means cnf.Cadical.
	Solver cnf.SAT
	// StartingRules adds the starting rules (StartingRules) as unit
	// clauses.
	StartingRules bool
}

// CNF returns the formula of p: variable e+1 is edge e of p.Graph();
// every dot has degree 0 or 2, every clue counts its edges, and without
// a positive clue some edge is used; with rules, the starting rules are
// unit clauses. Loops are not forced to be connected: SolveSAT cuts the
// extra loops as they appear.
func (p *Puzzle) CNF(rules bool) (*cnf.Formula, error) {
	p, err := p.forExternal()
	if err != nil {
		return nil, err
	}
	g := p.Graph()
	f := &cnf.Formula{}
	f.NewVars(g.M())
	lits := func(es []int) []int {
		out := make([]int, len(es))
		for i, e := range es {
			out[i] = e + 1
		}
		return out
	}
	for _, inc := range solvers.Incident(g) {
		f.CountIn(lits(inc), func(n int) bool { return n == 0 || n == 2 })
	}
	positive := false
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if k := p.Clue(r, c); k >= 0 {
				s := p.sides(r, c)
				f.CountIn(lits(s[:]), func(n int) bool { return n == k })
				positive = positive || k > 0
			}
		}
	}
	if !positive {
		all := make([]int, g.M())
		for e := range all {
			all[e] = e
		}
		f.Add(lits(all)...)
	}
	if rules {
		in, out := p.StartingRules()
		for _, e := range in {
			f.Add(e + 1)
		}
		for _, e := range out {
			f.Add(-(e + 1))
		}
	}
	return f, nil
}

// SolveSAT solves p by its formula (solve, cut the loops that are no
// solution, solve again) and decides uniqueness by a blocking clause
// for the first solution and a second solve.
func (p *Puzzle) SolveSAT(ctx context.Context, opt *SATOptions) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, (*Puzzle).satLoop, p, opt)
}

// EachSAT calls yield with every solution of p in turn (edges of
// p.Graph(), sorted), found by the SAT solver, until yield returns
// false.
func (p *Puzzle) EachSAT(ctx context.Context, opt *SATOptions, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, (*Puzzle).satLoop, p, opt, yield)
}

func (p *Puzzle) satLoop(opt *SATOptions) (solvers.Loop, error) {
	if opt == nil {
		opt = &SATOptions{}
	}
	p, err := p.forExternal()
	if err != nil {
		return solvers.Loop{}, err
	}
	f, err := p.CNF(opt.StartingRules)
	if err != nil {
		return solvers.Loop{}, err
	}
	m := p.Edges()
	return solvers.SATLoop(opt.Solver, f, func(model []bool) ([]int, int) {
		return p.splitLoops(solvers.TrueElements(model, m), func(es []int) { solvers.ExcludeAll(f, es) })
	}), nil
}
