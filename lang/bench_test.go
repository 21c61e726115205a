package lang

import (
	"io"
	"os"
	"strings"
	"testing"
)

// BenchmarkParse measures splitting and parsing the operators golden file.
func BenchmarkParse(b *testing.B) {
	src, err := os.ReadFile("testdata/operators.zq")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		units, _ := split("bench", string(src))
		lines := strings.Split(string(src), "\n")
		line := func(p Pos) string { return lines[p.Line-1] }
		for _, u := range units {
			if u.lexErr == nil && u.meta == "" {
				if _, err := parseUnit(u, line); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// BenchmarkTour runs the guided tour in a fresh session.
func BenchmarkTour(b *testing.B) {
	src, err := os.ReadFile("../scripts/tour.zq")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		s := NewSession(io.Discard)
		if err := s.Run("tour.zq", string(src)); err != nil {
			b.Fatal(Detail(err))
		}
	}
}

// BenchmarkStatement measures the cost of one small statement (parse,
// evaluate, display) in a session.
func BenchmarkStatement(b *testing.B) {
	s := NewSession(io.Discard)
	if err := s.Run("b", "F = pow(range(20))"); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if err := s.Run("b", "count(minimal(F - {{}}) * F)"); err != nil {
			b.Fatal(err)
		}
	}
}
