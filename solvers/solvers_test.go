package solvers_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"zq/solvers"
	"zq/solvers/internal/fixtures"
)

// The starting rules hold for every solution found by brute force.
func TestStartingRulesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	check := func(name string, p *solvers.Slitherlink, sols [][]int) {
		on, off := p.StartingRules()
		for _, s := range sols {
			for _, e := range on {
				if !slices.Contains(s, e) {
					t.Errorf("%s: edge %d deduced on is off in solution %v", name, e, s)
				}
			}
			for _, e := range off {
				if slices.Contains(s, e) {
					t.Errorf("%s: edge %d deduced off is on in solution %v", name, e, s)
				}
			}
		}
	}
	rules := 0
	for i := range 300 {
		rows, cols := 2+i%3, 2+i/3%3
		p := fixtures.RandomSlitherlink(rng, rows, cols, 0.3+0.7*rng.Float64())
		on, off := p.StartingRules()
		rules += len(on) + len(off)
		check(p.String(), p, fixtures.SlitherlinkSolutions(p, 1000))
	}
	if rules == 0 {
		t.Fatal("no rule ever applied")
	}
	// Two 3s whose common border is the only solution: the rule for
	// adjacent 3s must not claim the edge between them.
	p := &solvers.Slitherlink{Rows: 3, Cols: 3, Clues: []int8{-1, 0, 0, -1, -1, -1, -1, 3, 3}}
	check("domino", p, fixtures.SlitherlinkSolutions(p, 10))
	for _, e := range fixtures.Slitherlinks() {
		check(e.ID, &e.Puzzle, [][]int{e.Solution})
	}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{(&solvers.Slitherlink{Rows: 0, Cols: 2}).Validate(), "rows and cols"},
		{(&solvers.Slitherlink{Rows: 1, Cols: 2, Clues: []int8{1}}).Validate(), "1 clues for 1x2"},
		{(&solvers.Slitherlink{Rows: 2, Cols: 2, Clues: []int8{1, 1, 4, 1}}).Validate(), "row 2 col 1: clue 4"},
		{(&solvers.Numberlink{W: 2, H: 1, Grid: []int{1, 2}}).Validate(), "label 1 occurs 1 times"},
		{(&solvers.Numberlink{W: 3, H: 1, Grid: []int{1, 1, 1}}).Validate(), "row 1 col 3: label 1 occurs more than twice"},
		{(&solvers.Numberlink{W: 2, H: 1, Grid: []int{2, 2}}).Validate(), "label 1 occurs 0 times"},
		{(&solvers.Numberlink{W: 2, H: 1, Grid: []int{-1, 0}}).Validate(), "row 1 col 1: negative"},
		{(&solvers.Sudoku{BoxRows: 2, BoxCols: 2, Givens: make([]int, 15)}).Validate(), "15 cells"},
		{(&solvers.Sudoku{BoxRows: 2, BoxCols: 2, Givens: append(make([]int, 15), 5)}).Validate(), "row 4 col 4: digit 5"},
	} {
		if tc.err == nil || !strings.Contains(tc.err.Error(), tc.want) {
			t.Errorf("error %v, want it to contain %q", tc.err, tc.want)
		}
	}
}

