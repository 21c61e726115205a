package graphs_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
	_ "github.com/zqlang/zq/lang/lib/all"
)

// TestReliabilityBrute compares reliability with the sum over every
// edge set of the probability of those edges being there exactly, for
// the edge sets joining the terminals, on random graphs.
func TestReliabilityBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 1))
	s := lang.NewSession(&strings.Builder{})
	for trial := 0; trial < 60; trial++ {
		n := 2 + rng.IntN(5)
		var edges [][2]int
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if rng.IntN(2) == 0 {
					edges = append(edges, [2]int{u, v})
				}
			}
		}
		var names, ps []string
		p := make([]*big.Rat, len(edges))
		for i, e := range edges {
			names = append(names, fmt.Sprintf("%d-%d", e[0], e[1]))
			k := rng.IntN(11)
			p[i] = big.NewRat(int64(k), 10)
			ps = append(ps, fmt.Sprintf("%q", fmt.Sprintf("%d/10", k)))
		}
		for v := 0; v < n; v++ {
			names = append(names, fmt.Sprint(v)) // every vertex, even alone
		}
		var ts []int
		var tnames []string
		for v := 0; v < n; v++ {
			if rng.IntN(2) == 0 {
				ts = append(ts, v)
				tnames = append(tnames, fmt.Sprint(v))
			}
		}
		src := fmt.Sprintf("r = reliability(graph(%q), [%s], terminals: [%s])", strings.Join(names, " "), strings.Join(ps, ", "), strings.Join(tnames, ", "))
		if err := s.Run("t.zq", src); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		got, _ := s.Lookup("r")
		want := new(big.Rat)
		for mask := 0; mask < 1<<len(edges); mask++ {
			parent := make([]int, n)
			for v := range parent {
				parent[v] = v
			}
			find := func(x int) int {
				for parent[x] != x {
					x = parent[x]
				}
				return x
			}
			term := big.NewRat(1, 1)
			for i, e := range edges {
				if mask>>i&1 == 1 {
					term.Mul(term, p[i])
					parent[find(e[0])] = find(e[1])
				} else {
					term.Mul(term, new(big.Rat).Sub(big.NewRat(1, 1), p[i]))
				}
			}
			joined := true
			for _, v := range ts {
				if find(v) != find(ts[0]) {
					joined = false
				}
			}
			if joined {
				want.Add(want, term)
			}
		}
		if r, ok := got.(lang.Rat); !ok || r.V.Cmp(want) != 0 {
			t.Fatalf("%s: got %v, want %v", src, got, want)
		}
	}
}
