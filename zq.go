// Package zq is the way into the zq language for Go programs: a host
// makes a Session with Options (where output goes, the limits of a
// statement, how files are reached, which builtins to leave out and
// functions of its own), runs statements with Exec, evaluates an
// expression with Eval and reads the result as plain Go values: integers
// as *big.Int, booleans, strings, lists ([]Value), tuples, families
// (*Family: their count and a lazy iterator over their sets), graphs and
// puzzles.
//
//	s, _ := zq.New(zq.Options{Timeout: 10 * time.Second})
//	v, err := s.Eval(ctx, "count(cycles(grid(8, 8)))")
//	n := v.(*big.Int) // 603,841,648,931
//
// # Stopping
//
// Every call takes a context: cancelling it stops the running statement
// (the error then matches ErrInterrupted and context.Canceled), and its
// deadline stops it like Options.Timeout (ErrTimeout and
// context.DeadlineExceeded). Options.NodeLimit and Options.MemoryBudget
// stop a statement growing the session's store (ErrNodeLimit,
// ErrMemory). A failed call changes no binding: the statement that
// failed is undone whole, and the ones before it in the same Exec stay.
// Errors in the language are *Error values with the file, line and
// column; errors.Is and errors.As tell them apart.
//
// # Sessions and goroutines
//
// A Session is safe for use from several goroutines: its calls take
// turns. Sessions are independent: each has its own store of diagrams,
// bindings, limits, files and functions, so any number can run at once
// in one process, one per goroutine. What they share is read-only once
// the program has started: the builtins and the puzzle genres registered
// by package init functions, and the universes of families (the edges of
// a graph, the cells of a board). A family made in one session can be
// bound in another: Set copies it into the receiving session's store.
// The memory budget counts each session's own store, builders and the
// values its statement makes, not the process, so a host running several
// sessions sets a budget on each.
//
// # Puzzles
//
// The puzzle genres (sudoku, slitherlink, numberlink, ...) register
// themselves from their own packages; a program that wants them all
// imports them for their side effect:
//
//	import _ "github.com/zqlang/zq/puzzles/all"
//
// Without it the puzzle builtins are unknown and the error says so.
//
// The builtin library (package lang/lib/all and the packages it
// imports) is always linked in; Options.Omit leaves builtins out of a
// session.
//
// doc/embedding.md describes the API by example, what is safe to expose
// to untrusted input, and the limits with their defaults.
package zq

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all" // every host has the whole builtin library
	"github.com/zqlang/zq/zdd"
)

// Version is the version of the language.
const Version = lang.Version

// Options set up a Session. The zero value is a session with no limits
// but its context, no files and output discarded.
type Options struct {
	// Stdout receives what statements display: the values of bare
	// expressions run by Exec, print, show and table. Nil discards it.
	Stdout io.Writer
	// Progress, when set, receives a line now and then during long
	// constructions, and "" when one ends.
	Progress func(line string)

	// Timeout stops a statement running longer (0: none but the
	// context's deadline).
	Timeout time.Duration
	// NodeLimit stops a statement growing the session's store past this
	// many nodes (0: none).
	NodeLimit int
	// MemoryBudget, in bytes, stops a statement when the session's own
	// memory (its store of diagrams, with the unique table and the
	// operation cache, the builder or the Slitherlink deductions running,
	// and the lists, strings and integers the statement makes) would grow
	// past it; each is checked before it grows. 0: none. It counts the
	// session, not the process (see ProcessMemory).
	MemoryBudget int64

	// FS is where open, load, loadgraph and source read files: names
	// are slash-separated paths of FS (fs.ValidPath). Nil: reading files
	// is off, and those builtins fail saying so.
	FS fs.FS
	// WriteFile is how save, write, dot (with a path) and svg write a
	// file: it gets the whole content and the name as written in the
	// statement, cleaned to a relative slash-separated path with no ..
	// element (CleanWritePath; other names are refused before it is
	// called), so that a host may join it onto a folder of its own.
	// Nil: writing files is off, and those builtins fail saying so.
	WriteFile func(name string, data []byte) error

	// Omit lists builtins to leave out of the session: calling one is an
	// error saying it is not available. New fails on a name that is not
	// a builtin.
	Omit []string
	// Functions are host functions, called from zq like builtins (see
	// Function and Session.Define).
	Functions []Function

	// The options below are for programs that are the user's own tool,
	// as zq's command line is; a host running other people's input
	// leaves them unset.

	// OSFiles reads and writes the operating system's files directly
	// (FS and WriteFile are then ignored).
	OSFiles bool
	// ProcessMemory holds MemoryBudget against the whole process's
	// resident memory instead of the session's own.
	ProcessMemory bool
	// UserLimits lets the meta-commands :timeout, :limit and :memory
	// change the limits; otherwise they refuse, so that the input cannot
	// lift the limits the host set.
	UserLimits bool
	// GoMemoryLimit makes MemoryBudget (as set and as changed by
	// :memory) also the Go runtime's soft memory limit, so that the
	// collector works harder near it. It is a setting of the whole
	// process, for a program that runs one session.
	GoMemoryLimit bool
	// Echo prints a one-line summary of each binding on Stdout
	// ("x = family: 13 sets over 12 elements, 20 nodes").
	Echo bool
}

