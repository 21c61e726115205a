package shakashaka

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/run"
)

// SATMethods are the methods of EachSAT by name: "sat" (cadical) and
// "sat-minisat".
var SATMethods = []string{"sat", "sat-minisat"}

// CNF returns the formula of p: variable 4i+k+1 is triangle k+2 in
// cell i, and 4n+i+1 says cell i holds a triangle. A cell holds at most
// one triangle, a black cell none; each grid vertex forbids every
// combination of the kinds of its four cells that vertexOK refuses (one
// clause each); each number forbids every pattern of triangles around
// it with another count; some triangle is placed. The rule is wholly
// local, so the models are the solutions, without cuts.
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	n, R, C := p.N(), p.Rows, p.Cols
	f.NewVars(5 * n)
	x := func(i, t int) int { return 4*i + t - 2 + 1 }
	y := func(i int) int { return 4*n + i + 1 }
	var all []int
	for i := 0; i < n; i++ {
		if p.IsBlack(i) {
			for t := 2; t <= 5; t++ {
				f.Add(-x(i, t))
			}
			f.Add(-y(i))
			continue
		}
		cl := []int{-y(i)}
		for t := 2; t <= 5; t++ {
			all = append(all, x(i, t))
			cl = append(cl, x(i, t))
			f.Add(-x(i, t), y(i))
			for u := t + 1; u <= 5; u++ {
				f.Add(-x(i, t), -x(i, u))
			}
		}
		f.Add(cl...)
	}
	f.Add(all...)
	cell := func(r, c int) int {
		if r < 0 || r >= R || c < 0 || c >= C || p.IsBlack(r*C+c) {
			return -1
		}
		return r*C + c
	}
	for r := 0; r <= R; r++ {
		for c := 0; c <= C; c++ {
			around := [4]int{cell(r-1, c-1), cell(r-1, c), cell(r, c), cell(r, c-1)}
			var kinds [4]int
			var rec func(k int)
			rec = func(k int) {
				if k == 4 {
					if vertexOK[kinds[0]][kinds[1]][kinds[2]][kinds[3]] {
						return
					}
					var cl []int
					for j, i := range around {
						switch {
						case i < 0:
						case kinds[j] == 0:
							cl = append(cl, y(i))
						default:
							cl = append(cl, -x(i, kinds[j]))
						}
					}
					f.Add(cl...)
					return
				}
				if around[k] < 0 {
					kinds[k] = 1
					rec(k + 1)
					return
				}
				for _, t := range []int{0, 2, 3, 4, 5} {
					kinds[k] = t
					rec(k + 1)
				}
			}
			rec(0)
		}
	}
	for i, v := range p.Cells {
		if v < 0 {
			continue
		}
		r, c := i/C, i%C
		var ns []int
		for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
			if j := cell(r+d[0], c+d[1]); j >= 0 {
				ns = append(ns, j)
			}
		}
		for w := 0; w < 1<<len(ns); w++ {
			cnt := 0
			cl := make([]int, len(ns))
			for k, j := range ns {
				if w>>k&1 != 0 {
					cnt++
					cl[k] = -y(j)
				} else {
					cl[k] = y(j)
				}
			}
			if cnt != v {
				f.Add(cl...)
			}
		}
	}
	return f
}

func (p *Puzzle) satLoop(s cnf.SAT) solvers.Loop {
	f := p.CNF()
	n := p.N()
	l := solvers.SATLoop(s, f, func(model []bool) ([]int, int) {
		sol := []int{}
		for v := 0; v < 4*n; v++ {
			if model[v+1] {
				sol = append(sol, v)
			}
		}
		return sol, 0
	})
	// a solution is excluded as a whole: another may hold more triangles
	l.Exclude = func(sol []int) {
		in := make([]bool, 4*n)
		for _, v := range sol {
			in[v] = true
		}
		cl := make([]int, 4*n)
		for v := range cl {
			if in[v] {
				cl[v] = -(v + 1)
			} else {
				cl[v] = v + 1
			}
		}
		f.Add(cl...)
	}
	return l
}

func satSolver(method string) (cnf.SAT, error) {
	switch method {
	case "sat":
		return cnf.Cadical, nil
	case "sat-minisat":
		return cnf.Minisat, nil
	}
	return cnf.SAT{}, fmt.Errorf("no method %q for Shakashaka (methods: %s)", method, strings.Join(SATMethods, ", "))
}

// EachSAT calls yield with every solution of p (triangles, sorted),
// found by the SAT solver of method, until yield returns false.
func (p *Puzzle) EachSAT(ctx context.Context, method string, yield func([]int) bool) error {
	s, err := satSolver(method)
	if err != nil {
		return err
	}
	return run.ForMethod(method, p.satLoop(s).Each(ctx, yield))
}

// SolverNames implements puzzles.Solvers: the SAT solvers.
func (g *Game) SolverNames() []string { return SATMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachSAT(ctx, method, yield)
}
