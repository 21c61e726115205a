package sudoku

import (
	"context"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
)

// TestStop checks that the search asks its stop hook and gives up when
// told: counting every 16x16 grid would never end.
func TestStop(t *testing.T) {
	p, err := New(4, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	s := NewSolver(Fast)
	s.stop = func() bool { calls++; return calls > 3 }
	r, err := s.Solve(p, 0)
	if err != nil {
		t.Fatal(err)
	}
	if calls != 4 || r.Count == 0 {
		t.Fatalf("stop asked %d times, %d grids counted", calls, r.Count)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := UniqueContext(ctx, p); err != context.Canceled {
		t.Fatalf("UniqueContext under a cancelled context: %v", err)
	}
	// The genre's Unique goes through it.
	g := &Game{P: p}
	if _, err := g.Unique(ctx, nil, nil); err != context.Canceled {
		t.Fatalf("Unique under a cancelled context: %v", err)
	}
}

// TestParsePlaces checks the places the genre gives a bad cell of a
// grid written as text: the line and column of its character (from 1,
// past blank and comment lines, white space and "X:") and the cell
// (from 0); a URL or a data-set line gives the cell alone.
func TestParsePlaces(t *testing.T) {
	for _, c := range []struct {
		text  string
		props puzzles.Props
		want  string
	}{
		{"1...\n..2.\n.3?.\n...4", nil, "sudoku: line 3, column 3 of the text, cell (2, 2): bad character '?'"},
		{"# four\n\n 1 . . .\n . . 2 .\n . 3 . .\n 1 . . .", nil, "sudoku: line 6, column 2 of the text, cell (3, 0): given 1 repeats the one at (0, 0) in the same column"},
		{"X:1...\n....\n....\n...1", nil, "sudoku: line 4, column 4 of the text, cell (3, 3): given 1 repeats the one at (0, 0) in the same diagonal"},
		{"123456 456123 2345.1 561234 3.5612 612345", puzzles.Props{"box": "3x2"}, "sudoku: line 1, column 15 of the text, cell (2, 0): given 2 repeats the one at (0, 1) in the same box"},
		{"https://puzz.link/p?sudoku/4/4/5", nil, "sudoku: cell (0, 0): URL value 5 out of range 1..4"},
		{"a std 2 2 ...............x 1 -", nil, "sudoku: cell (3, 3): value 'x' out of range 1..4"},
	} {
		_, err := genre{}.Parse(c.text, c.props)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}
