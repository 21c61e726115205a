// Package sat solves puzzles with an external SAT solver: CNF encodings
// of Slitherlink (edge variables, dot degrees and clues as clauses, loop
// connectivity added lazily), Numberlink (edge and label variables,
// cycles cut lazily; rules A, B or C) and Sudoku (the exact-cover rows
// as variables). Uniqueness is decided by a blocking clause for the
// first solution and a second solve.
package sat

import (
	"context"

	"zq/solvers"
	"zq/solvers/cnf"
)

// Options tune a solve.
type Options struct {
	// Solver is the SAT solver; the zero value means cnf.Cadical.
	Solver cnf.SAT
	// StartingRules adds the Slitherlink starting rules as unit clauses.
	StartingRules bool
	// Rule selects the Numberlink rule (the zero value is rule A).
	Rule solvers.Rule
}

func (o *Options) solver() cnf.SAT {
	if o == nil || o.Solver.Binary == "" {
		return cnf.Cadical
	}
	return o.Solver
}

// SlitherlinkCNF returns the formula of p: variable e+1 is edge e of the
// dot lattice; every dot has degree 0 or 2, every clue counts its edges.
// Loops are not yet forced to be connected.
func SlitherlinkCNF(p *solvers.Slitherlink, rules bool) (*cnf.Formula, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	g := p.Graph()
	x := solvers.NewGridIndex(g)
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
				ce := x.CellEdges(r, c)
				f.CountIn(lits(ce[:]), func(n int) bool { return n == k })
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
		on, off := p.StartingRules()
		for _, e := range on {
			f.Add(e + 1)
		}
		for _, e := range off {
			f.Add(-(e + 1))
		}
	}
	return f, nil
}

// excludeAll adds the clause "not every one of these edges".
func excludeAll(f *cnf.Formula, es []int) {
	cl := make([]int, len(es))
	for i, e := range es {
		cl[i] = -(e + 1)
	}
	f.Add(cl...)
}

// satLoop returns the solvers.Loop that runs s on f, hands each model to
// inspect and excludes a found solution with a clause.
func satLoop(s cnf.SAT, f *cnf.Formula, inspect func(model []bool) ([]int, int)) solvers.Loop {
	var model []bool
	return solvers.Loop{
		Solve: func(ctx context.Context) (bool, error) {
			ok, mod, err := s.Solve(ctx, f)
			model = mod
			return ok, err
		},
		Inspect: func() ([]int, int) { return inspect(model) },
		Exclude: func(sol []int) { excludeAll(f, sol) },
	}
}

func edgesOf(model []bool, m int) []int {
	var set []int
	for e := 0; e < m; e++ {
		if model[e+1] {
			set = append(set, e)
		}
	}
	return set
}

// Slitherlink solves p and decides uniqueness.
func Slitherlink(ctx context.Context, p *solvers.Slitherlink, opt *Options) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, slitherlinkLoop, p, opt)
}

// SlitherlinkEach calls yield with every solution of p in turn (until it
// returns false).
func SlitherlinkEach(ctx context.Context, p *solvers.Slitherlink, opt *Options, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, slitherlinkLoop, p, opt, yield)
}

func slitherlinkLoop(p *solvers.Slitherlink, opt *Options) (solvers.Loop, error) {
	f, err := SlitherlinkCNF(p, opt != nil && opt.StartingRules)
	if err != nil {
		return solvers.Loop{}, err
	}
	s := opt.solver()
	g := p.Graph()
	x := solvers.NewGridIndex(g)
	return satLoop(s, f, func(model []bool) ([]int, int) {
		return p.SplitLoops(g, x, edgesOf(model, g.M()), func(es []int) { excludeAll(f, es) })
	}), nil
}
