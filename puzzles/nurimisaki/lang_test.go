package nurimisaki_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/nurimisaki"
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
	src := `p = nurimisaki("https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [(0, 1)])
check(p, [])
show(p, S)
assert nurimisaki(url(p)) == p
save(p, "` + path + `")
q = load("` + path + `")
assert solutions(q) == S
H = hints(p, S)
assert count(H) > 0
assert count(solutions(instance(p, S, first(minimum(H))))) == 1
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Exec(ctx, src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"the circle at (0, 1) is shaded",
		"no cell is shaded",
		" █  ○  ·  ·  ·", // pzprjs's answer: # . . . .
		" ·  ·  █  2  ·", // and . . # . .
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`nurimisaki("1.\n.")`:                                "line 2 of the text: the row has 1 cells",
		`nurimisaki("https://puzz.link/p?nurimisaki/2/2/#")`: "no number or run",
	} {
		err := s.Exec(ctx, src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
