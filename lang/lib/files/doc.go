// Package files holds the builtins that reach files and show values:
// show, save, open, write, dot and svg, through the session's Files. It
// registers them with package lang when it is imported; lang/lib/all
// imports it.
package files
