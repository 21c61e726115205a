package sudoku

import (
	"context"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/lp"
)

// ExternalMethods are the methods of EachExternal.
var ExternalMethods = solvers.Methods

// EachExternal yields the solutions of p found by an external solver:
// "ip" (cbc), "ip-glpk" (glpsol), "sat" (cadical) or "sat-minisat".
// Solutions are placements (r*N+c)*N + d-1.
func (p *Puzzle) EachExternal(ctx context.Context, method string, yield func([]int) bool) error {
	return solvers.ByMethod(method,
		func(m lp.MIP) error { return p.EachIP(ctx, &IPOptions{Solver: m}, yield) },
		func(s cnf.SAT) error { return p.EachSAT(ctx, &SATOptions{Solver: s}, yield) })
}
