package zq_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"

	"github.com/zqlang/zq"
)

// TestCompileNames: names are checked when the program is compiled.
func TestCompileNames(t *testing.T) {
	for _, tc := range []struct {
		src      string
		declared []string
		want     string // "" for none
	}{
		{"count(F & G)", []string{"F", "G"}, ""},
		{"count(F & H)", []string{"F", "G"}, "1:11: unknown variable H"},
		{"coutn(F)", []string{"F"}, "1:1: unknown function coutn; did you mean count?"},
		{"[x * y for x in range(n) for y in range(x) if y > 1]", []string{"n"}, ""},
		{"[x for x in range(3)] + [x]", nil, "1:26: unknown variable x"},
		{"[y for x in range(y)]", nil, "unknown variable y"},
		{"count + 1", nil, "count is a builtin: call it as count(...)"},
		{"myf(2)", []string{"myf"}, ""},
		{"x = 1", nil, "an expression is expected, not a statement"},
		{"1; 2", nil, "a program is one expression"},
		{"count(F", []string{"F"}, "1:6: ( is never closed"},
		{"cycles(grid(n, n)) if n > 2 else {{}}", []string{"n"}, ""},
	} {
		_, err := zq.Compile(tc.src, tc.declared...)
		if tc.want == "" {
			if err != nil {
				t.Errorf("Compile(%q): %v", tc.src, err)
			}
			continue
		}
		var ze *zq.Error
		if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.As(err, &ze) {
			t.Errorf("Compile(%q) = %v, want an *Error with %q", tc.src, err, tc.want)
		}
	}
	if _, err := zq.Compile("1", "not a name"); err == nil {
		t.Error("a bad declared name accepted")
	}
}

// TestProgramRun runs one program with variables per run, in two
// sessions from many goroutines, and checks each count.
func TestProgramRun(t *testing.T) {
	ctx := context.Background()
	p, err := zq.Compile("count(F & G) + k", "F", "G", "k")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := zq.New(zq.Options{})
	b, _ := zq.New(zq.Options{})
	if err := b.Exec(ctx, "k = 100"); err != nil {
		t.Fatal(err)
	}
	f, _ := zq.IntFamily([][]int{{1}, {2}, {1, 2}})
	g, _ := zq.IntFamily([][]int{{1}, {1, 2}, {3}})
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := range 32 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, vars, want := a, map[string]any{"F": f, "G": g, "k": i}, int64(2+i)
			if i%2 == 1 {
				s, vars, want = b, map[string]any{"F": f, "G": g}, 102 // k bound in b
			}
			v, err := p.Run(ctx, s, vars)
			if n, ok := v.(*big.Int); err != nil || !ok || n.Int64() != want {
				errs <- errors.New("run " + p.String() + ": wrong value")
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	// A run's variables are not left bound.
	if _, ok := a.Get("F"); ok {
		t.Error("F bound after a run")
	}
	if _, err := p.Run(ctx, a, map[string]any{"F": f, "G": g}); err == nil || !strings.Contains(err.Error(), "undefined name k") {
		t.Errorf("a declared name neither given nor bound: %v", err)
	}
	if _, err := p.Run(ctx, a, map[string]any{"F": f, "G": g, "k": 1, "z": 2}); err == nil {
		t.Error("an undeclared variable given")
	}
	// A family of the session itself, and limits: a run is a statement.
	if err := a.Exec(ctx, "H = cycles(grid(4, 4))"); err != nil {
		t.Fatal(err)
	}
	h, _ := a.Get("H")
	v, err := p.Run(ctx, a, map[string]any{"F": h, "G": h, "k": 0})
	if n, ok := v.(*big.Int); err != nil || !ok || n.Int64() != 213 {
		t.Errorf("count(H & H) = %v, %v (want 213, A140517)", v, err)
	}
	slow, _ := zq.Compile("len(range(n))", "n")
	lim, _ := zq.New(zq.Options{MemoryBudget: 16 << 20})
	if _, err := slow.Run(ctx, lim, map[string]any{"n": 1 << 24}); !errors.Is(err, zq.ErrMemory) {
		t.Errorf("a run past the budget: %v", err)
	}
}

// BenchmarkProgramRun runs count(F & G) with per-run families, against
// Set + Eval of the same expression.
func BenchmarkProgramRun(b *testing.B) {
	ctx := context.Background()
	s, _ := zq.New(zq.Options{})
	if err := s.Exec(ctx, "A = cycles(grid(5, 5))\nB = paths(grid(5, 5), (0, 0), (4, 4))"); err != nil {
		b.Fatal(err)
	}
	f, _ := s.Get("A")
	g, _ := s.Get("B")
	b.Run("Program.Run", func(b *testing.B) {
		p, err := zq.Compile("count(F & G)", "F", "G")
		if err != nil {
			b.Fatal(err)
		}
		vars := map[string]any{"F": f, "G": g}
		for b.Loop() {
			if _, err := p.Run(ctx, s, vars); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Set+Eval", func(b *testing.B) {
		for b.Loop() {
			if err := s.Set("F", f); err != nil {
				b.Fatal(err)
			}
			if err := s.Set("G", g); err != nil {
				b.Fatal(err)
			}
			if _, err := s.Eval(ctx, "count(F & G)"); err != nil {
				b.Fatal(err)
			}
		}
	})
}
