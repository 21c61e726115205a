// Command zq is the zq language: a REPL and script runner over families
// of sets held as ZDDs.
//
//	zq                    the REPL on a terminal; statements from stdin otherwise
//	zq FILE.zq [FILE...]  run scripts
//	zq -e 'STATEMENTS'    run statements given on the command line
//	zq serve              the playground (zq in the browser) on a local address
//	zq site DIR           the playground as a static site in DIR
//	zq lsp                the language server for editors, on stdin and stdout
//
// The exit status is 1 after the first error (reported as
// FILE:LINE:COL: message, with the line and a caret) and 2 for bad usage.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"

	"github.com/zqlang/zq"
	// The puzzle genres register themselves with package puzzles.
	_ "github.com/zqlang/zq/puzzles/all"
	"github.com/zqlang/zq/repl"
)

const usage = `zq %s — a query language over families of sets (ZDDs), graphs and puzzles

Usage:
  zq                     start the REPL (on a terminal); otherwise run the
                         statements read from standard input
  zq FILE.zq [FILE...]   run scripts in order
  zq -e 'STATEMENTS'     run statements (separated by ';' or newlines)
  zq serve [-addr A]     build the playground (zq in the browser) and serve
                         it on a local address (default 127.0.0.1:8080)
  zq site DIR            write the playground as a static site into DIR
  zq fmt [-w|-l|-d] FILE...
                         print scripts in zq's one layout; -w rewrites
                         them, -l lists those that would change, -d
                         prints the changes as a diff
  zq lsp                 the language server, on standard input and
                         output, for editors (doc/editors.md)

Options:
  -e STATEMENTS   run STATEMENTS (may be repeated; runs before any FILE)
  -v              print a one-line summary of every binding
  -timeout D      stop any statement running longer than D (e.g. 30s)
  -limit N        stop any statement growing the store past N nodes
  -memory SIZE    stop any statement when zq holds more memory than SIZE
                  (e.g. 2GiB; default three quarters of the machine's;
                  off for none)
  --help          show this help
  --version       show the version

Scripts and -e stop at the first error with exit status 1. In the REPL,
:help lists the builtins by topic and :help NAME describes one.
Example:
  zq -e 'C = cycles(grid(3, 3)); count(C)'
`

type multi []string

func (m *multi) String() string     { return strings.Join(*m, "; ") }
func (m *multi) Set(s string) error { *m = append(*m, s); return nil }

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if status, ok := subcommand(args, stdout, stderr); ok {
		return status
	}
	fs := flag.NewFlagSet("zq", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var exprs multi
	fs.Var(&exprs, "e", "")
	verbose := fs.Bool("v", false, "")
	version := fs.Bool("version", false, "")
	help := fs.Bool("help", false, "")
	timeout := fs.Duration("timeout", 0, "")
	limit := fs.Int("limit", 0, "")
	memory := fs.String("memory", "", "")
	fs.Usage = func() { fmt.Fprintf(stderr, usage, zq.Version) }
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if *help {
		fmt.Fprintf(stdout, usage, zq.Version)
		return 0
	}
	if *version {
		fmt.Fprintf(stdout, "zq %s\n", zq.Version)
		return 0
	}
	// The limits take what :limit and :timeout take (0 for none).
	if *limit < 0 {
		fmt.Fprintf(stderr, "zq: -limit: bad number of nodes %d (a positive number, or 0 for none)\n", *limit)
		return 2
	}
	if *timeout < 0 {
		fmt.Fprintf(stderr, "zq: -timeout: bad duration %s (e.g. 500ms, 30s, 2m; 0 for none)\n", *timeout)
		return 2
	}
	// The command line is a host of package zq, with the settings of a
	// user's own tool: the operating system's files, limits the user may
	// change, and a memory budget held against the whole process (also
	// the Go runtime's memory limit, so that the collector works harder
	// near it).
	opt := zq.Options{
		Stdout: stdout, Echo: *verbose, Timeout: *timeout, NodeLimit: *limit,
		MemoryBudget: zq.DefaultMemoryBudget(), ProcessMemory: true, GoMemoryLimit: true,
		OSFiles: true, UserLimits: true,
	}
	switch *memory {
	case "":
	case "off", "0":
		opt.MemoryBudget = 0
	default:
		n, err := zq.ParseSize(*memory)
		if err != nil {
			fmt.Fprintf(stderr, "zq: -memory: %v\n", err)
			return 2
		}
		opt.MemoryBudget = n
	}
	if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		// Output clears the progress line before it is written.
		p := repl.NewProgress(f)
		opt.Progress = p.Show
		opt.Stdout = p.Writer(stdout)
	}
	s, err := zq.New(opt)
	if err != nil {
		fmt.Fprintf(stderr, "zq: %v\n", err)
		return 2
	}
	ctx := context.Background()
	fail := func(err error) int {
		fmt.Fprintln(stderr, zq.Detail(err))
		return 1
	}
	for _, e := range exprs {
		if err := s.Check("-e", e); err != nil {
			return fail(err)
		}
		if err := s.ExecFile(ctx, "-e", e); err != nil {
			return fail(err)
		}
		if s.Quit() {
			return 0
		}
	}
	for _, path := range fs.Args() {
		src, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintf(stderr, "zq: %v\n", err)
			return 1
		}
		// A misspelt name on the last line is reported before the
		// script runs, not after the work before it.
		if err := s.Check(path, string(src)); err != nil {
			return fail(err)
		}
		if err := s.ExecFile(ctx, path, string(src)); err != nil {
			return fail(err)
		}
		if s.Quit() {
			return 0
		}
	}
	if len(exprs) > 0 || fs.NArg() > 0 {
		return 0
	}
	if f, ok := stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		if err := repl.Host(s, repl.Options{HistoryFile: repl.HistoryPath()}); err != nil {
			fmt.Fprintf(stderr, "zq: %v\n", err)
			return 1
		}
		return 0
	}
	src, err := io.ReadAll(stdin)
	if err != nil {
		fmt.Fprintf(stderr, "zq: reading standard input: %v\n", err)
		return 1
	}
	if err := s.ExecFile(ctx, "<stdin>", string(src)); err != nil {
		return fail(err)
	}
	return 0
}
