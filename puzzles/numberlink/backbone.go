package numberlink

import (
	"context"
	"fmt"

	"zq/solvers"
	"zq/solvers/cnf"
	"zq/solvers/sat"
)

// backbone fixes the edges that take the same value in every solution
// under rule A, proving each fixed value with a SAT solver before the
// construction. The formula is a relaxation of rule A (edge and label
// variables: every cell has one label, the degree it needs, an edge joins
// cells of equal label and adjacent cells of equal label are joined;
// closed loops are excluded only once they turn up, by clauses no set of
// paths violates), so every solution under rule A satisfies it and an
// edge value whose opposite makes it unsatisfiable holds in every
// solution. The edges already fixed by the deductions and the labels
// ruled out by the label domains are added as unit clauses. Candidates are the values of one solution; each further
// solution drops the values it does not share, and once the formula plus
// "some candidate differs" is unsatisfiable, all remaining candidates are
// fixed. It gives up (fixing nothing more) after maxRounds solver runs.
// It returns errUnsolvable when the formula has no model.
func (b *board) backbone(ctx context.Context, solver cnf.SAT, maxRounds int) error {
	if b.rule != RuleA {
		return fmt.Errorf("numberlink: the SAT backbone supports rule A only")
	}
	if b.k == 0 {
		return nil
	}
	np := &solvers.Numberlink{W: b.cols, H: b.rows, Grid: make([]int, len(b.lab))}
	for v, l := range b.lab {
		np.Grid[v] = int(l)
	}
	m := len(b.force)
	var cuts [][]int
	formula := func(block []int) (*cnf.Formula, error) {
		f, label, err := sat.NumberlinkCNF(np, solvers.RuleA)
		if err != nil {
			return nil, err
		}
		// Labels the domains have ruled out.
		if b.dom != nil {
			for v := range b.lab {
				for k := 0; k < b.k; k++ {
					if !b.hasLabel(v, k) {
						f.Add(-label(v, k+1))
					}
				}
			}
		}
		// No unit square has all four edges (they would close a loop).
		for r := 0; r+1 < b.rows; r++ {
			for c := 0; c+1 < b.cols; c++ {
				f.Add(-(b.g.GridEdge(r, c, r, c+1) + 1), -(b.g.GridEdge(r, c, r+1, c) + 1),
					-(b.g.GridEdge(r, c+1, r+1, c+1) + 1), -(b.g.GridEdge(r+1, c, r+1, c+1) + 1))
			}
		}
		for e, st := range b.force {
			switch st {
			case in:
				f.Add(e + 1)
			case out:
				f.Add(-(e + 1))
			}
		}
		for _, c := range cuts {
			f.Add(c...)
		}
		if block != nil {
			f.Add(block...)
		}
		return f, nil
	}
	// solve returns a model without closed loops, adding loop cuts as
	// they turn up, or nil when there is none.
	rounds := 0
	solve := func(block []int) ([]bool, error) {
		for {
			if rounds >= maxRounds {
				return nil, errGiveUp
			}
			rounds++
			f, err := formula(block)
			if err != nil {
				return nil, err
			}
			ok, model, err := solver.Solve(ctx, f)
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, nil
			}
			loops := b.loops(model)
			if len(loops) == 0 {
				return model, nil
			}
			cuts = append(cuts, loops...)
		}
	}
	model, err := solve(nil)
	if err == errGiveUp {
		return nil
	}
	if err != nil {
		return err
	}
	if model == nil {
		return errUnsolvable
	}
	// cand[e] = the value edge e takes in every solution found so far.
	cand := make([]int8, m)
	for e := 0; e < m; e++ {
		switch {
		case b.force[e] != free:
			cand[e] = 0
		case model[e+1]:
			cand[e] = 1
		default:
			cand[e] = -1
		}
	}
	for {
		var block []int
		for e, c := range cand {
			if c != 0 {
				block = append(block, -int(c)*(e+1))
			}
		}
		if len(block) == 0 {
			return nil
		}
		model, err := solve(block)
		if err == errGiveUp {
			return nil
		}
		if err != nil {
			return err
		}
		if model == nil {
			break
		}
		for e, c := range cand {
			if c == 1 && !model[e+1] || c == -1 && model[e+1] {
				cand[e] = 0
			}
		}
	}
	for e, c := range cand {
		switch c {
		case 1:
			b.force[e] = in
		case -1:
			b.force[e] = out
		}
	}
	return nil
}

var errGiveUp = fmt.Errorf("numberlink: backbone gave up")

// loops returns, for each closed loop among the edges set in model
// (variable e+1 = edge e), the clause "not all of its edges".
func (b *board) loops(model []bool) [][]int {
	n := len(b.lab)
	seen := make([]bool, n)
	var out [][]int
	for s := 0; s < n; s++ {
		if seen[s] {
			continue
		}
		// Walk the component of s.
		stack := []int{s}
		seen[s] = true
		var edges []int
		hasEnd := false
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if b.lab[v] != 0 {
				hasEnd = true
			}
			for _, e := range b.inc[v] {
				if !model[e+1] {
					continue
				}
				x := b.other(e, v)
				if x > v {
					edges = append(edges, e)
				}
				if !seen[x] {
					seen[x] = true
					stack = append(stack, x)
				}
			}
		}
		if !hasEnd && len(edges) > 0 {
			c := make([]int, len(edges))
			for i, e := range edges {
				c[i] = -(e + 1)
			}
			out = append(out, c)
		}
	}
	return out
}
