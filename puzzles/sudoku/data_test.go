package sudoku

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// sharedDir is the shared data folder seen from this package.
const sharedDir = "../../../shared/data/sudoku"

func loadFile(t testing.TB, path string) []*Record {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := ReadRecords(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(recs) == 0 {
		t.Fatalf("%s: no records", path)
	}
	return recs
}

// loadShared loads a shared data set, skipping the test when the shared
// folder is absent.
func loadShared(t testing.TB, name string) []*Record {
	t.Helper()
	path := filepath.Join(sharedDir, name)
	if _, err := os.Stat(path); err != nil {
		t.Skipf("shared data folder absent: %s not found", path)
	}
	return loadFile(t, path)
}

// checkRecord runs a method on a record and compares with its answers.
func checkRecord(t *testing.T, s *Solver, rec *Record, limit uint64) {
	t.Helper()
	res, err := s.Solve(rec.Puzzle, limit)
	if err != nil {
		t.Fatalf("%s: %v", rec.ID, err)
	}
	want := uint64(rec.Count)
	if limit > 0 && want > limit {
		want = limit
	}
	if rec.Count >= 0 && res.Count != want {
		t.Fatalf("%s (%v): %d solutions, recorded %s", rec.ID, s.method, res.Count, rec.CountText)
	}
	if res.Count == 0 {
		return
	}
	if !rec.Puzzle.IsSolutionOf(res.Solution) {
		t.Fatalf("%s (%v): returned grid is not a solution", rec.ID, s.method)
	}
	if rec.Count == 1 && !bytes.Equal(res.Solution, rec.Solution) {
		t.Fatalf("%s (%v): solution differs from the recorded one", rec.ID, s.method)
	}
}

func TestTestdataAllMethods(t *testing.T) {
	for _, name := range []string{"testdata/sgt_solo_small.txt", "testdata/pzprjs.txt"} {
		recs := loadFile(t, name)
		for _, m := range Methods {
			s := NewSolver(m)
			for _, rec := range recs {
				checkRecord(t, s, rec, 0)
				checkRecord(t, s, rec, 2)
			}
		}
	}
}

// sample returns every k-th record so that about n remain.
func sample(recs []*Record, n int) []*Record {
	if len(recs) <= n {
		return recs
	}
	k := len(recs) / n
	var out []*Record
	for i := 0; i < len(recs) && len(out) < n; i += k {
		out = append(out, recs[i])
	}
	return out
}

func TestSharedDataSample(t *testing.T) {
	sets := []struct {
		file string
		n    int
	}{
		{"royle17.txt", 300},
		{"magictour_top1465.txt", 100},
		{"forum_hardest_1106.txt", 40},
		{"forum_hardest_1905_11plus_sub.txt", 40},
		{"sgt_solo.txt", 200},
		{"janko_16x16.txt", 20},
		{"pzprjs.txt", 1},
	}
	for _, set := range sets {
		t.Run(set.file, func(t *testing.T) {
			recs := sample(loadShared(t, set.file), set.n)
			for _, m := range []Method{Fast, PS12} {
				s := NewSolver(m)
				for _, rec := range recs {
					checkRecord(t, s, rec, 0)
				}
			}
			// Dancing Links and the ZDD on a smaller sample of 9x9 and
			// smaller grids.
			s, z := NewSolver(DLX), NewSolver(ZDD)
			for i, rec := range recs {
				if i%10 != 0 || rec.Puzzle.N() > 9 {
					continue
				}
				checkRecord(t, s, rec, 2)
				checkRecord(t, z, rec, 0)
			}
		})
	}
}

// The 9x9 specialisation and the general solver agree: node for node
// for PS-1-2 (the same rules), in counts and solutions for Fast (which
// adds locked candidates on 9x9).
func TestFast9MatchesGeneral(t *testing.T) {
	recs := append(sample(loadShared(t, "royle17.txt"), 200), sample(loadShared(t, "serg_benchmark_multi.txt"), 100)...)
	for _, m := range []Method{Fast, PS12} {
		spec, gen := NewSolver(m), NewSolver(m)
		gen.generic = true
		for _, rec := range recs {
			a, _ := spec.Solve(rec.Puzzle, 0)
			b, _ := gen.Solve(rec.Puzzle, 0)
			if a.Count != b.Count || (m == PS12 && (a.Nodes != b.Nodes || !bytes.Equal(a.Solution, b.Solution))) || (a.Count == 1 && !bytes.Equal(a.Solution, b.Solution)) {
				t.Fatalf("%s %v: 9x9 solver %d solutions %d nodes, general %d solutions %d nodes", rec.ID, m, a.Count, a.Nodes, b.Count, b.Nodes)
			}
		}
	}
}

func TestSergMultiCounts(t *testing.T) {
	recs := sample(loadShared(t, "serg_benchmark_multi.txt"), 150)
	fast, ps, dlx := NewSolver(Fast), NewSolver(PS12), NewSolver(DLX)
	for i, rec := range recs {
		checkRecord(t, fast, rec, 0)
		checkRecord(t, fast, rec, 2)
		checkRecord(t, ps, rec, 0)
		if i%5 == 0 {
			checkRecord(t, dlx, rec, 0)
		}
	}
	z := NewSolver(ZDD)
	for _, rec := range recs[:10] {
		checkRecord(t, z, rec, 0)
	}
}
