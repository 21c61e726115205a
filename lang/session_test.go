package lang

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestGCKeepsBindings checks that bound families (also inside lists)
// survive garbage collection and that rebinding releases the old value.
func TestGCKeepsBindings(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out)
	must := func(src string) {
		t.Helper()
		if err := s.Run("t", src); err != nil {
			t.Fatal(Detail(err))
		}
	}
	must("A = sample(pow(range(40)), 300, seed: 3); L = [A & sample(pow(range(40)), 300, seed: 4), A]; B = A")
	nA := s.M.Count(s.vars["A"].(*Family).Root)
	must("tmp = sample(pow(range(50)), 2000, seed: 5); tmp = {{}}")
	before := s.M.Stats().LiveNodes
	must(":gc")
	after := s.M.Stats().LiveNodes
	if after >= before {
		t.Errorf("GC freed nothing: %d live before, %d after", before, after)
	}
	must("assert count(A) == 300; assert B == A; assert L[1] == A; assert L[0] <= A")
	if got := s.M.Count(s.vars["A"].(*Family).Root); got.Cmp(nA) != 0 {
		t.Errorf("count(A) = %v after GC, want %v", got, nA)
	}
	// Rebinding every name lets GC free everything.
	must("A = {}; B = {}; L = []\n:gc")
	if live := s.M.Stats().LiveNodes; live != 0 {
		t.Errorf("%d nodes live with nothing bound", live)
	}
}

// TestAutoGC checks that the store is collected between statements once
// it has grown past twice its size after the last collection.
func TestAutoGC(t *testing.T) {
	s := NewSession(&bytes.Buffer{})
	s.lastLive = 1000
	if err := s.Run("t", "x = count(sample(pow(range(60)), 3000, seed: 1))"); err != nil {
		t.Fatal(err)
	}
	if st := s.M.Stats(); st.GCRuns == 0 || st.LiveNodes > 1000 {
		t.Errorf("no collection after the store grew: %+v", st)
	}
}

// TestInterrupt stops a long construction from another goroutine and
// checks that the bindings are intact and the session goes on.
func TestInterrupt(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out)
	if err := s.Run("t", "F = pow([1, 2, 3])"); err != nil {
		t.Fatal(err)
	}
	started := make(chan struct{})
	s.Progress = func(line string) {
		if line != "" {
			select {
			case <-started:
			default:
				close(started)
			}
		}
	}
	go func() {
		<-started
		s.Interrupt()
	}()
	err := s.Run("t", "F = paths(grid(16, 16), (0, 0), (15, 15))")
	if err == nil || !strings.Contains(err.Error(), "t:1:1: interrupted") {
		t.Fatalf("got %v, want an interrupted error", err)
	}
	if err := s.Run("t", "assert count(F) == 8"); err != nil {
		t.Fatal(Detail(err))
	}
}

// TestTimingAndMeta checks :time and the other settings.
func TestTimingAndMeta(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out)
	src := ":time on\n1 + 1\n:time off\n:timeout 2m\n:limit 1_000\n:echo on\nx = 2\n:vars\n:stats\n:quit\nthis is not run"
	if err := s.Run("t", src); err != nil {
		t.Fatal(Detail(err))
	}
	got := out.String()
	for _, want := range []string{"2\ntime: ", "x = 2\n", "limits: timeout 2m0s, node limit 1000, memory budget ", "nodes: "} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if s.Timeout != 2*time.Minute || s.NodeLimit != 1000 || !s.Quit() {
		t.Errorf("settings: timeout %v, limit %d, quit %v", s.Timeout, s.NodeLimit, s.Quit())
	}
}

// TestIncomplete checks when the REPL asks for more lines.
func TestIncomplete(t *testing.T) {
	for src, want := range map[string]bool{
		"x = 1\n":          false,
		"x = {{1},\n":      true,
		"f(1, [2,\n3]\n":   true,
		"f(1, [2,\n3])\n":  false,
		"s = `a\nb\n":      true,
		"s = `a\nb`\n":     false,
		"s = \"a\n":        false,
		"x = ) + (\n":      true,
		"# only ( comment": false,
	} {
		if got := Incomplete(src); got != want {
			t.Errorf("Incomplete(%q) = %v, want %v", src, got, want)
		}
	}
}

// TestSourceRollback checks that a source that fails halfway leaves
// every binding as it was, and that one that succeeds keeps its
// definitions.
func TestSourceRollback(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.zq")
	bad := filepath.Join(dir, "bad.zq")
	os.WriteFile(good, []byte("sq(n) = n * n\nK = 7\n"), 0o644)
	os.WriteFile(bad, []byte("K = 99\nF = pow([1, 2])\nboom = 1 / 0\n"), 0o644)
	var out strings.Builder
	s := NewSession(&out)
	if err := s.Run(filepath.Join(dir, "main.zq"), `source("good.zq")`); err != nil {
		t.Fatal(Detail(err))
	}
	err := s.Run(filepath.Join(dir, "main.zq"), "K = K + 1\nsource(\"bad.zq\")")
	if err == nil || !strings.Contains(Detail(err), "division by zero") || !strings.Contains(Detail(err), `in source("bad.zq"), called at`) {
		t.Fatalf("error = %v", err)
	}
	if v, _ := s.Lookup("K"); Show(v) != "8" {
		t.Errorf("K = %s after a failed source, want 8", Show(v))
	}
	if _, ok := s.Lookup("F"); ok {
		t.Errorf("F bound by a failed source")
	}
	if _, ok := s.Lookup("boom"); ok {
		t.Errorf("boom bound by a failed source")
	}
	if err := s.Run("x", "assert sq(K) == 64"); err != nil {
		t.Fatal(Detail(err))
	}
	// A script that sources itself is refused.
	self := filepath.Join(dir, "self.zq")
	os.WriteFile(self, []byte("source(\"self.zq\")\n"), 0o644)
	if err := s.Run(filepath.Join(dir, "main.zq"), `source("self.zq")`); err == nil || !strings.Contains(err.Error(), "already being read") {
		t.Fatalf("self source: %v", err)
	}
}
