package lang

import "github.com/zqlang/zq/lang/internal/syntax"

// Token is one token of a source as an editor colours it: Kind ("ident",
// "keyword", "int", "string", "raw", "op", "comment" or "meta" for a
// meta-command line), Text as written, and where it starts (Off, a byte
// offset, and Line and Col, 1-based).
type Token = syntax.Token

// Tokens cuts src into tokens as the reader of statements does, keeping
// comments and meta-command lines (spaces and line breaks are left out).
// After a lexical error it goes on at the next line, as the reader does
// (a raw string never closed ends the tokens); the first error is
// returned as an *Error with its place, together with every token read.
func Tokens(file, src string) ([]Token, error) {
	toks, err := syntax.Tokens(file, src)
	if err != nil {
		return toks, err
	}
	return toks, nil
}
