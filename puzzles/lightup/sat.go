package lightup

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/run"
)

// SATMethods are the methods of EachSAT by name: "sat" (cadical) and
// "sat-minisat". Light Up has no IP model: the SAT model is the
// external check.
var SATMethods = []string{"sat", "sat-minisat"}

// CNF returns the formula of p: variable i+1 is a lamp at cell i (black
// cells' variables are false). Two white cells that see each other do
// not both hold lamps; each white cell holds a lamp or sees one; each
// numbered cell forbids every assignment of its white neighbours with
// another count of lamps (at most four neighbours, so at most 16
// assignments).
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	n := p.N()
	f.NewVars(n)
	sees := p.sees()
	for i, v := range p.Cells {
		if v != White {
			f.Add(-(i + 1))
			continue
		}
		cl := []int{i + 1}
		for _, j := range sees[i] {
			cl = append(cl, j+1)
			if j > i {
				f.Add(-(i + 1), -(j + 1))
			}
		}
		f.Add(cl...)
	}
	for i, v := range p.Cells {
		if v < 0 {
			continue
		}
		var ws []int
		for _, j := range p.neighbours(i) {
			if p.IsWhite(j) {
				ws = append(ws, j)
			}
		}
		for mask := 0; mask < 1<<len(ws); mask++ {
			k := 0
			cl := make([]int, len(ws))
			for b, j := range ws {
				if mask>>b&1 != 0 {
					k++
					cl[b] = -(j + 1)
				} else {
					cl[b] = j + 1
				}
			}
			if k != v {
				f.Add(cl...)
			}
		}
	}
	return f
}

func (p *Puzzle) satLoop(s cnf.SAT) solvers.Loop {
	f := p.CNF()
	n := p.N()
	return solvers.SATLoop(s, f, func(model []bool) ([]int, int) {
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
	return cnf.SAT{}, fmt.Errorf("no method %q for Light Up (methods: %s)", method, strings.Join(SATMethods, ", "))
}

// EachSAT calls yield with every solution of p in turn (lamp cells,
// sorted), found by the SAT solver of method, until yield returns false.
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
