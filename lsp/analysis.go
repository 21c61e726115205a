package lsp

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/zqlang/zq/lang"
)

// The documents, their diagnostics, and the files they source.

func (s *Server) didOpen(p *protocol.DidOpenTextDocumentParams) (any, error) {
	uri := string(p.TextDocument.URI)
	path := uriPath(uri)
	name := path
	if name == "" {
		name = uri
	}
	s.docs[uri] = &document{uri: uri, path: path, version: p.TextDocument.Version, file: newFile(name, p.TextDocument.Text)}
	s.publishAround(uri)
	return nil, nil
}

func (s *Server) didChange(p *protocol.DidChangeTextDocumentParams) (any, error) {
	uri := string(p.TextDocument.URI)
	d := s.docs[uri]
	if d == nil {
		return nil, rpcError(codeInvalidParams, "%s is not open", uri)
	}
	src := d.t.src
	for _, c := range p.ContentChanges {
		switch c := c.(type) {
		case protocol.TextDocumentContentChangeEventWhole:
			src = c.Text
		case protocol.TextDocumentContentChangeEvent:
			t := newText(src)
			from, to := t.offset(c.Range.Start), t.offset(c.Range.End)
			if to < from {
				from, to = to, from
			}
			src = src[:from] + c.Text + src[to:]
		}
	}
	d.version = p.TextDocument.Version
	// The statements whose lines did not change are not parsed again.
	d.file = &file{name: d.name, t: newText(src), outline: d.outline.Reread(src)}
	s.publishAround(uri)
	return nil, nil
}

func (s *Server) didClose(p *protocol.DidCloseTextDocumentParams) (any, error) {
	uri := string(p.TextDocument.URI)
	delete(s.docs, uri)
	s.notify(protocol.ServerTextDocumentPublishDiagnostics, protocol.PublishDiagnosticsParams{URI: uri, Diagnostics: []protocol.Diagnostic{}})
	return nil, nil
}

func (s *Server) notify(method string, params any) {
	if s.Notify != nil {
		s.Notify(method, params)
	}
}

// publishAround publishes the diagnostics of the document uri and of
// the open documents that source it (what it binds may have changed).
func (s *Server) publishAround(uri string) {
	d := s.docs[uri]
	s.publish(d)
	if d.path == "" {
		return
	}
	var others []string
	for u, o := range s.docs {
		if u != uri && s.sources(o.file, o.path)[d.path] {
			others = append(others, u)
		}
	}
	sort.Strings(others)
	for _, u := range others {
		s.publish(s.docs[u])
	}
}

// publish sends the diagnostics of d.
func (s *Server) publish(d *document) {
	v := protocol.UInteger(d.version)
	s.notify(protocol.ServerTextDocumentPublishDiagnostics, protocol.PublishDiagnosticsParams{
		URI: d.uri, Version: &v, Diagnostics: s.Diagnostics(d.uri)})
}

// Diagnostics returns the diagnostics of the open document uri.
func (s *Server) Diagnostics(uri string) []protocol.Diagnostic {
	d := s.docs[uri]
	if d == nil {
		return nil
	}
	errs := s.s.Diagnose(d.outline, d.t.src, s.sourcedFrom(d.path))
	out := []protocol.Diagnostic{}
	for _, e := range errs {
		from := d.t.offsetOf(e.Pos)
		out = append(out, protocol.Diagnostic{
			Range:    d.t.rangeOf(from, d.t.tokenEnd(from)),
			Severity: ptr(protocol.DiagnosticSeverityError),
			Source:   ptr("zq"),
			Message:  e.Msg,
		})
	}
	return out
}

// sourcedFrom returns what tells Diagnose the names a call of source in
// the script at path binds.
func (s *Server) sourcedFrom(path string) lang.Sourced {
	return func(c lang.CallRef) ([]string, bool, error) {
		if len(c.Args) == 0 || c.Args[0].Str == nil {
			return nil, false, nil
		}
		target := resolve(path, *c.Args[0].Str)
		f, err := s.script(target)
		if err != nil {
			return nil, false, err
		}
		var names []string
		seen := map[string]bool{}
		s.boundBy(f, target, map[string]bool{target: true}, func(name string) {
			if !seen[name] {
				seen[name] = true
				names = append(names, name)
			}
		})
		return names, true, nil
	}
}

// resolve returns the path a call of source in the script at from
// reads: a relative path is read from the script's folder.
func resolve(from, path string) string {
	if filepath.IsAbs(path) || from == "" {
		return filepath.Clean(path)
	}
	return filepath.Join(filepath.Dir(from), path)
}

// maxScript is the largest script read from disk for source.
const maxScript = 16 << 20

// script returns the script at path: the open document's text when it
// is open, else the file's (read again each time, outlined again when it
// changed).
func (s *Server) script(path string) (*file, error) {
	for _, d := range s.docs {
		if d.path == path {
			return d.file, nil
		}
	}
	read := s.ReadFile
	if read == nil {
		read = readScript
	}
	data, err := read(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("source: cannot read %s: %v", path, err)
	}
	if f := s.files[path]; f != nil && f.t.src == string(data) {
		return f, nil
	}
	f := newFile(path, string(data))
	s.files[path] = f
	return f, nil
}

func readScript(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "read", Path: path, Err: errors.New("not a regular file")}
	}
	if fi.Size() > maxScript {
		return nil, &fs.PathError{Op: "read", Path: path, Err: fmt.Errorf("larger than %d MiB", maxScript>>20)}
	}
	return os.ReadFile(path)
}

// boundBy calls bind with each name the script f (at path) binds, and
// those of the scripts it sources, each script once.
func (s *Server) boundBy(f *file, path string, seen map[string]bool, bind func(string)) {
	for _, st := range f.outline.Stmts {
		if st.Name != "" {
			bind(st.Name)
		}
		for _, c := range st.Calls {
			if c.Name != "source" || len(c.Args) == 0 || c.Args[0].Str == nil {
				continue
			}
			target := resolve(path, *c.Args[0].Str)
			if seen[target] {
				continue
			}
			seen[target] = true
			if g, err := s.script(target); err == nil {
				s.boundBy(g, target, seen, bind)
			}
		}
	}
}

// sources returns the paths of the scripts f (at path) sources, directly
// or through others, that can be read.
func (s *Server) sources(f *file, path string) map[string]bool {
	seen := map[string]bool{}
	var walk func(f *file, path string)
	walk = func(f *file, path string) {
		for _, st := range f.outline.Stmts {
			for _, c := range st.Calls {
				if c.Name != "source" || len(c.Args) == 0 || c.Args[0].Str == nil {
					continue
				}
				target := resolve(path, *c.Args[0].Str)
				if seen[target] {
					continue
				}
				seen[target] = true
				if g, err := s.script(target); err == nil {
					walk(g, target)
				}
			}
		}
	}
	walk(f, path)
	return seen
}
