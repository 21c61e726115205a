package nurikabe

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

// CNF returns the formula of the local rules of p: variable i+1 is cell
// i shaded; a number is unshaded, no 2x2 block is all shaded, and a
// cell no island reaches (deduce) is shaded. Connectivity and the
// islands' numbers and sizes are cut into the formula by the SAT loop
// as models break them.
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	n, C := p.Cells(), p.Cols
	f.NewVars(n)
	for i, x := range deduce(p) {
		switch x {
		case unshaded:
			f.Add(-(i + 1))
		case shaded:
			f.Add(i + 1)
		}
	}
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c + 1
			f.Add(-i, -(i + 1), -(i + C), -(i + C + 1))
		}
	}
	return f
}

// boundary is the cells next to piece that are not in it.
func (p *Puzzle) boundary(piece []int) []int {
	in := map[int]bool{}
	for _, i := range piece {
		in[i] = true
	}
	seen := map[int]bool{}
	var out []int
	for _, i := range piece {
		for _, j := range p.neighbours(i) {
			if !in[j] && !seen[j] {
				seen[j] = true
				out = append(out, j)
			}
		}
	}
	return out
}

// path is a shortest path from a to b inside piece (cells of one
// component, a and b in it).
func (p *Puzzle) path(piece []int, a, b int) []int {
	in := map[int]bool{}
	for _, i := range piece {
		in[i] = true
	}
	from := map[int]int{a: a}
	queue := []int{a}
	for q := 0; q < len(queue) && queue[q] != b; q++ {
		for _, j := range p.neighbours(queue[q]) {
			if _, ok := from[j]; in[j] && !ok {
				from[j] = queue[q]
				queue = append(queue, j)
			}
		}
	}
	out := []int{b}
	for x := b; x != a; {
		x = from[x]
		out = append(out, x)
	}
	return out
}

// cuts adds clauses that every solution meets and the shading sh
// breaks, one per broken rule, and returns how many (0 for a solution).
// For a shaded piece K apart from the largest L: a cell of K or of L is
// unshaded, or a cell around K is shaded. For an island I whose cells
// (as a whole) cannot be an island (no number, or a size not its
// number): a cell of I is shaded or a cell around it is unshaded; for
// two numbers in one island, a cell of the path between them is
// shaded; for an island larger than its number v, a cell of the first
// v+1 cells reached from the number (a connected piece) is shaded.
func (p *Puzzle) cuts(f *cnf.Formula, sh []bool) int {
	n := len(sh)
	added := 0
	_, pieces := p.components(sh)
	if len(pieces) > 1 {
		big := 0
		for k, pc := range pieces {
			if len(pc) > len(pieces[big]) {
				big = k
			}
		}
		for k, pc := range pieces {
			if k == big {
				continue
			}
			cl := []int{-(pc[0] + 1), -(pieces[big][0] + 1)}
			for _, j := range p.boundary(pc) {
				cl = append(cl, j+1)
			}
			f.Add(cl...)
			added++
		}
	}
	un := make([]bool, n)
	for i := range un {
		un[i] = !sh[i]
	}
	_, islands := p.components(un)
	for _, is := range islands {
		var clues []int
		for _, i := range is {
			if p.IsClue(i) {
				clues = append(clues, i)
			}
		}
		switch {
		case len(clues) > 1:
			var cl []int
			for _, i := range p.path(is, clues[0], clues[1]) {
				if !p.IsClue(i) {
					cl = append(cl, i+1)
				}
			}
			addClause(f, cl)
		case len(clues) == 1 && p.Nums[clues[0]] != Unknown && len(is) > p.Nums[clues[0]]:
			// the first v+1 cells breadth first from the number
			in := make([]bool, n)
			for _, i := range is {
				in[i] = true
			}
			order := []int{clues[0]}
			seen := map[int]bool{clues[0]: true}
			for q := 0; q < len(order) && len(order) <= p.Nums[clues[0]]; q++ {
				for _, j := range p.neighbours(order[q]) {
					if in[j] && !seen[j] {
						seen[j] = true
						order = append(order, j)
					}
				}
			}
			var cl []int
			for _, i := range order[:p.Nums[clues[0]]+1] {
				if !p.IsClue(i) {
					cl = append(cl, i+1)
				}
			}
			addClause(f, cl)
		case len(clues) == 0 || (p.Nums[clues[0]] != Unknown && len(is) != p.Nums[clues[0]]):
			var cl []int
			for _, i := range is {
				if !p.IsClue(i) {
					cl = append(cl, i+1)
				}
			}
			for _, j := range p.boundary(is) {
				cl = append(cl, -(j + 1))
			}
			addClause(f, cl)
		default:
			continue
		}
		added++
	}
	return added
}

// addClause adds cl, or for an empty clause (a rule no shading can
// meet) a contradiction.
func addClause(f *cnf.Formula, cl []int) {
	if len(cl) == 0 {
		f.Add(1)
		f.Add(-1)
		return
	}
	f.Add(cl...)
}

func (p *Puzzle) satLoop(s cnf.SAT) solvers.Loop {
	f := p.CNF()
	n := p.Cells()
	l := solvers.SATLoop(s, f, func(model []bool) ([]int, int) {
		sh := make([]bool, n)
		sol := []int{}
		for i := range sh {
			sh[i] = model[i+1]
			if sh[i] {
				sol = append(sol, i)
			}
		}
		if k := p.cuts(f, sh); k > 0 {
			return nil, k
		}
		return sol, 0
	})
	// a solution is excluded as a whole shading: another solution may
	// shade a superset of its cells
	l.Exclude = func(sol []int) {
		in := make([]bool, n)
		for _, i := range sol {
			in[i] = true
		}
		cl := make([]int, n)
		for i := range cl {
			if in[i] {
				cl[i] = -(i + 1)
			} else {
				cl[i] = i + 1
			}
		}
		f.Add(cl...)
	}
	return l
}

func satSolver(method string) (cnf.SAT, error) {
	switch method {
	case "sat":
		return cnf.Cadical, nil
	case "sat-minisat":
		return cnf.Minisat, nil
	}
	return cnf.SAT{}, fmt.Errorf("no method %q for Nurikabe (methods: %s)", method, strings.Join(SATMethods, ", "))
}

// EachSAT calls yield with every solution of p in turn (shaded cells,
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
