package tapa

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// brute lists every shading of p that Check accepts.
func brute(p *Puzzle) [][]uint32 {
	n := p.Cells()
	var out [][]uint32
	for mask := 0; mask < 1<<n; mask++ {
		var set []uint32
		for i := 0; i < n; i++ {
			if mask>>i&1 != 0 {
				set = append(set, uint32(i))
			}
		}
		if p.Check(set) == nil {
			out = append(out, set)
		}
	}
	return out
}

// randomClue is a clue of one to four runs, '?' now and then.
func randomClue(rng *rand.Rand) []int {
	k := 1 + rng.Intn(3)
	if rng.Intn(8) == 0 {
		k = 4
	}
	cl := make([]int, k)
	for j := range cl {
		switch {
		case rng.Intn(5) == 0:
			cl[j] = Unknown
		case k == 1:
			cl[j] = rng.Intn(6)
		default:
			cl[j] = 1 + rng.Intn(5-k)
		}
	}
	return cl
}

// randomBoard puts clues on about one cell in density; planted, when
// set, takes the clues a random shading shows instead.
func randomBoard(rng *rand.Rand, rows, cols, density int, planted bool) *Puzzle {
	clues := make([][]int, rows*cols)
	var sh []bool
	if planted {
		sh = make([]bool, rows*cols)
		for i := range sh {
			sh[i] = rng.Intn(2) == 0
		}
	}
	for i := range clues {
		if rng.Intn(density) != 0 {
			continue
		}
		if planted {
			if sh[i] {
				continue
			}
			q := &Puzzle{Rows: rows, Cols: cols}
			clues[i] = q.ClueOf(sh, i)
			if rng.Intn(6) == 0 {
				clues[i][rng.Intn(len(clues[i]))] = Unknown
			}
		} else {
			clues[i] = randomClue(rng)
		}
	}
	p, err := New(rows, cols, clues)
	if err != nil {
		panic(err)
	}
	return p
}

// TestBrute checks the ZDD of every solution against all shadings
// filtered by Check, on random boards of every shape up to 4x4 (and a
// few of 15 and 16 cells), with and without the deductions, and the
// frontier count against both.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ctx := context.Background()
	boards, nonempty, multi := 0, 0, 0
	try := func(p *Puzzle) {
		want := brute(p)
		for _, o := range []Options{{}, {NoDeduce: true}} {
			m := zdd.New()
			f, err := p.Solutions(ctx, m, o)
			if err != nil {
				t.Fatal(err)
			}
			g := zdd.Empty
			for _, s := range want {
				g = m.Union(g, m.SetOf(s))
			}
			if g != f {
				t.Fatalf("%dx%d %+v\n%s: ZDD has %v sets, brute force %d", p.Rows, p.Cols, o, p, m.Count(f), len(want))
			}
			if c, err := p.Count(ctx, o); err != nil || c != int64(len(want)) {
				t.Fatalf("%dx%d %+v\n%s: Count %d (%v), want %d", p.Rows, p.Cols, o, p, c, err, len(want))
			}
		}
		boards++
		if len(want) > 0 {
			nonempty++
		}
		if len(want) > 1 {
			multi++
		}
	}
	for rows := 1; rows <= 4; rows++ {
		for cols := 1; cols <= 4; cols++ {
			for trial := 0; trial < 16; trial++ {
				try(randomBoard(rng, rows, cols, 2+rng.Intn(5), trial%2 == 0))
			}
		}
	}
	for _, sz := range [][2]int{{3, 5}, {5, 3}, {4, 4}, {2, 8}} {
		for trial := 0; trial < 6; trial++ {
			try(randomBoard(rng, sz[0], sz[1], 3+rng.Intn(4), trial%3 != 0))
		}
	}
	t.Logf("%d boards, %d with solutions, %d with several", boards, nonempty, multi)
	if nonempty < boards/3 || multi < boards/10 {
		t.Errorf("only %d of %d boards have a solution, %d several: the test is weak", nonempty, boards, multi)
	}
}
