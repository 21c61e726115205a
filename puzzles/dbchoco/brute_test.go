package dbchoco

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// brute lists every set of borders that Check accepts.
func brute(p *Puzzle) [][]uint32 {
	m := p.g.M()
	var out [][]uint32
	for mask := 0; mask < 1<<m; mask++ {
		var set []uint32
		for e := 0; e < m; e++ {
			if mask>>e&1 != 0 {
				set = append(set, uint32(e))
			}
		}
		if p.Check(set) == nil {
			out = append(out, set)
		}
	}
	return out
}

// TestBrute compares the ZDD's family (both builds) with every border set Check
// accepts, on random boards of up to 17 inner edges (planted and plain
// random colourings), and counts the solutions Check accepts.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	sizes := [][2]int{{1, 2}, {2, 2}, {1, 6}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {2, 5}, {4, 2}, {1, 8}}
	boards, sols, multi := 0, 0, 0
	for trial := 0; trial < 64; trial++ {
		sz := sizes[trial%len(sizes)]
		if trial%16 == 15 {
			sz = [2]int{3 + trial/32, 4 - trial/32} // 3x4 and 4x3
		}
		var p *Puzzle
		if trial%3 == 2 {
			n := sz[0] * sz[1]
			grey := make([]bool, n)
			nums := make([]int, n)
			for i := range grey {
				grey[i] = rng.Intn(2) == 0
				nums[i] = Empty
				if rng.Intn(6) == 0 {
					nums[i] = 1 + rng.Intn(3)
				}
			}
			var err error
			if p, err = New(sz[0], sz[1], grey, nums); err != nil {
				t.Fatal(err)
			}
		} else {
			p = randomBoard(rng, sz[0], sz[1])
		}
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		g, err := p.Solutions(context.Background(), m, Options{TopDown: true})
		if err != nil {
			t.Fatal(err)
		}
		if g != f {
			t.Fatalf("\n%s: the top-down build differs", p)
		}
		want := zdd.Empty
		bs := brute(p)
		for _, s := range bs {
			want = m.Union(want, m.SetOf(s))
		}
		if f != want {
			t.Fatalf("\n%s: the ZDD has %v solutions, brute force %d", p, m.Count(f), len(bs))
		}
		boards++
		sols += len(bs)
		if len(bs) > 1 {
			multi++
		}
	}
	if sols == 0 || multi == 0 {
		t.Errorf("%d solutions, %d boards with several: the boards are too easy", sols, multi)
	}
	t.Logf("%d boards, %d solutions, %d boards with several", boards, sols, multi)
}
