package slitherlink

import (
	"context"
	"math/rand"
	"slices"
	"sort"
	"testing"

	"github.com/zqlang/zq/zdd"
)

func maskToSet(m uint64) []uint32 {
	var s []uint32
	for i := uint32(0); i < 64; i++ {
		if m>>i&1 == 1 {
			s = append(s, i)
		}
	}
	return s
}

// bruteHints lists, as cell bitmasks, every subset H of cand (a cell
// bitmask) for which loop is the only cycle agreeing with it on H.
func bruteHints(p *Puzzle, cycles []uint64, loop uint64, cand uint64) []uint64 {
	cells := p.Rows * p.Cols
	// agree[x]: cells where cycle x has loop's count
	var agree []uint64
	for _, x := range cycles {
		if x == loop {
			continue
		}
		var a uint64
		for c := 0; c < cells; c++ {
			if cellCount(p, x, c) == cellCount(p, loop, c) {
				a |= 1 << uint(c)
			}
		}
		agree = append(agree, a)
	}
	var out []uint64
	for h := uint64(0); h < 1<<uint(cells); h++ {
		if h&^cand != 0 {
			continue
		}
		ok := true
		for _, a := range agree {
			if h&^a == 0 {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, h)
		}
	}
	return out
}

func familyMasks(m *zdd.Manager, f zdd.Node) []uint64 {
	var out []uint64
	for _, s := range FirstSets(m, f, 1<<22) {
		var x uint64
		for _, v := range s {
			x |= 1 << v
		}
		out = append(out, x)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func TestHintsMatchBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, sz := range [][2]int{{2, 2}, {2, 3}, {3, 3}, {3, 4}} {
		p, _ := New(sz[0], sz[1])
		cyc := bruteCycles(p)
		cells := sz[0] * sz[1]
		for trial := 0; trial < 4; trial++ {
			loop := cyc[rng.Intn(len(cyc))]
			cand := uint64(1)<<uint(cells) - 1
			var cands []int
			if trial%2 == 1 {
				cand = 0
				for c := 0; c < cells; c++ {
					if rng.Intn(3) > 0 {
						cand |= 1 << uint(c)
						cands = append(cands, c)
					}
				}
			}
			want := bruteHints(p, cyc, loop, cand)
			m := zdd.New()
			f, err := p.Hints(context.Background(), m, maskToSet(loop), cands)
			if err != nil {
				t.Fatal(err)
			}
			got := familyMasks(m, f)
			if !slices.Equal(got, want) {
				t.Fatalf("%v loop %b cand %b: %d hint sets, brute force %d", sz, loop, cand, len(got), len(want))
			}
			// each hint set gives a puzzle whose only solution is the loop
			for i, h := range got {
				if i%7 != 0 {
					continue
				}
				q := p.HintPuzzle(maskToSet(loop), maskToSet(h))
				if sols := bruteSolutions(q, cyc); len(sols) != 1 || sols[0] != loop {
					t.Fatalf("hint set %b: %d solutions", h, len(sols))
				}
			}
			// minimal sets and the hardest choice are subfamilies
			min := m.Minimal(f)
			if !m.IsSubfamily(min, f) || !m.IsSubfamily(p.Hardest(m, min, maskToSet(loop)), min) {
				t.Fatal("minimal / hardest not a subfamily")
			}
			// the hardest minimal sets have the smallest difficulty key
			hard := familyMasks(m, p.Hardest(m, min, maskToSet(loop)))
			var best [5]int
			for i, h := range familyMasks(m, min) {
				if k := p.DifficultyKey(maskToSet(loop), maskToSet(h)); i == 0 || slices.Compare(k[:], best[:]) < 0 {
					best = k
				}
			}
			for _, h := range hard {
				if k := p.DifficultyKey(maskToSet(loop), maskToSet(h)); k != best {
					t.Fatalf("hardest set has key %v, smallest is %v", k, best)
				}
			}
			mm := m.Minimum(f)
			if len(got) > 0 {
				best := 99
				for _, h := range got {
					best = min2(best, popcount(h))
				}
				for _, h := range familyMasks(m, mm) {
					if popcount(h) != best {
						t.Fatalf("minimum family has a set of size %d, want %d", popcount(h), best)
					}
				}
			}
		}
	}
}

func min2(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func TestDifficultyKey(t *testing.T) {
	p, _ := New(2, 2)
	// loop around the whole 2x2 board: counts 2 in every cell
	loop := []uint32{}
	for _, e := range []int{p.HEdge(0, 0), p.HEdge(0, 1), p.HEdge(2, 0), p.HEdge(2, 1), p.VEdge(0, 0), p.VEdge(1, 0), p.VEdge(0, 2), p.VEdge(1, 2)} {
		loop = append(loop, uint32(e))
	}
	slices.Sort(loop)
	if k := p.DifficultyKey(loop, []uint32{0, 3}); k != [5]int{0, 0, 0, 0, 2} {
		t.Fatalf("key %v", k)
	}
}
