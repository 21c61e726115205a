package families

import (
	"context"
	"fmt"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// BenchmarkChordal builds the chordal subgraphs of complete graphs and
// grids, and reports what does not depend on the machine: the nodes of
// the forbidden cycles, the states and nodes of the colouring diagram,
// and the nodes of the result. Run it with
//
//	go test ./families -run '^$' -bench Chordal -benchtime 1x
func BenchmarkChordal(b *testing.B) {
	var graphs []*graph.Graph
	var names []string
	for n := 5; n <= 9; n++ {
		graphs, names = append(graphs, completeGraph(n)), append(names, fmt.Sprintf("K%d", n))
	}
	for n := 4; n <= 7; n++ {
		g, _ := graph.Grid(n, n)
		graphs, names = append(graphs, g), append(names, fmt.Sprintf("grid%dx%d", n, n))
	}
	for k, g := range graphs {
		b.Run(names[k], func(b *testing.B) {
			for b.Loop() {
				ctx := context.Background()
				m := zdd.New()
				c, err := topdown.Build(ctx, m, Cycles(g), topdown.Options{})
				if err != nil {
					b.Fatal(err)
				}
				d := m.SizeAtLeast(c, 4)
				x, st, err := topdown.BuildStats(ctx, m, colouring(m, g, d), topdown.Options{})
				if err != nil {
					b.Fatal(err)
				}
				f, err := ForbiddenInduced(ctx, m, g, d, topdown.Options{})
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(m.NodeCount(d)), "cycle-nodes")
				b.ReportMetric(float64(st.States), "colour-states")
				b.ReportMetric(float64(m.NodeCount(x)), "colour-nodes")
				b.ReportMetric(float64(m.NodeCount(f)), "nodes")
			}
		})
	}
}
