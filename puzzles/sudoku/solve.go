package sudoku

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/zdd"
)

// Method names a solver.
type Method int

// The solvers.
const (
	// Fast is the bitmask solver: naked and hidden singles to a fixpoint
	// (on standard 9x9 grids also locked candidates, box-line
	// interactions, in the top levels of the search), then branching on
	// a cell with fewest candidates.
	Fast Method = iota
	// PS12 is the PS-1-2 method: the same propagation (a value removed
	// from the peers of a placed cell; a value left in one cell of a row,
	// column or box placed there), branching only on a two-valued domain,
	// the first in row-major order, higher value first. When no cell has
	// two values left it branches on a cell with fewest values, so that
	// the search stays complete.
	PS12
	// DLX is Dancing Links over the exact cover matrix.
	DLX
	// ZDD builds the ZDD of all solutions and counts it.
	ZDD
)

// Methods lists every method.
var Methods = []Method{Fast, PS12, DLX, ZDD}

var methodNames = []string{"fast", "ps12", "dlx", "zdd"}

// String returns the method's name: fast, ps12, dlx or zdd.
func (m Method) String() string {
	if int(m) < len(methodNames) && m >= 0 {
		return methodNames[m]
	}
	return fmt.Sprintf("Method(%d)", int(m))
}

// ParseMethod returns the method of a name ("fast", "ps12" or "ps-1-2",
// "dlx", "zdd"; any case).
func ParseMethod(s string) (Method, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "ps-1-2" {
		t = "ps12"
	}
	for i, n := range methodNames {
		if n == t {
			return Method(i), nil
		}
	}
	return 0, fmt.Errorf("sudoku: unknown method %q (fast, ps12, dlx, zdd)", s)
}

// Result is the outcome of a solver run.
type Result struct {
	// Count is the number of solutions found (at most the limit asked).
	Count uint64
	// Solution is the first solution found (N*N values), nil if none.
	Solution []uint8
	// Nodes counts search tree nodes (or, for ZDD, memoised subproblems).
	Nodes uint64
}

// Solver solves puzzles of one shape with one method, reusing its
// buffers; it is not safe for concurrent use.
type Solver struct {
	method Method
	fast   *fastSolver
	fast9  *fast9
	dlx    *exactcover.DLX
	// generic turns off the 9x9 specialisation (for tests).
	generic bool
	key     geoKey
	// stop, if not nil, is asked now and then during the search of the
	// sides other than 9 whether to give up.
	stop func() bool
}

// dlxFor returns the solver's Dancing Links structure for p's shape with
// p's givens selected, or false when the givens clash. The caller
// unselects them when done.
func (s *Solver) dlxFor(p *Puzzle) (*exactcover.DLX, bool) {
	k := geoKey{p.BoxRows, p.BoxCols, p.X}
	if s.dlx == nil || s.key != k {
		s.dlx = exactcover.NewDLX(p.ExactCover())
		s.key = k
	}
	d := s.dlx
	d.ResetStats()
	n := p.N()
	for i, v := range p.Cells {
		if v != 0 {
			if err := d.Select(p.Var(i/n, i%n, int(v))); err != nil {
				d.Unselect()
				return nil, false
			}
		}
	}
	return d, true
}

// NewSolver returns a solver for the method.
func NewSolver(m Method) *Solver { return &Solver{method: m} }

