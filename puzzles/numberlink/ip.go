package numberlink

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/lp"
)

// IPOptions tune the integer program of a Numberlink (nil means the zero
// value).
type IPOptions struct {
	// Solver is the MIP solver; the zero value means lp.CBC.
	Solver lp.MIP
	// Pratt selects the neighbour-count model instead of the linearised
	// product model.
	Pratt bool
	// Runs, if set, is called after every solver run that found an
	// integer solution, with the number of cycles cut off (0 when the
	// run gave a puzzle solution).
	Runs func(run, subtours int)
}

// IPModel is a cell-labelling integer program of a Numberlink under rule
// A: X[c][k-1] is 1 when cell c carries label k, label k (1..Pairs())
// standing for the k-th number of p.Numbers(). Every cell has one label,
// a number its own. Its solutions, once no label forms a cycle apart
// from its path, are the rule-A solutions (every cell covered, no path
// touching itself).
type IPModel struct {
	*lp.Model
	X    [][]lp.Var
	p    *Puzzle
	nbr  [][]int
	cuts int
}

// label returns the label (1..Pairs()) of the number in cell c, 0 for an
// empty cell.
func (p *Puzzle) label(c int) int {
	if x := p.Cells[c]; x > 0 {
		return p.index[x] + 1
	}
	return 0
}

// NewIPModel builds the linearised product model (pratt false: y[p,q,k]
// = x[p,k] x[q,k] by three inequalities, and the number of equal
// neighbours is 1 at a number, 2 elsewhere) or the neighbour-count model
// (pratt true: a number has one neighbour of its label; elsewhere
// 2x[p,k] <= sum of x[q,k] over the neighbours q <= 2x[p,k] +
// M_p(1-x[p,k])).
func NewIPModel(p *Puzzle, pratt bool) (*IPModel, error) {
	p, err := New(p.Rows, p.Cols, p.Cells)
	if err != nil {
		return nil, err
	}
	K := p.Pairs()
	g := p.Graph()
	name := "linearised"
	if pratt {
		name = "neighbour-count"
	}
	m := &IPModel{Model: &lp.Model{Name: fmt.Sprintf("numberlink %dx%d %s", p.Cols, p.Rows, name)}, p: p}
	m.nbr = make([][]int, g.N())
	for _, e := range g.Edges() {
		m.nbr[e.U] = append(m.nbr[e.U], e.V)
		m.nbr[e.V] = append(m.nbr[e.V], e.U)
	}
	m.X = make([][]lp.Var, g.N())
	for c := range m.X {
		m.X[c] = make([]lp.Var, K)
		for k := range K {
			m.X[c][k] = m.Binary(fmt.Sprintf("x_%d_%d", c, k+1))
		}
	}
	for c := range m.X {
		var t []lp.Term
		for k := range K {
			t = append(t, lp.Term{Var: m.X[c][k], Coef: 1})
		}
		m.Add(fmt.Sprintf("One_%d", c), t, lp.EQ, 1)
		if l := p.label(c); l > 0 {
			m.Add(fmt.Sprintf("End_%d", c), []lp.Term{{Var: m.X[c][l-1], Coef: 1}}, lp.EQ, 1)
		}
	}
	if !pratt {
		// y[p,q,k] = x[p,k]*x[q,k] for neighbours p < q.
		y := map[[2]int][]lp.Var{}
		for _, e := range g.Edges() {
			a, b := min(e.U, e.V), max(e.U, e.V)
			vs := make([]lp.Var, K)
			for k := range K {
				v := m.Continuous(fmt.Sprintf("y_%d_%d_%d", a, b, k+1), 0, 1)
				vs[k] = v
				xa, xb := m.X[a][k], m.X[b][k]
				m.Add(fmt.Sprintf("ya_%d_%d_%d", a, b, k+1), []lp.Term{{Var: v, Coef: 1}, {Var: xa, Coef: -1}}, lp.LE, 0)
				m.Add(fmt.Sprintf("yb_%d_%d_%d", a, b, k+1), []lp.Term{{Var: v, Coef: 1}, {Var: xb, Coef: -1}}, lp.LE, 0)
				m.Add(fmt.Sprintf("yc_%d_%d_%d", a, b, k+1), []lp.Term{{Var: v, Coef: 1}, {Var: xa, Coef: -1}, {Var: xb, Coef: -1}}, lp.GE, -1)
			}
			y[[2]int{a, b}] = vs
		}
		for c := range m.X {
			var t []lp.Term
			for _, q := range m.nbr[c] {
				for _, v := range y[[2]int{min(c, q), max(c, q)}] {
					t = append(t, lp.Term{Var: v, Coef: 1})
				}
			}
			b := 2.0
			if p.Cells[c] > 0 {
				b = 1
			}
			m.Add(fmt.Sprintf("Count_%d", c), t, lp.EQ, b)
		}
		return m, nil
	}
	for c := range m.X {
		if l := p.label(c); l > 0 {
			var t []lp.Term
			for _, q := range m.nbr[c] {
				t = append(t, lp.Term{Var: m.X[q][l-1], Coef: 1})
			}
			m.Add(fmt.Sprintf("EndNbr_%d", c), t, lp.EQ, 1)
			continue
		}
		M := float64(len(m.nbr[c]))
		for k := range K {
			var t []lp.Term
			for _, q := range m.nbr[c] {
				t = append(t, lp.Term{Var: m.X[q][k], Coef: 1})
			}
			lo := append(append([]lp.Term(nil), t...), lp.Term{Var: m.X[c][k], Coef: -2})
			hi := append(append([]lp.Term(nil), t...), lp.Term{Var: m.X[c][k], Coef: M - 2})
			m.Add(fmt.Sprintf("NbrLo_%d_%d", c, k+1), lo, lp.GE, 0)
			m.Add(fmt.Sprintf("NbrHi_%d_%d", c, k+1), hi, lp.LE, M)
		}
	}
	return m, nil
}

