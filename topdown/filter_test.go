package topdown

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestFilterBrute compares Filter with the sets of random families that
// meet one to three random constraints.
func TestFilterBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	for trial := 0; trial < 300; trial++ {
		m := zdd.New()
		nv := 1 + rng.Intn(8)
		f := zdd.Empty
		var sets [][]uint32
		for k := rng.Intn(40); k > 0; k-- {
			var set []uint32
			for v := 0; v < nv; v++ {
				if rng.Intn(2) == 0 {
					set = append(set, uint32(v))
				}
			}
			sets = append(sets, set)
			f = m.Union(f, m.SetOf(set))
		}
		var cons []Linear
		for k := rng.Intn(4); k > 0; k-- {
			c := Linear{W: make([]int64, rng.Intn(nv+1))}
			for v := range c.W {
				c.W[v] = int64(rng.Intn(9) - 3)
			}
			c.Lo = int64(rng.Intn(12) - 4)
			c.Hi = c.Lo + int64(rng.Intn(8)) - 1
			cons = append(cons, c)
		}
		want := zdd.Empty
		for _, set := range sets {
			ok := true
			for _, c := range cons {
				sum := int64(0)
				for _, v := range set {
					if int(v) < len(c.W) {
						sum += c.W[v]
					}
				}
				ok = ok && c.Lo <= sum && sum <= c.Hi
			}
			if ok {
				want = m.Union(want, m.SetOf(set))
			}
		}
		got, err := Build(context.Background(), m, Filter(m, f, rng.Intn(nv+1), cons), Options{Workers: 1 + rng.Intn(2)})
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("trial %d: %v sets, want %v (constraints %+v)", trial, m.Count(got), m.Count(want), cons)
		}
	}
}
