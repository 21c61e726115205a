package nurimaze

import (
	"context"
	"errors"
	"math/rand"
	"testing"
	"time"

	"github.com/zqlang/zq/zdd"
)

// TestDeductionsStop: on large planted boards the deductions
// before the search heed the context: the construction ends soon after
// its deadline, with the context's error (or sooner, with an answer).
func TestDeductionsStop(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for trial := 0; trial < 3; trial++ {
		p := plantedBoard(rng, 24, 24)
		for p == nil {
			p = plantedBoard(rng, 24, 24)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		t0 := time.Now()
		_, err := p.Solutions(ctx, zdd.New())
		cancel()
		if took := time.Since(t0); took > 10*time.Second {
			t.Fatalf("stopped after %v", took)
		}
		if err != nil && !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("%v, want nil or the context's error", err)
		}
	}
}
