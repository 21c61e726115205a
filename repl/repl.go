// Package repl is the interactive read-eval-print loop of zq: line
// editing and history (in the user's home directory) through readline,
// tab completion of builtins, meta-commands and bound names, multi-line
// input while brackets or a raw string are open, Ctrl-C to stop a
// running statement, and a progress line for long constructions.
package repl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/chzyer/readline"
	"golang.org/x/term"

	"github.com/zqlang/zq"
)

// Prompts of the loop: the first line of a statement, and continuation
// lines.
const (
	Prompt     = "zq> "
	ContPrompt = "... "
)

// HistoryPath returns the history file: $ZQ_HISTORY if set, otherwise
// .zq_history in the user's home directory ("" when there is none).
func HistoryPath() string {
	if p := os.Getenv("ZQ_HISTORY"); p != "" {
		return p
	}
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return ""
	}
	return filepath.Join(home, ".zq_history")
}

// Options sets where Host reads and writes. The zero value reads the
// terminal on standard input and keeps no history.
type Options struct {
	// In supplies the lines typed. When nil, the loop reads standard
	// input as a terminal (line editing, completion, prompts); otherwise
	// it reads In as plain lines, without prompts or echo.
	In io.Reader
	// Out receives the greeting and the output of statements (standard
	// output when nil).
	Out io.Writer
	// Err receives the error reports (standard error when nil). The
	// progress line of long constructions is drawn there when it is a
	// terminal.
	Err io.Writer
	// HistoryFile is the file the statements entered are kept in and
	// recalled from; "" keeps none.
	HistoryFile string
}

// Host runs the loop over a session of package zq, with the input, the
// outputs and the history file given by opt: the loop is a host of zq
// like any other program.
func Host(s *zq.Session, opt Options) error {
	return loop(hostSession{s}, &Completer{session: s}, opt)
}

// runner is what the loop needs of a session.
type runner interface {
	// interactive sets the session up for the loop.
	interactive(out, errw io.Writer, progress func(string))
	run(src string) error
	quit() bool
	interrupt()
	detail(err error) string
}

type hostSession struct{ s *zq.Session }

func (h hostSession) interactive(out, _ io.Writer, progress func(string)) {
	h.s.Interactive(out, progress)
}
func (h hostSession) run(src string) error {
	return h.s.ExecFile(context.Background(), "<input>", src)
}
func (h hostSession) quit() bool              { return h.s.Quit() }
func (h hostSession) interrupt()              { h.s.Interrupt() }
func (h hostSession) detail(err error) string { return zq.Detail(err) }

func loop(s runner, completer *Completer, opt Options) error {
	out, stderr := opt.Out, opt.Err
	if out == nil {
		out = os.Stdout
	}
	if stderr == nil {
		stderr = os.Stderr
	}
	hist := openHistory(opt.HistoryFile, historyLimit)
	cfg := &readline.Config{
		Prompt:       Prompt,
		HistoryLimit: historyLimit,
		// A statement is saved whole once complete (see History.Add);
		// the file is kept by History, not by readline.
		DisableAutoSaveHistory: true,
		AutoComplete:           completer,
		Painter:                newlinePainter{},
		InterruptPrompt:        "^C",
		EOFPrompt:              "",
		Stdout:                 out,
		Stderr:                 stderr,
	}
	var paste *pasteReader
	if opt.In == nil {
		// A pasted text goes to the editor whole (see pasteReader).
		paste = newPasteReader(os.Stdin)
		cfg.Stdin, cfg.Listener = paste, paste
	} else {
		// Plain lines: no terminal modes, no window size.
		cfg.Stdin = io.NopCloser(opt.In)
		cfg.FuncIsTerminal = func() bool { return false }
		cfg.FuncMakeRaw = func() error { return nil }
		cfg.FuncExitRaw = func() error { return nil }
		cfg.FuncGetWidth = func() int { return 80 }
		cfg.FuncOnWidthChanged = func(func()) {}
	}
	rl, err := readline.NewEx(cfg)
	if err != nil {
		return err
	}
	defer rl.Close()
	if paste != nil {
		fmt.Fprint(out, bracketedOn)
		defer fmt.Fprint(out, bracketedOff)
	}
	hist.load(rl)
	// Statements run only between two Readline calls, so they write to
	// the outputs directly. readline's own writers redraw the prompt
	// around output when they think a line is being read, and that flag
	// is cleared by readline's reading goroutine some time after the
	// line is handed over: a fast statement's output could be wrapped in
	// a stray prompt redraw.
	var progress func(string)
	if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		// The outputs clear the progress line before they write.
		p := NewProgress(f)
		progress = p.Show
		out, stderr = p.Writer(out), p.Writer(stderr)
	}
	s.interactive(out, stderr, progress)
	fmt.Fprintf(out, "zq %s — families of sets as ZDDs. :help lists the builtins, :quit leaves.\n", zq.Version)
	var pending strings.Builder
	var lines []string
	for !s.quit() {
		if pending.Len() == 0 {
			rl.SetPrompt(Prompt)
		} else {
			rl.SetPrompt(ContPrompt)
		}
		line, err := rl.Readline()
		if errors.Is(err, readline.ErrInterrupt) {
			pending.Reset()
			lines = nil
			continue
		}
		if err == io.EOF {
			if pending.Len() > 0 {
				fmt.Fprintln(stderr, "incomplete statement dropped")
			}
			break
		}
		if err != nil {
			return err
		}
		line = enteredLine(line)
		pending.WriteString(line)
		pending.WriteString("\n")
		lines = append(lines, line)
		src := pending.String()
		if zq.Incomplete(src) {
			continue
		}
		pending.Reset()
		hist.Add(statementText(lines))
		hist.load(rl)
		lines = nil
		if strings.TrimSpace(src) == "" {
			continue
		}
		if err := runInterruptible(s, src); err != nil {
			fmt.Fprintln(stderr, s.detail(err))
		}
	}
	return nil
}