// Session is an interpreter: its bindings, its store of diagrams and its
// settings. Make one with New.
type Session struct {
	mu     sync.Mutex
	ls     *lang.Session
	inHost atomic.Bool // a host function of this session is running

	relMu   sync.Mutex
	release []zdd.Node // roots of families the program dropped
}

// New returns a session set up by opt.
func New(opt Options) (*Session, error) {
	out := opt.Stdout
	if out == nil {
		out = io.Discard
	}
	ls := lang.NewSession(out)
	ls.Err = out
	ls.Progress = opt.Progress
	ls.Timeout = opt.Timeout
	ls.NodeLimit = opt.NodeLimit
	ls.MemoryBudget = max(opt.MemoryBudget, 0)
	if !opt.ProcessMemory {
		ls.MemoryUsed = ls.StoreBytes
	}
	ls.FixedLimits = !opt.UserLimits
	if !opt.OSFiles {
		ls.Files = hostFiles{fsys: opt.FS, write: opt.WriteFile}
	}
	ls.Echo = opt.Echo
	if opt.GoMemoryLimit {
		ls.OnMemoryBudget = lang.GoMemoryLimit
		ls.SetMemoryBudget(ls.MemoryBudget)
	}
	s := &Session{ls: ls}
	if err := ls.Omit(opt.Omit...); err != nil {
		return nil, fmt.Errorf("zq: Omit: %w", err)
	}
	for _, f := range opt.Functions {
		if err := s.define(f); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// lock takes the session for a call and releases the families the
// program dropped since the last one. It returns the function that
// gives the session back.
func (s *Session) lock() func() {
	s.mu.Lock()
	s.drain()
	return s.mu.Unlock
}

// lockContext takes the session as lock does, waiting for the call
// running in it at most until ctx is done.
func (s *Session) lockContext(ctx context.Context) (func(), error) {
	wait := 100 * time.Microsecond
	for {
		if s.mu.TryLock() {
			s.drain()
			return s.mu.Unlock, nil
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		case <-t.C:
		}
		wait = min(2*wait, 10*time.Millisecond)
	}
}

// waitTurn takes the session for Exec or Eval, waiting for a call of
// another goroutine until ctx is done; the error then matches
// ErrTimeout or ErrInterrupted as a stopped statement's does.
func (s *Session) waitTurn(ctx context.Context) (func(), error) {
	if ctx == nil {
		ctx = context.Background()
	}
	unlock, err := s.lockContext(ctx)
	if err != nil {
		cause := ErrInterrupted
		if errors.Is(err, context.DeadlineExceeded) {
			cause = ErrTimeout
		}
		return nil, fmt.Errorf("zq: the session was running another call's statement until the context ended: %w", errors.Join(cause, err))
	}
	return unlock, nil
}

// use takes the session for a read of one of its values: from a host
// function running in it, the session is in use already by the same
// call, and is read as it is.
func (s *Session) use() func() {
	if s.mu.TryLock() {
		s.drain()
		return s.mu.Unlock
	}
	if s.inHost.Load() {
		return func() {}
	}
	return s.lock()
}

func (s *Session) drain() {
	s.relMu.Lock()
	rel := s.release
	s.release = nil
	s.relMu.Unlock()
	for _, n := range rel {
		s.ls.M.Unref(n)
	}
}

// errReentry is the error of a call made by a host function into its
// own session.
var errReentry = errors.New("zq: a host function called Exec, Eval, Set or Define of the session running it")

// Exec runs the statements of src (named "<input>" in messages),
// displaying the values of bare expressions on Stdout. It stops at the
// first error, which it returns; the statements before it keep their
// effect, the failed one has none.
func (s *Session) Exec(ctx context.Context, src string) error {
	return s.ExecFile(ctx, "<input>", src)
}

// ExecFile is Exec for a script: name is the file name shown in
// messages, and source resolves relative paths from its folder.
func (s *Session) ExecFile(ctx context.Context, name, src string) error {
	if s.inHost.Load() {
		return errReentry
	}
	unlock, err := s.waitTurn(ctx)
	if err != nil {
		return err
	}
	defer unlock()
	return wrapErr(s.ls.RunContext(ctx, name, src))
}

// Eval evaluates one expression (named "<expr>" in messages) and
// returns its value, without displaying it or binding any name. The
// value is nil for an expression that gives none (print).
func (s *Session) Eval(ctx context.Context, expr string) (Value, error) {
	if s.inHost.Load() {
		return nil, errReentry
	}
	unlock, err := s.waitTurn(ctx)
	if err != nil {
		return nil, err
	}
	defer unlock()
	v, err := s.ls.EvalContext(ctx, "<expr>", expr)
	if err != nil {
		return nil, wrapErr(err)
	}
	defer s.ls.Release(v)
	return s.fromLang(v), nil
}

// Check reads the statements of src (name is the file named in messages)
// without running any and returns the first error found: a syntax
// error, or a name that is neither a builtin of the session, bound in
// it, nor bound by an earlier statement of src (a function's body may
// use names bound anywhere in src). A script that calls source is
// checked up to that call. The command line checks each script so
// before running it; an editor or a page can check a user's text as it
// is written.
func (s *Session) Check(name, src string) error {
	defer s.use()()
	return wrapErr(s.ls.Check(name, src))
}

// Get returns the value bound to name.
func (s *Session) Get(name string) (Value, bool) {
	defer s.use()()
	v, ok := s.ls.Lookup(name)
	if !ok {
		return nil, false
	}
	return s.fromLang(v), true
}

// Names returns the bound names, sorted.
func (s *Session) Names() []string {
	defer s.use()()
	return s.ls.Names()
}

// Set binds name to a Go value: an integer of any Go type or *big.Int,
// a bool, a string, a list ([]Value, []int, []string, ...), a Tuple, a
// *Family (made by Families or IntFamily, or read from any session), a
// *Graph (made by NewGraph or read from a session), or another value
// read from this session. A [][]int is bound as the family of those
// sets of integers. Set fails on other values and on a name that is not
// an identifier or is a builtin's. It waits for a statement running in
// this session to end; a family of another session that is running a
// statement now is not waited for: Set fails at once saying so
// (SetContext waits for it).
func (s *Session) Set(name string, v any) error {
	return s.set(nil, name, v)
}

// SetContext is Set waiting until ctx is done, at most, for this session
// and for the sessions of the families in v, when they are running a
// statement; past that it fails with ctx's error (errors.Is).
func (s *Session) SetContext(ctx context.Context, name string, v any) error {
	if ctx == nil {
		ctx = context.Background()
	}
	return s.set(ctx, name, v)
}

func (s *Session) set(ctx context.Context, name string, v any) error {
	if s.inHost.Load() {
		return errReentry
	}
	if !lang.IsName(name) {
		return fmt.Errorf("zq: Set: %q cannot be bound (a letter or _, then letters, digits or _; not a keyword)", name)
	}
	pv, err := s.prepare(ctx, v)
	if err != nil {
		return fmt.Errorf("zq: Set %s: %w", name, err)
	}
	unlock := func() {}
	if ctx == nil {
		unlock = s.lock()
	} else if unlock, err = s.lockContext(ctx); err != nil {
		return fmt.Errorf("zq: Set %s: the session is running a statement (waited until %w)", name, err)
	}
	defer unlock()
	if s.ls.IsBuiltin(name) {
		return fmt.Errorf("zq: Set: %s is the name of a builtin", name)
	}
	lv, err := s.toLang(pv)
	if err != nil {
		return fmt.Errorf("zq: Set %s: %w", name, err)
	}
	s.ls.Bind(name, lv)
	return nil
}

// Interrupt stops the statement running now, if any, as cancelling its
// context does. It is safe to call from any goroutine.
func (s *Session) Interrupt() { s.ls.Interrupt() }

// Stats describes the session's store of diagrams.
type Stats struct {
	// Nodes is the number of nodes in the store (those no binding uses
	// included, until they are collected).
	Nodes int
	// Bytes is the memory the store, its unique table and its cache
	// take: what MemoryBudget is held against between statements.
	Bytes int64
}

// Stats returns figures of the session's store.
func (s *Session) Stats() Stats {
	defer s.use()()
	st := s.ls.M.Stats()
	return Stats{Nodes: st.LiveNodes, Bytes: st.Bytes}
}

// Builtins lists the names of the builtins the session can call, its
// host functions included, sorted.
func (s *Session) Builtins() []string {
	defer s.use()()
	var out []string
	for _, b := range lang.Builtins() {
		if !s.ls.Omitted(b.Name) {
			out = append(out, b.Name)
		}
	}
	for _, b := range s.ls.Defined() {
		out = append(out, b.Name)
	}
	sort.Strings(out)
	return out
}

// Help returns the help of a builtin or a host function (its signature,
// what it does and an example), or of a topic ("" lists the builtins).
func (s *Session) Help(name string) string {
	defer s.use()()
	for _, b := range s.ls.Defined() {
		if b.Name == name {
			return b.Signature() + "\n  " + b.Help + "\n"
		}
	}
	return lang.Help(name)
}

// Quit reports whether the input has run :quit; a program reading
// statements stops then.
func (s *Session) Quit() bool {
	defer s.use()()
	return s.ls.Quit()
}

// Interactive sets the session up for a read-eval-print loop: each
// binding shows a summary, the value of each bare expression is also
// bound to _, what statements display goes to out and progress lines to
// progress (nil: none).
func (s *Session) Interactive(out io.Writer, progress func(line string)) {
	defer s.lock()()
	if out == nil {
		out = io.Discard
	}
	s.ls.Echo, s.ls.KeepLast = true, true
	s.ls.Out, s.ls.Err = out, out
	s.ls.Progress = progress
}

// Format returns the source of a script in zq's one layout, as zq fmt
// writes it: only spaces and line breaks change (comments kept), so it
// means the same. A syntax error is an *Error with its place.
func Format(name, src string) (string, error) {
	out, err := lang.Format(name, src)
	if err != nil {
		return "", wrapErr(err)
	}
	return out, nil
}

// WriteFile replaces the operating system's file path by data as save
// does: whole (a new file written beside it, then renamed over it),
// keeping the file's permissions, through a symbolic link, refusing a
// read-only file.
func WriteFile(path string, data []byte) error { return lang.OSFiles.WriteFile(path, data) }

// Incomplete reports whether src ends inside brackets or a raw string:
// a program reading statements line by line reads more before running
// them.
func Incomplete(src string) bool { return lang.Incomplete(src) }

// MetaCommands returns the meta-commands a session runs (":help",
// ":vars", ...), for completion.
func MetaCommands() []string {
	out := make([]string, len(lang.MetaCommands))
	for i, m := range lang.MetaCommands {
		out[i] = m.Name
	}
	return out
}

// ParseSize reads a memory size such as 1GiB, 512MiB, 2G or 300MB (the
// binary and decimal suffixes both count in powers of 1024).
func ParseSize(text string) (int64, error) { return lang.ParseSize(text) }

// DefaultMemoryBudget is three quarters of the memory the process may
// use (the machine's, or its control group's limit when lower), or 0
// when unknown: the command line's default budget.
func DefaultMemoryBudget() int64 { return lang.DefaultMemoryBudget() }
