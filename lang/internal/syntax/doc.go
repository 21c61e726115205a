// Package syntax is the grammar of zq: the reader that cuts a source
// into statements in one pass (lexing as it goes, with the bounds on
// tokens and nesting), the statement's syntax tree, and the parser,
// which participle builds from the tree's tagged types and feeds with
// the tokens the reader already read.
//
// The package is internal: a host sees a program's text and the
// positioned errors (Pos, Error, CallSite), which package lang gives
// under its own names; the tree is the evaluator's business.
package syntax
