package lits

import (
	"context"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// TestSATAgrees lists every solution of random and planted boards with
// the SAT solver and its connectivity cuts, and compares them with the
// ZDD.
func TestSATAgrees(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skipf("cadical is not installed (%v): skipped", err)
	}
	ctx := context.Background()
	rng := rand.New(rand.NewSource(2))
	boards, sols, cutRuns, some := 0, 0, 0, 0
	for boards < 20 {
		rows, cols := 3+rng.Intn(4), 3+rng.Intn(4)
		var p *Puzzle
		if boards%3 == 0 {
			p = randomBoard(rng, rows, cols, boards%2 == 0)
		} else {
			p, _ = plantedBoard(rng, rows, cols)
		}
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
			g = m.Union(g, m.SetOf(Set(p.Shading(toU32(s)))))
			return n <= int(want)
		})
		if err != nil {
			t.Fatal(err)
		}
		if g != f {
			t.Fatalf("%dx%d\n%s%s: SAT found %d solutions, the ZDD has %d", rows, cols, p, p.URL(), n, want)
		}
		sols += n
		if n > 0 {
			some++
		}
		a, err := p.SolveSAT(ctx, "sat")
		if err != nil {
			t.Fatal(err)
		}
		if (want == 0) != (a.Count == 0) || (want == 1) != (a.Count == 1) || (want > 1) != (a.Count == 2) {
			t.Fatalf("%s: SolveSAT count %d, ZDD %d", p, a.Count, want)
		}
		if a.Cuts > 0 {
			cutRuns++
		}
	}
	t.Logf("%d boards, %d with solutions, %d solutions, %d needed connectivity cuts", boards, some, sols, cutRuns)
	if some < boards/2 {
		t.Errorf("only %d of %d boards have a solution: the test is weak", some, boards)
	}
	if _, err := (&Puzzle{Rows: 1, Cols: 1, Room: []int{0}, Rooms: 1}).SolveSAT(ctx, "ip"); err == nil || !strings.Contains(err.Error(), "no method") {
		t.Errorf("method ip: %v", err)
	}
}

func toU32(s []int) []uint32 {
	out := make([]uint32, len(s))
	for i, x := range s {
		out[i] = uint32(x)
	}
	return sorted(out)
}
