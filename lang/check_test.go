package lang_test

import (
	"io"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
)

// TestCheck: the check before running finds syntax errors and unbound
// names at their place, and passes what runs.
func TestCheck(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"P = cycles(grid(3, 3))\ncount(P)", ""},
		{"count(P)\nP = cycles(grid(3, 3))", "f.zq:1:7: undefined name P"},
		{"P = {{1}}\nprint(cuont(P))", "f.zq:2:7: unknown function cuont; did you mean count?"},
		{"f(n) = g(n) + 1\ng(n) = 2 * n\nf(3)", ""},
		// A body's names are taken as bound when the script binds them
		// anywhere (f(3) fails when run, before g is defined: the
		// check does not follow calls).
		{"f(n) = g(n) + 1\nf(3)\ng(n) = 2 * n", ""},
		{"f(n) = h(n)\ng(n) = n", "f.zq:1:8: unknown function h"},
		{"[x * y for x in range(3) for y in range(x)]", ""},
		{"[x for x in range(3)]\nx", "f.zq:2:1: undefined name x"},
		{"x = count + 1", "f.zq:1:5: count is a builtin: call it as count(...)"},
		{"assert count({{1}}) == 1, msg", "f.zq:1:27: undefined name msg"},
		{":help count\nP = {{1}}\nP", ""},
		{"x = (1 +\n", "f.zq:1:5: ( is never closed"},
		{"source(\"other.zq\")\nnamed_there(1)", ""},
		{"k(f) = f(2)\nk(count)", "f.zq:2:3: count is a builtin"},
	} {
		s := lang.NewSession(io.Discard)
		err := s.Check("f.zq", tc.src)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("Check(%q): %v", tc.src, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("Check(%q) = %v, want %q", tc.src, err, tc.want)
		}
	}
	// Names bound in the session before count.
	s := lang.NewSession(io.Discard)
	if err := s.Run("a.zq", "P = {{1}}"); err != nil {
		t.Fatal(err)
	}
	if err := s.Check("b.zq", "count(P)"); err != nil {
		t.Errorf("a name of the session: %v", err)
	}
}
