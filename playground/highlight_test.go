package playground

import (
	"fmt"
	"github.com/chromedp/chromedp"
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

// TestHighlightPrompt: the text typed at the prompt is drawn coloured
// behind the textarea, character for character in the same place: the
// copy holds the same text in the same box and font, wraps a long line
// as the textarea does, and follows history and completion.
func TestHighlightPrompt(t *testing.T) {
	ctx := page(t, "")
	waitFor(t, ctx, `document.getElementById("editor").classList.contains("coloured")`)
	typed := "x = count(grid(2, 3)) # hi"
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("input"), typed)); err != nil {
		t.Fatal(err)
	}
	copyText := `document.getElementById("input-colour").textContent`
	if got := eval[string](t, ctx, copyText); got != typed {
		t.Errorf("the coloured copy holds %q, the prompt %q", got, typed)
	}
	spans := eval[[][2]string](t, ctx, `[...document.querySelectorAll("#input-colour span")].map(s => [s.textContent, s.className])`)
	want := [][2]string{{"count", "tk-builtin"}, {"(", ""}, {"grid", "tk-builtin"}, {"2", "tk-number"}, {"3", "tk-number"}, {"# hi", "tk-comment"}}
	got := map[string]string{}
	for _, s := range spans {
		got[s[0]] = s[1]
	}
	for _, w := range want {
		if got[w[0]] != w[1] {
			t.Errorf("%q in the prompt has class %q, want %q (spans %v)", w[0], got[w[0]], w[1], spans)
		}
	}
	if c := eval[string](t, ctx, `getComputedStyle(document.getElementById("input")).color`); c != "rgba(0, 0, 0, 0)" {
		t.Errorf("the textarea's own text is %s, not transparent", c)
	}
	// The same box, font and wrapping: a long line over several rows.
	long := strings.Repeat("count(grid(2, 2)) + ", 12) + "1\n[1,\n 2]"
	eval[bool](t, ctx, fmt.Sprintf(`(() => { const i = document.getElementById("input"); i.value = %q; i.dispatchEvent(new Event("input")); return true })()`, long))
	geom := eval[[]float64](t, ctx, `(() => {
		const i = document.getElementById("input"), c = document.getElementById("input-colour");
		const a = i.getBoundingClientRect(), b = c.getBoundingClientRect();
		return [a.left - b.left, a.top - b.top, a.width - b.width, a.height - b.height, i.scrollHeight - c.scrollHeight, i.clientHeight,
			getComputedStyle(i).font === getComputedStyle(c).font ? 1 : 0]
	})()`)
	for k, what := range []string{"left", "top", "width", "height", "text height"} {
		if geom[k] > 0.5 || geom[k] < -0.5 {
			t.Errorf("the copy's %s differs from the textarea's by %.1fpx", what, geom[k])
		}
	}
	if geom[6] != 1 {
		t.Errorf("the copy's font is not the textarea's")
	}
	if got := eval[string](t, ctx, copyText); got != long {
		t.Errorf("after a change, the copy holds %q", got)
	}
	shot(t, ctx, "#prompt-row", "prompt")
	// Enter runs the statement; the prompt and its copy are empty again.
	eval[bool](t, ctx, `(() => { document.getElementById("run").click(); return true })()`)
	if got := eval[string](t, ctx, copyText); got != "" {
		t.Errorf("after a run, the copy holds %q", got)
	}
}
