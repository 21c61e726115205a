package heyawake_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/heyawake"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through the language as a host sees
// it: constructor, solutions, uniqueness, check with reasons, drawing,
// URL, save and load, hint sets and instances, and the SAT method.
func TestLanguage(t *testing.T) {
	dir := t.TempDir()
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "h.txt")
	ctx := context.Background()
	src := `p = heyawake("https://puzz.link/p?heyawake/6/6/lll155007rs12222j")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [(0, 0), (0, 1)])
show(p, S)
assert heyawake(url(p)) == p
save(p, "` + path + `")
q = load("` + path + `")
assert solutions(q) == S
b = heyawake("a b\nc c")
assert count(solutions(b)) == 4
H = hints(b, [(0, 0)])
assert count(H) > 0
assert count(solutions(instance(b, [(0, 0)], first(minimum(H))))) == 1
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
		"│ █ │ 2   █ │ 2   · │ █ │", // pzprjs's answer: # + # + + #
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`heyawake("a b\nc")`:                             "line 2 of the text: the row has 1 cells",
		`heyawake("https://puzz.link/p?heyawake/2/2/#")`: "base-32",
	} {
		err := s.Exec(ctx, src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
	fmt.Fprint(&out)
}
