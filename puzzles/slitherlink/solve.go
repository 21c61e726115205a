package slitherlink

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// Options control Solutions.
type Options struct {
	// NoDeduce builds from the clues alone (the plain Algorithm 5),
	// without fixing edges by deduction first.
	NoDeduce bool
	// NoProbe keeps the deductions to the local rules (no probing).
	NoProbe bool
	// Multi admits unions of disjoint loops (the message-puzzle
	// variant) instead of a single loop.
	Multi bool
	// MaxStates is the state budget of one construction before the
	// puzzle is split on an edge (0: DefaultMaxStates; negative: no
	// budget, never split).
	MaxStates int
	// Stats, if not nil, receives the figures of the run.
	Stats *Stats
	// Note, if not nil, is told of each phase: the deductions, the
	// edges they leave open, each split.
	Note func(string)
}

// Stats describes one run of Solutions.
type Stats struct {
	// Open is the number of edges left open by the deductions.
	Open int
	// Deduced is true when the deductions fixed every edge.
	Deduced bool
	// Contradiction is true when the deductions proved there is no
	// solution.
	Contradiction bool
	// DeduceTime and BuildTime split the wall time.
	DeduceTime, BuildTime time.Duration
	// States is the number of distinct frontier states of the build and
	// Bytes the peak memory of its state tables.
	States int
	Bytes  int64
	// Splits is the number of times a construction outgrew its budget
	// and the puzzle was split on an edge; Lookaheads the number of
	// times the two trials of an edge (split.go) decided or related
	// edges instead, so that no split was needed there.
	Splits, Lookaheads int
	// Nodes is the size of the resulting ZDD.
	Nodes int
	// Rounds is the number of probing rounds (passes over the open
	// edges) of the deductions and Probes the number of edges tried,
	// splits included.
	Rounds, Probes int
}

// DefaultMaxStates is the state budget of one construction before
// Solutions splits the puzzle on an edge instead.
const DefaultMaxStates = 2000000

// With more frontier dots than rootWidth (splitWidth once split) having
// open edges, the puzzle is split on an edge without trying to build
// first; once split, a construction gets splitStates states at most.
const (
	rootWidth   = 18
	splitWidth  = 12
	splitStates = 20000
)

