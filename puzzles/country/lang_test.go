package country_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/puzzles/country"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through the language: pzprjs's sample
// counted 1 and checked, reasons, drawing, URL, save and load, hint
// sets and the SAT method, and parse errors with their places.
func TestLanguage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.txt")
	var out bytes.Buffer
	s, err := zq.New(zq.Options{Stdout: &out, OSFiles: true})
	if err != nil {
		t.Fatal(err)
	}
	src := `p = country("https://puzz.link/p?country/5/5/amda0uf02h12h")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
assert S <= cycles(grid(5, 5))
check(p, [((0, 0), (0, 1))])
show(p, S)
assert country(url(p)) == p
save(p, "` + path + `")
q = load("` + path + `")
assert solutions(q) == S
H = hints(p, S)
assert count(H) > 0
assert count(solutions(instance(p, S, elements(minimum(H))))) == 1
assert count(solutions(country("a a\na a"))) == 1
assert count(solutions(country("a b\na b"))) == 1
assert count(solutions(country("a b\na b", empty: true))) == 1
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Exec(context.Background(), src); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	got := out.String()
	for _, want := range []string{"the room of (2, 0) has 0 cells on the loop, not 1", "1──┃─2"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`country("a a\na")`: "line 2 of the text: the row has 1 cells",
		`country("a 3")`:    "column 3 of the text, cell (0, 1)",
		`country("https://puzz.link/p?country/2/2/!")`: "line 1, column 33 of the text",
	} {
		err := s.Exec(context.Background(), src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
