package lightup_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/lightup"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through a host session: constructor
// (URL, game ID, board), solutions, uniqueness, check with reasons,
// drawing, URL, save and load, and the SAT method.
func TestLanguage(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "l.txt")
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	src := `p = lightup("https://puzz.link/p?lightup/6/6/nekcakbl")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [(0, 0), (0, 1)])
check(p, [(0, 0)])
show(p, S)
assert lightup(url(p)) == p
save(p, "` + path + `")
q = load("` + path + `")
assert solutions(q) == S
g = lightup("7x7:0eBa2c2wBc3a1eB")
assert unique(g)
H = hints(p, S)
assert clues(p) <= H
M = minimum(H)
i = instance(p, S, M)
assert unique(i)
assert solutions(i) == S
w = lightup("#.1\n...\n..#")
save(w, "` + path + `2")
assert load("` + path + `2") == w
b = lightup("..\n..")
assert count(solutions(b)) == 2
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(g, method: \"sat\")\n"
	}
	if err := s.Exec(ctx, src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"the lamps at (0, 0) and (0, 1) see each other",
		"the black cell at (1, 2) has 0 lamps beside it, its number is 4",
		" ·  ·  ●  ·  ·  · \n ·  ●  4  ●  ·  · \n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`lightup("..\n.")`:  "line 2 of the text: the row has 1 cells",
		`lightup("3x3:a1")`: "game ID description gives 2 of the 3x3 cells",
		`lightup("..\n.x")`: "line 2, column 2 of the text, cell (1, 1)",
	} {
		err := s.Exec(ctx, src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
