package dbchoco

import (
	"context"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// TestSATAgrees lists every solution of random boards up to 5x5 (planted regions) with
// the SAT solvers and compares them with the ZDD's family.
func TestSATAgrees(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skipf("cadical is not installed (%v): skipped", err)
	}
	ctx := context.Background()
	rng := rand.New(rand.NewSource(3))
	boards, sols, multi := 0, 0, 0
	for boards < 30 {
		p := randomBoard(rng, 2+rng.Intn(4), 2+rng.Intn(4))
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		want := m.Count(f).Int64()
		if want > 20 {
			continue
		}
		boards++
		method := "sat"
		if boards%5 == 0 && cnf.Minisat.Installed() == nil {
			method = "sat-minisat"
		}
		g := zdd.Empty
		n := 0
		err = p.EachSAT(ctx, method, func(s []int) bool {
			n++
			set := make([]uint32, len(s))
			for i, x := range s {
				set[i] = uint32(x)
			}
			g = m.Union(g, m.SetOf(set))
			return n <= int(want)
		})
		if err != nil {
			t.Fatal(err)
		}
		if g != f {
			t.Fatalf("\n%s: %s found %d solutions, the ZDD has %d", p, method, n, want)
		}
		sols += n
		if n > 1 {
			multi++
		}
		a, err := p.SolveSAT(ctx, "sat")
		if err != nil {
			t.Fatal(err)
		}
		if a.Count != int(min(want, 2)) {
			t.Fatalf("\n%s: SolveSAT count %d, ZDD %d", p, a.Count, want)
		}
		if a.Solution != nil {
			set := make([]uint32, len(a.Solution))
			for i, x := range a.Solution {
				set[i] = uint32(x)
			}
			if err := p.Check(set); err != nil {
				t.Fatalf("\n%s: SolveSAT's solution: %v", p, err)
			}
		}
	}
	if multi == 0 || sols == 0 {
		t.Errorf("%d solutions, %d boards with several: the test boards are too easy", sols, multi)
	}
	t.Logf("%d boards, %d solutions, %d boards with several", boards, sols, multi)
	if _, err := (&Puzzle{Rows: 1, Cols: 2, Grey: []bool{true, false}, Nums: []int{1, Empty}}).SolveSAT(ctx, "ip"); err == nil || !strings.Contains(err.Error(), "no method") {
		t.Errorf("method ip: %v", err)
	}
}
