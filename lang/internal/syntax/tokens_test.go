package syntax

import (
	"fmt"
	"strings"
	"testing"
)

func TestTokens(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"x = 1_000 # n\n", "ident:x op:= int:1_000 comment:#_n"},
		{"  :help count\ncount({{1}})", "meta::help_count ident:count op:( op:{ op:{ int:1 op:} op:} op:)"},
		{"f(a, b) = a if b else -a", "ident:f op:( ident:a op:, ident:b op:) op:= ident:a keyword:if ident:b keyword:else op:- ident:a"},
		{"s = `a\n:b`\nt = \"x\\\"y\"", "ident:s op:= raw:`a\n:b` ident:t op:= string:\"x\\\"y\""},
		{"[1,\n:x]", "op:[ int:1 op:, op:: ident:x op:]"}, // no meta-command inside brackets
		{"a; :b", "ident:a op:; op:: ident:b"},            // nor after a ;
		{"größe != π <= 2", "ident:größe op:!= ident:π op:<= int:2"},
		{"sample(F, 5, seed: 1)", "ident:sample op:( ident:F op:, int:5 op:, ident:seed op:: int:1 op:)"},
	} {
		toks, err := Tokens("t", tc.src)
		if err != nil {
			t.Errorf("Tokens(%q): %v", tc.src, err)
			continue
		}
		var got []string
		for _, tok := range toks {
			got = append(got, tok.Kind+":"+strings.ReplaceAll(tok.Text, " ", "_"))
			if tc.src[tok.Off:tok.Off+len(tok.Text)] != tok.Text {
				t.Errorf("Tokens(%q): %q is not at offset %d", tc.src, tok.Text, tok.Off)
			}
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("Tokens(%q)\n got %s\nwant %s", tc.src, g, tc.want)
		}
	}
	toks, err := Tokens("t.zq", "x = 1\ny = $ 2 $\n:help\n(\nz = `a\n")
	if err == nil || err.Pos.String() != "t.zq:2:5" {
		t.Errorf("a bad character: got %v, want an error at t.zq:2:5", err)
	}
	var got []string
	for _, tok := range toks {
		got = append(got, tok.Text)
	}
	if g := strings.Join(got, " "); g != "x = 1 y = :help ( z =" {
		t.Errorf("after errors: got tokens %q", g)
	}
}

// FuzzTokens holds Tokens to the statement reader: on input the reader
// reads without an error, the tokens other than comments are the
// statements' tokens in order and the meta-commands are its meta-command
// units; no input panics, and every token lies where it says.
func FuzzTokens(f *testing.F) {
	for _, seed := range []string{
		"x = {{1, 2}, {3}, {}}  # c\n:help count\n  :vars  \n(1,\n:x)",
		"s = `raw\n:text`; :x\nf(a) = a if a else not a",
		"größe = 1_000; [π for π in range(größe)]",
		"\"unterminated\n`open",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		toks, terr := Tokens("fuzz", src)
		for _, tok := range toks {
			if tok.Off < 0 || tok.Off+len(tok.Text) > len(src) || src[tok.Off:tok.Off+len(tok.Text)] != tok.Text {
				t.Fatalf("token %q not at offset %d", tok.Text, tok.Off)
			}
			if p := lineAt(src, tok.Off); !strings.Contains(p, strings.SplitN(tok.Text, "\n", 2)[0]) {
				t.Fatalf("token %q not on its line %q", tok.Text, p)
			}
		}
		units, _ := Split("fuzz", src)
		var want []string
		for _, u := range units {
			if u.LexErr != nil {
				return // the reader drops part of a statement it refuses
			}
			if u.Meta != "" {
				want = append(want, "meta:"+u.Meta)
			}
			for _, tok := range u.toks {
				want = append(want, fmt.Sprintf("%s:%s@%d", kindNames[tok.kind], tok.val, tok.off))
			}
		}
		if terr != nil {
			t.Fatalf("Tokens: %v, but the reader read %q", terr, src)
		}
		var got []string
		depth := 0 // the reader keeps no ; between statements
		for _, tok := range toks {
			switch {
			case tok.Kind == "op" && strings.Contains("([{", tok.Text):
				depth++
			case tok.Kind == "op" && strings.Contains(")]}", tok.Text):
				depth = max(depth-1, 0)
			case tok.Kind == "op" && tok.Text == ";" && depth == 0:
				continue
			}
			switch tok.Kind {
			case "comment":
			case "meta":
				got = append(got, "meta:"+strings.TrimSpace(tok.Text))
			default:
				got = append(got, fmt.Sprintf("%s:%s@%d", tok.Kind, tok.Text, tok.Off))
			}
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("Tokens and the reader differ on %q:\n got %q\nwant %q", src, got, want)
		}
	})
}
