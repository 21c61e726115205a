package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/solvers/run"
)

// sameSolutions checks that each, run to the end, gives exactly the
// solutions want.
func sameSolutions(t *testing.T, name string, each func(func([]int) bool) error, want [][]int) {
	t.Helper()
	got := map[string]bool{}
	if err := each(func(s []int) bool { got[fmt.Sprint(s)] = true; return true }); err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Errorf("%s: %d solutions, want %d", name, len(got), len(want))
	}
	for _, w := range want {
		if !got[fmt.Sprint(w)] {
			t.Errorf("%s: missing %v", name, w)
		}
	}
}

func TestSATFixtures(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	solvertest.RequireSolver(t, cnf.Minisat.Solver)
	ctx := context.Background()
	for _, rec := range fixtures(t) {
		a, err := rec.Puzzle.SolveSAT(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		solvertest.CheckAnswer(t, rec.ID, a, 1, recorded(rec), checker(rec.Puzzle))
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 8 {
		p := randomSudoku(rng, 2, 2+i%2, i%3 == 0, 0.15+0.05*float64(i))
		sols := bruteSolutions(p, 3)
		a, err := p.SolveSAT(ctx, &SATOptions{Solver: []cnf.SAT{cnf.Cadical, cnf.Minisat}[i%2]})
		if err != nil {
			t.Fatal(err)
		}
		solvertest.CheckAnswer(t, fmt.Sprint(p.Cells), a, len(sols), sols[0], checker(p))
	}
}

// A sample of the data set: the formula agrees with the recorded
// answers, also where there are many solutions.
func TestSATDataSample(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	for _, rec := range sampleRecords(t, 3, 16, "sgt_solo.txt", "forum_hardest_1106.txt", "serg_benchmark_multi.txt", "janko_16x16.txt") {
		a, err := rec.Puzzle.SolveSAT(context.Background(), nil)
		if err != nil {
			t.Fatalf("%s: %v", rec.ID, err)
		}
		solvertest.CheckAnswer(t, rec.ID, a, capped(rec.Count), recorded(rec), checker(rec.Puzzle))
	}
}

func TestSATMissingSolver(t *testing.T) {
	rec := fixtures(t)[0]
	none := cnf.SAT{Solver: run.Solver{Binary: "zq-no-such-solver", Package: "zq-no-such-package"}}
	_, err := rec.Puzzle.SolveSAT(context.Background(), &SATOptions{Solver: none})
	var me *run.MissingSolverError
	if !errors.As(err, &me) || me.Package != "zq-no-such-package" {
		t.Errorf("missing solver: %v", err)
	}
}

// Run to the end, EachSAT gives exactly the brute-force solution set;
// stopped, it stops.
func TestEachSATGivesAllSolutions(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	ctx := context.Background()
	p := randomSudoku(rand.New(rand.NewPCG(13, 14)), 2, 2, false, 0.2)
	sameSolutions(t, fmt.Sprint(p.Cells), func(y func([]int) bool) error { return p.EachSAT(ctx, nil, y) }, bruteSolutions(p, 1<<20))
	empty, _ := New(2, 2, false)
	n := 0
	if err := empty.EachSAT(ctx, nil, func([]int) bool { n++; return n < 3 }); err != nil || n != 3 {
		t.Errorf("stopped after %d: %v", n, err)
	}
}

// The formula of a tiny puzzle, as a DIMACS file.
func TestCNFGolden(t *testing.T) {
	p, _ := New(1, 2, false)
	p.Cells[0] = 1
	f, err := p.CNF()
	if err != nil {
		t.Fatal(err)
	}
	solvertest.Golden(t, "sat_2x2.cnf", *update, f.WriteDIMACS)
}

func TestSATBadInput(t *testing.T) {
	p, _ := New(2, 2, false)
	p.Cells[15] = 9
	if _, err := p.SolveSAT(context.Background(), nil); err == nil || !strings.Contains(err.Error(), "cell (3, 3)") {
		t.Errorf("sudoku: %v", err)
	}
}

// Solving and deciding uniqueness of the fixtures with cadical.
func BenchmarkSATSolve(b *testing.B) {
	solvertest.RequireSolver(b, cnf.Cadical.Solver)
	recs := fixtures(b)
	for b.Loop() {
		for _, rec := range recs {
			if _, err := rec.Puzzle.SolveSAT(context.Background(), nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}
