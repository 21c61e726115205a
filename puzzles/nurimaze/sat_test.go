package nurimaze

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

// TestSATAgrees: on random boards the SAT method (with its cuts) lists
// exactly the ZDD's solutions.
func TestSATAgrees(t *testing.T) {
	if _, err := cnf.Cadical.Solver.Path(); err != nil {
		t.Skipf("the SAT solver is missing, so the SAT method is not compared: %v", err)
	}
	rng := rand.New(rand.NewSource(5))
	withSol := 0
	for trial := 0; trial < 300; trial++ {
		p := randomBoard(rng, 2+rng.Intn(4), 2+rng.Intn(4))
		want := zddSolutions(t, p)
		if len(want) > 20 {
			continue
		}
		var got []string
		err := p.EachSAT(context.Background(), cnf.SAT{}, func(s []int) bool {
			s = slices.Clone(s)
			slices.Sort(s)
			got = append(got, fmt.Sprint(s))
			return len(got) <= 100
		})
		if err != nil {
			t.Fatalf("%s: %v", p, err)
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
	if withSol < 5 {
		t.Fatalf("only %d boards with solutions", withSol)
	}
}