// statementText is the history entry of a statement typed as lines:
// one line when it can be (lines inside brackets joined by spaces), the
// lines as typed when a raw string or a comment needs them.
func statementText(lines []string) string {
	joined := strings.Join(lines, "\n")
	if len(lines) == 1 || strings.ContainsAny(joined, "`#") {
		return joined
	}
	parts := make([]string, len(lines))
	for i, l := range lines {
		parts[i] = strings.TrimSpace(l)
	}
	return strings.Join(parts, " ")
}

// runInterruptible runs src with Ctrl-C (SIGINT) stopping the running
// statement instead of the program.
func runInterruptible(s runner, src string) error {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-sig:
				s.interrupt()
			case <-done:
				return
			}
		}
	}()
	err := s.run(src)
	signal.Stop(sig)
	close(done)
	wg.Wait()
	return err
}

// Progress is a progress line on a terminal. Show rewrites it; the
// writers made by Writer clear it before they write, so that a result,
// an echo or an error never starts on the progress line.
type Progress struct {
	mu    sync.Mutex
	w     *os.File
	shown bool
}

// NewProgress returns a progress line drawn on the terminal w.
func NewProgress(w *os.File) *Progress { return &Progress{w: w} }

// Show draws line as the progress line, cut to the terminal's width;
// "" clears it.
func (p *Progress) Show(line string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if line == "" {
		p.clear()
		return
	}
	width := 80
	if cols, _, err := term.GetSize(int(p.w.Fd())); err == nil && cols > 10 {
		width = cols
	}
	if r := []rune(line); len(r) > width-1 {
		line = string(r[:width-1])
	}
	fmt.Fprint(p.w, "\r\x1b[K"+line)
	p.shown = true
}

func (p *Progress) clear() {
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
	}
}

// Writer returns w made to clear the progress line before each write.
func (p *Progress) Writer(w io.Writer) io.Writer { return clearingWriter{p, w} }

type clearingWriter struct {
	p *Progress
	w io.Writer
}

func (c clearingWriter) Write(b []byte) (int, error) {
	c.p.mu.Lock()
	defer c.p.mu.Unlock()
	c.p.clear()
	return c.w.Write(b)
}

// Completer completes builtin names, meta-commands and bound names.
type Completer struct {
	session *zq.Session // supplies the builtins and the bound names
}

// NewCompleter returns the completer over the builtins and bindings of s.
func NewCompleter(s *zq.Session) *Completer { return &Completer{session: s} }

// builtins returns the names of the builtins the session can call.
func (c *Completer) builtins() []string {
	return c.session.Builtins()
}

// bound returns the bound names, each with whether it is a function.
func (c *Completer) bound() (names []string, fn []bool) {
	for _, n := range c.session.Names() {
		v, _ := c.session.Get(n)
		_, isFn := v.(*zq.Func)
		names, fn = append(names, n), append(fn, isFn)
	}
	return names, fn
}

// Candidates returns the completions of the word ending at pos in line.
func (c *Completer) Candidates(line string, pos int) (word string, cands []string) {
	r := []rune(line)
	if pos > len(r) {
		pos = len(r)
	}
	start := pos
	for start > 0 && (unicode.IsLetter(r[start-1]) || unicode.IsDigit(r[start-1]) || r[start-1] == '_' || r[start-1] == ':') {
		start--
	}
	word = string(r[start:pos])
	if word == "" {
		return "", nil
	}
	before := strings.TrimSpace(string(r[:start]))
	var all []string
	switch {
	case strings.HasPrefix(word, ":"):
		for _, m := range zq.MetaCommands() {
			all = append(all, m+" ")
		}
	case strings.HasPrefix(before, ":help") || strings.HasPrefix(before, ":h "):
		all = append(all, c.builtins()...)
		names, fn := c.bound()
		for i, n := range names {
			if fn[i] {
				all = append(all, n)
			}
		}
	default:
		for _, b := range c.builtins() {
			all = append(all, b+"(")
		}
		names, fn := c.bound()
		for i, n := range names {
			if fn[i] {
				n += "("
			}
			all = append(all, n)
		}
		all = append(all, "assert ", "true", "false", "if ", "else ", "for ", "in ", "and ", "or ", "not ")
	}
	sort.Strings(all)
	for _, a := range all {
		if strings.HasPrefix(a, word) {
			cands = append(cands, a)
		}
	}
	return word, cands
}

// Do implements readline.AutoCompleter.
func (c *Completer) Do(line []rune, pos int) ([][]rune, int) {
	word, cands := c.Candidates(string(line), pos)
	if word == "" {
		return nil, 0
	}
	n := len([]rune(word))
	out := make([][]rune, len(cands))
	for i, s := range cands {
		out[i] = []rune(s)[n:]
	}
	return out, n
}
