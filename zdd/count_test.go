package zdd

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// The oracles below recompute counts by plain recursion over the
// diagram with memo maps, sharing no code with count.go.

// oracleCount returns the number of sets of f.
func oracleCount(m *Manager, f Node, memo map[Node]*big.Int) *big.Int {
	if f <= Base {
		return big.NewInt(int64(f))
	}
	if c, ok := memo[f]; ok {
		return c
	}
	c := new(big.Int).Add(oracleCount(m, m.Lo(f), memo), oracleCount(m, m.Hi(f), memo))
	memo[f] = c
	return c
}

// oracleSizes returns the histogram of set sizes of f, without trailing
// zeros.
func oracleSizes(m *Manager, f Node, memo map[Node][]*big.Int) []*big.Int {
	switch f {
	case Empty:
		return nil
	case Base:
		return []*big.Int{big.NewInt(1)}
	}
	if h, ok := memo[f]; ok {
		return h
	}
	lo, hi := oracleSizes(m, m.Lo(f), memo), oracleSizes(m, m.Hi(f), memo)
	h := make([]*big.Int, max(len(lo), len(hi)+1))
	for k := range h {
		h[k] = new(big.Int)
		if k < len(lo) {
			h[k].Add(h[k], lo[k])
		}
		if k > 0 && k-1 < len(hi) {
			h[k].Add(h[k], hi[k-1])
		}
	}
	memo[f] = h
	return h
}

// oracleNodes returns the number of non-terminal nodes below f.
func oracleNodes(m *Manager, f Node, seen map[Node]bool) int {
	if f <= Base || seen[f] {
		return 0
	}
	seen[f] = true
	return 1 + oracleNodes(m, m.Lo(f), seen) + oracleNodes(m, m.Hi(f), seen)
}

func sameInts(a, b []*big.Int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Cmp(b[i]) != 0 {
			return false
		}
	}
	return true
}

// checkCounts compares every counting routine on f with the oracles:
// Count, Count64, NodeCount, Sizes and the per-node tables of counter,
// and, when the diagram is ordered by id, each way the upward pass can
// hold its values (ring of the smallest size, slots, histogram table
// per node). It reports whether the diagram is ordered.
func checkCounts(t *testing.T, m *Manager, f Node, label string) bool {
	t.Helper()
	memo := map[Node]*big.Int{}
	want := oracleCount(m, f, memo)
	wantSizes := oracleSizes(m, f, map[Node][]*big.Int{})
	wantNodes := oracleNodes(m, f, map[Node]bool{})
	m.forgetCounts()
	if got := m.NodeCount(f); got != wantNodes {
		t.Fatalf("%s: NodeCount = %d, want %d", label, got, wantNodes)
	}
	m.forgetCounts()
	if got := m.Count(f); got.Cmp(want) != 0 {
		t.Fatalf("%s: Count = %v, want %v", label, got, want)
	}
	if got := m.Count(f); got.Cmp(want) != 0 { // remembered
		t.Fatalf("%s: Count again = %v, want %v", label, got, want)
	}
	if got := m.NodeCount(f); got != wantNodes {
		t.Fatalf("%s: NodeCount after Count = %d, want %d", label, got, wantNodes)
	}
	m.forgetCounts()
	c64, ok := m.Count64(f)
	if ok != want.IsUint64() || ok && c64 != want.Uint64() {
		t.Fatalf("%s: Count64 = %d, %v, want %v", label, c64, ok, want)
	}
	m.forgetCounts()
	if got := m.Sizes(f); !sameInts(got, wantSizes) {
		t.Fatalf("%s: Sizes = %v, want %v", label, got, wantSizes)
	}
	if got := m.Count(f); got.Cmp(want) != 0 { // remembered by Sizes
		t.Fatalf("%s: Count after Sizes = %v, want %v", label, got, want)
	}
	// The depth-first folds, which Count and Sizes take only for
	// diagrams not ordered by id, on every diagram.
	if got := m.sizesDFS(f); !sameInts(got, wantSizes) {
		t.Fatalf("%s: sizesDFS = %v, want %v", label, got, wantSizes)
	}
	if got := m.bigCountLean(f); got.Cmp(want) != 0 {
		t.Fatalf("%s: bigCountLean = %v, want %v", label, got, want)
	}
	if f > Base {
		c := m.counter(f)
		var z big.Int
		for n, w := range memo {
			if c.get(n, &z).Cmp(w) != 0 {
				t.Fatalf("%s: counter of node %d = %v, want %v", label, n, &z, w)
			}
		}
	}
	if f <= Base {
		return true
	}
	s, ordered := m.newSweep(f)
	if !ordered {
		return false
	}
	if s.n != wantNodes {
		t.Fatalf("%s: sweep finds %d nodes, want %d", label, s.n, wantNodes)
	}
	size := 1
	for size <= s.span {
		size *= 2
	}
	for _, way := range []struct {
		name string
		run  func(max int) ([]uint64, bool)
	}{
		{"ring", func(max int) ([]uint64, bool) { return m.countRing(s, size, max) }},
		{"dense", func(max int) ([]uint64, bool) { return m.countDense(s, max) }},
		{"limbs from marks", func(max int) ([]uint64, bool) {
			// a sweep without last-use flags, which a dense count must
			// make again
			mk, _ := m.newMarks(f)
			if mk.last != nil || mk.n != s.n || mk.span != s.span {
				t.Fatalf("%s: newMarks gives last %v, %d nodes, span %d", label, mk.last != nil, mk.n, mk.span)
			}
			return m.countLimbs(mk, max)
		}},
	} {
		x, ok := way.run(1 << 20)
		if !ok || intFromLimbs(x).Cmp(want) != 0 {
			t.Fatalf("%s: count by %s = %v, %v, want %v", label, way.name, intFromLimbs(x), ok, want)
		}
		if len(x) > 1 && x[len(x)-1] == 0 {
			t.Fatalf("%s: count by %s has a zero top limb", label, way.name)
		}
		if len(x) > 1 {
			if y, ok := way.run(len(x) - 1); ok {
				t.Fatalf("%s: count by %s fits in fewer limbs: %v", label, way.name, y)
			}
		}
	}
	w := (want.BitLen() + 63) / 64
	for _, span := range []int{s.span, s.n} { // ring, then one entry per node
		s.span = span
		if got := m.sizesSweep(s, w); !sameInts(got, wantSizes) {
			t.Fatalf("%s: sizesSweep (span %d) = %v, want %v", label, span, got, wantSizes)
		}
	}
	return true
}

