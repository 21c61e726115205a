package nurikabe

import (
	"context"
	"errors"
	"math/rand"
	"testing"
	"time"

	"github.com/zqlang/zq/zdd"
)

// TestDeductionsStop: on large solvable boards the deductions
// before the search heed the context: the construction ends soon after
// its deadline, with the context's error (or sooner, with an answer).
func TestDeductionsStop(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for trial := 0; trial < 3; trial++ {
		// '?' on every cell of odd row and column: the lattice of
		// one-cell islands is a solution, and probing has much to try
		p := &Puzzle{Rows: 60, Cols: 60, Nums: make([]int, 3600)}
		for i := range p.Nums {
			p.Nums[i] = NoNumber
			if r, c := i/60, i%60; r%2 == 1 && c%2 == 1 && rng.Intn(4) != 0 {
				p.Nums[i] = Unknown
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		t0 := time.Now()
		_, err := p.Solutions(ctx, zdd.New(), Options{})
		cancel()
		if took := time.Since(t0); took > 10*time.Second {
			t.Fatalf("stopped after %v", took)
		}
		if err != nil && !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("%v, want nil or the context's error", err)
		}
	}
}
