package syntax

import "strings"

// Token is one token of a source as an editor colours it: its kind, its
// text as written and where it starts.
type Token struct {
	// Kind is "ident", "keyword", "int", "string" (double-quoted), "raw"
	// (backquoted), "op" (an operator or punctuation), "comment" or
	// "meta" (a meta-command line, such as ":help count", trimmed).
	Kind string
	// Text is the token as written: strings with their quotes, a
	// comment with its #.
	Text string
	// Off is the byte offset of the token in the source; Line and Col
	// its 1-based line and column (in characters).
	Off       int
	Line, Col int
}

var kindNames = [...]string{tokIdent: "ident", tokKeyword: "keyword", tokInt: "int",
	tokString: "string", tokRaw: "raw", tokOp: "op", tokComment: "comment"}

// Tokens cuts all of src into tokens, comments and meta-command lines
// included (line breaks and spaces are left out), as the reader does:
// a line starting with ":" outside brackets is a meta-command. After a
// lexical error it goes on at the next line, with no bracket open, as
// the reader does, and returns the first error; a raw string never
// closed ends the tokens.
func Tokens(file, src string) ([]Token, *Error) {
	lx := newLexer(file, src)
	lx.comments = true
	var out []Token
	var first *Error
	depth, bol := 0, true
	for {
		if bol && depth == 0 {
			i := lx.off
			for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\r') {
				i++
			}
			if i < len(src) && src[i] == ':' {
				lx.advance(i - lx.off)
				end := strings.IndexByte(src[lx.off:], '\n')
				if end < 0 {
					end = len(src) - lx.off
				}
				text := strings.TrimRight(src[lx.off:lx.off+end], " \t\r")
				out = append(out, Token{Kind: "meta", Text: text, Off: lx.off, Line: lx.line, Col: lx.col})
				lx.advance(end)
			}
		}
		t, err, raw := lx.next()
		if err != nil {
			if first == nil {
				first = err
			}
			if raw {
				return out, first
			}
			lx.skipLine()
			depth, bol = 0, true
			continue
		}
		switch t.kind {
		case tokEOF:
			return out, first
		case tokNewline:
			bol = depth == 0
			continue
		case tokOp:
			switch t.val {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth = max(depth-1, 0)
			}
		}
		bol = false
		out = append(out, Token{Kind: kindNames[t.kind], Text: t.val, Off: t.off, Line: int(t.line), Col: int(t.col)})
	}
}
