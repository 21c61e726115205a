package lsp

import (
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/sourcegraph/jsonrpc2"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/zqlang/zq/lang"
)

// client drives a Server in the process, as an editor would, keeping
// the diagnostics it publishes.
type client struct {
	t     *testing.T
	s     *Server
	diags map[string][]protocol.Diagnostic
}

func newClient(t *testing.T) *client {
	t.Helper()
	c := &client{t: t, s: New(), diags: map[string][]protocol.Diagnostic{}}
	c.s.Notify = func(method string, params any) {
		if method == protocol.ServerTextDocumentPublishDiagnostics {
			p := params.(protocol.PublishDiagnosticsParams)
			c.diags[p.URI] = p.Diagnostics
		}
	}
	c.call("initialize", map[string]any{"capabilities": map[string]any{}}, nil)
	c.call("initialized", map[string]any{}, nil)
	return c
}

// call sends a request and decodes its result into out (when not nil).
func (c *client) call(method string, params, out any) error {
	c.t.Helper()
	raw, err := json.Marshal(params)
	if err != nil {
		c.t.Fatal(err)
	}
	r, err := c.s.Handle(method, raw)
	if err != nil {
		return err
	}
	data, err := json.Marshal(r)
	if err != nil {
		c.t.Fatalf("%s: the result does not marshal: %v", method, err)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			c.t.Fatalf("%s: %s: %v", method, data, err)
		}
	}
	return nil
}

func (c *client) must(method string, params, out any) {
	c.t.Helper()
	if err := c.call(method, params, out); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

func (c *client) open(uri, src string) {
	c.t.Helper()
	c.must("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "zq", Version: 1, Text: src}}, nil)
}

// at returns the text without its marker | and the position of the marker.
func at(src string) (string, protocol.Position) {
	i := strings.Index(src, "|")
	if i < 0 {
		panic("no | in " + src)
	}
	clean := src[:i] + src[i+1:]
	return clean, newText(clean).position(i)
}

func pos(uri string, p protocol.Position) protocol.TextDocumentPositionParams {
	return protocol.TextDocumentPositionParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}, Position: p}
}

// show gives a diagnostic as "L:C-L:C message" (1-based lines and
// columns).
func show(d protocol.Diagnostic) string {
	r := d.Range
	return strings.Join([]string{itoa(r.Start.Line+1) + ":" + itoa(r.Start.Character+1) + "-" + itoa(r.End.Line+1) + ":" + itoa(r.End.Character+1), d.Message}, " ")
}

func itoa(n uint32) string { return strconv.FormatUint(uint64(n), 10) }

func jsonInt(n uint32) string { return itoa(n) }

