package zdd

import (
	"os"
	"strconv"
	"testing"
	"time"
)

// TestLongLargeFamily builds and counts the k-subsets of n elements,
// tens of millions of nodes with counts of thousands of bits. It runs
// only with ZQ_LONG=1; ZQ_LONG_N and ZQ_LONG_K change n and k (default
// 9000 and 2500: 16 million reachable nodes).
func TestLongLargeFamily(t *testing.T) {
	if os.Getenv("ZQ_LONG") == "" {
		t.Skip("set ZQ_LONG=1 to build and count a 16-million-node family")
	}
	n, k := 9000, 2500
	if v, err := strconv.Atoi(os.Getenv("ZQ_LONG_N")); err == nil {
		n = v
	}
	if v, err := strconv.Atoi(os.Getenv("ZQ_LONG_K")); err == nil {
		k = v
	}
	m := New()
	start, cpu := time.Now(), cpuTime()
	f := kSubsets(m, n, k)
	t.Logf("build: %v (cpu %v)", time.Since(start), cpuTime()-cpu)
	start, cpu = time.Now(), cpuTime()
	if got, want := m.NodeCount(f), (n-k+1)*k; got != want {
		t.Fatalf("NodeCount = %d, want %d", got, want)
	}
	t.Logf("node count: %v (cpu %v)", time.Since(start), cpuTime()-cpu)
	start, cpu = time.Now(), cpuTime()
	c := m.Count(f)
	t.Logf("count: %v (cpu %v)", time.Since(start), cpuTime()-cpu)
	if c.Cmp(binom(n, k)) != 0 {
		t.Fatal("count differs from the binomial coefficient")
	}
	s := m.Stats()
	t.Logf("%d nodes in the store, %.1f bytes per node", s.LiveNodes, float64(s.Bytes)/float64(s.LiveNodes))
}
