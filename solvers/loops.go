package solvers

import (
	"context"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/lp"
)

// MIPLoop returns the Loop that solves model with s (the zero MIP means
// lp.CBC) and hands each optimal result to inspect; runs, if not nil,
// is then called with the number of the inspection and the cuts it
// made. exclude forbids a found solution.
func MIPLoop(s lp.MIP, model *lp.Model, runs func(run, subtours int), inspect func(*lp.Result) ([]int, int), exclude func([]int)) Loop {
	if s.Binary == "" {
		s = lp.CBC
	}
	var res *lp.Result
	run := 0
	return Loop{
		Solve: func(ctx context.Context) (bool, error) {
			var err error
			res, err = s.Solve(ctx, model)
			return err == nil && res.Status == lp.Optimal, err
		},
		Inspect: func() ([]int, int) {
			run++
			sol, cuts := inspect(res)
			if runs != nil {
				runs(run, cuts)
			}
			return sol, cuts
		},
		Exclude: exclude,
	}
}

// SATLoop returns the Loop that runs s on f (the zero SAT means
// cnf.Cadical) and hands each model to inspect. Solution element e is
// variable e+1 of f; a found solution is excluded by the clause
// ExcludeAll adds.
func SATLoop(s cnf.SAT, f *cnf.Formula, inspect func(model []bool) ([]int, int)) Loop {
	if s.Binary == "" {
		s = cnf.Cadical
	}
	var model []bool
	return Loop{
		Solve: func(ctx context.Context) (bool, error) {
			ok, mod, err := s.Solve(ctx, f)
			model = mod
			return ok, err
		},
		Inspect: func() ([]int, int) { return inspect(model) },
		Exclude: func(sol []int) { ExcludeAll(f, sol) },
	}
}

// ExcludeAll adds to f the clause "not every one of these elements"
// (element e being variable e+1).
func ExcludeAll(f *cnf.Formula, elems []int) {
	cl := make([]int, len(elems))
	for i, e := range elems {
		cl[i] = -(e + 1)
	}
	f.Add(cl...)
}

// TrueElements returns, in increasing order, the elements e < n whose
// variable e+1 is true in model.
func TrueElements(model []bool, n int) []int {
	var set []int
	for e := 0; e < n; e++ {
		if model[e+1] {
			set = append(set, e)
		}
	}
	return set
}
