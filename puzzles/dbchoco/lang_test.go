package dbchoco_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/dbchoco"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through a host session: constructor
// (URL, board), solutions as edges of grid(R, C), uniqueness, check
// with reasons, drawing, URL, save and load, hint sets and instances,
// and the SAT method.
func TestLanguage(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "d.txt")
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	src := `p = dbchoco("https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [])
show(p, S)
assert dbchoco(url(p)) == p
save(p, "` + path + `")
q = load("` + path + `")
assert solutions(q) == S
H = hints(p, S)
assert count(H) > 0
b = dbchoco("x.\nx.")
assert count(solutions(b)) == 2
c = dbchoco("x.x.")
assert count(solutions(c)) == 1
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Exec(ctx, src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"the region of (0, 0) has 12 halves",
		"+----+----+----+----+----+----+\n|  x   x4 | x2    x    .    . |\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`dbchoco("..\n.")`:  "line 2 of the text: the row has 1 cells",
		`dbchoco("..\n.y")`: "line 2, column 2 of the text, cell (1, 1)",
	} {
		err := s.Exec(ctx, src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
