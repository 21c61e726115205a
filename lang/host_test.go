package lang

import (
	"bytes"
	"context"
	"errors"
	"math"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

func TestParseCgroupLimit(t *testing.T) {
	for in, want := range map[string]int64{"max\n": 0, "2147483648\n": 2 << 30, "9223372036854771712": 0, "": 0, "x": 0} {
		if got := parseCgroupLimit(in); got != want {
			t.Errorf("parseCgroupLimit(%q) = %d, want %d", in, got, want)
		}
	}
}

// TestGoMemoryLimit: a new session leaves the Go runtime's memory limit
// alone; with GoMemoryLimit as its hook, :memory sets it and :memory off
// removes it.
func TestGoMemoryLimit(t *testing.T) {
	old := debug.SetMemoryLimit(500 << 20)
	t.Cleanup(func() { debug.SetMemoryLimit(old) })
	s := NewSession(&bytes.Buffer{})
	if got := debug.SetMemoryLimit(-1); got != 500<<20 {
		t.Fatalf("NewSession changed the Go memory limit to %d", got)
	}
	s.OnMemoryBudget = GoMemoryLimit
	if err := s.Run("t", ":memory 64MiB"); err != nil {
		t.Fatal(err)
	}
	if got := debug.SetMemoryLimit(-1); got != 64<<20 {
		t.Errorf(":memory 64MiB: limit %d", got)
	}
	if err := s.Run("t", ":memory off"); err != nil {
		t.Fatal(err)
	}
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 || s.MemoryBudget != 0 {
		t.Errorf(":memory off: limit %d, budget %d", got, s.MemoryBudget)
	}
}

// TestStoreBudget: with the budget held against the session's own
// store, a construction stops before the store or the builder grows
// past it, with ErrMemory, and nothing outside the session is read.
func TestStoreBudget(t *testing.T) {
	s := NewSession(&bytes.Buffer{})
	s.MemoryUsed = s.StoreBytes
	s.MemoryBudget = 8 << 20
	if err := s.Run("t", "x = 1"); err != nil {
		t.Fatal(err)
	}
	for _, src := range []string{"y = cycles(grid(12, 12))", "y = hamcycles(grid(12, 12)) | paths(grid(11, 11), (0, 0), (10, 10))"} {
		err := s.Run("t", src)
		if !errors.Is(err, ErrMemory) || !strings.Contains(err.Error(), "memory budget of 8.0 MiB") {
			t.Errorf("%s: %v", src, err)
		}
		if fp := s.M.Footprint(); fp > 8<<20 {
			t.Errorf("%s: the store took %d bytes, past the budget", src, fp)
		}
	}
	if _, ok := s.Lookup("y"); ok {
		t.Error("y bound by a stopped statement")
	}
	if err := s.Run("t", "assert x == 1; assert count(cycles(grid(4, 4))) == 213"); err != nil {
		t.Fatal(err)
	}
}

// TestStopCauses: the error of a stopped statement wraps its cause.
func TestStopCauses(t *testing.T) {
	s := NewSession(&bytes.Buffer{})
	s.NodeLimit = 100
	err := s.Run("t", "paths(grid(6, 6), (0, 0), (5, 5))")
	if !errors.Is(err, ErrNodeLimit) || !errors.Is(err, zdd.ErrNodeLimit) {
		t.Errorf("node limit: %v", err)
	}
	s.NodeLimit = 0
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err = s.RunContext(ctx, "t", "x = 1")
	if !errors.Is(err, ErrInterrupted) || !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	if _, ok := s.Lookup("x"); ok {
		t.Error("a statement ran under a cancelled context")
	}
}
