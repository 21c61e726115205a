package lang

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// allocated returns the bytes f allocates (a count, not a time: the
// same on every machine, give or take the runtime's own).
func allocated(f func()) uint64 {
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	f()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// sudokuDataSet is text in the format of the public Sudoku data sets:
// n puzzles, one a line.
func sudokuDataSet(n int) string {
	var b strings.Builder
	b.WriteString("# Sudoku instances. Format: see README.md.\n# fields: id variant boxrows boxcols puzzle count solution\n\n")
	for i := range n {
		fmt.Fprintf(&b, "set-%05d std 3 3 .................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7... 1 953168742862734951417952836746893125281645397395271468138529674574386219629417583\n", i)
	}
	return b.String()
}

// TestFirstErrorEndsReading: a script that stops at its first error
// lexes nothing past it, however long the rest, and the error is the
// first one, at its place.
func TestFirstErrorEndsReading(t *testing.T) {
	src := sudokuDataSet(40000) // 7 MB
	rd := newReader("big", src)
	rd.resume = false
	u, ok := rd.next()
	if !ok || u.lexErr == nil {
		t.Fatalf("first unit %+v, want a lexical error", u)
	}
	if got := u.lexErr.Error(); got != "big:4:19: unexpected character '.'" {
		t.Errorf("error %q", got)
	}
	if rd.lx.off > 200 {
		t.Errorf("the reader went on to byte %d of %d after the error", rd.lx.off, len(src))
	}
	if _, ok := rd.next(); ok {
		t.Errorf("the reader goes on after an error it does not resume from")
	}
	// Through a session: the whole run allocates about the input's
	// lines (the source's line index), not the input over again per
	// error.
	s := NewSession(io.Discard)
	var err error
	n := allocated(func() { err = s.Run("big", src) })
	if err == nil || !strings.Contains(err.Error(), "big:4:19: unexpected character") {
		t.Fatalf("Run: %v", err)
	}
	if n > 4<<20 {
		t.Errorf("Run allocated %d bytes for a %d-byte input ending at its first error", n, len(src))
	}
}

// TestKeepGoingReadsOnce: going on after errors, each bad line costs
// its own length, so an input of bad lines is read in linear work.
func TestKeepGoingReadsOnce(t *testing.T) {
	for _, lines := range []int{1000, 4000} {
		src := strings.Repeat("x = 1 $ 2\n", lines)
		units, _ := split("k", src)
		if len(units) != lines {
			t.Fatalf("%d units for %d bad lines", len(units), lines)
		}
		for i, u := range units {
			if u.lexErr == nil || u.pos.Line != i+1 || u.pos.Col != 7 {
				t.Fatalf("unit %d: %+v", i, u)
			}
		}
		n := allocated(func() { split("k", src) })
		if per := n / uint64(lines); per > 1500 {
			t.Errorf("%d bad lines: %d bytes allocated per line", lines, per)
		}
	}
}

// TestLongStatementRefused: a statement of more than MaxTokens tokens is
// refused when the reader passes the limit, with memory bounded by the
// limit, not by the input.
func TestLongStatementRefused(t *testing.T) {
	src := "x = 1" + strings.Repeat(" + 1", 1_500_000) // 6 MB on one line
	s := NewSession(io.Discard)
	var err error
	n := allocated(func() { err = s.Run("long", src) })
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

// TestParseLinear: parsing allocates a bounded amount per token, the
// same for long statements as for short ones (the parser is
// participle's, reflecting over the grammar's types: about 4 KiB a
// token, which the reader's bound on tokens per statement caps).
func TestParseLinear(t *testing.T) {
	per := func(terms int) uint64 {
		src := "x = {{1, 2}" + strings.Repeat(", {1, 2}", terms) + "} | y + 1" + strings.Repeat(" + 1", terms)
		units, _ := split("p", src)
		toks := len(units[0].toks)
		n := allocated(func() {
			if _, err := parseUnit(units[0], func(Pos) string { return "" }); err != nil {
				t.Fatal(err)
			}
		})
		return n / uint64(toks)
	}
	small, large := per(100), per(20000)
	if large > 16<<10 || large > 2*small {
		t.Errorf("bytes allocated per token: %d for a short statement, %d for a long one", small, large)
	}
}

// TestReaderStops: a stopped context (Ctrl-C, the time limit) ends
// reading within a bounded number of tokens.
func TestReaderStops(t *testing.T) {
	src := strings.Repeat("\n", 1<<20) + "1"
	rd := newReader("r", src)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rd.ctx = ctx
	if u, ok := rd.next(); ok {
		t.Fatalf("read %+v with a stopped context", u)
	}
	if rd.err != context.Canceled || rd.lx.off > 2048 {
		t.Errorf("err %v after %d bytes", rd.err, rd.lx.off)
	}
	// source reads under the statement's context.
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
		{"sudoku.txt", sudokuDataSet(100), "is not a zq script: it looks like a sudoku puzzle file (load reads puzzles)"},
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

// FuzzRead reads large inputs made of the fuzzed text repeated: no
// panic; every error has a place inside the input; a reader that stops
// at the first error has read no further than the line after it.
func FuzzRead(f *testing.F) {
	for _, seed := range []string{
		"x = 1 + 2\n", "royle-1 std 3 3 ..1..\n", "(((\n", "`raw\n", "\"s\n", "[1,\n2]; y = 3\n",
		"\x00\x01\xff", ":help\n", "f(a, b) = a\nf(1, 2)\n", "größe = 3; π = 1; 変数 = π\n",
	} {
		f.Add(seed, uint16(1000))
	}
	f.Fuzz(func(t *testing.T, piece string, times uint16) {
		if piece == "" {
			return
		}
		src := strings.Repeat(piece, 1+int(times)%(1<<20/len(piece)+1))
		lines := strings.Split(src, "\n")
		line := func(p Pos) string {
			if p.Line >= 1 && p.Line <= len(lines) {
				return lines[p.Line-1]
			}
			return ""
		}
		rd := newReader("f", src)
		rd.resume = false
		for {
			u, ok := rd.next()
			if !ok {
				break
			}
			if u.lexErr != nil {
				if p := u.lexErr.Pos; p.Line < 1 || p.Col < 1 || p.Line > len(lines) {
					t.Fatalf("error out of the input: %v", u.lexErr)
				}
				if _, ok := rd.next(); ok {
					t.Fatalf("read on after %v", u.lexErr)
				}
				break
			}
			if u.meta == "" {
				if _, err := parseUnit(u, line); err != nil && (err.Pos.Line < 1 || err.Pos.Col < 1) {
					t.Fatalf("syntax error without a place: %v", err)
				}
			}
		}
	})
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
