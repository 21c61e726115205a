// Package lang implements the zq language: a small statement language
// whose values are families of sets held as ZDDs (with the universe
// their elements come from), graphs, integers of any size, booleans,
// strings, tuples and lists.
//
// A Session holds the bindings and the ZDD manager; Run parses and
// executes source text statement by statement. Errors are *Error values
// carrying "FILE:LINE:COL: message" and the source line with a caret. A
// statement that fails changes no binding; a panic inside a statement is
// recovered and reported as an internal error. Interrupt (from another
// goroutine, e.g. on Ctrl-C) stops the running statement.
//
// Builtins live in a registry: see Register for how to add one from
// another file of this package.
package lang

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/zqlang/zq/lang/internal/syntax"

	"github.com/zqlang/zq/zdd"
)

// Version is the version of zq reported by `zq --version`.
const Version = "0.1.0"

// Session is an interpreter state: bindings, settings and the ZDD
// manager all families of the session live in.
type Session struct {
	// M is the manager holding every family of the session.
	M *zdd.Manager
	// Out receives displayed values; Err receives error reports when
	// KeepGoing is set.
	Out, Err io.Writer
	// Echo makes bindings print a one-line summary ("x = family: ...").
	Echo bool
	// KeepGoing makes Run report errors to Err and go on with the next
	// statement instead of stopping at the first error.
	KeepGoing bool
	// Timing prints the time each statement took (":time on").
	Timing bool
	// Timeout stops a statement running longer (0 = none; ":timeout").
	Timeout time.Duration
	// NodeLimit stops a statement growing the store past this many
	// nodes (0 = none; ":limit").
	NodeLimit int
	// MemoryBudget stops a statement when the memory measured by
	// MemoryUsed grows past this many bytes, or when the session's store
	// would (0 = none; ":memory", SetMemoryBudget). New sessions take
	// DefaultMemoryBudget.
	MemoryBudget int64
	// MemoryUsed is what the memory budget is held against: nil for the
	// process's resident memory (ResidentBytes); StoreBytes for the
	// session's own store and builders. It is called from another
	// goroutine while a statement runs.
	MemoryUsed func() int64
	// OnMemoryBudget, when set, is called with each budget set by
	// SetMemoryBudget or :memory (0 for none). The command line sets the
	// Go runtime's memory limit from it; a session itself changes nothing
	// outside itself.
	OnMemoryBudget func(int64)
	// Files is how builtins read and write files (nil: the operating
	// system's, OSFiles).
	Files Files
	// FixedLimits keeps the limits (Timeout, NodeLimit, MemoryBudget) as
	// the program set them: :timeout, :limit and :memory then refuse to
	// change them, so that a user's script cannot lift them.
	FixedLimits bool
	// KeepLast binds the name _ to the value of each bare expression
	// (the REPL sets it).
	KeepLast bool
	// Trace prints each statement, prefixed by "> ", before running it
	// (for transcripts and golden files).
	Trace bool
	// Progress, when set, receives a progress line during long
	// constructions and "" when they end. The REPL sets it on terminals.
	Progress func(line string)

	vars      map[string]Value
	journal   map[string]prior // bindings changed by the running statement
	traceFrom int
	traced    bool
	lines     []string
	file      string
	quit      bool
	lastLive  int

	mu     sync.Mutex
	cancel context.CancelFunc

	parent   context.Context     // the context of the running RunContext
	capture  *Value              // where EvalContext takes the value
	own      map[string]*Builtin // Define
	omit     map[string]bool     // Omit
	building atomic.Int64        // bytes held by the running builder
	values   atomic.Int64        // bytes of plain values the running statement made
	runVars  map[string]Value    // the variables of a program's run (RunProgram)
}

// NewSession returns a session writing to out (errors too, when
// KeepGoing is set). It changes nothing outside the session: the Go
// runtime's memory limit is the program's to set (see OnMemoryBudget).
func NewSession(out io.Writer) *Session {
	return &Session{M: zdd.New(), Out: out, Err: out, vars: map[string]Value{}, lastLive: 1 << 16,
		MemoryBudget: DefaultMemoryBudget()}
}

// Lookup returns the value bound to name.
func (s *Session) Lookup(name string) (Value, bool) {
	v, ok := s.vars[name]
	return v, ok
}

