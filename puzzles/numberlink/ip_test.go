package numberlink

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/solvers/lp"
)

// Both models against brute force under rule A.
func TestIPBoards(t *testing.T) {
	solvertest.RequireSolver(t, lp.CBC.Solver)
	for _, p := range boards() {
		sols := bruteSolutions(p, RuleA, 3)
		var want []int
		if len(sols) > 0 {
			want = sols[0]
		}
		for _, pratt := range []bool{false, true} {
			a, err := p.SolveIP(context.Background(), &IPOptions{Pratt: pratt})
			if err != nil {
				t.Fatal(err)
			}
			solvertest.CheckAnswer(t, fmt.Sprintf("%v pratt=%v", p.Cells, pratt), a, len(sols), want, checker(p, RuleA))
		}
	}
}

// sample returns up to n boards of at most maxCells cells with a known
// rule-A count from every Numberlink file of the data set.
func sample(t *testing.T, n, maxCells int) []*Instance {
	var out []*Instance
	for _, name := range []string{"ahle.txt", "pzprjs.txt"} {
		var small []*Instance
		for _, in := range loadSet(t, filepath.Join(dataDir, name)) {
			if in.Puzzle.Rows*in.Puzzle.Cols <= maxCells && in.Counts[RuleA].Known {
				small = append(small, in)
			}
		}
		out = append(out, solvertest.Spread(small, n)...)
	}
	return out
}

// A sample of the data set: the neighbour-count program agrees with the
// recorded answers.
func TestIPDataSample(t *testing.T) {
	solvertest.RequireSolver(t, lp.CBC.Solver)
	for _, in := range sample(t, 4, 49) {
		a, err := in.Puzzle.SolveIP(context.Background(), &IPOptions{Pratt: true})
		if err != nil {
			t.Fatalf("%s: %v", in.Puzzle.ID, err)
		}
		c, _ := capped(in.Counts[RuleA])
		solvertest.CheckAnswer(t, in.Puzzle.ID, a, c, recorded(t, in), checker(in.Puzzle, RuleA))
	}
}

// Run to the end, EachIP gives exactly the brute-force solution set.
func TestEachIPGivesAllSolutions(t *testing.T) {
	solvertest.RequireSolver(t, lp.CBC.Solver)
	p := boards()[9]
	sameSolutions(t, "numberlink", func(y func([]int) bool) error {
		return p.EachIP(context.Background(), &IPOptions{Pratt: true}, y)
	}, bruteSolutions(p, RuleA, 1<<20))
}

// The two integer programs of a tiny board, as LP files.
func TestIPModelGolden(t *testing.T) {
	p, err := New(2, 2, []int{1, 0, 0, 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		pratt bool
		name  string
	}{{false, "ip_linearised.lp"}, {true, "ip_neighbours.lp"}} {
		m, err := NewIPModel(p, tc.pratt)
		if err != nil {
			t.Fatal(err)
		}
		solvertest.Golden(t, tc.name, *update, m.WriteLP)
	}
}

func TestIPBadInput(t *testing.T) {
	p := &Puzzle{Rows: 1, Cols: 3, Cells: []int{1, 0, 2}}
	if _, err := p.SolveIP(context.Background(), nil); err == nil || !strings.Contains(err.Error(), "number 1") {
		t.Errorf("numberlink: %v", err)
	}
}
