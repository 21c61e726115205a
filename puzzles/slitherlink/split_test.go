package slitherlink

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
)

// consistent reports whether the solution (edge set) agrees with the
// deducer's state: its decided edges and its classes of equal or
// opposite edges.
func consistent(d *deducer, sol []int) error {
	in := make([]bool, d.M)
	for _, e := range sol {
		in[e] = true
	}
	for e, v := range d.st {
		if (v == on && !in[e]) || (v == off && in[e]) {
			return fmt.Errorf("edge %d decided %d", e, v)
		}
		r, pe := d.efind(int32(e))
		_, pr := d.efind(r)
		if (in[e] != in[r]) != (pe != pr) {
			return fmt.Errorf("edges %d and %d related with parity %d", e, r, pe^pr)
		}
	}
	return nil
}

// TestLookaheadBruteForce runs the lookahead of the split search
// (split.go) on every open edge of random small puzzles, after the
// deductions without probing (so that the trials prove more), and
// checks what it keeps against every solution found by brute force: a
// lookahead whose trials both fail is right only without solutions, and
// otherwise every solution agrees with the state it leaves.
func TestLookaheadBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	learnedAll, runs := 0, 0
	for i := range 150 {
		rows, cols := 3+i%3, 3+i/3%3
		p := randomLoopPuzzle(rng, rows, cols, 0.15+0.5*rng.Float64())
		sols := bruteLoops(p, 5000)
		d, ok := p.deduceWith(context.Background(), nil, false, false)
		if !ok {
			if len(sols) > 0 {
				t.Fatalf("%v: contradiction with %d solutions", p.Clues, len(sols))
			}
			continue
		}
		for e := int32(0); e < int32(d.M); e++ {
			if d.st[e] != unknown {
				continue
			}
			mark := len(d.trail)
			okOn, okOff, learned := d.lookahead(e, false)
			runs++
			learnedAll += learned
			if !okOn && !okOff {
				if len(sols) > 0 {
					t.Fatalf("%v edge %d: both trials failed with %d solutions", p.Clues, e, len(sols))
				}
			} else {
				for _, s := range sols {
					if err := consistent(d, s); err != nil {
						t.Fatalf("%v edge %d (learned %d): %v, against solution %v", p.Clues, e, learned, err, s)
					}
				}
			}
			d.undo(mark)
		}
	}
	if learnedAll == 0 {
		t.Fatalf("%d lookaheads learned nothing", runs)
	}
	t.Logf("%d lookaheads, %d edges decided or related", runs, learnedAll)
}
