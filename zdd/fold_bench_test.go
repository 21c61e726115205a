package zdd

import (
	"math/big"
	"testing"
)

// The benchmarks of the bottom-up walks call the depth-first forms
// directly (Count and Sizes take the sweeps over the store when the
// diagram is ordered by id, as these are) and report allocations,
// which do not depend on the machine's load.

// BenchmarkSizesDFS64 is the histogram of set sizes of the union of
// 3000 random subsets of 64 elements, whose entries fit in machine
// words.
func BenchmarkSizesDFS64(b *testing.B) {
	m := New()
	f := randomFamily(m, 3000, 1)
	b.ReportAllocs()
	for b.Loop() {
		m.sizesDFS(f)
	}
	b.ReportMetric(float64(m.NodeCount(f)), "nodes")
}

// BenchmarkSizesDFSBig is the histogram of the 150-subsets of 300
// elements (22650 nodes, entries up to 2^295).
func BenchmarkSizesDFSBig(b *testing.B) {
	m := New()
	f := kSubsets(m, 300, 150)
	b.ReportAllocs()
	for b.Loop() {
		m.sizesDFS(f)
	}
	b.ReportMetric(float64(m.NodeCount(f)), "nodes")
}

// BenchmarkCountLean counts the 300-subsets of 600 elements (90600
// nodes, counts up to 2^596) keeping only the counts still needed.
func BenchmarkCountLean(b *testing.B) {
	m := New()
	f := kSubsets(m, 600, 300)
	b.ReportAllocs()
	for b.Loop() {
		m.bigCountLean(f)
	}
	b.ReportMetric(float64(m.NodeCount(f)), "nodes")
}

// BenchmarkProbability is the exact probability of the 20-subsets of
// 40 elements, each element present with probability 1/3.
func BenchmarkProbability(b *testing.B) {
	m := New()
	f := kSubsets(m, 40, 20)
	p := make([]*big.Rat, 40)
	for i := range p {
		p[i] = big.NewRat(1, 3)
	}
	b.ReportAllocs()
	for b.Loop() {
		Probability(m, f, p)
	}
	b.ReportMetric(float64(m.NodeCount(f)), "nodes")
}

// BenchmarkMinWeightSets is the lightest sets of the union of 3000
// random subsets of 64 elements under mixed-sign weights.
func BenchmarkMinWeightSets(b *testing.B) {
	m := New()
	f := randomFamily(m, 3000, 1)
	w := make([]int64, 64)
	for i := range w {
		w[i] = int64(i%7) - 3
	}
	b.ReportAllocs()
	for b.Loop() {
		MinWeightSets(m, f, w)
	}
	b.ReportMetric(float64(m.NodeCount(f)), "nodes")
}
