package nurimisaki

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestDeductions: on random boards larger than brute force reaches,
// the family built after the deductions is the family built without
// them (which TestBrute checks against brute force on small boards),
// and every cell they decide has that colour in every solution.
func TestDeductions(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	ctx := context.Background()
	withSol, decided := 0, 0
	for trial := 0; trial < 300; trial++ {
		p := randomBoard(rng, 4+rng.Intn(3), 4+rng.Intn(3), 1+trial%5)
		m := zdd.New()
		want, err := p.Solutions(ctx, m, Options{noDeduce: true})
		if err != nil {
			t.Fatal(err)
		}
		got, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("%s: %v solutions after the deductions, %v without", p, m.Count(got), m.Count(want))
		}
		if want == zdd.Empty {
			continue
		}
		withSol++
		col, ok := p.deduce(ctx)
		if !ok {
			t.Fatalf("%s: the deductions find no solution, there are %v", p, m.Count(want))
		}
		m.Each(want, func(set []uint32) bool {
			sh := p.Shading(set)
			for i, c := range col {
				if c != unknown && (c == shaded) != sh[i] {
					t.Fatalf("%s: the deductions colour cell %d %d, a solution does not", p, i, c)
				}
			}
			return true
		})
		for _, c := range col {
			if c != unknown {
				decided++
			}
		}
	}
	t.Logf("%d boards with solutions, %d cells decided on them", withSol, decided)
	if withSol < 60 {
		t.Fatalf("only %d boards with solutions", withSol)
	}
}
