package zdd

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestBlockingBrute compares Blocking with the minimal hitting sets found
// by trying every subset of the elements, on random families.
func TestBlockingBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	m := New()
	for trial := 0; trial < 400; trial++ {
		n := 1 + rng.IntN(7)
		var fam []uint32 // sets as bit masks
		f := Empty
		for i := 0; i < rng.IntN(8); i++ {
			mask := uint32(rng.IntN(1 << n))
			if rng.IntN(10) != 0 && mask == 0 {
				mask = 1
			}
			fam = append(fam, mask)
			var set []uint32
			for v := uint32(0); v < uint32(n); v++ {
				if mask>>v&1 == 1 {
					set = append(set, v)
				}
			}
			f = m.Union(f, m.SetOf(set))
		}
		hits := func(h uint32) bool {
			for _, s := range fam {
				if s&h == 0 {
					return false
				}
			}
			return true
		}
		var want []uint32
		for h := uint32(0); h < 1<<n; h++ {
			if !hits(h) {
				continue
			}
			minimal := true
			for v := 0; v < n; v++ {
				if h>>v&1 == 1 && hits(h&^(1<<v)) {
					minimal = false
				}
			}
			if minimal {
				want = append(want, h)
			}
		}
		var got []uint32
		m.Each(m.Blocking(f), func(set []uint32) bool {
			var h uint32
			for _, v := range set {
				h |= 1 << v
			}
			got = append(got, h)
			return true
		})
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("family %b: blocker %b, want %b", fam, got, want)
		}
		// The blocker of the blocker of a family of incomparable sets
		// is the family itself.
		if b := m.Blocking(f); f != Empty && !m.Contains(f, nil) {
			if m.Blocking(b) != m.Minimal(f) {
				t.Fatalf("family %b: b(b(f)) is not minimal(f)", fam)
			}
		}
	}
}