// Solve counts the solutions of p, stopping at limit when limit > 0
// (limit 2 decides uniqueness), and returns the first solution found.
// Givens that clash give zero solutions; a malformed puzzle (wrong
// shape, value out of range) is an error.
func (s *Solver) Solve(p *Puzzle, limit uint64) (Result, error) {
	if err := p.checkShape(); err != nil {
		return Result{}, err
	}
	switch s.method {
	case Fast, PS12:
		if p.BoxRows == 3 && p.BoxCols == 3 && !p.X && !s.generic {
			if s.fast9 == nil {
				s.fast9 = newFast9(s.method == PS12)
			}
			s.fast9.nodes = 0
			c, first := s.fast9.solve(p, limit)
			return Result{Count: c, Solution: first, Nodes: s.fast9.nodes}, nil
		}
		k := geoKey{p.BoxRows, p.BoxCols, p.X}
		if s.fast == nil || s.key != k {
			s.fast = newFastSolver(p, s.method == PS12)
			s.key = k
		}
		s.fast.nodes = 0
		s.fast.stop = s.stop
		c, first := s.fast.solve(p, limit)
		return Result{Count: c, Solution: first, Nodes: s.fast.nodes}, nil
	case DLX:
		d, ok := s.dlxFor(p)
		if !ok {
			return Result{}, nil
		}
		defer d.Unselect()
		var res Result
		d.Each(func(rows []int) bool {
			res.Count++
			if res.Solution == nil {
				res.Solution = p.GridOf(rows)
			}
			return limit == 0 || res.Count < limit
		})
		res.Nodes = d.Stats().Nodes
		return res, nil
	case ZDD:
		m := zdd.New()
		d, ok := s.dlxFor(p)
		if !ok {
			return Result{}, nil
		}
		defer d.Unselect()
		f, err := d.ZDD(context.Background(), m)
		if err != nil {
			return Result{}, err
		}
		res := Result{Nodes: d.Stats().Nodes}
		c := m.Count(f)
		if c.IsUint64() {
			res.Count = c.Uint64()
		} else {
			res.Count = ^uint64(0)
		}
		if limit > 0 && res.Count > limit {
			res.Count = limit
		}
		if f != zdd.Empty {
			res.Solution = p.GridOf(firstSet(m, f))
		}
		return res, nil
	}
	return Result{}, fmt.Errorf("sudoku: unknown method %v", s.method)
}

// firstSet follows hi edges first down to Base: the set of f that is
// greatest in the order where a smaller variable ranks first.
func firstSet(m *zdd.Manager, f zdd.Node) []int {
	var out []int
	for f != zdd.Base {
		if m.Hi(f) != zdd.Empty {
			out = append(out, int(m.Var(f)))
			f = m.Hi(f)
		} else {
			f = m.Lo(f)
		}
	}
	return out
}

// Solve runs the method on p; see Solver.Solve.
func Solve(p *Puzzle, m Method, limit uint64) (Result, error) {
	return NewSolver(m).Solve(p, limit)
}

// Unique reports whether p has exactly one solution, and returns it (or
// one of the solutions when there are several).
func Unique(p *Puzzle) (bool, []uint8, error) {
	r, err := Solve(p, Fast, 2)
	return r.Count == 1, r.Solution, err
}

// UniqueContext is Unique under ctx: cancelling it stops the search
// and gives ctx's error.
func UniqueContext(ctx context.Context, p *Puzzle) (bool, []uint8, error) {
	s := NewSolver(Fast)
	s.stop = func() bool { return ctx.Err() != nil }
	r, err := s.Solve(p, 2)
	if err == nil {
		err = ctx.Err()
	}
	return r.Count == 1, r.Solution, err
}

// Var returns the exact cover row (and ZDD variable) of digit d in cell
// (r,c): (r*N+c)*N+(d-1).
func (p *Puzzle) Var(r, c, d int) int {
	n := p.N()
	return (r*n+c)*n + d - 1
}

