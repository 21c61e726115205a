package nurikabe_test

import (
	"context"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/nurikabe"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through the language: constructor,
// solutions, uniqueness, check with reasons, drawing, URL, and the SAT
// method.
func TestLanguage(t *testing.T) {
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	src := `p = nurikabe("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
print(check(p, []))
print(check(p, [(2, 0), (2, 1), (3, 0), (3, 1)]))
show(p, S)
assert nurikabe(url(p)) == p
assert url(p) == "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
assert count(solutions(nurikabe("2.\n..\n.1"))) == 1
assert count(solutions(nurikabe("?."))) == 2
L = first(S)
H = hints(p, L)
assert count(H) >= 1
q = instance(p, L, first(minimum(H)))
assert unique(q)
assert solutions(q) == S
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Exec(ctx, src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"the island of unshaded cells at (0, 0) holds 4 numbers",
		"make a 2x2 block",
		" .  5  █  █  █ \n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`nurikabe("12\n1")`:  "line 2 of the text: the row has 1 cells",
		`nurikabe("1x\n11")`: "line 1, column 2 of the text",
		`nurikabe("https://puzz.link/p?nurikabe/5/5/g5k2o1kXg")`: "line 1, column 41 of the text: 'X' is no number",
	} {
		err := s.Exec(ctx, src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
