package lsp

import (
	"sort"
	"strings"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/zqlang/zq/lang"
	"github.com/zqlang/zq/puzzles"
)

// The requests on a place of a document: hover, completion, signature
// help, definition, references, rename; and on a whole document:
// symbols and formatting.

// target is what a name at a place refers to: a local name (a parameter
// or a comprehension variable, bound in the statement in of file f), or
// a name of the scripts or a builtin.
type target struct {
	name  string
	local *lang.Ident
	in    *lang.OutlineStmt
	f     *file
	start int // byte offset of the name at the place
}

// doc returns the open document uri, or an error for the client.
func (s *Server) doc(uri protocol.DocumentUri) (*document, error) {
	d := s.docs[string(uri)]
	if d == nil {
		return nil, rpcError(codeInvalidParams, "%s is not open", uri)
	}
	return d, nil
}

// stmtAt returns the statement of f holding byte offset off.
func stmtAt(f *file, off int) *lang.OutlineStmt {
	stmts := f.outline.Stmts
	i := sort.Search(len(stmts), func(i int) bool { return stmts[i].End >= off })
	if i < len(stmts) && stmts[i].Off <= off {
		return stmts[i]
	}
	return nil
}

// targetAt returns what the name at byte offset off of f refers to.
func targetAt(f *file, off int) (target, bool) {
	name, start := nameAround(f.t.src, off)
	if !lang.IsName(name) {
		return target{}, false
	}
	tg := target{name: name, f: f, start: start}
	st := stmtAt(f, start)
	if st == nil {
		return tg, true
	}
	at := func(p lang.Pos) bool { return p.Line > 0 && f.t.offsetOf(p) == start }
	for _, id := range append(append([]*lang.Ident(nil), st.Params...), st.Locals...) {
		if id.Name == name && at(id.Pos) {
			tg.local, tg.in = id, st
			return tg, true
		}
	}
	for _, r := range st.Refs {
		if r.Name == name && at(r.Pos) {
			if r.Local != nil {
				tg.local, tg.in = r.Local, st
			}
			return tg, true
		}
	}
	return tg, true
}

// related returns the files a global name may be bound or used in from
// the document d: d, the scripts it sources, then the other open
// documents and what they source; each once, with its path ("" for a
// document that is not a file) and URI.
func (s *Server) related(d *document) []located {
	var out []located
	seen := map[string]bool{}
	add := func(f *file, path, uri string) {
		key := uri
		if path != "" {
			key = path
		}
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, located{f, path, uri})
	}
	addWithSources := func(doc *document) {
		add(doc.file, doc.path, doc.uri)
		paths := s.sources(doc.file, doc.path)
		var sorted []string
		for p := range paths {
			sorted = append(sorted, p)
		}
		sort.Strings(sorted)
		for _, p := range sorted {
			if f, err := s.script(p); err == nil {
				add(f, p, s.uriOf(p))
			}
		}
	}
	addWithSources(d)
	var uris []string
	for u := range s.docs {
		uris = append(uris, u)
	}
	sort.Strings(uris)
	for _, u := range uris {
		addWithSources(s.docs[u])
	}
	return out
}

// sourcedBy returns d and the scripts it sources (directly or not)
// that can be read, by path.
func (s *Server) sourcedBy(d *document) []located {
	out := []located{{d.file, d.path, d.uri}}
	paths := s.sources(d.file, d.path)
	for _, p := range sortedKeys(paths) {
		if p == d.path {
			continue
		}
		if f, err := s.script(p); err == nil {
			out = append(out, located{f, p, s.uriOf(p)})
		}
	}
	return out
}

// located is a file with its path and URI.
type located struct {
	f         *file
	path, uri string
}

// uriOf returns the URI of the script at path: an open document's, or a
// file: URI.
func (s *Server) uriOf(path string) string {
	for _, d := range s.docs {
		if d.path == path {
			return d.uri
		}
	}
	return pathURI(path)
}

