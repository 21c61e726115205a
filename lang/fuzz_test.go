package lang

import (
	"strings"
	"testing"
	"time"
)

// FuzzParse feeds arbitrary text to the statement splitter and parser:
// no input may panic, and every error must carry a position.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"x = {{1, 2}, {3}, {}}\nx | {{4}} & x * x / x % x",
		"assert count(F) == 3, \"msg\"",
		"sample(F, 5, seed: 1); show(F, ascii: true)",
		"g = grid(3, 3)\nC = cycles(g)\n:help count\ncount(C)",
		"s = `raw\n  text`\n(1, (2, 3))[0]",
		"[1, 2,\n 3]\n-1 - -2",
		"\"unterminated\n`open",
		"{{1}, 2}(((",
		"let y = 1 $ 2 # comment",
		")]}",
		":",
		"x = ;;;\n\n;",
		"f(n, k) = n if k else f(n - 1, not k)\n[f(x, true) for x in range(3) if x > 0 for y in [1]]",
		"[a for a, b in [(1, 2)]]; not true or false and 1 if 2 else 3",
		"f(1) = 2; [x for in]; [x for x in y, z]; g() = 1",
		"((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))",
		"not not not not not not not not not not not not true",
		"1 if a else 2 if b else 3 if c else 4",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		Incomplete(src)
		units, _ := split("fuzz", src)
		lines := strings.Split(src, "\n")
		line := func(p Pos) string {
			if p.Line >= 1 && p.Line <= len(lines) {
				return lines[p.Line-1]
			}
			return ""
		}
		for _, u := range units {
			if u.lexErr != nil {
				if u.lexErr.Pos.Line < 1 || u.lexErr.Pos.Col < 1 {
					t.Fatalf("lexical error without a line: %v", u.lexErr)
				}
				_ = u.lexErr.Detail()
				continue
			}
			if u.meta != "" {
				continue
			}
			if _, err := parseUnit(u, line); err != nil {
				if err.Pos.Line < 1 || err.Pos.Col < 1 {
					t.Fatalf("syntax error without a position: %v", err)
				}
				_ = err.Detail()
			}
		}
	})
}

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
