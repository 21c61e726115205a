package sashigane

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

// CNF returns the formula of p over pieces: variable i+1 is pieces[i]
// chosen; each cell is in exactly one chosen piece.
func (p *Puzzle) CNF(pieces []L) *cnf.Formula {
	f := &cnf.Formula{}
	f.NewVars(len(pieces))
	on := make([][]int, p.N())
	for i, x := range pieces {
		for _, c := range x.Cells(p.Cols) {
			on[c] = append(on[c], i+1)
		}
	}
	for _, vs := range on {
		f.ExactlyOne(vs)
	}
	return f
}

func satSolver(method string) (cnf.SAT, error) {
	switch method {
	case "sat":
		return cnf.Cadical, nil
	case "sat-minisat":
		return cnf.Minisat, nil
	}
	return cnf.SAT{}, fmt.Errorf("no method %q for Sashigane (methods: %s)", method, strings.Join(SATMethods, ", "))
}

// loop is the SAT loop over the pieces (a found cover is excluded by
// "not all of these pieces": covers never contain one another).
func (p *Puzzle) loop(s cnf.SAT, pieces []L) solvers.Loop {
	f := p.CNF(pieces)
	return solvers.SATLoop(s, f, func(model []bool) ([]int, int) {
		return solvers.TrueElements(model, len(pieces)), 0
	})
}

// bordersOf returns the borders of a cover (piece indices), sorted.
func (p *Puzzle) bordersOf(pieces []L, cover []int) []int {
	cut := make([]bool, p.g.M())
	for _, i := range cover {
		for _, e := range p.borders(pieces[i]) {
			cut[e] = true
		}
	}
	var out []int
	for e, on := range cut {
		if on {
			out = append(out, e)
		}
	}
	return out
}

// EachSAT calls yield with every solution of p in turn (its borders,
// sorted), found by the SAT solver of method, until yield returns
// false.
func (p *Puzzle) EachSAT(ctx context.Context, method string, yield func([]int) bool) error {
	s, err := satSolver(method)
	if err != nil {
		return err
	}
	pieces := p.Pieces()
	return run.ForMethod(method, p.loop(s, pieces).Each(ctx, func(cover []int) bool {
		return yield(p.bordersOf(pieces, cover))
	}))
}
