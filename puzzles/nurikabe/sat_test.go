package nurikabe

import (
	"context"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// TestSATAgrees lists every solution of random boards with the SAT
// solver and its cuts, and compares them with the ZDD.
func TestSATAgrees(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skipf("cadical is not installed (%v): skipped", err)
	}
	ctx := context.Background()
	rng := rand.New(rand.NewSource(2))
	boards, sols, cutRuns := 0, 0, 0
	for boards < 30 {
		rows, cols := 2+rng.Intn(4), 2+rng.Intn(4)
		p := randomBoard(rng, rows, cols, rng.Intn(3) != 0)
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		want := m.Count(f).Int64()
		if want > 12 {
			continue
		}
		boards++
		g := zdd.Empty
		n := 0
		err = p.EachSAT(ctx, "sat", func(s []int) bool {
			n++
			g = m.Union(g, m.SetOf(toU32(s)))
			return n <= int(want)
		})
		if err != nil {
			t.Fatal(err)
		}
		if g != f {
			t.Fatalf("%dx%d\n%s: SAT found %d solutions, the ZDD has %d", rows, cols, p, n, want)
		}
		sols += n
		a, err := p.SolveSAT(ctx, "sat")
		if err != nil {
			t.Fatal(err)
		}
		if (want == 0) != (a.Count == 0) || (want == 1) != (a.Count == 1) || (want > 1) != (a.Count == 2) {
			t.Fatalf("%s: SolveSAT count %d, ZDD %d", p, a.Count, want)
		}
		if a.Cuts > 1 {
			cutRuns++
		}
	}
	t.Logf("%d boards, %d solutions, %d needed cuts", boards, sols, cutRuns)
	if sols == 0 || cutRuns == 0 {
		t.Fatalf("the boards tried nothing: %d solutions, %d runs with cuts", sols, cutRuns)
	}
	if _, err := (&Puzzle{Rows: 1, Cols: 1, Nums: []int{1}}).SolveSAT(ctx, "ip"); err == nil || !strings.Contains(err.Error(), "no method") {
		t.Errorf("method ip: %v", err)
	}
}

func toU32(s []int) []uint32 {
	out := make([]uint32, len(s))
	for i, x := range s {
		out[i] = uint32(x)
	}
	slices.Sort(out)
	return out
}
