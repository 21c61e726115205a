package slitherlink

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestPairRulesBruteForce checks the state the deductions reach, with
// and without probing, against every solution found by brute force on
// random small puzzles (some with several solutions, some with none):
// each decided edge, each constraint's remaining patterns and each
// relation of equal or opposite edges holds in every solution.
func TestPairRulesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 34))
	merges, narrowed := 0, 0
	for i := range 400 {
		rows, cols := 2+i%4, 2+i/4%4
		p := randomLoopPuzzle(rng, rows, cols, 0.2+0.8*rng.Float64())
		if i%5 == 0 {
			// clues of no loop at all: often no solution
			for c := range p.Clues {
				if rng.IntN(4) == 0 {
					p.Clues[c] = int8(rng.IntN(4))
				}
			}
		}
		sols := bruteLoops(p, 5000)
		for _, probe := range []bool{false, true} {
			name := fmt.Sprintf("%dx%d %v probe=%v", rows, cols, p.Clues, probe)
			d, ok := p.deduceWith(context.Background(), nil, probe, false)
			if !ok {
				if len(sols) > 0 {
					t.Fatalf("%s: contradiction claimed with %d solutions", name, len(sols))
				}
				continue
			}
			merges += d.merges
			for k, dom := range d.dom {
				if k < len(d.clue) && d.clue[k] < 0 && dom != 0xffff {
					// a cell without a clue, narrowed by its corners
					narrowed++
				}
			}
			for _, s := range sols {
				in := make([]bool, d.M)
				for _, e := range s {
					in[e] = true
				}
				for e, v := range d.st {
					if (v == on && !in[e]) || (v == off && in[e]) {
						t.Fatalf("%s: edge %d decided %d against solution %v", name, e, v, s)
					}
				}
				for k, es := range d.kedges {
					pat := 0
					for i, e := range es {
						if e >= 0 && in[e] {
							pat |= 1 << i
						}
					}
					if d.dom[k]>>pat&1 == 0 {
						t.Fatalf("%s: constraint %d excludes pattern %04b of solution %v", name, k, pat, s)
					}
				}
				for e := range d.st {
					r, pe := d.efind(int32(e))
					if r == int32(e) {
						continue
					}
					_, pr := d.efind(r)
					if (in[e] != in[r]) != (pe != pr) {
						t.Fatalf("%s: edges %d and %d related (parity %d) against solution %v", name, e, r, pe^pr, s)
					}
				}
			}
		}
	}
	if merges == 0 || narrowed == 0 {
		t.Fatalf("the pair rules never applied: %d merges, %d constraints narrowed", merges, narrowed)
	}
	t.Logf("%d relations, %d constraints narrowed", merges, narrowed)
}

// TestPairRulesChain checks a deduction that needs the pairs: in a 3,
// 2, 3 diagonal the two 3s' far corners are in (each 3 has at least one
// edge of its corner toward the 2 in, so the 2 takes exactly one edge
// at each of those corners, and the 3s' opposite corners are full).
func TestPairRulesChain(t *testing.T) {
	p, err := ParseGrid(".....\n.3...\n..2..\n...3.\n.....")
	if err != nil {
		t.Fatal(err)
	}
	d := p.Deduce(false, false)
	for _, e := range []int{p.HEdge(1, 1), p.VEdge(1, 1), p.HEdge(4, 3), p.VEdge(3, 4)} {
		if d.Fixed[e] != on {
			t.Errorf("edge %d: %d, want in", e, d.Fixed[e])
		}
	}
}

// cancelAfter is a context whose Err reports cancellation from its n-th
// call on: a deterministic stand-in for a Ctrl-C or a memory budget
// arriving while the deductions run.
type cancelAfter struct {
	context.Context
	n int
}

func (c *cancelAfter) Err() error {
	if c.n--; c.n <= 0 {
		return context.Canceled
	}
	return nil
}

// TestDeduceCanceled checks that the probing looks at the context: the
// deductions stop with its error, at the start and midway.
func TestDeduceCanceled(t *testing.T) {
	es := testdataEntries(t, "testdata/loopy_hard.txt")
	p := es[len(es)-1].Puzzle
	for _, n := range []int{1, 2} {
		ctx := &cancelAfter{Context: context.Background(), n: n}
		m := zdd.New()
		_, err := p.Solutions(ctx, m, Options{})
		if !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled after %d looks: %v, want context.Canceled", n, err)
		}
	}
	// the probing itself polls: a deducer left with open edges stops
	d, ok := p.deduceWith(&cancelAfter{Context: context.Background(), n: 1}, nil, true, false)
	if ok || !errors.Is(d.err, context.Canceled) {
		t.Errorf("probing under a done context: ok %v, err %v", ok, d.err)
	}
}
