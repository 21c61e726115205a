package playground

import (
	"fmt"
	"strings"
	"testing"
)

// TestHighlight: a cell's source is coloured by zq's grammar (the page
// reads zq.tmLanguage.json with highlight.js): each token has the class
// of its kind, and the text shown is the source as typed.
func TestHighlight(t *testing.T) {
	ctx := page(t, "")
	src := "sq(n) = n * n  # a square\n[sq(k) for k in range(3) if k != 1]\ns = `raw\n$`; sample(cycles(grid(2, 2)), 1, seed: 7) != {} or false"
	i := submit(t, ctx, src)
	if out := output(t, ctx, i); strings.Contains(out, "cell:") {
		t.Errorf("the cell failed: %s", out)
	}
	pre := fmt.Sprintf(`%s[%d].querySelector("pre.src")`, cellsJS, i)
	waitFor(t, ctx, pre+`.querySelector("span") !== null`)
	if got := eval[string](t, ctx, pre+`.textContent`); got != src {
		t.Errorf("the cell shows %q, the source is %q", got, src)
	}
	spans := eval[[][2]string](t, ctx, `[...`+pre+`.querySelectorAll("span")].map(s => [s.textContent, s.className])`)
	got := map[string]string{}
	for _, s := range spans {
		if c, ok := got[s[0]]; ok && c != s[1] {
			got[s[0]] = "several"
			continue
		}
		got[s[0]] = s[1]
	}
	for text, want := range map[string]string{
		"sq": "tk-function", "n": "tk-param", "# a square": "tk-comment",
		"for": "tk-keyword", "in": "tk-keyword", "if": "tk-keyword", "or": "tk-keyword",
		"range": "tk-builtin", "sample": "tk-builtin", "cycles": "tk-builtin", "grid": "tk-builtin",
		"3": "tk-number", "7": "tk-number", "false": "tk-constant",
		"`raw": "tk-string", "$`": "tk-string", "seed": "tk-param",
	} {
		if got[text] != want {
			t.Errorf("%q has class %q, want %q", text, got[text], want)
		}
	}
	// Names, operators and brackets keep the cell's colour.
	for _, text := range []string{"k", "s", "*", "!=", "(", "{}", "="} {
		if c, ok := got[text]; ok {
			t.Errorf("%q is coloured (%s)", text, c)
		}
	}
	shot(t, ctx, "#cells", "highlight")
	if t.Failed() {
		t.Logf("spans: %s", strings.ReplaceAll(fmt.Sprint(spans), "] [", "]\n["))
	}
}