// definitions returns where name is bound, seen from byte offset off of
// document d: the statement at off when off is on the name it binds (or
// it defines the function name), else the last binding before that
// statement in d (the first after it when none is before: a function's
// body may use a name bound later), else the bindings in the scripts d
// sources.
func (s *Server) definitions(d *document, name string, off int) []protocol.Location {
	var before, after *lang.OutlineStmt
	cur := stmtAt(d.file, off)
	for _, st := range d.outline.Stmts {
		if st.Name != name {
			continue
		}
		switch at := d.t.offsetOf(st.NamePos); {
		case st == cur && (st.Def || at <= off && off <= at+len(name)):
			// The name bound here, or a function calling itself.
			before = st
		case st == cur:
			// x = x + 1: the value uses the binding before.
		case st.Off < off:
			before = st
		case after == nil:
			after = st
		}
	}
	if before == nil {
		before = after
	}
	if before != nil {
		return []protocol.Location{{URI: d.uri, Range: d.t.wordRange(before.NamePos)}}
	}
	var out []protocol.Location
	for _, l := range s.sourcedBy(d)[1:] {
		for _, st := range l.f.outline.Stmts {
			if st.Name == name {
				out = append(out, protocol.Location{URI: l.uri, Range: l.f.t.wordRange(st.NamePos)})
				break
			}
		}
	}
	return out
}

// definitionStmt returns the statement and file binding name as
// definitions finds it, or nil.
func (s *Server) definitionStmt(d *document, name string, off int) (*lang.OutlineStmt, *file) {
	for _, loc := range s.definitions(d, name, off) {
		var f *file
		if string(loc.URI) == d.uri {
			f = d.file
		} else {
			for _, l := range s.related(d) {
				if l.uri == string(loc.URI) {
					f = l.f
				}
			}
		}
		if f == nil {
			continue
		}
		if st := stmtAt(f, f.t.offset(loc.Range.Start)); st != nil && st.Name == name {
			return st, f
		}
	}
	return nil, nil
}

// references returns every place target is bound or used: for a local
// name, in its statement; for a global name, in the related files.
func (s *Server) references(d *document, tg target, declarations bool) map[string][]protocol.Range {
	out := map[string][]protocol.Range{}
	if tg.local != nil {
		if declarations {
			out[d.uri] = append(out[d.uri], d.t.wordRange(tg.local.Pos))
		}
		for _, r := range tg.in.Refs {
			if r.Local == tg.local {
				out[d.uri] = append(out[d.uri], d.t.wordRange(r.Pos))
			}
		}
		return out
	}
	for _, l := range s.related(d) {
		for _, st := range l.f.outline.Stmts {
			if declarations && st.Name == tg.name {
				out[l.uri] = append(out[l.uri], l.f.t.wordRange(st.NamePos))
			}
			for _, r := range st.Refs {
				if r.Name == tg.name && r.Local == nil {
					out[l.uri] = append(out[l.uri], l.f.t.wordRange(r.Pos))
				}
			}
		}
	}
	return out
}

// Hover shows what the name under the cursor is: a builtin's :help
// text, a function's signature with the comment above its definition,
// the line that binds a name, or the parameter or variable it is.
func (s *Server) Hover(p *protocol.HoverParams) (*protocol.Hover, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	off := d.t.offset(p.Position)
	tg, ok := targetAt(d.file, off)
	if !ok {
		return nil, nil
	}
	var md string
	switch {
	case tg.local != nil:
		if tg.in.Def && containsIdent(tg.in.Params, tg.local) {
			md = "```zq\n" + tg.name + "\n```\nparameter of " + signatureOf(tg.in)
		} else {
			md = "```zq\n" + tg.name + "\n```\nvariable of a comprehension"
		}
	default:
		if st, f := s.definitionStmt(d, tg.name, off); st != nil {
			md = describe(st, f)
		} else if b, ok := lang.LookupBuiltin(tg.name); ok {
			md = "```text\n" + lang.Help(b.Name) + "```"
		}
	}
	if md == "" {
		return nil, nil
	}
	r := d.t.rangeOf(tg.start, tg.start+len(tg.name))
	return &protocol.Hover{Contents: protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: md}, Range: &r}, nil
}

