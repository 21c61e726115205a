package sat

import (
	"context"

	"zq/solvers"
	"zq/solvers/cnf"
)

// SudokuCNF returns the formula of p: variable i+1 is exact-cover element
// i, "digit i%N+1 in cell i/N". Every cell holds one digit and every unit
// holds every digit once.
func SudokuCNF(p *solvers.Sudoku) (*cnf.Formula, error) {
	if err := p.Validate(); err != nil {
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
		if g := p.Givens[cell]; g > 0 {
			f.Add(lit(cell, g))
		}
	}
	for _, unit := range p.Units() {
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

// Sudoku solves p and decides uniqueness.
func Sudoku(ctx context.Context, p *solvers.Sudoku, opt *Options) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, sudokuLoop, p, opt)
}

// SudokuEach calls yield with every solution of p in turn (until it
// returns false).
func SudokuEach(ctx context.Context, p *solvers.Sudoku, opt *Options, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, sudokuLoop, p, opt, yield)
}

func sudokuLoop(p *solvers.Sudoku, opt *Options) (solvers.Loop, error) {
	f, err := SudokuCNF(p)
	if err != nil {
		return solvers.Loop{}, err
	}
	s := opt.solver()
	n := p.N()
	return satLoop(s, f, func(model []bool) ([]int, int) { return edgesOf(model, n*n*n), 0 }), nil
}
