package norinori

import (
	"context"
	"os"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// TestRealPuzzles solves the real puzzles of testdata/puzzles.txt: each
// is read, has one solution, which Check accepts, and is listed once.
func TestRealPuzzles(t *testing.T) {
	file, err := os.Open("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	urls, err := puzzles.ReadLines(file, func(s string) (string, error) {
		_, err := Parse(s)
		return s, err
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	seen := map[string]bool{}
	n := 0
	for line, s := range urls {
		p, _ := Parse(s)
		if seen[p.URL()] {
			t.Errorf("puzzle %d: %s is listed twice", line, s)
		}
		seen[p.URL()] = true
		var st Stats
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{Stats: &st})
		if err != nil {
			t.Fatal(err)
		}
		c := m.Count(f).Int64()
		t.Logf("puzzle %d: %dx%d, %d regions: %d solutions; %d cells open, %d states", line, p.Rows, p.Cols, p.Rooms, c, st.Open, st.States)
		if c != 1 {
			t.Errorf("puzzle %d: %s has %d solutions", line, s, c)
			continue
		}
		if err := p.Check(m.Sets(f, 1)[0]); err != nil {
			t.Errorf("puzzle %d: the solution: %v", line, err)
		}
		n++
	}
	if n < 6 {
		t.Errorf("only %d puzzles solved", n)
	}
}
