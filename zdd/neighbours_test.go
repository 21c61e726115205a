package zdd

import (
	"math/rand"
	"testing"
)

// maskFamily builds the family of the sets given as bit masks.
func maskFamily(m *Manager, masks map[uint32]bool) Node {
	f := Empty
	for mask := range masks {
		var set []uint32
		for v := uint32(0); v < 32; v++ {
			if mask>>v&1 == 1 {
				set = append(set, v)
			}
		}
		f = m.Union(f, m.SetOf(set))
	}
	return f
}

// TestSwapsHittingBrute compares Swaps and Hitting with their
// definitions on random families over up to 6 variables.
func TestSwapsHittingBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(35))
	for trial := 0; trial < 300; trial++ {
		m := New()
		nv := 1 + rng.Intn(6)
		in := map[uint32]bool{}
		for k := rng.Intn(1 << nv); k > 0; k-- {
			in[uint32(rng.Intn(1<<nv))] = true
		}
		f := maskFamily(m, in)
		var vars []uint32
		for v := 0; v < nv; v++ {
			vars = append(vars, uint32(v))
		}
		all := uint32(1)<<nv - 1
		for _, c := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			want := map[uint32]bool{}
			for s := range in {
				for e := -1; e < nv; e++ {
					for a := -1; a < nv; a++ {
						if (e >= 0) != c[0] || (a >= 0) != c[1] {
							continue
						}
						if e >= 0 && s>>e&1 == 0 || a >= 0 && s>>a&1 == 1 {
							continue
						}
						t := s
						if e >= 0 {
							t &^= 1 << e
						}
						if a >= 0 {
							t |= 1 << a
						}
						want[t] = true
					}
				}
			}
			if got := Swaps(m, f, vars, c[0], c[1]); got != maskFamily(m, want) {
				t.Fatalf("trial %d: swaps %v of %v: %v sets, want %d", trial, c, in, m.Count(got), len(want))
			}
		}
		want := map[uint32]bool{}
		for h := uint32(0); h <= all; h++ {
			ok := true
			for s := range in {
				ok = ok && h&s != 0
			}
			if ok {
				want[h] = true
			}
		}
		if got := Hitting(m, f, vars); got != maskFamily(m, want) {
			t.Fatalf("trial %d: hitting sets of %v: %v, want %d", trial, in, m.Count(got), len(want))
		}
		// The minimal hitting sets over f's support are its blocking family.
		if a, b := m.Minimal(Hitting(m, f, nil)), m.Blocking(f); a != b {
			t.Fatalf("trial %d: minimal hitting sets of %v: %v, blocking %v", trial, in, m.Count(a), m.Count(b))
		}
	}
}
