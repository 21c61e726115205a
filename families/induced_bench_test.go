package families

import (
	"context"
	"fmt"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// BenchmarkInducedGrid builds the connected induced subgraphs of the
// n x n grid beside its cycles, and reports what does not depend on the
// machine: the states of the search (all, and the most at one level)
// and the nodes of the diagram. Run it with
//
//	go test ./families -run '^$' -bench InducedGrid -benchtime 1x
func BenchmarkInducedGrid(b *testing.B) {
	for n := 4; n <= 10; n++ {
		g, _ := graph.Grid(n, n)
		for _, fam := range []struct {
			name string
			spec func(*graph.Graph) topdown.Spec
		}{{"induced", ConnectedInduced}, {"cycles", Cycles}} {
			b.Run(fmt.Sprintf("%s/%dx%d", fam.name, n, n), func(b *testing.B) {
				for b.Loop() {
					m := zdd.New()
					f, st, err := topdown.BuildStats(context.Background(), m, fam.spec(g), topdown.Options{})
					if err != nil {
						b.Fatal(err)
					}
					b.ReportMetric(float64(st.States), "states")
					b.ReportMetric(float64(st.PeakStates), "peak-states")
					b.ReportMetric(float64(m.NodeCount(f)), "nodes")
				}
			})
		}
	}
}
