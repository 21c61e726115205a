package hitori

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/run"
)

// SATMethods are the methods of EachSAT by name: "sat" (cadical) and
// "sat-minisat". Hitori has no IP model: the SAT model with its
// connectivity cuts is the external check.
var SATMethods = []string{"sat", "sat-minisat"}

// CNF returns the formula of the local rules of p: variable i+1 is cell
// i shaded; two cells side by side are not both shaded, and two cells
// of a row or column with the same number are not both unshaded. The
// unshaded cells are not forced to be connected: the SAT loop cuts the
// disconnected models as they appear.
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	n, C := p.Cells(), p.Cols
	f.NewVars(n)
	for i := 0; i < n; i++ {
		r, c := i/C, i%C
		if c+1 < C {
			f.Add(-(i + 1), -(i + 2))
		}
		if r+1 < p.Rows {
			f.Add(-(i + 1), -(i + C + 1))
		}
		if p.Nums[i] == 0 {
			continue
		}
		for c2 := c + 1; c2 < C; c2++ {
			if p.Nums[r*C+c2] == p.Nums[i] {
				f.Add(i+1, r*C+c2+1)
			}
		}
		for r2 := r + 1; r2 < p.Rows; r2++ {
			if p.Nums[r2*C+c] == p.Nums[i] {
				f.Add(i+1, r2*C+c+1)
			}
		}
	}
	return f
}

// cuts adds, for each component K of the unshaded cells of shaded but
// the largest, the clause "a cell k of K is shaded, or a cell u of the
// largest is, or a cell of K's boundary is not": in a solution with k
// and u unshaded, the unshaded path between them crosses that boundary.
// It returns the number of clauses added (0 when connected).
func (p *Puzzle) cuts(f *cnf.Formula, shaded []bool) int {
	comp := p.components(shaded)
	size := map[int]int{}
	for _, k := range comp {
		if k >= 0 {
			size[k]++
		}
	}
	if len(size) < 2 {
		return 0
	}
	big := -1
	for k, s := range size {
		if big < 0 || s > size[big] || (s == size[big] && k < big) {
			big = k
		}
	}
	C := p.Cols
	added := 0
	for k := range size {
		if k == big {
			continue
		}
		cl := []int{k + 1, big + 1}
		seen := map[int]bool{}
		for i, x := range comp {
			if x != k {
				continue
			}
			r, c := i/C, i%C
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= p.Rows || cc < 0 || cc >= C {
					continue
				}
				if j := rr*C + cc; shaded[j] && !seen[j] {
					seen[j] = true
					cl = append(cl, -(j + 1))
				}
			}
		}
		f.Add(cl...)
		added++
	}
	return added
}

func (p *Puzzle) satLoop(s cnf.SAT) solvers.Loop {
	f := p.CNF()
	n := p.Cells()
	l := solvers.SATLoop(s, f, func(model []bool) ([]int, int) {
		shaded := make([]bool, n)
		sol := []int{}
		for i := range shaded {
			shaded[i] = model[i+1]
			if shaded[i] {
				sol = append(sol, i)
			}
		}
		if k := p.cuts(f, shaded); k > 0 {
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
	return cnf.SAT{}, fmt.Errorf("no method %q for Hitori (methods: %s)", method, strings.Join(SATMethods, ", "))
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
