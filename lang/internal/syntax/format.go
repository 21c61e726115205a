package syntax

import (
	"strings"
	"unicode/utf8"
)

// Format returns src in zq's one layout: one statement a line, one
// space around binary operators, keywords and =, after commas and the
// colons of named arguments, none inside brackets, before a call's or
// an index's bracket or after a unary minus; a statement over several
// lines keeps its line breaks, each continuation line indented four
// spaces per bracket open at its start; comments kept where they are
// (a trailing one a space after the code), at most one blank line
// between statements, none at the start or end, meta-command lines as
// written (trimmed). Only the spaces and line breaks between tokens
// change, and a ; between statements becomes a line break, so the
// statements parse the same. src must parse: the first syntax error is
// returned (an *Error with its place) and nothing else.
func Format(file, src string) (string, error) {
	units, _ := Split(file, src)
	for _, u := range units {
		if u.LexErr != nil {
			return "", u.LexErr
		}
		if u.IsStmt() {
			if _, err := Parse(u, func(p Pos) string { return lineAt(src, offsetOf(src, p)) }); err != nil {
				return "", err
			}
		}
	}
	f := &formatter{lx: newLexer(file, src)}
	f.lx.comments = true
	f.run()
	return f.text(), nil
}

// offsetOf returns the byte offset of the line of p in src.
func offsetOf(src string, p Pos) int {
	off := 0
	for l := 1; l < p.Line; l++ {
		i := strings.IndexByte(src[off:], '\n')
		if i < 0 {
			return len(src)
		}
		off += i + 1
	}
	return off
}

// outLine is a line written: its code, its trailing comment (or a
// comment alone), and whether a blank line comes before it.
type outLine struct {
	code, comment string
	blank         bool
}

type formatter struct {
	lx    *lexer
	lines []outLine
	line  strings.Builder // the code of the line being written
	note  string          // its comment
	depth int             // brackets open
	prev  *token          // the last token on the line being written
	// sig is the last token that is no comment or line break (for
	// telling a unary minus from a binary one); unary is whether it was
	// a unary minus.
	sig    *token
	unary  bool
	blanks int  // line breaks met since the last line written
	wrote  bool // a line was written (blank lines are kept only between)
	stmt   bool // at the start of a statement (a meta-command may come)
}

// flush ends the line being written, if it has anything.
func (f *formatter) flush() {
	if f.line.Len() == 0 && f.note == "" {
		return
	}
	f.lines = append(f.lines, outLine{code: strings.TrimRight(f.line.String(), " \t"), comment: f.note, blank: f.wrote && f.blanks > 1})
	f.line.Reset()
	f.note = ""
	f.prev = nil
	f.wrote = true
	f.blanks = 0
}

// text joins the lines, the trailing comments of consecutive lines
// aligned a space past the longest code among them.
func (f *formatter) text() string {
	var b strings.Builder
	ls := f.lines
	for i := 0; i < len(ls); {
		j, width := i, 0
		for j < len(ls) && ls[j].code != "" && ls[j].comment != "" && !strings.Contains(ls[j].code, "\n") && (j == i || !ls[j].blank) {
			width = max(width, utf8.RuneCountInString(ls[j].code))
			j++
		}
		if j == i {
			j = i + 1
		}
		for k := i; k < j; k++ {
			l := ls[k]
			if l.blank {
				b.WriteByte('\n')
			}
			b.WriteString(l.code)
			if l.comment != "" {
				if l.code != "" {
					pad := 1
					if !strings.Contains(l.code, "\n") {
						pad = max(1, width+1-utf8.RuneCountInString(l.code))
					}
					b.WriteString(strings.Repeat(" ", pad))
				}
				b.WriteString(l.comment)
			}
			b.WriteByte('\n')
		}
		i = j
	}
	return b.String()
}

func (f *formatter) run() {
	lx := f.lx
	f.stmt = true
	for {
		if f.stmt && f.depth == 0 && f.line.Len() == 0 {
			// A meta-command takes its line as written.
			i := lx.off
			for i < len(lx.src) && (lx.src[i] == ' ' || lx.src[i] == '\t' || lx.src[i] == '\r') {
				i++
			}
			if i < len(lx.src) && lx.src[i] == ':' {
				end := strings.IndexByte(lx.src[i:], '\n')
				if end < 0 {
					end = len(lx.src) - i
				}
				f.line.WriteString(strings.TrimSpace(lx.src[i : i+end]))
				lx.advance(i + end - lx.off)
				continue
			}
		}
		t, err, _ := lx.next()
		if err != nil || t.kind == tokEOF {
			f.flush()
			return
		}
		switch {
		case t.kind == tokNewline:
			f.flush()
			f.blanks++
			f.stmt = f.depth == 0
			if f.stmt {
				f.sig = nil
			}
			continue
		case t.kind == tokOp && t.val == ";" && f.depth == 0:
			f.flush()
			f.stmt, f.sig = true, nil
			continue
		case t.kind == tokComment:
			if f.line.Len() == 0 {
				f.line.WriteString(strings.Repeat("    ", f.depth))
				f.line.WriteString(strings.TrimRight(t.val, " \t\r"))
			} else {
				f.note = strings.TrimRight(t.val, " \t\r")
			}
			continue
		}
		f.stmt = false
		closing := t.kind == tokOp && (t.val == ")" || t.val == "]" || t.val == "}")
		if f.line.Len() == 0 {
			d := f.depth
			if closing {
				d--
			}
			f.line.WriteString(strings.Repeat("    ", max(d, 0)))
		} else if f.prev != nil && f.space(*f.prev, t) {
			f.line.WriteByte(' ')
		}
		f.line.WriteString(t.val)
		switch {
		case t.kind == tokOp && (t.val == "(" || t.val == "[" || t.val == "{"):
			f.depth++
		case closing:
			f.depth = max(f.depth-1, 0)
		}
		f.unary = t.kind == tokOp && t.val == "-" && f.opensOperand()
		tt := t
		f.prev, f.sig = &tt, &tt
	}
}

// opensOperand reports whether the token before the one just written
// (f.sig) leaves an operand to come, so that a minus there is unary.
func (f *formatter) opensOperand() bool {
	p := f.sig
	if p == nil {
		return true
	}
	switch p.kind {
	case tokKeyword:
		return true
	case tokOp:
		return p.val != ")" && p.val != "]" && p.val != "}"
	}
	return false
}

func isOpen(t token) bool  { return t.kind == tokOp && (t.val == "(" || t.val == "[" || t.val == "{") }
func isClose(t token) bool { return t.kind == tokOp && (t.val == ")" || t.val == "]" || t.val == "}") }

// operand reports whether t ends an operand (a bracket after it calls or
// indexes it).
func operand(t token) bool {
	switch t.kind {
	case tokIdent, tokInt, tokString, tokRaw:
		return true
	}
	return isClose(t)
}

// space reports whether a space goes between p and t on one line.
func (f *formatter) space(p, t token) bool {
	switch {
	case isOpen(p), isClose(t):
		return false
	case t.kind == tokOp && (t.val == "," || t.val == ":" || t.val == ";"):
		return false
	case p.kind == tokOp && p.val == "-" && f.unary:
		return false
	case t.kind == tokOp && (t.val == "(" || t.val == "["):
		return !operand(p)
	}
	return true
}
