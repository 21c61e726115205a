module github.com/zqlang/zq

go 1.26.0

require (
	github.com/chzyer/readline v1.5.1
	github.com/creack/pty v1.1.24
	golang.org/x/term v0.47.0
	pgregory.net/rapid v1.3.0
)

require (
	github.com/alecthomas/participle/v2 v2.1.4
	github.com/chromedp/chromedp v0.23.0
	github.com/mattn/go-runewidth v0.0.31
	github.com/pmezard/go-difflib v1.0.0
	github.com/sourcegraph/jsonrpc2 v0.2.3
	github.com/tliron/glsp v0.2.2
	golang.org/x/sys v0.49.0
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/clipperhouse/uax29/v2 v2.2.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
)
