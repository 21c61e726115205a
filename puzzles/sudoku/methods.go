package sudoku

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

// EachExternal yields the solutions of p found by an external solver:
// "ip" (cbc), "ip-glpk" (glpsol), "sat" (cadical) or "sat-minisat".
// Solutions are placements (r*N+c)*N + d-1.
func (p *Puzzle) EachExternal(ctx context.Context, method string, yield func([]int) bool) error {
	g := make([]int, len(p.Cells))
	for i, x := range p.Cells {
		g[i] = int(x)
	}
	in := &solvers.Sudoku{BoxRows: p.BoxRows, BoxCols: p.BoxCols, Diagonal: p.X, Givens: g}
	var err error
	switch method {
	case "ip", "ip-glpk":
		o := &ip.Options{Pratt: true}
		if method == "ip-glpk" {
			o.Solver = lp.GLPK
		}
		err = ip.SudokuEach(ctx, in, o, yield)
	case "sat", "sat-minisat":
		o := &sat.Options{}
		if method == "sat-minisat" {
			o.Solver = cnf.Minisat
		}
		err = sat.SudokuEach(ctx, in, o, yield)
	default:
		return fmt.Errorf("no method %q (methods: %s)", method, strings.Join(ExternalMethods, ", "))
	}
	return solvers.ForMethod(method, err)
}
