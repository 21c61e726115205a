package country

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/lp"
)

// SATMethods are the methods of EachSAT: "sat" (cadical) and
// "sat-minisat".
var SATMethods = []string{"sat", "sat-minisat"}

func (p *Puzzle) incident(i int) []int {
	r, c := i/p.Cols, i%p.Cols
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

// CNF returns the formula of p's local rules: variable v+1 is edge v,
// then a variable per cell "on the loop". Every cell has 0 or 2 edges;
// the loop's edges across a room's border are at most two; a numbered
// room has as many cells on the loop as its number and, unless Empty,
// every room one at least; two cells off the loop are not side by side
// across a border. Several loops are cut as they appear. used(i) is the
// variable of cell i.
func (p *Puzzle) CNF() (f *cnf.Formula, used func(i int) int) {
	f = &cnf.Formula{}
	f.NewVars(p.Vars())
	n := len(p.Room)
	f.NewVars(n)
	base := p.Vars() + 1
	used = func(i int) int { return base + i }
	C := p.Cols
	cross := make([][]int, p.Rooms)
	members := make([][]int, p.Rooms)
	for i := 0; i < n; i++ {
		var lits []int
		for _, e := range p.incident(i) {
			lits = append(lits, e+1)
		}
		f.CountIn(lits, func(k int) bool { return k == 0 || k == 2 })
		u := used(i)
		f.Add(append([]int{-u}, lits...)...)
		for _, l := range lits {
			f.Add(u, -l)
		}
		k := p.Room[i]
		members[k] = append(members[k], u)
		if c := i % C; c+1 < C && p.Room[i+1] != k {
			e := p.RightVar(i/C, c) + 1
			cross[k] = append(cross[k], e)
			cross[p.Room[i+1]] = append(cross[p.Room[i+1]], e)
			f.Add(u, used(i+1))
		}
		if i+C < n && p.Room[i+C] != k {
			e := p.DownVar(i/C, i%C) + 1
			cross[k] = append(cross[k], e)
			cross[p.Room[i+C]] = append(cross[p.Room[i+C]], e)
			f.Add(u, used(i+C))
		}
	}
	for k := 0; k < p.Rooms; k++ {
		counter(f, cross[k], 0, 2)
		if x := p.Num[k]; x > 0 {
			counter(f, members[k], x, x)
		}
		if !p.Empty {
			f.Add(members[k]...)
		}
	}
	return f, used
}

// counter adds a sequential counter making between lo and hi of lits
// true: reg[j] after i literals is "at least j of them".
func counter(f *cnf.Formula, lits []int, lo, hi int) {
	if lo > len(lits) {
		x := f.NewVar()
		f.Add(x)
		f.Add(-x)
		return
	}
	t := f.NewVar()
	f.Add(t)
	k := hi + 1
	prev := make([]int, k+1)
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
			f.Add(-prev[j], v)
			f.Add(-prev[j-1], -x, v)
			f.Add(-v, prev[j], prev[j-1])
			f.Add(-v, prev[j], x)
		}
		prev = cur
	}
	if lo > 0 {
		f.Add(prev[lo])
	}
	f.Add(-prev[hi+1])
}

// cuts adds, for each piece of the loop in the model but the largest,
// "a cell u of it is off the loop, or a cell w of the largest is, or an
// edge leaving the piece is in". It returns the number of clauses.
func (p *Puzzle) cuts(f *cnf.Formula, used func(int) int, set []uint32) int {
	e, _ := p.decode(set)
	C := p.Cols
	comp := make([]int, len(e))
	for i := range comp {
		comp[i] = -1
	}
	var size, rep []int
	for i := range e {
		if comp[i] >= 0 || degree(e[i]) == 0 {
			continue
		}
		k := len(size)
		size = append(size, 0)
		rep = append(rep, i)
		stack := []int{i}
		comp[i] = k
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size[k]++
			for d, on := range e[x] {
				if y := x + [4]int{-C, C, -1, 1}[d]; on && comp[y] < 0 {
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
		cl := []int{-used(rep[k]), -used(rep[big])}
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
	f, used := p.CNF()
	n := p.Vars()
	l := solvers.SATLoop(s, f, func(model []bool) ([]int, int) {
		sol := solvers.TrueElements(model, n)
		set := make([]uint32, len(sol))
		for i, x := range sol {
			set[i] = uint32(x)
		}
		if k := p.cuts(f, used, set); k > 0 {
			return nil, k
		}
		if sol == nil {
			sol = []int{}
		}
		return sol, 0
	})
	l.Exclude = func(sol []int) {
		if len(sol) > 0 {
			solvers.ExcludeAll(f, sol)
			return
		}
		all := make([]int, n)
		for v := range all {
			all[v] = v + 1
		}
		f.Add(all...)
	}
	return l
}

// EachSAT calls yield with every solution of p in turn (edges, sorted),
// found by the SAT solver of method, until yield returns false. A found
// loop is excluded by "not all of its edges" (no loop holds another),
// the empty loop (a solution only when rooms may go unvisited) by "some
// edge is in".
func (p *Puzzle) EachSAT(ctx context.Context, method string, yield func([]int) bool) error {
	if method != "sat" && method != "sat-minisat" {
		return fmt.Errorf("country: no method %q (methods: %s)", method, strings.Join(SATMethods, ", "))
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
