package main

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// The engine is the page's way into the interpreter; these run it
// natively, the browser tests through WebAssembly.

func TestEngineExec(t *testing.T) {
	e := newEngine()
	r := e.exec(context.Background(), "C = cycles(grid(3, 3))\ncount(C)")
	if r.Error != nil || r.Out != "C = family: 13 sets over 12 elements, 26 nodes\n13\n" {
		t.Fatalf("exec: %+v", r)
	}
	r = e.exec(context.Background(), "count(C) +")
	if r.Error == nil || r.Error.Line != 1 || r.Error.Col == 0 || !strings.HasSuffix(r.Error.Detail, "^") || r.Stopped {
		t.Fatalf("a syntax error: %+v", r.Error)
	}
	if r := e.exec(context.Background(), "count(C)"); r.Out != "13\n" {
		t.Fatalf("after an error C is %q", r.Out)
	}
}

func TestEngineInterrupt(t *testing.T) {
	e := newEngine()
	e.exec(context.Background(), "x = 41")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := e.exec(ctx, "x = count(paths(grid(14, 14), (0, 0), (13, 13)))")
	if r.Error == nil || !r.Stopped || r.Error.Msg != "interrupted" {
		t.Fatalf("a cancelled cell: %+v", r)
	}
	if r := e.exec(context.Background(), "x + 1"); r.Out != "42\n" {
		t.Fatalf("after the interrupt x + 1 is %q", r.Out)
	}
}

func TestEngineWords(t *testing.T) {
	e := newEngine()
	e.exec(context.Background(), "f(n) = n + 1\nmine = 3")
	have := map[string]bool{}
	for _, w := range e.words() {
		have[w] = true
	}
	for _, w := range []string{"count(", "cycles(", "f(", "mine", ":help ", "assert "} {
		if !have[w] {
			t.Errorf("completions lack %q", w)
		}
	}
}

func TestOneCall(t *testing.T) {
	for _, c := range []struct {
		src  string
		name string
		args []string
		ok   bool
	}{
		{"diagram(F)", "diagram", []string{"F"}, true},
		{"  diagram({{1, 2}, {3}}, ascii: true)  # a comment", "diagram", []string{"{{1, 2}, {3}}", "ascii: true"}, true},
		{`frontier("paths", grid(2, 3), (0, 0), (1, 2))`, "frontier", []string{`"paths"`, "grid(2, 3)", "(0, 0)", "(1, 2)"}, true},
		{`show(slitherlink(".2,\n..."), S)`, "show", []string{`slitherlink(".2,\n...")`, "S"}, true},
		{"f()", "f", nil, true},
		{"diagram(F) | diagram(G)", "", nil, false},
		{"x = diagram(F)", "", nil, false},
		{"diagram(F); levels(F)", "", nil, false},
		{"(F)", "", nil, false},
		{"diagram(F", "", nil, false},
	} {
		name, args, ok := oneCall(c.src)
		if ok != c.ok || name != c.name || !slices.Equal(args, c.args) {
			t.Errorf("oneCall(%q) = %q %q %v, want %q %q %v", c.src, name, args, ok, c.name, c.args, c.ok)
		}
	}
}

// TestPictures: the cells that are one call of a drawn builtin carry
// the data of their picture.
func TestPictures(t *testing.T) {
	e := newEngine()
	ctx := context.Background()
	e.exec(ctx, "F = {{1, 2}, {1, 3}, {2}}\np = slitherlink(\".23\\n...\\n.20\")")
	r := e.exec(ctx, "diagram(F)")
	if len(r.Pictures) != 1 || r.Pictures[0].Diagram == nil || !r.Pictures[0].Diagram.Drawn || r.Pictures[0].Diagram.Nodes != 4 || r.Pictures[0].Diagram.Sets != "3" {
		t.Fatalf("diagram(F): %+v", r.Pictures)
	}
	big := e.exec(ctx, "levels(paths(grid(6, 6), (0, 0), (5, 5)))").Pictures
	if len(big) != 1 || big[0].Diagram == nil || big[0].Diagram.Drawn || len(big[0].Diagram.Levels) != 60 {
		t.Fatalf("levels of a large family: %+v", big)
	}
	lv := e.level(ctx, big[0].Expr, 30)
	if lv.Level == nil || lv.Level.Count == 0 || len(lv.Level.Nodes) != lv.Level.Count {
		t.Fatalf("level 30 opened: %+v", lv)
	}
	if lv := e.level(ctx, big[0].Expr, 99); lv.Error == "" {
		t.Fatalf("a level past the last: %+v", lv)
	}
	ex := e.exec(ctx, "explain(minimal(F))").Pictures
	if len(ex) != 1 || ex[0].Trace == nil || len(ex[0].Trace.Steps) == 0 || ex[0].Trace.Result == nil || ex[0].Trace.Result.Sets != "2" {
		t.Fatalf("explain(minimal(F)): %+v", ex)
	}
	fr := e.exec(ctx, `frontier("paths", grid(2, 3), (0, 0), (1, 2))`).Pictures
	if len(fr) != 1 || fr[0].Frontier == nil || fr[0].Frontier.Sets != "4" || !fr[0].Frontier.Listed || len(fr[0].Frontier.Edges) != 7 {
		t.Fatalf("frontier: %+v", fr)
	}
	pz := e.exec(ctx, "show(p, solutions(p))").Pictures
	if len(pz) != 1 || pz[0].Kind != "puzzle" || !strings.Contains(pz[0].SVG, "<svg") {
		t.Fatalf("show(p, S): %+v", pz)
	}
	gs := e.exec(ctx, "show(cycles(grid(3, 3)), n: 2)").Pictures
	if len(gs) != 1 || gs[0].Kind != "graph" || gs[0].Graph.Sets != "13" || len(gs[0].Graph.First) != 13 {
		t.Fatalf("show of cycles: %+v", gs)
	}
	if ps := e.exec(ctx, "count(F)").Pictures; ps != nil {
		t.Fatalf("count(F) has pictures %+v", ps)
	}
	if r := e.exec(ctx, "diagram(nosuch)"); r.Error == nil || r.Pictures != nil {
		t.Fatalf("a failed cell: %+v", r)
	}
}

// TestCellChecked: a cell with an unbound name runs none of its
// statements.
func TestCellChecked(t *testing.T) {
	e := newEngine()
	r := e.exec(context.Background(), "y = 5\nprint(y)\ncuont({{1}})")
	if r.Error == nil || r.Error.Line != 3 || !strings.Contains(r.Error.Msg, "did you mean count?") || r.Out != "" {
		t.Fatalf("result %+v, error %+v", r, r.Error)
	}
	if r := e.exec(context.Background(), "y"); r.Error == nil {
		t.Errorf("y bound by a cell that failed its check: %+v", r)
	}
}
