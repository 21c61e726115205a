package lsp

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/zqlang/zq/lang"
)

// pieces are what the fuzzer's edits insert: the characters and words
// that open, close and break statements.
var pieces = []string{"(", ")", "[", "]", "{", "}", ",", ":", "=", "+", "-", "*", " ", "\n", "\"", "`", "#", "'",
	"count(", "cycles(", "f(n) = ", "for ", " in ", "if ", "else ", "seed: ", "source(\"", "x", "n", "1", "é", "𝔽", "\t", ";", ":help "}

// requests are the requests sent at the place of each edit; the last
// two, on the whole document, are sent after the last edit.
var requests = []string{"textDocument/hover", "textDocument/completion", "textDocument/signatureHelp", "textDocument/definition",
	"textDocument/references", "textDocument/prepareRename", "textDocument/rename", "textDocument/documentSymbol", "textDocument/formatting"}

// FuzzEdits opens a script, then edits it as ops say (each 4 bytes:
// where, how much to delete, what to insert), sending each edit as an
// incremental change and every request at its place. No handler may
// fail inside (a panic is answered as an internal error), the server's
// text must be the text edited here, and every range it gives must be
// inside the text. Seeded with the repository's scripts and random
// edits of them.
func FuzzEdits(f *testing.F) {
	rng := rand.New(rand.NewPCG(7, 8))
	scripts := realScripts(f)
	var names []string
	for p := range scripts {
		names = append(names, p)
	}
	sort.Strings(names)
	for _, p := range names {
		ops := make([]byte, 4*12)
		for i := range ops {
			ops[i] = byte(rng.IntN(256))
		}
		f.Add(scripts[p], ops)
	}
	f.Add("", []byte{0, 0, 0, 18, 1, 1, 0, 5})
	f.Fuzz(func(t *testing.T, src string, ops []byte) {
		if len(src) > 8<<10 || len(ops) > 4*32 || !utf8.ValidString(src) {
			return // JSON carries only valid UTF-8
		}
		c := newClient(t)
		uri := "file:///tmp/zq-lsp-fuzz/f.zq"
		c.open(uri, src)
		cur := src
		for i := 0; i+4 <= len(ops); i += 4 {
			t0 := newText(cur)
			// Places in UTF-16 units, as a client sends them (possibly
			// past the end of a line, or inside a character).
			line := uint32(int(ops[i]) % (len(t0.starts) + 1))
			char := uint32(ops[i+1] % 40)
			start := protocol.Position{Line: line, Character: char}
			from := t0.offset(start)
			to := min(len(cur), from+int(ops[i+2]%8))
			for to < len(cur) && !utf8.RuneStart(cur[to]) {
				to++
			}
			end := t0.position(to)
			ins := pieces[int(ops[i+3])%len(pieces)]
			c.must("textDocument/didChange", protocol.DidChangeTextDocumentParams{
				TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}, Version: int32(i + 2)},
				ContentChanges: []any{protocol.TextDocumentContentChangeEvent{Range: &protocol.Range{Start: start, End: end}, Text: ins}},
			}, nil)
			cur = cur[:from] + ins + cur[to:]
			if got := c.s.docs[uri].t.src; got != cur {
				t.Fatalf("edit %d: the server's text %q, want %q", i/4, got, cur)
			}
			t1 := newText(cur)
			// Reading from the statement before the place tells what
			// reading from the start does (places aside).
			for _, off := range []int{from, from + len(ins), len(cur) / 2} {
				got, want := cursorAt(c.s.docs[uri].file, off), lang.CursorAt(cur, off)
				for k := range got.Calls {
					got.Calls[k].Pos = lang.Pos{}
				}
				for k := range want.Calls {
					want.Calls[k].Pos = lang.Pos{}
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("edit %d: cursor at %d of %q: %+v, from the start %+v", i/4, off, cur, got, want)
				}
			}
			checkRanges(t, t1, "diagnostics", c.diags[uri])
			at := t1.position(from + len(ins))
			last := i+8 > len(ops)
			for k, m := range requests {
				if k >= len(requests)-2 && !last {
					continue
				}
				params := map[string]any{"textDocument": map[string]any{"uri": uri}, "position": at,
					"context": map[string]any{"includeDeclaration": true}, "newName": "renamed", "options": map[string]any{"tabSize": 4}}
				raw, _ := json.Marshal(params)
				r, err := c.s.Handle(m, raw)
				if isCode(err, codeInternalError) {
					t.Fatalf("%s after edit %d of %q: %v", m, i/4, cur, err)
				}
				if err == nil {
					data, merr := json.Marshal(r)
					if merr != nil {
						t.Fatalf("%s: the answer does not marshal: %v", m, merr)
					}
					checkRanges(t, t1, m, data)
				}
			}
		}
	})
}

// checkRanges fails when a range in v (any JSON value, or a value that
// marshals to one) lies outside the text t, or ends before it starts.
func checkRanges(t *testing.T, tx *text, what string, v any) {
	t.Helper()
	data, ok := v.([]byte)
	if !ok {
		data, _ = json.Marshal(v)
	}
	var x any
	if err := json.Unmarshal(data, &x); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	var walk func(any)
	inside := func(p map[string]any) (protocol.Position, bool) {
		l, ok1 := p["line"].(float64)
		c, ok2 := p["character"].(float64)
		if !ok1 || !ok2 {
			return protocol.Position{}, false
		}
		pp := protocol.Position{Line: uint32(l), Character: uint32(c)}
		if int(pp.Line) >= len(tx.starts) || int(pp.Character) > utf16Len(tx.line(int(pp.Line))) {
			t.Fatalf("%s: position %v outside the text %q", what, p, tx.src)
		}
		return pp, true
	}
	walk = func(x any) {
		switch x := x.(type) {
		case map[string]any:
			s, ok1 := x["start"].(map[string]any)
			e, ok2 := x["end"].(map[string]any)
			if ok1 && ok2 {
				ps, _ := inside(s)
				pe, _ := inside(e)
				if pe.Line < ps.Line || pe.Line == ps.Line && pe.Character < ps.Character {
					t.Fatalf("%s: range %v ends before it starts", what, x)
				}
			}
			for _, v := range x {
				walk(v)
			}
		case []any:
			for _, v := range x {
				walk(v)
			}
		}
	}
	walk(x)
}

// TestUTF16 checks the conversions of positions against a text with
// characters of one, two and three bytes and of two UTF-16 units.
func TestUTF16(t *testing.T) {
	tx := newText("aé𝔽b\n\nxyz")
	for _, tc := range []struct {
		line, char uint32
		off        int
	}{{0, 0, 0}, {0, 1, 1}, {0, 2, 3}, {0, 3, 3}, {0, 4, 7}, {0, 5, 8}, {0, 99, 8}, {1, 0, 9}, {2, 3, 13}, {9, 0, 13}} {
		if got := tx.offset(protocol.Position{Line: tc.line, Character: tc.char}); got != tc.off {
			t.Errorf("offset(%d:%d) = %d, want %d", tc.line, tc.char, got, tc.off)
		}
	}
	for off, want := range map[int]string{0: "0:0", 1: "0:1", 3: "0:2", 7: "0:4", 8: "0:5", 9: "1:0", 10: "2:0", 13: "2:3"} {
		p := tx.position(off)
		if got := itoa(p.Line) + ":" + itoa(p.Character); got != want {
			t.Errorf("position(%d) = %s, want %s", off, got, want)
		}
	}
	if !strings.Contains(tx.src, "𝔽") {
		t.Fatal("the text lost its characters")
	}
}
