package nurikabe

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestProbe: on random boards larger than brute force reaches, the
// family built after probing is the family built after reach alone
// (which TestBrute checks against brute force on small boards), and
// every cell probing decides has that colour in every solution.
func TestProbe(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	ctx := context.Background()
	withSol, decided := 0, 0
	for trial := 0; trial < 300; trial++ {
		p := randomBoard(rng, 4+rng.Intn(3), 4+rng.Intn(3), trial%5 != 0)
		m := zdd.New()
		want, err := p.Solutions(ctx, m, Options{noProbe: true})
		if err != nil {
			t.Fatal(err)
		}
		got, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("%s: %v solutions after probing, %v without", p, m.Count(got), m.Count(want))
		}
		if want == zdd.Empty {
			continue
		}
		withSol++
		fixed := deduce(p)
		if !probe(ctx, p, fixed) {
			t.Fatalf("%s: probing finds no solution, there are %v", p, m.Count(want))
		}
		m.Each(want, func(set []uint32) bool {
			sh := make([]bool, p.Cells())
			for _, x := range set {
				sh[x] = true
			}
			for i, c := range fixed {
				if c != open && (c == shaded) != sh[i] {
					t.Fatalf("%s: probing colours cell %d %d, a solution does not", p, i, c)
				}
			}
			return true
		})
		for _, c := range fixed {
			if c != open {
				decided++
			}
		}
	}
	t.Logf("%d boards with solutions, %d cells decided on them", withSol, decided)
	if withSol < 60 {
		t.Fatalf("only %d boards with solutions", withSol)
	}
}
