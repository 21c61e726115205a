package zdd

import (
	"os"
	"testing"
)

// TestLongLargeFamily counts a family of tens of millions of nodes with
// counts of thousands of bits. It runs only with ZQ_LONG=1.
func TestLongLargeFamily(t *testing.T) {
	if os.Getenv("ZQ_LONG") == "" {
		t.Skip("set ZQ_LONG=1 to build and count a 16-million-node family")
	}
	m := New()
	const n, k = 9000, 2500
	m.Reserve((n - k + 1) * k)
	f := kSubsets(m, n, k)
	if got, want := m.NodeCount(f), (n-k+1)*k; got != want {
		t.Fatalf("NodeCount = %d, want %d", got, want)
	}
	if c := m.Count(f); c.Cmp(binom(n, k)) != 0 {
		t.Fatal("count differs from the binomial coefficient")
	}
	s := m.Stats()
	t.Logf("%d nodes, %.1f bytes per node", s.LiveNodes, float64(s.Bytes)/float64(s.LiveNodes))
}
