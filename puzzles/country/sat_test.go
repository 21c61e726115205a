package country

import (
	"context"
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// TestSATAgrees: on random boards up to 5x5 the SAT method lists
// exactly the ZDD's solutions.
func TestSATAgrees(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skip("cadical is not installed: the SAT method is not compared")
	}
	rng := rand.New(rand.NewSource(3))
	m := zdd.New()
	ctx := context.Background()
	total := 0
	loops := map[[2]int][][]uint32{}
	for trial := 0; trial < 40; trial++ {
		R, C := 1+rng.Intn(4), 1+rng.Intn(4)
		if trial%5 == 0 {
			R, C = 5, 5
		}
		key := [2]int{R, C}
		if loops[key] == nil {
			b, _ := New(R, C, make([]int, R*C))
			loops[key] = allLoops(b)
		}
		p := randomBoard(rng, R, C, loops[key])
		if trial%2 == 0 {
			// four quarters, some merged: rooms that loops can visit
			labels := make([]int, R*C)
			k := 1 + rng.Intn(4)
			for i := range labels {
				labels[i] = ((i/C)*2/R*2 + (i%C)*2/C) % k
			}
			p, _ = New(R, C, labels)
			p.Empty = rng.Intn(3) == 0
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
			t.Fatalf("board\n%s(empty %v): SAT %d solutions, ZDD %d", p, p.Empty, len(got), len(want))
		}
		for _, s := range got {
			if !slices.ContainsFunc(want, func(w []uint32) bool { return slices.Equal(w, s) || len(w) == 0 && len(s) == 0 }) {
				t.Fatalf("board\n%s: SAT solution %v is not the ZDD's", p, s)
			}
		}
		total += len(got)
	}
	t.Logf("%d solutions compared", total)
	if total < 30 {
		t.Errorf("only %d solutions compared", total)
	}
}
