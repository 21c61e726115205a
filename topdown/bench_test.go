package topdown_test

import (
	"context"
	"testing"

	"zq/families"
	"zq/graph"
	"zq/topdown"
	"zq/zdd"
)

func benchBuild(b *testing.B, n, workers int, cycles bool) {
	g, _ := graph.Grid(n, n)
	s := families.Paths(g, 0, n*n-1)
	if cycles {
		s = families.Cycles(g)
	}
	for i := 0; i < b.N; i++ {
		m := zdd.New()
		if _, err := topdown.Build(context.Background(), m, s, topdown.Options{Workers: workers}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPaths11(b *testing.B)   { benchBuild(b, 11, 1, false) }
func BenchmarkPaths11W2(b *testing.B) { benchBuild(b, 11, 2, false) }
func BenchmarkCycles11(b *testing.B)  { benchBuild(b, 11, 1, true) }

func BenchmarkCountPaths11(b *testing.B) {
	g, _ := graph.Grid(11, 11)
	s := families.Paths(g, 0, 120)
	for i := 0; i < b.N; i++ {
		if _, err := topdown.Count(context.Background(), s, topdown.Options{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
