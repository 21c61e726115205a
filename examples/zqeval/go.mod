module github.com/zqlang/zq/examples/zqeval

go 1.26.0

require github.com/zqlang/zq v0.0.0

require (
	github.com/alecthomas/participle/v2 v2.1.4 // indirect
	github.com/clipperhouse/uax29/v2 v2.2.0 // indirect
	github.com/mattn/go-runewidth v0.0.31 // indirect
	golang.org/x/sys v0.49.0 // indirect
)

// The local copy of zq; a program outside this repository leaves this
// line out and requires a published version instead.
replace github.com/zqlang/zq => ../..
