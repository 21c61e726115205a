package syntax

import (
	"context"
	"strings"
	"testing"

	"github.com/zqlang/zq/internal/testinput"
)

// TestFirstErrorEndsReading: a script that stops at its first error
// lexes nothing past it, however long the rest, and the error is the
// first one, at its place.
func TestFirstErrorEndsReading(t *testing.T) {
	src := testinput.SudokuDataSet(40000) // 7 MB
	rd := NewReader("big", src)
	rd.Resume = false
	u, ok := rd.Next()
	if !ok || u.LexErr == nil {
		t.Fatalf("first unit %+v, want a lexical error", u)
	}
	if got := u.LexErr.Error(); got != "big:4:19: unexpected character '.'" {
		t.Errorf("error %q", got)
	}
	if rd.lx.off > 200 {
		t.Errorf("the reader went on to byte %d of %d after the error", rd.lx.off, len(src))
	}
	if _, ok := rd.Next(); ok {
		t.Errorf("the reader goes on after an error it does not resume from")
	}
}

// TestKeepGoingReadsOnce: going on after errors, each bad line costs
// its own length, so an input of bad lines is read in linear work.
func TestKeepGoingReadsOnce(t *testing.T) {
	for _, lines := range []int{1000, 4000} {
		src := strings.Repeat("x = 1 $ 2\n", lines)
		units, _ := Split("k", src)
		if len(units) != lines {
			t.Fatalf("%d units for %d bad lines", len(units), lines)
		}
		for i, u := range units {
			if u.LexErr == nil || u.Pos.Line != i+1 || u.Pos.Col != 7 {
				t.Fatalf("unit %d: %+v", i, u)
			}
		}
		n := testinput.Allocated(func() { Split("k", src) })
		if per := n / uint64(lines); per > 1500 {
			t.Errorf("%d bad lines: %d bytes allocated per line", lines, per)
		}
	}
}

// TestParseLinear: parsing allocates a bounded amount per token, the
// same for long statements as for short ones (the parser is
// participle's, reflecting over the grammar's types: about 4 KiB a
// token, which the reader's bound on tokens per statement caps).
func TestParseLinear(t *testing.T) {
	per := func(terms int) uint64 {
		src := "x = {{1, 2}" + strings.Repeat(", {1, 2}", terms) + "} | y + 1" + strings.Repeat(" + 1", terms)
		units, _ := Split("p", src)
		toks := len(units[0].toks)
		n := testinput.Allocated(func() {
			if _, err := Parse(units[0], func(Pos) string { return "" }); err != nil {
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
	rd := NewReader("r", src)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rd.Ctx = ctx
	if u, ok := rd.Next(); ok {
		t.Fatalf("read %+v with a stopped context", u)
	}
	if rd.err != context.Canceled || rd.lx.off > 2048 {
		t.Errorf("err %v after %d bytes", rd.err, rd.lx.off)
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
		rd := NewReader("f", src)
		rd.Resume = false
		for {
			u, ok := rd.Next()
			if !ok {
				break
			}
			if u.LexErr != nil {
				if p := u.LexErr.Pos; p.Line < 1 || p.Col < 1 || p.Line > len(lines) {
					t.Fatalf("error out of the input: %v", u.LexErr)
				}
				if _, ok := rd.Next(); ok {
					t.Fatalf("read on after %v", u.LexErr)
				}
				break
			}
			if u.Meta == "" {
				if _, err := Parse(u, line); err != nil && (err.Pos.Line < 1 || err.Pos.Col < 1) {
					t.Fatalf("syntax error without a place: %v", err)
				}
			}
		}
	})
}

// TestIsName: IsName takes exactly what the lexer reads as one
// identifier token: names in any alphabet and _, not the reserved words
// nor anything the lexer cuts differently.
func TestIsName(t *testing.T) {
	for _, c := range []struct {
		s  string
		ok bool
	}{
		{"x", true}, {"_", true}, {"x_1", true}, {"größe", true}, {"π", true}, {"変数", true}, {"café2", true},
		{"", false}, {"1x", false}, {"x-y", false}, {"x y", false}, {"if", false}, {"not", false}, {"true", false},
		{"é\u0301", false}, {"\xff", false}, {"x\n", false}, {"٣", false},
	} {
		if got := IsName(c.s); got != c.ok {
			t.Errorf("IsName(%q) = %v, want %v", c.s, got, c.ok)
		}
		// The lexer agrees: one identifier token spanning s.
		lx := newLexer("t", c.s)
		tok, err, _ := lx.next()
		lexed := err == nil && tok.kind == tokIdent && tok.val == c.s
		if lexed != c.ok {
			t.Errorf("%q: the lexer reads one identifier: %v, IsName: %v", c.s, lexed, c.ok)
		}
	}
}
