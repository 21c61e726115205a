package nurimisaki

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/run"
)

// SATMethods are the methods of EachSAT by name: "sat" (cadical) and
// "sat-minisat". Nurimisaki has no IP model: the SAT model with its
// connectivity cuts is the external check.
var SATMethods = []string{"sat", "sat-minisat"}

// CNF returns the formula of the local rules of p: variable i+1 is cell
// i shaded; some cell is shaded; circles are not; no 2x2 block is all
// shaded or all unshaded; a circle has exactly one unshaded neighbour
// (a sequential counter), a plain unshaded cell not exactly one (for
// each neighbour, the cell is shaded, or that neighbour is, or another
// is not); and for each number n, with a variable
// per cell of its row and column saying that the cells from the number
// to it are all unshaded (each the next's prefix), exactly n-1 of them
// are true (a sequential counter). The unshaded cells are not forced to
// be connected: the SAT loop cuts the disconnected models as they
// appear.
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	n, R, C := p.Cells(), p.Rows, p.Cols
	f.NewVars(n)
	all := make([]int, n)
	for i := range all {
		all[i] = i + 1
	}
	f.Add(all...)
	for i := 0; i < n; i++ {
		r, c := i/C, i%C
		if r+1 < R && c+1 < C {
			f.Add(-(i + 1), -(i + 2), -(i + C + 1), -(i + C + 2))
			f.Add(i+1, i+2, i+C+1, i+C+2)
		}
		var nb []int
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < R && cc >= 0 && cc < C {
				nb = append(nb, rr*C+cc+1)
			}
		}
		if p.Nums[i] != NoNumber {
			f.Add(-(i + 1))
			open := make([]int, len(nb))
			for k, x := range nb {
				open[k] = -x
			}
			exactly(f, open, 1)
			continue
		}
		for k, x := range nb {
			cl := []int{i + 1, x}
			for k2, y := range nb {
				if k2 != k {
					cl = append(cl, -y)
				}
			}
			f.Add(cl...)
		}
	}
	for i, v := range p.Nums {
		if v < 0 {
			continue
		}
		r, c := i/C, i%C
		var seen []int
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			prev := 0 // the prefix before: true
			for rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < R && cc >= 0 && cc < C; rr, cc = rr+d[0], cc+d[1] {
				x := rr*C + cc + 1
				s := f.NewVar()
				// s <-> prev and not x
				f.Add(-s, -x)
				f.Add(append([]int{x, s}, negOrNone(prev)...)...)
				if prev != 0 {
					f.Add(-s, prev)
				}
				seen = append(seen, s)
				prev = s
			}
		}
		if v-1 < 0 || v-1 > len(seen) {
			f.Add(1)
			f.Add(-1) // no model
			continue
		}
		exactly(f, seen, v-1)
	}
	return f
}

// negOrNone is the literal -x as a list, or nothing for x = 0 (true).
func negOrNone(x int) []int {
	if x == 0 {
		return nil
	}
	return []int{-x}
}

// exactly adds clauses making exactly k of lits true: a sequential
// counter whose register s(i, j) says that at least j of the first i
// literals are true (j = 1..k+1).
func exactly(f *cnf.Formula, lits []int, k int) {
	if k > len(lits) {
		f.Add(1)
		f.Add(-1) // no model
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
// largest is, or a cell of K's boundary is not". It returns the number
// of clauses added (0 when connected).
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
	// a solution is excluded as a whole shading
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
	return cnf.SAT{}, fmt.Errorf("no method %q for Nurimisaki (methods: %s)", method, strings.Join(SATMethods, ", "))
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
