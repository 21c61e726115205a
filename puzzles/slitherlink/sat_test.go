package slitherlink

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/solvers/cnf"
)

func TestSATFixtures(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	for _, e := range fixtures(t) {
		for _, rules := range []bool{false, true} {
			a, err := e.Puzzle.SolveSAT(context.Background(), &SATOptions{StartingRules: rules})
			if err != nil {
				t.Fatalf("%s: %v", e.Puzzle.ID, err)
			}
			solvertest.CheckAnswer(t, e.Puzzle.ID, a, capped(e.Count), ints(e.Solution), checker(e.Puzzle))
		}
	}
}

// Random small puzzles, some with many solutions, against brute force.
func TestSATRandom(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 12 {
		p := randomLoopPuzzle(rng, 3, 3+i%2, 0.2+0.05*float64(i))
		sols := bruteLoops(p, 3)
		a, err := p.SolveSAT(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		solvertest.CheckAnswer(t, fmt.Sprint(p.Clues), a, len(sols), sols[0], checker(p))
	}
	// No clue at all: the loop must still be a loop, and there are many.
	p, _ := New(2, 2)
	a, err := p.SolveSAT(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	solvertest.CheckAnswer(t, "2x2 without clues", a, 13, nil, checker(p))
	// An unsolvable one: a 1x1 cell with clue 2 (a value not made by New).
	p = &Puzzle{Rows: 1, Cols: 1, Clues: []int8{2}}
	if a, err = p.SolveSAT(ctx, nil); err != nil || a.Count != 0 {
		t.Errorf("1x1 with clue 2: %+v, %v; want no solution", a, err)
	}
}

func TestSATMinisat(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Minisat.Solver)
	for _, e := range fixtures(t)[:3] {
		a, err := e.Puzzle.SolveSAT(context.Background(), &SATOptions{Solver: cnf.Minisat})
		if err != nil {
			t.Fatalf("%s: %v", e.Puzzle.ID, err)
		}
		solvertest.CheckAnswer(t, e.Puzzle.ID, a, 1, ints(e.Solution), checker(e.Puzzle))
	}
}

// A sample of the data set: the formula agrees with the recorded
// answers and every puzzle ends with one loop.
func TestSATDataSample(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	for _, e := range sample(t, 5, 150) {
		a, err := e.Puzzle.SolveSAT(context.Background(), nil)
		if err != nil {
			t.Fatalf("%s: %v", e.Puzzle.ID, err)
		}
		solvertest.CheckAnswer(t, e.Puzzle.ID, a, capped(e.Count), ints(e.Solution), checker(e.Puzzle))
	}
}

func TestSATCancel(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := fixtures(t)[0]
	if _, err := e.Puzzle.SolveSAT(ctx, nil); err != context.Canceled {
		t.Errorf("cancelled solve: %v, want context.Canceled", err)
	}
}

// Run to the end, EachSAT gives exactly the brute-force solution sets.
func TestEachSATGivesAllSolutions(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	rng := rand.New(rand.NewPCG(13, 14))
	for i := range 4 {
		p := randomLoopPuzzle(rng, 2, 3, 0.15*float64(i))
		sameSolutions(t, fmt.Sprint(p.Clues), func(y func([]int) bool) error { return p.EachSAT(context.Background(), nil, y) }, bruteLoops(p, 1<<20))
	}
}

// The formula of a tiny puzzle, as a DIMACS file.
func TestCNFGolden(t *testing.T) {
	p, _ := ParseGrid("3.")
	f, err := p.CNF(false)
	if err != nil {
		t.Fatal(err)
	}
	solvertest.Golden(t, "sat_1x2.cnf", *update, f.WriteDIMACS)
}

// Encoding and writing the formula of a 60x60 random puzzle.
func BenchmarkCNF(b *testing.B) {
	p := randomLoopPuzzle(rand.New(rand.NewPCG(1, 2)), 60, 60, 0.6)
	b.ReportAllocs()
	for b.Loop() {
		f, err := p.CNF(true)
		if err != nil {
			b.Fatal(err)
		}
		f.WriteDIMACS(io.Discard)
	}
}

// Solving and deciding uniqueness of the fixtures with cadical.
func BenchmarkSATSolve(b *testing.B) {
	solvertest.RequireSolver(b, cnf.Cadical.Solver)
	es := fixtures(b)
	for b.Loop() {
		for _, e := range es {
			if _, err := e.Puzzle.SolveSAT(context.Background(), nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}
