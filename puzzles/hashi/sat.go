package hashi

import (
	"context"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
)

// CNF returns the formula of p: variable e+1 is bridge variable e. A
// pair's bridge k implies its bridge k-1; crossing pairs do not both
// have a bridge; each numbered island's pairs hold as many bridges as
// its number (a clause against each other combination of counts, an
// island having at most four pairs). Connectivity and the no-loops rule
// are not in it: SolveSAT cuts the answers that break them.
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	f.NewVars(p.Vars())
	x := func(q, k int) int { return int(p.Var(q, k)) + 1 }
	for q := range p.pairs {
		for k := 1; k < p.Max; k++ {
			f.Add(-x(q, k), x(q, k-1))
		}
		for _, y := range p.pairs[q].Cross {
			if y > q {
				f.Add(-x(q, 0), -x(y, 0))
			}
		}
	}
	inc := p.incidence()
	for i, is := range p.islands {
		if is.N == Unknown {
			continue
		}
		qs := inc[i]
		c := make([]int, len(qs))
		var rec func(j, sum int)
		rec = func(j, sum int) {
			if j == len(qs) {
				if sum == is.N {
					return
				}
				// not (every pair j has exactly c[j] bridges)
				var cl []int
				for j, q := range qs {
					if c[j] > 0 {
						cl = append(cl, -x(q, c[j]-1))
					}
					if c[j] < p.Max {
						cl = append(cl, x(q, c[j]))
					}
				}
				f.Add(cl...)
				return
			}
			for n := 0; n <= p.Max; n++ {
				c[j] = n
				rec(j+1, sum+n)
			}
		}
		rec(0, 0)
	}
	return f
}

// incidence lists each island's pairs.
func (p *Puzzle) incidence() [][]int {
	inc := make([][]int, len(p.islands))
	for q, pr := range p.pairs {
		inc[pr.A] = append(inc[pr.A], q)
		inc[pr.B] = append(inc[pr.B], q)
	}
	return inc
}

// SolveSAT solves p with the SAT solver s (the zero SAT: cadical):
// solve, cut the answers whose islands fall apart (some pair leaving
// each component has a bridge) or, without loops, that have a loop (not
// every pair of that cycle has a bridge), solve again; uniqueness by
// excluding the first solution and solving once more.
func (p *Puzzle) SolveSAT(ctx context.Context, s cnf.SAT) (solvers.Answer, error) {
	return p.satLoop(s).Run(ctx)
}

// EachSAT calls yield with every solution of p (bridge variables,
// sorted) found by the SAT solver s in turn, until yield returns false.
func (p *Puzzle) EachSAT(ctx context.Context, s cnf.SAT, yield func([]int) bool) error {
	return p.satLoop(s).Each(ctx, yield)
}

func (p *Puzzle) satLoop(s cnf.SAT) solvers.Loop {
	f := p.CNF()
	n := p.Vars()
	l := solvers.SATLoop(s, f, func(model []bool) ([]int, int) {
		set := solvers.TrueElements(model, n)
		cuts := p.cuts(set, f)
		if cuts > 0 {
			return nil, cuts
		}
		if set == nil {
			set = []int{} // the empty solution (a lone island)
		}
		return set, 0
	})
	// A solution is excluded exactly (every variable named), as with
	// islands without numbers one solution may hold another.
	l.Exclude = func(sol []int) {
		in := make([]bool, n)
		for _, e := range sol {
			in[e] = true
		}
		cl := make([]int, n)
		for e := range cl {
			if in[e] {
				cl[e] = -(e + 1)
			} else {
				cl[e] = e + 1
			}
		}
		f.Add(cl...)
	}
	return l
}

// cuts adds to f the clauses the set of bridge variables breaks:
// connectivity (for each component, a bridge on some pair leaving it)
// and without loops, one cycle's pairs not all bridged. It returns how
// many it added.
func (p *Puzzle) cuts(set []int, f *cnf.Formula) int {
	counts := make([]int, len(p.pairs))
	for _, e := range set {
		counts[e/p.Max]++
	}
	ni := len(p.islands)
	adj := make([][][2]int, ni) // neighbour, pair
	for q, n := range counts {
		if n > 0 {
			a, b := p.pairs[q].A, p.pairs[q].B
			adj[a] = append(adj[a], [2]int{b, q})
			adj[b] = append(adj[b], [2]int{a, q})
		}
	}
	comp := make([]int, ni)
	for i := range comp {
		comp[i] = -1
	}
	parent := make([][2]int, ni) // island, pair of the search tree
	depth := make([]int, ni)
	nc := 0
	cuts := 0
	cycled := false
	for s := 0; s < ni; s++ {
		if comp[s] >= 0 {
			continue
		}
		comp[s] = nc
		parent[s] = [2]int{-1, -1}
		stack := []int{s}
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, e := range adj[u] {
				v, q := e[0], e[1]
				if comp[v] < 0 {
					comp[v] = nc
					parent[v] = [2]int{u, q}
					depth[v] = depth[u] + 1
					stack = append(stack, v)
				} else if p.NoLoops && !cycled && q != parent[u][1] && q < len(p.pairs) && parent[v][1] != q {
					// a cycle: the pair q and the tree paths from u and
					// v up to their meeting island
					cyc := []int{q}
					a, b := u, v
					for a != b {
						if depth[a] < depth[b] {
							a, b = b, a
						}
						cyc = append(cyc, parent[a][1])
						a = parent[a][0]
					}
					cl := make([]int, len(cyc))
					for j, c := range cyc {
						cl[j] = -(int(p.Var(c, 0)) + 1)
					}
					f.Add(cl...)
					cuts++
					cycled = true
				}
			}
		}
		nc++
	}
	if nc > 1 {
		for c := 0; c < nc; c++ {
			var cl []int
			for q, pr := range p.pairs {
				if (comp[pr.A] == c) != (comp[pr.B] == c) {
					cl = append(cl, int(p.Var(q, 0))+1)
				}
			}
			f.Add(cl...)
			cuts++
		}
	}
	return cuts
}