// TestDiagnostics: what is published for a document, with exact ranges;
// the oracle for each first message is the session that runs the
// script (the same message at the same place), where running reaches
// it.
func TestDiagnostics(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want []string
		run  bool // running the script stops at want[0]
	}{
		{"P = cycles(grid(3, 3))\ncount(P)\n", nil, true},
		{"x = 1 +\n", []string{"1:8-1:8 syntax error: unexpected end of statement"}, true},
		{"x = (1 + 2\n", []string{"1:5-1:6 ( is never closed"}, true},
		{"x = 1 $ 2\n", []string{"1:7-1:8 unexpected character '$'"}, true},
		{"x = [1, 2 3]\n", []string{`1:11-1:12 syntax error: unexpected "3"`}, true},
		{"g = grid(3, 3)\ncount(cycels(g))\n", []string{"2:7-2:13 unknown function cycels; did you mean cycles?"}, true},
		{"graph1 = grid(3, 3)\ncount(cycles(grahp1))\n", []string{"2:14-2:20 undefined name grahp1; did you mean graph1?"}, true},
		{"count({{1}}, {{2}})\n", []string{"1:14-1:15 count takes 1 argument, got 2 (signature: count(F family) -> integer)"}, true},
		{"sample({{1}}, 1, sed: 3)\n", []string{"1:18-1:21 sample has no parameter named sed (signature: sample(F family, k integer, [seed: integer]) -> family)"}, true},
		{"source(\"no-such-file.zq\")\nanything\n", []string{"1:1-1:7 source: cannot read /tmp/zq-lsp-test/no-such-file.zq: no such file or directory"}, true},
		// Going on after the first: every statement is read.
		{"x = 1 +\ny = cuont({{1}})\nz = y +* 2\n", []string{
			"1:8-1:8 syntax error: unexpected end of statement",
			"2:5-2:10 unknown function cuont; did you mean count?",
			`3:8-3:9 syntax error: unexpected "*"`}, false},
		// UTF-16 columns: é is one unit, 𝔽 two.
		{"é = 1\n𝔽x = 2\ncount(é, 𝔽x)\n", []string{"3:10-3:13 count takes 1 argument, got 2 (signature: count(F family) -> integer)"}, false},
	} {
		c := newClient(t)
		c.open("file:///tmp/zq-lsp-test/a.zq", tc.src)
		var got []string
		for _, d := range c.diags["file:///tmp/zq-lsp-test/a.zq"] {
			got = append(got, show(d))
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q:\n got %q\nwant %q", tc.src, got, tc.want)
		}
		if tc.run {
			s := lang.NewSession(io.Discard)
			err := s.Run("/tmp/zq-lsp-test/a.zq", tc.src)
			var e *lang.Error
			switch {
			case len(tc.want) == 0 && err != nil:
				t.Errorf("%q runs to %v; no diagnostic", tc.src, err)
			case len(tc.want) > 0 && !errors.As(err, &e):
				t.Errorf("%q runs without error (%v), diagnostic %q", tc.src, err, tc.want[0])
			case len(tc.want) > 0:
				wantAt := itoa(uint32(e.Pos.Line)) + ":" + itoa(uint32(e.Pos.Col))
				// Columns agree where the line is ASCII.
				if !strings.HasPrefix(tc.want[0], wantAt+"-") || !strings.HasSuffix(tc.want[0], " "+e.Msg) {
					t.Errorf("%q: running says %s: %s; diagnostic %q", tc.src, wantAt, e.Msg, tc.want[0])
				}
			}
		}
	}
}

// TestIncrementalChange: edits by range give what the whole text gives,
// and diagnostics follow them.
func TestIncrementalChange(t *testing.T) {
	c := newClient(t)
	uri := "file:///tmp/zq-lsp-test/inc.zq"
	c.open(uri, "x = 1\ny = x + 1\n")
	if len(c.diags[uri]) != 0 {
		t.Fatalf("diagnostics %v", c.diags[uri])
	}
	change := func(l1, c1, l2, c2 uint32, text string) {
		c.must("textDocument/didChange", protocol.DidChangeTextDocumentParams{
			TextDocument: protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}, Version: 2},
			ContentChanges: []any{protocol.TextDocumentContentChangeEvent{
				Range: &protocol.Range{Start: protocol.Position{Line: l1, Character: c1}, End: protocol.Position{Line: l2, Character: c2}}, Text: text}},
		}, nil)
	}
	change(1, 4, 1, 5, "xx") // y = xx + 1
	if got := c.diags[uri]; len(got) != 1 || show(got[0]) != "2:5-2:7 undefined name xx" {
		t.Errorf("after the change: %v", got)
	}
	change(0, 0, 0, 1, "xx") // xx = 1
	if got := c.diags[uri]; len(got) != 0 {
		t.Errorf("after the second change: %v", got)
	}
	if src := c.s.docs[uri].t.src; src != "xx = 1\ny = xx + 1\n" {
		t.Errorf("text %q", src)
	}
	// Several changes in one notification, and a whole text.
	c.must("textDocument/didChange", protocol.DidChangeTextDocumentParams{
		TextDocument: protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}, Version: 3},
		ContentChanges: []any{
			protocol.TextDocumentContentChangeEventWhole{Text: "a = 1\n"},
			protocol.TextDocumentContentChangeEvent{Range: &protocol.Range{Start: protocol.Position{Line: 1}, End: protocol.Position{Line: 1}}, Text: "b = a + c\n"},
		}}, nil)
	if got := c.diags[uri]; c.s.docs[uri].t.src != "a = 1\nb = a + c\n" || len(got) != 1 || show(got[0]) != "2:9-2:10 undefined name c" {
		t.Errorf("text %q, diagnostics %v", c.s.docs[uri].t.src, got)
	}
}

