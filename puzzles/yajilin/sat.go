package yajilin

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/lp"
)

// SATMethods are the methods of EachSAT by name: "sat" (cadical) and
// "sat-minisat".
var SATMethods = []string{"sat", "sat-minisat"}

// incident returns the variables of the edges at cell (r, c).
func (p *Puzzle) incident(r, c int) []int {
	var out []int
	if r > 0 {
		out = append(out, p.DownVar(r-1, c))
	}
	if c > 0 {
		out = append(out, p.RightVar(r, c-1))
	}
	if v := p.RightVar(r, c); v >= 0 {
		out = append(out, v)
	}
	if v := p.DownVar(r, c); v >= 0 {
		out = append(out, v)
	}
	return out
}

// CNF returns the formula of p's local rules: variable v+1 is element
// v. A clue cell is not shaded and has no edge; a shaded cell has no
// edge and no shaded neighbour; any other cell has two edges; each
// arrow's count is a sequential counter over the cells it sees; with
// Outside, a parity variable per cell (the loop's edges down crossed to
// its left in its row) is false under a shaded cell. The loop is not
// forced to be one: the SAT loop cuts models with several.
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	f.NewVars(p.Vars())
	R, C := p.Rows, p.Cols
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			i := r*C + c
			s := p.ShadeVar(r, c) + 1
			inc := p.incident(r, c)
			cl := p.Clues[i]
			if cl.Num >= 0 && cl.Dir == NoDir {
				// a number without an arrow: no solution
				x := f.NewVar()
				f.Add(x)
				f.Add(-x)
			}
			if cl.IsClue() {
				f.Add(-s)
				for _, e := range inc {
					f.Add(-(e + 1))
				}
				continue
			}
			for _, e := range inc {
				f.Add(-s, -(e + 1))
			}
			// not shaded: exactly two edges
			for mask := 0; mask < 1<<len(inc); mask++ {
				n := 0
				cls := []int{s}
				for k, e := range inc {
					if mask>>k&1 == 1 {
						n++
						cls = append(cls, -(e + 1))
					} else {
						cls = append(cls, e+1)
					}
				}
				if n != 2 {
					f.Add(cls...)
				}
			}
			if c+1 < C && !p.Clues[i+1].IsClue() {
				f.Add(-s, -(p.ShadeVar(r, c+1) + 1))
			}
			if r+1 < R && !p.Clues[i+C].IsClue() {
				f.Add(-s, -(p.ShadeVar(r+1, c) + 1))
			}
		}
	}
	for i, cl := range p.Clues {
		if !cl.Counts() {
			continue
		}
		var lits []int
		for _, j := range p.Ray(i/C, i%C, cl.Dir) {
			if !p.Clues[j].IsClue() {
				lits = append(lits, p.ShadeVar(j/C, j%C)+1)
			}
		}
		exactly(f, lits, cl.Num)
	}
	if p.Outside {
		for r := 1; r < R; r++ {
			par := 0 // the parity at cell (r, c): 0 is false
			for c := 0; c < C; c++ {
				s := p.ShadeVar(r, c) + 1
				if par != 0 {
					f.Add(-s, -par)
				}
				up := p.DownVar(r-1, c) + 1
				next := f.NewVar()
				if par == 0 {
					f.Add(-next, up)
					f.Add(next, -up)
				} else {
					// next = par xor up
					f.Add(-next, par, up)
					f.Add(-next, -par, -up)
					f.Add(next, -par, up)
					f.Add(next, par, -up)
				}
				par = next
			}
		}
	}
	return f
}

// exactly adds a sequential counter making exactly n of lits true:
// reg[i][j] is "at least j of the first i literals".
func exactly(f *cnf.Formula, lits []int, n int) {
	if n > len(lits) {
		x := f.NewVar()
		f.Add(x)
		f.Add(-x)
		return
	}
	t := f.NewVar()
	f.Add(t)
	k := n + 1
	prev := make([]int, k+1) // reg[0][j]: j == 0
	prev[0] = t
	for j := 1; j <= k; j++ {
		prev[j] = -t
	}
	for _, x := range lits {
		cur := make([]int, k+1)
		cur[0] = t
		for j := 1; j <= k; j++ {
			v := f.NewVar()
			cur[j] = v
			// v <-> prev[j] or (prev[j-1] and x)
			f.Add(-prev[j], v)
			f.Add(-prev[j-1], -x, v)
			f.Add(-v, prev[j], prev[j-1])
			f.Add(-v, prev[j], x)
		}
		prev = cur
	}
	f.Add(prev[n])
	f.Add(-prev[n+1])
}

