// Package pzprtest holds what the genres' tests of pzprv3 files share:
// the one-line form of a file, and the seeds of their fuzz tests.
package pzprtest

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
)

// OneLine is a file in the one-line form pzprjs's tests write, its
// lines joined by '/'.
func OneLine(file string) string {
	return strings.ReplaceAll(strings.TrimRight(file, "\n"), "\n", "/")
}

// Cases are the files of pzprjs's failcheck cases of type typ
// (puzzles/all/testdata/failcheck/TYPE.jsonl, read from a genre's
// package folder).
func Cases(tb testing.TB, typ string) []string {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("..", "all", "testdata", "failcheck", typ+".jsonl"))
	if err != nil {
		tb.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var c struct{ File string }
		if err := json.Unmarshal([]byte(l), &c); err != nil {
			tb.Fatal(err)
		}
		out = append(out, c.File)
	}
	return out
}

// Seeds adds to f each failcheck case of type typ in both forms, and
// the file the genre writes back with the answer it read, then extra.
func Seeds(f *testing.F, typ string, extra ...string) {
	for _, c := range Cases(f, typ) {
		f.Add(c)
		f.Add(OneLine(c))
		if p, err := puzzles.Parse("", c, nil); err == nil {
			a, ok1 := p.(puzzles.Answerer)
			w, ok2 := p.(puzzles.PZPRV3Writer)
			if ok1 && ok2 {
				if set, has := a.Answer(); has {
					if file, err := w.PZPRV3(set); err == nil {
						f.Add(file)
					}
				}
			}
		}
	}
	for _, s := range extra {
		f.Add(s)
	}
}

// Bad checks that each file cases[i][0] is refused with a
// *puzzles.ParseError whose message holds cases[i][1] (the line, column
// and cell it names).
func Bad(t *testing.T, cases [][2]string) {
	t.Helper()
	for _, tc := range cases {
		_, err := puzzles.Parse("", tc[0], nil)
		var pe *puzzles.ParseError
		if err == nil || !errors.As(err, &pe) || !strings.Contains(err.Error(), tc[1]) {
			t.Errorf("%q: error %v, want a ParseError containing %q", tc[0], err, tc[1])
		}
	}
}

// Reread is the body of a genre's fuzz test: text read as a file of the
// genre is an error or a puzzle, never a panic; the answer read is
// checked and written back, and the file written reads back to the
// same board and answer.
func Reread(t *testing.T, genre, text string) {
	if !puzzles.IsPZPRV3(text) {
		return
	}
	p, err := puzzles.Parse(genre, text, nil)
	if err != nil {
		return
	}
	set, has := p.(puzzles.Answerer).Answer()
	_ = p.Check(set)
	if !has {
		set = nil
	}
	file, err := p.(puzzles.PZPRV3Writer).PZPRV3(set)
	if err != nil {
		t.Fatal(err)
	}
	q, err := puzzles.Parse(genre, file, nil)
	if err != nil || q.Text() != p.Text() {
		t.Fatalf("written %q, read back %v", file, err)
	}
	if ans, _ := q.(puzzles.Answerer).Answer(); !slices.Equal(ans, set) && len(ans)+len(set) > 0 {
		t.Fatalf("written %q, read back with the answer %v, not %v", file, ans, set)
	}
}
