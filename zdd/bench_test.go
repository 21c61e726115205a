package zdd

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"syscall"
	"testing"
	"time"
)

// randomFamily returns the union of n random subsets of 64 variables
// (each variable in a set with probability 1/2).
func randomFamily(m *Manager, n int, seed uint64) Node {
	rng := rand.New(rand.NewPCG(seed, 99))
	f := Empty
	set := make([]uint32, 0, 64)
	for range n {
		set = set[:0]
		bitsLeft := rng.Uint64()
		for v := range uint32(64) {
			if bitsLeft&(1<<v) != 0 {
				set = append(set, v)
			}
		}
		f = m.Union(f, m.SetOf(set))
	}
	return f
}

// cpuTime returns the CPU time used by the process so far: the
// machine may be shared, so the benchmarks report it next to wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkKSubsets64 builds the family of all 32-subsets of 64
// elements node by node (1056 nodes).
func BenchmarkKSubsets64(b *testing.B) {
	var created uint64
	for b.Loop() {
		m := New()
		kSubsets(m, 64, 32)
		created += m.Stats().NodesCreated
	}
	b.ReportMetric(float64(created)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkKSubsetsLarge builds all 1000-subsets of 4000 elements, about
// three million nodes made bottom-up with no garbage (the way the
// top-down builders hand over their results), and reports the creation
// rate and the memory per live node: the manager's own tables (store,
// unique table, cache) and the growth of the Go heap.
func BenchmarkKSubsetsLarge(b *testing.B) {
	var created uint64
	var perNode, heapPerNode float64
	var wall, cpu time.Duration
	for b.Loop() {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		start, startCPU := time.Now(), cpuTime()
		m := New()
		kSubsets(m, 4000, 1000)
		wall += time.Since(start)
		cpu += cpuTime() - startCPU
		s := m.Stats()
		created += s.NodesCreated
		perNode = float64(s.Bytes) / float64(s.LiveNodes)
		runtime.GC()
		runtime.ReadMemStats(&after)
		heapPerNode = float64(after.HeapAlloc-before.HeapAlloc) / float64(s.LiveNodes)
		b.ReportMetric(float64(s.LiveNodes), "live-nodes")
		runtime.KeepAlive(m)
	}
	b.ReportMetric(float64(created)/wall.Seconds(), "nodes/s")
	b.ReportMetric(float64(created)/cpu.Seconds(), "nodes/cpu-s")
	b.ReportMetric(perNode, "B/node")
	b.ReportMetric(heapPerNode, "heap-B/node")
}

// BenchmarkKSubsetsReserved is BenchmarkKSubsetsLarge with the room
// for the nodes reserved first.
func BenchmarkKSubsetsReserved(b *testing.B) {
	var created uint64
	var cpu time.Duration
	for b.Loop() {
		startCPU := cpuTime()
		m := New()
		m.Reserve(3001 * 1000)
		kSubsets(m, 4000, 1000)
		cpu += cpuTime() - startCPU
		created += m.Stats().NodesCreated
	}
	b.ReportMetric(float64(created)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(created)/cpu.Seconds(), "nodes/cpu-s")
}

// BenchmarkBuildByUnion builds a family from 40000 random sets of 64
// elements by repeated union (much garbage), then collects the garbage
// and reports the bytes per live node left (free slots included), and
// again after Compact.
func BenchmarkBuildByUnion(b *testing.B) {
	var created uint64
	var perNode, compacted float64
	var wall, cpu time.Duration
	for b.Loop() {
		start, startCPU := time.Now(), cpuTime()
		m := New()
		f := randomFamily(m, 40000, 1)
		wall += time.Since(start)
		cpu += cpuTime() - startCPU
		created += m.Stats().NodesCreated
		m.Ref(f)
		m.GC()
		s := m.Stats()
		perNode = float64(s.Bytes) / float64(s.LiveNodes)
		b.ReportMetric(float64(s.LiveNodes), "live-nodes")
		m.Compact()
		s = m.Stats()
		compacted = float64(s.Bytes) / float64(s.LiveNodes)
	}
	b.ReportMetric(float64(created)/wall.Seconds(), "nodes/s")
	b.ReportMetric(float64(created)/cpu.Seconds(), "nodes/cpu-s")
	b.ReportMetric(perNode, "B/node-after-GC")
	b.ReportMetric(compacted, "B/node-compacted")
}

// overlapping returns two random families of about a million nodes each
// that share half of their sets.
func overlapping(m *Manager) (Node, Node) {
	common := randomFamily(m, 26000, 1)
	f := m.Union(common, randomFamily(m, 26000, 2))
	g := m.Union(common, randomFamily(m, 26000, 3))
	return f, g
}

func benchBinary(b *testing.B, op func(m *Manager, f, g Node) Node) {
	m := New()
	f, g := overlapping(m)
	m.Ref(f)
	m.Ref(g)
	m.GC()
	var r Node
	var cpu time.Duration
	for b.Loop() {
		b.StopTimer()
		m.GC() // start from the two operands only, with an empty cache
		b.StartTimer()
		c := cpuTime()
		r = op(m, f, g)
		cpu += cpuTime() - c
	}
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(m.NodeCount(f)), "nodes-f")
	b.ReportMetric(float64(m.NodeCount(g)), "nodes-g")
	b.ReportMetric(float64(m.NodeCount(r)), "nodes-result")
}

// BenchmarkUnion1M times the union of two families of about a million
// nodes each, from an empty cache.
func BenchmarkUnion1M(b *testing.B) { benchBinary(b, (*Manager).Union) }

// BenchmarkIntersect1M times their intersection.
func BenchmarkIntersect1M(b *testing.B) { benchBinary(b, (*Manager).Intersect) }

// BenchmarkCount64 times exact counting of a family of a million nodes
// whose count fits in a machine word.
func BenchmarkCount64(b *testing.B) {
	m := New()
	f, _ := overlapping(m)
	m.Ref(f)
	m.GC()
	var cpu time.Duration
	for b.Loop() {
		m.forgetCounts() // time the counting, not the memo
		c := cpuTime()
		m.Count(f)
		cpu += cpuTime() - c
	}
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(m.NodeCount(f)), "nodes")
}

