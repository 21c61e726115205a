// Package ip solves puzzles as integer programs by an external MIP
// solver: Slitherlink by the directed-arc model with flow conservation,
// one-in/one-out, clue demands, starting rules as cuts and iterative
// subtour elimination; Numberlink by the cell-labelling models (the
// linearised product model and the neighbour-count model); Sudoku by
// the assignment model. Uniqueness is decided by adding a no-good cut
// for the first solution and solving again.
package ip

import (
	"context"
	"fmt"

	"zq/solvers"
	"zq/solvers/lp"
)

// Options tune a solve.
type Options struct {
	// Solver is the MIP solver; the zero value means lp.CBC.
	Solver lp.MIP
	// NoStartingRules leaves out the Slitherlink starting-rule cuts.
	NoStartingRules bool
	// Feasibility drops the Slitherlink objective (minimise the arcs
	// used): the solver may stop at the first integer solution.
	Feasibility bool
	// Pratt selects the neighbour-count Numberlink model instead of the
	// linearised product model.
	Pratt bool
	// Runs, if set, is called after every solver run that found an
	// integer solution, with the number of subtours cut off (0 when the
	// run gave a puzzle solution).
	Runs func(run, subtours int)
}

func (o *Options) solver() lp.MIP {
	if o == nil || o.Solver.Binary == "" {
		return lp.CBC
	}
	return o.Solver
}

func (o *Options) runs() func(run, subtours int) {
	if o == nil {
		return nil
	}
	return o.Runs
}

// mipLoop returns the solvers.Loop that solves model with s and hands
// each optimal result to inspect; runs, if not nil, is then called with
// the number of the inspection and the cuts it made. exclude forbids a
// found solution.
func mipLoop(s lp.MIP, model *lp.Model, runs func(run, subtours int), inspect func(*lp.Result) ([]int, int), exclude func([]int)) solvers.Loop {
	var res *lp.Result
	run := 0
	return solvers.Loop{
		Solve: func(ctx context.Context) (bool, error) {
			var err error
			res, err = s.Solve(ctx, model)
			return err == nil && res.Status == lp.Optimal, err
		},
		Inspect: func() ([]int, int) {
			run++
			sol, cuts := inspect(res)
			if runs != nil {
				runs(run, cuts)
			}
			return sol, cuts
		},
		Exclude: exclude,
	}
}

// SlitherlinkModel holds the integer program of a Slitherlink: for every
// edge e of the dot lattice, arcs Fwd[e] (from Edge(e).U to Edge(e).V)
// and Bwd[e] (back).
type SlitherlinkModel struct {
	*lp.Model
	Fwd, Bwd []lp.Var
	cuts     int
}

// NewSlitherlinkModel builds the base model, with the starting rules as
// cuts if rules is set and the objective "minimise the arcs used" if
// objective is set (otherwise every feasible solution is optimal).
func NewSlitherlinkModel(p *solvers.Slitherlink, rules, objective bool) (*SlitherlinkModel, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	g := p.Graph()
	x := solvers.NewGridIndex(g)
	m := &SlitherlinkModel{Model: &lp.Model{Name: fmt.Sprintf("slitherlink %dx%d", p.Rows, p.Cols)}}
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
				ce := x.CellEdges(r, c)
				m.Add(fmt.Sprintf("Demand_%d_%d", r, c), both(ce[:]...), lp.EQ, float64(k))
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
		on, off := p.StartingRules()
		for _, e := range on {
			m.Add(fmt.Sprintf("Cut_%d", e), both(e), lp.EQ, 1)
		}
		for _, e := range off {
			m.Add(fmt.Sprintf("NoArc_%d", e), both(e), lp.EQ, 0)
		}
	}
	return m, nil
}

// Exclude adds the constraint that not every edge of set is used: a
// subtour elimination cut, or the no-good cut of a found loop.
func (m *SlitherlinkModel) Exclude(set []int) {
	var t []lp.Term
	for _, e := range set {
		t = append(t, lp.Term{Var: m.Fwd[e], Coef: 1}, lp.Term{Var: m.Bwd[e], Coef: 1})
	}
	m.cuts++
	m.Add(fmt.Sprintf("Subtour_%d", m.cuts), t, lp.LE, float64(len(set)-1))
}

// Edges returns the edges used by a solution.
func (m *SlitherlinkModel) Edges(res *lp.Result) []int {
	var set []int
	for e := range m.Fwd {
		if res.Value(m.Fwd[e])+res.Value(m.Bwd[e]) > 0 {
			set = append(set, e)
		}
	}
	return set
}

// Slitherlink solves p and decides uniqueness.
func Slitherlink(ctx context.Context, p *solvers.Slitherlink, opt *Options) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, slitherlinkLoop, p, opt)
}

// SlitherlinkEach calls yield with every solution of p in turn (until it
// returns false).
func SlitherlinkEach(ctx context.Context, p *solvers.Slitherlink, opt *Options, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, slitherlinkLoop, p, opt, yield)
}

func slitherlinkLoop(p *solvers.Slitherlink, opt *Options) (solvers.Loop, error) {
	m, err := NewSlitherlinkModel(p, opt == nil || !opt.NoStartingRules, opt == nil || !opt.Feasibility)
	if err != nil {
		return solvers.Loop{}, err
	}
	g := p.Graph()
	x := solvers.NewGridIndex(g)
	return mipLoop(opt.solver(), m.Model, opt.runs(), func(res *lp.Result) ([]int, int) {
		return p.SplitLoops(g, x, m.Edges(res), m.Exclude)
	}, m.Exclude), nil
}
