// Command zqeval evaluates a zq expression under limits and prints the
// answer as JSON: a small host of the zq package, for the command line
// or, with -http, as a web service.
//
//	zqeval 'count(cycles(grid(8, 8)))'
//	{"kind":"integer","value":603841648931}
//
//	zqeval -http localhost:8080 &
//	curl 'localhost:8080/?expr=minimal({{1,2},{1,3},{2}})'
//
// Every evaluation runs in a fresh session with no access to files, a
// time limit, a node limit and a memory budget (flags). The exit status
// is 1 when the expression fails.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"

	// The puzzle genres (sudoku, slitherlink, ...).
	_ "github.com/zqlang/zq/puzzles/all"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("zqeval", flag.ContinueOnError)
	fs.SetOutput(stderr)
	lim := DefaultLimits
	fs.DurationVar(&lim.Timeout, "timeout", lim.Timeout, "stop the expression after this long")
	fs.Int64Var(&lim.Memory, "memory", lim.Memory, "the session's memory budget in bytes")
	fs.IntVar(&lim.Nodes, "nodes", lim.Nodes, "the most nodes the session's store may hold")
	fs.IntVar(&lim.Sets, "sets", lim.Sets, "the most sets of a family written")
	fs.IntVar(&lim.Items, "items", lim.Items, "the most items of a list written")
	fs.IntVar(&lim.Concurrent, "concurrent", lim.Concurrent, "the most evaluations the web handler runs at once")
	addr := fs.String("http", "", "serve on this address instead (GET ?expr= or POST {\"expr\": ...})")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	GoMemoryLimit(lim)
	if *addr != "" {
		fmt.Fprintf(stderr, "zqeval: serving on %s\n", *addr)
		if err := http.ListenAndServe(*addr, Handler(lim)); err != nil {
			fmt.Fprintf(stderr, "zqeval: %v\n", err)
			return 1
		}
		return 0
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: zqeval [flags] EXPRESSION  (or zqeval -http ADDRESS)")
		return 2
	}
	a := Evaluate(context.Background(), fs.Arg(0), lim)
	json.NewEncoder(stdout).Encode(a)
	if a.Error != "" {
		return 1
	}
	return 0
}
