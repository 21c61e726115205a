// Package format is the registry of the file formats a family's diagram
// is read from and written to, and the formats zq knows: its own binary
// family file (zq), the SAPPOROBDD text format (sapporo), Graphillion's
// dump format (graphillion), the text format of Knuth's ZDD programs
// (knuth, and knuth-decimal with decimal ids) and Graphviz DOT (dot,
// written only).
//
// A format is a [Format] value: a name, the file extensions it owns, a
// sniff function that recognises its files by their first bytes, and a
// reader and a writer (either may be missing). It joins the registry
// with [Register], from its package's init, as puzzle genres join
// package puzzles. The front end (package lang) knows formats only
// through this package: it picks one by name ([Lookup]), by the first
// bytes of a file ([Detect]) or by a path's extension ([ForPath]), and
// calls its Read or Write. So a new format is a file of this package or
// a package of its own that calls Register, and touches no file of lang.
//
// Readers and writers work on the diagram through the exported
// traversal of package zdd: [zdd.Manager.Nodes] lists a family's nodes
// children first, [zdd.Manager.Var], [zdd.Manager.Lo] and
// [zdd.Manager.Hi] read a node, and [zdd.Manager.MakeNode] (inside
// [zdd.Manager.Guard], so that an interrupt or the node limit stops a
// long read) makes one. A reader reports malformed input with an error
// that wraps [zdd.ErrFormat] and names the place: the line for text
// formats, the byte offset for binary ones.
//
// Adding a format: write its Format value and its reader and writer in
// a file of this package (or in a package of its own, imported by the
// command for its init), give it a Sniff that cannot take another
// format's files for its own (TestDetectRefuses and TestRegistry check
// the package's), and test it: TestRegistry writes random families in
// every registered format that reads and writes, reads them back
// through the registry and checks that Detect names the format; a fuzz
// test feeds the reader arbitrary text (FuzzDetect does it through
// Detect for every sniffable format). ExampleRegister is the shortest
// such format, written only; lang/formattest registers one from a test
// and uses it through the language's save and open.
package format

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/zqlang/zq/zdd"
)

// Format is one file format of a family's diagram.
type Format struct {
	// Name is the format's name in lower case ("graphillion"), as the
	// language's format: argument gives it.
	Name string
	// Help says in a few words what the format is and who writes it.
	Help string
	// Extensions are the file extensions that mean this format, lower
	// case with the dot (".dot"); a path with one is written in it when
	// no format is named. Most text formats have none of their own.
	Extensions []string
	// Sniff reports whether a file that starts with head (at most
	// [SniffLen] bytes, the whole file when it is shorter) is in this
	// format. nil: the format is never guessed from a file's content.
	Sniff func(head []byte) bool
	// Read reads one family from r into m. nil: the format is written
	// only.
	Read func(m *zdd.Manager, r io.Reader) (File, error)
	// Write writes f.Root to w. nil: the format is read only.
	Write func(m *zdd.Manager, w io.Writer, f File) error
	// Meta reports whether the format keeps File.Meta, so that a family
	// comes back with its universe (the names of its elements).
	Meta bool
}

// File is a family as a format reads and writes it.
type File struct {
	// Root is the family.
	Root zdd.Node
	// Vars is the number of variables: what a file declares when read
	// (-1 when the format does not say), the size of the family's
	// universe when written (-1 when it has no fixed size; writers that
	// need one take the largest variable used plus one).
	Vars int
	// Meta is free-form metadata kept by formats with Meta set (zq
	// stores the key of the family's universe); others ignore it when
	// writing and give nil when reading.
	Meta []byte
	// Name names variable v for writers that label elements (dot); nil
	// labels them with their numbers.
	Name func(v uint32) string
}

// SniffLen is the most bytes Sniff functions are shown.
const SniffLen = 4096

var (
	mu      sync.RWMutex
	formats = map[string]*Format{}
)

// Register adds a format; it panics when the name is taken or badly
// formed, or the format can neither be read nor written, as a format
// registers once, from its package's init.
func Register(f *Format) {
	mu.Lock()
	defer mu.Unlock()
	if f.Name == "" || strings.ToLower(f.Name) != f.Name || strings.ContainsAny(f.Name, " \t\n\"") {
		panic(fmt.Sprintf("format: bad format name %q", f.Name))
	}
	if f.Read == nil && f.Write == nil {
		panic("format: " + f.Name + " can neither be read nor written")
	}
	if _, dup := formats[f.Name]; dup {
		panic("format: " + f.Name + " registered twice")
	}
	for _, e := range f.Extensions {
		if !strings.HasPrefix(e, ".") || strings.ToLower(e) != e {
			panic(fmt.Sprintf("format: %s: bad extension %q", f.Name, e))
		}
		for _, g := range formats {
			for _, e2 := range g.Extensions {
				if e == e2 {
					panic("format: extension " + e + " of " + f.Name + " belongs to " + g.Name)
				}
			}
		}
	}
	formats[f.Name] = f
}

// Lookup returns the format called name (in any case).
func Lookup(name string) (*Format, bool) {
	mu.RLock()
	defer mu.RUnlock()
	f, ok := formats[strings.ToLower(name)]
	return f, ok
}

// All returns the registered formats by name.
func All() []*Format {
	mu.RLock()
	defer mu.RUnlock()
	out := make([]*Format, 0, len(formats))
	for _, f := range formats {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Names returns the names of the registered formats that can be read
// (read set) or written (read unset), sorted.
func Names(read bool) []string {
	var out []string
	for _, f := range All() {
		if read && f.Read != nil || !read && f.Write != nil {
			out = append(out, f.Name)
		}
	}
	return out
}

// Detect returns the readable format whose Sniff recognises a file
// starting with head (only the first SniffLen bytes are looked at), the
// first by name when several do.
func Detect(head []byte) (*Format, bool) {
	if len(head) > SniffLen {
		head = head[:SniffLen]
	}
	for _, f := range All() {
		if f.Read != nil && f.Sniff != nil && f.Sniff(head) {
			return f, true
		}
	}
	return nil, false
}

// ForPath returns the format that owns the extension of path (in any
// case).
func ForPath(path string) (*Format, bool) {
	ext := strings.ToLower(filepath.Ext(path))
	if ext == "" {
		return nil, false
	}
	for _, f := range All() {
		for _, e := range f.Extensions {
			if e == ext {
				return f, true
			}
		}
	}
	return nil, false
}

// firstLine returns the first line of head that is not blank, without
// surrounding space ("" when there is none).
func firstLine(head []byte) string {
	for len(head) > 0 {
		line, rest, _ := bytes.Cut(head, []byte("\n"))
		if t := strings.TrimSpace(string(line)); t != "" {
			return t
		}
		head = rest
	}
	return ""
}