// ExactCover returns the exact cover matrix of grids of p's shape and
// variant, givens not applied: row (r*N+c)*N+(d-1) places d in (r,c);
// primary columns are cell r*N+c, row-digit N²+r*N+d-1, column-digit
// 2N²+c*N+d-1, box-digit 3N²+b*N+d-1 and, for X, main-diagonal-digit
// 4N²+d-1 and anti-diagonal-digit 4N²+N+d-1.
func (p *Puzzle) ExactCover() *exactcover.Problem {
	n := p.N()
	nn := n * n
	prim := 4 * nn
	if p.X {
		prim += 2 * n
	}
	ec := exactcover.New(prim, 0)
	cols := make([]int, 0, 6)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			b := p.Box(r, c)
			for d := 0; d < n; d++ {
				cols = append(cols[:0], r*n+c, nn+r*n+d, 2*nn+c*n+d, 3*nn+b*n+d)
				if p.X && r == c {
					cols = append(cols, 4*nn+d)
				}
				if p.X && r+c == n-1 {
					cols = append(cols, 4*nn+n+d)
				}
				if _, err := ec.AddRow(cols...); err != nil {
					panic(err) // columns in range by construction
				}
			}
		}
	}
	return ec
}

// DLX returns a Dancing Links structure over p's exact cover matrix with
// the givens selected.
func (p *Puzzle) DLX() (*exactcover.DLX, error) {
	d := exactcover.NewDLX(p.ExactCover())
	n := p.N()
	for i, v := range p.Cells {
		if v == 0 {
			continue
		}
		if err := d.Select(p.Var(i/n, i%n, int(v))); err != nil {
			return nil, &CellError{Row: i / n, Col: i % n, Msg: "given clashes with another given"}
		}
	}
	return d, nil
}

// GridOf returns the grid of a set of exact cover rows.
func (p *Puzzle) GridOf(rows []int) []uint8 {
	n := p.N()
	g := make([]uint8, n*n)
	for _, v := range rows {
		g[v/n] = uint8(v%n + 1)
	}
	return g
}

// RowsOf returns the exact cover rows (ZDD variables) of a grid's filled
// cells, in increasing order.
func (p *Puzzle) RowsOf(grid []uint8) []uint32 {
	n := p.N()
	var out []uint32
	for i, v := range grid {
		if v != 0 {
			out = append(out, uint32(i*n+int(v)-1))
		}
	}
	return out
}

// Solutions returns the ZDD of all solutions of p in m: each solution is
// the set of its N*N placements (variables (r*N+c)*N+(d-1)).
func Solutions(ctx context.Context, m *zdd.Manager, p *Puzzle) (zdd.Node, error) {
	if err := p.Check(); err != nil {
		return zdd.Empty, err
	}
	d, err := p.DLX()
	if err != nil {
		return zdd.Empty, err
	}
	return d.ZDD(ctx, m)
}

// Grids returns the ZDD of all complete grids of the shape and variant.
// The build branches on the cells in row-major order (see
// exactcover.FirstColumn), so that equal subproblems recur.
func Grids(ctx context.Context, m *zdd.Manager, boxRows, boxCols int, x bool) (zdd.Node, error) {
	p, err := New(boxRows, boxCols, x)
	if err != nil {
		return zdd.Empty, err
	}
	d := exactcover.NewDLX(p.ExactCover())
	d.SetBranching(exactcover.FirstColumn)
	return d.ZDD(ctx, m)
}

// All returns the solutions of p (at most limit when limit > 0), found
// by Dancing Links, in its search order.
func All(p *Puzzle, limit int) ([][]uint8, error) {
	if err := p.checkShape(); err != nil {
		return nil, err
	}
	d, err := p.DLX()
	if err != nil {
		return nil, nil
	}
	var out [][]uint8
	d.Each(func(rows []int) bool {
		out = append(out, p.GridOf(rows))
		return limit <= 0 || len(out) < limit
	})
	return out, nil
}

// Estimate returns Knuth's random-path estimate of the number of nodes
// of the Dancing Links search tree of p (see exactcover.DLX.Estimate).
func Estimate(p *Puzzle, rng *rand.Rand, trials int) (float64, error) {
	if err := p.checkShape(); err != nil {
		return 0, err
	}
	d, err := p.DLX()
	if err != nil {
		return 1, nil
	}
	return d.Estimate(rng, trials), nil
}
