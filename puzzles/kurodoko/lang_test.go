package kurodoko_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/kurodoko"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through the language as a host sees
// it: constructor, solutions, uniqueness, check with reasons, drawing,
// URL, save and load, hint sets and instances, and the SAT method.
func TestLanguage(t *testing.T) {
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "k.txt")
	ctx := context.Background()
	src := `p = kurodoko("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [(0, 0), (0, 1)])
check(p, [(0, 3)])
show(p, S)
assert kurodoko(url(p)) == p
save(p, "` + path + `")
q = load("` + path + `")
assert solutions(q) == S
b = kurodoko("...\n...")
H = hints(b, [(0, 1)])
assert count(H) > 0
assert count(solutions(instance(b, [(0, 1)], first(minimum(H))))) == 1
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Exec(ctx, src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"the shaded cells at (0, 0) and (0, 1) touch",
		"the numbered cell (0, 3) is shaded",
		" ·  █  ·  7  ·", // pzprjs's answer: + # + + .
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`kurodoko("1.\n.")`: "line 2 of the text: the row has 1 cells",
		`kurodoko("https://puzz.link/p?kurodoko/2/2/#")`: "no number or run",
	} {
		err := s.Exec(ctx, src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
