package slitherlink_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/slitherlink"
)

func hostSession(t *testing.T, opt zq.Options) *zq.Session {
	t.Helper()
	s, err := zq.New(opt)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestMemoryBudgetDeductions: the Slitherlink deductions are held to a
// session's memory budget. A 100x100 board clued for the loop around
// it is solved by the deductions alone, whose arrays take 5.6 MB and
// whose trail grows to about 15 MB more, while the diagram of its one
// solution takes a few kilobytes: under a budget of 4 MiB the
// deductions stop before they allocate, under 12 MiB while they run,
// each with the memory error, and the session goes on; under 64 MiB the
// board is solved.
func TestMemoryBudgetDeductions(t *testing.T) {
	ctx := context.Background()
	const n = 100
	var b strings.Builder
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			k := 0
			if r == 0 || r == n-1 {
				k++
			}
			if c == 0 || c == n-1 {
				k++
			}
			b.WriteByte(byte('0' + k))
		}
		b.WriteString("\\n")
	}
	stmt := `S = solutions(slitherlink("` + b.String() + `"))`
	for _, mib := range []int64{4, 12} {
		mem := hostSession(t, zq.Options{MemoryBudget: mib << 20})
		if err := mem.Exec(ctx, "x = 1"); err != nil {
			t.Fatal(err)
		}
		err := mem.Exec(ctx, stmt)
		if !errors.Is(err, zq.ErrMemory) || !strings.Contains(err.Error(), fmt.Sprintf("memory budget of %d", mib)) {
			t.Fatalf("the deductions under a budget of %d MiB: %v, want the memory error", mib, err)
		}
		if st := mem.Stats(); st.Bytes > mib<<20 {
			t.Errorf("under %d MiB: the store holds %d bytes", mib, st.Bytes)
		}
		if v, _ := mem.Get("x"); fmt.Sprint(v) != "1" {
			t.Errorf("x = %v after the stopped statement, want 1", v)
		}
		if _, ok := mem.Get("S"); ok {
			t.Error("S bound by a stopped statement")
		}
		if v, err := mem.Eval(ctx, "x + count(solutions(slitherlink(\".23\\n...\\n.20\")))"); err != nil || fmt.Sprint(v) != "2" {
			t.Errorf("after the stop: %v, %v", v, err)
		}
	}
	big := hostSession(t, zq.Options{MemoryBudget: 64 << 20})
	if err := big.Exec(ctx, stmt); err != nil {
		t.Fatalf("under 64 MiB: %v", err)
	}
	if v, err := big.Eval(ctx, "count(S)"); err != nil || fmt.Sprint(v) != "1" {
		t.Errorf("count(S) = %v, %v; want 1", v, err)
	}
}
