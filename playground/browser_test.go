package playground

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The end-to-end tests run the served page in a real headless browser
// (Debian's chromium). They build the site, zq.wasm included, once per
// test binary, and skip when no browser is installed.
//
// Screenshots go to $ZQ_PLAYGROUND_SHOTS when it is set (the folder is
// created), otherwise to a temporary folder of the test.

var site struct {
	once sync.Once
	url  string
	err  error
	srv  *httptest.Server
	dir  string
}

func TestMain(m *testing.M) {
	code := m.Run()
	if browser.cancel != nil {
		browser.cancel()
	}
	if site.srv != nil {
		site.srv.Close()
	}
	if site.dir != "" {
		os.RemoveAll(site.dir)
	}
	os.Exit(code)
}

// browserPath finds the browser, or skips the test.
func browserPath(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("skipped: no chromium (or chrome) on PATH; the browser tests need it (.ci/run installs Debian's chromium)")
	return ""
}

// served builds the site once and serves it; it returns the page's URL.
func served(t *testing.T) string {
	t.Helper()
	site.once.Do(func() {
		dir, err := os.MkdirTemp("", "zq-playground-test-")
		if err != nil {
			site.err = err
			return
		}
		site.dir = dir
		if err := Site(context.Background(), dir, testWriter{t}); err != nil {
			site.err = err
			return
		}
		site.srv = httptest.NewServer(Handler(dir))
		site.url = site.srv.URL + "/"
	})
	if site.err != nil {
		t.Fatalf("building the site: %v", site.err)
	}
	return site.url
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// browser is the one headless browser of the test binary; each test
// opens its page in a tab of its own.
var browser struct {
	once   sync.Once
	ctx    context.Context
	cancel func()
	err    error
}

// page opens the page at path (relative to the site) in a new tab of
// the headless browser and waits until zq is ready.
func page(t *testing.T, path string) context.Context {
	t.Helper()
	exe := browserPath(t)
	url := served(t) + path
	browser.once.Do(func() {
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.WindowSize(1200, 900),
			chromedp.Flag("disable-dev-shm-usage", true))
		actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
		bctx, cancelB := chromedp.NewContext(actx)
		browser.ctx, browser.cancel = bctx, func() { cancelB(); cancelA() }
		// The first Run starts the browser; its context must not end
		// before the browser should.
		browser.err = chromedp.Do(bctx)
	})
	if browser.err != nil {
		t.Fatalf("starting %s: %v", exe, browser.err)
	}
	ctx, cancel := chromedp.NewContext(browser.ctx)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("opening %s: %v", url, err)
	}
	waitFor(t, ctx, `!document.getElementById("input").disabled`)
	return ctx
}

// waitFor waits until the JavaScript expression is true on the page.
func waitFor(t *testing.T, ctx context.Context, expr string) {
	t.Helper()
	// An error of the page's scripts ends the wait too.
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](`(self.zqErrors && self.zqErrors.length) || (`+expr+`)`,
		chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(0))); err != nil {
		t.Fatalf("waiting for %s: %v", expr, err)
	}
	if errs := eval[[]string](t, ctx, `self.zqErrors || []`); len(errs) > 0 {
		t.Fatalf("the page's scripts failed (waiting for %s):\n%s", expr, strings.Join(errs, "\n"))
	}
}

// eval evaluates a JavaScript expression on the page.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// cellsJS is the page's cells, in order.
const cellsJS = `[...document.querySelectorAll("#cells .cell")]`

// submit puts src at the prompt and runs it; it returns the cell's index.
func submit(t *testing.T, ctx context.Context, src string) int {
	t.Helper()
	waitFor(t, ctx, `!document.getElementById("input").disabled`)
	n := eval[int](t, ctx, cellsJS+`.length`)
	q, _ := json.Marshal(src)
	eval[bool](t, ctx, fmt.Sprintf(`(() => { const i = document.getElementById("input"); i.value = %s; document.getElementById("run").click(); return true })()`, q))
	return n
}

// output waits for cell i to finish and returns its output text.
func output(t *testing.T, ctx context.Context, i int) string {
	t.Helper()
	cell := fmt.Sprintf(`%s[%d]`, cellsJS, i)
	waitFor(t, ctx, fmt.Sprintf(`%s && !%s.matches(".running, .queued") && %s.querySelector(".label").textContent !== "[ ]"`, cell, cell, cell))
	// The text shown: results and errors, not the pictures' captions.
	return strings.TrimSpace(eval[string](t, ctx, `[...`+cell+`.querySelectorAll(".out > pre")].map(e => e.innerText).join("\n")`))
}

