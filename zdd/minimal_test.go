package zdd

import (
	"math/rand/v2"
	"os"
	"testing"
)

// loadHints reads testdata/hints5x5.zdd: the family of hint-cell sets
// (cells numbered 0..24) that make one loop of a 5x5 Slitherlink board
// its unique solution, a family of realistic shape for the minimal and
// maximal recursions.
func loadHints(tb testing.TB, m *Manager) Node {
	f, err := os.Open("testdata/hints5x5.zdd")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	h, err := load(m, f)
	if err != nil {
		tb.Fatal(err)
	}
	return h
}

// upward returns the proper supersets of the sets of f within vars,
// built by adding one missing element and then any others: an oracle
// for Minimal that shares no code with NonSup.
func upward(m *Manager, f Node, vars []uint32) Node {
	one := Empty
	for _, v := range vars {
		one = m.Union(one, m.Change(m.Offset(f, v), v))
	}
	return m.Join(one, m.Pow(vars))
}

func TestMinimalMaximalOnHintFamily(t *testing.T) {
	m := New()
	h := loadHints(t, m)
	vars := make([]uint32, 25)
	for i := range vars {
		vars[i] = uint32(i)
	}
	min := m.Minimal(h)
	if want := m.Diff(h, upward(m, h, vars)); min != want {
		t.Fatalf("Minimal: %v sets, oracle %v", m.Count(min), m.Count(want))
	}
	// the maximal sets of the complement, by the same oracle on the
	// complemented sets
	c := m.Complement(h, vars)
	max := m.Maximal(c)
	flip := func(f Node) Node {
		for _, v := range vars {
			f = m.Change(f, v)
		}
		return f
	}
	if want := flip(m.Diff(flip(c), upward(m, flip(c), vars))); max != want {
		t.Fatalf("Maximal: %v sets, oracle %v", m.Count(max), m.Count(want))
	}
	if m.NonSup(h, min) != Empty || m.NonSub(c, max) != Empty {
		t.Fatal("a set lies above no minimal set or below no maximal set")
	}
}

// TestCacheGrowth runs operations long enough for the cache to grow
// while they run (keeping its entries), and checks their results.
func TestCacheGrowth(t *testing.T) {
	m := New()
	rng := rand.New(rand.NewPCG(3, 5))
	const n = 30
	vars := make([]uint32, n)
	for i := range vars {
		vars[i] = uint32(i)
	}
	f := Empty
	for range 3000 {
		var s []uint32
		for range 3 + rng.IntN(8) {
			s = append(s, uint32(rng.IntN(n)))
		}
		f = m.Union(f, m.SetOf(s))
	}
	m.GC(f)
	before := len(m.cache)
	min := m.Minimal(f)
	grown := len(m.cache)
	if want := m.Diff(f, upward(m, f, vars)); min != want {
		t.Fatalf("Minimal: %v sets, oracle %v", m.Count(min), m.Count(want))
	}
	if grown <= before {
		t.Fatalf("cache stayed at %d entries", grown)
	}
	m.GC()
	if len(m.cache) > max(minCache, m.live/2) {
		t.Fatalf("cache of %d entries after GC for %d live nodes", len(m.cache), m.live)
	}
}

func BenchmarkMinimalHints(b *testing.B) {
	for b.Loop() {
		m := New()
		m.Minimal(loadHints(b, m))
	}
}

func BenchmarkMaximalNonHints(b *testing.B) {
	vars := make([]uint32, 25)
	for i := range vars {
		vars[i] = uint32(i)
	}
	for b.Loop() {
		m := New()
		m.Maximal(m.Complement(loadHints(b, m), vars))
	}
}
