package numberlink

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync/atomic"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Options control the construction of solution families.
type Options struct {
	// Workers is passed to the top-down builder, and bounds the
	// goroutines that build the SAT backbone's windows (0 = all cores).
	Workers int
	// Progress, if not nil, receives the builder's progress reports.
	Progress func(topdown.Progress)
	// Note, if not nil, receives a line on each step of the SAT
	// backbone (which can take a minute on large boards with several
	// solutions), for a progress line.
	Note func(string)
	// NoDeduce skips the deductions made before construction (they
	// never change the result, only the time it takes).
	NoDeduce bool
	// NoProbe skips the costlier half of the deductions: trying each
	// undecided edge both ways and fixing it when one way leads to a
	// contradiction.
	NoProbe bool
	// Backbone, under rule A only, runs a SAT solver before the
	// construction to fix every edge that takes one value in all
	// solutions (each fixed value is proved by the solver finding no
	// solution with the opposite value). The family is still built over
	// all edges by the construction, which alone decides the count. It
	// needs a SAT solver's program (BackboneSolver) and is skipped
	// with NoDeduce. It settles boards whose open regions are too wide
	// for the construction alone (such as 50x50 boards with 34 pairs).
	//
	// Backbone forces it on boards of any size. Without it, it runs by
	// default under rule A on boards of at least AutoBackboneCells cells
	// when a solver's program is installed (and is left out quietly
	// when it is not); NoBackbone turns that off.
	Backbone bool
	// NoBackbone keeps the SAT backbone from running by default.
	NoBackbone bool
	// BackboneRounds bounds the number of solver runs of Backbone (0 =
	// 64); when they run out, the edges not yet proved stay undecided.
	BackboneRounds int

	// cheap leaves the label domains out of the deductions (quick's
	// first try: they cost more than they save there).
	cheap bool
}

// Graph returns graph.Grid(p.Rows, p.Cols), whose edge i is variable i of
// every solution family of p.
func (p *Puzzle) Graph() *graph.Graph {
	g, err := graph.Grid(p.Rows, p.Cols)
	if err != nil {
		panic(err) // New bounds the size; Grid cannot fail here.
	}
	return g
}

// prepare builds the board in the orientation with the shorter frontier
// and runs the deductions. It returns a nil spec when the deductions
// proved that there is no solution.
func (p *Puzzle) prepare(ctx context.Context, rule Rule, opt Options) (*spec, error) {
	if rule < RuleA || rule > RuleC {
		return nil, fmt.Errorf("numberlink: unknown rule %d", int(rule))
	}
	b, err := p.board(rule, p.Cols > p.Rows)
	if err != nil {
		return nil, err
	}
	if b.cols+1 > maxWidth {
		return nil, fmt.Errorf("numberlink: board %dx%d is too wide (shorter side at most %d)", p.Rows, p.Cols, maxWidth-1)
	}
	if b.k >= flagFree {
		return nil, fmt.Errorf("numberlink: too many pairs (%d)", b.k)
	}
	if !opt.NoDeduce {
		b.noLabel = opt.cheap
		err := b.deduce()
		b.noLabel = false
		backbone := rule == RuleA && (opt.Backbone ||
			!opt.NoBackbone && p.Rows*p.Cols >= AutoBackboneCells && BackboneSolver.Installed() == nil)
		if err == nil && backbone && !opt.Backbone && !opt.NoProbe {
			// By default, probing first on a small budget: it settles
			// most boards in milliseconds, and the SAT backbone (solver
			// processes, tens of milliseconds at least) is left to the
			// boards it does not settle.
			b.budget = probeBudget / 100
			err = b.probe(ctx, 50)
			b.budget = 0
			if err == nil && b.freeEdges() == 0 {
				backbone = false
			}
		}
		if err == nil && !opt.NoProbe && !backbone {
			err = b.probe(ctx, 50)
		}
		if err == nil && backbone {
			rounds := opt.BackboneRounds
			if rounds <= 0 {
				rounds = 64
			}
			b.note, b.workers = opt.Note, opt.Workers
			err = b.backbone(ctx, BackboneSolver, rounds)
			if err == nil && b.dom != nil {
				b.markAll()
			}
			if err == nil {
				// Propagate, which also checks the fixed edges.
				err = b.deduce()
			}
			// Probing comes after the backbone, which leaves it little
			// to do (nothing on a board with one solution).
			if err == nil && !opt.NoProbe {
				err = b.probe(ctx, 50)
			}
		}
		if err != nil {
			if errors.Is(err, errUnsolvable) {
				return nil, nil
			}
			return nil, err
		}
	}
	return newSpec(b, 1), nil
}

