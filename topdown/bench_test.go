package topdown_test

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// benchN returns the grid side for the benchmarks: ZQ_BENCH_N or def.
func benchN(def int) int {
	if n, err := strconv.Atoi(os.Getenv("ZQ_BENCH_N")); err == nil && n > 0 {
		return n
	}
	return def
}

func benchBuild(b *testing.B, workers int, cycles bool) {
	n := benchN(11)
	g, _ := graph.Grid(n, n)
	s := families.Paths(g, 0, n*n-1)
	if cycles {
		s = families.Cycles(g)
	}
	for i := 0; i < b.N; i++ {
		m := zdd.New()
		f, err := topdown.Build(context.Background(), m, s, topdown.Options{Workers: workers})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(m.NodeCount(f)), "nodes")
	}
}

func BenchmarkBuildPaths(b *testing.B)    { benchBuild(b, 1, false) }
func BenchmarkBuildPathsW2(b *testing.B)  { benchBuild(b, 2, false) }
func BenchmarkBuildCycles(b *testing.B)   { benchBuild(b, 1, true) }
func BenchmarkBuildCyclesW2(b *testing.B) { benchBuild(b, 2, true) }

// BenchmarkCountPaths counts corner-to-corner paths (A007764) on the
// n x n grid without building the ZDD; ZQ_BENCH_N=17 gives A007764(17).
func BenchmarkCountPaths(b *testing.B) {
	n := benchN(11)
	g, _ := graph.Grid(n, n)
	s := families.Paths(g, 0, n*n-1)
	for i := 0; i < b.N; i++ {
		c, st, err := topdown.CountStats(context.Background(), s, topdown.Options{})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(st.PeakStates), "peakstates")
		if i == 0 {
			b.Logf("A007764(%d) = %v", n, c)
		}
	}
}
