package sudoku

import (
	"testing"
	"time"
)

func TestCmpLocked(t *testing.T) {
	for _, f := range []string{"royle17.txt", "magictour_top1465.txt", "forum_hardest_1106.txt", "serg_benchmark_multi.txt"} {
		recs := loadShared(t, f)
		for _, lk := range []int{-1, 0, 1, 2, 3, 99} {
			s := NewSolver(Fast)
			s.fast9 = newFast9(false)
			s.fast9.lockDepth = lk
			st := time.Now()
			var nodes uint64
			for _, r := range recs {
				lim := uint64(2)
				if r.Count != 1 {
					lim = 0
				}
				res, _ := s.Solve(r.Puzzle, lim)
				nodes += res.Nodes
				if res.Count != min(uint64(r.Count), lim) && lim == 2 || (lim == 0 && res.Count != uint64(r.Count)) {
					t.Fatalf("%s: %d", r.ID, res.Count)
				}
				if r.Count == 1 && string(res.Solution) != string(r.Solution) {
					t.Fatalf("%s: bad solution", r.ID)
				}
			}
			el := time.Since(st)
			t.Logf("%s lockDepth=%v: %.0f/s, %.1f nodes", f, lk, float64(len(recs))/el.Seconds(), float64(nodes)/float64(len(recs)))
		}
	}
}