// AutoBackboneCells is the number of cells from which a rule-A board
// gets the SAT backbone by default (see Options.Backbone). On the boards
// of the data set it pays from about 200 cells: boards of 401-800 cells
// took 61 s together by probing and construction alone, 7.7 s with the
// backbone (the slowest from 8.1 s to 0.4 s), while on boards under 200
// cells the solver runs cost a few milliseconds more than they save.
const AutoBackboneCells = 200

// BackboneSolver decides the formulas of the SAT backbone: minisat and
// cadical race on each (minisat is mostly the faster on these formulas,
// by two to three times, but not on every one).
var BackboneSolver cnf.Decider = cnf.Race{cnf.Minisat, cnf.Cadical}

// retry runs build on s and, while a rule-A state overflows, again on
// specs with more room for pairs.
func retry[T any](s *spec, build func(*spec) (T, error)) (T, error) {
	for slack := 2; ; slack *= 2 {
		r, err := build(s)
		if err != nil || !s.Overflowed() {
			return r, err
		}
		if slack > 64 {
			var zero T
			return zero, ErrStateOverflow
		}
		s = newSpec(s.b, slack)
	}
}

// ErrStateOverflow is returned when a rule-A construction needed more
// room in a state than was reserved; the result would be incomplete.
var ErrStateOverflow = errors.New("numberlink: rule A state capacity exceeded")

// Solutions builds in m the ZDD of all solutions of p under rule: edge
// sets of p.Graph() (edge i = variable i).
func (p *Puzzle) Solutions(ctx context.Context, m *zdd.Manager, rule Rule, opt Options) (zdd.Node, error) {
	f, gt, err := p.solutions(ctx, m, rule, opt)
	if err != nil || gt == nil {
		return f, err
	}
	f, err = p.untranspose(ctx, m, f, gt)
	if err != nil {
		return zdd.Empty, err
	}
	return f, nil
}

// guard runs op, a computation of m, under m.Guard and stops it when ctx
// is done (then returning ctx's error and leaving m not interrupted).
func guard(ctx context.Context, m *zdd.Manager, op func()) error {
	stop := context.AfterFunc(ctx, m.Interrupt)
	err := m.Guard(op)
	if !stop() {
		// ctx was done: the interrupt came from it.
		m.ClearInterrupt()
		return ctx.Err()
	}
	return err
}

// solutions builds the ZDD of all solutions in the orientation of the
// construction: over the edges of the transposed grid, returned as gt,
// when the board was turned (gt is nil otherwise).
func (p *Puzzle) solutions(ctx context.Context, m *zdd.Manager, rule Rule, opt Options) (zdd.Node, *graph.Graph, error) {
	if !opt.NoDeduce && !opt.NoProbe && !opt.Backbone {
		f, gt, done, err := p.quick(ctx, m, rule, opt)
		if done || err != nil {
			return f, gt, err
		}
	}
	s, err := p.prepare(ctx, rule, opt)
	if err != nil {
		return zdd.Empty, nil, err
	}
	if s == nil {
		return zdd.Empty, nil, nil
	}
	f, err := construct(ctx, m, s, opt, 0, 0)
	if err != nil {
		return zdd.Empty, nil, err
	}
	if s.b.transposed {
		return f, s.b.g, nil
	}
	return f, nil, nil
}

// construct builds the family of s's board: with the compact
// construction of fill.go where it applies, otherwise with s. When the
// compact construction's rule-A superset is too large to check set by
// set, s builds the family confined to that superset (guidedSpec). A
// level and total above 0 bound the compact construction as in
// fillFamily, and then s's construction is bounded as quick's
// (quickExact, not confined); both return errFillBudget when they pass
// their bounds.
func construct(ctx context.Context, m *zdd.Manager, s *spec, opt Options, level, total int) (zdd.Node, error) {
	f, ok, err := fillFamily(ctx, m, s.b, opt, level, total)
	if ok || err != nil {
		return f, err
	}
	if level > 0 {
		return quickExact(ctx, m, s, opt)
	}
	bo := topdown.Options{Workers: opt.Workers, Progress: opt.Progress}
	if fs := newFillSpec(s.b); fs != nil && s.b.rule == RuleA {
		// The superset over every edge, in a manager of its own that
		// stays unchanged while the confined construction reads it.
		ms := zdd.New()
		sup, err := topdown.Build(ctx, ms, fs, bo)
		if err != nil {
			return zdd.Empty, err
		}
		return retry(s, func(s *spec) (zdd.Node, error) {
			return topdown.Build(ctx, m, &guidedSpec{s: s, m: ms, root: sup}, bo)
		})
	}
	return retry(s, func(s *spec) (zdd.Node, error) {
		return topdown.Build(ctx, m, s, bo)
	})
}

