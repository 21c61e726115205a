package playground

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// cellSel is the CSS selector of cell i (cells are numbered in the
// page's order).
func cellSel(i int) string { return "#cell-" + strconv.Itoa(i) }

// q is a JavaScript expression for the first element matching sel
// inside cell i.
func q(i int, sel string) string {
	return fmt.Sprintf("document.querySelector(%q)", cellSel(i)+" "+sel)
}

// qn is the number of elements matching sel inside cell i.
func qn(t *testing.T, ctx context.Context, i int, sel string) int {
	t.Helper()
	return eval[int](t, ctx, fmt.Sprintf("document.querySelectorAll(%q).length", cellSel(i)+" "+sel))
}

// texts are the texts of the elements matching sel inside cell i.
func texts(t *testing.T, ctx context.Context, i int, sel string) []string {
	t.Helper()
	return eval[[]string](t, ctx, fmt.Sprintf("[...document.querySelectorAll(%q)].map(e => e.textContent)", cellSel(i)+" "+sel))
}

// keys focuses the picture of cell i and presses keys there.
func keys(t *testing.T, ctx context.Context, i int, k string) {
	t.Helper()
	eval[bool](t, ctx, q(i, ".picture")+".focus() || true")
	if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
		t.Fatal(err)
	}
}

func TestPageDiagram(t *testing.T) {
	ctx := page(t, "")
	i := submit(t, ctx, "diagram({{1,2},{1,3},{2}})")
	if out := output(t, ctx, i); !strings.Contains(out, "3 sets, 4 nodes") {
		t.Fatalf("diagram's text: %q", out)
	}
	waitFor(t, ctx, q(i, ".picture svg.zdd"))
	nodes := qn(t, ctx, i, ".picture svg.zdd .zdd-node")
	terms := texts(t, ctx, i, ".picture svg.zdd .zdd-term text")
	if nodes != 4 || strings.Join(terms, " ") != "⊥ ⊤" {
		t.Fatalf("the diagram of {{1,2},{1,3},{2}} has %d node shapes and terminals %q, want 4 and ⊥ ⊤", nodes, terms)
	}
	// A row per element, a 0-edge (dashed) and a 1-edge per node.
	lo, hi := qn(t, ctx, i, ".zdd-edge.lo"), qn(t, ctx, i, ".zdd-edge.hi")
	rows := texts(t, ctx, i, ".row-label")
	dash := eval[string](t, ctx, "getComputedStyle("+q(i, ".zdd-edge.lo")+").strokeDasharray")
	if lo != 4 || hi != 4 || strings.Join(rows, " ") != "1 2 3" || dash == "none" || dash == "" {
		t.Fatalf("%d 0-edges (dashes %q), %d 1-edges, rows %q; want 4, 4 and rows 1 2 3", lo, dash, hi, rows)
	}
	// Every edge goes down to a lower row.
	down := eval[bool](t, ctx, `(() => {
		const top = {};
		for (const g of document.querySelectorAll("`+cellSel(i)+` .zdd-node")) top[g.dataset.id] = g.getBoundingClientRect().top;
		for (const g of document.querySelectorAll("`+cellSel(i)+` .zdd-term")) top[g.textContent[0] === "⊥" ? 0 : 1] = g.getBoundingClientRect().top;
		for (const e of document.querySelectorAll("`+cellSel(i)+` .zdd-edge")) if (!(top[e.dataset.to] > top[e.dataset.from])) return false;
		return true })()`)
	if !down {
		t.Fatal("an edge of the diagram does not go down")
	}
	shot(t, ctx, cellSel(i)+" .picture", "diagram")
	// A larger diagram, drawn whole, for the eye.
	j := submit(t, ctx, "diagram(paths(grid(3, 4), (0, 0), (2, 3)))")
	output(t, ctx, j)
	waitFor(t, ctx, q(j, ".picture svg.zdd"))
	if n, size := qn(t, ctx, j, ".zdd-node"), run(t, ctx, "size(paths(grid(3, 4), (0, 0), (2, 3)))"); strconv.Itoa(n) != size {
		t.Fatalf("the diagram of the 3x4 paths has %d node shapes, size gives %s", n, size)
	}
	shot(t, ctx, cellSel(j)+" .picture", "diagram-paths")
	// Past 300 nodes: the levels, each opened on a click.
	k := submit(t, ctx, "diagram(paths(grid(6, 6), (0, 0), (5, 5)))")
	output(t, ctx, k)
	waitFor(t, ctx, q(k, ".picture svg.levels"))
	if n := qn(t, ctx, k, "svg.levels .bar"); n != 60 {
		t.Fatalf("the large diagram shows %d level bars, want 60", n)
	}
	eval[bool](t, ctx, `(() => { const b = document.querySelectorAll("`+cellSel(k)+` svg.levels .bar")[30]; b.dispatchEvent(new MouseEvent("click", {bubbles: true})); return true })()`)
	waitFor(t, ctx, q(k, ".level-table"))
	rowsShown := qn(t, ctx, k, ".level-table tr") - 1
	size := run(t, ctx, "levels(paths(grid(6, 6), (0, 0), (5, 5)))[30]")
	if strconv.Itoa(rowsShown) != size {
		t.Fatalf("level 31 lists %d nodes, levels(...)[30] is %s", rowsShown, size)
	}
}

