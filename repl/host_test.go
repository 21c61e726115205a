package repl

import (
	"bytes"
	"strings"
	"testing"

	"github.com/zqlang/zq"
)

// newSession is a session of package zq set up as the command line sets
// up its own: files on, :limit and :timeout allowed, the memory budget
// of the machine.
func newSession(t *testing.T) *zq.Session {
	t.Helper()
	s, err := zq.New(zq.Options{OSFiles: true, UserLimits: true, ProcessMemory: true, MemoryBudget: zq.DefaultMemoryBudget()})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestHostLoop: the loop over a session of the host package reports an
// error with its caret, keeps every binding through it, reads a
// statement over two lines, takes :limit, stops at :quit, and completes
// the names the session has bound.
func TestHostLoop(t *testing.T) {
	input := strings.Join([]string{
		"x = {{1}, {2}}", "x = count(1)", "count(x)", "sq(n) = n * n", "G = {{1},", "  {2}}",
		":vars", ":limit 10", "paths(grid(4, 4), (0, 0), (3, 3))", ":quit", "y = 1",
	}, "\n") + "\n"
	var o, e bytes.Buffer
	s := newSession(t)
	if err := Host(s, Options{In: strings.NewReader(input), Out: &o, Err: &e}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(e.String(), "node limit of 10 nodes") || !strings.Contains(e.String(), "^") {
		t.Errorf("errors %q", e.String())
	}
	if !strings.Contains(o.String(), "2 nodes\n2\n") {
		t.Errorf("count(x) after the failed statement: output %q", o.String())
	}
	for _, n := range []string{"x", "sq", "G"} {
		if _, ok := s.Get(n); !ok {
			t.Errorf("%s is not bound", n)
		}
	}
	if _, ok := s.Get("y"); ok {
		t.Errorf("y is bound: the loop went on past :quit")
	}
	c := NewCompleter(s)
	for _, tc := range []struct{ line, word, want string }{
		{"x = s", "s", "sq("},
		{"G", "G", "G"},
	} {
		w, cands := c.Candidates(tc.line, len(tc.line))
		if w != tc.word || !strings.Contains(strings.Join(cands, " "), tc.want) {
			t.Errorf("Candidates(%q) = %q %q, want %q among them", tc.line, w, cands, tc.want)
		}
	}
}
