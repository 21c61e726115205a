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
	"math/big"
	"sort"
	"strings"
	"sync"
	"time"

	"zq/zdd"
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
	// MemoryBudget stops a statement when the process holds more memory
	// than this many bytes (0 = none; ":memory", SetMemoryBudget). New
	// sessions take DefaultMemoryBudget.
	MemoryBudget int64
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
}

// NewSession returns a session writing to out (errors too, when
// KeepGoing is set).
func NewSession(out io.Writer) *Session {
	s := &Session{M: zdd.New(), Out: out, Err: out, vars: map[string]Value{}, lastLive: 1 << 16}
	s.SetMemoryBudget(DefaultMemoryBudget())
	return s
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
	units, _ := split(file, src)
	s.file = file
	s.lines = strings.Split(src, "\n")
	s.traceFrom = 0
	s.traced = false
	var last error
	for _, u := range units {
		if s.quit {
			break
		}
		if s.Trace {
			s.trace(src, u)
		}
		err := s.exec(u)
		if u.meta != "" && u.pos.Line <= len(s.lines) {
			// Tracing turned on by this line starts after it.
			s.traceFrom = max(s.traceFrom, offsetOf(s.lines, Pos{Line: u.pos.Line + 1, Col: 1}))
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

// trace prints the comments before statement u and the statement itself
// (prefixed by "> "); traceFrom is where the previous statement ended.
func (s *Session) trace(src string, u unit) {
	var start, end int
	var text string
	lines := s.lines
	switch {
	case len(u.toks) > 0:
		first, last := u.toks[0], u.toks[len(u.toks)-1]
		start, end = first.Pos.Offset, last.Pos.Offset+len(last.Value)
		text = src[start:end]
	case u.meta != "":
		start = offsetOf(lines, u.pos)
		end = start + len(lines[u.pos.Line-1]) - (u.pos.Col - 1)
		text = u.meta
	default:
		return
	}
	if start < s.traceFrom || start > len(src) {
		start = s.traceFrom
	}
	// A comment after the statement on its line goes with it.
	if nl := strings.IndexByte(src[end:], '\n'); len(u.toks) > 0 {
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

// exec runs one statement. No panic escapes it: one is reported as an
// internal error at the statement.
func (s *Session) exec(u unit) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = s.errAt(u.pos, "internal error: %v", r)
		}
	}()
	if u.lexErr != nil {
		return u.lexErr
	}
	if u.meta != "" {
		if err := s.Meta(u.meta); err != nil {
			return s.errAt(u.pos, "%s", err.Error())
		}
		return nil
	}
	st, perr := parseUnit(u, s.line)
	if perr != nil {
		return perr
	}
	if s.NodeLimit > 0 && s.M.Stats().LiveNodes > s.NodeLimit/2 {
		s.gc()
	}
	ctx, cancel := context.WithCancel(context.Background())
	if s.Timeout > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), s.Timeout)
	}
	s.mu.Lock()
	s.cancel = cancel
	s.mu.Unlock()
	stop := context.AfterFunc(ctx, s.M.Interrupt)
	s.M.ClearInterrupt()
	s.M.SetNodeLimit(s.NodeLimit)
	endWatch, memOver := s.watchMemory(cancel)
	if s.Progress != nil {
		s.M.SetWalkProgress(s.walkProgress())
	}
	start := time.Now()
	defer func() {
		endWatch()
		if memOver.Load() {
			giveBack()
		}
		stop()
		s.mu.Lock()
		s.cancel = nil
		s.mu.Unlock()
		cancel()
		s.M.ClearInterrupt()
		s.M.SetNodeLimit(0)
		s.M.SetWalkProgress(nil)
		if s.Progress != nil {
			s.Progress("")
		}
		if s.Timing {
			fmt.Fprintf(s.Out, "time: %s\n", time.Since(start).Round(time.Microsecond))
		}
		s.maybeGC()
	}()
	var out string
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = s.errAt(posOf(st.Pos), "internal error: %v", r)
			}
		}()
		gerr := s.M.Guard(func() { out, err = s.run(ctx, st, u.text(s.lines)) })
		if gerr != nil {
			err = gerr
		}
	}()
	if err != nil {
		if memOver.Load() {
			endWatch()
			return s.errAt(posOf(st.Pos), "stopped: the statement grew past the memory budget of %s (see :memory)", bytesText(s.MemoryBudget))
		}
		return s.stopped(ctx, st, err)
	}
	if out != "" {
		fmt.Fprintln(s.Out, out)
	}
	return nil
}

// walkProgress shows the long walks over a diagram (a count of a huge
// family, say) on the progress line, after 300 ms and at most every
// 100 ms.
func (s *Session) walkProgress() func(uint64) {
	start := time.Now()
	last := start
	return func(steps uint64) {
		if now := time.Now(); now.Sub(last) >= 100*time.Millisecond && now.Sub(start) >= 300*time.Millisecond {
			last = now
			s.Progress(fmt.Sprintf("walking the diagram: %s steps, %s", g64(int64(steps)), bytesText(ResidentBytes())))
		}
	}
}

