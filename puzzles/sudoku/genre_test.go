package sudoku

import (
	"context"
	"testing"
)

// TestStop checks that the search asks its stop hook and gives up when
// told: counting every 16x16 grid would never end.
func TestStop(t *testing.T) {
	p, err := New(4, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	s := NewSolver(Fast)
	s.stop = func() bool { calls++; return calls > 3 }
	r, err := s.Solve(p, 0)
	if err != nil {
		t.Fatal(err)
	}
	if calls != 4 || r.Count == 0 {
		t.Fatalf("stop asked %d times, %d grids counted", calls, r.Count)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := UniqueContext(ctx, p); err != context.Canceled {
		t.Fatalf("UniqueContext under a cancelled context: %v", err)
	}
	// The genre's Unique goes through it.
	g := &Game{P: p}
	if _, err := g.Unique(ctx, nil, nil); err != context.Canceled {
		t.Fatalf("Unique under a cancelled context: %v", err)
	}
}