// quickLevel and quickStates bound the first, quick construction of
// solutions: it stops when a level has more than quickLevel states or
// all levels together more than quickStates. On the data set a board
// whose levels stay under quickLevel states is settled by the
// construction alone faster than with probing and the SAT backbone
// (36x20 boards in 0.14-0.17 s instead of 0.25-0.26 s), and one whose
// levels pass it is settled faster with them (the widest take 2-3 s
// without). The total bounds the time lost on a long board (about 0.2 s).
const (
	quickLevel  = 3000
	quickStates = 2_000_000
)

// fillLevel and fillStates bound quick's compact construction (fill.go)
// as quickLevel and quickStates bound the exact one. Its states are
// cheaper: on the data set every board of up to 800 cells but one is
// settled within these bounds, and faster so than with probing and the
// SAT backbone (40x20 boards in 19-42 ms instead of 197-232 ms, 25x25
// boards in 40-54 ms instead of 135-211 ms). The boards over them (a
// 25x25 board whose widest level passes fillLevel, settled by the
// backbone in 0.2 s; 50x50, 36x36 and larger boards, in 1-2.8 s) lose up
// to 0.15 s to the attempt.
const (
	fillLevel  = 40000
	fillStates = 1_500_000
)

// quick tries the construction after the cheap deductions alone (not
// even the label domains, which take 15 ms on a 36x20 board and seldom
// spare as much of the construction), within fillLevel and fillStates
// states of the compact construction (or, where it does not apply,
// quickLevel and quickStates of the exact one): most boards are settled
// so in milliseconds, where probing and the SAT backbone would cost more
// than the construction they shorten. It reports done when it settled
// the board (with the family, or the error of a stopped construction);
// otherwise the caller goes on with the full deductions. So the time
// spent scales with the board's difficulty rather than its size.
func (p *Puzzle) quick(ctx context.Context, m *zdd.Manager, rule Rule, opt Options) (zdd.Node, *graph.Graph, bool, error) {
	qo := opt
	qo.NoProbe, qo.NoBackbone, qo.cheap = true, true, true
	s, err := p.prepare(ctx, rule, qo)
	if err != nil {
		return zdd.Empty, nil, true, err
	}
	if s == nil {
		return zdd.Empty, nil, true, nil
	}
	switch f, err := construct(ctx, m, s, opt, fillLevel, fillStates); {
	case errors.Is(err, errFillBudget):
		return zdd.Empty, nil, false, nil
	case err != nil:
		return zdd.Empty, nil, true, err
	case s.b.transposed:
		return f, s.b.g, true, nil
	default:
		return f, nil, true, nil
	}
}

// quickExact is quick's construction with s itself, within quickLevel
// and quickStates states; it returns errFillBudget when it passes them.
func quickExact(ctx context.Context, m *zdd.Manager, s *spec, opt Options) (zdd.Node, error) {
	qctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var over atomic.Bool
	progress := func(pr topdown.Progress) {
		if !pr.Reducing && (pr.States > quickLevel || pr.Nodes > quickStates) && !over.Load() {
			over.Store(true)
			cancel()
		}
		if opt.Progress != nil {
			opt.Progress(pr)
		}
	}
	f, err := retry(s, func(s *spec) (zdd.Node, error) {
		return topdown.Build(qctx, m, s, topdown.Options{Workers: opt.Workers, Progress: progress})
	})
	if over.Load() && ctx.Err() == nil {
		return zdd.Empty, errFillBudget
	}
	return f, err
}

// Count returns the number of solutions of p under rule without keeping
// a ZDD.
func (p *Puzzle) Count(ctx context.Context, rule Rule, opt Options) (*big.Int, error) {
	s, err := p.prepare(ctx, rule, opt)
	if err != nil {
		return nil, err
	}
	if s == nil {
		return new(big.Int), nil
	}
	if rule == RuleB {
		// The compact construction is exact under rule B.
		if fs := newFillSpec(s.b); fs != nil {
			return topdown.Count(ctx, fs, topdown.Options{Workers: opt.Workers, Progress: opt.Progress})
		}
	}
	return retry(s, func(s *spec) (*big.Int, error) {
		return topdown.Count(ctx, s, topdown.Options{Workers: opt.Workers, Progress: opt.Progress})
	})
}

