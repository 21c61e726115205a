package syntax

import (
	"os"
	"strings"
	"testing"
)

// BenchmarkParse measures splitting and parsing the operators golden file.
func BenchmarkParse(b *testing.B) {
	src, err := os.ReadFile("../../testdata/operators.zq")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		units, _ := Split("bench", string(src))
		lines := strings.Split(string(src), "\n")
		line := func(p Pos) string { return lines[p.Line-1] }
		for _, u := range units {
			if u.LexErr == nil && u.Meta == "" {
				if _, err := Parse(u, line); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}