// Names returns the bound names, sorted.
func (s *Session) Names() []string {
	out := make([]string, 0, len(s.vars))
	for k := range s.vars {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Quit reports whether a `:quit` was run.
func (s *Session) Quit() bool { return s.quit }

// Interrupt stops the statement running now, if any. It is safe to call
// from another goroutine.
func (s *Session) Interrupt() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cancel != nil {
		s.cancel()
	}
}

// Bind binds name to v, keeping the ZDD nodes of v alive and releasing
// those of the value it replaces.
func (s *Session) Bind(name string, v Value) {
	if s.journal != nil {
		if _, seen := s.journal[name]; !seen {
			old, had := s.vars[name]
			s.journal[name] = prior{old, had}
		}
	}
	for _, n := range nodesOf(v, nil) {
		s.M.Ref(n)
	}
	if old, ok := s.vars[name]; ok {
		for _, n := range nodesOf(old, nil) {
			s.M.Unref(n)
		}
	}
	s.vars[name] = v
}

// Run parses and executes src (named file in messages). It returns the
// first error, an *Error, unless KeepGoing is set; then every error is
// reported to Err and Run returns the last one.
func (s *Session) Run(file, src string) error {
	rd := syntax.NewReader(file, src)
	rd.Resume = s.KeepGoing
	s.file = file
	s.lines = strings.Split(src, "\n")
	s.traceFrom = 0
	s.traced = false
	var last error
	for !s.quit {
		u, ok := s.read(rd)
		if !ok {
			if rd.Err() != nil {
				return s.readStopped(rd)
			}
			break
		}
		if s.Trace {
			s.trace(src, u)
		}
		err := s.exec(u)
		if u.Meta != "" {
			// Tracing turned on by this line starts after it.
			s.traceFrom = max(s.traceFrom, min(u.End+1, len(src)))
		}
		if err != nil {
			if !s.KeepGoing {
				return err
			}
			fmt.Fprintln(s.Err, Detail(err))
			last = err
		}
	}
	return last
}

// read reads the next statement, under the time limit and Interrupt
// like a running statement: a huge or endless input stops like a slow
// statement.
func (s *Session) read(rd *syntax.Reader) (syntax.Unit, bool) {
	ctx, cancel := context.WithCancel(context.Background())
	if s.Timeout > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), s.Timeout)
	}
	defer cancel()
	s.mu.Lock()
	s.cancel = cancel
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.cancel = nil
		s.mu.Unlock()
	}()
	rd.Ctx = ctx
	u, ok := rd.Next()
	rd.Ctx = nil
	return u, ok
}

// readStopped is the error of a reader stopped by its context.
func (s *Session) readStopped(rd *syntax.Reader) error {
	p := rd.Pos()
	if errors.Is(rd.Err(), context.DeadlineExceeded) {
		return s.errAt(p, "stopped: reading the input ran past the time limit of %s (see :timeout)", s.Timeout)
	}
	return s.errAt(p, "interrupted (while reading the input)")
}

// trace prints the comments before statement u and the statement itself
// (prefixed by "> "); traceFrom is where the previous statement ended.
func (s *Session) trace(src string, u syntax.Unit) {
	var start, end int
	var text string
	switch {
	case u.IsStmt():
		start, end, text = u.Off, u.End, u.Text
	case u.Meta != "":
		start, end, text = u.Off, u.End, u.Meta
	default:
		return
	}
	if start < s.traceFrom || start > len(src) {
		start = s.traceFrom
	}
	// A comment after the statement on its line goes with it.
	if nl := strings.IndexByte(src[end:], '\n'); u.IsStmt() {
		rest := src[end:]
		if nl >= 0 {
			rest = rest[:nl]
		}
		if strings.HasPrefix(strings.TrimSpace(rest), "#") {
			text += strings.TrimRight(rest, " \t\r")
			end += len(rest)
		}
	}
	blank := false
	for _, l := range strings.Split(src[s.traceFrom:start], "\n") {
		l = strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(l, "#"):
			if blank && s.traced {
				fmt.Fprintln(s.Out)
			}
			blank = false
			fmt.Fprintln(s.Out, l)
		case l == "":
			blank = true
		}
	}
	s.traceFrom = end
	s.traced = true
	fmt.Fprintln(s.Out, "> "+strings.ReplaceAll(text, "\n", "\n  "))
}

// Detail returns the text of err for a user: for an *Error, the message
// with the source line and a caret.
func Detail(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Detail()
	}
	return err.Error()
}

func (s *Session) line(p Pos) string {
	if p.File == s.file && p.Line >= 1 && p.Line <= len(s.lines) {
		return s.lines[p.Line-1]
	}
	return ""
}

func (s *Session) errAt(p Pos, format string, args ...any) *Error {
	return &Error{Pos: p, Msg: fmt.Sprintf(format, args...), Line: s.line(p)}
}
