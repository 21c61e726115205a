package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/zqlang/zq/lsp"
)

const lspUsage = `usage: zq lsp

Runs zq's language server on standard input and output, for an editor
(doc/editors.md): diagnostics as you type, hover, completion, signature
help, go to definition, references, symbols, formatting and rename. It
reads scripts and never runs them.
`

// lspMain is zq lsp.
func lspMain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
			fmt.Fprint(stdout, lspUsage)
			return 0
		}
		fmt.Fprint(stderr, "zq lsp: takes no arguments\n"+lspUsage)
		return 2
	}
	if err := lsp.Serve(context.Background(), stdin, stdout); err != nil {
		fmt.Fprintf(stderr, "zq lsp: %v\n", err)
		return 1
	}
	return 0
}

// lspStdin is where zq lsp reads (a variable for the tests).
var lspStdin io.Reader = os.Stdin
