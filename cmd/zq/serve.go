package main

import (
	"io"

	"github.com/zqlang/zq/playground"
)

// subcommand runs `zq serve` and `zq site DIR` (the playground in the
// browser); ok is false when args name no subcommand.
func subcommand(args []string, stdout, stderr io.Writer) (status int, ok bool) {
	if len(args) > 0 && args[0] == "lsp" {
		return lspMain(args[1:], lspStdin, stdout, stderr), true
	}
	if len(args) > 0 && args[0] == "fmt" {
		return fmtMain(args[1:], stdout, stderr), true
	}
	if len(args) == 0 || (args[0] != "serve" && args[0] != "site") {
		return 0, false
	}
	return playground.Main(args, stdout, stderr), true
}
