package slitherlink

import (
	"context"
	"fmt"
	"strings"

	"zq/solvers/cnf"
	"zq/solvers/lp"
	"zq/solvers/run"
)

// ExternalMethods are the methods of EachExternal.
var ExternalMethods = []string{"ip", "ip-glpk", "sat", "sat-minisat"}

// EachExternal yields the solutions of p (single loops; multi admits
// unions of disjoint loops, which these methods refuse) found by an
// external solver: "ip" (cbc), "ip-glpk" (glpsol), "sat" (cadical) or
// "sat-minisat". Solutions are edge numbers of p.Graph().
func (p *Puzzle) EachExternal(ctx context.Context, method string, multi bool, yield func([]int) bool) error {
	if multi {
		return fmt.Errorf("method %s solves single loops only; the disjoint-loops variant needs method zdd", method)
	}
	var err error
	switch method {
	case "ip", "ip-glpk":
		o := &IPOptions{}
		if method == "ip-glpk" {
			o.Solver = lp.GLPK
		}
		err = p.EachIP(ctx, o, yield)
	case "sat", "sat-minisat":
		o := &SATOptions{}
		if method == "sat-minisat" {
			o.Solver = cnf.Minisat
		}
		err = p.EachSAT(ctx, o, yield)
	default:
		return fmt.Errorf("no method %q (methods: %s)", method, strings.Join(ExternalMethods, ", "))
	}
	return run.ForMethod(method, err)
}
