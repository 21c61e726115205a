package lang

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang/internal/syntax"
)

// fences finds the fenced code blocks of a Markdown text: their tag and
// their text.
var fences = regexp.MustCompile("(?s)```(\\w*)\n(.*?)```")

// isScript reports whether every statement of src reads as zq.
func isScript(src string) bool {
	units, open := syntax.Split("doc", src)
	if open || len(units) == 0 {
		return false
	}
	for _, u := range units {
		if u.LexErr != nil {
			return false
		}
		if u.Meta == "" {
			if _, err := syntax.Parse(u, func(Pos) string { return "" }); err != nil {
				return false
			}
		}
	}
	return true
}

// TestDocExamples runs the examples of the documentation: the REPL
// transcripts of README.md (each statement's output must be the one
// shown), and every untagged code block of doc/*.md that reads as zq
// (it must run, and a bare expression followed by a comment that is a
// value, "# [1, 13, 213]", must print that value).
func TestDocExamples(t *testing.T) {
	root := filepath.Join(origDir, "..")
	t.Chdir(t.TempDir())
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	transcripts := 0
	for _, m := range fences.FindAllStringSubmatch(string(readme), -1) {
		if !strings.Contains(m[2], "zq> ") {
			continue
		}
		transcripts++
		var out strings.Builder
		s := NewSession(&out)
		s.Echo, s.KeepLast = true, true
		lines := strings.Split(strings.TrimRight(m[2], "\n"), "\n")
		for i := 0; i < len(lines); {
			if !strings.HasPrefix(lines[i], "zq> ") {
				i++
				continue
			}
			stmt := strings.TrimPrefix(lines[i], "zq> ")
			i++
			for i < len(lines) && strings.HasPrefix(lines[i], "... ") {
				stmt += "\n" + strings.TrimPrefix(lines[i], "... ")
				i++
			}
			var want []string
			for i < len(lines) && !strings.HasPrefix(lines[i], "zq> ") {
				want = append(want, lines[i])
				i++
			}
			out.Reset()
			if err := s.Run("README.md", stmt); err != nil {
				t.Errorf("README.md: %s: %v", stmt, Detail(err))
				continue
			}
			if got, w := trimLines(out.String()), trimLines(strings.Join(want, "\n")); got != w {
				t.Errorf("README.md: %s printed\n%s\nthe README shows\n%s", stmt, got, w)
			}
		}
	}
	if transcripts < 2 {
		t.Errorf("only %d transcripts in README.md", transcripts)
	}
	docs, _ := filepath.Glob(filepath.Join(root, "doc", "*.md"))
	value := regexp.MustCompile(`^(.*\S)\s+# (\[.*\]|-?[0-9][0-9,]*|true|false)$`)
	blocks := 0
	for _, path := range docs {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		name := "doc/" + filepath.Base(path)
		for _, m := range fences.FindAllStringSubmatch(string(data), -1) {
			if m[1] != "" || !isScript(m[2]) {
				continue
			}
			blocks++
			var out strings.Builder
			s := NewSession(&out)
			for _, line := range strings.Split(m[2], "\n") {
				out.Reset()
				if err := s.Run(name, line); err != nil {
					t.Errorf("%s: %s: %v", name, line, Detail(err))
					continue
				}
				if v := value.FindStringSubmatch(line); v != nil {
					if got := strings.TrimSpace(out.String()); got != v[2] {
						t.Errorf("%s: %s printed %s, the page says %s", name, v[1], got, v[2])
					}
				}
			}
		}
	}
	if blocks < 2 {
		t.Errorf("only %d blocks of zq in doc/*.md", blocks)
	}
}

// trimLines drops the spaces ending each line and the blank lines ending
// the text (the page does not show them).
func trimLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}