func TestPageLevels(t *testing.T) {
	ctx := page(t, "")
	i := submit(t, ctx, "levels(cycles(grid(3, 3)))")
	out := output(t, ctx, i)
	waitFor(t, ctx, q(i, "svg.levels"))
	counts := texts(t, ctx, i, "svg.levels .count")
	if "["+strings.Join(counts, ", ")+"]" != out {
		t.Fatalf("the bar chart's counts %q, levels gives %s", counts, out)
	}
	shot(t, ctx, cellSel(i)+" .picture", "levels")
}

func TestPageExplain(t *testing.T) {
	ctx := page(t, "")
	run(t, ctx, "F = {{1, 2}, {1, 3}, {2}, {2, 3, 4}, {1, 4}, {3, 4}}")
	i := submit(t, ctx, "explain(minimal(F))")
	output(t, ctx, i)
	waitFor(t, ctx, q(i, ".picture svg.zdd"))
	frame := func() string { return eval[string](t, ctx, q(i, ".frame")+".textContent") }
	f0 := frame()
	var n int
	if _, err := fmt.Sscanf(f0, "step 0 / %d", &n); err != nil || n < 4 {
		t.Fatalf("the first frame says %q", f0)
	}
	// Before any step the nodes to be made are ghosts; the result's
	// diagram has size(minimal(F)) nodes.
	if got, size := qn(t, ctx, i, ".zdd-node"), run(t, ctx, "size(minimal(F))"); strconv.Itoa(got) != size {
		t.Fatalf("the result's diagram has %d nodes, size gives %s", got, size)
	}
	future := qn(t, ctx, i, ".zdd-node.future")
	if future == 0 {
		t.Fatal("no node of the result is made by the operation")
	}
	// Step forward to the first new node of the result.
	steps := 0
	for qn(t, ctx, i, ".zdd-node.current") == 0 {
		keys(t, ctx, i, kb.ArrowRight)
		steps++
		if steps > n {
			t.Fatal("no step makes a node of the result")
		}
	}
	if want := fmt.Sprintf("step %d / %d", steps, n); frame() != want {
		t.Fatalf("after %d steps forward the counter says %q", steps, frame())
	}
	text := eval[string](t, ctx, q(i, ".step-text")+".textContent")
	cur := eval[string](t, ctx, q(i, ".zdd-node.current text")+".textContent")
	if !strings.Contains(text, "new node "+cur) || qn(t, ctx, i, ".zdd-node.future") != future-1 {
		t.Fatalf("at step %d the text is %q, the new node %s, %d ghosts left of %d", steps, text, cur, qn(t, ctx, i, ".zdd-node.future"), future)
	}
	shot(t, ctx, cellSel(i)+" .picture", "explain")
	// One step back: the node is a ghost again.
	keys(t, ctx, i, kb.ArrowLeft)
	if want := fmt.Sprintf("step %d / %d", steps-1, n); frame() != want || qn(t, ctx, i, ".zdd-node.current") != 0 || qn(t, ctx, i, ".zdd-node.future") != future {
		t.Fatalf("one step back: %q, %d current, %d ghosts", frame(), qn(t, ctx, i, ".zdd-node.current"), qn(t, ctx, i, ".zdd-node.future"))
	}
	// End: every node there.
	keys(t, ctx, i, kb.End)
	if frame() != fmt.Sprintf("step %d / %d", n, n) || qn(t, ctx, i, ".zdd-node.future") != 0 {
		t.Fatalf("at the end: %q, %d ghosts", frame(), qn(t, ctx, i, ".zdd-node.future"))
	}
	// Jumps between top-level calls land on a call at depth 0.
	keys(t, ctx, i, kb.Home)
	keys(t, ctx, i, kb.PageDown)
	if text := eval[string](t, ctx, q(i, ".step-text")+".textContent"); !strings.HasPrefix(text, "top-level call 1: call ") && !strings.HasPrefix(text, "top-level call 1: ") {
		t.Fatalf("the first top-level call: %q", text)
	}
}

