package lang

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGraphillionTable runs the zq column of doc/graphillion.md: each
// example, after the prelude the page gives, in a session of its own,
// must run without error.
func TestGraphillionTable(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(origDir, "..", "doc", "graphillion.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	start := strings.Index(text, "```\n")
	end := strings.Index(text[start+4:], "```")
	if start < 0 || end < 0 {
		t.Fatal("no prelude in doc/graphillion.md")
	}
	prelude := text[start+4 : start+4+end]
	rows := 0
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		// Cells are split on " | "; "\|" inside code is the operator.
		cells := strings.Split(strings.ReplaceAll(line, `\|`, "\x00"), " | ")
		if len(cells) < 3 {
			t.Fatalf("row %q has no zq column", line)
		}
		zq := strings.TrimSpace(cells[1])
		if zq == "—" {
			if strings.TrimSpace(strings.TrimSuffix(cells[2], "|")) == "" {
				t.Errorf("row %q has no counterpart and says not why", line)
			}
			continue
		}
		if !strings.HasPrefix(zq, "`") || !strings.HasSuffix(zq, "`") {
			t.Errorf("row %q: the zq column is not one example", line)
			continue
		}
		src := strings.ReplaceAll(strings.Trim(zq, "`"), "\x00", "|")
		var out strings.Builder
		s := NewSession(&out)
		t.Chdir(t.TempDir())
		if err := s.Run("prelude.zq", prelude); err != nil {
			t.Fatalf("prelude: %v", err)
		}
		if err := s.Run("doc/graphillion.md", src); err != nil {
			t.Errorf("%s: %v", src, err)
		}
		rows++
	}
	if rows < 60 {
		t.Fatalf("only %d examples run", rows)
	}
}
