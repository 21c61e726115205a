package sudoku

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/lp"
)

// IPOptions tune the integer program of a Sudoku (nil means the zero
// value).
type IPOptions struct {
	// Solver is the MIP solver; the zero value means lp.CBC.
	Solver lp.MIP
}

// NewIPModel builds the assignment model of p: X[(r*N+c)*N+d-1] is 1
// when cell (r, c) holds d, so variable i is placement i; every cell
// holds one digit, the givens are fixed, and every unit holds every
// digit once.
func NewIPModel(p *Puzzle) (*lp.Model, []lp.Var, error) {
	if err := p.checkShape(); err != nil {
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
		if g := int(p.Cells[cell]); g > 0 {
			m.Add(fmt.Sprintf("Given_%d", cell), []lp.Term{{Var: X[cell*n+g-1], Coef: 1}}, lp.EQ, 1)
		}
	}
	for u, unit := range p.modelUnits() {
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

// SolveIP solves p by its integer program and decides uniqueness by
// excluding the first solution and solving again.
func (p *Puzzle) SolveIP(ctx context.Context, opt *IPOptions) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, (*Puzzle).ipLoop, p, opt)
}

// EachIP calls yield with every solution of p in turn (placements,
// sorted), found by the integer program, until yield returns false.
func (p *Puzzle) EachIP(ctx context.Context, opt *IPOptions, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, (*Puzzle).ipLoop, p, opt, yield)
}

func (p *Puzzle) ipLoop(opt *IPOptions) (solvers.Loop, error) {
	if opt == nil {
		opt = &IPOptions{}
	}
	m, X, err := NewIPModel(p)
	if err != nil {
		return solvers.Loop{}, err
	}
	cuts := 0
	return solvers.MIPLoop(opt.Solver, m, nil, func(res *lp.Result) ([]int, int) {
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