func TestSlitherlinkCheck(t *testing.T) {
	// 1x2 cells: dots 2x3, edges 0:(0,0)-(0,1) 1:(0,0)-(1,0) 2:(0,1)-(0,2)
	// 3:(0,1)-(1,1) 4:(0,2)-(1,2) 5:(1,0)-(1,1) 6:(1,1)-(1,2).
	p := &solvers.Slitherlink{Rows: 1, Cols: 2, Clues: []int8{3, -1}}
	for _, tc := range []struct {
		set  []int
		want string
	}{
		{[]int{0, 1, 2, 4, 5, 6}, ""},
		{[]int{0, 1, 3, 5}, "clue 3 has 4"},
		{[]int{0, 1, 3, 5, 2}, "degree 3"},
		{[]int{0, 1, 3, 9}, "out of range"},
		{[]int{0, 0}, "repeated"},
		{nil, "0 loops"},
	} {
		err := p.Check(tc.set)
		if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("Check(%v) = %v, want %q", tc.set, err, tc.want)
		}
	}
	two := &solvers.Slitherlink{Rows: 1, Cols: 3, Clues: []int8{-1, -1, -1}}
	// Dots 2x4: the two end cells as separate loops.
	g := two.Graph()
	x := solvers.NewGridIndex(g)
	set := []int{x.H(0, 0), x.H(1, 0), x.V(0, 0), x.V(0, 1), x.H(0, 2), x.H(1, 2), x.V(0, 2), x.V(0, 3)}
	slices.Sort(set)
	if err := two.Check(set); err == nil || !strings.Contains(err.Error(), "2 loops") {
		t.Errorf("two loops: %v", err)
	}
	if c := solvers.Components(g, set); len(c) != 2 || len(c[0]) != 4 {
		t.Errorf("components %v", c)
	}
}

func TestNumberlinkCheck(t *testing.T) {
	// 3x2 board, pair 1 at the ends of the top row: rule C allows the
	// straight path, B needs the detour through the bottom row.
	p := &solvers.Numberlink{W: 3, H: 2, Grid: []int{1, 0, 1, 0, 0, 0}}
	g := p.Graph()
	e := func(r1, c1, r2, c2 int) int { return g.GridEdge(r1, c1, r2, c2) }
	straight := []int{e(0, 0, 0, 1), e(0, 1, 0, 2)}
	detour := []int{e(0, 0, 1, 0), e(1, 0, 1, 1), e(1, 1, 0, 1), e(0, 1, 0, 2)}
	around := []int{e(0, 0, 1, 0), e(1, 0, 1, 1), e(1, 1, 1, 2), e(1, 2, 0, 2)}
	for _, tc := range []struct {
		set  []int
		rule solvers.Rule
		want string
	}{
		{straight, solvers.RuleC, ""},
		{straight, solvers.RuleB, "not covered"},
		{detour, solvers.RuleB, "row 2 col 3 is not covered"},
		{around, solvers.RuleB, "row 1 col 2 is not covered"},
		{append(slices.Clone(around), e(0, 1, 1, 1)), solvers.RuleB, "row 1 col 2 has degree 1"},
	} {
		err := p.Check(tc.set, tc.rule)
		if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("Check(%v, %v) = %v, want %q", tc.set, tc.rule, err, tc.want)
		}
	}
	// 2x2 board, pair in the left column: the U path covers all; rule A
	// rejects it because the path touches itself.
	q := &solvers.Numberlink{W: 2, H: 2, Grid: []int{1, 0, 1, 0}}
	g = q.Graph()
	u := []int{g.GridEdge(0, 0, 0, 1), g.GridEdge(0, 1, 1, 1), g.GridEdge(1, 1, 1, 0)}
	slices.Sort(u)
	if err := q.Check(u, solvers.RuleB); err != nil {
		t.Errorf("U path under rule B: %v", err)
	}
	if err := q.Check(u, solvers.RuleA); err == nil || !strings.Contains(err.Error(), "touches itself") {
		t.Errorf("U path under rule A: %v", err)
	}
	// A cycle apart from the paths.
	r := &solvers.Numberlink{W: 4, H: 2, Grid: []int{1, 0, 0, 0, 1, 0, 0, 0}}
	g = r.Graph()
	cyc := []int{g.GridEdge(0, 0, 1, 0), g.GridEdge(0, 2, 0, 3), g.GridEdge(0, 3, 1, 3), g.GridEdge(1, 3, 1, 2), g.GridEdge(1, 2, 0, 2)}
	slices.Sort(cyc)
	if err := r.Check(cyc, solvers.RuleC); err == nil || !strings.Contains(err.Error(), "cycle") {
		t.Errorf("cycle: %v", err)
	}
	lab := []int{1, 1, 1, 0, 1, 1, 1, 0}
	if got := len(r.EdgesFromLabels(lab)); got != 7 {
		t.Errorf("EdgesFromLabels: %d edges, want 7", got)
	}
}