func TestPageFrontier(t *testing.T) {
	ctx := page(t, "")
	i := submit(t, ctx, `frontier("paths", grid(2, 3), (0, 0), (1, 2))`)
	output(t, ctx, i)
	waitFor(t, ctx, q(i, ".frontier-graph svg"))
	frame := func() string { return eval[string](t, ctx, q(i, ".frame")+".textContent") }
	if frame() != "edge 1 / 7" {
		t.Fatalf("the first frame: %q", frame())
	}
	// Edge by edge: the current edge is drawn, the frontier's vertices
	// marked, a card per state.
	for k := 1; k <= 7; k++ {
		if qn(t, ctx, i, ".frontier-graph .edge.current") != 1 {
			t.Fatalf("edge %d: the current edge is not drawn", k)
		}
		cards := qn(t, ctx, i, ".state-card")
		text := eval[string](t, ctx, q(i, ".step-text")+".textContent")
		if !strings.Contains(text, fmt.Sprintf(" %d state", cards)) || cards == 0 {
			t.Fatalf("edge %d: %d state cards, the text says %q", k, cards, text)
		}
		if k == 4 {
			shot(t, ctx, cellSel(i)+" .picture", "frontier")
		}
		keys(t, ctx, i, kb.ArrowRight)
	}
	if frame() != "done (7 / 7)" {
		t.Fatalf("after the last edge: %q", frame())
	}
	if text := eval[string](t, ctx, q(i, ".step-text")+".textContent"); !strings.HasPrefix(text, "done: 4 paths") {
		t.Fatalf("the end says %q, want 4 paths", text)
	}
}

func TestPageGraphAndPuzzle(t *testing.T) {
	ctx := page(t, "")
	i := submit(t, ctx, "show(cycles(grid(3, 3)), n: 2)")
	output(t, ctx, i)
	waitFor(t, ctx, q(i, ".small-multiples svg"))
	if n := qn(t, ctx, i, ".small-multiples svg"); n != 13 {
		t.Fatalf("%d cycles drawn on the grid, want 13", n)
	}
	shot(t, ctx, cellSel(i)+" .picture", "graph-sets")
	run(t, ctx, "p = slitherlink(\".23\\n...\\n.20\")")
	j := submit(t, ctx, "show(p, solutions(p))")
	output(t, ctx, j)
	waitFor(t, ctx, q(j, ".picture-puzzle svg"))
	shot(t, ctx, cellSel(j)+" .picture", "puzzle")
}

func TestPageLesson(t *testing.T) {
	ctx := page(t, "?lesson=01_families")
	waitFor(t, ctx, `document.querySelector(".page h2") && document.querySelectorAll(".page .cell").length > 0`)
	title := eval[string](t, ctx, `document.querySelector(".page h2").firstChild.textContent`)
	if !strings.HasPrefix(title, "Lesson 1: ") {
		t.Fatalf("the lesson's title: %q", title)
	}
	n := eval[int](t, ctx, `document.querySelectorAll(".page .cell").length`)
	paras := eval[int](t, ctx, `document.querySelectorAll(".page .lesson-text p").length`)
	if n < 8 || paras < 4 {
		t.Fatalf("lesson 1 has %d cells and %d paragraphs", n, paras)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("run-all"))); err != nil {
		t.Fatal(err)
	}
	// Every cell runs, the asserts of the lesson included, and none fails.
	waitFor(t, ctx, `[...document.querySelectorAll(".page .cell")].every(c => !c.matches(".running, .queued") && c.querySelector(".label").textContent !== "[ ]")`)
	if failed := eval[[]string](t, ctx, `[...document.querySelectorAll(".page .cell.failed")].map(c => c.innerText)`); len(failed) > 0 {
		t.Fatalf("cells of lesson 1 failed:\n%s", strings.Join(failed, "\n---\n"))
	}
	if n := eval[int](t, ctx, `document.querySelectorAll(".page .picture svg.zdd").length`); n == 0 {
		t.Fatal("lesson 1 shows no diagram")
	}
	shot(t, ctx, "main", "lesson")
}

func TestPageScriptLink(t *testing.T) {
	ctx := page(t, "?src="+strings.ReplaceAll("g%20%3D%20grid(3%2C%203)%0A%23%20the%20cycles%0Acount(cycles(g))", " ", "%20"))
	waitFor(t, ctx, `document.querySelectorAll(".page .cell").length === 2`)
	srcs := eval[[]string](t, ctx, `[...document.querySelectorAll(".page .cell pre.src")].map(e => e.textContent)`)
	if strings.Join(srcs, "|") != "g = grid(3, 3)|count(cycles(g))" {
		t.Fatalf("the link's cells: %q", srcs)
	}
	if p := eval[string](t, ctx, `document.querySelector(".page .lesson-text").textContent`); p != "the cycles" {
		t.Fatalf("the link's text: %q", p)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("run-all"))); err != nil {
		t.Fatal(err)
	}
	if got := output(t, ctx, 1); got != "13" {
		t.Fatalf("the link's second cell shows %q", got)
	}
}
