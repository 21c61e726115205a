package lsp

import (
	"net/url"
	"path/filepath"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/zqlang/zq/lang"
)

// text is the content of a document with the offsets its lines start
// at, to convert between LSP positions (line, UTF-16 offset), byte
// offsets and lang's positions (line, character column).
type text struct {
	src    string
	starts []int // byte offset of each line
}

func newText(src string) *text {
	t := &text{src: src, starts: []int{0}}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			t.starts = append(t.starts, i+1)
		}
	}
	return t
}

// line returns line i (0-based) without its newline, or "".
func (t *text) line(i int) string {
	if i < 0 || i >= len(t.starts) {
		return ""
	}
	end := len(t.src)
	if i+1 < len(t.starts) {
		end = t.starts[i+1] - 1
	}
	return t.src[t.starts[i]:end]
}

// offset returns the byte offset of an LSP position, clamped to the
// text (a character past the end of a line is the end of the line).
func (t *text) offset(p protocol.Position) int {
	ln := int(p.Line)
	if ln >= len(t.starts) {
		return len(t.src)
	}
	line := t.line(ln)
	units := int(p.Character)
	i := 0
	for i < len(line) && units > 0 {
		r, size := utf8.DecodeRuneInString(line[i:])
		n := utf16.RuneLen(r)
		if n < 0 {
			n = 1
		}
		if n > units {
			break
		}
		units -= n
		i += size
	}
	return t.starts[ln] + i
}

// position returns the LSP position of byte offset off.
func (t *text) position(off int) protocol.Position {
	off = min(max(off, 0), len(t.src))
	ln := 0
	lo, hi := 0, len(t.starts)-1
	for lo <= hi { // the last line starting at or before off
		mid := (lo + hi) / 2
		if t.starts[mid] <= off {
			ln, lo = mid, mid+1
		} else {
			hi = mid - 1
		}
	}
	return protocol.Position{Line: uint32(ln), Character: uint32(utf16Len(t.src[t.starts[ln]:off]))}
}

// offsetOf returns the byte offset of lang's position p (1-based line,
// 1-based character column).
func (t *text) offsetOf(p lang.Pos) int {
	ln := p.Line - 1
	if ln < 0 {
		return 0
	}
	if ln >= len(t.starts) {
		return len(t.src)
	}
	line := t.line(ln)
	i := 0
	for c := 1; c < p.Col && i < len(line); c++ {
		_, size := utf8.DecodeRuneInString(line[i:])
		i += size
	}
	return t.starts[ln] + i
}

// pos returns the LSP position of lang's position p.
func (t *text) pos(p lang.Pos) protocol.Position { return t.position(t.offsetOf(p)) }

// rangeOf returns the range of byte offsets [from, to).
func (t *text) rangeOf(from, to int) protocol.Range {
	return protocol.Range{Start: t.position(from), End: t.position(to)}
}

// wordRange returns the range of the name at lang's position p (empty
// when no name starts there).
func (t *text) wordRange(p lang.Pos) protocol.Range {
	off := t.offsetOf(p)
	return t.rangeOf(off, off+len(nameAt(t.src, off)))
}

// tokenEnd returns the end of the token starting at byte offset off,
// for the range of an error there: a name or a number, a string on its
// line, a two-character operator, or one character; off itself at the
// end of a line.
func (t *text) tokenEnd(off int) int {
	s := t.src[off:]
	if s == "" || s[0] == '\n' || s[0] == '\r' {
		return off
	}
	if n := nameAt(t.src, off); n != "" {
		return off + len(n)
	}
	switch c := s[0]; {
	case c >= '0' && c <= '9':
		i := 1
		for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '_') {
			i++
		}
		return off + i
	case c == '"':
		i := 1
		for i < len(s) && s[i] != '"' && s[i] != '\n' {
			if s[i] == '\\' {
				i++
			}
			i++
		}
		return off + min(i+1, len(s))
	}
	for _, op := range []string{"==", "!=", "<=", ">="} {
		if strings.HasPrefix(s, op) {
			return off + 2
		}
	}
	_, size := utf8.DecodeRuneInString(s)
	return off + size
}

// nameAt returns the name (identifier) starting at byte offset off.
func nameAt(src string, off int) string {
	i := off
	for i < len(src) {
		r, size := utf8.DecodeRuneInString(src[i:])
		if !isNameRune(r, i == off) {
			break
		}
		i += size
	}
	return src[off:i]
}

// nameAround returns the name the byte offset off is in or just after,
// with its start.
func nameAround(src string, off int) (string, int) {
	off = min(max(off, 0), len(src))
	start := off
	for start > 0 {
		r, size := utf8.DecodeLastRuneInString(src[:start])
		if !isNameRune(r, false) {
			break
		}
		start -= size
	}
	// A name does not start with a digit.
	for start < off {
		r, size := utf8.DecodeRuneInString(src[start:])
		if isNameRune(r, true) {
			break
		}
		start += size
	}
	return nameAt(src, start), start
}

func isNameRune(r rune, first bool) bool {
	if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
		return true
	}
	if r >= '0' && r <= '9' {
		return !first
	}
	return r > utf8.RuneSelf && lang.IsName(string(r)) || !first && r > utf8.RuneSelf && lang.IsName("a"+string(r))
}

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		if m := utf16.RuneLen(r); m > 0 {
			n += m
		} else {
			n++
		}
	}
	return n
}

// uriPath returns the file path of a file: URI, or "" for another.
func uriPath(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return ""
	}
	return filepath.FromSlash(u.Path)
}

// pathURI returns the file: URI of an absolute path.
func pathURI(path string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}
