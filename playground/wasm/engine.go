package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/zqlang/zq"
	// The puzzle genres register themselves with package puzzles.
	_ "github.com/zqlang/zq/puzzles/all"
)

// memoryBudget is the page's budget for a session's store: WebAssembly
// has 4 GiB at most, and a statement past the budget stops with the
// command line's message instead of ending the worker.
const memoryBudget = 1 << 30

// engine is the one place the page's program reaches the interpreter,
// through zq's host API: a session, its output, and the names it knows.
type engine struct {
	s   *zq.Session
	out bytes.Buffer
}

// newEngine starts a session as the REPL has it: bindings echoed, the
// limits changeable by :timeout, :limit and :memory (the page is the
// user's own tool), no files.
func newEngine() *engine {
	e := &engine{}
	s, err := zq.New(zq.Options{MemoryBudget: memoryBudget, UserLimits: true})
	if err != nil {
		panic(err) // the options are constant
	}
	s.Interactive(&e.out, nil)
	e.s = s
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
	// Stopped tells that the statement was stopped (Stop, a limit).
	Stopped bool `json:"stopped,omitempty"`
	// Pictures are drawn below the text (see pictures).
	Pictures []picture `json:"pictures,omitempty"`
}

// exec runs the statements of a cell; ctx's cancellation interrupts the
// running statement (bindings stay as they were before it).
func (e *engine) exec(ctx context.Context, src string) result {
	e.out.Reset()
	// A cell is checked whole before any statement of it runs: a
	// misspelt name on its last line leaves the work above undone.
	if err := e.s.Check("cell", src); err != nil {
		return result{Error: describe(err)}
	}
	// explain and frontier are drawn from the run that prints them.
	var recorded []picture
	rctx := e.s.Recording(ctx, zq.Recorder{
		MaxSteps: maxSteps, MaxNodes: maxDrawnNodes,
		Explain: func(t *zq.Trace) {
			recorded = append(recorded, picture{Kind: "explain", Trace: traceJSON(t)})
		},
		Frontier: func(t *zq.FrontierTrace) {
			recorded = append(recorded, picture{Kind: "frontier", Frontier: frontierJSON(t)})
		},
	})
	err := e.s.ExecFile(rctx, "cell", src)
	r := result{Out: e.out.String(), Pictures: recorded}
	if err != nil {
		r.Error = describe(err)
		r.Stopped = errors.Is(err, zq.ErrInterrupted) || errors.Is(err, zq.ErrTimeout) ||
			errors.Is(err, zq.ErrMemory) || errors.Is(err, zq.ErrNodeLimit)
		return r
	}
	r.Pictures = append(r.Pictures, e.safePictures(ctx, src)...)
	return r
}

func describe(err error) *failure {
	f := &failure{Msg: err.Error(), Detail: zq.Detail(err)}
	var ze *zq.Error
	if errors.As(err, &ze) {
		f.Msg, f.Line, f.Col = ze.Msg, ze.Line, ze.Col
	}
	return f
}

// incomplete reports whether src needs more lines (an open bracket or
// raw string), as the REPL's continuation prompt does.
func (e *engine) incomplete(src string) bool { return zq.Incomplete(src) }

// words are the completions the REPL offers: builtins with their
// opening parenthesis, bound names (functions with one too), the
// meta-commands and the keywords, sorted.
func (e *engine) words() []string {
	var all []string
	for _, b := range e.s.Builtins() {
		all = append(all, b+"(")
	}
	for _, n := range e.s.Names() {
		if v, _ := e.s.Get(n); v != nil {
			if _, ok := v.(*zq.Func); ok {
				n += "("
			}
		}
		all = append(all, n)
	}
	for _, m := range zq.MetaCommands() {
		all = append(all, m+" ")
	}
	all = append(all, "assert ", "true", "false", "if ", "else ", "for ", "in ", "and ", "or ", "not ")
	sort.Strings(all)
	return all
}

// help is the text of :help topic.
func (e *engine) help(topic string) string { return e.s.Help(topic) }

// version is the interpreter's version.
func (e *engine) version() string { return zq.Version }

// safePictures is pictures with a failure kept to the picture: the
// page's worker must outlive any of them.
func (e *engine) safePictures(ctx context.Context, src string) (ps []picture) {
	defer func() {
		if r := recover(); r != nil {
			ps = []picture{{Kind: "error", Error: fmt.Sprintf("internal error drawing the picture: %v", r)}}
		}
	}()
	return e.pictures(ctx, src)
}
