// What a host program sets on a session beyond the command line's
// settings: the context a run stops by, how files are reached, builtins
// of its own or left out, and the causes of stopped statements that
// errors.Is recognises.

package lang

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"syscall"

	"github.com/zqlang/zq/zdd"

	"github.com/zqlang/zq/lang/internal/syntax"
	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/puzzles"
)

// The causes of a stopped statement. The *Error of a stopped statement
// wraps one of them, so errors.Is(err, ErrTimeout) tells a time-out from
// an interrupt or a memory stop.
var (
	// ErrTimeout: the statement ran past the session's Timeout or the
	// deadline of the context it ran under (then errors.Is also matches
	// context.DeadlineExceeded).
	ErrTimeout = errors.New("time limit reached")
	// ErrNodeLimit: the statement grew the store past NodeLimit.
	ErrNodeLimit = errors.New("node limit reached")
	// ErrMemory: the statement grew past MemoryBudget.
	ErrMemory = errors.New("memory budget reached")
	// ErrInterrupted: the statement was stopped by Interrupt or by the
	// cancellation of its context (then errors.Is also matches
	// context.Canceled).
	ErrInterrupted = errors.New("interrupted")
)

// Files is how the builtins of a session reach files: open, load,
// loadgraph and source read through Open; save, write, dot and svg write
// through WriteFile. A session whose Files is nil uses the operating
// system's files (OSFiles).
type Files interface {
	// Open opens the file name for reading.
	Open(name string) (fs.File, error)
	// WriteFile replaces the file name by data, whole.
	WriteFile(name string, data []byte) error
}

// OSFiles reads and writes the operating system's files; a file is
// replaced atomically (a new file is written beside it, synced, then
// renamed over it).
var OSFiles Files = osFiles{}

type osFiles struct{}

func (osFiles) Open(name string) (fs.File, error)        { return os.Open(name) }
func (osFiles) WriteFile(name string, data []byte) error { return writeFile(name, data) }

func (s *Session) files() Files {
	if s.Files != nil {
		return s.Files
	}
	return OSFiles
}

