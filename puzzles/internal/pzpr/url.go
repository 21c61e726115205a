// Package pzpr reads and writes puzz.link URLs the way pzprjs (the
// engine of puzz.link) does: the split of a URL into its genre, size and
// body, and the encodings its genres share for the body (Number16,
// borders, circles, binary flags, arrows with numbers, 4-valued cells).
//
// The genres of zq that have puzz.link URLs read them through this
// package, so that every genre accepts what real URLs carry: http or
// https, puzz.link/p? or pzv.jp/p.html? (or no host at all), a
// player/editor suffix on the type, a flag word before the size, and
// data after the board that pzprjs ignores.
package pzpr

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxSide is the largest number of rows or columns a URL may give.
const MaxSide = 256

// URL is a puzz.link URL split as pzprjs splits it:
// TYPE/[v:VARIANT/][FLAG/]COLS/ROWS/BODY.
type URL struct {
	// Type is the genre's type name in lower case ("slither"), the
	// _edit or _play suffix removed.
	Type string
	// Variant is the v:VARIANT part, "" without one.
	Variant string
	// Flag is the word before the size ("" for none): a genre's
	// option, as yajilin's "b".
	Flag string
	// Cols and Rows are the board's size.
	Cols, Rows int
	// Body is everything after the size, slashes included.
	Body string
	// BodyAt is the offset of Body in the text given to Parse, counted
	// from 0, for messages.
	BodyAt int
}

// Error is an error in a URL, at a character of the URL counted from 1
// (0 when it has no place).
type Error struct {
	At  int
	Msg string
}

// Error is the message, with the character when it has one.
func (e *Error) Error() string {
	if e.At > 0 {
		return fmt.Sprintf("character %d of the URL (counting from 1): %s", e.At, e.Msg)
	}
	return e.Msg
}

// IsURL reports whether text looks like a puzz.link URL: one word with
// a '?' and a '/'. (Parse and TypeOf also read the query part alone,
// TYPE/COLS/ROWS/BODY.)
func IsURL(text string) bool {
	s := strings.TrimSpace(text)
	if s == "" || strings.ContainsAny(s, " \t\n") {
		return false
	}
	return strings.Contains(s, "?") && strings.Contains(s, "/")
}

// TypeOf returns the lower-case type name of a URL's query
// (TYPE/...), without the _edit or _play suffix, or "" when text is no
// URL.
func TypeOf(text string) string {
	q, _ := query(strings.TrimSpace(text))
	if strings.HasPrefix(q, "v:") {
		_, q, _ = strings.Cut(q, "/")
	}
	typ, _, ok := strings.Cut(q, "/")
	if !ok {
		return ""
	}
	return normType(typ)
}

// query returns the part of a URL after its '?' (the query-string
// parameters before the type, as type=player&, dropped) and the
// offset of that part in s.
func query(s string) (string, int) {
	at := 0
	if i := strings.IndexByte(s, '?'); i >= 0 {
		at = i + 1
	}
	q := s[at:]
	// pzprjs skips NAME=VALUE& parameters before the type.
	for {
		slash := strings.IndexByte(q, '/')
		amp := strings.IndexByte(q, '&')
		if amp < 0 || (slash >= 0 && amp > slash) || !strings.Contains(q[:amp], "=") {
			break
		}
		q = q[amp+1:]
		at += amp + 1
	}
	return q, at
}

func normType(t string) string {
	t = strings.ToLower(t)
	t = strings.TrimSuffix(t, "_edit")
	t = strings.TrimSuffix(t, "_play")
	return t
}

