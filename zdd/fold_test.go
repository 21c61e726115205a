package zdd

import (
	"math/big"
	"math/rand"
	"testing"
)

// TestProbabilityBrute compares Probability with the sum over every
// subset of the variables, on random families and probabilities (0 and
// 1 among them).
func TestProbabilityBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(33))
	for trial := 0; trial < 300; trial++ {
		m := New()
		nv := 1 + rng.Intn(7)
		in := map[uint32]bool{}
		f := Empty
		for k := rng.Intn(1 << nv); k > 0; k-- {
			mask := uint32(rng.Intn(1 << nv))
			in[mask] = true
			var set []uint32
			for v := 0; v < nv; v++ {
				if mask>>v&1 == 1 {
					set = append(set, uint32(v))
				}
			}
			f = m.Union(f, m.SetOf(set))
		}
		// p may be shorter than the variables: those past it are never in
		// the random set.
		np := nv - rng.Intn(2)
		p := make([]*big.Rat, np)
		for v := range p {
			switch rng.Intn(5) {
			case 0:
				p[v] = big.NewRat(0, 1)
			case 1:
				p[v] = big.NewRat(1, 1)
			default:
				p[v] = big.NewRat(int64(rng.Intn(9)+1), 10)
			}
		}
		want := new(big.Rat)
		for mask := uint32(0); mask < 1<<np; mask++ {
			if !in[mask] {
				continue
			}
			term := big.NewRat(1, 1)
			for v := 0; v < np; v++ {
				if mask>>v&1 == 1 {
					term.Mul(term, p[v])
				} else {
					term.Mul(term, new(big.Rat).Sub(big.NewRat(1, 1), p[v]))
				}
			}
			want.Add(want, term)
		}
		if got := Probability(m, f, p); got.Cmp(want) != 0 {
			t.Fatalf("trial %d: family %v over %d variables, p %v: got %v, want %v", trial, in, nv, p, got, want)
		}
	}
}

// TestProbabilityGraphillion is Graphillion's test_probability: edges
// e1..e4 with probabilities .9, .8, .7, .6.
func TestProbabilityGraphillion(t *testing.T) {
	m := New()
	p := []*big.Rat{big.NewRat(9, 10), big.NewRat(8, 10), big.NewRat(7, 10), big.NewRat(6, 10)}
	sets := map[string][]uint32{"g0": {}, "g1": {0}, "g2": {1}, "g12": {0, 1}, "g13": {0, 2}, "g1234": {0, 1, 2, 3}}
	fam := func(names ...string) Node {
		f := Empty
		for _, n := range names {
			f = m.Union(f, m.SetOf(sets[n]))
		}
		return f
	}
	for _, c := range []struct {
		f    Node
		want string
	}{
		{Empty, "0"}, {fam("g0"), "0.0024"}, {fam("g1"), "0.0216"}, {fam("g2"), "0.0096"},
		{fam("g12", "g13"), "0.1368"}, {fam("g1234"), "0.3024"},
		{fam("g0", "g1", "g2", "g12", "g13", "g1234"), "0.4728"},
	} {
		want, _ := new(big.Rat).SetString(c.want)
		if got := Probability(m, c.f, p); got.Cmp(want) != 0 {
			t.Errorf("%v sets: got %v, want %v", m.Count(c.f), got.FloatString(6), c.want)
		}
	}
}

// TestFoldCounts: a fold adding the children's counts is Count.
func TestFoldCounts(t *testing.T) {
	m := New()
	f := m.Union(m.SetOf([]uint32{1, 3}), m.Union(m.SetOf([]uint32{2}), m.SetOf(nil)))
	f = m.Join(f, m.Union(m.SetOf([]uint32{5}), m.SetOf([]uint32{4, 6})))
	n := Fold(m, f, 0, 1, func(_ Node, lo, hi int) int { return lo + hi })
	if int64(n) != m.Count(f).Int64() {
		t.Fatalf("fold counts %d, Count %v", n, m.Count(f))
	}
}