func containsIdent(ids []*lang.Ident, id *lang.Ident) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// signatureOf is a definition's call form, "f(a, b)".
func signatureOf(st *lang.OutlineStmt) string {
	var names []string
	for _, p := range st.Params {
		names = append(names, p.Name)
	}
	return st.Name + "(" + strings.Join(names, ", ") + ")"
}

// describe is the hover text of a binding: a function's signature and
// the comment lines just above its definition, or the line that binds a
// name.
func describe(st *lang.OutlineStmt, f *file) string {
	line := st.NamePos.Line - 1
	if st.Def && st.Err == nil {
		var comment []string
		for i := line - 1; i >= 0; i-- {
			l := strings.TrimSpace(f.t.line(i))
			if !strings.HasPrefix(l, "#") {
				break
			}
			comment = append([]string{strings.TrimSpace(strings.TrimPrefix(l, "#"))}, comment...)
		}
		md := "```zq\n" + signatureOf(st) + "\n```"
		if len(comment) > 0 {
			md += "\n" + strings.Join(comment, "\n")
		}
		return md + "\n\ndefined at " + st.NamePos.String()
	}
	return "```zq\n" + strings.TrimSpace(f.t.line(line)) + "\n```\nbound at " + st.NamePos.String()
}

// cursorAt returns what surrounds byte offset off of f, reading from
// the start of the last statement starting before it (where nothing is
// open), not from the start of the file.
func cursorAt(f *file, off int) lang.Cursor {
	stmts := f.outline.Stmts
	i := sort.Search(len(stmts), func(i int) bool { return stmts[i].Off > off })
	from := 0
	if i > 0 && stmts[i-1].Text != "" { // a statement read from its first token
		from = stmts[i-1].Off
	}
	return lang.CursorAt(f.t.src[from:], off-from)
}

// keywords are the reserved words, completed after the names.
var keywords = []string{"assert", "let", "true", "false", "if", "else", "for", "in", "and", "or", "not"}

// Completion lists what may be written at the cursor: the named
// arguments of the call it is in, the names bound there (parameters,
// comprehension variables), the scripts' bindings and functions, the
// builtins and the keywords, those starting with the name being typed;
// genre names in the string of load's kind:.
func (s *Server) Completion(p *protocol.CompletionParams) (*protocol.CompletionList, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	off := d.t.offset(p.Position)
	c := cursorAt(d.file, off)
	list := &protocol.CompletionList{Items: []protocol.CompletionItem{}}
	if c.InComment {
		return list, nil
	}
	var call *lang.OpenCall
	if len(c.Calls) > 0 {
		call = &c.Calls[len(c.Calls)-1]
	}
	if c.InString {
		if call != nil && call.Key == "kind" && call.Name == "load" {
			start := strings.LastIndexByte(d.t.src[:off], '"') + 1
			for _, g := range puzzles.Names() {
				if strings.HasPrefix(g, d.t.src[start:off]) {
					list.Items = append(list.Items, item(g, protocol.CompletionItemKindEnumMember, "puzzle genre", "", "0"))
				}
			}
		}
		return list, nil
	}
	word, start := nameAround(d.t.src, off)
	if start < off {
		word = d.t.src[start:off]
	} else {
		word = ""
	}
	seen := map[string]bool{}
	addItem := func(it protocol.CompletionItem) {
		if seen[it.Label] || !strings.HasPrefix(it.Label, word) {
			return
		}
		seen[it.Label] = true
		list.Items = append(list.Items, it)
	}
	if call != nil && call.Key == "" {
		for _, name := range s.paramsOf(d, call.Name, off) {
			if !contains(call.Named, name) {
				it := item(name+":", protocol.CompletionItemKindField, "named argument of "+call.Name, "", "0")
				it.InsertText = ptr(name + ": ")
				addItem(it)
			}
		}
	}
	for _, l := range c.Locals {
		addItem(item(l, protocol.CompletionItemKindVariable, "parameter or variable", "", "1"))
	}
	for _, l := range s.sourcedBy(d) {
		for _, st := range l.f.outline.Stmts {
			switch {
			case st.Name == "":
			case st.Def:
				addItem(item(st.Name, protocol.CompletionItemKindFunction, signatureOf(st), describe(st, l.f), "2"))
			default:
				addItem(item(st.Name, protocol.CompletionItemKindVariable, strings.TrimSpace(l.f.t.line(st.NamePos.Line-1)), "", "2"))
			}
		}
	}
	genres := map[string]bool{}
	for _, g := range puzzles.Names() {
		genres[g] = true
	}
	for _, b := range lang.Builtins() {
		detail := b.Signature()
		if genres[b.Name] {
			detail += " (puzzle genre)"
		}
		addItem(item(b.Name, protocol.CompletionItemKindFunction, detail, b.Help, "3"))
	}
	for _, k := range keywords {
		addItem(item(k, protocol.CompletionItemKindKeyword, "", "", "4"))
	}
	return list, nil
}

