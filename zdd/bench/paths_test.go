package bench

import (
	"math/big"
	"testing"
)

// cornerPaths lists the numbers of simple paths joining opposite corners
// of the n x n grid of points, n = 1, 2, ... (OEIS A007764).
var cornerPaths = []string{"1", "2", "12", "184", "8512", "1262816", "575780564",
	"789360053252", "3266598486981642", "41044208702632496804"}

// TestCountPathsSmall checks Count, Count64, NodeCount and Sizes on
// diagrams made by the top-down builder (which hands its nodes to the
// manager level by level, so they are ordered by id) against OEIS, the
// depth-first reference and the shortest paths: the 10 x 10 count needs
// two words.
func TestCountPathsSmall(t *testing.T) {
	for n := 1; n <= len(cornerPaths); n++ {
		m, f := pathsDiagram(t, n)
		want, _ := new(big.Int).SetString(cornerPaths[n-1], 10)
		if c := m.Count(f); c.Cmp(want) != 0 {
			t.Fatalf("n=%d: Count = %v, want %v", n, c, want)
		}
		if c := refCount(m, f); c.Cmp(want) != 0 {
			t.Fatalf("n=%d: reference count = %v, want %v", n, c, want)
		}
		m.GC() // forget the remembered results
		c64, ok := m.Count64(f)
		if ok != want.IsUint64() || ok && c64 != want.Uint64() {
			t.Fatalf("n=%d: Count64 = %d, %v", n, c64, ok)
		}
		if got, ref := m.NodeCount(f), refNodeCount(m, f); got != ref {
			t.Fatalf("n=%d: NodeCount = %d, reference %d", n, got, ref)
		}
		m.GC()
		sizes := m.Sizes(f)
		sum := new(big.Int)
		for k, c := range sizes {
			sum.Add(sum, c)
			// Corner to corner, a path has an even number of edges, at
			// least 2(n-1): the monotone paths, C(2(n-1), n-1) of them.
			switch {
			case k%2 == 1 || k < 2*(n-1):
				if c.Sign() != 0 {
					t.Fatalf("n=%d: %v paths of %d edges", n, c, k)
				}
			case k == 2*(n-1):
				if c.Cmp(new(big.Int).Binomial(int64(k), int64(n-1))) != 0 {
					t.Fatalf("n=%d: %v shortest paths", n, c)
				}
			}
		}
		if sum.Cmp(want) != 0 {
			t.Fatalf("n=%d: Sizes add up to %v, want %v", n, sum, want)
		}
	}
}
