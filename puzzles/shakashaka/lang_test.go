package shakashaka_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/shakashaka"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through the language: constructor,
// solutions, uniqueness, check with reasons, drawing, URL, save and
// load of the puzzle and of a family over its triangles, the SAT
// method.
func TestLanguage(t *testing.T) {
	dir := t.TempDir()
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	src := `p = shakashaka("https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [(0, 1, "tl")])
check(shakashaka("1.\n.."), [(0, 1, "tl"), (1, 0, "tl")])
show(p, S)
assert shakashaka(url(p)) == p
save(p, "` + filepath.Join(dir, "p.txt") + `")
q = load("` + filepath.Join(dir, "p.txt") + `")
assert solutions(q) == S
assert count(solutions(shakashaka("..\n.."))) == 1
assert count(solutions(instance(p, S, clues(p)))) == 1
assert count(minimal(hints(p, S))) > 0
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\n"
	}
	if err := s.Exec(context.Background(), src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"the number 1 at (0, 0) has 2 triangles around it",
		"is not a rectangle",
		"2 ◤ ◥ . 1 .\n◤ . ◢ 3 ◤ ◥\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if err := s.Exec(context.Background(), `shakashaka("..x")`); err == nil || !strings.Contains(err.Error(), "column 3") {
		t.Errorf("bad text: %v", err)
	}
}
