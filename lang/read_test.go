package lang

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq/internal/testinput"
)

// TestFirstErrorEndsReading: a script that stops at its first error
// reads nothing past it: through a session, the whole run allocates
// about the input's lines (the source's line index), not the input over
// again per error.
func TestFirstErrorEndsReading(t *testing.T) {
	src := testinput.SudokuDataSet(40000) // 7 MB
	s := NewSession(io.Discard)
	var err error
	n := testinput.Allocated(func() { err = s.Run("big", src) })
	if err == nil || !strings.Contains(err.Error(), "big:4:19: unexpected character") {
		t.Fatalf("Run: %v", err)
	}
	if n > 4<<20 {
		t.Errorf("Run allocated %d bytes for a %d-byte input ending at its first error", n, len(src))
	}
}

// TestLongStatementRefused: a statement of more than MaxTokens tokens is
// refused when the reader passes the limit, with memory bounded by the
// limit, not by the input.
func TestLongStatementRefused(t *testing.T) {
	src := "x = 1" + strings.Repeat(" + 1", 1_500_000) // 6 MB on one line
	s := NewSession(io.Discard)
	var err error
	n := testinput.Allocated(func() { err = s.Run("long", src) })
	if err == nil || !strings.Contains(err.Error(), "long:1:1: the statement is longer than 250,000 tokens") {
		t.Fatalf("Run: %v", err)
	}
	if n > 64<<20 {
		t.Errorf("refusing a %d-byte statement allocated %d bytes", len(src), n)
	}
	if _, ok := s.Lookup("x"); ok {
		t.Errorf("x is bound")
	}
	// Just under the limit it is parsed and run.
	src = "x = 1" + strings.Repeat(" + 1", MaxTokens/2-2)
	if err := s.Run("long", src); err != nil {
		t.Fatal(Detail(err))
	}
	if v, _ := s.Lookup("x"); Show(v) != fmt.Sprint(MaxTokens/2-1) {
		t.Errorf("x = %s", Show(v))
	}
}

// TestReaderStops: a stopped context (Ctrl-C, the time limit) ends
// reading: source reads under the statement's context.
func TestReaderStops(t *testing.T) {
	src := strings.Repeat("\n", 1<<20) + "1"
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := t.TempDir()
	path := filepath.Join(dir, "long.zq")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	s := NewSession(io.Discard)
	ev := &evaluator{s: s, ctx: ctx}
	if err := ev.source(&Call{S: s, ev: ev, args: []Value{Str(path)}}, path); err != context.Canceled {
		t.Errorf("source with a stopped context: %v", err)
	}
}

// TestSourceRefusesNonScripts: source tells a binary file or a puzzle
// file by its first bytes and says what reads it; a script holding a
// puzzle in a raw string is a script.
func TestSourceRefusesNonScripts(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct{ name, text, want string }{
		{"bin", "\x7fELF\x02\x01\x01\x00\x00\x00" + strings.Repeat("\x00\xff", 5000), "is not a zq script: it holds binary data (open reads families written by save, load reads puzzles)"},
		{"sudoku.txt", testinput.SudokuDataSet(100), "is not a zq script: it looks like a sudoku puzzle file (load reads puzzles)"},
		{"slither.txt", "3.2.\n..1.\n.2..\n0..3\n", "is not a zq script: it looks like a slitherlink puzzle file (load reads puzzles)"},
		{"header.txt", "# zq puzzle: sudoku\n1... ..2. .3.. ...4\n", "is not a zq script: it is a puzzle file (load reads puzzles)"},
		{"ok.zq", "# a script\np = slitherlink(`\n3.2.\n..1.\n.2..\n0..3\n`)\nn = 1 + 2\n" + strings.Repeat("m = n\n", 1000), ""},
	} {
		p := write(c.name, c.text)
		s := NewSession(io.Discard)
		err := s.Run("t", fmt.Sprintf("source(%q)", p))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, Detail(err))
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}

// TestSourceLoop: a script that sources itself, or two that source each
// other, stop at the loop with the chain of files, before any statement
// runs a second time.
func TestSourceLoop(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	self := write("self.zq", "print(\"self ran\")\nsource(\"self.zq\")\n")
	a := write("a.zq", "print(\"a ran\")\nsource(\"b.zq\")\n")
	b := write("b.zq", "print(\"b ran\")\nsource(\"a.zq\")\n")
	for _, c := range []struct{ path, out, msg string }{
		{self, "self ran\n", self + " is already being read: " + self + " sources " + self},
		{a, "a ran\nb ran\n", a + " is already being read: " + a + " sources " + b + " sources " + a},
	} {
		src, _ := os.ReadFile(c.path)
		var out strings.Builder
		s := NewSession(&out)
		err := s.Run(c.path, string(src))
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: error %v, want %q", c.path, err, c.msg)
		}
		if out.String() != c.out {
			t.Errorf("%s: printed %q, want %q", c.path, out.String(), c.out)
		}
	}
	// From -e the chain starts at the first file sourced.
	s := NewSession(io.Discard)
	if err := s.Run("-e", fmt.Sprintf("source(%q)", b)); err == nil || !strings.Contains(err.Error(), b+" is already being read: "+b+" sources "+a+" sources "+b) {
		t.Errorf("-e: %v", err)
	}
}
