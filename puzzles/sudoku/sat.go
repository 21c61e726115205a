package sudoku

import (
	"context"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
)

// SATOptions tune the formula of a Sudoku (nil means the zero value).
type SATOptions struct {
	// Solver is the SAT solver; the zero value means cnf.Cadical.
	Solver cnf.SAT
}

// CNF returns the formula of p: variable i+1 is placement i, "digit
// i%N+1 in cell i/N". Every cell holds one digit, the givens are unit
// clauses, and every unit holds every digit once.
func (p *Puzzle) CNF() (*cnf.Formula, error) {
	if err := p.checkShape(); err != nil {
		return nil, err
	}
	n := p.N()
	f := &cnf.Formula{}
	f.NewVars(n * n * n)
	lit := func(cell, d int) int { return cell*n + d } // d is 1-based
	for cell := 0; cell < n*n; cell++ {
		lits := make([]int, n)
		for d := 1; d <= n; d++ {
			lits[d-1] = lit(cell, d)
		}
		f.ExactlyOne(lits)
		if g := int(p.Cells[cell]); g > 0 {
			f.Add(lit(cell, g))
		}
	}
	for _, unit := range p.modelUnits() {
		for d := 1; d <= n; d++ {
			lits := make([]int, len(unit))
			for i, cell := range unit {
				lits[i] = lit(cell, d)
			}
			f.ExactlyOne(lits)
		}
	}
	return f, nil
}

// SolveSAT solves p by its formula and decides uniqueness by a blocking
// clause for the first solution and a second solve.
func (p *Puzzle) SolveSAT(ctx context.Context, opt *SATOptions) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, (*Puzzle).satLoop, p, opt)
}

// EachSAT calls yield with every solution of p in turn (placements,
// sorted), found by the SAT solver, until yield returns false.
func (p *Puzzle) EachSAT(ctx context.Context, opt *SATOptions, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, (*Puzzle).satLoop, p, opt, yield)
}

func (p *Puzzle) satLoop(opt *SATOptions) (solvers.Loop, error) {
	if opt == nil {
		opt = &SATOptions{}
	}
	f, err := p.CNF()
	if err != nil {
		return solvers.Loop{}, err
	}
	n := p.N()
	return solvers.SATLoop(opt.Solver, f, func(model []bool) ([]int, int) {
		return solvers.TrueElements(model, n*n*n), 0
	}), nil
}
