package sashigane

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
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

func key(sets [][]uint32) []string {
	var out []string
	for _, s := range sets {
		out = append(out, fmt.Sprint(s))
	}
	slices.Sort(out)
	return out
}

// TestBrute compares the builds of Solutions with every border set
// Check accepts, on random boards of up to 17 edges (blank ones too).
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	sizes := [][2]int{{2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}, {2, 5}, {3, 4}, {4, 3}, {1, 4}, {2, 6}}
	nonzero, multi := 0, 0
	for trial := 0; trial < 70; trial++ {
		sz := sizes[trial%len(sizes)]
		var p *Puzzle
		if trial < len(sizes) {
			p = blank(sz[0], sz[1])
		} else {
			p, _ = randomBoard(rng, sz[0], sz[1])
		}
		want := key(brute(p))
		if len(want) > 0 {
			nonzero++
		}
		if len(want) > 1 {
			multi++
		}
		for _, td := range []Build{BuildAuto, BuildFrontier, BuildDLX, BuildCover} {
			m := zdd.New()
			f, err := p.Solutions(context.Background(), m, Options{Build: td})
			if err != nil {
				t.Fatal(err)
			}
			got := key(m.Sets(f, -1))
			if !slices.Equal(got, want) {
				t.Fatalf("%s(build %v): ZDD %d solutions, brute force %d\n%v\n%v", p, td, len(got), len(want), got, want)
			}
		}
		u, err := p.Unique(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if u != (len(want) == 1) {
			t.Errorf("%s: Unique %v with %d solutions", p, u, len(want))
		}
	}
	if nonzero < 20 || multi < 8 {
		t.Errorf("only %d boards with solutions, %d with several", nonzero, multi)
	}
	t.Logf("%d boards with solutions, %d with several", nonzero, multi)
}
