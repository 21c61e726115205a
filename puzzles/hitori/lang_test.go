package hitori_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all"
	_ "github.com/zqlang/zq/puzzles/hitori"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through the language: constructor,
// solutions, uniqueness, check with reasons, drawing, URL, save and
// load, and the SAT method.
func TestLanguage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.txt")
	var out strings.Builder
	s := lang.NewSession(&out)
	src := `p = hitori("4x4:1114142333214213")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [(0, 0), (1, 0)])
check(p, [(0, 0)])
show(p, S)
assert hitori(url(p)) == p
save(p, "` + path + `")
q = load("` + path + `")
assert solutions(q) == S
assert count(solutions(hitori("12\n21"))) == 5
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Run("t.zq", src); err != nil {
		t.Fatal(lang.Detail(err))
	}
	got := out.String()
	for _, want := range []string{
		"the shaded cells at (0, 0) and (1, 0) touch",
		"the number 1 is unshaded twice in row 0, at (0, 1) and (0, 2)",
		" █  1  █  4 \n 1  4  2  3 \n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`hitori("12\n1")`:             "line 2 of the text: the row has 1 cells",
		`hitori("4x4:1114")`:          "game ID description has 4 characters",
		`hints(hitori("12\n21"), [])`: "Hitori has no hint sets",
	} {
		err := s.Run("e.zq", src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
