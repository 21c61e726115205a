package lang

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestReliabilityBrute compares reliability with the sum over every
// edge set of the probability of those edges being there exactly, for
// the edge sets joining the terminals, on random graphs.
func TestReliabilityBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 1))
	s := NewSession(&strings.Builder{})
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
		if r, ok := got.(Rat); !ok || r.V.Cmp(want) != 0 {
			t.Fatalf("%s: got %v, want %v", src, got, want)
		}
	}
}

func TestRatString(t *testing.T) {
	for _, c := range []struct {
		r    *big.Rat
		want string
	}{
		{big.NewRat(3, 8), "3/8 = 0.375"},
		{big.NewRat(1, 3), "1/3 ≈ 0.333333333333"},
		{big.NewRat(2, 1), "2"},
		{big.NewRat(0, 1), "0"},
		{big.NewRat(1, 1<<40), "1/1099511627776 ≈ 9.09494701773e-13"},
	} {
		if got := (Rat{c.r}).String(); got != c.want {
			t.Errorf("%v: got %q, want %q", c.r, got, c.want)
		}
	}
}

// TestLinearBrute compares linear, with decimal and fractional weights
// and bounds, with the exact sums of every subset of a few elements.
func TestLinearBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(34, 1))
	s := NewSession(&strings.Builder{})
	for trial := 0; trial < 80; trial++ {
		n := 1 + rng.IntN(6)
		num := func() (*big.Rat, string) {
			switch rng.IntN(3) {
			case 0:
				k := rng.IntN(21) - 10
				return big.NewRat(int64(k), 10), fmt.Sprintf("%q", new(big.Rat).SetFrac64(int64(k), 10).FloatString(1))
			case 1:
				a, b := rng.IntN(13)-6, 1+rng.IntN(6)
				return big.NewRat(int64(a), int64(b)), fmt.Sprintf(`"%d/%d"`, a, b)
			}
			k := rng.IntN(7) - 3
			return big.NewRat(int64(k), 1), fmt.Sprint(k)
		}
		var cons []string
		type lin struct {
			w      []*big.Rat
			lo, hi *big.Rat
		}
		var lins []lin
		for k := 1 + rng.IntN(2); k > 0; k-- {
			var l lin
			var ws []string
			for v := 0; v < n; v++ {
				r, text := num()
				l.w = append(l.w, r)
				ws = append(ws, text)
			}
			var lot, hit string
			l.lo, lot = num()
			l.hi, hit = num()
			l.hi.Add(l.hi, l.lo)
			hit = fmt.Sprintf("%q", l.hi.RatString())
			lins = append(lins, l)
			cons = append(cons, fmt.Sprintf("([%s], [%s, %s])", strings.Join(ws, ", "), lot, hit))
		}
		src := fmt.Sprintf("x = linear(pow(range(%d)), [%s])", n, strings.Join(cons, ", "))
		if err := s.Run("t.zq", src); err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		x, _ := s.Lookup("x")
		got := map[uint32]bool{}
		s.M.Each(x.(*Family).Root, func(set []uint32) bool {
			var mask uint32
			for _, v := range set {
				mask |= 1 << v
			}
			got[mask] = true
			return true
		})
		want := 0
		for mask := uint32(0); mask < 1<<n; mask++ {
			in := true
			for _, l := range lins {
				sum := new(big.Rat)
				for v := 0; v < n; v++ {
					if mask>>v&1 == 1 {
						sum.Add(sum, l.w[v])
					}
				}
				in = in && sum.Cmp(l.lo) >= 0 && sum.Cmp(l.hi) <= 0
			}
			if in {
				want++
			}
			if in != got[mask] {
				t.Fatalf("%s: set %b: got %v, want %v", src, mask, got[mask], in)
			}
		}
		if want != len(got) {
			t.Fatalf("%s: %d sets, want %d", src, len(got), want)
		}
	}
}
