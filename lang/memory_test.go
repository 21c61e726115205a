package lang

import (
	"strings"
	"testing"
)

func TestParseSize(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
	}{
		{"1GiB", 1 << 30}, {"1G", 1 << 30}, {"512MiB", 512 << 20}, {"300MB", 300 << 20},
		{"1.5GiB", 3 << 29}, {"2_097_152", 2 << 20}, {"4t", 4 << 40}, {" 64 MiB ", 64 << 20},
	} {
		if got, err := ParseSize(tc.in); err != nil || got != tc.want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "GiB", "-1G", "12 parsecs", "100", "0.1KiB", "1e9"} {
		if _, err := ParseSize(bad); err == nil {
			t.Errorf("ParseSize(%q) accepted", bad)
		}
	}
}

// TestMemoryBudgetStops checks that a construction growing past the
// budget stops with a message naming it, that the bindings stay as they
// were and that the session goes on.
func TestMemoryBudgetStops(t *testing.T) {
	base := ResidentBytes()
	if base == 0 {
		t.Skip("the process's resident memory cannot be read here (/proc/self/statm)")
	}
	var out strings.Builder
	s := NewSession(&out)
	t.Cleanup(func() { s.SetMemoryBudget(0) })
	if err := s.Run("t", "x = 1"); err != nil {
		t.Fatal(err)
	}
	s.SetMemoryBudget(base + 64<<20)
	err := s.Run("t", "x = 2; y = cycles(grid(15, 15))")
	if err == nil || !strings.Contains(err.Error(), "memory budget") {
		t.Fatalf("error = %v, want the memory budget named", err)
	}
	if v, _ := s.Lookup("x"); Show(v) != "2" {
		t.Errorf("x = %s: the statement before the stopped one is lost", Show(v))
	}
	if _, ok := s.Lookup("y"); ok {
		t.Errorf("y bound by a stopped statement")
	}
	s.SetMemoryBudget(0)
	if err := s.Run("t", "assert count(cycles(grid(4, 4))) == 213"); err != nil {
		t.Fatalf("after a stop: %v", err)
	}
}

// TestNodeLimitReachesPuzzles checks that :limit stops puzzle solving
// and that small limits are enforced.
func TestNodeLimitReachesPuzzles(t *testing.T) {
	s := NewSession(&strings.Builder{})
	s.NodeLimit = 20000
	err := s.Run("t", "count(solutions(slitherlink(\""+strings.Repeat(strings.Repeat(".", 10)+"\\n", 8)+"\")))")
	if err == nil || !strings.Contains(err.Error(), "node limit") {
		t.Fatalf("slitherlink under a node limit: %v", err)
	}
	s.NodeLimit = 50
	err = s.Run("t", "ofsize(pow(range(40)), 3)")
	if err == nil || !strings.Contains(err.Error(), "node limit of 50") {
		t.Fatalf("a limit of 50 nodes: %v", err)
	}
}

// TestWalkProgress checks that a long count reports on the progress
// line when the session shows progress, and that the line is cleared.
func TestWalkProgress(t *testing.T) {
	var lines []string
	s := NewSession(&strings.Builder{})
	if err := s.Run("t", "F = cycles(grid(11, 11)) | {{}}"); err != nil {
		t.Fatal(err)
	}
	s.Progress = func(l string) { lines = append(lines, l) }
	s.M.SetWalkProgress(nil)
	var steps []uint64
	s.M.SetWalkProgress(func(n uint64) { steps = append(steps, n) })
	s.M.ClearCache()
	f := s.vars["F"].(*Family).Root
	s.M.IsSubfamily(f, f)
	if got := s.M.Sizes(f); len(got) == 0 {
		t.Fatal("no sizes")
	}
	s.M.SetWalkProgress(nil)
	if len(steps) == 0 {
		t.Fatal("a walk over a large diagram reported no steps")
	}
	if err := s.Run("t", "count(F) > 0"); err != nil {
		t.Fatal(err)
	}
	if len(lines) == 0 || lines[len(lines)-1] != "" {
		t.Fatalf("progress lines %q: the last must clear the line", lines)
	}
}

// TestMemoryMetaDecimal checks that a meta-command line is not lexed as
// statements: ":memory 1.5GiB" sets the budget.
func TestMemoryMetaDecimal(t *testing.T) {
	s := NewSession(&strings.Builder{})
	t.Cleanup(func() { s.SetMemoryBudget(0) })
	if err := s.Run("t", ":memory 1.5GiB"); err != nil {
		t.Fatal(err)
	}
	if s.MemoryBudget != 3<<29 {
		t.Fatalf("budget %d", s.MemoryBudget)
	}
}