// stopped turns errors of interrupted statements into messages.
func (s *Session) stopped(ctx context.Context, st *Stmt, err error) error {
	p := posOf(st.Pos)
	switch {
	case errors.Is(err, zdd.ErrNodeLimit):
		return s.errAt(p, "stopped: the statement grew past the node limit of %s nodes (see :limit)", Group(big.NewInt(int64(s.NodeLimit))))
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return s.errAt(p, "stopped: the statement ran past the time limit of %s (see :timeout)", s.Timeout)
	case errors.Is(err, zdd.ErrAborted) || errors.Is(err, context.Canceled) || ctx.Err() != nil:
		return s.errAt(p, "interrupted")
	}
	var e *Error
	if errors.As(err, &e) {
		return err
	}
	return s.errAt(p, "%s", err.Error())
}

func (s *Session) maybeGC() {
	if s.M.Stats().LiveNodes > 2*s.lastLive {
		s.gc()
	}
}

func (s *Session) gc() {
	s.M.GC()
	s.lastLive = max(s.M.Stats().LiveNodes, 1<<16)
}

// run evaluates a parsed statement; it returns the text to display.
func (s *Session) run(ctx context.Context, st *Stmt, text string) (out string, err error) {
	ev := &evaluator{s: s, ctx: ctx, src: source{s.file, s.lines}}
	// A statement binds at most once itself, but source runs whole
	// scripts: every binding made is journalled and undone if the
	// statement fails, panics included.
	s.journal = map[string]prior{}
	ok := false
	defer func() {
		if !ok {
			s.rollback()
		}
		s.journal = nil
	}()
	out, err = ev.stmt(st, text)
	ok = err == nil
	return out, err
}

// prior is a binding as it was before the running statement changed it.
type prior struct {
	v   Value
	had bool
}

// rollback puts back every binding the running statement changed.
func (s *Session) rollback() {
	j := s.journal
	s.journal = nil
	for name, p := range j {
		if p.had {
			s.Bind(name, p.v)
			continue
		}
		if v, ok := s.vars[name]; ok {
			for _, n := range nodesOf(v, nil) {
				s.M.Unref(n)
			}
			delete(s.vars, name)
		}
	}
}

// stmt runs one parsed statement whose source text is text; it returns
// the text to display.
func (ev *evaluator) stmt(st *Stmt, text string) (string, error) {
	s := ev.s
	switch {
	case st.Assert != nil:
		v, detail, err := ev.condition(st.Assert.Cond)
		if err != nil {
			return "", err
		}
		b, ok := v.(Bool)
		if !ok {
			return "", ev.errAt(posOf(st.Assert.Cond.Pos), "assert needs a boolean, got %s", kindOf(v))
		}
		if !b {
			msg := "assertion failed"
			if st.Assert.Message != nil {
				mv, err := ev.expr(st.Assert.Message)
				if err != nil {
					return "", err
				}
				if str, ok := mv.(Str); ok {
					msg += ": " + string(str)
				} else {
					msg += ": " + Show(mv)
				}
			} else if detail != "" {
				msg += ": " + detail
			}
			return "", ev.errAt(posOf(st.Pos), "%s", msg)
		}
		return "", nil
	case st.Def != nil:
		f, err := ev.define(st.Def, text)
		if err != nil {
			return "", err
		}
		s.Bind(f.Name, f)
		if s.Echo {
			return f.Name + " = " + f.Summary(), nil
		}
		return "", nil
	case st.Assign != nil:
		v, err := ev.expr(st.Assign.Value)
		if err != nil {
			return "", err
		}
		name := st.Assign.Name
		if _, ok := table()[name]; ok {
			return "", ev.errAt(posOf(st.Assign.Pos), "cannot bind %s: it is the name of a builtin", name)
		}
		s.Bind(name, v)
		if s.Echo {
			return name + " = " + s.summary(v), nil
		}
		return "", nil
	default:
		v, err := ev.expr(st.Expr)
		if err != nil {
			return "", err
		}
		if v == nil {
			return "", nil
		}
		if s.KeepLast {
			s.Bind("_", v)
		}
		return s.Display(v), nil
	}
}

// nearest returns the candidate closest to name when it is close enough.
func nearest(name string, cands []string) string {
	best, bestD := "", 3
	if len(name) <= 2 {
		return ""
	}
	bestD *= 2
	for _, c := range cands {
		d := 2 * editDistance(name, c)
		if isSubsequence(name, c) {
			d--
		}
		if d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

func isSubsequence(a, b string) bool {
	i := 0
	for j := 0; j < len(b) && i < len(a); j++ {
		if a[i] == b[j] {
			i++
		}
	}
	return i == len(a)
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
