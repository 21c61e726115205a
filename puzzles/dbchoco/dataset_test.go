package dbchoco

import (
	"context"
	"flag"
	"os"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

var statsFlag = flag.Bool("stats", false, "log the figures of each real puzzle")

// TestRealPuzzles reads every URL of testdata/puzzles.txt: each has
// exactly one solution, which Check accepts, the top-down build gives
// the same family (for puzzles of up to 2,000 regions, all with -stats), Unique agrees, and its URL
// as written reads back to the same board.
func TestRealPuzzles(t *testing.T) {
	f, err := os.Open("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, err := puzzles.ReadLines(f, Parse)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 10 {
		t.Fatalf("%d puzzles", len(ps))
	}
	ctx := context.Background()
	for k, p := range ps {
		if q, err := ParseURL(p.URL()); err != nil || q.String() != p.String() {
			t.Errorf("puzzle %d: its URL %s reads back as %v (%v)", k, p.URL(), q, err)
		}
		m := zdd.New()
		var st, st2 Stats
		f, err := p.Solutions(ctx, m, Options{Stats: &st})
		if err != nil {
			t.Fatal(err)
		}
		if st.Regions <= 2000 || *statsFlag {
			g, err := p.Solutions(ctx, m, Options{TopDown: true, Stats: &st2})
			if err != nil {
				t.Fatal(err)
			}
			if g != f {
				t.Errorf("puzzle %d: the top-down build differs", k)
			}
		}
		if *statsFlag {
			t.Logf("%dx%d: %d regions; Dancing Links entered %d nodes; top-down %d states, peak %d", p.Rows, p.Cols, st.Regions, st.Searched, st2.States, st2.PeakStates)
		}
		if n := m.Count(f).Int64(); n != 1 {
			t.Errorf("puzzle %d, %s: %d solutions", k, p.URL(), n)
			continue
		}
		if err := p.Check(m.Sets(f, 1)[0]); err != nil {
			t.Errorf("puzzle %d, %s: %v", k, p.URL(), err)
		}
		if u, err := p.Unique(ctx); err != nil || !u {
			t.Errorf("puzzle %d: Unique says %v (%v)", k, u, err)
		}
	}
}
