package tapa

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
// i shaded; a clue cell is not shaded, each clue forbids every shading
// of its neighbours on the board that does not meet it (one clause per
// such shading), no 2x2 block is shaded whole, and some cell is shaded.
// Connectivity is left to the SAT loop, which cuts the disconnected
// models as they appear.
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	n, R, C := p.Cells(), p.Rows, p.Cols
	f.NewVars(n)
	all := make([]int, n)
	for i := range all {
		all[i] = i + 1
	}
	f.Add(all...)
	for r := 0; r+1 < R; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c
			f.Add(-(i + 1), -(i + 2), -(i + C + 1), -(i + C + 2))
		}
	}
	for i, cl := range p.Clues {
		if cl == nil {
			continue
		}
		f.Add(-(i + 1))
		var ns, ps []int
		r, c := i/C, i%C
		for k, d := range ring {
			rr, cc := r+d[0], c+d[1]
			if rr >= 0 && rr < R && cc >= 0 && cc < C {
				ns = append(ns, rr*C+cc)
				ps = append(ps, k)
			}
		}
		for w := 0; w < 1<<len(ns); w++ {
			var rg uint8
			for j := range ns {
				if w>>j&1 != 0 {
					rg |= 1 << ps[j]
				}
			}
			if Matches(cl, rg) {
				continue
			}
			cls := make([]int, len(ns))
			for j, x := range ns {
				if w>>j&1 != 0 {
					cls[j] = -(x + 1)
				} else {
					cls[j] = x + 1
				}
			}
			f.Add(cls...)
		}
	}
	return f
}

// cuts adds, for each component K of the shaded cells but the largest,
// the clause "a cell k of K is unshaded, or a cell u of the largest is,
// or a cell of K's boundary is shaded": in a solution with k and u
// shaded, the shaded path between them crosses that boundary. It
// returns the number of clauses added (0 when connected).
func (p *Puzzle) cuts(f *cnf.Formula, shaded []bool) int {
	comp := components(p.Rows, p.Cols, shaded)
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
		cl := []int{-(k + 1), -(big + 1)}
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
				if j := rr*C + cc; !shaded[j] && !seen[j] {
					seen[j] = true
					cl = append(cl, j+1)
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
	return cnf.SAT{}, fmt.Errorf("no method %q for Tapa (methods: %s)", method, strings.Join(SATMethods, ", "))
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
