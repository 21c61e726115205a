package shikaku

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

// CNF returns the formula of p over rects: variable i+1 is rects[i]
// chosen; each cell is in at least one chosen rectangle and no two
// chosen rectangles share a cell.
func (p *Puzzle) CNF(rects []Rect) *cnf.Formula {
	f := &cnf.Formula{}
	f.NewVars(len(rects))
	on := make([][]int, p.N())
	for i, x := range rects {
		for _, c := range x.Cells(p.Cols) {
			on[c] = append(on[c], i+1)
		}
	}
	for _, vs := range on {
		f.Add(vs...)
		for a := range vs {
			for b := a + 1; b < len(vs); b++ {
				f.Add(-vs[a], -vs[b])
			}
		}
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
	return cnf.SAT{}, fmt.Errorf("no method %q for Shikaku (methods: %s)", method, strings.Join(SATMethods, ", "))
}

// loop is the SAT loop over the rectangles (a found cover is excluded
// by "not all of these rectangles": covers never contain one another).
func (p *Puzzle) loop(s cnf.SAT, rects []Rect) solvers.Loop {
	f := p.CNF(rects)
	return solvers.SATLoop(s, f, func(model []bool) ([]int, int) {
		return solvers.TrueElements(model, len(rects)), 0
	})
}

// bordersOf returns the borders of a cover (rectangle indices), sorted.
func (p *Puzzle) bordersOf(rects []Rect, cover []int) []int {
	cut := make([]bool, p.g.M())
	for _, i := range cover {
		for _, e := range p.borders(rects[i]) {
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
	rects := p.Rects()
	return run.ForMethod(method, p.loop(s, rects).Each(ctx, func(cover []int) bool {
		return yield(p.bordersOf(rects, cover))
	}))
}

// SolveSAT solves p with the SAT solver of method and decides
// uniqueness by excluding the first cover and solving again; the
// answer's solutions are borders.
func (p *Puzzle) SolveSAT(ctx context.Context, method string) (solvers.Answer, error) {
	s, err := satSolver(method)
	if err != nil {
		return solvers.Answer{}, err
	}
	rects := p.Rects()
	a, err := p.loop(s, rects).Run(ctx)
	if a.Solution != nil {
		a.Solution = p.bordersOf(rects, a.Solution)
	}
	if a.Second != nil {
		a.Second = p.bordersOf(rects, a.Second)
	}
	return a, run.ForMethod(method, err)
}
