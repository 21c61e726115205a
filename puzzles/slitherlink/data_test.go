package slitherlink

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/zqlang/zq/zdd"
)

const dataDir = "../../../shared/data/slitherlink"

// dataEntries reads a data-set file, skipping the test when the shared
// data folder is absent.
func dataEntries(t testing.TB, name string) []*Entry {
	t.Helper()
	f, err := os.Open(filepath.Join(dataDir, name))
	if err != nil {
		t.Skipf("data set not available: %v", err)
	}
	defer f.Close()
	es, err := ReadEntries(f)
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// solveEntry checks that the solution family of e has exactly the
// recorded count and contains the recorded solution.
func solveEntry(t *testing.T, e *Entry, opt Options) time.Duration {
	t.Helper()
	m := zdd.New()
	t0 := time.Now()
	f, err := e.Puzzle.Solutions(context.Background(), m, opt)
	el := time.Since(t0)
	if err != nil {
		t.Fatalf("%s: %v", e.Puzzle.ID, err)
	}
	n := m.Count(f)
	if e.Count >= 0 && n.Int64() != e.Count {
		t.Errorf("%s: %v solutions, recorded %d", e.Puzzle.ID, n, e.Count)
		return el
	}
	if e.Solution != nil {
		found := false
		for _, s := range FirstSets(m, f, 1000) {
			if slices.Equal(s, e.Solution) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: recorded solution not in the family", e.Puzzle.ID)
		}
	}
	return el
}

func TestDataSetAll(t *testing.T) {
	long := os.Getenv("ZQ_LONG") != ""
	for _, name := range []string{"pzprjs.txt", "loopy.txt", "janko.txt"} {
		t.Run(name, func(t *testing.T) {
			es := dataEntries(t, name)
			var worst time.Duration
			var worstID string
			for i, e := range es {
				if !long && i%10 != 0 {
					continue
				}
				if el := solveEntry(t, e, Options{}); el > worst {
					worst, worstID = el, e.Puzzle.ID
				}
			}
			t.Logf("%s: slowest %s %v", name, worstID, worst)
		})
	}
}
