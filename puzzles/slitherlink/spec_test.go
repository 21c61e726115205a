package slitherlink

import (
	"math/rand"
	"slices"
	"testing"
)

func TestSpecCyclesMatchBrute(t *testing.T) {
	// Cycles of the n x n dot grid: 1, 13, 213, 9349 (OEIS A140517).
	want := map[int]int{2: 1, 3: 13, 4: 213, 5: 9349}
	for n := 2; n <= 5; n++ {
		p, _ := New(n-1, n-1)
		bc := bruteCycles(p)
		if len(bc) != want[n] {
			t.Fatalf("%dx%d dots: brute force found %d cycles, want %d", n, n, len(bc), want[n])
		}
		if n > 4 {
			continue
		}
		got := specSets(newSolverSpec(p, nil, false))
		if !slices.Equal(got, bc) {
			t.Fatalf("%dx%d dots: spec gives %d cycles, brute %d", n, n, len(got), len(bc))
		}
	}
}

func randomPuzzle(rng *rand.Rand, rows, cols int, density float64) *Puzzle {
	p, _ := New(rows, cols)
	for i := range p.Clues {
		if rng.Float64() < density {
			p.Clues[i] = int8(rng.Intn(4))
		}
	}
	return p
}

func TestSpecSolutionsMatchBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, sz := range [][2]int{{2, 2}, {2, 3}, {3, 3}, {3, 2}, {1, 4}} {
		p, _ := New(sz[0], sz[1])
		cyc := bruteCycles(p)
		for trial := 0; trial < 30; trial++ {
			q := randomPuzzle(rng, sz[0], sz[1], 0.4)
			want := bruteSolutions(q, cyc)
			got := specSets(newSolverSpec(q, nil, false))
			if !slices.Equal(got, want) {
				t.Fatalf("%v\n%s: spec %d solutions, brute %d", sz, q, len(got), len(want))
			}
		}
	}
}
