package slitherlink

import (
	"context"
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestAgreeMatchesBrute compares Agree with the agree-sets computed set
// by set, on every cycle family of small boards and on random edge
// families that are not cycles at all.
func TestAgreeMatchesBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for _, sz := range [][2]int{{1, 1}, {2, 2}, {2, 3}, {3, 3}, {3, 4}} {
		p, _ := New(sz[0], sz[1])
		cyc := bruteCycles(p)
		cells := sz[0] * sz[1]
		families := [][]uint64{cyc}
		for k := 0; k < 3; k++ {
			var f []uint64
			for i := 0; i < 1+rng.Intn(40); i++ {
				f = append(f, rng.Uint64()&(1<<uint(p.Edges())-1))
			}
			families = append(families, f)
		}
		for fi, f := range families {
			for trial := 0; trial < 3; trial++ {
				loop := cyc[rng.Intn(len(cyc))]
				seen := map[uint64]bool{}
				var want []uint64
				for _, x := range f {
					if x == loop {
						continue
					}
					var a uint64
					for c := 0; c < cells; c++ {
						if cellCount(p, x, c) == cellCount(p, loop, c) {
							a |= 1 << uint(c)
						}
					}
					if !seen[a] {
						seen[a] = true
						want = append(want, a)
					}
				}
				slices.Sort(want)
				m := zdd.New()
				root := zdd.Empty
				for _, x := range f {
					root = m.Union(root, m.SetOf(maskToSet(x)))
				}
				got, err := p.Agree(context.Background(), m, maskToSet(loop), root)
				if err != nil {
					t.Fatal(err)
				}
				if g := familyMasks(m, got); !slices.Equal(g, want) {
					t.Fatalf("%v family %d loop %b: got %d agree sets %b, want %d %b", sz, fi, loop, len(g), g, len(want), want)
				}
			}
		}
	}
}

// TestAgreeCanceled checks that a done context stops the walk.
func TestAgreeCanceled(t *testing.T) {
	p, _ := New(4, 4)
	m := zdd.New()
	cyc := bruteCycles(p)
	root := zdd.Empty
	for _, x := range cyc {
		root = m.Union(root, m.SetOf(maskToSet(x)))
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Agree(ctx, m, maskToSet(cyc[0]), root); err == nil {
		t.Fatal("a canceled walk gave no error")
	}
}
