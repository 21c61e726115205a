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
	// The Slitherlink program with the starting rules as cuts, the
	// neighbour-count Numberlink program, the Sudoku assignment program.
	ipMethod("ip", &ip.Options{Pratt: true}),
	// Variants: Slitherlink without the starting rules; Numberlink by
	// the linearised product model; everything with glpsol.
	only(ipMethod("ip-norules", &ip.Options{NoStartingRules: true}), "slitherlink"),
	only(ipMethod("ip-lin", &ip.Options{}), "numberlink"),
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

// only keeps the function of one puzzle type.
func only(m solvers.Method, kind string) solvers.Method {
	if kind != "slitherlink" {
		m.Slitherlink = nil
	}
	if kind != "numberlink" {
		m.Numberlink = nil
	}
	if kind != "sudoku" {
		m.Sudoku = nil
	}
	return m
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
