// Package pzprtest holds what the genres' tests of pzprv3 files share:
// the one-line form of a file, and the seeds of their fuzz tests.
package pzprtest

import (
	"encoding/json"
	"os"
	"path/filepath"
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