// Solutions returns the ZDD, in m, of every solution of p: sets of edge
// variables of graph.Grid(Rows+1, Cols+1). Edges fixed by the deductions
// are forced in or out; the family is the same with or without them.
// When a construction outgrows its state budget, the open edges are
// split: the family is the union of the families with one open edge
// forced in and forced out, each deduced and built in turn.
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, opt Options) (zdd.Node, error) {
	var st Stats
	defer func() {
		if opt.Stats != nil {
			*opt.Stats = st
		}
	}()
	if opt.NoDeduce {
		t1 := time.Now()
		var bs BuildStats
		n, err := build(ctx, m, newSolverSpec(p, nil, opt.Multi), &bs, 0)
		st.Open = p.Edges()
		st.BuildTime = time.Since(t1)
		st.States, st.Bytes = bs.States, bs.Bytes
		if err == nil {
			st.Nodes = m.NodeCount(n)
		}
		return n, err
	}
	budget := opt.MaxStates
	if budget == 0 {
		budget = DefaultMaxStates
	}
	note := func(format string, args ...any) {
		if opt.Note != nil {
			opt.Note(fmt.Sprintf(format, args...))
		}
	}
	note("deducing edges from the %d clues", p.clueCount())
	t0 := time.Now()
	d, ok := p.deduceWith(ctx, nil, !opt.NoProbe, opt.Multi)
	st.DeduceTime += time.Since(t0)
	if d.err != nil {
		return zdd.Empty, d.err
	}
	res := d.result(ok)
	st.Open, st.Contradiction = res.Open, res.Contradiction
	note("deductions left %d of %d edges open; building", res.Open, p.Edges())
	st.Deduced = res.Open == 0 && ok
	bctx := d.buildContext(ctx)
	// rec returns the family below the deducer's current state, which
	// it leaves unchanged (a split assigns, deduces and undoes).
	var rec func(depth int) (zdd.Node, error)
	rec = func(depth int) (zdd.Node, error) {
		entry := len(d.trail)
		defer d.undo(entry)
		// build1: whether to try a construction (at the start, and again
		// after lookaheads proved something, before splitting); settled:
		// whether a lookahead proved something since the last try
		build1, settled := true, false
		for {
			if err := ctx.Err(); err != nil {
				return zdd.Empty, err
			}
			if d.checkMemory(); d.err != nil {
				return zdd.Empty, d.err
			}
			open := 0
			for _, s := range d.st {
				if s == unknown {
					open++
				}
			}
			if build1 || open == 0 {
				build1 = false
				t1 := time.Now()
				var bs BuildStats
				lim, wmax := budget, rootWidth
				if depth > 0 {
					lim, wmax = splitStates, splitWidth
				}
				if open == 0 || budget < 0 || (depth == 0 && open*10 > 7*len(d.st)) {
					// nothing to split, no budget, or too few edges decided for
					// splitting to pay (a loosely clued puzzle has too many
					// solutions to enumerate by cases): build in one go
					lim = 0
				}
				var n zdd.Node
				err := errBudget
				if lim == 0 || d.width() <= wmax {
					n, err = build(bctx, m, newSolverSpec(p, append([]int8(nil), d.st...), opt.Multi), &bs, lim)
					st.BuildTime += time.Since(t1)
					st.States += bs.States
					if bs.Bytes > st.Bytes {
						st.Bytes = bs.Bytes
					}
				}
				if err != errBudget {
					return n, err
				}
			}
			e := d.branchEdge()
			t2 := time.Now()
			okOn, okOff, learned := d.lookahead(e, !opt.NoProbe)
			st.DeduceTime += time.Since(t2)
			if d.err != nil {
				return zdd.Empty, d.err
			}
			if !okOn && !okOff {
				return zdd.Empty, nil
			}
			if learned > 0 {
				// the trials proved something here: look again before
				// splitting, and try a construction first
				st.Lookaheads++
				settled = true
				continue
			}
			if settled {
				settled, build1 = false, true
				continue
			}
			break
		}
		st.Splits++
		e := d.branchEdge()
		note("splitting on edge %d at depth %d", e, depth+1)
		var out zdd.Node
		for _, val := range []int8{on, off} {
			t2 := time.Now()
			mark := len(d.trail)
			d.assign(e, val)
			ok := d.propagate()
			if ok && !opt.NoProbe {
				ok = d.probeFrom(mark)
			}
			st.DeduceTime += time.Since(t2)
			if d.err != nil {
				return zdd.Empty, d.err
			}
			r := zdd.Empty
			var err error
			if ok {
				r, err = rec(depth + 1)
			}
			d.undo(mark)
			if err != nil {
				return zdd.Empty, err
			}
			if err := m.Guard(func() { out = m.Union(out, r) }); err != nil {
				return zdd.Empty, err
			}
		}
		return out, nil
	}
	if !ok {
		st.Rounds, st.Probes = d.rounds, d.probes
		return zdd.Empty, nil
	}
	n, err := rec(0)
	if err != nil {
		return zdd.Empty, err
	}
	st.Nodes = m.NodeCount(n)
	st.Rounds, st.Probes = d.rounds, d.probes
	return n, nil
}

// Unique reports whether p has exactly one solution, and returns it when
// it has.
func (p *Puzzle) Unique(ctx context.Context, m *zdd.Manager, opt Options) (bool, []uint32, error) {
	f, err := p.Solutions(ctx, m, opt)
	if err != nil {
		return false, nil, err
	}
	if n, ok := m.Count64(f); !ok || n != 1 {
		return false, nil, nil
	}
	return true, FirstSets(m, f, 1)[0], nil
}

// FirstSets returns up to k sets of f, in the order of the diagram
// (leaving variables out before taking them).
func FirstSets(m *zdd.Manager, f zdd.Node, k int) [][]uint32 {
	var out [][]uint32
	var path []uint32
	var rec func(n zdd.Node)
	rec = func(n zdd.Node) {
		if len(out) >= k || n == zdd.Empty {
			return
		}
		if n == zdd.Base {
			out = append(out, append([]uint32(nil), path...))
			return
		}
		rec(m.Lo(n))
		path = append(path, m.Var(n))
		rec(m.Hi(n))
		path = path[:len(path)-1]
	}
	rec(f)
	return out
}

// Analysis is the designer's view of a solution family.
type Analysis struct {
	// Count is the number of solutions.
	Count *big.Int
	// Always lists the edges in every solution, Never those in none.
	Always, Never []uint32
	// Usage holds, per edge, the number of solutions using it.
	Usage []*big.Int
	// With two or more solutions, Two holds two of them and Diff the
	// edges where they differ.
	Two  [][]uint32
	Diff []uint32
}

