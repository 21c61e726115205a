package zdd

import "testing"

func TestCoreUnionCount(t *testing.T) {
	m := New()
	a := m.SetOf([]uint32{0, 2})
	b := m.SetOf([]uint32{1})
	u := m.Union(a, m.Union(b, Base))
	if c, _ := m.Count64(u); c != 3 {
		t.Fatalf("count = %d, want 3", c)
	}
	if m.Intersect(u, a) != a || m.Diff(u, a) != m.Union(b, Base) || m.SymDiff(u, u) != Empty {
		t.Fatal("basic algebra broken")
	}
	m.Ref(u)
	m.GC()
	if c, _ := m.Count64(u); c != 3 {
		t.Fatalf("after GC count = %d, want 3", c)
	}
}
