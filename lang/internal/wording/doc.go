// Package wording holds the small text helpers the evaluator and the
// builtin library share: numbers with grouped digits, sizes in bytes,
// plurals, spelling suggestions and text blocks set side by side.
package wording
