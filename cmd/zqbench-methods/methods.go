package main

import (
	"context"
	"fmt"
	"sort"
	"time"

	"zq/puzzles/numberlink"
	"zq/puzzles/slitherlink"
	"zq/puzzles/sudoku"
	"zq/solvers"
	"zq/solvers/cnf"
	"zq/solvers/ip"
	"zq/solvers/lp"
	"zq/solvers/sat"
	"zq/zdd"
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
	// The ZDD of every solution, by the puzzle packages: the first
	// solution and the verdict both come when the family is built.
	zddMethod(),
}

// zddMethod builds the family of all solutions of a puzzle in a fresh
// manager and reads the answer off it.
func zddMethod() solvers.Method {
	answer := func(start time.Time, m *zdd.Manager, f zdd.Node) solvers.Answer {
		el := time.Since(start)
		a := solvers.Answer{First: el, Verdict: el, Solves: 1}
		sets := m.Sets(f, 2)
		a.Count = len(sets)
		toInts := func(set []uint32) []int {
			out := make([]int, len(set))
			for i, v := range set {
				out[i] = int(v)
			}
			sort.Ints(out)
			return out
		}
		if len(sets) > 0 {
			a.Solution = toInts(sets[0])
		}
		if len(sets) > 1 {
			a.Second = toInts(sets[1])
		}
		return a
	}
	return solvers.Method{
		Name: "zdd",
		Slitherlink: func(ctx context.Context, in *solvers.Slitherlink) (solvers.Answer, error) {
			start := time.Now()
			p, err := slitherlink.New(in.Rows, in.Cols)
			if err != nil {
				return solvers.Answer{}, err
			}
			if len(in.Clues) != len(p.Clues) {
				return solvers.Answer{}, fmt.Errorf("zdd: %d clues for %dx%d cells", len(in.Clues), in.Rows, in.Cols)
			}
			copy(p.Clues, in.Clues)
			m := zdd.New()
			f, err := p.Solutions(ctx, m, slitherlink.Options{})
			if err != nil {
				return solvers.Answer{}, err
			}
			return answer(start, m, f), nil
		},
		Numberlink: func(ctx context.Context, in *solvers.Numberlink) (solvers.Answer, error) {
			start := time.Now()
			p, err := numberlink.New(in.H, in.W, in.Grid)
			if err != nil {
				return solvers.Answer{}, err
			}
			m := zdd.New()
			f, err := p.Solutions(ctx, m, numberlink.RuleA, numberlink.Options{})
			if err != nil {
				return solvers.Answer{}, err
			}
			return answer(start, m, f), nil
		},
		Sudoku: func(ctx context.Context, in *solvers.Sudoku) (solvers.Answer, error) {
			start := time.Now()
			p, err := sudoku.New(in.BoxRows, in.BoxCols, in.Diagonal)
			if err != nil {
				return solvers.Answer{}, err
			}
			if len(in.Givens) != len(p.Cells) {
				return solvers.Answer{}, fmt.Errorf("zdd: %d givens for a %dx%d grid", len(in.Givens), p.N(), p.N())
			}
			for i, d := range in.Givens {
				if d < 0 || d > p.N() {
					return solvers.Answer{}, fmt.Errorf("zdd: digit %d out of range 1..%d", d, p.N())
				}
				p.Cells[i] = uint8(d)
			}
			m := zdd.New()
			f, err := sudoku.Solutions(ctx, m, p)
			if err != nil {
				return solvers.Answer{}, err
			}
			return answer(start, m, f), nil
		},
	}
}

func ipMethod(name string, o *ip.Options) solvers.Method {
	return bindMethod(name, o, ip.Slitherlink, ip.Numberlink, ip.Sudoku)
}

func satMethod(name string, o *sat.Options) solvers.Method {
	return bindMethod(name, o, sat.Slitherlink, sat.Numberlink, sat.Sudoku)
}

// bindMethod makes the method name whose functions are sl, nl and su
// called with the options o.
func bindMethod[O any](name string, o O,
	sl func(context.Context, *solvers.Slitherlink, O) (solvers.Answer, error),
	nl func(context.Context, *solvers.Numberlink, O) (solvers.Answer, error),
	su func(context.Context, *solvers.Sudoku, O) (solvers.Answer, error)) solvers.Method {
	return solvers.Method{
		Name: name,
		Slitherlink: func(ctx context.Context, p *solvers.Slitherlink) (solvers.Answer, error) {
			return sl(ctx, p, o)
		},
		Numberlink: func(ctx context.Context, p *solvers.Numberlink) (solvers.Answer, error) {
			return nl(ctx, p, o)
		},
		Sudoku: func(ctx context.Context, p *solvers.Sudoku) (solvers.Answer, error) {
			return su(ctx, p, o)
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
