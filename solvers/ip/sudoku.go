package ip

import (
	"context"
	"fmt"

	"zq/solvers"
	"zq/solvers/lp"
)

// NewSudokuModel builds the assignment model of p: X[(r*N+c)*N+d-1] is 1
// when cell (r, c) holds d, so variable i is solution element i.
func NewSudokuModel(p *solvers.Sudoku) (*lp.Model, []lp.Var, error) {
	if err := p.Validate(); err != nil {
		return nil, nil, err
	}
	n := p.N()
	m := &lp.Model{Name: fmt.Sprintf("sudoku %d", n)}
	X := make([]lp.Var, n*n*n)
	for i := range X {
		X[i] = m.Binary(fmt.Sprintf("x_%d_%d_%d", i/n/n, i/n%n, i%n+1))
	}
	for cell := 0; cell < n*n; cell++ {
		var t []lp.Term
		for d := range n {
			t = append(t, lp.Term{Var: X[cell*n+d], Coef: 1})
		}
		m.Add(fmt.Sprintf("Cell_%d", cell), t, lp.EQ, 1)
		if g := p.Givens[cell]; g > 0 {
			m.Add(fmt.Sprintf("Given_%d", cell), []lp.Term{{Var: X[cell*n+g-1], Coef: 1}}, lp.EQ, 1)
		}
	}
	for u, unit := range p.Units() {
		for d := range n {
			var t []lp.Term
			for _, cell := range unit {
				t = append(t, lp.Term{Var: X[cell*n+d], Coef: 1})
			}
			m.Add(fmt.Sprintf("Unit_%d_%d", u, d+1), t, lp.EQ, 1)
		}
	}
	return m, X, nil
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
	m, X, err := NewSudokuModel(p)
	if err != nil {
		return solvers.Loop{}, err
	}
	cuts := 0
	return mipLoop(opt.solver(), m, nil, func(res *lp.Result) ([]int, int) {
		var sol []int
		for i, v := range X {
			if res.Value(v) == 1 {
				sol = append(sol, i)
			}
		}
		return sol, 0
	}, func(sol []int) {
		var t []lp.Term
		for _, i := range sol {
			t = append(t, lp.Term{Var: X[i], Coef: 1})
		}
		cuts++
		m.Add(fmt.Sprintf("NoGood_%d", cuts), t, lp.LE, float64(len(sol)-1))
	}), nil
}
