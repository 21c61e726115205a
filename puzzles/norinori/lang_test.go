package norinori_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/norinori"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through the language: constructor,
// solutions, uniqueness, check with reasons, drawing, URL, save and
// load, and the SAT method.
func TestLanguage(t *testing.T) {
	var out bytes.Buffer
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "n.txt")
	src := `p = norinori("https://puzz.link/p?norinori/5/5/cag4ocjo")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [(0, 0), (0, 1), (1, 1)])
check(p, [(0, 0)])
show(p, S)
assert norinori(url(p)) == p
assert url(p) == "https://puzz.link/p?norinori/5/5/cag4ocjo"
q = norinori("AABAA\nBBBAA\nBCCAA\nCCCCC\nAACCC")
assert solutions(q) == S
save(p, "` + path + `")
r = load("` + path + `")
assert solutions(r) == S
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	ctx := context.Background()
	if err := s.Exec(ctx, src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"the shaded cells from (0, 0) make a block of 3, more than a domino",
		"the shaded cell (0, 0) has no shaded neighbour",
		"| █   █ | . | .   . |",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`norinori("AB\nA")`: "line 2 of the text: the row has 1 cells",
		`hints(norinori("https://puzz.link/p?norinori/5/5/cag4ocjo"), [])`: "has no hint sets",
	} {
		err := s.Exec(ctx, src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
