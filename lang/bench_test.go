package lang

import (
	"io"
	"os"
	"testing"
)

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
