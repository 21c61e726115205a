package lang

import (
	"strings"
	"testing"
	"time"
)

// FuzzRun runs arbitrary statements over small values: no input may
// panic the interpreter (panics inside builtins are reported as internal
// errors, which this test rejects too).
func FuzzRun(f *testing.F) {
	for _, seed := range []string{
		"F = {{1, 2}, {3}}; minimal(F | {{1}}) * F",
		"x = 3; x / 0; x % 2; -x",
		"G = pow([1, 2, 3]); sample(G, 2, seed: 7); sets(G, 2); rank(G, [1]); unrank(G, 3)",
		"count(cycles(grid(2, 3)))",
		"[1, 2][5]; (1, 2) == (1, 2); \"a\" + \"b\"",
		"with({{1}}, 9); complement({{1}}); project({{1, 2}}, [2])",
		"f(n) = 1 if n < 1 else n * f(n - 1); [f(k) for k in range(5)]; sum([count(S) for S in pow([1, 2])])",
		"g(x) = g(x); g(1); h(a, b) = a; h(1); h(b: 1, a: 2); [1 for x in 3]",
		"table([(1, \"a\"), [2]], header: [\"n\"]); print(1, {{1}}); str([1]); min(3, 1); max([2])",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 200 || strings.Contains(src, "grid") && strings.ContainsAny(src, "56789") {
			return // keep constructions small
		}
		for _, w := range []string{"save", "open", "dot", "svg", ":", "panic_for_test", "write", "source"} {
			if strings.Contains(src, w) {
				return
			}
		}
		var out strings.Builder
		s := NewSession(&out)
		s.NodeLimit = 100000
		s.Timeout = 2 * time.Second
		s.KeepGoing = true
		s.Run("fuzz", src)
		if strings.Contains(out.String(), "internal error") {
			t.Fatalf("internal error for %q:\n%s", src, out.String())
		}
	})
}
