package zdd

import (
	"errors"
	"testing"
)

// TestMemoryBudget: an operation that would grow the store past the
// budget stops before it allocates, and the manager goes on.
func TestMemoryBudget(t *testing.T) {
	m := New()
	const budget = 1 << 20
	m.SetMemoryBudget(budget)
	var f Node
	err := m.Guard(func() {
		for i := range 200000 {
			f = m.Union(f, m.SetOf([]uint32{uint32(i % 1000), uint32(1000 + i/1000), uint32(2000 + i%77)}))
		}
	})
	if !errors.Is(err, ErrMemoryBudget) {
		t.Fatalf("err = %v, want ErrMemoryBudget", err)
	}
	if fp := m.Footprint(); fp > budget || fp != m.Stats().Bytes {
		t.Errorf("footprint %d (stats %d), budget %d", fp, m.Stats().Bytes, budget)
	}
	m.SetMemoryBudget(0)
	m.GC()
	g := m.SetOf([]uint32{1, 2})
	if c := m.Count(m.Union(g, Base)); c.Int64() != 2 {
		t.Errorf("count after the stop: %v", c)
	}
}
