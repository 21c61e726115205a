package syntax

// The parser: the grammar is the tagged syntax types of syntax.go, built
// into a parser by participle. The Reader (lex.go) cuts the input into
// statements in one pass; each statement's tokens reach participle
// through tokenLexer, so a statement is parsed from the tokens already
// read, never by lexing its text again, and the Reader's bounds (tokens
// per statement, nesting) hold before the parser starts.

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	plexer "github.com/alecthomas/participle/v2/lexer"
)

// tokenTypes are the token kinds of lex.go under the names the grammar's
// tags use (@Ident, @Int, @String, @Raw).
var tokenTypes = map[string]plexer.TokenType{
	"EOF":     plexer.EOF,
	"Newline": plexer.TokenType(tokNewline),
	"Ident":   plexer.TokenType(tokIdent),
	"Keyword": plexer.TokenType(tokKeyword),
	"Int":     plexer.TokenType(tokInt),
	"String":  plexer.TokenType(tokString),
	"Raw":     plexer.TokenType(tokRaw),
	"Op":      plexer.TokenType(tokOp),
}

// lexDefinition makes lex.go's lexer the lexer of the grammar.
type lexDefinition struct{}

// Symbols implements plexer.Definition.
func (lexDefinition) Symbols() map[string]plexer.TokenType { return tokenTypes }

// Lex implements plexer.Definition: it lexes a whole text (parseStatement
// and tests; scripts go through the Reader and Parse).
func (lexDefinition) Lex(file string, r io.Reader) (plexer.Lexer, error) {
	src, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	lx := newLexer(file, string(src))
	var toks []token
	for {
		t, lerr, _ := lx.next()
		if lerr != nil {
			return nil, lerr
		}
		if t.kind == tokEOF {
			break
		}
		if t.kind != tokNewline {
			toks = append(toks, t)
		}
	}
	return newTokenLexer(file, toks, endOf(lx.pos(), toks)), nil
}

var (
	parser      = participle.MustBuild[Stmt](participle.Lexer(lexDefinition{}), participle.UseLookahead(1))
	grammarEBNF = parser.String()
)

// tokenLexer hands a statement's tokens to participle, then EOF at end.
type tokenLexer struct {
	file string
	toks []token
	i    int
	end  plexer.Position
}

func newTokenLexer(file string, toks []token, end plexer.Position) *tokenLexer {
	return &tokenLexer{file: file, toks: toks, end: end}
}

// Next implements plexer.Lexer.
func (l *tokenLexer) Next() (plexer.Token, error) {
	if l.i >= len(l.toks) {
		return plexer.EOFToken(l.end), nil
	}
	t := l.toks[l.i]
	l.i++
	return plexer.Token{Type: plexer.TokenType(t.kind), Value: t.val,
		Pos: plexer.Position{Filename: l.file, Offset: t.off, Line: int(t.line), Column: int(t.col)}}, nil
}

// endOf is the position just past the last of toks (where a statement
// ends), or at when there are none.
func endOf(at Pos, toks []token) plexer.Position {
	if len(toks) == 0 {
		return plexer.Position{Filename: at.File, Line: at.Line, Column: at.Col}
	}
	last := toks[len(toks)-1]
	end := plexer.Position{Filename: at.File, Offset: last.off + len(last.val), Line: int(last.line), Column: int(last.col)}
	if i := strings.LastIndexByte(last.val, '\n'); i >= 0 {
		// A raw string over several lines ends on its last line.
		end.Line += strings.Count(last.val, "\n")
		end.Column = 1 + utf8.RuneCountInString(last.val[i+1:])
	} else {
		end.Column += utf8.RuneCountInString(last.val)
	}
	return end
}

// Parse parses the statement of u (a unit that IsStmt); line gives the
// source line of a position, for the error.
func Parse(u Unit, line func(Pos) string) (*Stmt, *Error) {
	file := u.Pos.File
	pl, err := plexer.Upgrade(newTokenLexer(file, u.toks, endOf(u.Pos, u.toks)))
	if err != nil {
		return nil, &Error{Pos: u.Pos, Msg: err.Error(), Line: line(u.Pos)}
	}
	st, err := parser.ParseFromLexer(pl)
	if err == nil {
		return st, nil
	}
	if bad, ok := badDefinition(u.toks); ok {
		p := bad.at(file)
		return nil, &Error{Pos: p, Msg: "the parameters of a function definition must be names, as in f(a, b) = a + b", Line: line(p)}
	}
	p, msg := u.Pos, "syntax error: "+err.Error()
	if pe, ok := err.(participle.Error); ok {
		p = PosOf(pe.Position())
		msg = friendlyParseError(pe)
	}
	return nil, &Error{Pos: p, Msg: msg, Line: line(p)}
}

// friendlyParseError says which token the parser could not take.
func friendlyParseError(pe participle.Error) string {
	if ut, ok := pe.(*participle.UnexpectedTokenError); ok {
		if ut.Unexpected.EOF() {
			return "syntax error: unexpected end of statement"
		}
		return fmt.Sprintf("syntax error: unexpected %q", ut.Unexpected.Value)
	}
	msg := pe.Message()
	if strings.Contains(msg, `unexpected token "<EOF>"`) {
		return "syntax error: unexpected end of statement"
	}
	if i := strings.Index(msg, "unexpected token "); i >= 0 {
		rest := msg[i+len("unexpected token "):]
		if j := strings.Index(rest, " (expected"); j >= 0 {
			rest = rest[:j]
		}
		return "syntax error: unexpected " + rest
	}
	return "syntax error: " + msg
}

// badDefinition reports whether toks look like a function definition
// `name(...) = ...` whose parameters are not all names, and the first
// token that is not.
func badDefinition(toks []token) (token, bool) {
	if len(toks) < 4 || toks[0].kind != tokIdent || toks[1].val != "(" {
		return token{}, false
	}
	depth := 0
	var bad *token
	for i := 1; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokOp {
			switch t.val {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
				if depth == 0 {
					if i+1 < len(toks) && toks[i+1].is(tokOp, "=") && bad != nil {
						return *bad, true
					}
					return token{}, false
				}
			}
		}
		if depth == 1 && bad == nil && i > 1 && !(t.kind == tokIdent || t.val == "," || t.val == ")") {
			bad = &toks[i]
		}
		if depth > 1 && bad == nil {
			bad = &toks[i]
		}
	}
	return token{}, false
}
