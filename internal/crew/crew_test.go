package crew

import (
	"runtime"
	"sync/atomic"
	"testing"
	"time"
)

// TestCrew runs jobs of every number of parts up to the crew's size,
// back to back and after the helpers have gone to sleep: each part runs
// once per job, and closing the crew ends its goroutines.
func TestCrew(t *testing.T) {
	before := runtime.NumGoroutine()
	c := New(4)
	var runs [4]atomic.Int64
	want := [4]int64{}
	for round := 0; round < 200; round++ {
		parts := 1 + round%4
		if round%50 == 49 {
			// long enough for the helpers to stop spinning and sleep
			time.Sleep(20 * time.Millisecond)
		}
		c.Run(parts, func(p int) { runs[p].Add(1) })
		for p := 0; p < parts; p++ {
			want[p]++
		}
		for p := range runs {
			if got := runs[p].Load(); got != want[p] {
				t.Fatalf("round %d: part %d ran %d times, want %d", round, p, got, want[p])
			}
		}
	}
	c.Close()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines after close, %d before the crew", runtime.NumGoroutine(), before)
		}
		time.Sleep(time.Millisecond)
	}
}
