package shikaku_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/shikaku"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through a host session: constructor
// (URL, board), solutions as edges of grid(R, C), uniqueness, check
// with reasons, drawing, URL, save and load, and the SAT method.
func TestLanguage(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.txt")
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	src := `p = shikaku("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [])
show(p, S)
assert shikaku(url(p)) == p
save(p, "` + path + `")
q = load("` + path + `")
assert solutions(q) == S
H = hints(p, S)
assert clues(p) <= H
i = instance(p, S, clues(p))
assert i == p
b = shikaku("2.\n.2")
assert count(solutions(b)) == 2
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Exec(ctx, src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"the room of (0, 0) has 8 numbers, at (0, 4) and (1, 0)",
		"+----+----+----+----+----+----+\n|  . |  .    . |  .    3    . |\n+    +    +    +----+----+----+\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`shikaku("..\n.")`:  "line 2 of the text: the row has 1 cells",
		`shikaku("..\n.x")`: "line 2, column 2 of the text, cell (1, 1)",
	} {
		err := s.Exec(ctx, src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
