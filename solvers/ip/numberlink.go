package ip

import (
	"context"
	"fmt"

	"zq/solvers"
	"zq/solvers/lp"
)

// NumberlinkModel holds a cell-labelling integer program of a
// Numberlink: X[p][k-1] is 1 when cell p carries label k. Its solutions,
// once no label forms a cycle apart from its path, are the rule-A
// solutions (every cell covered, no path touching itself).
type NumberlinkModel struct {
	*lp.Model
	X    [][]lp.Var
	p    *solvers.Numberlink
	nbr  [][]int
	cuts int
}

// NewNumberlinkModel builds the linearised product model (pratt false)
// or the neighbour-count model (pratt true).
func NewNumberlinkModel(p *solvers.Numberlink, pratt bool) (*NumberlinkModel, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	K := p.Pairs()
	g := p.Graph()
	name := "linearised"
	if pratt {
		name = "neighbour-count"
	}
	m := &NumberlinkModel{Model: &lp.Model{Name: fmt.Sprintf("numberlink %dx%d %s", p.W, p.H, name)}, p: p}
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
		if l := p.Grid[c]; l > 0 {
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
			if p.Grid[c] > 0 {
				b = 1
			}
			m.Add(fmt.Sprintf("Count_%d", c), t, lp.EQ, b)
		}
		return m, nil
	}
	for c := range m.X {
		if l := p.Grid[c]; l > 0 {
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
func (m *NumberlinkModel) Labels(res *lp.Result) []int {
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
// off every group of equally labelled cells that holds no endpoint:
// if all of them carry label k, so does a cell next to the group.
func (m *NumberlinkModel) Inspect(lab []int) ([]int, int) {
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
			ends = ends || m.p.Grid[group[i]] > 0
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
	return m.p.EdgesFromLabels(lab), 0
}

// ExcludeLabels adds the no-good cut of a labelling: at least one cell
// changes its label.
func (m *NumberlinkModel) ExcludeLabels(lab []int) {
	var t []lp.Term
	for c, k := range lab {
		t = append(t, lp.Term{Var: m.X[c][k-1], Coef: 1})
	}
	m.cuts++
	m.Add(fmt.Sprintf("NoGood_%d", m.cuts), t, lp.LE, float64(len(lab)-1))
}

// Numberlink solves p under rule A (every cell covered, no path touching
// itself) and decides uniqueness.
func Numberlink(ctx context.Context, p *solvers.Numberlink, opt *Options) (solvers.Answer, error) {
	return solvers.RunLoop(ctx, numberlinkLoop, p, opt)
}

// NumberlinkEach calls yield with every rule-A solution of p in turn
// (until it returns false).
func NumberlinkEach(ctx context.Context, p *solvers.Numberlink, opt *Options, yield func([]int) bool) error {
	return solvers.EachLoop(ctx, numberlinkLoop, p, opt, yield)
}

func numberlinkLoop(p *solvers.Numberlink, opt *Options) (solvers.Loop, error) {
	m, err := NewNumberlinkModel(p, opt != nil && opt.Pratt)
	if err != nil {
		return solvers.Loop{}, err
	}
	if p.Pairs() == 0 {
		// No path can cover a cell: no solution under rule A.
		return solvers.Loop{Solve: func(context.Context) (bool, error) { return false, nil }}, nil
	}
	var lab []int
	return mipLoop(opt.solver(), m.Model, opt.runs(), func(res *lp.Result) ([]int, int) {
		lab = m.Labels(res)
		return m.Inspect(lab)
	}, func([]int) { m.ExcludeLabels(lab) }), nil
}
