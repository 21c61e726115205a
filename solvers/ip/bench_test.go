package ip

import (
	"io"
	"math/rand/v2"
	"testing"

	"zq/solvers/internal/fixtures"
	"zq/solvers/lp"
)

// Building and writing the integer program of a 60x60 random
// Slitherlink.
func BenchmarkSlitherlinkModel(b *testing.B) {
	p := fixtures.RandomSlitherlink(rand.New(rand.NewPCG(1, 2)), 60, 60, 0.6)
	b.ReportAllocs()
	for b.Loop() {
		m, err := NewSlitherlinkModel(p, true, true)
		if err != nil {
			b.Fatal(err)
		}
		m.WriteLP(io.Discard)
	}
}

// Solving and deciding uniqueness of the first fixtures with cbc.
func BenchmarkSlitherlinkSolve(b *testing.B) {
	fixtures.RequireSolver(b, lp.CBC.Solver)
	es := fixtures.Slitherlinks()[:3]
	for b.Loop() {
		for _, e := range es {
			if _, err := Slitherlink(ctx, &e.Puzzle, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}