// TestHover: a builtin shows its :help text, a function its signature
// and comment, a binding its line, a parameter what it is.
func TestHover(t *testing.T) {
	src := "# the number of cycles\n# of an n by n grid\nf(n) = count(cycles(grid(n, n)))\nG = grid(3, 3)\nx = f(3) + count(cycles(G))\n"
	for _, tc := range []struct {
		at   string // the text before the place, on its line, to find it
		line int
		want string
	}{
		{"x = f(3) + co", 4, "```text\n" + lang.Help("count") + "```"},
		{"x = ", 4, "```zq\nf(n)\n```\nthe number of cycles\nof an n by n grid\n\ndefined at /tmp/zq-lsp-test/h.zq:3:1"},
		{"x = f(3) + count(cycles(", 4, "```zq\nG = grid(3, 3)\n```\nbound at /tmp/zq-lsp-test/h.zq:4:1"},
		{"f(n) = count(cycles(grid(", 2, "```zq\nn\n```\nparameter of f(n)"},
		{"", 3, "```zq\nG = grid(3, 3)\n```\nbound at /tmp/zq-lsp-test/h.zq:4:1"},
	} {
		c := newClient(t)
		uri := "file:///tmp/zq-lsp-test/h.zq"
		c.open(uri, src)
		var h struct {
			Contents protocol.MarkupContent `json:"contents"`
		}
		c.must("textDocument/hover", protocol.HoverParams{TextDocumentPositionParams: pos(uri, protocol.Position{Line: uint32(tc.line), Character: uint32(len(tc.at))})}, &h)
		if h.Contents.Value != tc.want {
			t.Errorf("hover at %q:\n got %q\nwant %q", tc.at, h.Contents.Value, tc.want)
		}
	}
}

// labels returns the labels of a completion's items.
func labels(c *client, uri string, p protocol.Position) []string {
	var list protocol.CompletionList
	c.must("textDocument/completion", protocol.CompletionParams{TextDocumentPositionParams: pos(uri, p)}, &list)
	var out []string
	for _, it := range list.Items {
		out = append(out, it.Label)
	}
	return out
}

// TestCompletion: what is offered at a place, half-typed statements
// included.
func TestCompletion(t *testing.T) {
	for _, tc := range []struct {
		src        string
		has, lacks []string
	}{
		{"G = grid(3, 3)\ncount(cy|", []string{"cycles"}, []string{"count", "G"}},
		{"graph1 = grid(3, 3)\ncount(cycles(gr|", []string{"graph1", "grid"}, []string{"cycles"}},
		{"f(width, height) = grid(wi|", []string{"width"}, []string{"height", "grid"}},
		{"f(width, height) = grid(width, h|", []string{"height"}, []string{"width"}},
		{"[item for item in range(3) if it|", []string{"item"}, nil},
		{"sample(pow([1, 2]), 1, |", []string{"seed:", "F:", "k:"}, nil},
		{"sample(pow([1, 2]), 1, seed: 2, |", []string{"F:"}, []string{"seed:"}},
		{"sample(pow([1, 2]), 1, s|", []string{"seed:", "sample", "sum"}, []string{"F:", "k:"}},
		{"f(a, b) = a\nf(1, |", []string{"a:", "b:"}, nil},
		{"p = load(\"x.txt\", kind: \"sl|", []string{"slitherlink"}, []string{"sudoku", "count"}},
		{"x = 1 # co|", nil, []string{"count"}},
		{"x = \"co|", nil, []string{"count"}},
		{"a|", []string{"assert", "and"}, nil},
		{"x = 1\nmy_value = 2\nmy|", []string{"my_value"}, []string{"x"}},
	} {
		c := newClient(t)
		uri := "file:///tmp/zq-lsp-test/c.zq"
		src, p := at(tc.src)
		c.open(uri, src)
		got := labels(c, uri, p)
		for _, h := range tc.has {
			if !contains(got, h) {
				t.Errorf("%q: no %q in %q", tc.src, h, got)
			}
		}
		for _, l := range tc.lacks {
			if contains(got, l) {
				t.Errorf("%q: %q offered", tc.src, l)
			}
		}
	}
}

