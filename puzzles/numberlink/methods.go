package numberlink

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

// EachExternal yields the solutions of p under rule found by an
// external solver: "ip" (cbc, rule A only), "ip-glpk" (glpsol), "sat"
// (cadical) or "sat-minisat". Solutions are edge numbers of p.Graph().
func (p *Puzzle) EachExternal(ctx context.Context, method string, rule Rule, yield func([]int) bool) error {
	var err error
	switch method {
	case "ip", "ip-glpk":
		if rule != RuleA {
			return fmt.Errorf("method %s solves rule A only (this puzzle uses rule %s)", method, rule)
		}
		o := &IPOptions{Pratt: true}
		if method == "ip-glpk" {
			o.Solver = lp.GLPK
		}
		err = p.EachIP(ctx, o, yield)
	case "sat", "sat-minisat":
		o := &SATOptions{Rule: rule}
		if method == "sat-minisat" {
			o.Solver = cnf.Minisat
		}
		err = p.EachSAT(ctx, o, yield)
	default:
		return fmt.Errorf("no method %q (methods: %s)", method, strings.Join(ExternalMethods, ", "))
	}
	return run.ForMethod(method, err)
}
