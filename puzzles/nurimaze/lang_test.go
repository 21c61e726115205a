package nurimaze_test

import (
	"context"
	"strings"
	"testing"

	"github.com/zqlang/zq"
	_ "github.com/zqlang/zq/lang/lib/all"
	_ "github.com/zqlang/zq/puzzles/nurimaze"
	"github.com/zqlang/zq/solvers/cnf"
)

// TestLanguage drives the genre through the language.
func TestLanguage(t *testing.T) {
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out})
	if err != nil {
		t.Fatal(err)
	}
	src := `p = nurimaze("https://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2547")
S = solutions(p)
assert count(S) == 1
assert unique(p)
assert check(p, S) == "ok"
check(p, [(0, 0)])
show(p, S)
assert nurimaze(url(p)) == p
`
	if err := cnf.Cadical.Installed(); err == nil {
		src += "assert solutions(p, method: \"sat\") == S\nassert unique(p, method: \"sat\")\n"
	}
	if err := s.Exec(context.Background(), src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"a room has shaded and unshaded cells at (0, 0)", "|S · ·|·|█ █|"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for src, want := range map[string]string{
		`nurimaze("ab\na\n\nS.\n.G")`: "line 2 of the text: the row has 1 cells",
	} {
		err := s.Exec(context.Background(), src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", src, err, want)
		}
	}
}
