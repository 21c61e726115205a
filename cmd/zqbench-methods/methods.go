package main

import (
	"context"

	"zq/solvers"
	"zq/solvers/cnf"
	"zq/solvers/ip"
	"zq/solvers/lp"
	"zq/solvers/sat"
)

// methods lists the methods by name. Another method (for instance the
// ZDD solvers of the puzzle packages) is added by appending a
// solvers.Method with its functions.
var methods = []solvers.Method{
	ipMethod("ip", &ip.Options{Pratt: true}),
	ipMethod("ip-lin", &ip.Options{}),
	ipMethod("ip-norules", &ip.Options{NoStartingRules: true, Pratt: true}),
	ipMethod("ip-glpk", &ip.Options{Solver: lp.GLPK, Pratt: true}),
	satMethod("sat", &sat.Options{}),
	satMethod("sat-minisat", &sat.Options{Solver: cnf.Minisat}),
}

func ipMethod(name string, o *ip.Options) solvers.Method {
	return solvers.Method{
		Name: name,
		Slitherlink: func(ctx context.Context, p *solvers.Slitherlink) (solvers.Answer, error) {
			return ip.Slitherlink(ctx, p, o)
		},
		Numberlink: func(ctx context.Context, p *solvers.Numberlink) (solvers.Answer, error) {
			return ip.Numberlink(ctx, p, o)
		},
		Sudoku: func(ctx context.Context, p *solvers.Sudoku) (solvers.Answer, error) {
			return ip.Sudoku(ctx, p, o)
		},
	}
}

func satMethod(name string, o *sat.Options) solvers.Method {
	return solvers.Method{
		Name: name,
		Slitherlink: func(ctx context.Context, p *solvers.Slitherlink) (solvers.Answer, error) {
			return sat.Slitherlink(ctx, p, o)
		},
		Numberlink: func(ctx context.Context, p *solvers.Numberlink) (solvers.Answer, error) {
			return sat.Numberlink(ctx, p, o)
		},
		Sudoku: func(ctx context.Context, p *solvers.Sudoku) (solvers.Answer, error) {
			return sat.Sudoku(ctx, p, o)
		},
	}
}

func lookup(name string) (solvers.Method, bool) {
	for _, m := range methods {
		if m.Name == name {
			return m, true
		}
	}
	return solvers.Method{}, false
}

func methodNames() []string {
	var out []string
	for _, m := range methods {
		out = append(out, m.Name)
	}
	return out
}
