package numberlink

import (
	"context"
	"testing"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// BenchmarkFill builds the compact superset of a data-set board under
// rule A (after the deductions), over its horizontal edges as fillFamily
// does, on one worker.
func BenchmarkFill(b *testing.B) {
	for _, id := range []string{"ahle-janko-078", "ahle-janko-114", "ahle-gen40x20-009"} {
		b.Run(id, func(b *testing.B) {
			var in *Instance
			for _, x := range loadSet(b, dataDir+"/ahle.txt") {
				if x.Puzzle.ID == id {
					in = x
				}
			}
			if in == nil {
				b.Skipf("no board %s in the data set", id)
			}
			p := in.Puzzle
			bd, err := p.board(RuleA, p.Cols > p.Rows)
			if err != nil {
				b.Fatal(err)
			}
			if err := bd.deduce(); err != nil {
				b.Fatal(err)
			}
			s := newRowSpec(newFillSpec(bd))
			b.ResetTimer()
			for range b.N {
				m := zdd.New()
				_, st, err := topdown.BuildStats(context.Background(), m, s, topdown.Options{Workers: 1})
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(st.States), "states")
			}
		})
	}
}