// randomOp combines families of fs into a new one.
func randomOp(m *Manager, rng *rand.Rand, fs []Node, nvars int) Node {
	a, b := fs[rng.IntN(len(fs))], fs[rng.IntN(len(fs))]
	switch rng.IntN(9) {
	case 0:
		return m.Union(a, b)
	case 1:
		return m.Intersect(a, m.Union(b, a))
	case 2:
		return m.Diff(a, b)
	case 3:
		return m.SymDiff(a, b)
	case 4:
		return m.Join(a, b)
	case 5:
		return m.Change(a, uint32(rng.IntN(nvars)))
	case 6:
		return m.Union(a, m.Pow(vars(rng.IntN(nvars))))
	case 7:
		var vs []uint32
		for v := range nvars {
			if rng.IntN(2) == 0 {
				vs = append(vs, uint32(v))
			}
		}
		return m.Join(a, m.Pow(vs))
	default:
		set := []uint32{}
		for v := range nvars {
			if rng.IntN(3) == 0 {
				set = append(set, uint32(v))
			}
		}
		return m.Union(a, m.SetOf(set))
	}
}

// TestCountRandomFamilies builds random families through the operations
// and checks every counting routine against the oracles, before and
// after GC: after GC new nodes fill freed slots below the ids of the
// nodes that were kept, so that some diagrams are no longer ordered by
// id and the depth-first walks take over. Both cases must occur.
func TestCountRandomFamilies(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	ordered, unordered, wide := 0, 0, 0
	for round := range 6 {
		m := New()
		nvars := 8 + 24*round
		fs := []Node{Empty, Base}
		for step := range 60 {
			f := randomOp(m, rng, fs, nvars)
			fs = append(fs, f)
			if m.Count(f).BitLen() > 64 {
				wide++
			}
			if checkCounts(t, m, f, "before GC") {
				ordered++
			} else {
				unordered++
			}
			if step%20 == 19 {
				// Keep a random half and make garbage of the rest.
				var kept []Node
				for _, g := range fs {
					if rng.IntN(2) == 0 {
						m.Ref(g)
						kept = append(kept, g)
					}
				}
				m.GC()
				fs = append(kept, Empty, Base)
				for _, g := range kept {
					if checkCounts(t, m, g, "kept") {
						ordered++
					} else {
						unordered++
					}
				}
			}
		}
	}
	t.Logf("%d ordered diagrams, %d not; %d counts above a word", ordered, unordered, wide)
	if ordered == 0 || unordered == 0 || wide == 0 {
		t.Fatalf("%d ordered diagrams, %d not, %d counts above a word: every case must be tested", ordered, unordered, wide)
	}
}