// BenchmarkCountBig times exact counting of the 500-subsets of 2000
// elements (750000 nodes, counts up to 1500 bits).
func BenchmarkCountBig(b *testing.B) {
	m := New()
	f := kSubsets(m, 2000, 500)
	var cpu time.Duration
	for b.Loop() {
		m.forgetCounts() // time the counting, not the memo
		c := cpuTime()
		m.Count(f)
		cpu += cpuTime() - c
	}
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(m.NodeCount(f)), "nodes")
}

// BenchmarkCountSmallInBigStore times counting a 1056-node family in a
// manager that also holds three million other nodes.
func BenchmarkCountSmallInBigStore(b *testing.B) {
	m := New()
	kSubsets(m, 4000, 1000)
	f := kSubsets(m, 64, 32)
	for b.Loop() {
		m.forgetCounts()
		m.Count(f)
	}
}

// Support is the union of the sets, in increasing order.
func TestSupport(t *testing.T) {
	m := New()
	if s := m.Support(Empty); len(s) != 0 {
		t.Fatalf("support of the empty family: %v", s)
	}
	if s := m.Support(Base); len(s) != 0 {
		t.Fatalf("support of {∅}: %v", s)
	}
	for n := 1; n <= 4; n++ {
		for seed := range uint64(5) {
			f := randomFamily(m, n, seed)
			// drop the sets holding variable 7 and variable 20 from all
			f = m.Offset(m.Without(f, 7), 20)
			var want []uint32
			in := map[uint32]bool{}
			m.Each(f, func(set []uint32) bool {
				for _, v := range set {
					in[v] = true
				}
				return true
			})
			for v := range uint32(64) {
				if in[v] {
					want = append(want, v)
				}
			}
			if got := m.Support(f); !slices.Equal(got, want) {
				t.Fatalf("n=%d seed=%d: support %v, want %v", n, seed, got, want)
			}
		}
	}
}