// Unique reports whether p has exactly one solution under rule, and
// returns that solution's label grid when it does.
func (p *Puzzle) Unique(ctx context.Context, rule Rule, opt Options) (bool, []int, error) {
	m := zdd.New()
	// The count needs no renaming of a turned board's family, which can
	// take long when it is large; a single solution is renamed at once.
	f, gt, err := p.solutions(ctx, m, rule, opt)
	if err != nil {
		return false, nil, err
	}
	n, ok := m.Count64(f)
	if !ok || n != 1 {
		return false, nil, nil
	}
	if gt != nil {
		if f, err = p.untranspose(ctx, m, f, gt); err != nil {
			return false, nil, err
		}
	}
	sets := m.Sets(f, 1)
	lab, err := p.Labels(sets[0])
	return true, lab, err
}

// untranspose renames the variables of f, a family over the edges of the
// transposed grid gt, to the edges of p.Graph(); it stops when ctx is
// done.
func (p *Puzzle) untranspose(ctx context.Context, m *zdd.Manager, f zdd.Node, gt *graph.Graph) (zdd.Node, error) {
	g := p.Graph()
	idx := make(map[[2]int]int, g.M())
	for i, e := range g.Edges() {
		idx[[2]int{e.U, e.V}] = i
	}
	perm := make([]uint32, gt.M())
	for i, e := range gt.Edges() {
		// Vertex (r, c) of gt is (c, r) of g.
		tu := (e.U%gt.Cols)*p.Cols + e.U/gt.Cols
		tv := (e.V%gt.Cols)*p.Cols + e.V/gt.Cols
		if tu > tv {
			tu, tv = tv, tu
		}
		perm[i] = uint32(idx[[2]int{tu, tv}])
	}
	var renamed zdd.Node
	var rerr error
	if err := guard(ctx, m, func() { renamed, rerr = m.Rename(f, perm) }); err != nil {
		return zdd.Empty, err
	}
	return renamed, rerr
}

// Labels converts a solution (a set of edges of p.Graph()) into the label
// grid of the data set format: each cell holds the number of the path
// through it, 0 if no path covers it. It checks that the set is a
// solution under rule C.
func (p *Puzzle) Labels(set []uint32) ([]int, error) {
	g := p.Graph()
	n := p.Rows * p.Cols
	deg := make([]int, n)
	adj := make([][]int, n)
	for _, e := range set {
		if int(e) >= g.M() {
			return nil, fmt.Errorf("numberlink: edge %d out of range", e)
		}
		ed := g.Edge(int(e))
		deg[ed.U]++
		deg[ed.V]++
		adj[ed.U] = append(adj[ed.U], ed.V)
		adj[ed.V] = append(adj[ed.V], ed.U)
	}
	lab := make([]int, n)
	for v := 0; v < n; v++ {
		want := 2
		if p.Cells[v] != 0 {
			want = 1
		}
		if deg[v] != want && !(p.Cells[v] == 0 && deg[v] == 0) {
			at := p.cellName(v)
			switch {
			case p.Cells[v] != 0 && deg[v] == 0:
				return nil, fmt.Errorf("numberlink: the %d at %s starts no path", p.Cells[v], at)
			case p.Cells[v] != 0:
				return nil, fmt.Errorf("numberlink: the %d at %s has %d lines (a number ends one path)", p.Cells[v], at, deg[v])
			case deg[v] == 1:
				return nil, fmt.Errorf("numberlink: a path stops at %s", at)
			default:
				return nil, fmt.Errorf("numberlink: a path branches at %s", at)
			}
		}
	}
	for k, x := range p.pairs {
		a, b := p.ends[k][0], p.ends[k][1]
		prev, cur := -1, a
		for {
			lab[cur] = x
			if cur == b {
				break
			}
			nxt := -1
			for _, y := range adj[cur] {
				if y != prev {
					nxt = y
				}
			}
			if nxt < 0 || lab[nxt] != 0 {
				return nil, fmt.Errorf("numberlink: the path from %s does not reach its pair", p.cellName(a))
			}
			prev, cur = cur, nxt
		}
	}
	for v := 0; v < n; v++ {
		if deg[v] > 0 && lab[v] == 0 {
			return nil, fmt.Errorf("numberlink: %s is on a path joining no pair", p.cellName(v))
		}
	}
	return lab, nil
}

