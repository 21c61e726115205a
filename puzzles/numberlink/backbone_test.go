package numberlink

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// boardSolutions returns the solutions of p under rule A (edge sets of
// p.Graph(), built without deductions), at most limit of them.
func boardSolutions(t *testing.T, p *Puzzle, limit int) [][]uint32 {
	t.Helper()
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, RuleA, Options{Workers: 1, NoDeduce: true})
	if err != nil {
		t.Fatal(err)
	}
	var sols [][]uint32
	m.Each(f, func(set []uint32) bool {
		sols = append(sols, append([]uint32(nil), set...))
		return len(sols) < limit
	})
	return sols
}

// TestBackboneFormulaKeepsSolutions checks the formula of the backbone
// against every solution under rule A of small random boards: with the
// edges of the solution added as unit clauses, it must stay satisfiable,
// both before the deductions and with the edges and label domains they
// fix.
func TestBackboneFormulaKeepsSolutions(t *testing.T) {
	if _, err := cnf.Cadical.Path(); err != nil {
		t.Skipf("SAT solver not installed: %v", err)
	}
	rng := rand.New(rand.NewSource(7))
	ctx := context.Background()
	calls := 0
	for it := 0; it < 24; it++ {
		rows, cols := 3+rng.Intn(4), 3+rng.Intn(4)
		var p *Puzzle
		if it%4 == 3 {
			p = randomPuzzle(rng, rows, cols, 1+rng.Intn(rows*cols/4))
		} else {
			for try := 0; p == nil && try < 100; try++ {
				p = randomFilled(rng, rows, cols)
			}
		}
		if p == nil {
			continue
		}
		sols := boardSolutions(t, p, 4)
		for _, deduced := range []bool{false, true} {
			b, err := p.board(RuleA, false)
			if err != nil {
				t.Fatal(err)
			}
			if deduced {
				if err := b.deduce(); err != nil {
					if len(sols) == 0 {
						continue
					}
					t.Fatalf("deductions failed on a board with solutions: %v\n%s", err, p)
				}
			}
			base, err := b.backboneFormula()
			if err != nil {
				if len(sols) == 0 {
					continue
				}
				t.Fatalf("formula: %v\n%s", err, p)
			}
			for _, s := range sols {
				f := base.Clone()
				on := make([]bool, len(b.force))
				for _, e := range s {
					on[e] = true
				}
				for e := range on {
					if on[e] {
						f.Add(e + 1)
					} else {
						f.Add(-(e + 1))
					}
				}
				ok, _, err := cnf.Cadical.Solve(ctx, f)
				if err != nil {
					t.Fatal(err)
				}
				calls++
				if !ok {
					t.Fatalf("the formula excludes solution %v (deductions %v)\n%s", s, deduced, p)
				}
			}
		}
	}
	if calls < 30 {
		t.Fatalf("only %d solutions checked", calls)
	}
}

// TestLoopCutsKeepSolutions checks the clauses that exclude closed loops:
// each excludes its loop and holds in every solution. The loops are the
// borders of random rectangles of cells, and pairs of them.
func TestLoopCutsKeepSolutions(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	cuts := 0
	for it := 0; it < 40; it++ {
		rows, cols := 4+rng.Intn(3), 4+rng.Intn(3)
		var p *Puzzle
		for try := 0; p == nil && try < 100; try++ {
			p = randomFilled(rng, rows, cols)
		}
		if p == nil {
			continue
		}
		b, err := p.board(RuleA, false)
		if err != nil {
			t.Fatal(err)
		}
		sols := boardSolutions(t, p, 50)
		for try := 0; try < 20; try++ {
			model := make([]bool, len(b.force)+1)
			for range 1 + rng.Intn(2) {
				r0, c0 := rng.Intn(rows-1), rng.Intn(cols-1)
				r1, c1 := r0+1+rng.Intn(rows-1-r0), c0+1+rng.Intn(cols-1-c0)
				for c := c0; c < c1; c++ {
					model[b.g.GridEdge(r0, c, r0, c+1)+1] = true
					model[b.g.GridEdge(r1, c, r1, c+1)+1] = true
				}
				for r := r0; r < r1; r++ {
					model[b.g.GridEdge(r, c0, r+1, c0)+1] = true
					model[b.g.GridEdge(r, c1, r+1, c1)+1] = true
				}
			}
			for _, cl := range b.loops(model) {
				cuts++
				for _, l := range cl {
					if l > 0 && model[l] || l < 0 && !model[-l] {
						t.Fatalf("cut %v does not exclude its loop\n%s", cl, p)
					}
				}
				for _, s := range sols {
					on := make(map[int]bool, len(s))
					for _, e := range s {
						on[int(e)+1] = true
					}
					sat := false
					for _, l := range cl {
						sat = sat || l > 0 && on[l] || l < 0 && !on[-l]
					}
					if !sat {
						t.Fatalf("cut %v excludes solution %v\n%s", cl, s, p)
					}
				}
			}
		}
	}
	if cuts < 50 {
		t.Fatalf("only %d cuts checked", cuts)
	}
}

