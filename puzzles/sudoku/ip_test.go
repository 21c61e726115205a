package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/solvers/lp"
	"github.com/zqlang/zq/solvers/run"
)

func TestIPFixtures(t *testing.T) {
	solvertest.RequireSolver(t, lp.CBC.Solver)
	ctx := context.Background()
	for _, rec := range fixtures(t)[:8] {
		a, err := rec.Puzzle.SolveIP(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		solvertest.CheckAnswer(t, rec.ID, a, 1, recorded(rec), checker(rec.Puzzle))
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 4 {
		p := randomSudoku(rng, 2, 2, i%2 == 0, 0.2+0.1*float64(i))
		sols := bruteSolutions(p, 3)
		a, err := p.SolveIP(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		solvertest.CheckAnswer(t, fmt.Sprint(p.Cells), a, len(sols), sols[0], checker(p))
	}
}

// sampleRecords returns up to n records of side at most maxSide with an
// exact count from each of the named files of the data set.
func sampleRecords(t testing.TB, n, maxSide int, names ...string) []*Record {
	var out []*Record
	for _, name := range names {
		var small []*Record
		for _, rec := range loadShared(t, name) {
			if rec.Puzzle.N() <= maxSide && rec.Count >= 0 {
				small = append(small, rec)
			}
		}
		out = append(out, solvertest.Spread(small, n)...)
	}
	return out
}

// A sample of the data set: the integer program agrees with the
// recorded answers.
func TestIPDataSample(t *testing.T) {
	solvertest.RequireSolver(t, lp.CBC.Solver)
	for _, rec := range sampleRecords(t, 2, 6, "sgt_solo.txt", "pzprjs.txt") {
		a, err := rec.Puzzle.SolveIP(context.Background(), nil)
		if err != nil {
			t.Fatalf("%s: %v", rec.ID, err)
		}
		solvertest.CheckAnswer(t, rec.ID, a, capped(rec.Count), recorded(rec), checker(rec.Puzzle))
	}
}

func TestIPMissingSolver(t *testing.T) {
	rec := fixtures(t)[0]
	none := lp.MIP{Solver: run.Solver{Binary: "zq-no-such-solver", Package: "zq-no-such-package"}}
	_, err := rec.Puzzle.SolveIP(context.Background(), &IPOptions{Solver: none})
	if !errors.Is(err, run.ErrSolverMissing) {
		t.Errorf("missing solver: %v", err)
	}
}

// Run to the end, EachIP gives exactly the brute-force solution set.
func TestEachIPGivesAllSolutions(t *testing.T) {
	solvertest.RequireSolver(t, lp.CBC.Solver)
	p, _ := New(2, 2, true)
	p.Cells[0], p.Cells[1] = 1, 2
	sameSolutions(t, "sudoku", func(y func([]int) bool) error { return p.EachIP(context.Background(), nil, y) }, bruteSolutions(p, 1<<20))
}

// The integer program of a tiny puzzle, as an LP file.
func TestIPModelGolden(t *testing.T) {
	p, _ := New(1, 2, false)
	p.Cells[0] = 1
	m, _, err := NewIPModel(p)
	if err != nil {
		t.Fatal(err)
	}
	solvertest.Golden(t, "ip_2x2.lp", *update, m.WriteLP)
}

func TestIPBadInput(t *testing.T) {
	if _, err := (&Puzzle{BoxRows: 0, BoxCols: 2}).SolveIP(context.Background(), nil); err == nil {
		t.Error("a sudoku without boxes accepted")
	}
}
