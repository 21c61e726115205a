package zdd

import (
	"math/rand/v2"
	"testing"
)

// TestWiden makes stores pass their id width many times over (starting
// at 6 id bits instead of 28) and checks that nothing changes: the
// operations give the families a normal store gives, every node stays
// canonical, Bulk and GC keep working.
func TestWiden(t *testing.T) {
	old := minIDBits
	minIDBits = 6
	defer func() { minIDBits = old }()

	ref := func() *Manager { minIDBits = old; m := New(); minIDBits = 6; return m }()
	m := New()
	r := rand.New(rand.NewPCG(5, 6))
	var fs, gs []Node
	for i := 0; i < 30; i++ {
		sets := make([][]uint32, 1+r.IntN(40))
		for j := range sets {
			for v := uint32(0); v < 16; v++ {
				if r.IntN(3) == 0 {
					sets[j] = append(sets[j], v)
				}
			}
		}
		f, g := Empty, Empty
		for _, s := range sets {
			f = m.Union(f, m.SetOf(s))
			g = ref.Union(g, ref.SetOf(s))
		}
		fs, gs = append(fs, f), append(gs, g)
		m.Ref(f)
	}
	if m.idBits <= 6 {
		t.Fatalf("the store never widened (%d nodes, %d id bits)", len(m.nodes), m.idBits)
	}
	for i := 1; i < len(fs); i++ {
		ops := []struct {
			name string
			a, b Node
		}{
			{"union", m.Union(fs[i-1], fs[i]), ref.Union(gs[i-1], gs[i])},
			{"intersect", m.Intersect(fs[i-1], fs[i]), ref.Intersect(gs[i-1], gs[i])},
			{"diff", m.Diff(fs[i-1], fs[i]), ref.Diff(gs[i-1], gs[i])},
		}
		for _, op := range ops {
			if !same(readBack(t, m, op.a), readBack(t, ref, op.b)) {
				t.Fatalf("%s %d differs after widening", op.name, i)
			}
		}
		// canonical: making a node again finds it
		f := fs[i]
		if got := m.MakeNode(m.Var(f), m.Lo(f), m.Hi(f)); got != f {
			t.Fatalf("MakeNode gave %d for node %d", got, f)
		}
	}
	m.GC()
	for i, f := range fs {
		if !same(readBack(t, m, f), readBack(t, ref, gs[i])) {
			t.Fatalf("family %d differs after GC", i)
		}
	}
	t.Logf("%d nodes, %d id bits", len(m.nodes), m.idBits)
	// Bulk builds and their settling, widening on the way.
	testBulkCanonical(t)
}
