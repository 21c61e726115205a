package main

import (
	"context"
	"sort"
	"time"

	"github.com/zqlang/zq/puzzles/numberlink"
	"github.com/zqlang/zq/puzzles/slitherlink"
	"github.com/zqlang/zq/puzzles/sudoku"
	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/lp"
	"github.com/zqlang/zq/zdd"
)

// Method is one way of solving puzzles. A nil function means the method
// does not handle that puzzle type. Numberlink counts under rule A.
type Method struct {
	Name        string
	Slitherlink func(context.Context, *slitherlink.Puzzle) (solvers.Answer, error)
	Numberlink  func(context.Context, *numberlink.Puzzle) (solvers.Answer, error)
	Sudoku      func(context.Context, *sudoku.Puzzle) (solvers.Answer, error)
}

// methods lists the methods by name. Another method is added by
// appending a Method with its functions.
var methods = []Method{
	// The Slitherlink program with the starting rules as cuts, the
	// neighbour-count Numberlink program, the Sudoku assignment program.
	ipMethod("ip", &slitherlink.IPOptions{}, &numberlink.IPOptions{Pratt: true}, &sudoku.IPOptions{}),
	// Variants: Slitherlink without the starting rules; Numberlink by
	// the linearised product model; everything with glpsol.
	ipMethod("ip-norules", &slitherlink.IPOptions{NoStartingRules: true}, nil, nil),
	ipMethod("ip-lin", nil, &numberlink.IPOptions{}, nil),
	ipMethod("ip-glpk", &slitherlink.IPOptions{Solver: lp.GLPK}, &numberlink.IPOptions{Solver: lp.GLPK, Pratt: true}, &sudoku.IPOptions{Solver: lp.GLPK}),
	satMethod("sat", cnf.Cadical),
	satMethod("sat-minisat", cnf.Minisat),
	// The ZDD of every solution, by the puzzle packages: the first
	// solution and the verdict both come when the family is built.
	zddMethod(),
}

// zddMethod builds the family of all solutions of a puzzle in a fresh
// manager and reads the answer off it.
func zddMethod() Method {
	answer := func(start time.Time, m *zdd.Manager, f zdd.Node) solvers.Answer {
		el := time.Since(start)
		a := solvers.Answer{First: el, Verdict: el, Solves: 1}
		sets := m.Sets(f, 2)
		a.Count = len(sets)
		toInts := func(set []uint32) []int {
			out := ints(set)
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
	return Method{
		Name: "zdd",
		Slitherlink: func(ctx context.Context, p *slitherlink.Puzzle) (solvers.Answer, error) {
			start := time.Now()
			m := zdd.New()
			f, err := p.Solutions(ctx, m, slitherlink.Options{})
			if err != nil {
				return solvers.Answer{}, err
			}
			return answer(start, m, f), nil
		},
		Numberlink: func(ctx context.Context, p *numberlink.Puzzle) (solvers.Answer, error) {
			start := time.Now()
			m := zdd.New()
			f, err := p.Solutions(ctx, m, numberlink.RuleA, numberlink.Options{})
			if err != nil {
				return solvers.Answer{}, err
			}
			return answer(start, m, f), nil
		},
		Sudoku: func(ctx context.Context, p *sudoku.Puzzle) (solvers.Answer, error) {
			start := time.Now()
			m := zdd.New()
			f, err := sudoku.Solutions(ctx, m, p)
			if err != nil {
				return solvers.Answer{}, err
			}
			return answer(start, m, f), nil
		},
	}
}

// ipMethod makes the method name solving each puzzle type by its
// integer program under the given options; a nil option leaves that
// type out.
func ipMethod(name string, sl *slitherlink.IPOptions, nl *numberlink.IPOptions, su *sudoku.IPOptions) Method {
	m := Method{Name: name}
	if sl != nil {
		m.Slitherlink = func(ctx context.Context, p *slitherlink.Puzzle) (solvers.Answer, error) { return p.SolveIP(ctx, sl) }
	}
	if nl != nil {
		m.Numberlink = func(ctx context.Context, p *numberlink.Puzzle) (solvers.Answer, error) { return p.SolveIP(ctx, nl) }
	}
	if su != nil {
		m.Sudoku = func(ctx context.Context, p *sudoku.Puzzle) (solvers.Answer, error) { return p.SolveIP(ctx, su) }
	}
	return m
}

// satMethod makes the method name solving every puzzle type by its
// formula with the SAT solver s (Numberlink under rule A).
func satMethod(name string, s cnf.SAT) Method {
	return Method{
		Name: name,
		Slitherlink: func(ctx context.Context, p *slitherlink.Puzzle) (solvers.Answer, error) {
			return p.SolveSAT(ctx, &slitherlink.SATOptions{Solver: s})
		},
		Numberlink: func(ctx context.Context, p *numberlink.Puzzle) (solvers.Answer, error) {
			return p.SolveSAT(ctx, &numberlink.SATOptions{Solver: s})
		},
		Sudoku: func(ctx context.Context, p *sudoku.Puzzle) (solvers.Answer, error) {
			return p.SolveSAT(ctx, &sudoku.SATOptions{Solver: s})
		},
	}
}

func lookup(name string) (Method, bool) {
	for _, m := range methods {
		if m.Name == name {
			return m, true
		}
	}
	return Method{}, false
}

func methodNames() []string {
	var out []string
	for _, m := range methods {
		out = append(out, m.Name)
	}
	return out
}