func item(label string, kind protocol.CompletionItemKind, detail, doc, sort string) protocol.CompletionItem {
	it := protocol.CompletionItem{Label: label, Kind: &kind, SortText: ptr(sort + label)}
	if detail != "" {
		it.Detail = &detail
	}
	if doc != "" {
		it.Documentation = protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: doc}
	}
	return it
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// paramsOf returns the parameter names of the builtin or the scripts'
// function name.
func (s *Server) paramsOf(d *document, name string, off int) []string {
	var out []string
	if b, ok := lang.LookupBuiltin(name); ok {
		for _, p := range b.Params {
			out = append(out, p.Name)
		}
		return out
	}
	if st, _ := s.definitionStmt(d, name, off); st != nil && st.Def {
		for _, p := range st.Params {
			out = append(out, p.Name)
		}
	}
	return out
}

// SignatureHelp shows the signature of the call whose parentheses the
// cursor is in, with the parameter it is at.
func (s *Server) SignatureHelp(p *protocol.SignatureHelpParams) (*protocol.SignatureHelp, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	off := d.t.offset(p.Position)
	c := cursorAt(d.file, off)
	if len(c.Calls) == 0 || c.InComment {
		return nil, nil
	}
	call := c.Calls[len(c.Calls)-1]
	var label, doc string
	var params []string
	variadic := false
	if b, ok := lang.LookupBuiltin(call.Name); ok {
		label, doc = b.Signature(), b.Help
		for _, p := range b.Params {
			params = append(params, p.Name)
			variadic = p.Variadic
		}
	} else if st, _ := s.definitionStmt(d, call.Name, off); st != nil && st.Def {
		label = signatureOf(st)
		for _, p := range st.Params {
			params = append(params, p.Name)
		}
	} else {
		return nil, nil
	}
	info := protocol.SignatureInformation{Label: label}
	if doc != "" {
		info.Documentation = protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: doc}
	}
	from := strings.IndexByte(label, '(') + 1
	for _, name := range params {
		i := strings.Index(label[from:], name)
		if i < 0 {
			break
		}
		start := from + i
		if start > 0 && label[start-1] == '[' {
			start--
		}
		end := len(label)
		if j := strings.IndexAny(label[start:], ",)"); j >= 0 {
			end = start + j
		}
		info.Parameters = append(info.Parameters, protocol.ParameterInformation{
			Label: []uint32{uint32(utf16Len(label[:start])), uint32(utf16Len(label[:end]))}})
		from = end
	}
	active := call.Arg
	if call.Key != "" {
		active = max(0, indexOf(params, call.Key))
	} else if active >= len(params) && variadic {
		active = len(params) - 1
	}
	a := uint32(active)
	return &protocol.SignatureHelp{Signatures: []protocol.SignatureInformation{info}, ActiveSignature: ptr(uint32(0)), ActiveParameter: &a}, nil
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// Definition returns where the name under the cursor is bound.
func (s *Server) Definition(p *protocol.DefinitionParams) ([]protocol.Location, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	off := d.t.offset(p.Position)
	tg, ok := targetAt(d.file, off)
	if !ok {
		return nil, nil
	}
	if tg.local != nil {
		return []protocol.Location{{URI: d.uri, Range: d.t.wordRange(tg.local.Pos)}}, nil
	}
	return s.definitions(d, tg.name, off), nil
}

