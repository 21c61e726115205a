package syntax

import (
	"strings"
	"testing"
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
		units, _ := Split("fuzz", src)
		lines := strings.Split(src, "\n")
		line := func(p Pos) string {
			if p.Line >= 1 && p.Line <= len(lines) {
				return lines[p.Line-1]
			}
			return ""
		}
		for _, u := range units {
			if u.LexErr != nil {
				if u.LexErr.Pos.Line < 1 || u.LexErr.Pos.Col < 1 {
					t.Fatalf("lexical error without a line: %v", u.LexErr)
				}
				_ = u.LexErr.Detail()
				continue
			}
			if u.Meta != "" {
				continue
			}
			if _, err := Parse(u, line); err != nil {
				if err.Pos.Line < 1 || err.Pos.Col < 1 {
					t.Fatalf("syntax error without a position: %v", err)
				}
				_ = err.Detail()
			}
		}
	})
}
