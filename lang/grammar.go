package lang

import (
	plexer "github.com/alecthomas/participle/v2/lexer"

	"github.com/zqlang/zq/lang/internal/syntax"
)

// The grammar lives in package lang/internal/syntax; what a host sees of
// it is named here.

// MaxTokens is the most tokens one statement may have; a longer one is
// refused as soon as the reader passes the limit, before it is parsed.
const MaxTokens = syntax.MaxTokens

// MaxNesting is how deeply one statement may nest: brackets, not and
// if together. Deeper input is refused before it is parsed.
const MaxNesting = syntax.MaxNesting

// Pos is a position in a source: file name, 1-based line and column
// (fields File, Line and Col); String gives FILE:LINE:COL.
type Pos = syntax.Pos

// Error is an error at a position of a source: a syntax error, or an
// error of a statement while it ran. Its fields are Pos, Msg, Line (the
// source line, when known), Calls (the calls in progress where the
// error happened, innermost first) and Err (the cause of a stopped
// statement: ErrTimeout, ErrNodeLimit, ErrMemory or ErrInterrupted;
// Unwrap returns it). Error() gives "FILE:LINE:COL: message" and
// Detail() adds the source line with a caret under the column, and the
// calls.
type Error = syntax.Error

// CallSite is one call in progress: what was called (What: "f(n)",
// `source("defs.zq")`), where (Pos) and the source line there (Line).
type CallSite = syntax.CallSite

// Grammar returns the grammar of a statement in EBNF.
func Grammar() string { return syntax.Grammar() }

// Incomplete reports whether src ends inside an open bracket or raw
// string, so that a reader should ask for more lines before running it.
func Incomplete(src string) bool { return syntax.Incomplete(src) }

// IsName reports whether s can name a value, a function or a parameter
// in the language: a letter of any alphabet or _, then letters, digits
// or _, and not a reserved word (assert, let, true, false, if, else,
// for, in, and, or, not).
func IsName(s string) bool { return syntax.IsName(s) }

// posOf is the position of a syntax node.
func posOf(p plexer.Position) Pos { return syntax.PosOf(p) }

// Format returns src in zq's one layout (what zq fmt writes): see
// doc/language.md. src must parse; the first syntax error is returned
// as an *Error.
func Format(file, src string) (string, error) {
	out, err := syntax.Format(file, src)
	if err != nil {
		return "", err
	}
	return out, nil
}
