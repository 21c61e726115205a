package masyu

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/lp"
)

// SATOptions tune the formula's solver (nil means the zero value).
type SATOptions struct {
	// Solver is the SAT solver; the zero value means cnf.Cadical.
	Solver cnf.SAT
}

// CNF returns the formula of p: variable e+1 is edge e of p.Graph();
// every cell has 0 or 2 edges, every pearl 2, and the pearls' rules are
// clauses on the edges around them. The loop is not forced to be one:
// EachSAT cuts the loops that are no solution as they appear.
func (p *Puzzle) CNF() *cnf.Formula {
	g := p.Graph()
	f := &cnf.Formula{}
	f.NewVars(g.M())
	R, C := p.Rows, p.Cols
	// edge returns the literal of the edge from cell (r, c) in direction
	// d, 0 when there is none.
	edge := func(r, c, d int) int {
		r2, c2 := r+dr[d], c+dc[d]
		if r < 0 || c < 0 || r >= R || c >= C || r2 < 0 || c2 < 0 || r2 >= R || c2 >= C {
			return 0
		}
		return g.GridEdge(r, c, r2, c2) + 1
	}
	hasPearl := false
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			var lits []int
			for d := 0; d < 4; d++ {
				if l := edge(r, c, d); l != 0 {
					lits = append(lits, l)
				}
			}
			x := p.At(r, c)
			if x == None {
				f.CountIn(lits, func(n int) bool { return n == 0 || n == 2 })
				continue
			}
			hasPearl = true
			f.CountIn(lits, func(n int) bool { return n == 2 })
			// notBoth forbids two edges together (a missing edge makes
			// the clause hold).
			notBoth := func(a, b int) {
				if a != 0 && b != 0 {
					f.Add(-a, -b)
				}
			}
			if x == Black {
				notBoth(edge(r, c, left), edge(r, c, right))
				notBoth(edge(r, c, up), edge(r, c, down))
				for d := 0; d < 4; d++ {
					a := edge(r, c, d)
					if a == 0 {
						continue
					}
					if b := edge(r+dr[d], c+dc[d], d); b != 0 {
						f.Add(-a, b)
					} else {
						f.Add(-a)
					}
				}
				continue
			}
			for _, h := range []int{left, right} {
				for _, v := range []int{up, down} {
					notBoth(edge(r, c, h), edge(r, c, v))
				}
			}
			for _, pair := range [][2]int{{left, right}, {up, down}} {
				a, b := edge(r, c, pair[0]), edge(r, c, pair[1])
				if a == 0 || b == 0 {
					continue
				}
				oa := edge(r+dr[pair[0]], c+dc[pair[0]], pair[0])
				ob := edge(r+dr[pair[1]], c+dc[pair[1]], pair[1])
				if oa != 0 && ob != 0 {
					f.Add(-a, -b, -oa, -ob)
				}
			}
		}
	}
	if !hasPearl {
		all := make([]int, g.M())
		for e := range all {
			all[e] = e + 1
		}
		f.Add(all...)
	}
	return f
}

// EachSAT calls yield with every solution of p in turn (edges of
// p.Graph(), sorted), found by the SAT solver, until yield returns
// false.
func (p *Puzzle) EachSAT(ctx context.Context, opt *SATOptions, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, (*Puzzle).satLoop, p, opt, yield)
}

// SolveSAT solves p by its formula and decides uniqueness by a
// blocking clause and a second solve.
func (p *Puzzle) SolveSAT(ctx context.Context, opt *SATOptions) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, (*Puzzle).satLoop, p, opt)
}

func (p *Puzzle) satLoop(opt *SATOptions) (solvers.Loop, error) {
	if opt == nil {
		opt = &SATOptions{}
	}
	f := p.CNF()
	g := p.Graph()
	return solvers.SATLoop(opt.Solver, f, func(model []bool) ([]int, int) {
		comps := solvers.Components(g, solvers.TrueElements(model, g.M()))
		for _, comp := range comps {
			set := make([]uint32, len(comp))
			for i, e := range comp {
				set[i] = uint32(e)
			}
			if p.Check(set) == nil {
				return comp, 0
			}
		}
		for _, comp := range comps {
			solvers.ExcludeAll(f, comp)
		}
		return nil, len(comps)
	}), nil
}

// ExternalMethods are the methods of EachExternal.
var ExternalMethods = []string{"sat", "sat-minisat"}

// EachExternal yields the solutions found by an external method: "sat"
// (cadical) or "sat-minisat".
func (p *Puzzle) EachExternal(ctx context.Context, method string, yield func([]int) bool) error {
	if method != "sat" && method != "sat-minisat" {
		return fmt.Errorf("masyu: no method %q (methods: %s)", method, strings.Join(ExternalMethods, ", "))
	}
	return solvers.ByMethod(method,
		func(lp.MIP) error { return nil },
		func(s cnf.SAT) error { return p.EachSAT(ctx, &SATOptions{Solver: s}, yield) })
}
