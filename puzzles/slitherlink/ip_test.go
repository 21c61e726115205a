package slitherlink

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/solvers/lp"
)

func TestIPFixtures(t *testing.T) {
	solvertest.RequireSolver(t, lp.CBC.Solver)
	cuts := 0
	for i, e := range fixtures(t)[:5] {
		for _, norules := range []bool{false, true} {
			var subtours []int
			a, err := e.Puzzle.SolveIP(context.Background(), &IPOptions{NoStartingRules: norules, Runs: func(run, n int) { subtours = append(subtours, n) }})
			if err != nil {
				t.Fatalf("%s: %v", e.Puzzle.ID, err)
			}
			solvertest.CheckAnswer(t, e.Puzzle.ID, a, capped(e.Count), ints(e.Solution), checker(e.Puzzle))
			// Runs report every feasible solve; the first solution
			// came from a run without subtours.
			if !containsZero(subtours) {
				t.Errorf("%s: no run ended with a single loop: %v", e.Puzzle.ID, subtours)
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

func containsZero(a []int) bool {
	for _, x := range a {
		if x == 0 {
			return true
		}
	}
	return false
}

func TestIPRandom(t *testing.T) {
	solvertest.RequireSolver(t, lp.CBC.Solver)
	rng := rand.New(rand.NewPCG(9, 10))
	for i := range 6 {
		p := randomLoopPuzzle(rng, 3, 3, 0.3+0.1*float64(i))
		sols := bruteLoops(p, 3)
		a, err := p.SolveIP(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		solvertest.CheckAnswer(t, fmt.Sprint(p.Clues), a, len(sols), sols[0], checker(p))
	}
	p, _ := New(2, 2)
	a, err := p.SolveIP(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	solvertest.CheckAnswer(t, "2x2 without clues", a, 13, nil, checker(p))
}

func TestIPGLPK(t *testing.T) {
	solvertest.RequireSolver(t, lp.GLPK.Solver)
	e := fixtures(t)[0]
	a, err := e.Puzzle.SolveIP(context.Background(), &IPOptions{Solver: lp.GLPK})
	if err != nil {
		t.Fatal(err)
	}
	solvertest.CheckAnswer(t, e.Puzzle.ID, a, 1, ints(e.Solution), checker(e.Puzzle))
}

// sample returns up to n entries with an exact count and at most
// maxCells cells from every Slitherlink file of the data set, spread
// over each file.
func sample(t testing.TB, n, maxCells int) []*Entry {
	var out []*Entry
	for _, name := range []string{"janko.txt", "loopy.txt", "pzprjs.txt"} {
		var small []*Entry
		for _, e := range dataEntries(t, name) {
			if e.Puzzle.Rows*e.Puzzle.Cols <= maxCells && e.Count >= 0 {
				small = append(small, e)
			}
		}
		out = append(out, solvertest.Spread(small, n)...)
	}
	return out
}

// A sample of the data set: the integer program agrees with the
// recorded answers and the subtour loop ends with a single loop on
// every puzzle.
func TestIPDataSample(t *testing.T) {
	solvertest.RequireSolver(t, lp.CBC.Solver)
	for _, e := range sample(t, 2, 49) {
		a, err := e.Puzzle.SolveIP(context.Background(), nil)
		if err != nil {
			t.Fatalf("%s: %v", e.Puzzle.ID, err)
		}
		solvertest.CheckAnswer(t, e.Puzzle.ID, a, capped(e.Count), ints(e.Solution), checker(e.Puzzle))
	}
}

// sameSolutions checks that each, run to the end, gives exactly the
// solutions want.
func sameSolutions(t *testing.T, name string, each func(func([]int) bool) error, want [][]int) {
	t.Helper()
	got := map[string]bool{}
	if err := each(func(s []int) bool { got[fmt.Sprint(s)] = true; return true }); err != nil {
		t.Fatal(err)
	}
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

// Run to the end, EachIP gives exactly the brute-force solution set.
func TestEachIPGivesAllSolutions(t *testing.T) {
	solvertest.RequireSolver(t, lp.CBC.Solver)
	p, err := ParseGrid(".2\n..")
	if err != nil {
		t.Fatal(err)
	}
	sameSolutions(t, "2x2", func(y func([]int) bool) error { return p.EachIP(context.Background(), nil, y) }, bruteLoops(p, 1<<20))
}

// The integer program of a tiny puzzle, as an LP file.
func TestIPModelGolden(t *testing.T) {
	p, _ := ParseGrid("3.")
	m, err := NewIPModel(p, true, true)
	if err != nil {
		t.Fatal(err)
	}
	m.Exclude([]int{0, 1, 3, 5})
	solvertest.Golden(t, "ip_1x2.lp", *update, m.WriteLP)
}

// The MPS file of a model solves to the same optimum as its LP file.
func TestMPSAgreesWithLP(t *testing.T) {
	solvertest.RequireSolver(t, lp.CBC.Solver)
	p, _ := ParseGrid(".3.\n3..\n.2.")
	m, err := NewIPModel(p, true, true)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	res, err := lp.CBC.Solve(ctx, m.Model)
	if err != nil || res.Status != lp.Optimal {
		t.Fatalf("LP: %+v %v", res, err)
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, "m.mps"), filepath.Join(dir, "sol.txt")
	var buf bytes.Buffer
	if err := m.WriteMPS(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(in, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, code, err := lp.CBC.Run(ctx, in, "solve", "solu", out); err != nil || code != 0 {
		t.Fatalf("cbc on MPS: %d %v", code, err)
	}
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	res2, err := lp.ParseCBC(text, m.Model)
	if err != nil || res2.Status != lp.Optimal || res2.Objective != res.Objective {
		t.Errorf("MPS: %+v %v; LP objective %v", res2, err, res.Objective)
	}
}

// Building and writing the integer program of a 60x60 random puzzle.
func BenchmarkIPModel(b *testing.B) {
	p := randomLoopPuzzle(rand.New(rand.NewPCG(1, 2)), 60, 60, 0.6)
	b.ReportAllocs()
	for b.Loop() {
		m, err := NewIPModel(p, true, true)
		if err != nil {
			b.Fatal(err)
		}
		m.WriteLP(io.Discard)
	}
}

// Solving and deciding uniqueness of the first fixtures with cbc.
func BenchmarkIPSolve(b *testing.B) {
	solvertest.RequireSolver(b, lp.CBC.Solver)
	es := fixtures(b)[:3]
	for b.Loop() {
		for _, e := range es {
			if _, err := e.Puzzle.SolveIP(context.Background(), nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}
