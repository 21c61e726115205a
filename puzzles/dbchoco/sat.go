package dbchoco

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

// CNF returns the formula of p over regions: variable i+1 is regions[i]
// chosen; each cell is in exactly one chosen region (at most one by a
// sequential counter, whose variables follow the regions').
func (p *Puzzle) CNF(regions []Region) *cnf.Formula {
	f := &cnf.Formula{}
	f.NewVars(len(regions))
	on := make([][]int, p.N())
	for i, x := range regions {
		for _, c := range x.Cells {
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
	return cnf.SAT{}, fmt.Errorf("no method %q for Double Choco (methods: %s)", method, strings.Join(SATMethods, ", "))
}

// loop is the SAT loop over the regions (a found cover is excluded
// by "not all of these regions": covers never contain one another).
func (p *Puzzle) loop(s cnf.SAT, regions []Region) solvers.Loop {
	f := p.CNF(regions)
	return solvers.SATLoop(s, f, func(model []bool) ([]int, int) {
		return solvers.TrueElements(model, len(regions)), 0
	})
}

// bordersOf returns the borders of a cover (region indices), sorted.
func (p *Puzzle) bordersOf(regions []Region, cover []int) []int {
	cut := make([]bool, p.g.M())
	for _, i := range cover {
		for _, e := range p.borders(regions[i].Cells) {
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
	regions, err := p.Regions(ctx)
	if err != nil {
		return err
	}
	return run.ForMethod(method, p.loop(s, regions).Each(ctx, func(cover []int) bool {
		return yield(p.bordersOf(regions, cover))
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
	regions, err := p.Regions(ctx)
	if err != nil {
		return solvers.Answer{}, err
	}
	a, err := p.loop(s, regions).Run(ctx)
	if a.Solution != nil {
		a.Solution = p.bordersOf(regions, a.Solution)
	}
	if a.Second != nil {
		a.Second = p.bordersOf(regions, a.Second)
	}
	return a, run.ForMethod(method, err)
}