// Parse splits a puzz.link URL (https://puzz.link/p?TYPE/COLS/ROWS/BODY,
// http://pzv.jp/p.html?TYPE/..., or the part after '?' alone). The size
// must be two numbers 1..MaxSide. A trailing slash is dropped, as
// pzprjs drops it.
func Parse(text string) (*URL, error) {
	s := strings.TrimSpace(text)
	if s == "" {
		return nil, &Error{Msg: "the URL is empty"}
	}
	if strings.ContainsAny(s, " \t\n") {
		return nil, &Error{At: strings.IndexAny(s, " \t\n") + 1, Msg: "a URL has no spaces"}
	}
	q, at := query(s)
	parts := strings.Split(q, "/")
	offs := make([]int, len(parts))
	o := at
	for i, p := range parts {
		offs[i] = o
		o += len(p) + 1
	}
	u := &URL{}
	if strings.HasPrefix(parts[0], "v:") && len(parts) > 1 {
		// p?v:VARIANT/TYPE/...
		u.Variant = parts[0][2:]
		parts, offs = parts[1:], offs[1:]
	}
	u.Type = normType(parts[0])
	if u.Type == "" {
		return nil, &Error{At: at + 1, Msg: "the URL names no puzzle type (TYPE/COLS/ROWS/DATA)"}
	}
	k := 1
	if k < len(parts) && strings.HasPrefix(parts[k], "v:") && u.Variant == "" {
		u.Variant = parts[k][2:]
		k++
	}
	if k < len(parts) && parts[k] != "" && !isNumber(parts[k]) {
		u.Flag = parts[k]
		k++
	}
	if k+1 >= len(parts) {
		return nil, &Error{Msg: fmt.Sprintf("the URL has no size: %s/COLS/ROWS/DATA", u.Type)}
	}
	cols, err1 := strconv.Atoi(parts[k])
	rows, err2 := strconv.Atoi(parts[k+1])
	if err1 != nil || cols < 1 || cols > MaxSide {
		return nil, &Error{At: offs[k] + 1, Msg: fmt.Sprintf("the URL's column count %q is not a number 1..%d", clip(parts[k]), MaxSide)}
	}
	if err2 != nil || rows < 1 || rows > MaxSide {
		return nil, &Error{At: offs[k+1] + 1, Msg: fmt.Sprintf("the URL's row count %q is not a number 1..%d", clip(parts[k+1]), MaxSide)}
	}
	u.Cols, u.Rows = cols, rows
	rest := parts[k+2:]
	if len(rest) > 0 && rest[len(rest)-1] == "" {
		rest = rest[:len(rest)-1]
	}
	u.Body = strings.Join(rest, "/")
	if k+2 < len(parts) {
		u.BodyAt = offs[k+2]
	} else {
		u.BodyAt = len(s)
	}
	return u, nil
}

func isNumber(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// Format writes a URL as puzz.link writes it:
// https://puzz.link/p?TYPE/[FLAG/]COLS/ROWS/BODY.
func Format(typ, flag string, cols, rows int, body string) string {
	var b strings.Builder
	b.WriteString("https://puzz.link/p?")
	b.WriteString(typ)
	b.WriteByte('/')
	if flag != "" {
		b.WriteString(flag)
		b.WriteByte('/')
	}
	fmt.Fprintf(&b, "%d/%d/%s", cols, rows, body)
	return b.String()
}

// Reader reads the parts of a URL's body in turn, as pzprjs's decoders
// consume it. Errors name the character of the URL (Errors are *Error).
type Reader struct {
	s  string
	i  int
	at int // offset of s in the URL
}

// NewReader reads u's body.
func NewReader(u *URL) *Reader { return &Reader{s: u.Body, at: u.BodyAt} }

// NewReaderString reads s as a body starting at offset at of the URL.
func NewReaderString(s string, at int) *Reader { return &Reader{s: s, at: at} }

// Rest is what is left of the body.
func (r *Reader) Rest() string { return r.s[r.i:] }

// Done reports whether the body is read to its end.
func (r *Reader) Done() bool { return r.i >= len(r.s) }

// Skip passes over n characters.
func (r *Reader) Skip(n int) { r.i = min(len(r.s), r.i+n) }

// Errorf makes an *Error at the reader's current character.
func (r *Reader) Errorf(format string, args ...any) error {
	return &Error{At: r.at + r.i + 1, Msg: fmt.Sprintf(format, args...)}
}

func (r *Reader) errAt(i int, format string, args ...any) error {
	return &Error{At: r.at + i + 1, Msg: fmt.Sprintf(format, args...)}
}
