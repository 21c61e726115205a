package main

import (
	"bytes"
	"context"
	"errors"
	"sort"
	"strings"
	"time"

	"github.com/zqlang/zq/lang"
	// The puzzle genres register themselves with package puzzles.
	_ "github.com/zqlang/zq/puzzles/all"
)

// interruptAgain is how often a cell whose context is done interrupts
// its session again, until the cell ends.
const interruptAgain = 5 * time.Millisecond

// engine is the one place the page's program reaches the interpreter:
// a session, its output, and the names it knows.
type engine struct {
	s   *lang.Session
	out bytes.Buffer
}

// newEngine starts a session as the REPL has it: bindings echoed, the
// last value kept as _.
func newEngine() *engine {
	e := &engine{}
	e.s = lang.NewSession(&e.out)
	e.s.Echo = true
	e.s.KeepLast = true
	return e
}

// failure is an error as the page shows it: the message, where it is
// (line and column of the cell, 0 when unknown) and the full text with
// the source line and a caret.
type failure struct {
	Msg    string `json:"msg"`
	Line   int    `json:"line"`
	Col    int    `json:"col"`
	Detail string `json:"detail"`
}

// result is what a cell gives back.
type result struct {
	Out   string   `json:"out"`
	Error *failure `json:"error,omitempty"`
	// Stopped tells that the statement was interrupted (Stop, a limit).
	Stopped bool `json:"stopped,omitempty"`
}

// exec runs the statements of a cell; ctx's cancellation interrupts the
// running statement (bindings stay as they were before it).
func (e *engine) exec(ctx context.Context, src string) result {
	e.out.Reset()
	// The session interrupts only a running statement: once ctx is done,
	// each statement the cell still starts is interrupted too.
	finished := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		for {
			e.s.Interrupt()
			select {
			case <-finished:
				return
			case <-time.After(interruptAgain):
			}
		}
	})
	err := e.s.Run("cell", src)
	close(finished)
	stop()
	r := result{Out: e.out.String()}
	if err != nil {
		r.Error = describe(err)
		r.Stopped = ctx.Err() != nil || strings.HasPrefix(r.Error.Msg, "stopped") || r.Error.Msg == "interrupted"
	}
	return r
}

func describe(err error) *failure {
	f := &failure{Msg: err.Error(), Detail: lang.Detail(err)}
	var le *lang.Error
	if errors.As(err, &le) {
		f.Msg, f.Line, f.Col = le.Msg, le.Pos.Line, le.Pos.Col
	}
	return f
}

// incomplete reports whether src needs more lines (an open bracket or
// raw string), as the REPL's continuation prompt does.
func (e *engine) incomplete(src string) bool { return lang.Incomplete(src) }

// words are the completions the REPL offers: builtins (with their
// opening parenthesis), bound names, meta-commands and keywords.
func (e *engine) words() []string {
	var all []string
	for _, b := range lang.Builtins() {
		all = append(all, b.Name+"(")
	}
	for _, n := range e.s.Names() {
		if v, _ := e.s.Lookup(n); v != nil && v.Kind() == "function" {
			n += "("
		}
		all = append(all, n)
	}
	for _, m := range lang.MetaCommands {
		all = append(all, m.Name+" ")
	}
	all = append(all, "assert ", "true", "false", "if ", "else ", "for ", "in ", "and ", "or ", "not ")
	sort.Strings(all)
	return all
}

// help is the text of :help topic.
func (e *engine) help(topic string) string { return lang.Help(topic) }

// version is the interpreter's version.
func (e *engine) version() string { return lang.Version }