// run runs src as a new cell and returns its output text.
func run(t *testing.T, ctx context.Context, src string) string {
	t.Helper()
	return output(t, ctx, submit(t, ctx, src))
}

// shot saves a screenshot of the element sel (CSS) as name.png.
func shot(t *testing.T, ctx context.Context, sel, name string) {
	t.Helper()
	dir := os.Getenv("ZQ_PLAYGROUND_SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// The header stays at the top of the window as the page scrolls: in
	// a picture of a tall element it would cover a band of it.
	eval[bool](t, ctx, `(document.querySelector("header").style.position = "static") && true`)
	png, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.CSS(sel)))
	if err != nil {
		t.Fatalf("screenshot of %s: %v", sel, err)
	}
	p := filepath.Join(dir, name+".png")
	if err := os.WriteFile(p, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", p)
}

func TestPageCounts(t *testing.T) {
	ctx := page(t, "")
	// Typed at the prompt, Enter runs it.
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("input"), "count(cycles(grid(3, 3)))"+kb.Enter)); err != nil {
		t.Fatal(err)
	}
	if got := output(t, ctx, 0); got != "13" {
		t.Fatalf("count(cycles(grid(3, 3))) shows %q, want 13", got)
	}
	// A binding is echoed and kept for the next cell.
	if got := run(t, ctx, "F = {{1, 2}, {1, 3}, {2}}"); !strings.HasPrefix(got, "F = family: 3 sets") {
		t.Fatalf("binding shows %q", got)
	}
	if got := run(t, ctx, "count(minimal(F))"); got != "2" {
		t.Fatalf("count(minimal(F)) shows %q, want 2", got)
	}
	// The REPL's help works in a cell.
	if got := run(t, ctx, ":help minimal"); !strings.HasPrefix(got, "minimal(") {
		t.Fatalf(":help minimal shows %q", got)
	}
}

func TestPageSyntaxError(t *testing.T) {
	ctx := page(t, "")
	got := run(t, ctx, "count(cycles(grid(3, 3))))")
	lines := strings.Split(got, "\n")
	if len(lines) < 3 || !strings.HasPrefix(lines[0], "cell:1:") || !strings.HasSuffix(lines[len(lines)-1], "^") {
		t.Fatalf("a syntax error shows\n%s\nwant cell:1:COL: message, the line, a caret", got)
	}
	// The caret stands under the stray parenthesis.
	caret := strings.Index(lines[len(lines)-1], "^")
	if src := lines[len(lines)-2]; caret >= len(src) || src[caret] != ')' {
		t.Fatalf("the caret is not under a parenthesis:\n%s", got)
	}
	if !eval[bool](t, ctx, cellsJS+`[0].classList.contains("failed")`) {
		t.Fatal("the failed cell is not marked")
	}
}

func TestPageStop(t *testing.T) {
	ctx := page(t, "")
	if got := run(t, ctx, "x = 41"); got != "x = 41" {
		t.Fatalf("x = 41 shows %q", got)
	}
	i := submit(t, ctx, "x = count(paths(grid(14, 14), (0, 0), (13, 13)))")
	waitFor(t, ctx, fmt.Sprintf(`%s[%d].matches(".running") && !document.getElementById("stop").disabled`, cellsJS, i))
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("stop"))); err != nil {
		t.Fatal(err)
	}
	if got := output(t, ctx, i); !strings.Contains(got, "interrupted") {
		t.Fatalf("the stopped cell shows %q, want interrupted", got)
	}
	if !eval[bool](t, ctx, `self.crossOriginIsolated`) {
		t.Error("the served page is not cross-origin isolated: Stop restarted zq instead of interrupting it")
	}
	if got := run(t, ctx, "x + 1"); got != "42" {
		t.Fatalf("after Stop, x + 1 shows %q, want 42 (the binding from before)", got)
	}
	// A time limit stops a statement with the command line's message:
	// the timer fires while the statement computes.
	run(t, ctx, ":timeout 1s")
	got := run(t, ctx, "x = count(paths(grid(14, 14), (0, 0), (13, 13)))")
	if !strings.Contains(got, "stopped: the statement ran past the time limit of 1s (see :timeout)") {
		t.Fatalf("a statement past :timeout 1s shows %q", got)
	}
	if got := run(t, ctx, "x"); got != "41" {
		t.Fatalf("after the time limit x is %q, want 41", got)
	}
}
