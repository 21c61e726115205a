package playground

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"time"
)

// Handler serves the site in dir. Every answer is sent cross-origin
// isolated (COOP same-origin, COEP require-corp), which lets the page
// share a stop flag with its worker: Stop then interrupts the running
// statement in place, as Ctrl-C does in the REPL.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Cross-Origin-Embedder-Policy", "require-corp")
		h.Set("Cache-Control", "no-cache")
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			h.Set("Content-Type", "application/wasm")
		}
		files.ServeHTTP(w, r)
	})
}

const usage = `Usage:
  zq serve [-addr HOST:PORT]   build the playground and serve it (default
                               127.0.0.1:8080; :0 picks a free port)
  zq site DIR                  write the playground as a static site into DIR
                               (zq.wasm, wasm_exec.js, the page, the lessons)

Both build zq.wasm with the go command (GOOS=js GOARCH=wasm), so they run
from inside the zq source tree with Go on PATH.
`

// Main runs the subcommands serve and site of the zq command; args
// start with the subcommand's name. It returns the exit status.
func Main(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	switch args[0] {
	case "site":
		fs := flag.NewFlagSet("zq site", flag.ContinueOnError)
		fs.SetOutput(stderr)
		fs.Usage = func() { fmt.Fprint(stderr, usage) }
		if err := fs.Parse(args[1:]); err != nil {
			return 2
		}
		if fs.NArg() != 1 {
			fmt.Fprint(stderr, usage)
			return 2
		}
		if err := Site(ctx, fs.Arg(0), stdout); err != nil {
			fmt.Fprintf(stderr, "zq site: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "the playground is in %s: serve that folder from any static host (index.html is the page)\n", fs.Arg(0))
		return 0
	case "serve":
		fs := flag.NewFlagSet("zq serve", flag.ContinueOnError)
		fs.SetOutput(stderr)
		fs.Usage = func() { fmt.Fprint(stderr, usage) }
		addr := fs.String("addr", "127.0.0.1:8080", "")
		if err := fs.Parse(args[1:]); err != nil {
			return 2
		}
		if err := Serve(ctx, *addr, stdout); err != nil {
			fmt.Fprintf(stderr, "zq serve: %v\n", err)
			return 1
		}
		return 0
	}
	fmt.Fprint(stderr, usage)
	return 2
}

// Serve builds the site into a temporary folder and serves it on addr
// until ctx is done, printing the page's address to log.
func Serve(ctx context.Context, addr string, log io.Writer) error {
	dir, err := os.MkdirTemp("", "zq-playground-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := Site(ctx, dir, log); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: Handler(dir), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(log, "zq playground: http://%s/  (Ctrl-C stops)\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		return srv.Shutdown(shut)
	case err := <-errc:
		if errors.Is(err, http.ErrServerClosed) {
			return nil
		}
		return err
	}
}
