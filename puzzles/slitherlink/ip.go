package slitherlink

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/lp"
)

// IPOptions tune the integer program of a Slitherlink (nil means the
// zero value).
type IPOptions struct {
	// Solver is the MIP solver; the zero value means lp.CBC.
	Solver lp.MIP
	// NoStartingRules leaves out the starting-rule cuts.
	NoStartingRules bool
	// Feasibility drops the objective (minimise the arcs used): the
	// solver may stop at the first integer solution.
	Feasibility bool
	// Runs, if set, is called after every solver run that found an
	// integer solution, with the number of subtours cut off (0 when the
	// run gave a puzzle solution).
	Runs func(run, subtours int)
}

// IPModel is the integer program of a Slitherlink, the directed-arc
// model: for every edge e of the dot lattice, arcs Fwd[e] (from
// Edge(e).U to Edge(e).V) and Bwd[e] (back); a clue counts both arcs of
// its four edges (Demand), every dot has as many arcs in as out
// (NetFlow) and at most one of each (OneIn, OneOut), an edge is used in
// one direction at most (OneWay). Loops other than the solution are cut
// off as they appear.
type IPModel struct {
	*lp.Model
	Fwd, Bwd []lp.Var
	cuts     int
}

// NewIPModel builds the model of p, with the starting rules
// (StartingRules) as cuts if rules is set and the objective "minimise
// the arcs used" if objective is set (otherwise every feasible solution
// is optimal).
func NewIPModel(p *Puzzle, rules, objective bool) (*IPModel, error) {
	p, err := p.forExternal()
	if err != nil {
		return nil, err
	}
	g := p.Graph()
	m := &IPModel{Model: &lp.Model{Name: fmt.Sprintf("slitherlink %dx%d", p.Rows, p.Cols)}}
	for _, e := range g.Edges() {
		f := m.Binary(fmt.Sprintf("x_%d_%d", e.U, e.V))
		b := m.Binary(fmt.Sprintf("x_%d_%d", e.V, e.U))
		if objective {
			m.SetObjective(f, 1)
			m.SetObjective(b, 1)
		}
		m.Fwd = append(m.Fwd, f)
		m.Bwd = append(m.Bwd, b)
	}
	both := func(es ...int) []lp.Term {
		var t []lp.Term
		for _, e := range es {
			t = append(t, lp.Term{Var: m.Fwd[e], Coef: 1}, lp.Term{Var: m.Bwd[e], Coef: 1})
		}
		return t
	}
	positive := false
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if k := p.Clue(r, c); k >= 0 {
				s := p.sides(r, c)
				m.Add(fmt.Sprintf("Demand_%d_%d", r, c), both(s[:]...), lp.EQ, float64(k))
				positive = positive || k > 0
			}
		}
	}
	inc := solvers.Incident(g)
	for v := range inc {
		var in, out, flow []lp.Term
		for _, e := range inc[v] {
			ed := g.Edge(e)
			a, b := m.Fwd[e], m.Bwd[e] // a enters ed.V, b enters ed.U
			if ed.U == v {
				a, b = b, a
			}
			in = append(in, lp.Term{Var: a, Coef: 1})
			out = append(out, lp.Term{Var: b, Coef: 1})
			flow = append(flow, lp.Term{Var: a, Coef: 1}, lp.Term{Var: b, Coef: -1})
		}
		m.Add(fmt.Sprintf("NetFlow_%d", v), flow, lp.EQ, 0)
		m.Add(fmt.Sprintf("OneIn_%d", v), in, lp.LE, 1)
		m.Add(fmt.Sprintf("OneOut_%d", v), out, lp.LE, 1)
	}
	for e := range g.Edges() {
		m.Add(fmt.Sprintf("OneWay_%d", e), both(e), lp.LE, 1)
	}
	if !positive {
		// Without a positive clue the empty set meets every constraint;
		// a loop is not empty.
		var all []int
		for e := range g.Edges() {
			all = append(all, e)
		}
		m.Add("NonEmpty", both(all...), lp.GE, 1)
	}
	if rules {
		in, out := p.StartingRules()
		for _, e := range in {
			m.Add(fmt.Sprintf("Cut_%d", e), both(e), lp.EQ, 1)
		}
		for _, e := range out {
			m.Add(fmt.Sprintf("NoArc_%d", e), both(e), lp.EQ, 0)
		}
	}
	return m, nil
}

// Exclude adds the constraint that not every edge of set is used: a
// subtour elimination cut, or the no-good cut of a found loop.
func (m *IPModel) Exclude(set []int) {
	var t []lp.Term
	for _, e := range set {
		t = append(t, lp.Term{Var: m.Fwd[e], Coef: 1}, lp.Term{Var: m.Bwd[e], Coef: 1})
	}
	m.cuts++
	m.Add(fmt.Sprintf("Subtour_%d", m.cuts), t, lp.LE, float64(len(set)-1))
}

// Edges returns the edges used by a solution.
func (m *IPModel) Edges(res *lp.Result) []int {
	var set []int
	for e := range m.Fwd {
		if res.Value(m.Fwd[e])+res.Value(m.Bwd[e]) > 0 {
			set = append(set, e)
		}
	}
	return set
}

// SolveIP solves p by its integer program (solve, cut the loops that are
// no solution, solve again) and decides uniqueness by excluding the
// first solution and solving again.
func (p *Puzzle) SolveIP(ctx context.Context, opt *IPOptions) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, (*Puzzle).ipLoop, p, opt)
}

// EachIP calls yield with every solution of p in turn (edges of
// p.Graph(), sorted), found by the integer program, until yield returns
// false.
func (p *Puzzle) EachIP(ctx context.Context, opt *IPOptions, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, (*Puzzle).ipLoop, p, opt, yield)
}

func (p *Puzzle) ipLoop(opt *IPOptions) (solvers.Loop, error) {
	if opt == nil {
		opt = &IPOptions{}
	}
	p, err := p.forExternal()
	if err != nil {
		return solvers.Loop{}, err
	}
	m, err := NewIPModel(p, !opt.NoStartingRules, !opt.Feasibility)
	if err != nil {
		return solvers.Loop{}, err
	}
	return solvers.MIPLoop(opt.Solver, m.Model, opt.Runs, func(res *lp.Result) ([]int, int) {
		return p.splitLoops(m.Edges(res), m.Exclude)
	}, m.Exclude), nil
}
