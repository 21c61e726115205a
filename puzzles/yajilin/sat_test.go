package yajilin

import (
	"context"
	"math/rand"
	"sort"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// TestSATAgrees: on random boards up to 5x5 (planted arrows, some
// outside), the SAT method lists exactly the ZDD's solutions.
func TestSATAgrees(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skip("cadical is not installed: the SAT method is not compared")
	}
	rng := rand.New(rand.NewSource(3))
	m := zdd.New()
	ctx := context.Background()
	total := 0
	for trial := 0; trial < 30; trial++ {
		R, C := 2+rng.Intn(4), 2+rng.Intn(4)
		if trial < 12 {
			R, C = 2+rng.Intn(2), 2+rng.Intn(3)
		}
		p := randomBoard(rng, R, C)
		p.Outside = trial%4 == 1
		if R*C <= 12 {
			if all := bruteAnswers(p); len(all) > 0 {
				p = arrowsFrom(rng, p, all[rng.Intn(len(all))], 0.8)
			}
		} else {
			f, err := p.Solutions(ctx, m)
			if err != nil {
				t.Fatal(err)
			}
			if sets := m.Sets(f, 50); len(sets) > 0 {
				p = arrowsFrom(rng, p, sets[rng.Intn(len(sets))], 0.8)
			}
		}
		f, err := p.Solutions(ctx, m)
		if err != nil {
			t.Fatal(err)
		}
		want := m.Sets(f, 201)
		if len(want) > 200 {
			continue
		}
		var got [][]uint32
		err = p.EachSAT(ctx, "sat", func(s []int) bool {
			set := make([]uint32, len(s))
			for i, x := range s {
				set[i] = uint32(x)
			}
			got = append(got, set)
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("board\n%s(outside %v): SAT %d solutions, ZDD %d", p, p.Outside, len(got), len(want))
		}
		sort.Slice(got, func(i, j int) bool { return less(got[i], got[j]) })
		for _, s := range got {
			if !containsSet(want, s) {
				t.Fatalf("board\n%s: SAT solution %v is not the ZDD's", p, s)
			}
		}
		total += len(got)
	}
	t.Logf("%d solutions compared", total)
}

func less(a, b []uint32) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(a) < len(b)
}