// Labels returns the label of every cell in a solution.
func (m *IPModel) Labels(res *lp.Result) []int {
	lab := make([]int, len(m.X))
	for c := range m.X {
		for k, v := range m.X[c] {
			if res.Value(v) == 1 {
				lab[c] = k + 1
			}
		}
	}
	return lab
}

// Inspect returns the rule-A solution (edges) of a labelling, or cuts
// off every group of equally labelled cells that holds no number: if
// all of them carry label k, so does a cell next to the group.
func (m *IPModel) Inspect(lab []int) ([]int, int) {
	seen := make([]bool, len(lab))
	n := 0
	for c := range lab {
		if seen[c] {
			continue
		}
		k := lab[c]
		group := []int{c}
		seen[c] = true
		ends := false
		for i := 0; i < len(group); i++ {
			ends = ends || m.p.Cells[group[i]] > 0
			for _, q := range m.nbr[group[i]] {
				if !seen[q] && lab[q] == k {
					seen[q] = true
					group = append(group, q)
				}
			}
		}
		if ends || k == 0 {
			continue
		}
		inGroup := map[int]bool{}
		var t []lp.Term
		for _, q := range group {
			inGroup[q] = true
			t = append(t, lp.Term{Var: m.X[q][k-1], Coef: 1})
		}
		done := map[int]bool{}
		for _, q := range group {
			for _, r := range m.nbr[q] {
				if !inGroup[r] && !done[r] {
					done[r] = true
					t = append(t, lp.Term{Var: m.X[r][k-1], Coef: -1})
				}
			}
		}
		m.cuts++
		m.Add(fmt.Sprintf("Subtour_%d", m.cuts), t, lp.LE, float64(len(group)-1))
		n++
	}
	if n > 0 {
		return nil, n
	}
	// The edges joining orthogonally adjacent cells of equal label.
	var set []int
	for i, e := range m.p.Graph().Edges() {
		if lab[e.U] != 0 && lab[e.U] == lab[e.V] {
			set = append(set, i)
		}
	}
	return set, 0
}

// ExcludeLabels adds the no-good cut of a labelling: at least one cell
// changes its label.
func (m *IPModel) ExcludeLabels(lab []int) {
	var t []lp.Term
	for c, k := range lab {
		t = append(t, lp.Term{Var: m.X[c][k-1], Coef: 1})
	}
	m.cuts++
	m.Add(fmt.Sprintf("NoGood_%d", m.cuts), t, lp.LE, float64(len(lab)-1))
}

// SolveIP solves p under rule A (every cell covered, no path touching
// itself) by an integer program (solve, cut the cycles, solve again)
// and decides uniqueness by excluding the first labelling and solving
// again.
func (p *Puzzle) SolveIP(ctx context.Context, opt *IPOptions) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, (*Puzzle).ipLoop, p, opt)
}

// EachIP calls yield with every rule-A solution of p in turn (edges of
// p.Graph(), sorted), found by the integer program, until yield returns
// false.
func (p *Puzzle) EachIP(ctx context.Context, opt *IPOptions, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, (*Puzzle).ipLoop, p, opt, yield)
}

func (p *Puzzle) ipLoop(opt *IPOptions) (solvers.Loop, error) {
	if opt == nil {
		opt = &IPOptions{}
	}
	m, err := NewIPModel(p, opt.Pratt)
	if err != nil {
		return solvers.Loop{}, err
	}
	if m.p.Pairs() == 0 {
		// No path can cover a cell: no solution under rule A.
		return solvers.Loop{Solve: func(context.Context) (bool, error) { return false, nil }}, nil
	}
	var lab []int
	return solvers.MIPLoop(opt.Solver, m.Model, opt.Runs, func(res *lp.Result) ([]int, int) {
		lab = m.Labels(res)
		return m.Inspect(lab)
	}, func([]int) { m.ExcludeLabels(lab) }), nil
}
