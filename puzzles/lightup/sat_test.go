package lightup

import (
	"context"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// TestSATAgrees lists every solution of random boards up to 6x6 with
// the SAT solvers and compares them with the ZDD's family.
func TestSATAgrees(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skipf("cadical is not installed (%v): skipped", err)
	}
	ctx := context.Background()
	rng := rand.New(rand.NewSource(3))
	boards, sols, multi := 0, 0, 0
	for boards < 30 {
		p := randomBoard(rng, 2+rng.Intn(5), 2+rng.Intn(5), 10+rng.Intn(30), true, boards%3 != 0)
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
			t.Fatalf("%s: %s found %d solutions, the ZDD has %d", p, method, n, want)
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
			t.Fatalf("%s: SolveSAT count %d, ZDD %d", p, a.Count, want)
		}
	}
	if multi == 0 || sols == 0 {
		t.Errorf("%d solutions, %d boards with several: the test boards are too easy", sols, multi)
	}
	t.Logf("%d boards, %d solutions, %d boards with several", boards, sols, multi)
	if _, err := (&Puzzle{Rows: 1, Cols: 1, Cells: []int{White}}).SolveSAT(ctx, "ip"); err == nil || !strings.Contains(err.Error(), "no method") {
		t.Errorf("method ip: %v", err)
	}
}

// TestSATDataSet has the SAT solver confirm a spread of the data set's
// puzzles unique with the ZDD's solution.
func TestSATDataSet(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skipf("cadical is not installed (%v): skipped", err)
	}
	ctx := context.Background()
	es := readSGT(t)
	for k := 0; k < len(es); k += 7 {
		e := es[k]
		m := zdd.New()
		f, err := e.P.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		a, err := e.P.SolveSAT(ctx, "sat")
		if err != nil {
			t.Fatal(err)
		}
		if a.Count != 1 {
			t.Errorf("%s: SAT count %d", e.Seed, a.Count)
			continue
		}
		set := make([]uint32, len(a.Solution))
		for i, x := range a.Solution {
			set[i] = uint32(x)
		}
		if m.SetOf(set) != f {
			t.Errorf("%s: SAT's solution is not the ZDD's", e.Seed)
		}
	}
}
