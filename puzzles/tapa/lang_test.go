package tapa_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/tapa"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through the language: constructor,
// solutions, uniqueness, check with reasons, drawing, URL, save and
// load, hint sets, and the SAT method.
func TestLanguage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.txt")
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	src := `p = tapa("https://puzz.link/p?tapa/5/5/3n5hchhajn2")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [(0, 0)])
check(p, [(0, 1)])
show(p, S)
assert tapa(url(p)) == p
save(p, "` + path + `")
q = load("` + path + `")
assert solutions(q) == S
H = hints(p, S)
assert count(minimal(H)) > 0
assert count(solutions(instance(p, S, clues(p)))) == 1
assert count(solutions(tapa("? .\n. ."))) == 6
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Exec(context.Background(), src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"the clue cell (0, 0) is shaded",
		"the clue 3 at (0, 0) sees the runs 1",
		"     3  █████  █████  █████  █████ \n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`tapa("1 .\n.")`:                        "line 2 of the text: the row has 1 cells",
		`tapa("https://puzz.link/p?tapa/0/2/")`: "column count",
	} {
		err := s.Exec(context.Background(), src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
