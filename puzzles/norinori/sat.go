package norinori

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

// CNF returns the formula of p: variable i+1 is cell i shaded; a
// shaded cell has a shaded neighbour and not two; each region has two
// shaded cells (at least two: leaving out any one cell, another is
// shaded; at most two: no three are).
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	n := p.Cells()
	f.NewVars(n)
	for i := 0; i < n; i++ {
		nb := p.neighbours(i)
		cl := []int{-(i + 1)}
		for _, j := range nb {
			cl = append(cl, j+1)
		}
		f.Add(cl...)
		for a := 0; a < len(nb); a++ {
			for b := a + 1; b < len(nb); b++ {
				f.Add(-(i + 1), -(nb[a] + 1), -(nb[b] + 1))
			}
		}
	}
	for _, cs := range p.roomCells() {
		for skip := -1; skip < len(cs); skip++ {
			var cl []int
			for k, i := range cs {
				if k != skip {
					cl = append(cl, i+1)
				}
			}
			f.Add(cl...)
		}
		for a := 0; a < len(cs); a++ {
			for b := a + 1; b < len(cs); b++ {
				for c := b + 1; c < len(cs); c++ {
					f.Add(-(cs[a] + 1), -(cs[b] + 1), -(cs[c] + 1))
				}
			}
		}
	}
	return f
}

func (p *Puzzle) satLoop(s cnf.SAT) solvers.Loop {
	n := p.Cells()
	return solvers.SATLoop(s, p.CNF(), func(model []bool) ([]int, int) {
		return solvers.TrueElements(model, n), 0
	})
}

func satSolver(method string) (cnf.SAT, error) {
	switch method {
	case "sat":
		return cnf.Cadical, nil
	case "sat-minisat":
		return cnf.Minisat, nil
	}
	return cnf.SAT{}, fmt.Errorf("no method %q for Norinori (methods: %s)", method, strings.Join(SATMethods, ", "))
}

// EachSAT calls yield with every solution of p in turn (shaded cells,
// sorted), found by the SAT solver of method, until yield returns
// false. A found solution is excluded by "not all of these cells":
// every solution shades two cells a region, so none holds another.
func (p *Puzzle) EachSAT(ctx context.Context, method string, yield func([]int) bool) error {
	s, err := satSolver(method)
	if err != nil {
		return err
	}
	return run.ForMethod(method, p.satLoop(s).Each(ctx, yield))
}

// SolveSAT solves p with the SAT solver of method and decides
// uniqueness by excluding the first solution and solving again.
func (p *Puzzle) SolveSAT(ctx context.Context, method string) (solvers.Answer, error) {
	s, err := satSolver(method)
	if err != nil {
		return solvers.Answer{}, err
	}
	a, err := p.satLoop(s).Run(ctx)
	return a, run.ForMethod(method, err)
}
