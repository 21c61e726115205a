package nurimisaki

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

var (
	satData = flag.Bool("sat", false, "TestDataSet also confirms each puzzle's uniqueness by the SAT method")
	bigData = flag.Bool("big", false, "TestDataSet also solves the puzzles of more than 144 cells that the deductions leave with more than 100 open (seconds each)")
)

// readData reads testdata/puzzles.txt: one URL a line.
func readData(t *testing.T) []string {
	f, err := os.Open(filepath.Join("testdata", "puzzles.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	urls, err := puzzles.ReadLines(f, func(l string) (string, error) { return l, nil })
	if err != nil {
		t.Fatal(err)
	}
	return urls
}

// TestDataSet: every puzzle of the data set is read, has exactly one
// solution, which Check accepts, and no two are the same board (the
// boards of more than 144 cells that the deductions leave with more
// than 100 cells open only with -big).
func TestDataSet(t *testing.T) {
	urls := readData(t)
	if len(urls) < 10 {
		t.Fatalf("%d puzzles", len(urls))
	}
	seen := map[string]bool{}
	ctx := context.Background()
	for _, u := range urls {
		p, err := Parse(u)
		if err != nil {
			t.Fatalf("%s: %v", u, err)
		}
		if seen[p.URL()] {
			t.Errorf("%s: twice in the data set", u)
		}
		seen[p.URL()] = true
		open := p.Cells()
		if col, ok := p.deduce(ctx); ok && col != nil {
			open = 0
			for _, x := range col {
				if x == unknown {
					open++
				}
			}
		}
		if p.Cells() > 144 && open > 100 && !*bigData {
			t.Logf("%dx%d skipped, %d cells open after the deductions (run with -big)", p.Rows, p.Cols, open)
			continue
		}
		t0 := time.Now()
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if c := m.Count(f); c.Int64() != 1 {
			t.Fatalf("%s: %v solutions", u, c)
		}
		sol := m.Sets(f, 1)[0]
		if err := p.Check(sol); err != nil {
			t.Fatalf("%s: Check: %v", u, err)
		}
		// every change of one cell breaks a rule
		sh := p.Shading(sol)
		for i := range sh {
			sh[i] = !sh[i]
			if p.Check(Set(sh)) == nil {
				t.Fatalf("%s: Check accepts the answer with %s changed", u, p.at(i))
			}
			sh[i] = !sh[i]
		}
		if *satData {
			if err := cnf.Cadical.Installed(); err != nil {
				t.Skip(err)
			}
			n := 0
			err := p.EachSAT(ctx, "sat", func(s []int) bool { n++; return n < 2 })
			if err != nil || n != 1 {
				t.Fatalf("%s: SAT finds %d solutions (%v)", u, n, err)
			}
		}
		t.Logf("%dx%d %v %s", p.Rows, p.Cols, time.Since(t0).Round(time.Millisecond), strings.TrimPrefix(u, "https://"))
	}
}
