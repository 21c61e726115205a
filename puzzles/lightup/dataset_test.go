package lightup

import (
	"context"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

var statsFlag = flag.Bool("stats", false, "log the construction's figures of each data-set puzzle")

// sgtEntry is a line of testdata/sgt_lightup.txt: the generator's
// parameters and seed, and the game ID it printed.
type sgtEntry struct {
	Seed string
	P    *Puzzle
	ID   string
}

func readSGT(t *testing.T) []sgtEntry {
	t.Helper()
	f, err := os.Open("testdata/sgt_lightup.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	es, err := puzzles.ReadLines(f, func(line string) (sgtEntry, error) {
		fs := strings.Fields(line)
		if len(fs) != 2 {
			return sgtEntry{}, &puzzles.ParseError{Genre: "lightup", Msg: "a line is PARAMS#SEED GAMEID"}
		}
		p, err := ParseGameID(fs[1])
		return sgtEntry{Seed: fs[0], P: p, ID: fs[1]}, err
	})
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// TestDataSet solves every puzzle of Simon Tatham's generator in
// testdata/sgt_lightup.txt: each has one solution, which Check accepts,
// and the game ID and the URL read back to the same board; up to 25x25
// the frontier search after the rules' deductions alone (no probing,
// which fixes every cell of these) builds the same family.
func TestDataSet(t *testing.T) {
	ctx := context.Background()
	es := readSGT(t)
	if len(es) < 60 {
		t.Fatalf("%d puzzles in the data set", len(es))
	}
	for _, e := range es {
		if got := e.P.GameID(); got != e.ID {
			t.Errorf("%s: GameID() = %s, want %s", e.Seed, got, e.ID)
		}
		if q, err := ParseURL(e.P.URL()); err != nil || q.String() != e.P.String() {
			t.Errorf("%s: the URL %s reads back as %v (%v)", e.Seed, e.P.URL(), q, err)
		}
		var st, st2 Stats
		m := zdd.New()
		f, err := e.P.Solutions(ctx, m, Options{Stats: &st})
		if err != nil {
			t.Fatal(err)
		}
		if n := m.Count(f).Int64(); n != 1 {
			t.Errorf("%s: %d solutions", e.Seed, n)
			continue
		}
		sol := m.Sets(f, 1)[0]
		if err := e.P.Check(sol); err != nil {
			t.Errorf("%s: the solution fails Check: %v", e.Seed, err)
		}
		if e.P.N() > 25*25 {
			continue
		}
		// the frontier search with the rules' deductions alone
		g, err := e.P.Solutions(ctx, m, Options{NoProbe: true, Stats: &st2})
		if err != nil {
			t.Fatal(err)
		}
		if g != f {
			t.Errorf("%s: without probing the family differs", e.Seed)
		}
		if *statsFlag {
			t.Logf("%s: %d open after probing, %d states; %d open by the rules, %d states, peak %d", e.Seed, st.Open, st.States, st2.Open, st2.States, st2.PeakStates)
		}
	}
}

// TestRealPuzzles reads every puzz.link URL of testdata/puzzles.txt:
// each has exactly one solution, which Check accepts, and its URL as
// written reads back to the same board.
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
	if len(ps) < 4 {
		t.Fatalf("%d puzzles", len(ps))
	}
	ctx := context.Background()
	for k, p := range ps {
		if q, err := ParseURL(p.URL()); err != nil || q.String() != p.String() {
			t.Errorf("puzzle %d: its URL %s reads back as %v (%v)", k, p.URL(), q, err)
		}
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if n := m.Count(f).Int64(); n != 1 {
			t.Errorf("puzzle %d, %s: %d solutions", k, p.URL(), n)
			continue
		}
		if err := p.Check(m.Sets(f, 1)[0]); err != nil {
			t.Errorf("puzzle %d, %s: %v", k, p.URL(), err)
		}
	}
}
