package sat

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"zq/solvers"
	"zq/solvers/cnf"
	"zq/solvers/internal/fixtures"
)

var ctx = context.Background()

func TestSlitherlinkFixtures(t *testing.T) {
	fixtures.RequireSolver(t, cnf.Cadical.Solver)
	for _, e := range fixtures.Slitherlinks() {
		for _, rules := range []bool{false, true} {
			a, err := Slitherlink(ctx, &e.Puzzle, &Options{StartingRules: rules})
			if err != nil {
				t.Fatalf("%s: %v", e.ID, err)
			}
			c, _ := e.Count.Capped()
			fixtures.CheckAnswer(t, e.ID, a, c, e.Solution, e.Puzzle.Check)
		}
	}
}

// Random small puzzles, some with many solutions, against brute force.
func TestSlitherlinkRandom(t *testing.T) {
	fixtures.RequireSolver(t, cnf.Cadical.Solver)
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 12 {
		p := fixtures.RandomSlitherlink(rng, 3, 3+i%2, 0.2+0.05*float64(i))
		sols := fixtures.SlitherlinkSolutions(p, 3)
		a, err := Slitherlink(ctx, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		fixtures.CheckAnswer(t, fmt.Sprint(p.Clues), a, len(sols), sols[0], p.Check)
	}
	// No clue at all: the loop must still be a loop, and there are many.
	p := &solvers.Slitherlink{Rows: 2, Cols: 2, Clues: []int8{-1, -1, -1, -1}}
	a, err := Slitherlink(ctx, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	fixtures.CheckAnswer(t, "2x2 without clues", a, 13, nil, p.Check)
	// An unsolvable one: a 1x1 cell with clue 2.
	p = &solvers.Slitherlink{Rows: 1, Cols: 1, Clues: []int8{2}}
	if a, err = Slitherlink(ctx, p, nil); err != nil || a.Count != 0 {
		t.Errorf("1x1 with clue 2: %+v, %v; want no solution", a, err)
	}
}

func TestSlitherlinkMinisat(t *testing.T) {
	fixtures.RequireSolver(t, cnf.Minisat.Solver)
	for _, e := range fixtures.Slitherlinks()[:3] {
		a, err := Slitherlink(ctx, &e.Puzzle, &Options{Solver: cnf.Minisat})
		if err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		fixtures.CheckAnswer(t, e.ID, a, 1, e.Solution, e.Puzzle.Check)
	}
}

// Self-made boards covering the three rules, against brute force.
var numberlinkBoards = fixtures.NumberlinkBoards()

func TestNumberlinkBoards(t *testing.T) {
	fixtures.RequireSolver(t, cnf.Cadical.Solver)
	rng := rand.New(rand.NewPCG(3, 4))
	boards := append([]solvers.Numberlink(nil), numberlinkBoards...)
	for range 6 {
		boards = append(boards, *fixtures.RandomNumberlink(rng, 4, 4, 2+rng.IntN(3)))
	}
	for i := range boards {
		p := &boards[i]
		for _, rule := range []solvers.Rule{solvers.RuleA, solvers.RuleB, solvers.RuleC} {
			sols := fixtures.NumberlinkSolutions(p, rule, 3)
			a, err := Numberlink(ctx, p, &Options{Rule: rule})
			if err != nil {
				t.Fatal(err)
			}
			var want []int
			if len(sols) > 0 {
				want = sols[0]
			}
			fixtures.CheckAnswer(t, fmt.Sprintf("%v rule %v", p.Grid, rule), a, len(sols), want,
				func(s []int) error { return p.Check(s, rule) })
		}
	}
}

func TestNumberlinkFixtures(t *testing.T) {
	fixtures.RequireSolver(t, cnf.Cadical.Solver)
	for _, e := range fixtures.Numberlinks() {
		a, err := Numberlink(ctx, &e.Puzzle, nil)
		if err != nil {
			t.Fatal(err)
		}
		fixtures.CheckAnswer(t, e.ID, a, e.A.N, e.Puzzle.EdgesFromLabels(e.Labels),
			func(s []int) error { return e.Puzzle.Check(s, solvers.RuleA) })
	}
}

func TestSudokuFixtures(t *testing.T) {
	fixtures.RequireSolver(t, cnf.Cadical.Solver)
	for _, e := range fixtures.Sudokus() {
		a, err := Sudoku(ctx, &e.Puzzle, nil)
		if err != nil {
			t.Fatal(err)
		}
		fixtures.CheckAnswer(t, e.ID, a, 1, e.Solution, e.Puzzle.Check)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 8 {
		p := fixtures.RandomSudoku(rng, 2, 2+i%2, i%3 == 0, 0.15+0.05*float64(i))
		sols := fixtures.SudokuSolutions(p, 3)
		a, err := Sudoku(ctx, p, &Options{Solver: []cnf.SAT{cnf.Cadical, cnf.Minisat}[i%2]})
		if err != nil {
			t.Fatal(err)
		}
		fixtures.CheckAnswer(t, fmt.Sprint(p.Givens), a, len(sols), sols[0], p.Check)
	}
}

// Every method result on a sample of the data set agrees with the
// recorded answers; every Slitherlink ends with one loop.
func TestDataSample(t *testing.T) {
	fixtures.RequireSolver(t, cnf.Cadical.Solver)
	for _, e := range fixtures.SlitherlinkSample(t, 5, 150) {
		a, err := Slitherlink(ctx, &e.Puzzle, nil)
		if err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		c, _ := e.Count.Capped()
		fixtures.CheckAnswer(t, e.ID, a, c, e.Solution, e.Puzzle.Check)
	}
	for _, e := range fixtures.NumberlinkSample(t, 8, 150) {
		a, err := Numberlink(ctx, &e.Puzzle, nil)
		if err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		c, _ := e.A.Capped()
		var want []int
		if e.Kind == "A" {
			want = e.Puzzle.EdgesFromLabels(e.Labels)
		}
		fixtures.CheckAnswer(t, e.ID, a, c, want, func(s []int) error { return e.Puzzle.Check(s, solvers.RuleA) })
		if e.B.Known && !e.B.AtLeast && e.B.N <= 1 {
			b, err := Numberlink(ctx, &e.Puzzle, &Options{Rule: solvers.RuleB})
			if err != nil {
				t.Fatal(err)
			}
			fixtures.CheckAnswer(t, e.ID+" rule B", b, e.B.N, nil, func(s []int) error { return e.Puzzle.Check(s, solvers.RuleB) })
		}
	}
	for _, e := range fixtures.SudokuSample(t, 3, 16, "sgt_solo.txt", "forum_hardest_1106.txt", "serg_benchmark_multi.txt", "janko_16x16.txt") {
		a, err := Sudoku(ctx, &e.Puzzle, nil)
		if err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		c, _ := e.Count.Capped()
		fixtures.CheckAnswer(t, e.ID, a, c, e.Solution, e.Puzzle.Check)
	}
}

func TestCancel(t *testing.T) {
	fixtures.RequireSolver(t, cnf.Cadical.Solver)
	c, cancel := context.WithCancel(ctx)
	cancel()
	e := fixtures.Slitherlinks()[0]
	if _, err := Slitherlink(c, &e.Puzzle, nil); err != context.Canceled {
		t.Errorf("cancelled solve: %v, want context.Canceled", err)
	}
}

func TestMissingSolver(t *testing.T) {
	e := fixtures.Sudokus()[0]
	none := cnf.SAT{Solver: solvers.Solver{Binary: "zq-no-such-solver", Package: "zq-no-such-package"}}
	_, err := Sudoku(ctx, &e.Puzzle, &Options{Solver: none})
	var me *solvers.MissingSolverError
	if !errors.As(err, &me) || me.Package != "zq-no-such-package" {
		t.Errorf("missing solver: %v", err)
	}
}

// Run to the end, the Each functions give exactly the brute-force
// solution sets.
func TestEachGivesAllSolutions(t *testing.T) {
	fixtures.RequireSolver(t, cnf.Cadical.Solver)
	collect := func(each func(func([]int) bool) error) map[string]bool {
		got := map[string]bool{}
		if err := each(func(s []int) bool { got[fmt.Sprint(s)] = true; return true }); err != nil {
			t.Fatal(err)
		}
		return got
	}
	same := func(name string, got map[string]bool, want [][]int) {
		t.Logf("%s: %d solutions", name, len(want))
		if len(got) != len(want) {
			t.Errorf("%s: %d solutions, want %d", name, len(got), len(want))
		}
		for _, w := range want {
			if !got[fmt.Sprint(w)] {
				t.Errorf("%s: missing %v", name, w)
			}
		}
	}
	rng := rand.New(rand.NewPCG(13, 14))
	for i := range 4 {
		p := fixtures.RandomSlitherlink(rng, 2, 3, 0.15*float64(i))
		same(fmt.Sprint(p.Clues), collect(func(y func([]int) bool) error { return SlitherlinkEach(ctx, p, nil, y) }), fixtures.SlitherlinkSolutions(p, 1<<20))
	}
	for i := range numberlinkBoards[:10] {
		p := &numberlinkBoards[i]
		for _, rule := range []solvers.Rule{solvers.RuleA, solvers.RuleB, solvers.RuleC} {
			same(fmt.Sprint(p.Grid, rule), collect(func(y func([]int) bool) error { return NumberlinkEach(ctx, p, &Options{Rule: rule}, y) }), fixtures.NumberlinkSolutions(p, rule, 1<<20))
		}
	}
	s := fixtures.RandomSudoku(rng, 2, 2, false, 0.2)
	same(fmt.Sprint(s.Givens), collect(func(y func([]int) bool) error { return SudokuEach(ctx, s, nil, y) }), fixtures.SudokuSolutions(s, 1<<20))
	// Stopping early.
	n := 0
	if err := SudokuEach(ctx, &solvers.Sudoku{BoxRows: 2, BoxCols: 2, Givens: make([]int, 16)}, nil, func([]int) bool { n++; return n < 3 }); err != nil || n != 3 {
		t.Errorf("stopped after %d: %v", n, err)
	}
}

func TestBadInput(t *testing.T) {
	if _, err := Slitherlink(ctx, &solvers.Slitherlink{Rows: 1, Cols: 1, Clues: []int8{5}}, nil); err == nil || !strings.Contains(err.Error(), "row 1 col 1") {
		t.Errorf("slitherlink: %v", err)
	}
	if _, err := Numberlink(ctx, &solvers.Numberlink{W: 2, H: 2, Grid: []int{1}}, nil); err == nil {
		t.Error("numberlink of the wrong size accepted")
	}
	if _, err := Sudoku(ctx, &solvers.Sudoku{BoxRows: 2, BoxCols: 2, Givens: append(make([]int, 15), 9)}, nil); err == nil || !strings.Contains(err.Error(), "row 4 col 4") {
		t.Errorf("sudoku: %v", err)
	}
}
