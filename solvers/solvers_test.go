package solvers_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/solvers"
	"github.com/zqlang/zq/solvers/cnf"
)

// The grid index numbers the edges of graph.Grid as the graph does, and
// Components splits an edge set into its connected parts.
func TestGridIndexAndComponents(t *testing.T) {
	// Dots 2x4 (a 1x3 Slitherlink): the two end cells as separate loops.
	g, err := graph.Grid(2, 4)
	if err != nil {
		t.Fatal(err)
	}
	x := solvers.NewGridIndex(g)
	for r := 0; r < 2; r++ {
		for c := 0; c < 4; c++ {
			if c+1 < 4 && x.H(r, c) != g.GridEdge(r, c, r, c+1) {
				t.Errorf("H(%d, %d) = %d, want %d", r, c, x.H(r, c), g.GridEdge(r, c, r, c+1))
			}
			if r+1 < 2 && x.V(r, c) != g.GridEdge(r, c, r+1, c) {
				t.Errorf("V(%d, %d) = %d, want %d", r, c, x.V(r, c), g.GridEdge(r, c, r+1, c))
			}
		}
	}
	if got, want := x.CellEdges(0, 1), [4]int{x.H(0, 1), x.H(1, 1), x.V(0, 1), x.V(0, 2)}; got != want {
		t.Errorf("CellEdges(0, 1) = %v, want %v", got, want)
	}
	set := []int{x.H(0, 0), x.H(1, 0), x.V(0, 0), x.V(0, 1), x.H(0, 2), x.H(1, 2), x.V(0, 2), x.V(0, 3)}
	c := solvers.Components(g, set)
	if len(c) != 2 || len(c[0]) != 4 || !slices.IsSorted(c[0]) || c[0][0] != 0 {
		t.Errorf("components %v", c)
	}
	inc := solvers.Incident(g)
	if len(inc[0]) != 2 || len(inc[1]) != 3 {
		t.Errorf("incident edges %v", inc)
	}
}

// A found solution is excluded by one clause over its elements' variables.
func TestExcludeAllAndTrueElements(t *testing.T) {
	f := &cnf.Formula{}
	f.NewVars(4)
	solvers.ExcludeAll(f, []int{0, 2})
	var b strings.Builder
	if err := f.WriteDIMACS(&b); err != nil || b.String() != "p cnf 4 1\n-1 -3 0\n" {
		t.Errorf("formula %q, %v", b.String(), err)
	}
	if got := solvers.TrueElements([]bool{false, true, false, true, true}, 3); !slices.Equal(got, []int{0, 2}) {
		t.Errorf("TrueElements = %v", got)
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