// TestSignatureHelp: the signature of the call the cursor is in, and
// the parameter it is at.
func TestSignatureHelp(t *testing.T) {
	for _, tc := range []struct {
		src, label, param string
	}{
		{"sample(pow([1]), |", "sample(F family, k integer, [seed: integer]) -> family", "k integer"},
		{"sample(pow([1]), 2, seed: |", "sample(F family, k integer, [seed: integer]) -> family", "[seed: integer]"},
		{"count(cycles(|", "cycles(g graph, [order: string|list]) -> family", "g graph"},
		{"count(cycles(grid(2, 2), order: |", "cycles(g graph, [order: string|list]) -> family", "[order: string|list]"},
		{"max(1, 2, 3, |", "max(xs integer|list|tuple...) -> integer", "xs integer|list|tuple..."},
		{"f(a, b) = a\nf(1, |", "f(a, b)", "b"},
		{"count(x)|", "", ""},
	} {
		c := newClient(t)
		uri := "file:///tmp/zq-lsp-test/s.zq"
		src, p := at(tc.src)
		c.open(uri, src)
		var h *protocol.SignatureHelp
		c.must("textDocument/signatureHelp", protocol.SignatureHelpParams{TextDocumentPositionParams: pos(uri, p)}, &h)
		if tc.label == "" {
			if h != nil {
				t.Errorf("%q: %+v", tc.src, h)
			}
			continue
		}
		if h == nil || len(h.Signatures) != 1 || h.ActiveParameter == nil {
			t.Fatalf("%q: %+v", tc.src, h)
		}
		sig := h.Signatures[0]
		pi := sig.Parameters[*h.ActiveParameter].Label.([]uint32)
		// Offsets are UTF-16 units; the labels are ASCII.
		param := sig.Label[pi[0]:pi[1]]
		if sig.Label != tc.label || param != tc.param {
			t.Errorf("%q: %q at %q, want %q at %q", tc.src, sig.Label, param, tc.label, tc.param)
		}
	}
}

// workspace writes scripts into a folder and opens the first.
func workspace(t *testing.T, files map[string]string) (string, *client) {
	dir := t.TempDir()
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, newClient(t)
}

// places gives locations as "file:L:C-L:C" (1-based), sorted.
func places(dir string, locs []protocol.Location) []string {
	var out []string
	for _, l := range locs {
		r := l.Range
		out = append(out, filepath.Base(uriPath(string(l.URI)))+":"+itoa(r.Start.Line+1)+":"+itoa(r.Start.Character+1)+"-"+itoa(r.End.Line+1)+":"+itoa(r.End.Character+1))
	}
	sort.Strings(out)
	return out
}

