package shakashaka

import (
	"context"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// TestSATAgrees lists every solution of random boards with the SAT
// model and compares them with the ZDD.
func TestSATAgrees(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skipf("cadical is not installed (%v): skipped", err)
	}
	ctx := context.Background()
	rng := rand.New(rand.NewSource(2))
	boards, sols := 0, 0
	for trial := 0; boards < 20 && trial < 2000; trial++ {
		p := randomBoard(rng, 2+rng.Intn(4), 2+rng.Intn(4), 2+rng.Intn(4))
		m := zdd.New()
		f, err := p.Solutions(ctx, m)
		if err != nil {
			t.Fatal(err)
		}
		want := m.Count(f).Int64()
		if want == 0 || want > 12 {
			continue
		}
		boards++
		g := zdd.Empty
		n := 0
		err = p.EachSAT(ctx, "sat", func(s []int) bool {
			n++
			g = m.Union(g, m.SetOf(puzzles.Set(s)))
			return n <= int(want)
		})
		if err != nil {
			t.Fatal(err)
		}
		if g != f {
			t.Fatalf("\n%s: SAT found %d solutions, the ZDD has %d", p, n, want)
		}
		sols += n
	}
	t.Logf("%d boards, %d solutions", boards, sols)
	if boards < 10 {
		t.Errorf("only %d boards", boards)
	}
	p, _ := ParseURL(sampleURL)
	n := 0
	if err := p.EachSAT(ctx, "sat-minisat", func([]int) bool { n++; return true }); err == nil && n != 1 {
		t.Errorf("minisat: %d solutions of the sample", n)
	}
	if err := p.EachSAT(ctx, "ip", nil); err == nil || !strings.Contains(err.Error(), "no method") {
		t.Errorf("method ip: %v", err)
	}
}
