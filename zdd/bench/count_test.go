package bench

import (
	"context"
	"math/big"
	"math/bits"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// pathsDiagram builds the ZDD of the corner-to-corner paths of the n x n
// grid.
func pathsDiagram(tb testing.TB, n int) (*zdd.Manager, zdd.Node) {
	g, err := graph.Grid(n, n)
	if err != nil {
		tb.Fatal(err)
	}
	m := zdd.New()
	f, err := topdown.Build(context.Background(), m, families.Paths(g, 0, g.N()-1), topdown.Options{Workers: 1})
	if err != nil {
		tb.Fatal(err)
	}
	m.Ref(f)
	return m, f
}

// refCount counts the sets of f by two depth-first walks: machine words
// first, then (when a count overflows) multi-word counts that are freed
// as soon as their last parent has used them. It is the reference the
// new counting is measured against; it assumes, as holds for a diagram
// just built, that no node below f has a larger id than f.
func refCount(m *zdd.Manager, f zdd.Node) *big.Int {
	if f <= zdd.Base {
		return big.NewInt(int64(f))
	}
	size := int(f) + 1
	cnt := make([]uint64, size)
	cnt[zdd.Base] = 1
	stack := []zdd.Node{f}
	ok := true
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		lo, hi := m.Lo(n), m.Hi(n)
		a := cnt[lo]
		if a == 0 && lo != zdd.Empty {
			stack = append(stack, lo)
			continue
		}
		b := cnt[hi]
		if b == 0 && hi != zdd.Empty {
			stack = append(stack, hi)
			continue
		}
		stack = stack[:len(stack)-1]
		c, carry := bits.Add64(a, b, 0)
		if carry != 0 {
			ok = false
			break
		}
		cnt[n] = c
	}
	if ok {
		return new(big.Int).SetUint64(cnt[f])
	}
	cnt = nil
	parents := make([]uint32, size)
	postorder(m, f, size, func(n zdd.Node) {
		parents[m.Lo(n)]++
		parents[m.Hi(n)]++
	})
	slot := make([]uint32, size)
	vals := []*big.Int{new(big.Int), big.NewInt(1)}
	slot[zdd.Base] = 1
	var free []uint32
	release := func(n zdd.Node) {
		if n > zdd.Base {
			parents[n]--
			if parents[n] == 0 {
				free = append(free, slot[n])
			}
		}
	}
	postorder(m, f, size, func(n zdd.Node) {
		var s uint32
		if k := len(free); k > 0 {
			s = free[k-1]
			free = free[:k-1]
		} else {
			s = uint32(len(vals))
			vals = append(vals, new(big.Int))
		}
		vals[s].Add(vals[slot[m.Lo(n)]], vals[slot[m.Hi(n)]])
		slot[n] = s
		release(m.Lo(n))
		release(m.Hi(n))
	})
	return new(big.Int).Set(vals[slot[f]])
}

// postorder visits the nodes below f, children first, depth first.
func postorder(m *zdd.Manager, f zdd.Node, size int, visit func(zdd.Node)) {
	seen := make([]uint64, (size+63)/64)
	mark := func(n zdd.Node) bool {
		if seen[n/64]&(1<<(n%64)) != 0 {
			return true
		}
		seen[n/64] |= 1 << (n % 64)
		return false
	}
	mark(f)
	stack := []zdd.Node{f}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		if lo := m.Lo(n); lo > zdd.Base && !mark(lo) {
			stack = append(stack, lo)
			continue
		}
		if hi := m.Hi(n); hi > zdd.Base && !mark(hi) {
			stack = append(stack, hi)
			continue
		}
		stack = stack[:len(stack)-1]
		visit(n)
	}
}

// refNodeCount counts the nodes below f depth first.
func refNodeCount(m *zdd.Manager, f zdd.Node) int {
	if f <= zdd.Base {
		return 0
	}
	c := 0
	postorder(m, f, int(f)+1, func(zdd.Node) { c++ })
	return c
}

