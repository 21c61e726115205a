package hashi

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// TestSATAgreesWithZDD: the SAT method lists exactly the ZDD's
// solutions on small random boards (with loops forbidden on some, and
// islands without numbers, whose solutions may hold one another).
func TestSATAgreesWithZDD(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	rng := rand.New(rand.NewPCG(4, 32))
	ctx := context.Background()
	boards, multi := 0, 0
	for boards < 60 {
		p := randomBoard(rng)
		if rng.IntN(2) == 0 {
			p = p.Blank()
		}
		m := zdd.New()
		n, err := p.Solutions(ctx, m, nil)
		if err != nil {
			t.Fatal(err)
		}
		c, _ := m.Count64(n)
		if c > 12 {
			continue
		}
		boards++
		if c > 1 {
			multi++
		}
		var want, got [][]int
		m.Each(n, func(s []uint32) bool {
			w := make([]int, len(s))
			for i, x := range s {
				w[i] = int(x)
			}
			want = append(want, w)
			return true
		})
		err = p.EachSAT(ctx, cnf.SAT{}, func(s []int) bool {
			got = append(got, slices.Clone(s))
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		slices.SortFunc(want, slices.Compare)
		slices.SortFunc(got, slices.Compare)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("board %d (max %d, noloops %v):\n%sSAT %v\nZDD %v", boards, p.Max, p.NoLoops, p, got, want)
		}
	}
	if multi < 10 {
		t.Errorf("only %d boards with several solutions", multi)
	}
}
