package slitherlink

import (
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
)

// checkStats counts what checkEntries did.
type checkStats struct {
	puzzles, rejected, onLoop, offLoop, urls int
}

// checkEntries checks, for every entry with a recorded solution, that the
// solution passes Check (as a single loop and as a union of loops), that
// each flipped edge of solvertest.FlipSample is rejected with a reason, and that the
// puzzle survives a round trip through its URL (and the source's url= and
// gameid= fields decode to the same clues).
func checkEntries(t *testing.T, es []*Entry) checkStats {
	t.Helper()
	var st checkStats
	for _, e := range es {
		p := e.Puzzle
		q, err := ParseURL(p.URL())
		if err != nil {
			t.Errorf("%s: URL %s: %v", p.ID, p.URL(), err)
		} else if q.Rows != p.Rows || q.Cols != p.Cols || !slices.Equal(q.Clues, p.Clues) {
			t.Errorf("%s: URL %s reads back as\n%s", p.ID, p.URL(), q)
		} else {
			st.urls++
		}
		for key, parse := range map[string]func(string) (*Puzzle, error){"url": ParseURL, "gameid": ParseGameID} {
			if u, ok := e.Meta[key]; ok {
				if q, err := parse(u); err != nil || !slices.Equal(q.Clues, p.Clues) || q.Rows != p.Rows {
					t.Errorf("%s: %s=%s does not decode to the clues (%v)", p.ID, key, u, err)
				}
			}
		}
		if e.Solution == nil {
			continue
		}
		st.puzzles++
		if err := p.Check(e.Solution, false); err != nil {
			t.Errorf("%s: recorded solution rejected: %v", p.ID, err)
			continue
		}
		if err := p.Check(e.Solution, true); err != nil {
			t.Errorf("%s: recorded solution rejected as a union of loops: %v", p.ID, err)
		}
		on := p.setToBools(e.Solution)
		for _, x := range solvertest.FlipSample(p.Edges(), e.Solution) {
			err := p.Check(solvertest.Flip(e.Solution, x), false)
			if err == nil || err.Error() == "" {
				t.Errorf("%s: flipping edge %d is not rejected", p.ID, x)
				continue
			}
			st.rejected++
			if on[x] {
				st.onLoop++
			} else {
				st.offLoop++
			}
		}
	}
	if st.puzzles > 0 && (st.onLoop == 0 || st.offLoop == 0) {
		t.Errorf("flipped %d loop edges and %d others, want some of both", st.onLoop, st.offLoop)
	}
	return st
}

func TestCheckTestdata(t *testing.T) {
	for _, name := range []string{"testdata/pzprjs.txt", "testdata/loopy.txt", "testdata/loopy_hard.txt", "testdata/loopy_worst.txt"} {
		st := checkEntries(t, testdataEntries(t, name))
		if st.puzzles == 0 {
			t.Fatalf("%s: no solution checked", name)
		}
		t.Logf("%s: %d solutions checked, %d flips rejected, %d URLs round-tripped", name, st.puzzles, st.rejected, st.urls)
	}
}

// TestCheckDataSet checks every recorded solution of the data set, with
// the mutations of solvertest.FlipSample (every edge of the puzzles up to 10x10, a
// deterministic sample of about ten edges of the larger ones), and the URL of every puzzle.
func TestCheckDataSet(t *testing.T) {
	for _, name := range []string{"pzprjs.txt", "loopy.txt", "janko.txt"} {
		t.Run(name, func(t *testing.T) {
			st := checkEntries(t, dataEntries(t, name))
			t.Logf("%d solutions checked, %d flips rejected (%d loop edges, %d others), %d URLs round-tripped",
				st.puzzles, st.rejected, st.onLoop, st.offLoop, st.urls)
		})
	}
}
