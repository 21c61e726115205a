package shakashaka

import (
	"context"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// brute lists every placement of triangles on p (at most one a white
// cell) that Check accepts.
func brute(p *Puzzle) [][]uint32 {
	var white []int
	for i := range p.Cells {
		if !p.IsBlack(i) {
			white = append(white, i)
		}
	}
	var out [][]uint32
	kinds := make([]int, len(white))
	for {
		var set []uint32
		for k, t := range kinds {
			if t > 0 {
				set = append(set, uint32(4*white[k]+t-1))
			}
		}
		if p.Check(set) == nil {
			out = append(out, set)
		}
		k := 0
		for ; k < len(kinds); k++ {
			kinds[k]++
			if kinds[k] < 5 {
				break
			}
			kinds[k] = 0
		}
		if k == len(kinds) {
			return out
		}
	}
}

func randomBoard(rng *rand.Rand, rows, cols, density int) *Puzzle {
	cells := make([]int, rows*cols)
	for i := range cells {
		cells[i] = White
		if rng.Intn(density) == 0 {
			cells[i] = Black
			if rng.Intn(4) == 0 {
				cells[i] = rng.Intn(3)
			}
		}
	}
	p, err := New(rows, cols, cells)
	if err != nil {
		panic(err)
	}
	return p
}

// TestBrute checks the ZDD of every solution against all placements
// filtered by Check (pzprjs's area rule, independent of the vertex rule
// of the construction) on random boards of up to 8 white cells, with the deductions and without.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	boards, nonempty, multi := 0, 0, 0
	for trial := 0; boards < 300 && trial < 5000; trial++ {
		p := randomBoard(rng, 1+rng.Intn(4), 1+rng.Intn(5), 2+rng.Intn(4))
		if trial < 4 {
			// blank boards: the turned square of four triangles
			sz := [][2]int{{2, 2}, {2, 3}, {2, 4}, {4, 2}}[trial]
			p, _ = ParseGrid(strings.Repeat(strings.Repeat(".", sz[1])+"\n", sz[0]))
		}
		white := 0
		for i := range p.Cells {
			if !p.IsBlack(i) {
				white++
			}
		}
		if white > 7 && trial >= 4 {
			continue
		}
		want := brute(p)
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		// and without the deductions
		raw, err := topdown.Build(context.Background(), m, newSpec(p), topdown.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if p.Cols <= p.Rows && raw != f {
			t.Fatalf("\n%s: %v sets with the deductions, %v without", p, m.Count(f), m.Count(raw))
		}
		g := zdd.Empty
		for _, s := range want {
			g = m.Union(g, m.SetOf(s))
		}
		if g != f {
			m.Each(f, func(s []uint32) bool {
				if p.Check(s) != nil {
					t.Logf("the ZDD has %v: %v", s, p.Check(s))
					return false
				}
				return true
			})
			t.Fatalf("%dx%d\n%s: ZDD has %v sets, brute force %d", p.Rows, p.Cols, p, m.Count(f), len(want))
		}
		boards++
		if len(want) > 0 {
			nonempty++
		}
		if len(want) > 1 {
			multi++
		}
	}
	t.Logf("%d boards, %d with solutions, %d with several", boards, nonempty, multi)
	if nonempty < 25 || multi < 10 {
		t.Errorf("only %d boards with solutions, %d with several: the test is weak", nonempty, multi)
	}
}
