package sashigane

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/zdd"
)

// TestHintsBrute compares Hints with every subset of the candidate
// cells of random divisions of small boards, each instance counted by
// Dancing Links (a construction independent of the spec Hints uses).
func TestHintsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	sizes := [][2]int{{2, 2}, {2, 3}, {3, 3}, {2, 4}, {3, 4}, {4, 3}, {2, 5}}
	good := 0
	for trial := 0; trial < 21; trial++ {
		sz := sizes[trial%len(sizes)]
		p := blank(sz[0], sz[1])
		div := randomDivision(rng, sz[0], sz[1])
		if div == nil {
			continue
		}
		var sol []uint32
		for _, x := range div {
			sol = append(sol, p.borders(x)...)
		}
		sol = sortedUnique(sol)
		ls, of, err := p.Division(sol)
		if err != nil {
			t.Fatal(err)
		}
		cells, err := p.hintCells(ls, of, nil)
		if err != nil {
			t.Fatal(err)
		}
		m := zdd.New()
		f, err := p.Hints(context.Background(), m, sol, nil)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for mask := 0; mask < 1<<len(cells); mask++ {
			var h []uint32
			for k, c := range cells {
				if mask>>k&1 != 0 {
					h = append(h, c)
				}
			}
			q, err := p.WithHints(sol, h)
			if err != nil {
				t.Fatal(err)
			}
			unique := exactcover.NewDLX(q.problem(q.Pieces())).Count(2) == 1
			if unique {
				n++
			}
			if m.Contains(f, h) != unique {
				t.Fatalf("%dx%d division %v, hints %v: in Hints %v, unique %v", p.Rows, p.Cols, sol, h, m.Contains(f, h), unique)
			}
		}
		if c := m.Count(f).Int64(); c != int64(n) {
			t.Fatalf("Hints has %d sets, brute force %d", c, n)
		}
		good += n
	}
	if good == 0 {
		t.Error("no hint sets compared")
	}
	t.Logf("%d hint sets agree", good)
}

func sortedUnique(s []uint32) []uint32 {
	seen := map[uint32]bool{}
	var out []uint32
	for _, x := range s {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