// cuts adds, for each piece K of the loop in the model but the largest,
// "a cell u of K is shaded, or a cell w of the largest is, or an edge
// leaving K is taken": in a solution with u and w unshaded, both are on
// the one loop, which crosses K's boundary. It returns the number of
// clauses added.
func (p *Puzzle) cuts(f *cnf.Formula, set []uint32) int {
	d, _ := p.decode(set)
	C := p.Cols
	comp := make([]int, len(d.edges))
	for i := range comp {
		comp[i] = -1
	}
	var size []int
	for i := range d.edges {
		if comp[i] >= 0 || degree(d.edges[i]) == 0 {
			continue
		}
		k := len(size)
		size = append(size, 0)
		stack := []int{i}
		comp[i] = k
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size[k]++
			for dir, on := range d.edges[x] {
				if y := x + [4]int{-C, C, -1, 1}[dir]; on && comp[y] < 0 {
					comp[y] = k
					stack = append(stack, y)
				}
			}
		}
	}
	if len(size) < 2 {
		return 0
	}
	big := 0
	rep := make([]int, len(size))
	for i := len(comp) - 1; i >= 0; i-- {
		if comp[i] >= 0 {
			rep[comp[i]] = i
		}
	}
	for k := range size {
		if size[k] > size[big] {
			big = k
		}
	}
	added := 0
	for k := range size {
		if k == big {
			continue
		}
		u, w := rep[k], rep[big]
		cl := []int{p.ShadeVar(u/C, u%C) + 1, p.ShadeVar(w/C, w%C) + 1}
		for i, x := range comp {
			if x != k {
				continue
			}
			r, c := i/C, i%C
			if r > 0 && comp[i-C] != k {
				cl = append(cl, p.DownVar(r-1, c)+1)
			}
			if r+1 < p.Rows && comp[i+C] != k {
				cl = append(cl, p.DownVar(r, c)+1)
			}
			if c > 0 && comp[i-1] != k {
				cl = append(cl, p.RightVar(r, c-1)+1)
			}
			if c+1 < C && comp[i+1] != k {
				cl = append(cl, p.RightVar(r, c)+1)
			}
		}
		f.Add(cl...)
		added++
	}
	return added
}

func (p *Puzzle) satLoop(s cnf.SAT) solvers.Loop {
	f := p.CNF()
	n := p.Vars()
	return solvers.SATLoop(s, f, func(model []bool) ([]int, int) {
		sol := solvers.TrueElements(model, n)
		set := make([]uint32, len(sol))
		for i, x := range sol {
			set[i] = uint32(x)
		}
		if k := p.cuts(f, set); k > 0 {
			return nil, k
		}
		return sol, 0
	})
}

// EachSAT calls yield with every solution of p in turn (elements,
// sorted), found by the SAT solver of method, until yield returns
// false. A found solution is excluded by "not all of its elements": no
// solution holds another (its loop's cells would be the other's and
// more, with fewer edges).
func (p *Puzzle) EachSAT(ctx context.Context, method string, yield func([]int) bool) error {
	if method != "sat" && method != "sat-minisat" {
		return fmt.Errorf("yajilin: no method %q (methods: %s)", method, strings.Join(SATMethods, ", "))
	}
	return solvers.ByMethod(method,
		func(lp.MIP) error { return nil },
		func(s cnf.SAT) error { return p.satLoop(s).Each(ctx, yield) })
}

// SolverNames implements puzzles.Solvers.
func (g *Game) SolverNames() []string { return SATMethods }

// EachBy implements puzzles.Solvers.
func (g *Game) EachBy(ctx context.Context, method string, yield func([]int) bool) error {
	return g.P.EachSAT(ctx, method, yield)
}