func TestSudokuElements(t *testing.T) {
	p := &solvers.Sudoku{BoxRows: 2, BoxCols: 2, Givens: make([]int, 16)}
	grid := []int{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}
	el := p.Elements(grid)
	if el[0] != 0 || el[1] != 4*1+1 || len(el) != 16 {
		t.Errorf("elements %v", el)
	}
	back, err := p.Grid(el)
	if err != nil || !slices.Equal(back, grid) {
		t.Errorf("Grid(Elements) = %v, %v", back, err)
	}
	if err := p.Check(el); err != nil {
		t.Errorf("valid grid: %v", err)
	}
	grid[0], grid[1] = 2, 1
	if err := p.Check(p.Elements(grid)); err == nil {
		t.Error("clash accepted")
	}
	d := &solvers.Sudoku{BoxRows: 2, BoxCols: 2, Diagonal: true, Givens: make([]int, 16)}
	if err := d.Check(el); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("diagonal clash: %v", err)
	}
}

func TestLoop(t *testing.T) {
	// A fake solver whose models are handed out in turn.
	type step struct {
		feasible bool
		sol      []int
		cuts     int
	}
	run := func(steps []step) (solvers.Answer, []int, error) {
		i := -1
		var excluded []int
		l := solvers.Loop{
			Solve:   func(context.Context) (bool, error) { i++; return steps[i].feasible, nil },
			Inspect: func() ([]int, int) { return steps[i].sol, steps[i].cuts },
			Exclude: func(s []int) { excluded = append(excluded, s...) },
		}
		a, err := l.Run(context.Background())
		return a, excluded, err
	}
	a, ex, err := run([]step{{true, nil, 2}, {true, []int{1, 2}, 0}, {true, nil, 1}, {false, nil, 0}})
	if err != nil || a.Count != 1 || !slices.Equal(a.Solution, []int{1, 2}) || a.Solves != 4 || a.Cuts != 4 || !slices.Equal(ex, []int{1, 2}) {
		t.Errorf("unique: %+v %v %v", a, ex, err)
	}
	a, _, err = run([]step{{true, []int{1}, 0}, {true, []int{2}, 0}})
	if err != nil || a.Count != 2 || !slices.Equal(a.Second, []int{2}) {
		t.Errorf("two: %+v %v", a, err)
	}
	a, _, err = run([]step{{false, nil, 0}})
	if err != nil || a.Count != 0 || a.Solution != nil {
		t.Errorf("none: %+v %v", a, err)
	}
	if _, _, err = run([]step{{true, nil, 0}}); err == nil {
		t.Error("no progress accepted")
	}
}

func TestSolverRun(t *testing.T) {
	missing := solvers.Solver{Binary: "zq-no-such-solver", Package: "zq-no-such-package"}
	_, _, _, err := missing.Run(context.Background())
	if !errors.Is(err, solvers.ErrSolverMissing) || !strings.Contains(err.Error(), "zq-no-such-package") {
		t.Errorf("missing solver: %v", err)
	}
	sh := solvers.Solver{Binary: "sh", Package: "dash"}
	out, _, code, err := sh.Run(context.Background(), "-c", "echo hi; exit 10")
	if err != nil || code != 10 || string(out) != "hi\n" {
		t.Errorf("sh: %q %d %v", out, code, err)
	}
	// Cancelling kills the child: Run returns although it would sleep.
	ctx, cancel := context.WithCancel(context.Background())
	go cancel()
	if _, _, _, err := sh.Run(ctx, "-c", "sleep 600"); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
