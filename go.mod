module zq

go 1.26.8

require (
	github.com/alecthomas/participle/v2 v2.1.4 // indirect
	github.com/chzyer/readline v1.5.1 // indirect
	github.com/creack/pty v1.1.24 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/term v0.47.0 // indirect
	pgregory.net/rapid v1.3.0 // indirect
)
