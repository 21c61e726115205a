package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/pmezard/go-difflib/difflib"

	"github.com/zqlang/zq"
)

const fmtUsage = `usage: zq fmt [-w | -l | -d] FILE...

Prints each script in zq's one layout (doc/language.md, "Layout").
  -w   rewrite the files that are not in it (keeping their mode; a
       read-only file is refused)
  -l   list the files that are not in it
  -d   print what would change, as a unified diff
A file that does not parse is reported (FILE:LINE:COL and a caret) and
left as it is; the exit status is then 1.
`

// fmtMain is zq fmt.
func fmtMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("zq fmt", flag.ContinueOnError)
	fs.SetOutput(stderr)
	write := fs.Bool("w", false, "")
	list := fs.Bool("l", false, "")
	diff := fs.Bool("d", false, "")
	fs.Usage = func() { fmt.Fprint(stderr, fmtUsage) }
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() == 0 {
		fmt.Fprint(stderr, "zq fmt: no file given (zq fmt reads files, not standard input)\n"+fmtUsage)
		return 2
	}
	status := 0
	for _, path := range fs.Args() {
		src, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintf(stderr, "zq fmt: %v\n", err)
			status = 1
			continue
		}
		out, err := zq.Format(path, string(src))
		if err != nil {
			fmt.Fprintln(stderr, zq.Detail(err))
			status = 1
			continue
		}
		same := bytes.Equal(src, []byte(out))
		switch {
		case *list:
			if !same {
				fmt.Fprintln(stdout, path)
			}
		case *diff:
			if !same {
				d, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
					A: difflib.SplitLines(string(src)), B: difflib.SplitLines(out),
					FromFile: path + " (as it is)", ToFile: path + " (formatted)", Context: 3,
				})
				fmt.Fprint(stdout, d)
			}
		case *write:
			if same {
				continue
			}
			if fi, err := os.Stat(path); err == nil && fi.Mode().Perm()&0o200 == 0 {
				fmt.Fprintf(stderr, "zq fmt: %s is read-only: not rewritten\n", path)
				status = 1
				continue
			}
			if err := zq.WriteFile(path, []byte(out)); err != nil {
				fmt.Fprintf(stderr, "zq fmt: %v\n", err)
				status = 1
			}
		default:
			fmt.Fprint(stdout, out)
		}
	}
	return status
}
