//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main explains how this program is built: it runs in a browser only.
func main() {
	fmt.Fprintln(os.Stderr, "this is zq for the playground page: build it with GOOS=js GOARCH=wasm (zq serve does)")
	os.Exit(2)
}
