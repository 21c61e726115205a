package anchor

import (
	"strings"
	"testing"
	"time"
)

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		xs   []float64
		want float64
	}{{nil, 0}, {[]float64{3}, 3}, {[]float64{3, 1, 2}, 2}, {[]float64{4, 1, 2, 3}, 2.5}} {
		if got := Median(tc.xs); got != tc.want {
			t.Errorf("Median(%v) = %v, want %v", tc.xs, got, tc.want)
		}
	}
}

// TestPairs runs two real processes in turn and checks the ratios.
func TestPairs(t *testing.T) {
	p := Pairs{
		A: []Run{{Wall: 2 * time.Second, PeakKiB: 100}, {Wall: 3 * time.Second, PeakKiB: 100}, {Wall: time.Second, PeakKiB: 300}},
		B: []Run{{Wall: time.Second, PeakKiB: 200}, {Wall: time.Second, PeakKiB: 200}, {Wall: time.Second, PeakKiB: 200}},
	}
	wall, mem := p.Ratios()
	if Median(wall) != 2 || Median(mem) != 0.5 {
		t.Fatalf("ratios %v %v", wall, mem)
	}
	if s := p.Summary(); !strings.Contains(s, "time zq/anchor 2.00 (1.00-3.00), memory 0.50 (0.50-1.50), 3 pairs") {
		t.Fatalf("summary %q", s)
	}
	q := Alternate(2, func() Run { return Measure("true") }, func() Run { return Measure("sh", "-c", "echo hi") })
	if q.Err() != nil || len(q.A) != 2 || q.B[1].Out != "hi\n" || q.A[0].PeakKiB <= 0 {
		t.Fatalf("runs %+v (%v)", q, q.Err())
	}
	if r := Within(50*time.Millisecond, "sleep", "5"); r.Err == nil || !strings.Contains(r.Err.Error(), "no answer within 50ms") || r.Wall > 2*time.Second {
		t.Fatalf("a run past its limit: %+v", r)
	}
	if r := Measure("false"); r.Err == nil {
		t.Fatal("a failing command has no error")
	}
}
