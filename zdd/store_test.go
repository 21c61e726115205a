package zdd

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

func TestSetOfAndReserve(t *testing.T) {
	m := New()
	m.Reserve(100000)
	rng := rand.New(rand.NewPCG(5, 5))
	for range 200 {
		k := rng.IntN(120)
		set := make([]uint32, k)
		for i := range set {
			set[i] = uint32(rng.IntN(80))
		}
		f := m.SetOf(set)
		want := slices.Compact(slices.Sorted(slices.Values(set)))
		got := m.Sets(f, -1)
		if len(got) != 1 || !slices.Equal(got[0], want) {
			t.Fatalf("SetOf(%v) = %v", set, got)
		}
		if m.Var(f) != TermVar && m.Var(f) != want[0] {
			t.Fatal("Var of SetOf root")
		}
		if !IsTerminal(m.Lo(f)) && len(want) > 0 {
			t.Fatal("Lo of a single set is not Empty")
		}
		if k := m.Hi(f); len(want) > 1 && m.Var(k) != want[1] {
			t.Fatal("Hi of SetOf root")
		}
	}
	if s := m.Stats().String(); s == "" {
		t.Fatal("empty Stats string")
	}
	// Interrupt withdrawn before it is seen.
	m.Interrupt()
	m.ClearInterrupt()
	if err := m.Guard(func() { m.Poll(); m.Pow(vars(3000)) }); err != nil {
		t.Fatal(err)
	}
}

// TestSmallFamilyInBigStore runs the per-family algorithms on small
// families in a manager whose store is large, where they keep their
// working storage in hash maps instead of store-sized slices, and
// checks them against the model.
func TestSmallFamilyInBigStore(t *testing.T) {
	m := New()
	ballast := kSubsets(m, 700, 300)
	m.Ref(ballast)
	if m.isSmall(ballast) {
		t.Fatal("a family filling the store is called small")
	}
	rapid.Check(t, func(t *rapid.T) {
		n := drawN(t)
		f := drawFam(t, n, "F")
		F := build(m, f)
		if !m.isSmall(F) {
			t.Fatalf("%d nodes in a store of %d not small", m.NodeCount(F), len(m.nodes))
		}
		if c := m.Count(F); c.Int64() != int64(len(f)) {
			t.Fatalf("Count = %v, want %d", c, len(f))
		}
		if c, ok := m.Count64(F); !ok || c != uint64(len(f)) {
			t.Fatal("Count64")
		}
		if got := readBack(t, m, F); !same(got, f) {
			t.Fatal("readback")
		}
		total := 0
		for _, c := range m.Sizes(F) {
			total += int(c.Int64())
		}
		if total != len(f) {
			t.Fatal("Sizes")
		}
		for k, s := range f.sorted() {
			if u := m.Unrank(F, big.NewInt(int64(k))); varsMask(u) != s {
				t.Fatal("Unrank")
			}
			if r := m.Rank(F, maskVars(s)); r.Int64() != int64(k) {
				t.Fatal("Rank")
			}
		}
		want := unCases[2].naive(f) // Minimum
		if got := readBack(t, m, m.Minimum(F)); !same(got, want) {
			t.Fatal("Minimum")
		}
		e := drawMask(t, n, "E")
		if got := readBack(t, m, m.Project(F, maskVars(e))); !same(got, f.mapped(func(s uint16) uint16 { return s & e })) {
			t.Fatal("Project")
		}
		w := []int64{2, -3, 5, -7, 11, -13, 17, -19, 23, -29, 31, -37}
		if kb := KBest(m, F, w, 3); len(kb) != min(3, len(f)) {
			t.Fatal("KBest")
		}
		if kb := KBest(m, F, w, 1); len(kb) != min(1, len(f)) || len(kb) == 1 && !f[varsMask(kb[0].Set)] {
			t.Fatal("KBest(1)")
		}
		var buf bytes.Buffer
		if err := m.Save(&buf, F); err != nil {
			t.Fatal(err)
		}
		if g, err := load(m, &buf); err != nil || g != F {
			t.Fatalf("Load: %v", err)
		}
		if m.NodeCount(F) != m.nodeCount(F) {
			t.Fatal("NodeCount")
		}
	})
	// A big count through the hashed path: pow(100) is small here.
	p := m.Pow(vars(100))
	if !m.isSmall(p) || m.Count(p).Cmp(new(big.Int).Lsh(big.NewInt(1), 100)) != 0 {
		t.Fatal("count of pow(100) in a big store")
	}
	if u := m.Unrank(p, big.NewInt(0)); len(u) != 100 {
		t.Fatal("unrank 0 of pow(100) is not the full set")
	}
	if h := m.Sizes(p); len(h) != 101 || h[50].Cmp(binom(100, 50)) != 0 {
		t.Fatal("Sizes of pow(100) in a big store")
	}
}
