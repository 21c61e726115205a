package heyawake

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/run"
)

// SATMethods are the methods of EachSAT by name: "sat" (cadical) and
// "sat-minisat". Heyawake has no IP model: the SAT model with its
// connectivity cuts is the external check.
var SATMethods = []string{"sat", "sat-minisat"}

// CNF returns the formula of the local rules of p: variable i+1 is cell
// i shaded; some cell is shaded; two cells side by side are not both
// shaded; each numbered room has exactly its number of shaded cells (a
// sequential counter); and every stretch of a row or column that
// crosses two borders, and no shorter one inside it does, has a shaded
// cell. The unshaded cells are not forced to be connected: the SAT loop
// cuts the disconnected models as they appear.
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	n, C := p.Cells(), p.Cols
	f.NewVars(n)
	all := make([]int, n)
	for i := range all {
		all[i] = i + 1
	}
	f.Add(all...)
	for i := 0; i < n; i++ {
		r, c := i/C, i%C
		if c+1 < C {
			f.Add(-(i + 1), -(i + 2))
		}
		if r+1 < p.Rows {
			f.Add(-(i + 1), -(i + C + 1))
		}
	}
	for room, v := range p.Nums {
		if v < 0 {
			continue
		}
		lits := make([]int, 0, len(p.cells[room]))
		for _, i := range p.cells[room] {
			lits = append(lits, i+1)
		}
		exactly(f, lits, v)
	}
	// the stretches a..b of a line (cell(x) its cells, border(x) the
	// border between x and x+1) crossing two borders, shortest from
	// each start
	line := func(length int, cell func(int) int, border func(int) bool) {
		for a := 0; a < length; a++ {
			k := 0
			for b := a; b+1 < length; b++ {
				if border(b) {
					k++
				}
				if k == 2 {
					cl := make([]int, 0, b+2-a)
					for x := a; x <= b+1; x++ {
						cl = append(cl, cell(x)+1)
					}
					f.Add(cl...)
					break
				}
			}
		}
	}
	for r := 0; r < p.Rows; r++ {
		line(C, func(x int) int { return r*C + x }, func(x int) bool { return p.borderRight(r*C + x) })
	}
	for c := 0; c < C; c++ {
		line(p.Rows, func(x int) int { return x*C + c }, func(x int) bool { return p.borderBelow(x*C + c) })
	}
	return f
}

// exactly adds clauses making exactly k of lits true: a sequential
// counter whose register s(i, j) says that at least j of the first i
// literals are true (j = 1..k+1).
func exactly(f *cnf.Formula, lits []int, k int) {
	if k > len(lits) {
		f.Add(lits[0])
		f.Add(-lits[0]) // no model
		return
	}
	if k == 0 {
		for _, l := range lits {
			f.Add(-l)
		}
		return
	}
	m := k + 1
	prev := make([]int, m+1) // prev[j]: s(i-1, j); 0 is "false"
	for _, x := range lits {
		cur := make([]int, m+1)
		for j := 1; j <= m; j++ {
			s := f.NewVar()
			cur[j] = s
			// s <-> prev[j] or (x and prev[j-1]), prev[0] being true
			if prev[j] != 0 {
				f.Add(-prev[j], s)
			}
			if j == 1 {
				f.Add(-x, s)
			} else if prev[j-1] != 0 {
				f.Add(-x, -prev[j-1], s)
			}
			cl := []int{-s}
			if prev[j] != 0 {
				cl = append(cl, prev[j])
			}
			if j == 1 {
				f.Add(append(cl, x)...)
			} else if prev[j-1] != 0 {
				f.Add(append(append([]int(nil), cl...), x)...)
				f.Add(append(cl, prev[j-1])...)
			} else {
				f.Add(cl...)
			}
		}
		prev = cur
	}
	f.Add(prev[k])
	f.Add(-prev[k+1])
}

// cuts adds, for each component K of the unshaded cells of shaded but
// the largest, the clause "a cell k of K is shaded, or a cell u of the
// largest is, or a cell of K's boundary is not": in a solution with k
// and u unshaded, the unshaded path between them crosses that boundary.
// It returns the number of clauses added (0 when connected).
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
	return cnf.SAT{}, fmt.Errorf("no method %q for Heyawake (methods: %s)", method, strings.Join(SATMethods, ", "))
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
