package zq

import (
	"errors"

	"github.com/zqlang/zq/lang"
)

// The causes of a stopped statement: the *Error of a stopped statement
// matches one of them with errors.Is.
var (
	// ErrTimeout: the statement ran past Options.Timeout or the deadline
	// of the context (errors.Is also matches context.DeadlineExceeded).
	ErrTimeout = lang.ErrTimeout
	// ErrNodeLimit: the statement grew the store past Options.NodeLimit.
	ErrNodeLimit = lang.ErrNodeLimit
	// ErrMemory: the statement grew past Options.MemoryBudget.
	ErrMemory = lang.ErrMemory
	// ErrInterrupted: the context was cancelled or Interrupt was called
	// (errors.Is also matches context.Canceled when the context was).
	ErrInterrupted = lang.ErrInterrupted
)

// Error is an error of a statement: a syntax error, an error of a
// builtin or a host function at the call, a failed assert, or a stop
// (see ErrTimeout). Error() gives "FILE:LINE:COL: message".
type Error struct {
	// File, Line and Col are where the error is (lines and columns from
	// 1; columns count characters). File is "<input>" for Exec, "<expr>"
	// for Eval, the name given to ExecFile, or the file read by source.
	File      string
	Line, Col int
	// Msg is the message, without the place.
	Msg string
	// Source is the line of the source the error is on ("" when unknown).
	Source string
	// Calls are the calls in progress (user functions, source), innermost
	// first, each as "what, called at FILE:LINE:COL".
	Calls []string

	text, detail string
	cause        error
}

// Error gives "FILE:LINE:COL: message" (a message past 600 characters
// is cut, saying how much is left out).
func (e *Error) Error() string { return e.text }

// Detail is the message as the command line shows it: the error, the
// source line with a caret under the column, and the calls in progress.
func (e *Error) Detail() string { return e.detail }

// Unwrap returns the cause of a stopped statement (ErrTimeout,
// ErrNodeLimit, ErrMemory, ErrInterrupted and the context's error), or
// nil.
func (e *Error) Unwrap() error { return e.cause }

// wrapErr turns the language's errors into *Error.
func wrapErr(err error) error {
	if err == nil {
		return nil
	}
	var le *lang.Error
	if !errors.As(err, &le) {
		return err
	}
	e := &Error{File: le.Pos.File, Line: le.Pos.Line, Col: le.Pos.Col, Msg: le.Msg,
		Source: le.Line, text: le.Error(), detail: le.Detail(), cause: le.Err}
	for _, c := range le.Calls {
		e.Calls = append(e.Calls, c.What+", called at "+c.Pos.String())
	}
	return e
}

// Detail returns the text of err for a user: for an *Error its Detail,
// otherwise its message ("" for nil).
func Detail(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Detail()
	}
	return err.Error()
}