// cellName names cell v as the language does: "(r, c)", from 0.
func (p *Puzzle) cellName(v int) string { return "cell " + puzzles.CellName(v/p.Cols, v%p.Cols) }

// Check reports whether a label grid (as in the data set format) is a
// solution of p in which no path touches itself (so that the paths are
// exactly the edges between equal adjacent labels), covering every cell
// unless rule is RuleC, and returns its edge set.
func (p *Puzzle) Check(lab []int, rule Rule) ([]uint32, error) {
	n := p.Rows * p.Cols
	if len(lab) != n {
		return nil, fmt.Errorf("numberlink: label grid has %d cells, want %d", len(lab), n)
	}
	g := p.Graph()
	var set []uint32
	for i, e := range g.Edges() {
		if lab[e.U] != 0 && lab[e.U] == lab[e.V] {
			set = append(set, uint32(i))
		}
	}
	got, err := p.Labels(set)
	if err != nil {
		return nil, err
	}
	for v := range got {
		if got[v] != lab[v] {
			return nil, fmt.Errorf("numberlink: %s: label grid is not a set of paths", p.cellName(v))
		}
		if rule != RuleC && got[v] == 0 {
			return nil, fmt.Errorf("numberlink: %s is not covered", p.cellName(v))
		}
	}
	return set, nil
}

// Forced runs the deductions made before construction (as Solutions
// would with opt) and returns the edges of p.Graph() they fix in and
// out. ok is false when they proved that p has no solution under rule.
func (p *Puzzle) Forced(ctx context.Context, rule Rule, opt Options) (fixedIn, fixedOut []uint32, ok bool, err error) {
	s, err := p.prepare(ctx, rule, opt)
	if err != nil || s == nil {
		return nil, nil, false, err
	}
	b := s.b
	g := p.Graph()
	for i, e := range b.g.Edges() {
		if b.force[i] == free {
			continue
		}
		u, v := e.U, e.V
		if b.transposed {
			// Vertex (r, c) of the transposed grid is (c, r) of p.
			u = (u%b.cols)*p.Cols + u/b.cols
			v = (v%b.cols)*p.Cols + v/b.cols
		}
		j := uint32(g.GridEdge(u/p.Cols, u%p.Cols, v/p.Cols, v%p.Cols))
		if b.force[i] == in {
			fixedIn = append(fixedIn, j)
		} else {
			fixedOut = append(fixedOut, j)
		}
	}
	slices.Sort(fixedIn)
	slices.Sort(fixedOut)
	return fixedIn, fixedOut, true, nil
}

// Explain reports why an edge set is not a solution of p under rule
// (a *CheckError naming the rule; nil when set is a solution): the
// first of pzprjs's rules broken, in its order (see checkLines), then a
// cell left uncovered (rules A and B) or a path touching itself (rule
// A), with its place.
func (p *Puzzle) Explain(set []uint32, rule Rule) error {
	if m := p.Graph().M(); slices.ContainsFunc(set, func(e uint32) bool { return int(e) >= m }) {
		_, err := p.Labels(set) // names the edge out of range
		return err
	}
	if len(set) == 0 && rule != RuleC {
		// no line on a board every cell of which a path must cover
		return &CheckError{Rule: RuleNoLine, Row: -1, Col: -1, Msg: "no line is drawn"}
	}
	if err := p.checkLines(set); err != nil {
		return err
	}
	lab, err := p.Labels(set)
	if err != nil {
		return err
	}
	if rule == RuleC {
		return nil
	}
	for v, l := range lab {
		if l == 0 {
			return &CheckError{Rule: RuleCovered, Row: v / p.Cols, Col: v % p.Cols, Msg: fmt.Sprintf("%s is not covered (rule %s covers every cell)", p.cellName(v), rule)}
		}
	}
	if rule != RuleA {
		return nil
	}
	in := make(map[uint32]bool, len(set))
	for _, e := range set {
		in[e] = true
	}
	for i, e := range p.Graph().Edges() {
		if lab[e.U] == lab[e.V] && !in[uint32(i)] {
			return &CheckError{Rule: RuleTouch, Row: e.U / p.Cols, Col: e.U % p.Cols, Msg: fmt.Sprintf("the path of %d touches itself between %s and %s (rule A)",
				lab[e.U], p.cellName(e.U), p.cellName(e.V))}
		}
	}
	return nil
}
