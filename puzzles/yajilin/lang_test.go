package yajilin_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/yajilin"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through the language: constructor,
// solutions, uniqueness, check with reasons, drawing, URL, save and
// load, hint sets and the SAT method. With the rule 'outside' the
// sample has no solution: its shaded cell (2, 2) lies inside its loop.
func TestLanguage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "y.txt")
	fam := filepath.Join(t.TempDir(), "s.zdd")
	var out bytes.Buffer
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	src := `p = yajilin("https://puzz.link/p?yajilin/5/5/m32j10")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [(2, 0), (2, 1)])
check(p, [(0, 0, 0, 1)])
show(p, S)
assert yajilin(url(p)) == p
save(p, "` + path + `")
q = load("` + path + `")
assert solutions(q) == S
save(S, "` + fam + `")
assert open("` + fam + `") == S
H = hints(p, S)
count(H)
assert count(minimal(H)) == 1
assert count(solutions(instance(p, S, [(2, 3), (4, 4)]))) == 1
assert count(solutions(yajilin("https://puzz.link/p?yajilin/o/5/5/m32j10"))) == 0
assert url(yajilin("https://puzz.link/p?yajilin/ob/5/5/m32j10")) == "https://puzz.link/p?yajilin/ob/5/5/m32j10"
assert count(solutions(yajilin(". .\n. .\n. ."))) == 1
assert count(solutions(yajilin("0> . .\n. . .", outside: true))) == 1
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Exec(context.Background(), src); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	got := out.String()
	for _, want := range []string{
		"the shaded cells at (2, 0) and (2, 1) touch",
		"the loop ends at (0, 0)",
		"███ │ ███ 2< │",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`yajilin(". .\n.")`:                            "line 2 of the text: the row has 1 cells",
		`yajilin(". ! .")`:                             "column 3 of the text, cell (0, 1)",
		`yajilin("https://puzz.link/p?yajilin/2/2/!")`: "line 1, column 33 of the text",
	} {
		err := s.Exec(context.Background(), src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
