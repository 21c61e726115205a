package zdd

import (
	"bytes"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// TestFamilyMatchesManager checks that every checked operation gives
// the result of the unchecked one.
func TestFamilyMatchesManager(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n, f, g := drawPair(t)
		m := New()
		m.SetVars(uint32(n) + 1)
		F, G := build(m, f), build(m, g)
		a, b := m.Family(F), m.Family(G)
		if a.Node() != F || a.Manager() != m {
			t.Fatal("Family does not hold its node and manager")
		}
		bins := map[string]struct {
			checked func(Family) (Family, error)
			plain   func(x, y Node) Node
		}{
			"Union": {a.Union, m.Union}, "Intersect": {a.Intersect, m.Intersect}, "Diff": {a.Diff, m.Diff},
			"SymDiff": {a.SymDiff, m.SymDiff}, "Join": {a.Join, m.Join}, "Meet": {a.Meet, m.Meet},
			"Quotient": {a.Quotient, m.Quotient}, "Remainder": {a.Remainder, m.Remainder},
			"Restrict": {a.Restrict, m.Restrict}, "Permit": {a.Permit, m.Permit},
			"NonSup": {a.NonSup, m.NonSup}, "NonSub": {a.NonSub, m.NonSub},
		}
		for name, op := range bins {
			r, err := op.checked(b)
			if err != nil || r.Node() != op.plain(F, G) {
				t.Fatalf("%s: %v %v", name, r.Node(), err)
			}
		}
		uns := map[string]struct {
			checked func() (Family, error)
			plain   func(x Node) Node
		}{
			"Minimal": {a.Minimal, m.Minimal}, "Maximal": {a.Maximal, m.Maximal},
			"Minimum": {a.Minimum, m.Minimum}, "Maximum": {a.Maximum, m.Maximum},
		}
		for name, op := range uns {
			r, err := op.checked()
			if err != nil || r.Node() != op.plain(F) {
				t.Fatalf("%s: %v %v", name, r.Node(), err)
			}
		}
		for k := range 3 {
			for _, c := range []struct {
				checked func(int) (Family, error)
				plain   func(Node, int) Node
			}{{a.SizeAtMost, m.SizeAtMost}, {a.SizeAtLeast, m.SizeAtLeast}, {a.SizeEq, m.SizeEq}} {
				if r, err := c.checked(k); err != nil || r.Node() != c.plain(F, k) {
					t.Fatal("size filter")
				}
			}
		}
		v := uint32(rapid.IntRange(0, n).Draw(t, "v"))
		vs := map[string]struct {
			checked func(uint32) (Family, error)
			plain   func(x Node, v uint32) Node
		}{
			"Onset": {a.Onset, m.Onset}, "Offset": {a.Offset, m.Offset}, "Change": {a.Change, m.Change},
			"With": {a.With, m.With}, "Without": {a.Without, m.Without},
		}
		for name, op := range vs {
			r, err := op.checked(v)
			if err != nil || r.Node() != op.plain(F, v) {
				t.Fatalf("%s: %v %v", name, r.Node(), err)
			}
			if _, err := op.checked(uint32(n) + 1); err == nil {
				t.Fatalf("%s accepted an unknown variable", name)
			}
		}
		e := maskVars(drawMask(t, n, "E"))
		if r, err := a.Project(e); err != nil || r.Node() != m.Project(F, e) {
			t.Fatal("Project")
		}
		if r, err := a.Complement(e); err != nil || r.Node() != m.Complement(F, e) {
			t.Fatal("Complement")
		}
		if r, err := m.PowFamily(e); err != nil || r.Node() != m.Pow(e) {
			t.Fatal("PowFamily")
		}
		if eq, err := a.Equal(b); err != nil || eq != (F == G) {
			t.Fatal("Equal")
		}
		if sub, err := a.IsSubfamily(b); err != nil || sub != m.IsSubfamily(F, G) {
			t.Fatal("IsSubfamily")
		}
		if in, err := a.Contains(e); err != nil || in != f[varsMask(e)] {
			t.Fatal("Contains")
		}
		if c, err := a.Count(); err != nil || c.Int64() != int64(len(f)) {
			t.Fatal("Count")
		}
		if h, err := a.Sizes(); err != nil || len(h) != len(m.Sizes(F)) {
			t.Fatal("Sizes")
		}
		if c, err := a.NodeCount(); err != nil || c != m.NodeCount(F) {
			t.Fatal("NodeCount")
		}
		if s, err := a.Unrank(big.NewInt(0)); err != nil || !slices.Equal(s, m.Unrank(F, big.NewInt(0))) {
			t.Fatal("Unrank")
		}
		if r, err := a.Rank(e); err != nil || r.Cmp(m.Rank(F, e)) != 0 {
			t.Fatal("Rank")
		}
		if s, err := a.Sample(rand.New(rand.NewPCG(1, 1)), 3); err != nil || len(s) != min(3, len(f)) {
			t.Fatal("Sample")
		}
		if s, err := a.Sets(-1); err != nil || len(s) != len(f) {
			t.Fatal("Sets")
		}
		count := 0
		if err := a.Each(func([]uint32) bool { count++; return true }); err != nil || count != len(f) {
			t.Fatal("Each")
		}
		w := []int64{3, -1, 4, -1, 5, -9, 2, 6}
		s1, w1, ok1, err := a.MinWeight(w)
		s2, w2, ok2 := m.MinWeight(F, w)
		if err != nil || !slices.Equal(s1, s2) || w1 != w2 || ok1 != ok2 {
			t.Fatal("MinWeight")
		}
		s1, w1, ok1, err = a.MaxWeight(w)
		s2, w2, ok2 = m.MaxWeight(F, w)
		if err != nil || !slices.Equal(s1, s2) || w1 != w2 || ok1 != ok2 {
			t.Fatal("MaxWeight")
		}
		if r, err := a.MinWeightSets(w); err != nil || r.Node() != m.MinWeightSets(F, w) {
			t.Fatal("MinWeightSets")
		}
		if r, err := a.MaxWeightSets(w); err != nil || r.Node() != m.MaxWeightSets(F, w) {
			t.Fatal("MaxWeightSets")
		}
		if kb, err := a.KBest(w, 4); err != nil || len(kb) != len(m.KBest(F, w, 4)) {
			t.Fatal("KBest")
		}
		var d1, d2 bytes.Buffer
		if err := a.WriteDOT(&d1, nil); err != nil || m.WriteDOT(&d2, F, nil) != nil || d1.String() != d2.String() {
			t.Fatal("WriteDOT")
		}
		var buf bytes.Buffer
		if err := a.Save(&buf); err != nil {
			t.Fatal(err)
		}
		var buf2 bytes.Buffer
		if err := a.SaveWithMeta(&buf2, []byte("x")); err != nil {
			t.Fatal(err)
		}
		if _, meta, err := New().LoadWithMeta(&buf2); err != nil || string(meta) != "x" {
			t.Fatalf("SaveWithMeta: %v %q", err, meta)
		}
		m2 := New()
		m2.SetVars(uint32(n) + 1)
		l, _, err := m2.LoadFamily(bytes.NewReader(buf.Bytes()))
		if err != nil || m2.Count(l.Node()).Int64() != int64(len(f)) {
			t.Fatalf("LoadFamily: %v", err)
		}
		top := -1
		for s := range f {
			if s != 0 {
				top = max(top, 15-bits.LeadingZeros16(s))
			}
		}
		m3 := New()
		m3.SetVars(1)
		_, _, err = m3.LoadFamily(bytes.NewReader(buf.Bytes()))
		if (err == nil) != (top < 1) {
			t.Fatalf("LoadFamily with SetVars(1), top element %d: %v", top, err)
		}
		a.Ref()
		m.GC()
		if r, err := a.Minimal(); err != nil || r.Node() != m.Minimal(F) {
			t.Fatal("Ref'd family lost in GC")
		}
		a.Unref()
	})
}

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
		if kb := m.KBest(F, w, 3); len(kb) != min(3, len(f)) {
			t.Fatal("KBest")
		}
		if set, _, ok := m.MinWeight(F, w); ok != (len(f) > 0) || (ok && !f[varsMask(set)]) {
			t.Fatal("MinWeight")
		}
		var buf bytes.Buffer
		if err := m.Save(&buf, F); err != nil {
			t.Fatal(err)
		}
		if g, err := m.Load(&buf); err != nil || g != F {
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