// readAll reads the whole file name through the session's Files.
func (s *Session) readAll(name string) ([]byte, error) {
	f, err := s.files().Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

// RunContext is Run under ctx: cancelling ctx stops the running
// statement (as Interrupt does) and the ones after it; a deadline of ctx
// stops it like Timeout.
func (s *Session) RunContext(ctx context.Context, file, src string) error {
	s.parent = ctx
	defer func() { s.parent = nil }()
	return s.Run(file, src)
}

// EvalContext evaluates src, which must be one expression, under ctx,
// and returns its value (nil when the expression gives none, as print
// does). Nothing is displayed and no name is bound; a failed evaluation
// returns an *Error as Run does. The diagram nodes of the value are
// kept alive until the caller gives them back with Release.
func (s *Session) EvalContext(ctx context.Context, file, src string) (Value, error) {
	units, _ := syntax.Split(file, src)
	s.file = file
	s.lines = strings.Split(src, "\n")
	if len(units) == 0 {
		return nil, s.errAt(Pos{File: file, Line: 1, Col: 1}, "nothing to evaluate: an expression is expected")
	}
	u := units[0]
	if len(units) > 1 {
		return nil, s.errAt(units[1].Pos, "one expression is evaluated at a time; statements are run by Exec")
	}
	if u.LexErr != nil {
		return nil, u.LexErr
	}
	if u.Meta != "" {
		return nil, s.errAt(u.Pos, "a meta-command is not an expression; it is run by Exec")
	}
	st, perr := syntax.Parse(u, s.line)
	if perr != nil {
		return nil, perr
	}
	if st.Expr == nil {
		return nil, s.errAt(posOf(st.Pos), "an expression is expected, not a statement (bindings, definitions and asserts are run by Exec)")
	}
	var v Value
	s.capture = &v
	s.parent = ctx
	defer func() { s.capture, s.parent = nil, nil }()
	if err := s.exec(u); err != nil {
		return nil, err
	}
	return v, nil
}

// Release gives back the diagram nodes of a value EvalContext returned,
// so that the store can collect them.
func (s *Session) Release(v Value) {
	for _, n := range nodesOf(v, nil) {
		s.M.Unref(n)
	}
}

// Summary is the one-line text of a value, as a binding shows it
// ("family: 13 sets over 12 elements, 20 nodes").
func (s *Session) Summary(v Value) string { return s.summary(v) }

// IsBuiltin reports whether name is the name of a builtin in this
// session (left out or not, or one of its own): such a name cannot be
// bound.
func (s *Session) IsBuiltin(name string) bool { return s.isBuiltin(name) }

// Omitted reports whether the builtin name is left out of this session.
func (s *Session) Omitted(name string) bool { return s.omit[name] }

// builtin returns the builtin called name in this session: one of its
// own (Define), or a registered one that is not left out (Omit).
func (s *Session) builtin(name string) (*Builtin, bool) {
	if b, ok := s.own[name]; ok {
		return b, true
	}
	if s.omit[name] {
		return nil, false
	}
	b, ok := table()[name]
	return b, ok
}

// isBuiltin reports whether name is the name of a builtin, left out or
// not: such names cannot be bound.
func (s *Session) isBuiltin(name string) bool {
	if _, ok := s.own[name]; ok {
		return true
	}
	_, ok := table()[name]
	return ok
}

// builtinNames lists the names of the builtins a session can call.
func (s *Session) builtinNames() []string {
	out := make([]string, 0, len(builtins)+len(s.own))
	for n := range table() {
		if !s.omit[n] {
			out = append(out, n)
		}
	}
	for n := range s.own {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Define adds a builtin to this session only, to be called like any
// other. Unlike Register it returns an error: for a name that is not an
// identifier, is a keyword or names a builtin already, a missing Fn or
// Help, or a parameter list that is not well formed. Example and Topic
// may be left empty (Topic is then "host").
func (s *Session) Define(b *Builtin) error {
	if b == nil {
		return fmt.Errorf("no builtin given")
	}
	switch {
	case !IsName(b.Name):
		return fmt.Errorf("%q cannot name a function (a letter or _, then letters, digits or _; not a keyword)", b.Name)
	case s.isBuiltin(b.Name):
		return fmt.Errorf("%s is the name of a builtin already", b.Name)
	case b.Fn == nil:
		return fmt.Errorf("%s: no function given (Fn)", b.Name)
	case b.Help == "":
		return fmt.Errorf("%s: no help given (Help)", b.Name)
	}
	seen := map[string]bool{}
	optional := false
	for i, p := range b.Params {
		switch {
		case !IsName(p.Name):
			return fmt.Errorf("%s: parameter %d: %q is not a name", b.Name, i+1, p.Name)
		case seen[p.Name]:
			return fmt.Errorf("%s: parameter %s is named twice", b.Name, p.Name)
		case p.Kind == "":
			return fmt.Errorf("%s: parameter %s has no kind (\"any\", \"integer\", \"family\", ...)", b.Name, p.Name)
		case checkKind(p.Kind) != nil:
			return fmt.Errorf("%s: parameter %s: %v", b.Name, p.Name, checkKind(p.Kind))
		case p.Variadic && i != len(b.Params)-1:
			return fmt.Errorf("%s: only the last parameter may be variadic (%s is not the last)", b.Name, p.Name)
		case optional && !p.Optional && !p.Variadic:
			return fmt.Errorf("%s: parameter %s is required but follows an optional one", b.Name, p.Name)
		}
		seen[p.Name] = true
		optional = optional || p.Optional
	}
	c := *b
	if c.Topic == "" {
		c.Topic = "host"
	}
	if s.own == nil {
		s.own = map[string]*Builtin{}
	}
	s.own[c.Name] = &c
	return nil
}

// Omit leaves the named builtins out of this session: calling one is an
// error saying it is not available here. It returns an error, and
// leaves nothing out, when a name is not a builtin.
func (s *Session) Omit(names ...string) error {
	for _, n := range names {
		if _, ok := table()[n]; !ok {
			if _, own := s.own[n]; own {
				return fmt.Errorf("%s is a function of this session, not a registered builtin", n)
			}
			return fmt.Errorf("%s is not a builtin", n)
		}
	}
	if s.omit == nil {
		s.omit = map[string]bool{}
	}
	for _, n := range names {
		s.omit[n] = true
	}
	return nil
}

// Defined returns the builtins this session added with Define, sorted
// by name.
func (s *Session) Defined() []*Builtin {
	out := make([]*Builtin, 0, len(s.own))
	for _, b := range s.own {
		out = append(out, b)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// GenreHint is added to the message of an unknown function when no
// puzzle genre is registered: a Go program embedding zq adds the genres
// with a blank import.
const GenreHint = "no puzzle genre is registered in this program: a Go program adds them with the blank import _ \"github.com/zqlang/zq/puzzles/all\""

// genreHint is GenreHint, for an unknown function named like a genre
// when no genre is registered ("" otherwise).
func genreHint(name string) string {
	if puzzles.Registered() > 0 {
		return ""
	}
	for _, g := range puzzles.Linked {
		if g == name || wording.Nearest(name, []string{g}) != "" {
			return " (" + GenreHint + ")"
		}
	}
	return ""
}

// HostKinds are the kinds a host function's parameter may take, alone
// or joined with "|" ("integer|list"); "any" takes every value.
var HostKinds = []string{"integer", "boolean", "string", "list", "tuple", "family", "graph", "puzzle", "rational", "function"}

// checkKind returns an error when kind names a kind no value has: a
// misspelled or capitalised kind, spaces around "|", "any" joined with
// others.
func checkKind(kind string) error {
	if kind == "any" {
		return nil
	}
	for _, k := range strings.Split(kind, "|") {
		if !slices.Contains(HostKinds, k) {
			return fmt.Errorf("kind %q names no kind of value (any, or %s, joined with | and no spaces)", k, strings.Join(HostKinds, ", "))
		}
	}
	return nil
}

// stopError is the error of a statement stopped at p by cause.
func (s *Session) stopError(p Pos, cause error, format string, args ...any) *Error {
	e := s.errAt(p, format, args...)
	e.Err = cause
	return e
}

// writeFile replaces the file at path by data, whole: a new file is
// written beside it, synced, then renamed over it, so that a crash
// leaves the old file or the new one, never a mix. A symbolic link is
// written through (its target is replaced, the link stays); the file's
// permissions are kept (0644 for a new file); a read-only file is
// refused unless replace is set. The new file is named
// ".NAME.zq-writing-PID-RANDOM" until it is renamed; the temporaries a
// crashed zq left beside the file (their process is gone) are removed.
func writeFile(path string, data []byte) error { return writeFileOpt(path, data, false) }

// tempMarker names zq's temporary files: ".NAME" + tempMarker + "PID-...".
const tempMarker = ".zq-writing-"

func writeFileOpt(path string, data []byte, replace bool) error {
	fail := func(err error) error {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return fmt.Errorf("cannot write %s: %v", path, pe.Err)
		}
		return fmt.Errorf("cannot write %s: %v", path, err)
	}
	target, err := linkTarget(path)
	if err != nil {
		return fail(err)
	}
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(target); err == nil {
		if !fi.Mode().IsRegular() {
			return fmt.Errorf("cannot write %s: not a regular file", path)
		}
		mode = fi.Mode().Perm()
		if mode&0o200 == 0 && !replace {
			return fmt.Errorf("cannot write %s: the file is read-only (replace: true replaces it)", path)
		}
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	removeStaleTemps(dir, base)
	tmp, err := os.CreateTemp(dir, "."+base+tempMarker+strconv.Itoa(os.Getpid())+"-*")
	if err != nil {
		return fail(err)
	}
	name := tmp.Name()
	_, werr := tmp.Write(data)
	if werr == nil {
		werr = tmp.Sync()
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(name, mode)
	}
	if werr == nil {
		werr = os.Rename(name, target)
	}
	if werr != nil {
		os.Remove(name)
		return fail(werr)
	}
	return nil
}

// linkTarget follows path's symbolic links to the file they name (which
// need not exist yet).
func linkTarget(path string) (string, error) {
	for range 40 {
		fi, err := os.Lstat(path)
		if err != nil || fi.Mode()&os.ModeSymlink == 0 {
			return path, nil
		}
		dest, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(path), dest)
		}
		path = dest
	}
	return "", fmt.Errorf("too many levels of symbolic links")
}

// removeStaleTemps removes the temporary files of base in dir that a zq
// process which no longer runs left behind.
func removeStaleTemps(dir, base string) {
	prefix := "." + base + tempMarker
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok {
			continue
		}
		pidText, _, _ := strings.Cut(rest, "-")
		pid, err := strconv.Atoi(pidText)
		if err != nil || pid <= 0 || processRuns(pid) {
			continue
		}
		os.Remove(filepath.Join(dir, e.Name()))
	}
}

// processRuns reports whether process pid runs (or may: when that
// cannot be told, the file is left alone).
func processRuns(pid int) bool {
	if pid == os.Getpid() {
		return true
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	err = p.Signal(syscall.Signal(0))
	return err == nil || errors.Is(err, os.ErrPermission) || errors.Is(err, syscall.EPERM)
}

// each calls fn for the sets of f in the manager's enumeration order.
func (s *Session) each(f zdd.Node, fn func(set []uint32) bool) { s.M.Each(f, fn) }
