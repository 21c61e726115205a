package firefly_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/lang/lib/all"
	_ "github.com/zqlang/zq/puzzles/firefly"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through the language: constructor from
// a URL and a grid, solutions, uniqueness, check with reasons, drawing,
// URL, save and load, and the SAT method.
func TestLanguage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.txt")
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	src := `p = firefly("https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [0])
show(p, S)
assert firefly(url(p)) == p
q = firefly("0> . . . 1v\n. ?< . 0< .\n. . . . .\n. 0^ . 2v .\n1^ . . . 1^")
assert solutions(q) == S
save(p, "` + path + `")
r = load("` + path + `")
assert solutions(r) == S
L = first(S)
H = hints(p, L)
q2 = instance(p, L, first(minimum(H)))
assert count(solutions(q2)) == 1
assert solutions(q2) == S
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Exec(context.Background(), src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"a line from a firefly ends nowhere at (0, 0)",
		"0>───",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`firefly("1> .\n.")`:                           "line 2 of the text: the row has 1 cells",
		`firefly("1> x")`:                              `unexpected "x"`,
		`firefly("https://puzz.link/p?firefly/2/2/+")`: "block",
	} {
		err := s.Exec(context.Background(), src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
