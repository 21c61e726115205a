package repl

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
)

// session runs Host on input and returns what it wrote to Out and Err.
func session(t *testing.T, input, history string) (out, errs string) {
	t.Helper()
	var o, e bytes.Buffer
	s := newSession(t)
	if err := Host(s, Options{In: strings.NewReader(input), Out: &o, Err: &e, HistoryFile: history}); err != nil {
		t.Fatalf("Host: %v", err)
	}
	return o.String(), e.String()
}

// TestRun drives a session through a strings.Reader: a binding, an
// error with its caret that leaves the binding as it was, a statement
// over two lines, a meta-command and :quit, after which nothing runs.
func TestRun(t *testing.T) {
	hist := filepath.Join(t.TempDir(), "history")
	out, errs := session(t, strings.Join([]string{
		"x = {{1}, {2}}",
		"x = count(1)",
		"count(x)",
		"G = {{1},",
		"  {2}}",
		":vars",
		":quit",
		"y = 1",
	}, "\n")+"\n", hist)
	wantOut := "zq " + lang.Version + " — families of sets as ZDDs. :help lists the builtins, :quit leaves.\n" +
		"x = family: 2 sets over 2 elements, 2 nodes\n" +
		"2\n" +
		"G = family: 2 sets over 2 elements, 2 nodes\n" +
		"G = family: 2 sets over 2 elements, 2 nodes\n" +
		"_ = 2\n" +
		"x = family: 2 sets over 2 elements, 2 nodes\n"
	if out != wantOut {
		t.Errorf("output\n%s\nwant\n%s", out, wantOut)
	}
	wantErr := "<input>:1:11: count: argument 1 (F) must be a family, got an integer\n" +
		"    x = count(1)\n" +
		"              ^\n"
	if errs != wantErr {
		t.Errorf("errors\n%q\nwant\n%q", errs, wantErr)
	}
	data, err := os.ReadFile(hist)
	if err != nil {
		t.Fatal(err)
	}
	wantHist := "x = {{1}, {2}}\nx = count(1)\ncount(x)\nG = {{1}, {2}}\n:vars\n:quit\n"
	if string(data) != wantHist {
		t.Errorf("history file %q, want %q", data, wantHist)
	}
	// A later session reads the six statements back.
	if h := openHistory(hist, historyLimit); len(h.Entries()) != 6 {
		t.Errorf("history entries %q", h.Entries())
	}
}

// TestRunEOF checks the end of input inside a statement, and that
// the last line needs no newline.
func TestRunEOF(t *testing.T) {
	out, errs := session(t, "n = 6 * 7\nn", "")
	if !strings.HasSuffix(out, "n = 42\n42\n") {
		t.Errorf("output %q", out)
	}
	if errs != "" {
		t.Errorf("errors %q", errs)
	}
	_, errs = session(t, "n = [1,\n2,\n", "")
	if errs != "incomplete statement dropped\n" {
		t.Errorf("errors %q", errs)
	}
}