// TestNavigation: definitions, references and renames across a script
// and what it sources; parameters within their definition.
func TestNavigation(t *testing.T) {
	defs := "# squares\nsq(n) = n * n\nbase = 3\n"
	main := "source(\"defs.zq\")\nx = sq(base)\ny = sq(x) + base\n"
	dir, c := workspace(t, map[string]string{"defs.zq": defs, "main.zq": main})
	uri := pathURI(filepath.Join(dir, "main.zq"))
	c.open(uri, main)
	if d := c.diags[uri]; len(d) != 0 {
		t.Errorf("names bound by a sourced file reported: %v", d)
	}
	var locs []protocol.Location
	c.must("textDocument/definition", protocol.DefinitionParams{TextDocumentPositionParams: pos(uri, protocol.Position{Line: 1, Character: 5})}, &locs)
	if got := places(dir, locs); !reflect.DeepEqual(got, []string{"defs.zq:2:1-2:3"}) {
		t.Errorf("definition of sq: %q", got)
	}
	c.must("textDocument/definition", protocol.DefinitionParams{TextDocumentPositionParams: pos(uri, protocol.Position{Line: 2, Character: 7})}, &locs)
	if got := places(dir, locs); !reflect.DeepEqual(got, []string{"main.zq:2:1-2:2"}) {
		t.Errorf("definition of x: %q", got)
	}
	// A binding's value uses the binding before it; a function's body
	// calls the function itself.
	c.open(uri+".2", "x = 1\nx = x + 1\nf(n) = f(n - 1)\n")
	for _, tc := range []struct {
		line, char uint32
		want       string
	}{{1, 4, "main.zq.2:1:1-1:2"}, {1, 0, "main.zq.2:2:1-2:2"}, {2, 7, "main.zq.2:3:1-3:2"}} {
		c.must("textDocument/definition", protocol.DefinitionParams{TextDocumentPositionParams: pos(uri+".2", protocol.Position{Line: tc.line, Character: tc.char})}, &locs)
		if got := places(dir, locs); len(got) != 1 || got[0] != tc.want {
			t.Errorf("definition at %d:%d: %q, want %q", tc.line, tc.char, got, tc.want)
		}
	}
	c.must("textDocument/didClose", protocol.DidCloseTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri + ".2"}}, nil)
	ref := func(line, char uint32, decl bool) []string {
		var locs []protocol.Location
		c.must("textDocument/references", protocol.ReferenceParams{TextDocumentPositionParams: pos(uri, protocol.Position{Line: line, Character: char}),
			Context: protocol.ReferenceContext{IncludeDeclaration: decl}}, &locs)
		return places(dir, locs)
	}
	if got, want := ref(1, 8, true), []string{"defs.zq:3:1-3:5", "main.zq:2:8-2:12", "main.zq:3:13-3:17"}; !reflect.DeepEqual(got, want) {
		t.Errorf("references of base: %q, want %q", got, want)
	}
	if got, want := ref(1, 8, false), []string{"main.zq:2:8-2:12", "main.zq:3:13-3:17"}; !reflect.DeepEqual(got, want) {
		t.Errorf("uses of base: %q, want %q", got, want)
	}
	// A parameter, from its definition's side (in a file opened too).
	duri := pathURI(filepath.Join(dir, "defs.zq"))
	c.open(duri, defs)
	var dlocs []protocol.Location
	c.must("textDocument/references", protocol.ReferenceParams{TextDocumentPositionParams: pos(duri, protocol.Position{Line: 1, Character: 8}),
		Context: protocol.ReferenceContext{IncludeDeclaration: true}}, &dlocs)
	if got, want := places(dir, dlocs), []string{"defs.zq:2:13-2:14", "defs.zq:2:4-2:5", "defs.zq:2:9-2:10"}; !reflect.DeepEqual(got, want) {
		t.Errorf("references of n: %q, want %q", got, want)
	}
	// Rename sq everywhere.
	var edit protocol.WorkspaceEdit
	c.must("textDocument/rename", protocol.RenameParams{TextDocumentPositionParams: pos(uri, protocol.Position{Line: 2, Character: 5}), NewName: "square"}, &edit)
	after := map[string]string{}
	for u, edits := range edit.Changes {
		f, err := c.s.script(uriPath(string(u)))
		if err != nil {
			t.Fatal(err)
		}
		after[filepath.Base(uriPath(string(u)))] = applyEdits(f.t, edits)
	}
	want := map[string]string{"defs.zq": strings.Replace(defs, "sq(n)", "square(n)", 1), "main.zq": strings.ReplaceAll(main, "sq(", "square(")}
	if !reflect.DeepEqual(after, want) {
		t.Errorf("rename: %q, want %q", after, want)
	}
	for _, bad := range []string{"count", "for", "2x"} {
		err := c.call("textDocument/rename", protocol.RenameParams{TextDocumentPositionParams: pos(uri, protocol.Position{Line: 2, Character: 5}), NewName: bad}, nil)
		if !isCode(err, codeInvalidParams) {
			t.Errorf("rename to %q: %v", bad, err)
		}
	}
	var r *protocol.Range
	c.must("textDocument/prepareRename", protocol.PrepareRenameParams{TextDocumentPositionParams: pos(uri, protocol.Position{Line: 2, Character: 5})}, &r)
	if r == nil || r.Start.Character != 4 || r.End.Character != 6 {
		t.Errorf("prepareRename of sq: %+v", r)
	}
	r = nil
	c.must("textDocument/prepareRename", protocol.PrepareRenameParams{TextDocumentPositionParams: pos(uri, protocol.Position{Line: 0, Character: 2})}, &r)
	if r != nil {
		t.Errorf("prepareRename of a builtin: %+v", r)
	}
}

// applyEdits applies non-overlapping edits to a text.
func applyEdits(t *text, edits []protocol.TextEdit) string {
	sort.Slice(edits, func(i, j int) bool { return t.offset(edits[i].Range.Start) > t.offset(edits[j].Range.Start) })
	src := t.src
	for _, e := range edits {
		from, to := t.offset(e.Range.Start), t.offset(e.Range.End)
		src = src[:from] + e.NewText + src[to:]
	}
	return src
}

func isCode(err error, code int64) bool {
	var e *jsonrpc2.Error
	return errors.As(err, &e) && e.Code == code
}

