package lits

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

// CNF returns the formula of the local rules of p. Variable i+1 is cell
// i shaded; then each region's tetrominoes (every one inside it, not
// narrowed by deduction) have a variable, exactly one of a region's is
// true, a true one shades its cells and a shaded cell is in a true one
// of its region; and each cell has a variable per shape L, I, T, S,
// which a true tetromino of that shape sets on its cells, and which two
// cells side by side in different regions do not both have. No 2x2
// block of cells is all shaded. The shaded cells are not forced to be
// connected: the SAT loop cuts the disconnected models as they appear.
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	n, C := p.Cells(), p.Cols
	f.NewVars(n)
	shapeVar := f.NewVars(4 * n) // first of the cells' shape variables
	shapeOfCell := func(i int, s Shape) int { return shapeVar + 4*i + int(s) }
	cover := make([][]int, n)
	for _, cs := range p.placements() {
		var lits []int
		for _, pl := range cs {
			x := f.NewVar()
			lits = append(lits, x)
			for _, i := range pl.cells {
				f.Add(-x, i+1)
				f.Add(-x, shapeOfCell(i, pl.shape))
				cover[i] = append(cover[i], x)
			}
		}
		f.ExactlyOne(lits)
	}
	for i := 0; i < n; i++ {
		f.Add(append([]int{-(i + 1)}, cover[i]...)...)
		for _, j := range []int{i + 1, i + C} {
			if (j == i+1 && i%C == C-1) || j >= n || p.Room[i] == p.Room[j] {
				continue
			}
			for s := L; s <= S; s++ {
				f.Add(-shapeOfCell(i, s), -shapeOfCell(j, s))
			}
		}
		if i%C+1 < C && i+C < n {
			f.Add(-(i + 1), -(i + 2), -(i + C + 1), -(i + C + 2))
		}
	}
	return f
}

// cuts adds, for each component K of the shaded cells of sh but the
// largest, the clause "a cell k of K is unshaded, or a cell u of the
// largest is, or a cell beside K is shaded": in a solution with k and
// u shaded, the shaded path between them leaves K through a cell beside
// it. It returns the number of clauses added (0 when connected).
func (p *Puzzle) cuts(f *cnf.Formula, sh []bool) int {
	n := p.Cells()
	comp := make([]int, n)
	for i := range comp {
		comp[i] = -1
	}
	var comps [][]int
	for s := 0; s < n; s++ {
		if !sh[s] || comp[s] >= 0 {
			continue
		}
		k := len(comps)
		comp[s] = k
		cells := []int{s}
		for q := 0; q < len(cells); q++ {
			for _, y := range p.neighbours(cells[q]) {
				if sh[y] && comp[y] < 0 {
					comp[y] = k
					cells = append(cells, y)
				}
			}
		}
		comps = append(comps, cells)
	}
	if len(comps) < 2 {
		return 0
	}
	big := 0
	for k, cs := range comps {
		if len(cs) > len(comps[big]) {
			big = k
		}
	}
	for k, cs := range comps {
		if k == big {
			continue
		}
		cl := []int{-(cs[0] + 1), -(comps[big][0] + 1)}
		seen := map[int]bool{}
		for _, x := range cs {
			for _, y := range p.neighbours(x) {
				if !sh[y] && !seen[y] {
					seen[y] = true
					cl = append(cl, y+1)
				}
			}
		}
		f.Add(cl...)
	}
	return len(comps) - 1
}

func (p *Puzzle) satLoop(s cnf.SAT) solvers.Loop {
	f := p.CNF()
	n := p.Cells()
	return solvers.SATLoop(s, f, func(model []bool) ([]int, int) {
		sh := make([]bool, n)
		for i := range sh {
			sh[i] = model[i+1]
		}
		if k := p.cuts(f, sh); k > 0 {
			return nil, k
		}
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
	return cnf.SAT{}, fmt.Errorf("no method %q for LITS (methods: %s)", method, strings.Join(SATMethods, ", "))
}

// EachSAT calls yield with every solution of p in turn (shaded cells,
// sorted), found by the SAT solver of method, until yield returns
// false. A found solution is excluded by the clause "not all of these
// cells shaded": every solution shades four cells a region, so none
// holds another.
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