// Analyze computes the analytics of a solution family f of p.
func (p *Puzzle) Analyze(m *zdd.Manager, f zdd.Node) *Analysis {
	use, total := m.Usage(f, p.Edges())
	a := &Analysis{Count: total, Usage: use}
	for e, u := range use {
		switch {
		case total.Sign() > 0 && u.Cmp(total) == 0:
			a.Always = append(a.Always, uint32(e))
		case u.Sign() == 0:
			a.Never = append(a.Never, uint32(e))
		}
	}
	if total.Cmp(big.NewInt(1)) > 0 {
		a.Two = FirstSets(m, f, 2)
		in := map[uint32]int{}
		for i, s := range a.Two {
			for _, e := range s {
				in[e] |= 1 << i
			}
		}
		for e := 0; e < p.Edges(); e++ {
			if x := in[uint32(e)]; x == 1 || x == 2 {
				a.Diff = append(a.Diff, uint32(e))
			}
		}
	}
	return a
}

// unmetClue returns the first cell (r, c), row-major, whose clue k the
// edge set on does not meet, with the number n of its edges in the set;
// r is -1 when every clue is met.
func (p *Puzzle) unmetClue(on []bool) (r, c, n, k int) {
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			k := p.Clue(r, c)
			if k < 0 {
				continue
			}
			n := 0
			for _, e := range p.CellEdges(r, c) {
				if on[e] {
					n++
				}
			}
			if n != k {
				return r, c, n, k
			}
		}
	}
	return -1, -1, 0, 0
}

// Check reports whether the edge set sol is a solution of p (a single
// loop, or with multi a union of disjoint loops, matching every clue):
// nil, or the first rule it breaks (a *CheckError), in pzprjs's order:
// no line, a branch, a crossing, a clue's count, several pieces of line
// (unless multi), a dead end.
func (p *Puzzle) Check(sol []uint32, multi bool) error {
	on := p.setToBools(sol)
	for _, e := range sol {
		if int(e) >= p.Edges() {
			return fmt.Errorf("edge %d out of range", e)
		}
	}
	g := p.Graph()
	deg := make([]int, g.N())
	adj := make([][]int, g.N())
	for _, e := range sol {
		ed := g.Edge(int(e))
		deg[ed.U]++
		deg[ed.V]++
		adj[ed.U] = append(adj[ed.U], ed.V)
		adj[ed.V] = append(adj[ed.V], ed.U)
	}
	if len(sol) == 0 {
		return &CheckError{Rule: RuleNoLoop, Row: -1, Col: -1, Msg: "no loop"}
	}
	dots := p.Cols + 1
	fail := func(rule string, v int, format string, args ...any) error {
		return &CheckError{Rule: rule, Row: v / dots, Col: v % dots, Msg: fmt.Sprintf(format, args...)}
	}
	dot := func(v int) string { return puzzles.CellName(v/dots, v%dots) }
	for v, d := range deg {
		if d == 3 {
			return fail(RuleBranch, v, "the line branches at dot %s", dot(v))
		}
	}
	for v, d := range deg {
		if d == 4 {
			return fail(RuleCross, v, "the line crosses itself at dot %s", dot(v))
		}
	}
	if r, c, n, k := p.unmetClue(on); r >= 0 {
		return &CheckError{Rule: RuleClue, Row: r, Col: c, Msg: fmt.Sprintf("cell %s has %d edges around it, but its clue is %d", puzzles.CellName(r, c), n, k)}
	}
	if !multi {
		start := -1
		for v, d := range deg {
			if d > 0 {
				start = v
				break
			}
		}
		seen := make([]bool, g.N())
		stack := []int{start}
		seen[start] = true
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, w := range adj[v] {
				if !seen[w] {
					seen[w] = true
					stack = append(stack, w)
				}
			}
		}
		for v, d := range deg {
			if d > 0 && !seen[v] {
				return fail(RuleOneLoop, v, "the edges form more than one loop")
			}
		}
	}
	for v, d := range deg {
		if d == 1 {
			return fail(RuleDeadEnd, v, "the line ends at dot %s", dot(v))
		}
	}
	return nil
}

// clueCount is the number of clues of p.
func (p *Puzzle) clueCount() int {
	n := 0
	for _, c := range p.Clues {
		if c != NoClue {
			n++
		}
	}
	return n
}
