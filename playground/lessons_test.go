package playground

import (
	"os"
	"strings"
	"testing"
)

// TestPageAllLessons runs every lesson but the first (TestPageLesson
// runs that one) in the page with Run all: each cell, asserts included,
// must pass, as they do on the command line. It takes about two minutes,
// so it runs with ZQ_PLAYGROUND_LONG=1 only.
func TestPageAllLessons(t *testing.T) {
	if os.Getenv("ZQ_PLAYGROUND_LONG") == "" {
		t.Skip("skipped: set ZQ_PLAYGROUND_LONG=1 to run every lesson in the page (about two minutes)")
	}
	for _, name := range []string{"02_reduction", "03_algebra", "04_frontier", "05_slitherlink", "06_order"} {
		ctx := page(t, "?lesson="+name)
		waitFor(t, ctx, `document.querySelectorAll(".page .cell").length > 0`)
		eval[bool](t, ctx, `document.getElementById("run-all").click() || true`)
		waitFor(t, ctx, `[...document.querySelectorAll(".page .cell")].every(c => !c.matches(".running, .queued") && c.querySelector(".label").textContent !== "[ ]")`)
		if failed := eval[[]string](t, ctx, `[...document.querySelectorAll(".page .cell.failed")].map(c => c.innerText)`); len(failed) > 0 {
			t.Errorf("%s failed:\n%s", name, strings.Join(failed, "\n---\n"))
		}
		shot(t, ctx, "main", "lesson-"+name)
	}
}
