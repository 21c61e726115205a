package sat

import (
	"io"
	"math/rand/v2"
	"testing"

	"zq/solvers/cnf"
	"zq/solvers/internal/fixtures"
)

// Encoding and writing the formula of a 60x60 random Slitherlink.
func BenchmarkSlitherlinkCNF(b *testing.B) {
	p := fixtures.RandomSlitherlink(rand.New(rand.NewPCG(1, 2)), 60, 60, 0.6)
	b.ReportAllocs()
	for b.Loop() {
		f, err := SlitherlinkCNF(p, true)
		if err != nil {
			b.Fatal(err)
		}
		f.WriteDIMACS(io.Discard)
	}
}

// Solving and deciding uniqueness of the fixtures with cadical.
func BenchmarkSlitherlinkSolve(b *testing.B) {
	fixtures.RequireSolver(b, cnf.Cadical.Solver)
	es := fixtures.Slitherlinks()
	for b.Loop() {
		for _, e := range es {
			if _, err := Slitherlink(ctx, &e.Puzzle, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkSudokuSolve(b *testing.B) {
	fixtures.RequireSolver(b, cnf.Cadical.Solver)
	es := fixtures.Sudokus()
	for b.Loop() {
		for _, e := range es {
			if _, err := Sudoku(ctx, &e.Puzzle, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}
