package numberlink

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/solvers/cnf"
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

// Self-made and random boards under the three rules, against brute
// force.
func TestSATBoards(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	rng := rand.New(rand.NewSource(3))
	all := boards()
	for range 6 {
		all = append(all, randomPuzzle(rng, 4, 4, 2+rng.Intn(3)))
	}
	for _, p := range all {
		for _, rule := range []Rule{RuleA, RuleB, RuleC} {
			sols := bruteSolutions(p, rule, 3)
			a, err := p.SolveSAT(context.Background(), &SATOptions{Rule: rule})
			if err != nil {
				t.Fatal(err)
			}
			var want []int
			if len(sols) > 0 {
				want = sols[0]
			}
			solvertest.CheckAnswer(t, fmt.Sprintf("%v rule %v", p.Cells, rule), a, len(sols), want, checker(p, rule))
		}
	}
}

func TestSATFixtures(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	for _, in := range fixtures(t) {
		a, err := in.Puzzle.SolveSAT(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		solvertest.CheckAnswer(t, in.Puzzle.ID, a, int(in.Counts[RuleA].N), recorded(t, in), checker(in.Puzzle, RuleA))
	}
}

// A sample of the data set: the formula agrees with the recorded
// answers under rule A, and under rule B where that count is recorded.
func TestSATDataSample(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	for _, in := range sample(t, 8, 150) {
		a, err := in.Puzzle.SolveSAT(context.Background(), nil)
		if err != nil {
			t.Fatalf("%s: %v", in.Puzzle.ID, err)
		}
		c, _ := capped(in.Counts[RuleA])
		solvertest.CheckAnswer(t, in.Puzzle.ID, a, c, recorded(t, in), checker(in.Puzzle, RuleA))
		if b := in.Counts[RuleB]; b.Known && !b.AtLeast && b.N <= 1 {
			a, err := in.Puzzle.SolveSAT(context.Background(), &SATOptions{Rule: RuleB})
			if err != nil {
				t.Fatal(err)
			}
			solvertest.CheckAnswer(t, in.Puzzle.ID+" rule B", a, int(b.N), nil, checker(in.Puzzle, RuleB))
		}
	}
}

// Run to the end, EachSAT gives exactly the brute-force solution sets.
func TestEachSATGivesAllSolutions(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	for _, p := range boards()[:10] {
		for _, rule := range []Rule{RuleA, RuleB, RuleC} {
			sameSolutions(t, fmt.Sprint(p.Cells, rule), func(y func([]int) bool) error {
				return p.EachSAT(context.Background(), &SATOptions{Rule: rule}, y)
			}, bruteSolutions(p, rule, 1<<20))
		}
	}
}

// The formula of a tiny board, as a DIMACS file.
func TestCNFGolden(t *testing.T) {
	p, err := New(2, 2, []int{1, 0, 0, 1})
	if err != nil {
		t.Fatal(err)
	}
	f, _, err := p.CNF(RuleA)
	if err != nil {
		t.Fatal(err)
	}
	solvertest.Golden(t, "sat_2x2.cnf", *update, f.WriteDIMACS)
}

func TestSATBadInput(t *testing.T) {
	p := &Puzzle{Rows: 2, Cols: 2, Cells: []int{1}}
	if _, err := p.SolveSAT(context.Background(), nil); err == nil {
		t.Error("a board of the wrong size accepted")
	}
	q := boards()[0]
	if _, err := q.SolveSAT(context.Background(), &SATOptions{Rule: 7}); err == nil {
		t.Error("rule 7 accepted")
	}
}
