package slitherlink

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/lp"
)

// ExternalMethods are the methods of EachExternal.
var ExternalMethods = solvers.Methods

// EachExternal yields the solutions of p (single loops; multi admits
// unions of disjoint loops, which these methods refuse) found by an
// external solver: "ip" (cbc), "ip-glpk" (glpsol), "sat" (cadical) or
// "sat-minisat". Solutions are edge numbers of p.Graph().
func (p *Puzzle) EachExternal(ctx context.Context, method string, multi bool, yield func([]int) bool) error {
	if multi {
		return fmt.Errorf("method %s solves single loops only; the disjoint-loops variant needs method zdd", method)
	}
	return solvers.ByMethod(method,
		func(m lp.MIP) error { return p.EachIP(ctx, &IPOptions{Solver: m}, yield) },
		func(s cnf.SAT) error { return p.EachSAT(ctx, &SATOptions{Solver: s}, yield) })
}
