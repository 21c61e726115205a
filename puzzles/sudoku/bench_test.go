package sudoku

import (
	"context"
	"testing"

	"github.com/zqlang/zq/zdd"
)

var benchCache = map[string][]*Record{}

func benchSet(b *testing.B, file string, m Method, max int) {
	recs, ok := benchCache[file]
	if !ok {
		recs = loadShared(b, file)
		benchCache[file] = recs
	}
	if max > 0 && len(recs) > max {
		recs = recs[:max]
	}
	s := NewSolver(m)
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		rec := recs[i%len(recs)]
		res, err := s.Solve(rec.Puzzle, 2)
		if err != nil || res.Count != min(uint64(rec.Count), 2) {
			b.Fatalf("%s: count %d, recorded %s (%v)", rec.ID, res.Count, rec.CountText, err)
		}
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkRoyle17Fast(b *testing.B)     { benchSet(b, "royle17.txt", Fast, 0) }
func BenchmarkRoyle17PS12(b *testing.B)     { benchSet(b, "royle17.txt", PS12, 0) }
func BenchmarkRoyle17DLX(b *testing.B)      { benchSet(b, "royle17.txt", DLX, 2000) }
func BenchmarkRoyle17ZDD(b *testing.B)      { benchSet(b, "royle17.txt", ZDD, 200) }
func BenchmarkTop1465Fast(b *testing.B)     { benchSet(b, "magictour_top1465.txt", Fast, 0) }
func BenchmarkTop1465DLX(b *testing.B)      { benchSet(b, "magictour_top1465.txt", DLX, 0) }
func BenchmarkHardest1106Fast(b *testing.B) { benchSet(b, "forum_hardest_1106.txt", Fast, 0) }
func BenchmarkHardest1106DLX(b *testing.B)  { benchSet(b, "forum_hardest_1106.txt", DLX, 0) }
func BenchmarkJanko16Fast(b *testing.B)     { benchSet(b, "janko_16x16.txt", Fast, 0) }

func BenchmarkGrids4ZDD(b *testing.B) {
	for i := 0; i < b.N; i++ {
		m := zdd.New()
		if _, err := Grids(context.Background(), m, 2, 2, false); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGrids6ZDD(b *testing.B) {
	for i := 0; i < b.N; i++ {
		m := zdd.New()
		f, err := Grids(context.Background(), m, 2, 3, false)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(m.NodeCount(f)), "nodes")
	}
}