// TestCountPowMultiWord counts the power set of 200 variables (2^200
// sets, four words) in an ordered store and in one where the upper half
// of its nodes lie in freed slots below the lower half.
func TestCountPowMultiWord(t *testing.T) {
	want := new(big.Int).Lsh(big.NewInt(1), 200)
	wantSizes := make([]*big.Int, 201)
	for k := range wantSizes {
		wantSizes[k] = binom(200, k)
	}
	check := func(m *Manager, p Node, wantOrdered bool) {
		t.Helper()
		if _, ok := m.newSweep(p); ok != wantOrdered {
			t.Fatalf("ordered = %v, want %v", ok, wantOrdered)
		}
		checkCounts(t, m, p, "pow(200)")
		m.forgetCounts()
		if c := m.Count(p); c.Cmp(want) != 0 {
			t.Fatalf("count = %v, want 2^200", c)
		}
		if _, ok := m.Count64(p); ok {
			t.Fatal("Count64 of 2^200 reports a fit")
		}
		if n := m.NodeCount(p); n != 200 {
			t.Fatalf("NodeCount = %d, want 200", n)
		}
		if h := m.Sizes(p); !sameInts(h, wantSizes) {
			t.Fatalf("Sizes = %v", h)
		}
	}
	m := New()
	p := m.Pow(vars(200))
	if s, _ := m.newSweep(p); s.dir != nil {
		t.Fatal("the nodes of pow(200) in a new store are not dense")
	}
	check(m, p, true)

	m = New()
	kSubsets(m, 40, 20) // garbage below
	upper := make([]uint32, 100)
	for i := range upper {
		upper[i] = uint32(100 + i)
	}
	q := m.Pow(upper)
	m.Ref(q)
	m.GC()
	p = m.Pow(vars(200)) // its nodes of variables 0..99 fill freed slots
	check(m, p, false)
}

// TestCountWideRing counts a diagram much larger than the ring of its
// upward pass, with counts of several words: the middle subsets of 300
// elements (22650 nodes, C(300,150) about 2^295).
func TestCountWideRing(t *testing.T) {
	m := New()
	f := kSubsets(m, 300, 150)
	s, ok := m.newSweep(f)
	if !ok {
		t.Fatal("a diagram made node by node is not ordered")
	}
	if s.n != 151*150 || s.span >= 1024 {
		t.Fatalf("sweep: %d nodes, span %d", s.n, s.span)
	}
	checkCounts(t, m, f, "k-subsets")
	if c := m.Count(f); c.Cmp(binom(300, 150)) != 0 {
		t.Fatalf("count = %v, want C(300,150)", c)
	}
}

// TestCount64Edge checks Count64 at the edge of a machine word: 2^64 - 1
// sets fit, 2^64 do not.
func TestCount64Edge(t *testing.T) {
	m := New()
	p := m.Pow(vars(64))
	if c, ok := m.Count64(p); ok {
		t.Fatalf("Count64(pow(64)) = %d, true", c)
	}
	q := m.Diff(p, Base)
	if c, ok := m.Count64(q); !ok || c != 1<<64-1 {
		t.Fatalf("Count64 = %d, %v, want 2^64-1", c, ok)
	}
	checkCounts(t, m, q, "pow(64) without the empty set")
}

// TestCountManyNodes counts the 400-subsets of 1000 elements (240400
// nodes, more than one chunk of the sweep's flags; counts of up to 16
// words) by every way of the upward pass.
func TestCountManyNodes(t *testing.T) {
	m := New()
	f := kSubsets(m, 1000, 400)
	want := binom(1000, 400)
	wantSizes := make([]*big.Int, 401)
	for k := range wantSizes {
		wantSizes[k] = new(big.Int)
	}
	wantSizes[400] = want
	s, ok := m.newSweep(f)
	if !ok || s.n != 601*400 || len(s.last) < 2 {
		t.Fatalf("sweep: ordered %v, %d nodes, %d chunks of flags", ok, s.n, len(s.last))
	}
	size := 1
	for size <= s.span {
		size *= 2
	}
	if x, ok := m.countRing(s, size, 1<<20); !ok || intFromLimbs(x).Cmp(want) != 0 {
		t.Fatal("count by ring differs from the binomial coefficient")
	}
	if x, ok := m.countDense(s, 1<<20); !ok || intFromLimbs(x).Cmp(want) != 0 {
		t.Fatal("count by rank differs from the binomial coefficient")
	}
	w := (want.BitLen() + 63) / 64
	for _, span := range []int{s.span, s.n} {
		s.span = span
		if got := m.sizesSweep(s, w); !sameInts(got, wantSizes) {
			t.Fatalf("sizesSweep (span %d) differs", span)
		}
	}
	if c := m.Count(f); c.Cmp(want) != 0 {
		t.Fatal("Count differs from the binomial coefficient")
	}
	if n := m.NodeCount(f); n != 601*400 {
		t.Fatalf("NodeCount = %d", n)
	}
	if h := m.Sizes(f); !sameInts(h, wantSizes) {
		t.Fatal("Sizes differs")
	}
}