// twoSolutions is a board with two solutions under rule A.
var twoSolutions = [][]int{
	{0, 0, 0, 0, 0, 4},
	{0, 1, 0, 1, 0, 0},
	{0, 2, 3, 0, 0, 0},
	{3, 0, 0, 2, 4, 0},
}

// tiled returns the board of copies of rows placed side by side (across
// copies) or one above the other, each copy with labels of its own.
func tiled(t *testing.T, rows [][]int, copies int, across bool) *Puzzle {
	t.Helper()
	h, w := len(rows), len(rows[0])
	R, C := h, w*copies
	if !across {
		R, C = h*copies, w
	}
	cells := make([]int, R*C)
	for k := 0; k < copies; k++ {
		for r, row := range rows {
			for c, x := range row {
				if x != 0 {
					x += 4 * k
				}
				if across {
					cells[r*C+k*w+c] = x
				} else {
					cells[(k*h+r)*C+c] = x
				}
			}
		}
	}
	p, err := New(R, C, cells)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestDropLocal checks the windows of the backbone against every
// solution of small boards: a window covering the board drops exactly
// the edges that vary among the solutions, and small windows drop only
// such edges (and on tiled boards with independent regions, all of
// them).
func TestDropLocal(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	ctx := context.Background()
	boards := []*Puzzle{tiled(t, twoSolutions, 1, true), tiled(t, twoSolutions, 2, true),
		tiled(t, twoSolutions, 3, true), tiled(t, twoSolutions, 2, false)}
	for len(boards) < 24 {
		if p := randomFilled(rng, 3+rng.Intn(4), 3+rng.Intn(4)); p != nil {
			boards = append(boards, p)
		}
	}
	multi, dropped := 0, 0
	for _, p := range boards {
		rows, cols := p.Rows, p.Cols
		sols := boardSolutions(t, p, 1<<20)
		if len(sols) == 0 {
			t.Fatalf("no solution\n%s", p)
		}
		m := p.Graph().M()
		// count[e]: the number of solutions holding edge e.
		count := make([]int, m)
		for _, s := range sols {
			for _, e := range s {
				count[e]++
			}
		}
		model := make([]bool, m+1)
		for _, e := range sols[0] {
			model[e+1] = true
		}
		for _, w := range [][2]int{{max(rows, cols), 1}, {6, 3}, {3, 1}, {2, 2}} {
			b, err := p.board(RuleA, false)
			if err != nil {
				t.Fatal(err)
			}
			cand := make([]int8, m)
			for e := range cand {
				cand[e] = -1
				if model[e+1] {
					cand[e] = 1
				}
			}
			if err := b.dropLocal(ctx, cand, model, w[0], w[1]); err != nil {
				t.Fatalf("window %d: %v\n%s", w[0], err, p)
			}
			// Independent regions fit windows of 6 cells.
			whole := w[0] >= max(rows, cols) || w[0] == 6 && max(rows, cols) > 6
			for e, c := range cand {
				varies := count[e] > 0 && count[e] < len(sols)
				if c == 0 && !varies {
					t.Fatalf("window %d dropped edge %d, which every solution has or lacks\n%s", w[0], e, p)
				}
				if c == 0 {
					dropped++
				}
				if whole && c != 0 && varies {
					t.Fatalf("windows of %d kept edge %d, which varies among the %d solutions\n%s", w[0], e, len(sols), p)
				}
			}
			for e, st := range b.force {
				if st != free {
					t.Fatalf("dropLocal left edge %d fixed", e)
				}
			}
		}
		if len(sols) > 1 {
			multi++
		}
	}
	if multi < 4 || dropped == 0 {
		t.Fatalf("boards with several solutions: %d, edges dropped: %d; want more", multi, dropped)
	}
}

// The backbone says what it is doing through Options.Note: a line per
// solver run, and one when a second solution sends it to the windows
// (on three copies of a board with two solutions side by side).
func TestBackboneNotes(t *testing.T) {
	if err := BackboneSolver.Installed(); err != nil {
		t.Skipf("no SAT solver: %v", err)
	}
	p := tiled(t, twoSolutions, 3, true)
	var notes []string
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, RuleA, Options{Backbone: true, Note: func(s string) { notes = append(notes, s) }})
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := m.Count64(f); n != 8 {
		t.Fatalf("%d solutions, want 8", n)
	}
	if len(notes) < 3 || notes[0] != "SAT backbone: solver run 1, looking for a solution" {
		t.Fatalf("notes %q", notes)
	}
	run, windows := 1, 0
	for _, n := range notes[1:] {
		switch {
		case strings.HasPrefix(n, "SAT backbone: two solutions"):
			windows++
		case strings.HasPrefix(n, fmt.Sprintf("SAT backbone: solver run %d, ", run+1)) && strings.HasSuffix(n, " edges not yet seen to vary"):
			run++
		default:
			t.Fatalf("note %q after %d runs", n, run)
		}
	}
	if windows != 1 || run < 3 {
		t.Fatalf("%d solver runs, %d window passes: %q", run, windows, notes)
	}
}