// References returns every place the name under the cursor is used
// (and bound, when the client asks), across the open documents and the
// scripts they source.
func (s *Server) References(p *protocol.ReferenceParams) ([]protocol.Location, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	tg, ok := targetAt(d.file, d.t.offset(p.Position))
	if !ok {
		return nil, nil
	}
	refs := s.references(d, tg, p.Context.IncludeDeclaration)
	out := []protocol.Location{}
	for _, uri := range sortedKeys(refs) {
		for _, r := range refs[uri] {
			out = append(out, protocol.Location{URI: uri, Range: r})
		}
	}
	return out, nil
}

func sortedKeys[V any](m map[string]V) []string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// DocumentSymbol lists the functions and the top-level bindings of a
// document.
func (s *Server) DocumentSymbol(p *protocol.DocumentSymbolParams) ([]protocol.DocumentSymbol, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	out := []protocol.DocumentSymbol{}
	for _, st := range d.outline.Stmts {
		if st.Name == "" {
			continue
		}
		kind, detail := protocol.SymbolKindVariable, ""
		if st.Def {
			kind, detail = protocol.SymbolKindFunction, signatureOf(st)
		}
		sym := protocol.DocumentSymbol{Name: st.Name, Kind: kind,
			Range: d.t.rangeOf(st.Off, max(st.End, st.Off)), SelectionRange: d.t.wordRange(st.NamePos)}
		if detail != "" {
			sym.Detail = &detail
		}
		out = append(out, sym)
	}
	return out, nil
}

// Formatting returns the edit that puts the document in zq's one
// layout (what zq fmt writes); a document that does not parse is an
// error naming the place.
func (s *Server) Formatting(p *protocol.DocumentFormattingParams) ([]protocol.TextEdit, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	out, ferr := lang.Format(d.name, d.t.src)
	if ferr != nil {
		return nil, rpcError(codeRequestFailed, "cannot format: %v", ferr)
	}
	if out == d.t.src {
		return []protocol.TextEdit{}, nil
	}
	return []protocol.TextEdit{{Range: d.t.rangeOf(0, len(d.t.src)), NewText: out}}, nil
}

// renamable returns the target under the cursor when it can be renamed:
// a parameter, a comprehension variable, or a name the scripts bind.
func (s *Server) renamable(d *document, pos protocol.Position) (target, bool) {
	off := d.t.offset(pos)
	tg, ok := targetAt(d.file, off)
	if !ok {
		return target{}, false
	}
	if tg.local == nil && len(s.definitions(d, tg.name, off)) == 0 {
		return target{}, false
	}
	return tg, true
}

// PrepareRename returns the range of the name under the cursor when it
// can be renamed, or null.
func (s *Server) PrepareRename(p *protocol.PrepareRenameParams) (*protocol.Range, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	tg, ok := s.renamable(d, p.Position)
	if !ok {
		return nil, nil
	}
	r := d.t.rangeOf(tg.start, tg.start+len(tg.name))
	return &r, nil
}

// Rename renames a binding, a function or a parameter everywhere it is
// bound and used: in its statement for a parameter, across the open
// documents and the scripts they source for a name of the scripts.
func (s *Server) Rename(p *protocol.RenameParams) (*protocol.WorkspaceEdit, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	if !lang.IsName(p.NewName) {
		return nil, rpcError(codeInvalidParams, "%q cannot name a value (a letter or _, then letters, digits or _; not a keyword)", p.NewName)
	}
	if _, ok := lang.LookupBuiltin(p.NewName); ok {
		return nil, rpcError(codeInvalidParams, "%s is the name of a builtin", p.NewName)
	}
	tg, ok := s.renamable(d, p.Position)
	if !ok {
		return nil, rpcError(codeRequestFailed, "nothing to rename here (a builtin, a keyword, or a name nothing binds)")
	}
	edit := &protocol.WorkspaceEdit{Changes: map[protocol.DocumentUri][]protocol.TextEdit{}}
	refs := s.references(d, tg, true)
	for _, uri := range sortedKeys(refs) {
		for _, r := range refs[uri] {
			edit.Changes[uri] = append(edit.Changes[uri], protocol.TextEdit{Range: r, NewText: p.NewName})
		}
	}
	return edit, nil
}
