package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestRun benchmarks a made-up tree: Sudoku's file holds pzprjs's
// sample, a blank board (288 solutions) and a line that is no puzzle;
// Hitori has no file. Only what was found is asserted, no time.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	sd := filepath.Join(dir, "puzzles", "sudoku", "testdata")
	if err := os.MkdirAll(sd, 0o755); err != nil {
		t.Fatal(err)
	}
	data := "# pzprjs's sample\nhttps://puzz.link/p?sudoku/4/4/g1k23k3g\n\n# blank\nhttp://pzv.jp/p.html?sudoku/4/4/v\nhttps://puzz.link/p?sudoku/4/4/#\n"
	if err := os.WriteFile(filepath.Join(sd, "puzzles.txt"), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	bad, err := run(&out, options{Dir: dir, Genres: []string{"sudoku", "hitori"}, Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if bad != 2 {
		t.Errorf("%d puzzles not unique or failed, want 2", bad)
	}
	got := out.String()
	for _, want := range []string{
		"line 5: 288 solutions",
		"line 6: does not read",
		"no testdata/puzzles.txt",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the output lacks %q:\n%s", want, got)
		}
	}
	var sudokuLine string
	for _, l := range strings.Split(got, "\n") {
		if strings.HasPrefix(l, "sudoku ") && strings.Contains(l, "line 5") {
			sudokuLine = l
		}
	}
	if f := strings.Fields(sudokuLine); len(f) < 5 || f[1] != "2" || f[4] != "4x4" {
		t.Errorf("sudoku's summary %q: want 2 puzzles solved, the largest 4x4", sudokuLine)
	}
	if _, err := run(&out, options{Dir: dir, Genres: []string{"nosuchgenre"}}); err == nil || !strings.Contains(err.Error(), "sudoku") {
		t.Errorf("an unknown genre: error %v, want one listing the genres", err)
	}
}

// TestRealPuzzles runs the command over the module's own data: every
// real puzzle of every genre is read, unique and checked ok.
func TestRealPuzzles(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the real puzzles are not solved")
	}
	var out strings.Builder
	bad, err := run(&out, options{Dir: filepath.Join("..", ".."), Timeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if bad != 0 {
		t.Errorf("%d real puzzles are not unique or failed:\n%s", bad, out.String())
	}
	for _, g := range []string{"hashi", "hitori", "masyu", "numberlink", "slitherlink", "sudoku"} {
		if !strings.Contains(out.String(), "\n"+g+" ") {
			t.Errorf("no row for %s:\n%s", g, out.String())
		}
	}
}

// TestReadEntries passes over comments and blank lines and keeps the
// line numbers.
func TestReadEntries(t *testing.T) {
	es, err := readEntries(strings.NewReader("# c\n\n  https://puzz.link/p?a/1/1/0  \n#x\nb/1/1/\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 2 || es[0] != (entry{3, "https://puzz.link/p?a/1/1/0"}) || es[1] != (entry{5, "b/1/1/"}) {
		t.Errorf("entries %v", es)
	}
}

// TestMedian: the middle time, or the mean of the two middle ones.
func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		in   []time.Duration
		want time.Duration
	}{
		{[]time.Duration{1}, 1},
		{[]time.Duration{1, 3}, 2},
		{[]time.Duration{1, 2, 9}, 2},
		{[]time.Duration{1, 2, 4, 9}, 3},
	} {
		if got := median(tc.in); got != tc.want {
			t.Errorf("median(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}