// TestBackboneWindows checks the backbone against every solution of
// small boards with several, under windows too small to hold the
// regions that vary, so that solver runs go on after the first windows
// and windows are built around later solutions too: the edges it fixes
// must be exactly those that every solution has or every solution
// lacks.
func TestBackboneWindows(t *testing.T) {
	// (one solver, not a race, so that the runs are the same each time)
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skipf("no SAT solver: %v", err)
	}
	rng := rand.New(rand.NewSource(5))
	ctx := context.Background()
	// copies of a board with two solutions, and of its mirror image
	mirror := make([][]int, len(twoSolutions))
	for r, row := range twoSolutions {
		for c := range row {
			mirror[r] = append(mirror[r], row[len(row)-1-c])
		}
	}
	boards := []*Puzzle{tiled(t, twoSolutions, 1, true), tiled(t, twoSolutions, 2, true), tiled(t, twoSolutions, 3, true),
		tiled(t, twoSolutions, 2, false), tiled(t, twoSolutions, 3, false), tiled(t, mirror, 2, true)}
	for try := 0; len(boards) < 10 && try < 2000; try++ {
		if p := randomFilled(rng, 4+rng.Intn(3), 4+rng.Intn(3)); p != nil && len(boardSolutions(t, p, 2)) > 1 {
			boards = append(boards, p)
		}
	}
	later, runs := 0, 0
	for _, p := range boards {
		sols := boardSolutions(t, p, 1<<20)
		// count[e]: the number of solutions holding edge e.
		count := make([]int, p.Graph().M())
		for _, s := range sols {
			for _, e := range s {
				count[e]++
			}
		}
		for _, w := range [][2]int{{2, 2}, {3, 1}, {4, 2}} {
			b, err := p.board(RuleA, false)
			if err != nil {
				t.Fatal(err)
			}
			b.window, b.windowStep = w[0], w[1]
			b.note = func(s string) {
				switch {
				case strings.HasPrefix(s, "SAT backbone: another solution"):
					later++
				case strings.HasPrefix(s, "SAT backbone: solver run"):
					runs++
				}
			}
			if err := b.backbone(ctx, cnf.Cadical, 64); err != nil {
				t.Fatal(err)
			}
			for e, st := range b.force {
				always, never := count[e] == len(sols), count[e] == 0
				switch {
				case st == in && !always || st == out && !never:
					t.Fatalf("windows of %d: edge %d fixed, but %d of the %d solutions hold it\n%s", w[0], e, count[e], len(sols), p)
				case st == free && (always || never):
					t.Fatalf("windows of %d: edge %d left free, but %d of the %d solutions hold it\n%s", w[0], e, count[e], len(sols), p)
				}
			}
		}
	}
	if len(boards) < 6 || later == 0 {
		t.Fatalf("%d boards, %d solver runs, windows around a later solution built %d times; want more", len(boards), runs, later)
	}
	t.Logf("%d boards, %d solver runs, windows around a later solution built %d times", len(boards), runs, later)
}

