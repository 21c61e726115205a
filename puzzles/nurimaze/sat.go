package nurimaze

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/lp"
)

// CNF returns the formula of p: variable i+1 is "cell i is shaded",
// variable N+i+1 "cell i is on the route". The rooms are of one colour,
// the marked cells unshaded (on the route or off it), no 2x2 block of
// one colour, route cells unshaded, S and G with one route neighbour
// and other route cells with two. Connectivity and the absence of
// cycles are left to the cuts of EachSAT.
func (p *Puzzle) CNF() *cnf.Formula {
	f := &cnf.Formula{}
	N := len(p.Marks)
	f.NewVars(2 * N)
	x := func(i int) int { return i + 1 }
	y := func(i int) int { return N + i + 1 }
	firstOf := make([]int, p.Rooms)
	for i := range firstOf {
		firstOf[i] = -1
	}
	for i, k := range p.Room {
		if firstOf[k] < 0 {
			firstOf[k] = i
		} else {
			f.Add(-x(i), x(firstOf[k]))
			f.Add(x(i), -x(firstOf[k]))
		}
	}
	C := p.Cols
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c
			f.Add(-x(i), -x(i+1), -x(i+C), -x(i+C+1))
			f.Add(x(i), x(i+1), x(i+C), x(i+C+1))
		}
	}
	for i, m := range p.Marks {
		f.Add(-y(i), -x(i))
		if m != None {
			f.Add(-x(i))
		}
		switch m {
		case Start, Goal, Circle:
			f.Add(y(i))
		case Triangle:
			f.Add(-y(i))
		}
		need := 2
		if m == Start || m == Goal {
			need = 1
		}
		var lits []int
		for _, j := range p.neighbours(i) {
			lits = append(lits, y(j))
		}
		// y(i) -> exactly need of the neighbours are on the route.
		for mask := 0; mask < 1<<len(lits); mask++ {
			n := 0
			for k := range lits {
				if mask>>k&1 == 1 {
					n++
				}
			}
			if n == need {
				continue
			}
			cl := []int{-y(i)}
			for k, l := range lits {
				if mask>>k&1 == 1 {
					cl = append(cl, -l)
				} else {
					cl = append(cl, l)
				}
			}
			f.Add(cl...)
		}
	}
	return f
}

// EachSAT calls yield with every solution of p in turn (the shaded
// cells, sorted), found by the SAT solver s (the zero value: cadical),
// until yield returns false. A model whose unshaded cells fall apart
// gives a solution when one part alone is one, and otherwise cuts each
// part (a cell of it shaded, or a cell next to it unshaded); a model
// whose unshaded cells make a cycle cuts the cycle (one of its cells
// shaded). A solution found is excluded exactly (its shading, not its
// supersets).
func (p *Puzzle) EachSAT(ctx context.Context, s cnf.SAT, yield func([]int) bool) error {
	if s.Binary == "" {
		s = cnf.Cadical
	}
	f := p.CNF()
	N := len(p.Marks)
	var model []bool
	l := solvers.Loop{
		Solve: func(ctx context.Context) (bool, error) {
			ok, mod, err := s.Solve(ctx, f)
			model = mod
			return ok, err
		},
		Inspect: func() ([]int, int) { return p.inspect(f, model) },
		Exclude: func(sol []int) {
			in := make([]bool, N)
			for _, i := range sol {
				in[i] = true
			}
			cl := make([]int, N)
			for i := range cl {
				if in[i] {
					cl[i] = -(i + 1)
				} else {
					cl[i] = i + 1
				}
			}
			f.Add(cl...)
		},
	}
	return l.Each(ctx, yield)
}

// inspect returns the model's shading when it is a solution, or adds
// cuts and returns how many.
func (p *Puzzle) inspect(f *cnf.Formula, model []bool) ([]int, int) {
	N := len(p.Marks)
	shaded := solvers.TrueElements(model, N)
	set := make([]uint32, len(shaded))
	for i, c := range shaded {
		set[i] = uint32(c)
	}
	if p.Check(set) == nil {
		return shaded, 0
	}
	sh := make([]bool, N)
	for _, c := range shaded {
		sh[c] = true
	}
	comp := make([]int, N)
	for i := range comp {
		comp[i] = -1
	}
	var comps [][]int
	for i := range comp {
		if sh[i] || comp[i] >= 0 {
			continue
		}
		k := len(comps)
		comp[i] = k
		part := []int{i}
		for q := 0; q < len(part); q++ {
			for _, j := range p.neighbours(part[q]) {
				if !sh[j] && comp[j] < 0 {
					comp[j] = k
					part = append(part, j)
				}
			}
		}
		comps = append(comps, part)
	}
	if len(comps) > 1 {
		for _, part := range comps {
			alone := make([]uint32, 0, N)
			in := make([]bool, N)
			for _, c := range part {
				in[c] = true
			}
			for c := 0; c < N; c++ {
				if !in[c] {
					alone = append(alone, uint32(c))
				}
			}
			if p.Check(alone) == nil {
				out := make([]int, len(alone))
				for i, c := range alone {
					out[i] = int(c)
				}
				return out, 0
			}
		}
		for _, part := range comps {
			in := make([]bool, N)
			for _, c := range part {
				in[c] = true
			}
			var cl []int
			seen := map[int]bool{}
			for _, c := range part {
				cl = append(cl, c+1)
				for _, j := range p.neighbours(c) {
					if !in[j] && !seen[j] {
						seen[j] = true
						cl = append(cl, -(j + 1))
					}
				}
			}
			f.Add(cl...)
		}
		return nil, len(comps)
	}
	// One part with a cycle: find one and cut it.
	if cyc := p.cycle(sh); cyc != nil {
		var cl []int
		for _, c := range cyc {
			cl = append(cl, c+1)
		}
		f.Add(cl...)
		return nil, 1
	}
	return nil, 0
}

// cycle returns the cells of a cycle of unshaded cells, nil for none.
func (p *Puzzle) cycle(sh []bool) []int {
	N := len(p.Marks)
	parent := make([]int, N)
	depth := make([]int, N)
	for i := range parent {
		parent[i] = -2
	}
	for s := 0; s < N; s++ {
		if sh[s] || parent[s] != -2 {
			continue
		}
		parent[s] = -1
		stack := []int{s}
		for len(stack) > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, v := range p.neighbours(u) {
				if sh[v] || v == parent[u] {
					continue
				}
				if parent[v] == -2 {
					parent[v] = u
					depth[v] = depth[u] + 1
					stack = append(stack, v)
					continue
				}
				// u-v closes a cycle: walk both up to their meeting.
				a, b := u, v
				var left, right []int
				for a != b {
					if depth[a] >= depth[b] {
						left = append(left, a)
						a = parent[a]
					} else {
						right = append(right, b)
						b = parent[b]
					}
				}
				return append(append(left, a), right...)
			}
		}
	}
	return nil
}

// ExternalMethods are the methods of EachExternal.
var ExternalMethods = []string{"sat", "sat-minisat"}

// EachExternal yields the solutions found by an external method: "sat"
// (cadical) or "sat-minisat".
func (p *Puzzle) EachExternal(ctx context.Context, method string, yield func([]int) bool) error {
	if method != "sat" && method != "sat-minisat" {
		return fmt.Errorf("nurimaze: no method %q (methods: %s)", method, strings.Join(ExternalMethods, ", "))
	}
	return solvers.ByMethod(method,
		func(lp.MIP) error { return nil },
		func(s cnf.SAT) error { return p.EachSAT(ctx, s, yield) })
}
