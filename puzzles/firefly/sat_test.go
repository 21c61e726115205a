package firefly

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
)

// requireSAT skips the test when the solver is not installed.
func requireSAT(t *testing.T, s cnf.SAT) {
	t.Helper()
	if _, err := s.Solver.Path(); err != nil {
		t.Skipf("the SAT solver is missing, so the SAT method is not compared: %v", err)
	}
}

// TestSATAgrees: on random small boards the SAT method (with its
// connectivity cuts) lists exactly the ZDD's solutions.
func TestSATAgrees(t *testing.T) {
	requireSAT(t, cnf.Cadical)
	rng := rand.New(rand.NewSource(5))
	withSol := 0
	for trial := 0; trial < 120; trial++ {
		p := randomBoard(rng, 2+rng.Intn(3), 2+rng.Intn(3))
		want := zddSolutions(t, p)
		if len(want) > 20 {
			continue
		}
		var got []string
		err := p.EachSAT(context.Background(), nil, func(s []int) bool {
			s = slices.Clone(s)
			slices.Sort(s)
			got = append(got, fmt.Sprint(s))
			return len(got) <= 100
		})
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(got)
		if len(want) > 0 {
			withSol++
		}
		if strings.Join(got, ";") != strings.Join(want, ";") {
			t.Fatalf("%s: SAT %v, ZDD %v", p, got, want)
		}
	}
	t.Logf("%d boards with solutions", withSol)
	if withSol < 3 {
		t.Fatalf("only %d boards with solutions", withSol)
	}
}
