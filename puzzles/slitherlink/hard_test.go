package slitherlink

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestHardLoopy solves the hard 40x40 and 50x50 puzzles of
// testdata/loopy_hard.txt (see SOURCES.md) and compares each with its
// recorded solution, which the SAT method confirmed; their game IDs
// decode to the same boards.
func TestHardLoopy(t *testing.T) {
	es := testdataEntries(t, "testdata/loopy_hard.txt")
	if len(es) < 5 {
		t.Fatalf("%d puzzles", len(es))
	}
	for _, e := range es {
		q, err := ParseGameID(e.Meta["gameid"])
		if err != nil || q.String() != e.Puzzle.String() {
			t.Fatalf("%s: the game ID does not decode to the board: %v", e.Puzzle.ID, err)
		}
		m := zdd.New()
		var st Stats
		root, err := e.Puzzle.Solutions(context.Background(), m, Options{Stats: &st})
		if err != nil {
			t.Fatalf("%s: %v", e.Puzzle.ID, err)
		}
		sets := m.Sets(root, 2)
		if len(sets) != 1 {
			t.Fatalf("%s: %d solutions, want 1", e.Puzzle.ID, len(sets))
		}
		got := slices.Clone(sets[0])
		want := slices.Clone(e.Solution)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("%s: the solution differs from the recorded one", e.Puzzle.ID)
		}
		// Loopy proves its hard puzzles without guessing, and so must
		// the deductions (zq50-2 left 946 edges open and split 74 times
		// before the pair rules)
		if st.Open != 0 || st.Splits != 0 {
			t.Errorf("%s: %d edges left open by the deductions, %d splits; want none", e.Puzzle.ID, st.Open, st.Splits)
		}
	}
}

// TestNotes checks that Solutions tells its phases to Options.Note.
func TestNotes(t *testing.T) {
	es := testdataEntries(t, "testdata/loopy_hard.txt")
	var notes []string
	m := zdd.New()
	if _, err := es[0].Puzzle.Solutions(context.Background(), m, Options{Note: func(s string) { notes = append(notes, s) }}); err != nil {
		t.Fatal(err)
	}
	if len(notes) < 2 || !strings.HasPrefix(notes[0], "deducing edges from the") || !strings.Contains(notes[1], "edges open") {
		t.Fatalf("notes %q", notes)
	}
}

// TestLoopyWorst solves the puzzles of testdata/loopy_worst.txt, the
// generated hard puzzles (see SOURCES.md) that needed the most splits
// before the pair rules (pairs.go), and the largest of the set (50x50
// and 60x60, made after them). Each must have exactly one solution,
// the recorded one, which passes Check, and the deductions alone must
// find it: no edge left open, no split. Loopy's generator keeps only
// puzzles that its hard solver proves without guessing, and the
// deductions contain that solver's rules, so a split here would mean a
// rule was lost. The bound is on counts, not on time.
func TestLoopyWorst(t *testing.T) {
	es := testdataEntries(t, "testdata/loopy_worst.txt")
	if len(es) < 5 {
		t.Fatalf("%d puzzles", len(es))
	}
	const maxSplits = 0
	for _, e := range es {
		q, err := ParseGameID(e.Meta["gameid"])
		if err != nil || q.String() != e.Puzzle.String() {
			t.Fatalf("%s: the game ID does not decode to the board: %v", e.Puzzle.ID, err)
		}
		if e.Meta["gen"] == "" || e.Meta["splits_before"] == "" && e.Meta["splits"] == "" {
			t.Fatalf("%s: no generator parameters or split count recorded", e.Puzzle.ID)
		}
		m := zdd.New()
		var st Stats
		root, err := e.Puzzle.Solutions(context.Background(), m, Options{Stats: &st})
		if err != nil {
			t.Fatalf("%s: %v", e.Puzzle.ID, err)
		}
		sets := m.Sets(root, 2)
		if len(sets) != 1 {
			t.Fatalf("%s: %d solutions, want 1", e.Puzzle.ID, len(sets))
		}
		if err := e.Puzzle.Check(sets[0], false); err != nil {
			t.Errorf("%s: check: %v", e.Puzzle.ID, err)
		}
		got := slices.Clone(sets[0])
		want := slices.Clone(e.Solution)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s: the solution differs from the recorded one", e.Puzzle.ID)
		}
		if st.Splits > maxSplits || st.Open > 0 {
			t.Errorf("%s: %d edges left open by the deductions and %d splits (%s splits before the pair rules), want none",
				e.Puzzle.ID, st.Open, st.Splits, e.Meta["splits_before"])
		}
	}
}