// status reads a field (in kB) of /proc/self/status, in bytes; 0 where
// it cannot be read.
func status(key string) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, key) {
			if f := strings.Fields(line); len(f) >= 2 {
				kb, _ := strconv.ParseInt(f[1], 10, 64)
				return kb << 10
			}
		}
	}
	return 0
}

// measure runs f and returns its CPU time and the resident memory it
// added at its peak (0 where the peak cannot be reset).
func measure(f func()) (time.Duration, int64) {
	runtime.GC()
	debug.FreeOSMemory()
	before := status("VmRSS:")
	reset := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
	start := cpuTime()
	f()
	cpu := cpuTime() - start
	if !reset {
		return cpu, 0
	}
	return cpu, max(0, status("VmHWM:")-before)
}

// cpuTime returns the CPU time used by the process so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkCountPaths times Count, NodeCount and Sizes on the paths
// diagram of the ZQ_PATHS_N grid against the depth-first reference.
// Each iteration starts without remembered results (GC drops them).
// ZQ_PATHS_SIZES=0 leaves Sizes out, ZQ_PATHS_REF=0 the reference.
func BenchmarkCountPaths(b *testing.B) {
	n := 12
	if v, err := strconv.Atoi(os.Getenv("ZQ_PATHS_N")); err == nil {
		n = v
	}
	m, f := pathsDiagram(b, n)
	// ZQ_PATHS_REF=0 leaves the reference out (its own figures then
	// read 0); Count and NodeCount are then checked by Sizes only.
	ref := os.Getenv("ZQ_PATHS_REF") != "0"
	var nodes int
	var want *big.Int
	if ref {
		nodes, want = refNodeCount(m, f), refCount(m, f)
	} else {
		nodes, want = m.NodeCount(f), m.Count(f)
	}
	var tNew, tRef, tNC, tRefNC, tSizes time.Duration
	var rssNew, rssRef, rssSizes int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m.GC() // forget remembered counts
		b.StartTimer()
		var got *big.Int
		t, r := measure(func() { got = m.Count(f) })
		tNew += t
		rssNew = max(rssNew, r)
		if got.Cmp(want) != 0 {
			b.Fatalf("Count = %v, reference %v", got, want)
		}
		if ref {
			t, r = measure(func() { got = refCount(m, f) })
			tRef += t
			rssRef = max(rssRef, r)
		}
		b.StopTimer()
		m.GC() // forget the node count Count remembered
		b.StartTimer()
		var nc int
		t, _ = measure(func() { nc = m.NodeCount(f) })
		tNC += t
		if nc != nodes {
			b.Fatalf("NodeCount = %d, reference %d", nc, nodes)
		}
		if ref {
			t, _ = measure(func() { nc = refNodeCount(m, f) })
			tRefNC += t
		}
		if os.Getenv("ZQ_PATHS_SIZES") == "0" {
			continue
		}
		var sizes []*big.Int
		t, r = measure(func() { sizes = m.Sizes(f) })
		tSizes += t
		rssSizes = max(rssSizes, r)
		sum := new(big.Int)
		for _, c := range sizes {
			sum.Add(sum, c)
		}
		if sum.Cmp(want) != 0 {
			b.Fatalf("Sizes add up to %v, count %v", sum, want)
		}
	}
	per := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 / float64(b.N) }
	b.ReportMetric(float64(nodes), "nodes")
	b.ReportMetric(per(tNew), "count-ms")
	b.ReportMetric(per(tRef), "refcount-ms")
	b.ReportMetric(float64(tRef)/float64(max(tNew, 1)), "count-speedup")
	b.ReportMetric(per(tNC), "nodecount-ms")
	b.ReportMetric(per(tRefNC), "refnodecount-ms")
	b.ReportMetric(float64(tRefNC)/float64(max(tNC, 1)), "nodecount-speedup")
	b.ReportMetric(per(tSizes), "sizes-ms")
	b.ReportMetric(float64(rssNew)/(1<<20), "count-MiB")
	b.ReportMetric(float64(rssRef)/(1<<20), "refcount-MiB")
	b.ReportMetric(float64(rssSizes)/(1<<20), "sizes-MiB")
}
