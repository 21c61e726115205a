package numberlink

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/lp"
)

// ExternalMethods are the methods of EachExternal.
var ExternalMethods = solvers.Methods

// EachExternal yields the solutions of p under rule found by an
// external solver: "ip" (cbc, rule A only), "ip-glpk" (glpsol), "sat"
// (cadical) or "sat-minisat". Solutions are edge numbers of p.Graph().
func (p *Puzzle) EachExternal(ctx context.Context, method string, rule Rule, yield func([]int) bool) error {
	if strings.HasPrefix(method, "ip") && rule != RuleA {
		return fmt.Errorf("method %s solves rule A only (this puzzle uses rule %s)", method, rule)
	}
	return solvers.ByMethod(method,
		func(m lp.MIP) error { return p.EachIP(ctx, &IPOptions{Solver: m, Pratt: true}, yield) },
		func(s cnf.SAT) error { return p.EachSAT(ctx, &SATOptions{Solver: s, Rule: rule}, yield) })
}
