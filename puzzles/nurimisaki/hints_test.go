package nurimisaki

import (
	"context"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// forms lists every shading of a rows x cols board that CheckForm
// accepts.
func forms(rows, cols int) [][]uint32 {
	p := &Puzzle{Rows: rows, Cols: cols, Nums: make([]int, rows*cols)}
	n := rows * cols
	var out [][]uint32
	for mask := 0; mask < 1<<n; mask++ {
		var set []uint32
		for i := 0; i < n; i++ {
			if mask>>i&1 != 0 {
				set = append(set, uint32(i))
			}
		}
		if p.CheckForm(set) == nil {
			out = append(out, set)
		}
	}
	return out
}

// TestHintsBrute: the hint sets of an answer are exactly the sets of
// its circles whose puzzle (circles on its dead ends, its counts on the
// set) has that answer as its only solution, each subset solved by
// brute force, on random answers up to 4x3 and 3x4, with every
// candidate or some.
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	ctx := context.Background()
	tried, found := 0, 0
	all := map[[2]int][][]uint32{}
	for tried < 60 {
		rows, cols := 2+rng.Intn(3), 2+rng.Intn(3)
		if rows*cols > 12 {
			continue
		}
		k := [2]int{rows, cols}
		if all[k] == nil {
			all[k] = forms(rows, cols)
		}
		if len(all[k]) == 0 {
			continue
		}
		p := &Puzzle{Rows: rows, Cols: cols, Nums: make([]int, rows*cols)}
		sol := all[k][rng.Intn(len(all[k]))]
		clues := p.Clues(sol)
		var cells, cs []int
		for i, v := range clues {
			if tried%2 == 0 || rng.Intn(2) == 0 {
				cells = append(cells, i) // plain cells are left out
				if v != NoNumber {
					cs = append(cs, i)
				}
			}
		}
		m := zdd.New()
		h, err := p.Hints(ctx, m, sol, cells)
		if err != nil {
			t.Fatal(err)
		}
		want := zdd.Empty
		for mask := 0; mask < 1<<len(cs); mask++ {
			var hs []uint32
			for k, i := range cs {
				if mask>>k&1 != 0 {
					hs = append(hs, uint32(i))
				}
			}
			q, err := p.HintPuzzle(sol, hs)
			if err != nil {
				t.Fatal(err)
			}
			if len(brute(q)) == 1 {
				want = m.Union(want, m.SetOf(hs))
			}
		}
		if h != want {
			t.Fatalf("%dx%d answer %v candidates %v: %v hint sets, brute force %v", rows, cols, sol, cs, m.Count(h), m.Count(want))
		}
		tried++
		if h != zdd.Empty && h != m.SetOf(nil) {
			found++
		}
	}
	if found < 10 {
		t.Errorf("only %d of %d answers have hint sets other than none", found, tried)
	}
	t.Logf("%d answers, %d with hint sets beyond the empty one", tried, found)
}

// TestHintErrors: a shading that is no answer, a hint off the circles.
func TestHintErrors(t *testing.T) {
	p, err := Parse("...\n...")
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	if _, err := p.Hints(context.Background(), m, []uint32{0, 1, 3, 4}, nil); err == nil || !strings.Contains(err.Error(), "all shaded") {
		t.Errorf("Hints on a shaded block: %v", err)
	}
	if _, err := p.HintPuzzle([]uint32{3, 4, 5}, []uint32{1}); err == nil || !strings.Contains(err.Error(), "(0, 1) is no dead end") {
		t.Errorf("HintPuzzle on (0, 1): %v", err)
	}
	q, err := p.HintPuzzle([]uint32{3, 4, 5}, []uint32{0})
	if err != nil || q.String() != "3.o\n...\n" {
		t.Errorf("HintPuzzle: %v\n%v", err, q)
	}
}

// TestHintsSample: the circles pzprjs's sample numbers are one of the
// hint sets of its answer (the sample has one solution).
func TestHintsSample(t *testing.T) {
	p, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	m := zdd.New()
	f, err := p.Solutions(ctx, m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	sol := m.Sets(f, 1)[0]
	h, err := p.Hints(ctx, m, sol, nil)
	if err != nil {
		t.Fatal(err)
	}
	var own []uint32
	for i, v := range p.Nums {
		if v >= 0 {
			own = append(own, uint32(i))
		}
	}
	if m.Intersect(h, m.SetOf(own)) == zdd.Empty {
		t.Errorf("the sample's own numbers %v are not a hint set", own)
	}
	t.Logf("%v hint sets; the sample numbers %d circles", m.Count(h), len(own))
}