// TestSymbolsAndFormatting: the functions and top-level bindings, and
// the formatting edit, which gives what zq fmt writes.
func TestSymbolsAndFormatting(t *testing.T) {
	c := newClient(t)
	uri := "file:///tmp/zq-lsp-test/f.zq"
	src := "f(a,b)=a+b # add\nlet  x=f( 1,2 )\n\n\n[y for y in range(x)]\n"
	c.open(uri, src)
	var syms []protocol.DocumentSymbol
	c.must("textDocument/documentSymbol", protocol.DocumentSymbolParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}}, &syms)
	var got []string
	for _, s := range syms {
		got = append(got, s.Name+" "+jsonInt(uint32(s.Kind))+" "+jsonInt(s.SelectionRange.Start.Line)+":"+jsonInt(s.SelectionRange.Start.Character))
	}
	if want := []string{"f 12 0:0", "x 13 1:5"}; !reflect.DeepEqual(got, want) {
		t.Errorf("symbols %q, want %q", got, want)
	}
	var edits []protocol.TextEdit
	c.must("textDocument/formatting", protocol.DocumentFormattingParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}}, &edits)
	want, err := lang.Format("f.zq", src)
	if err != nil {
		t.Fatal(err)
	}
	if out := applyEdits(newText(src), edits); out != want || out == src {
		t.Errorf("formatted %q, want %q", out, want)
	}
	c.open(uri, "x = (1 +\n")
	if err := c.call("textDocument/formatting", protocol.DocumentFormattingParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}}, &edits); !isCode(err, codeRequestFailed) || !strings.Contains(err.Error(), "1:5: ( is never closed") {
		t.Errorf("formatting a script that does not parse: %v", err)
	}
}

// TestBadRequests: requests the server cannot answer get an error with
// their code, and the server goes on.
func TestBadRequests(t *testing.T) {
	s := New()
	if _, err := s.Handle("textDocument/hover", json.RawMessage(`{}`)); !isCode(err, codeNotInitialized) {
		t.Errorf("before initialize: %v", err)
	}
	c := newClient(t)
	for _, tc := range []struct {
		method, params string
		code           int64
	}{
		{"textDocument/nothing", `{}`, codeMethodNotFound},
		{"textDocument/hover", `{"textDocument": 3}`, codeInvalidParams},
		{"textDocument/hover", `[1, 2]`, codeInvalidParams},
		{"textDocument/hover", ``, codeInvalidParams},
		{"textDocument/hover", `{"textDocument": {"uri": "file:///not/open.zq"}, "position": {"line": 0, "character": 0}}`, codeInvalidParams},
		{"textDocument/didChange", `{"textDocument": {"uri": "file:///not/open.zq"}, "contentChanges": []}`, codeInvalidParams},
	} {
		_, err := c.s.Handle(tc.method, json.RawMessage(tc.params))
		if !isCode(err, tc.code) {
			t.Errorf("%s %s: %v, want code %d", tc.method, tc.params, err, tc.code)
		}
	}
	// Positions past the end are clamped.
	c.open("file:///x.zq", "count(1)\n")
	var h json.RawMessage
	c.must("textDocument/hover", protocol.HoverParams{TextDocumentPositionParams: pos("file:///x.zq", protocol.Position{Line: 40, Character: 99})}, &h)
	c.must("textDocument/completion", protocol.CompletionParams{TextDocumentPositionParams: pos("file:///x.zq", protocol.Position{Line: 0, Character: 999})}, &h)
}

// TestSourcedFileChanged: after a sourced script changes on disk, a
// save or a watched-file notification publishes the diagnostics again.
func TestSourcedFileChanged(t *testing.T) {
	dir, c := workspace(t, map[string]string{"defs.zq": "a = 1\n"})
	uri := pathURI(filepath.Join(dir, "main.zq"))
	c.open(uri, "source(\"defs.zq\")\nb = a + 1\n")
	if d := c.diags[uri]; len(d) != 0 {
		t.Fatalf("diagnostics %v", d)
	}
	if err := os.WriteFile(filepath.Join(dir, "defs.zq"), []byte("renamed = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.must("workspace/didChangeWatchedFiles", map[string]any{"changes": []any{}}, nil)
	if d := c.diags[uri]; len(d) != 1 || d[0].Message != "undefined name a" {
		t.Errorf("after the change on disk: %v", d)
	}
}
