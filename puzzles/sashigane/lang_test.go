package sashigane_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/sashigane"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through a host session: constructor
// (URL, board), solutions as edges of grid(R, C), uniqueness, check
// with reasons, drawing, URL, save and load, hint sets and instances,
// and the SAT method.
func TestLanguage(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.txt")
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	src := `p = sashigane("https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [])
show(p, S)
assert sashigane(url(p)) == p
save(p, "` + path + `")
q = load("` + path + `")
assert solutions(q) == S
H = hints(p, S)
i = instance(p, S, clues(p))
assert S <= solutions(i)
assert count(H) > 0
b = sashigane("o..\n..o")
assert count(solutions(b)) == 1
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Exec(ctx, src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"the room of the circled 3 at (2, 0) has 25 cells",
		"+---+---+---+---+---+\n| >   .   .   .   o |\n+---+---+---+---+   +\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`sashigane("..\n.")`:  "line 2 of the text: the row has 1 cells",
		`sashigane("..\n.x")`: "line 2, column 2 of the text, cell (1, 1)",
	} {
		err := s.Exec(ctx, src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
