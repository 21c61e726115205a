package lang

import (
	"strings"
	"testing"

	"github.com/mattn/go-runewidth"
)

// TestUnicodeNames: names may use any alphabet's letters; a string's
// bad escape names \u.
func TestUnicodeNames(t *testing.T) {
	var out strings.Builder
	s := NewSession(&out)
	if err := s.Run("t", "größe = 3; π = 1; 変数 = größe + π; _x1 = 変数 * 2; _x1\n\"\\u00e9\\U0001F600\""); err != nil {
		t.Fatal(Detail(err))
	}
	if got := out.String(); got != "8\né😀\n" {
		t.Errorf("printed %q", got)
	}
	err := s.Run("t", `"\q"`)
	if err == nil || !strings.Contains(err.Error(), `\u00e9 for a character by its code`) {
		t.Errorf("bad escape: %v", err)
	}
	if err := s.Run("t", "1x = 2"); err == nil {
		t.Errorf("a name starting with a digit was taken")
	}
}

// TestTableWideCharacters: table aligns columns by the width characters
// take on a terminal (a CJK character takes two columns).
func TestTableWideCharacters(t *testing.T) {
	var out strings.Builder
	s := NewSession(&out)
	if err := s.Run("t", `table([("変数", 1, "x"), ("größe", 22, "y"), ("a", 333, "z")], header: ["name", "n", "c"])`); err != nil {
		t.Fatal(Detail(err))
	}
	lines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
	if len(lines) != 5 {
		t.Fatalf("table:\n%s", out.String())
	}
	// The last column starts at the same display column on every line.
	col := -1
	for _, l := range lines {
		i := strings.LastIndex(l, "  ")
		if w := runewidth.StringWidth(l[:i+2]); col < 0 {
			col = w
		} else if w != col {
			t.Errorf("misaligned table:\n%s", out.String())
			break
		}
	}
}
