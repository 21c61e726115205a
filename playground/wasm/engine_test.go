package main

import (
	"context"
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