// TestBackboneCancel checks that the backbone stops with the context's
// error when it is cancelled as the windows are about to be built.
func TestBackboneCancel(t *testing.T) {
	if err := BackboneSolver.Installed(); err != nil {
		t.Skipf("no SAT solver: %v", err)
	}
	p := tiled(t, twoSolutions, 3, true)
	b, err := p.board(RuleA, false)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	b.window, b.windowStep = 3, 1
	windows := false
	b.note = func(s string) {
		if strings.HasPrefix(s, "SAT backbone: two solutions") {
			windows = true
			cancel()
		}
	}
	err = b.backbone(ctx, BackboneSolver, 64)
	if !windows || !errors.Is(err, context.Canceled) {
		t.Fatalf("windows reached: %v; error %v, want %v", windows, err, context.Canceled)
	}
	for e, st := range b.force {
		if st != free {
			t.Fatalf("edge %d fixed by a cancelled backbone", e)
		}
	}
}

// TestBackboneFormulaSolutions enumerates the solutions of small random
// boards through the backbone's formula: solve, cut the closed loops of
// the model until there are none, record the model and exclude it, until
// the formula has no model. The loop-free models must be exactly the
// solutions under rule A, as construction without deductions finds them.
// Half the boards are chosen to have more solutions under rule B, where
// paths may touch themselves, than under rule A.
func TestBackboneFormulaSolutions(t *testing.T) {
	if err := cnf.Minisat.Installed(); err != nil {
		t.Skipf("no SAT solver: %v", err)
	}
	rng := rand.New(rand.NewSource(17))
	ctx := context.Background()
	count := func(p *Puzzle, r Rule) int {
		n, err := p.Count(ctx, r, Options{Workers: 1, NoDeduce: true})
		if err != nil {
			t.Fatal(err)
		}
		return int(n.Int64())
	}
	boards := []*Puzzle{tiled(t, twoSolutions, 1, true), tiled(t, twoSolutions, 2, true), tiled(t, twoSolutions, 3, true)}
	touching := 0
	for try := 0; len(boards) < 24 && try < 5000; try++ {
		rows, cols := 3+rng.Intn(3), 3+rng.Intn(3)
		var p *Puzzle
		if len(boards)%2 == 0 {
			p = randomPuzzle(rng, rows, cols, 2+rng.Intn(3))
		} else {
			p = randomFilled(rng, rows, cols)
		}
		if p == nil {
			continue
		}
		a := count(p, RuleA)
		if a > 64 {
			continue
		}
		if len(boards)%2 == 0 {
			if count(p, RuleB) <= a {
				continue
			}
			touching++
		}
		boards = append(boards, p)
	}
	found := 0
	for _, p := range boards {
		sols := boardSolutions(t, p, 65)
		want := make(map[string]bool, len(sols))
		for _, s := range sols {
			want[fmt.Sprint(s)] = true
		}
		b, err := p.board(RuleA, false)
		if err != nil {
			t.Fatal(err)
		}
		f, err := b.backboneFormula()
		if errors.Is(err, errUnsolvable) {
			if len(sols) != 0 {
				t.Fatalf("formula unsolvable, %d solutions\n%s", len(sols), p)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		got := make(map[string]bool)
		for step := 0; ; step++ {
			if step > 1000 {
				t.Fatalf("no end to the models\n%s", p)
			}
			ok, model, err := cnf.Minisat.Solve(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				break
			}
			if loops := b.loops(model); len(loops) > 0 {
				for _, c := range loops {
					f.Add(c...)
				}
				continue
			}
			var set []uint32
			block := make([]int, 0, len(b.force))
			for e := range b.force {
				if model[e+1] {
					set = append(set, uint32(e))
					block = append(block, -(e + 1))
				} else {
					block = append(block, e+1)
				}
			}
			key := fmt.Sprint(set)
			if !want[key] {
				t.Fatalf("loop-free model %v is not a solution\n%s", set, p)
			}
			got[key] = true
			f.Add(block...)
		}
		if len(got) != len(want) {
			t.Fatalf("%d loop-free models, %d solutions\n%s", len(got), len(want), p)
		}
		found += len(got)
	}
	if len(boards) < 20 || touching < 8 || found < 20 {
		t.Fatalf("%d boards (%d with touching rule-B solutions), %d solutions found; want more", len(boards), touching, found)
	}
	t.Logf("%d boards (%d with touching rule-B solutions), %d solutions", len(boards), touching, found)
}
