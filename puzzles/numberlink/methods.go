package numberlink

import (
	"context"
	"fmt"
	"strings"

	"zq/solvers"
	"zq/solvers/cnf"
	"zq/solvers/ip"
	"zq/solvers/lp"
	"zq/solvers/sat"
)

// ExternalMethods are the methods of EachExternal.
var ExternalMethods = []string{"ip", "ip-glpk", "sat", "sat-minisat"}

// EachExternal yields the solutions of p under rule found by an
// external solver: "ip" (cbc, rule A only), "ip-glpk" (glpsol), "sat"
// (cadical) or "sat-minisat". Solutions are edge numbers of p.Graph().
func (p *Puzzle) EachExternal(ctx context.Context, method string, rule Rule, yield func([]int) bool) error {
	num := map[int]int{}
	for _, x := range p.Numbers() {
		num[x] = len(num) + 1
	}
	grid := make([]int, len(p.Cells))
	for i, x := range p.Cells {
		grid[i] = num[x]
	}
	in := &solvers.Numberlink{W: p.Cols, H: p.Rows, Grid: grid}
	var err error
	switch method {
	case "ip", "ip-glpk":
		if rule != RuleA {
			return fmt.Errorf("method %s solves rule A only (this puzzle uses rule %s)", method, rule)
		}
		o := &ip.Options{Pratt: true}
		if method == "ip-glpk" {
			o.Solver = lp.GLPK
		}
		err = ip.NumberlinkEach(ctx, in, o, yield)
	case "sat", "sat-minisat":
		o := &sat.Options{Rule: solvers.RuleA}
		switch rule {
		case RuleB:
			o.Rule = solvers.RuleB
		case RuleC:
			o.Rule = solvers.RuleC
		}
		if method == "sat-minisat" {
			o.Solver = cnf.Minisat
		}
		err = sat.NumberlinkEach(ctx, in, o, yield)
	default:
		return fmt.Errorf("no method %q (methods: %s)", method, strings.Join(ExternalMethods, ", "))
	}
	return solvers.ForMethod(method, err)
}
