package syntax

// The lexer and the statement reader. Both go once over the input, left
// to right, and stop at the first error unless asked to resume: the work
// to reach an error is linear in the input before it.

import (
	"context"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxTokens is the most tokens one statement may have; a longer one is
// refused as soon as the reader passes the limit, before it is parsed.
const MaxTokens = 250_000

type tokKind uint8

const (
	tokEOF tokKind = iota
	tokNewline
	tokIdent
	tokKeyword
	tokInt
	tokString
	tokRaw
	tokOp
	tokComment // only from a lexer that keeps comments (the formatter's)
)

// token is one token: its kind, its text as written (strings with their
// quotes), its line and column and its byte offset in the source (the
// file is the reader's: a statement may have many tokens).
type token struct {
	val       string
	off       int
	line, col int32
	kind      tokKind
}

// at is the position of t in file.
func (t token) at(file string) Pos { return Pos{file, int(t.line), int(t.col)} }

func (t token) is(kind tokKind, val string) bool { return t.kind == kind && t.val == val }

// lexer cuts a source into tokens, one at a time. Spaces and comments
// are dropped; newlines are tokens.
type lexer struct {
	file, src string
	off       int
	line, col int  // of off: 1-based line, 1-based column in characters
	comments  bool // return comments as tokens instead of dropping them
}

func newLexer(file, src string) *lexer { return &lexer{file: file, src: src, line: 1, col: 1} }

func (lx *lexer) pos() Pos { return Pos{lx.file, lx.line, lx.col} }

// lineAt returns the source line holding byte offset off.
func lineAt(src string, off int) string {
	off = min(max(off, 0), len(src))
	start := strings.LastIndexByte(src[:off], '\n') + 1
	end := strings.IndexByte(src[off:], '\n')
	if end < 0 {
		return src[start:]
	}
	return src[start : off+end]
}

// advance moves over n bytes holding no newline.
func (lx *lexer) advance(n int) {
	lx.col += utf8.RuneCountInString(lx.src[lx.off : lx.off+n])
	lx.off += n
}

// advanceLines moves over n bytes that may hold newlines.
func (lx *lexer) advanceLines(n int) {
	seg := lx.src[lx.off : lx.off+n]
	if nl := strings.Count(seg, "\n"); nl > 0 {
		lx.line += nl
		lx.col = 1 + utf8.RuneCountInString(seg[strings.LastIndexByte(seg, '\n')+1:])
	} else {
		lx.col += utf8.RuneCountInString(seg)
	}
	lx.off += n
}

// skipLine moves past the end of the current line.
func (lx *lexer) skipLine() {
	if i := strings.IndexByte(lx.src[lx.off:], '\n'); i >= 0 {
		lx.off += i + 1
		lx.line++
		lx.col = 1
		return
	}
	lx.advance(len(lx.src) - lx.off)
}

// errorf makes a lexical error at the current place.
func (lx *lexer) errorf(format string, args ...any) *Error {
	return &Error{Pos: lx.pos(), Msg: fmt.Sprintf(format, args...), Line: lineAt(lx.src, lx.off)}
}

func isIdentStart(r rune) bool { return r == '_' || unicode.IsLetter(r) }
func isIdentRest(r rune) bool  { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// next returns the next token. On an error the lexer stays where the
// bad input starts; raw reports an unterminated raw string (which leaves
// the input open).
func (lx *lexer) next() (t token, err *Error, raw bool) {
	src := lx.src
	for lx.off < len(src) {
		switch c := src[lx.off]; {
		case c == ' ' || c == '\t' || c == '\r':
			lx.off++
			lx.col++
			continue
		case c == '#':
			n := strings.IndexByte(src[lx.off:], '\n')
			if n < 0 {
				n = len(src) - lx.off
			}
			if lx.comments {
				t = token{line: int32(lx.line), col: int32(lx.col), off: lx.off, kind: tokComment, val: src[lx.off : lx.off+n]}
				lx.advance(n)
				return t, nil, false
			}
			lx.advance(n)
			continue
		}
		break
	}
	t = token{line: int32(lx.line), col: int32(lx.col), off: lx.off}
	if lx.off >= len(src) {
		t.kind = tokEOF
		return t, nil, false
	}
	rest := src[lx.off:]
	n := 0
	switch c := rest[0]; {
	case c == '\n':
		t.kind, t.val = tokNewline, "\n"
		lx.off++
		lx.line++
		lx.col = 1
		return t, nil, false
	case c == '`':
		end := strings.IndexByte(rest[1:], '`')
		if end < 0 {
			return t, lx.errorf("unterminated raw string (a raw string ends with a backquote)"), true
		}
		t.kind, t.val = tokRaw, rest[:end+2]
		lx.advanceLines(end + 2)
		return t, nil, false
	case c == '"':
		i := 1
		for i < len(rest) && rest[i] != '"' && rest[i] != '\n' {
			if rest[i] == '\\' {
				i++
				if i < len(rest) && rest[i] == '\n' {
					break
				}
			}
			i++
		}
		if i >= len(rest) || rest[i] != '"' {
			return t, lx.errorf("unterminated string (a string ends on the line where it starts)"), false
		}
		t.kind, n = tokString, i+1
	case c >= '0' && c <= '9':
		n = 1
		for n < len(rest) && (rest[n] >= '0' && rest[n] <= '9' || rest[n] == '_') {
			n++
		}
		t.kind = tokInt
	default:
		r, size := utf8.DecodeRuneInString(rest)
		if isIdentStart(r) {
			n = size
			for n < len(rest) {
				r, size := utf8.DecodeRuneInString(rest[n:])
				if !isIdentRest(r) {
					break
				}
				n += size
			}
			t.kind = tokIdent
			if keywords[rest[:n]] { // the reserved words
				t.kind = tokKeyword
			}
			break
		}
		if len(rest) >= 2 {
			switch rest[:2] {
			case "==", "!=", "<=", ">=":
				n = 2
			}
		}
		if n == 0 && strings.IndexByte("-+*/%&|^=<>(){}[],:;", c) >= 0 {
			n = 1
		}
		if n == 0 {
			if r == utf8.RuneError && size <= 1 {
				return t, lx.errorf("unexpected byte %#02x (not text: is this a zq script?)", c), false
			}
			return t, lx.errorf("unexpected character %q", r), false
		}
		t.kind = tokOp
	}
	t.val = rest[:n]
	lx.advance(n)
	return t, nil, false
}

// Unit is one statement's tokens, or a meta-command line, or an error
// met while reading.
type Unit struct {
	Pos    Pos
	Text   string // the statement's source text, from its first token to the end of its last
	Off    int    // byte offset of the statement (or meta-command) in its source
	End    int    // byte offset just past it
	Meta   string // ":help count" when the unit is a meta-command
	LexErr *Error // the error met while reading, if any
	toks   []token
}

// IsStmt reports whether u holds a statement to parse (not a
// meta-command nor an error).
func (u Unit) IsStmt() bool { return len(u.toks) > 0 }

// Reader reads statements one at a time. It lexes only as far as the
// statement it returns, so that a caller that stops at an error never
// reads the rest. After a lexical error it resumes on the next line
// (when Resume is set: a caller going on after errors).
type Reader struct {
	// Resume makes the reader go on after a lexical error, on the next
	// line (NewReader sets it).
	Resume bool
	// Ctx, when set, is checked now and then: once it is done, Next
	// returns false and Err its error.
	Ctx context.Context

	lx    *lexer
	err   error // the context's error, once it stopped the reader
	done  bool
	open  bool // the input ended inside brackets or a raw string
	bol   bool // at the beginning of a line
	steps int

	// The statement being read: its open brackets, how deeply it nests,
	// and whether it is refused already (the rest of it is dropped).
	stack    []token
	nest     int
	skipping bool
}

// NewReader returns a reader of the statements of src, read from file.
func NewReader(file, src string) *Reader {
	return &Reader{lx: newLexer(file, src), bol: true, Resume: true}
}

// Next returns the next unit, or false at the end of the input (or when
// the context stopped the reader: then Err says why).
func (rd *Reader) Next() (Unit, bool) {
	if rd.done {
		return Unit{}, false
	}
	lx := rd.lx
	var cur []token
	for {
		if rd.steps++; rd.steps&1023 == 0 && rd.Ctx != nil {
			if err := rd.Ctx.Err(); err != nil {
				rd.err, rd.done = err, true
				return Unit{}, false
			}
		}
		if rd.bol && len(rd.stack) == 0 && len(cur) == 0 && !rd.skipping {
			// A meta-command takes the rest of its line as text.
			i := lx.off
			for i < len(lx.src) && (lx.src[i] == ' ' || lx.src[i] == '\t' || lx.src[i] == '\r') {
				i++
			}
			if i < len(lx.src) && lx.src[i] == ':' {
				lx.advance(i - lx.off)
				p, off := lx.pos(), lx.off
				end := strings.IndexByte(lx.src[off:], '\n')
				if end < 0 {
					end = len(lx.src) - off
				}
				lx.advance(end)
				return Unit{Pos: p, Off: off, End: off + end, Meta: strings.TrimSpace(lx.src[off : off+end])}, true
			}
		}
		t, lerr, raw := lx.next()
		if lerr != nil {
			u := Unit{Pos: lerr.Pos, Off: lx.off, End: lx.off, LexErr: lerr}
			rd.stack, rd.nest, rd.skipping = rd.stack[:0], 0, false
			if raw || !rd.Resume {
				rd.done, rd.open = true, raw
				return u, true
			}
			lx.skipLine()
			rd.bol = true
			return u, true
		}
		rd.bol = false
		switch t.kind {
		case tokEOF:
			rd.done = true
			if len(rd.stack) > 0 {
				rd.open = true
				o := rd.stack[0]
				p := o.at(lx.file)
				return Unit{Pos: p, Off: o.off, End: o.off, LexErr: &Error{Pos: p, Msg: fmt.Sprintf("%s is never closed", o.val), Line: lineAt(lx.src, o.off)}}, true
			}
			if len(cur) > 0 && !rd.skipping {
				return rd.unit(cur), true
			}
			return Unit{}, false
		case tokNewline:
			if len(rd.stack) == 0 {
				rd.bol = true
				if len(cur) > 0 && !rd.skipping {
					return rd.unit(cur), true
				}
				cur, rd.nest, rd.skipping = cur[:0], 0, false
			}
			continue
		case tokOp:
			switch t.val {
			case "(", "[", "{":
				rd.stack = append(rd.stack, t)
			case ")", "]", "}":
				if len(rd.stack) > 0 {
					rd.stack = rd.stack[:len(rd.stack)-1]
				}
			case ";":
				if len(rd.stack) == 0 {
					if len(cur) > 0 && !rd.skipping {
						return rd.unit(cur), true
					}
					cur, rd.nest, rd.skipping = cur[:0], 0, false
					continue
				}
			}
		}
		if rd.skipping {
			continue
		}
		// nest counts what makes the parser recurse: open brackets, and
		// the keywords not and if since the statement began.
		isKey := t.kind == tokKeyword && (t.val == "not" || t.val == "if")
		if isKey {
			rd.nest++
		}
		isOpen := t.kind == tokOp && (t.val == "(" || t.val == "[" || t.val == "{")
		if (isOpen || isKey) && rd.nest+len(rd.stack) > MaxNesting {
			rd.skipping, rd.done = true, !rd.Resume
			p := t.at(lx.file)
			return Unit{Pos: p, Off: t.off, End: t.off, LexErr: &Error{Pos: p, Line: lineAt(lx.src, t.off),
				Msg: fmt.Sprintf("the statement nests too deeply (more than %d brackets, not and if in one statement)", MaxNesting)}}, true
		}
		if len(cur) >= MaxTokens {
			rd.skipping, rd.done = true, !rd.Resume
			p := cur[0].at(lx.file)
			return Unit{Pos: p, Off: cur[0].off, End: t.off, LexErr: &Error{Pos: p, Line: lineAt(lx.src, cur[0].off),
				Msg: fmt.Sprintf("the statement is longer than %s tokens (is this a zq script? load reads puzzle files)", groupInt(MaxTokens))}}, true
		}
		cur = append(cur, t)
	}
}

func (rd *Reader) unit(toks []token) Unit {
	first, last := toks[0], toks[len(toks)-1]
	end := last.off + len(last.val)
	return Unit{Pos: first.at(rd.lx.file), toks: toks, Off: first.off, End: end, Text: rd.lx.src[first.off:end]}
}

func groupInt(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Err is the context's error once it stopped the reader, or nil.
func (rd *Reader) Err() error { return rd.err }

// Open reports whether the input ended inside brackets or a raw string.
func (rd *Reader) Open() bool { return rd.open }

// Pos is where the reader is.
func (rd *Reader) Pos() Pos { return rd.lx.pos() }

// Split cuts all of src into statements, going on after lexical errors.
// It reports open == true when src ends inside brackets or a raw string.
func Split(file, src string) (units []Unit, open bool) {
	rd := NewReader(file, src)
	for {
		u, ok := rd.Next()
		if !ok {
			return units, rd.open
		}
		units = append(units, u)
	}
}

// Incomplete reports whether src ends inside an open bracket or raw
// string, so that a Reader should ask for more lines before running it.
func Incomplete(src string) bool {
	_, open := Split("", src)
	return open
}
