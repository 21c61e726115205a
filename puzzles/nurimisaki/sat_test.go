package nurimisaki

import (
	"context"
	"fmt"
	"math/rand"
	"sort"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// TestSATAgrees: the SAT method lists the same solutions as the ZDD on
// random boards (walls inside rooms too) up to 5x5.
func TestSATAgrees(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skipf("cadical is not installed, so the SAT method cannot run: %v", err)
	}
	rng := rand.New(rand.NewSource(5))
	ctx := context.Background()
	boards, sets := 0, 0
	for boards < 60 {
		rows, cols := 2+rng.Intn(4), 2+rng.Intn(4)
		p := randomBoard(rng, rows, cols, 1+rng.Intn(4))
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if m.Count(f).Int64() > 200 {
			continue
		}
		var want []string
		for _, s := range m.Sets(f, -1) {
			want = append(want, fmt.Sprint(s))
		}
		var got []string
		err = p.EachSAT(ctx, "sat", func(s []int) bool {
			got = append(got, fmt.Sprint(s))
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(want)
		sort.Strings(got)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%s\nSAT %v\nZDD %v", p, got, want)
		}
		boards++
		sets += len(want)
	}
	if sets < 25 {
		t.Errorf("only %d solutions over %d boards", sets, boards)
	}
	t.Logf("%d boards, %d solutions", boards, sets)
}

// TestExactly: the sequential counter allows exactly the assignments
// with k true literals.
func TestExactly(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skipf("cadical is not installed: %v", err)
	}
	ctx := context.Background()
	for n := 1; n <= 5; n++ {
		for k := 0; k <= n+1; k++ {
			f := &cnf.Formula{}
			f.NewVars(n)
			lits := make([]int, n)
			for i := range lits {
				lits[i] = i + 1
			}
			exactly(f, lits, k)
			models := 0
			for {
				ok, model, err := cnf.Cadical.Solve(ctx, f)
				if err != nil {
					t.Fatal(err)
				}
				if !ok {
					break
				}
				models++
				cl := make([]int, n)
				c := 0
				for i := 1; i <= n; i++ {
					if model[i] {
						c++
						cl[i-1] = -i
					} else {
						cl[i-1] = i
					}
				}
				if c != k {
					t.Fatalf("n=%d k=%d: a model with %d true", n, k, c)
				}
				f.Add(cl...)
			}
			if want := binom(n, k); models != want {
				t.Fatalf("n=%d k=%d: %d models, want %d", n, k, models, want)
			}
		}
	}
}

func binom(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	r := 1
	for i := 0; i < k; i++ {
		r = r * (n - i) / (i + 1)
	}
	return r
}
