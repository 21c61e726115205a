package ip

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"zq/solvers"
	"zq/solvers/internal/fixtures"
	"zq/solvers/lp"
)

var ctx = context.Background()

func TestSlitherlinkFixtures(t *testing.T) {
	fixtures.RequireSolver(t, lp.CBC.Solver)
	cuts := 0
	for i, e := range fixtures.Slitherlinks()[:5] {
		for _, norules := range []bool{false, true} {
			var subtours []int
			a, err := Slitherlink(ctx, &e.Puzzle, &Options{NoStartingRules: norules, Runs: func(run, n int) { subtours = append(subtours, n) }})
			if err != nil {
				t.Fatalf("%s: %v", e.ID, err)
			}
			c, _ := e.Count.Capped()
			fixtures.CheckAnswer(t, e.ID, a, c, e.Solution, e.Puzzle.Check)
			// Runs report every feasible solve; the first solution
			// came from a run without subtours.
			if !containsZero(subtours) {
				t.Errorf("%s: no run ended with a single loop: %v", e.ID, subtours)
			}
			cuts += a.Cuts - a.Count
			if i > 1 {
				break
			}
		}
	}
	if cuts == 0 {
		t.Errorf("no fixture needed a subtour cut; the loop is untested")
	}
}

func TestSlitherlinkRandom(t *testing.T) {
	fixtures.RequireSolver(t, lp.CBC.Solver)
	rng := rand.New(rand.NewPCG(9, 10))
	for i := range 6 {
		p := fixtures.RandomSlitherlink(rng, 3, 3, 0.3+0.1*float64(i))
		sols := fixtures.SlitherlinkSolutions(p, 3)
		a, err := Slitherlink(ctx, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		fixtures.CheckAnswer(t, fmt.Sprint(p.Clues), a, len(sols), sols[0], p.Check)
	}
	p := &solvers.Slitherlink{Rows: 2, Cols: 2, Clues: []int8{-1, -1, -1, -1}}
	a, err := Slitherlink(ctx, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	fixtures.CheckAnswer(t, "2x2 without clues", a, 13, nil, p.Check)
}

func TestSlitherlinkGLPK(t *testing.T) {
	fixtures.RequireSolver(t, lp.GLPK.Solver)
	e := fixtures.Slitherlinks()[0]
	a, err := Slitherlink(ctx, &e.Puzzle, &Options{Solver: lp.GLPK})
	if err != nil {
		t.Fatal(err)
	}
	fixtures.CheckAnswer(t, e.ID, a, 1, e.Solution, e.Puzzle.Check)
}

var numberlinkBoards = fixtures.NumberlinkBoards()

// Both Numberlink models against brute force under rule A.
func TestNumberlinkBoards(t *testing.T) {
	fixtures.RequireSolver(t, lp.CBC.Solver)
	for i := range numberlinkBoards {
		p := &numberlinkBoards[i]
		sols := fixtures.NumberlinkSolutions(p, solvers.RuleA, 3)
		var want []int
		if len(sols) > 0 {
			want = sols[0]
		}
		for _, pratt := range []bool{false, true} {
			a, err := Numberlink(ctx, p, &Options{Pratt: pratt})
			if err != nil {
				t.Fatal(err)
			}
			fixtures.CheckAnswer(t, fmt.Sprintf("%v pratt=%v", p.Grid, pratt), a, len(sols), want,
				func(s []int) error { return p.Check(s, solvers.RuleA) })
		}
	}
}

func TestSudokuFixtures(t *testing.T) {
	fixtures.RequireSolver(t, lp.CBC.Solver)
	for _, e := range fixtures.Sudokus()[:8] {
		a, err := Sudoku(ctx, &e.Puzzle, nil)
		if err != nil {
			t.Fatal(err)
		}
		fixtures.CheckAnswer(t, e.ID, a, 1, e.Solution, e.Puzzle.Check)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 4 {
		p := fixtures.RandomSudoku(rng, 2, 2, i%2 == 0, 0.2+0.1*float64(i))
		sols := fixtures.SudokuSolutions(p, 3)
		a, err := Sudoku(ctx, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		fixtures.CheckAnswer(t, fmt.Sprint(p.Givens), a, len(sols), sols[0], p.Check)
	}
}

// A sample of the data set: the methods agree with the recorded answers
// and the subtour loop ends with a single loop on every Slitherlink.
func TestDataSample(t *testing.T) {
	fixtures.RequireSolver(t, lp.CBC.Solver)
	for _, e := range fixtures.SlitherlinkSample(t, 2, 49) {
		a, err := Slitherlink(ctx, &e.Puzzle, nil)
		if err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		c, _ := e.Count.Capped()
		fixtures.CheckAnswer(t, e.ID, a, c, e.Solution, e.Puzzle.Check)
	}
	for _, e := range fixtures.NumberlinkSample(t, 4, 49) {
		a, err := Numberlink(ctx, &e.Puzzle, &Options{Pratt: true})
		if err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		c, _ := e.A.Capped()
		var want []int
		if e.Kind == "A" {
			want = e.Puzzle.EdgesFromLabels(e.Labels)
		}
		fixtures.CheckAnswer(t, e.ID, a, c, want, func(s []int) error { return e.Puzzle.Check(s, solvers.RuleA) })
	}
	for _, e := range fixtures.SudokuSample(t, 2, 6, "sgt_solo.txt", "pzprjs.txt") {
		a, err := Sudoku(ctx, &e.Puzzle, nil)
		if err != nil {
			t.Fatalf("%s: %v", e.ID, err)
		}
		c, _ := e.Count.Capped()
		fixtures.CheckAnswer(t, e.ID, a, c, e.Solution, e.Puzzle.Check)
	}
}

func TestMissingSolver(t *testing.T) {
	e := fixtures.Sudokus()[0]
	none := lp.MIP{Solver: solvers.Solver{Binary: "zq-no-such-solver", Package: "zq-no-such-package"}}
	_, err := Sudoku(ctx, &e.Puzzle, &Options{Solver: none})
	if !errors.Is(err, solvers.ErrSolverMissing) {
		t.Errorf("missing solver: %v", err)
	}
}

func containsZero(a []int) bool {
	for _, x := range a {
		if x == 0 {
			return true
		}
	}
	return false
}

// Run to the end, the Each functions give exactly the brute-force
// solution sets.
func TestEachGivesAllSolutions(t *testing.T) {
	fixtures.RequireSolver(t, lp.CBC.Solver)
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
	p := &solvers.Slitherlink{Rows: 2, Cols: 2, Clues: []int8{-1, 2, -1, -1}}
	same("2x2 slitherlink", collect(func(y func([]int) bool) error { return SlitherlinkEach(ctx, p, nil, y) }), fixtures.SlitherlinkSolutions(p, 1<<20))
	nl := &numberlinkBoards[9]
	same("numberlink", collect(func(y func([]int) bool) error { return NumberlinkEach(ctx, nl, &Options{Pratt: true}, y) }), fixtures.NumberlinkSolutions(nl, solvers.RuleA, 1<<20))
	s := &solvers.Sudoku{BoxRows: 2, BoxCols: 2, Diagonal: true, Givens: []int{1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}}
	same("sudoku", collect(func(y func([]int) bool) error { return SudokuEach(ctx, s, nil, y) }), fixtures.SudokuSolutions(s, 1<<20))
}

func TestBadInput(t *testing.T) {
	if _, err := Slitherlink(ctx, &solvers.Slitherlink{Rows: 2, Cols: 1, Clues: []int8{0, -2}}, nil); err == nil || !strings.Contains(err.Error(), "row 2 col 1") {
		t.Errorf("slitherlink: %v", err)
	}
	if _, err := Numberlink(ctx, &solvers.Numberlink{W: 3, H: 1, Grid: []int{1, 0, 2}}, nil); err == nil || !strings.Contains(err.Error(), "label 1") {
		t.Errorf("numberlink: %v", err)
	}
	if _, err := Sudoku(ctx, &solvers.Sudoku{BoxRows: 0, BoxCols: 2}, nil); err == nil {
		t.Error("sudoku without boxes accepted")
	}
}
