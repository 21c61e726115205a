package zdd

import "testing"

// TestUsage counts each variable's sets by listing the family.
func TestUsage(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		m := New()
		f := randomFamily(m, int(seed)*7, seed)
		use, total := m.Usage(f, 64)
		want := make([]int64, 64)
		sets := m.Sets(f, -1)
		for _, s := range sets {
			for _, v := range s {
				want[v]++
			}
		}
		if total.Int64() != int64(len(sets)) {
			t.Fatalf("seed %d: total %v, want %d", seed, total, len(sets))
		}
		for v := range want {
			if use[v].Int64() != want[v] {
				t.Fatalf("seed %d: variable %d in %v sets, want %d", seed, v, use[v], want[v])
			}
		}
	}
	m := New()
	if use, total := m.Usage(Base, 2); total.Int64() != 1 || use[0].Sign() != 0 {
		t.Fatalf("Usage({{}}) = %v, %v", use, total)
	}
}
