package zdd

import (
	"math/big"
	"math/bits"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// The naive model: a family over elements 0..n-1 (n <= 12) is a set of
// bit masks, bit i standing for variable i.
type fam map[uint16]bool

func maskVars(s uint16) []uint32 {
	vars := []uint32{}
	for s != 0 {
		i := bits.TrailingZeros16(s)
		vars = append(vars, uint32(i))
		s &= s - 1
	}
	return vars
}

func varsMask(vars []uint32) uint16 {
	var s uint16
	for _, v := range vars {
		s |= 1 << v
	}
	return s
}

func drawN(t *rapid.T) int { return rapid.IntRange(0, 12).Draw(t, "n") }

func drawFam(t *rapid.T, n int, label string) fam {
	f := fam{}
	hi := (1 << n) - 1
	for _, s := range rapid.SliceOfN(rapid.IntRange(0, hi), 0, 40).Draw(t, label) {
		f[uint16(s)] = true
	}
	return f
}

func drawMask(t *rapid.T, n int, label string) uint16 {
	return uint16(rapid.IntRange(0, (1<<n)-1).Draw(t, label))
}

func (f fam) sorted() []uint16 {
	s := make([]uint16, 0, len(f))
	for x := range f {
		s = append(s, x)
	}
	slices.SortFunc(s, orderCmp)
	return s
}

// orderCmp is the documented order of sets: a before b when the
// smallest element in which they differ is in a.
func orderCmp(a, b uint16) int {
	if a == b {
		return 0
	}
	d := a ^ b
	if a&(d&-d) != 0 {
		return -1
	}
	return 1
}

func build(m *Manager, f fam) Node {
	r := Empty
	for _, s := range f.sorted() {
		r = m.Union(r, m.SetOf(maskVars(s)))
	}
	return r
}

// readBack converts a node to the model, checking that Each lists every
// set once, in the documented order, with increasing elements.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

func readBack(t fataler, m *Manager, n Node) fam {
	t.Helper()
	f := fam{}
	var prev []uint16
	m.Each(n, func(set []uint32) bool {
		if !slices.IsSorted(set) {
			t.Fatalf("Each gave unsorted set %v", set)
		}
		for _, v := range set {
			if v >= 16 {
				t.Fatalf("Each gave variable %d out of the model", v)
			}
		}
		s := varsMask(set)
		if f[s] {
			t.Fatalf("Each gave %v twice", set)
		}
		f[s] = true
		prev = append(prev, s)
		return true
	})
	if !slices.IsSortedFunc(prev, orderCmp) {
		t.Fatalf("Each order wrong: %v", prev)
	}
	return f
}

func same(a, b fam) bool {
	if len(a) != len(b) {
		return false
	}
	for x := range a {
		if !b[x] {
			return false
		}
	}
	return true
}

func (f fam) filter(keep func(s uint16) bool) fam {
	r := fam{}
	for s := range f {
		if keep(s) {
			r[s] = true
		}
	}
	return r
}

func (f fam) mapped(fn func(s uint16) uint16) fam {
	r := fam{}
	for s := range f {
		r[fn(s)] = true
	}
	return r
}

func (f fam) any(p func(s uint16) bool) bool {
	for s := range f {
		if p(s) {
			return true
		}
	}
	return false
}

func sub(a, b uint16) bool { return a&^b == 0 }

func naiveJoin(f, g fam) fam {
	r := fam{}
	for a := range f {
		for b := range g {
			r[a|b] = true
		}
	}
	return r
}

func naiveMeet(f, g fam) fam {
	r := fam{}
	for a := range f {
		for b := range g {
			r[a&b] = true
		}
	}
	return r
}

func naiveQuotient(f, g fam, n int) fam {
	r := fam{}
	if len(g) == 0 {
		return r
	}
	for a := 0; a < 1<<n; a++ {
		ok := true
		for b := range g {
			if uint16(a)&b != 0 || !f[uint16(a)|b] {
				ok = false
				break
			}
		}
		if ok {
			r[uint16(a)] = true
		}
	}
	return r
}

func naiveDiff(f, g fam) fam { return f.filter(func(s uint16) bool { return !g[s] }) }

func card(s uint16) int { return bits.OnesCount16(s) }

type binCase struct {
	name  string
	op    func(m *Manager, f, g Node) Node
	naive func(f, g fam, n int) fam
}

var binCases = []binCase{
	{"Union", (*Manager).Union, func(f, g fam, n int) fam {
		r := f.filter(func(uint16) bool { return true })
		for s := range g {
			r[s] = true
		}
		return r
	}},
	{"Intersect", (*Manager).Intersect, func(f, g fam, n int) fam { return f.filter(func(s uint16) bool { return g[s] }) }},
	{"Diff", (*Manager).Diff, func(f, g fam, n int) fam { return naiveDiff(f, g) }},
	{"SymDiff", (*Manager).SymDiff, func(f, g fam, n int) fam {
		r := naiveDiff(f, g)
		for s := range naiveDiff(g, f) {
			r[s] = true
		}
		return r
	}},
	{"Join", (*Manager).Join, func(f, g fam, n int) fam { return naiveJoin(f, g) }},
	{"Meet", (*Manager).Meet, func(f, g fam, n int) fam { return naiveMeet(f, g) }},
	{"Quotient", (*Manager).Quotient, naiveQuotient},
	{"Remainder", (*Manager).Remainder, func(f, g fam, n int) fam { return naiveDiff(f, naiveJoin(g, naiveQuotient(f, g, n))) }},
	{"Restrict", (*Manager).Restrict, func(f, g fam, n int) fam {
		return f.filter(func(a uint16) bool { return g.any(func(b uint16) bool { return sub(b, a) }) })
	}},
	{"Permit", (*Manager).Permit, func(f, g fam, n int) fam {
		return f.filter(func(a uint16) bool { return g.any(func(b uint16) bool { return sub(a, b) }) })
	}},
	{"NonSup", (*Manager).NonSup, func(f, g fam, n int) fam {
		return f.filter(func(a uint16) bool { return !g.any(func(b uint16) bool { return sub(b, a) }) })
	}},
	{"NonSub", (*Manager).NonSub, func(f, g fam, n int) fam {
		return f.filter(func(a uint16) bool { return !g.any(func(b uint16) bool { return sub(a, b) }) })
	}},
}

// drawPair draws two families; often the second is derived from the
// first so that the operations meet overlapping families.
func drawPair(t *rapid.T) (n int, f, g fam) {
	n = drawN(t)
	f = drawFam(t, n, "F")
	switch rapid.IntRange(0, 3).Draw(t, "shape") {
	case 0:
		g = drawFam(t, n, "G")
	case 1: // a subfamily of F
		g = f.filter(func(uint16) bool { return rapid.Bool().Draw(t, "keep") })
	case 2: // small sets, good divisors
		g = fam{}
		for _, s := range rapid.SliceOfN(rapid.IntRange(0, (1<<n)-1), 0, 3).Draw(t, "G") {
			if card(uint16(s)) <= 2 {
				g[uint16(s)] = true
			}
		}
	default:
		g = f
	}
	return n, f, g
}

func TestBinaryOpsAgainstNaive(t *testing.T) {
	for _, c := range binCases {
		t.Run(c.name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				n, f, g := drawPair(t)
				m := New()
				F, G := build(m, f), build(m, g)
				got := readBack(t, m, c.op(m, F, G))
				want := c.naive(f, g, n)
				if !same(got, want) {
					t.Fatalf("%s(%v, %v) = %v, want %v", c.name, f.sorted(), g.sorted(), got.sorted(), want.sorted())
				}
			})
		})
	}
}

type unCase struct {
	name  string
	op    func(m *Manager, f Node) Node
	naive func(f fam) fam
}

var unCases = []unCase{
	{"Minimal", (*Manager).Minimal, func(f fam) fam {
		return f.filter(func(a uint16) bool { return !f.any(func(b uint16) bool { return b != a && sub(b, a) }) })
	}},
	{"Maximal", (*Manager).Maximal, func(f fam) fam {
		return f.filter(func(a uint16) bool { return !f.any(func(b uint16) bool { return b != a && sub(a, b) }) })
	}},
	{"Minimum", (*Manager).Minimum, func(f fam) fam {
		return f.filter(func(a uint16) bool { return !f.any(func(b uint16) bool { return card(b) < card(a) }) })
	}},
	{"Maximum", (*Manager).Maximum, func(f fam) fam {
		return f.filter(func(a uint16) bool { return !f.any(func(b uint16) bool { return card(b) > card(a) }) })
	}},
}

func TestUnaryOpsAgainstNaive(t *testing.T) {
	for _, c := range unCases {
		t.Run(c.name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				n := drawN(t)
				f := drawFam(t, n, "F")
				m := New()
				got := readBack(t, m, c.op(m, build(m, f)))
				if want := c.naive(f); !same(got, want) {
					t.Fatalf("%s(%v) = %v, want %v", c.name, f.sorted(), got.sorted(), want.sorted())
				}
			})
		})
	}
}

func TestVarOpsAgainstNaive(t *testing.T) {
	type varCase struct {
		name  string
		op    func(m *Manager, f Node, v uint32) Node
		naive func(f fam, b uint16) fam
	}
	cases := []varCase{
		{"Onset", (*Manager).Onset, func(f fam, b uint16) fam {
			return f.filter(func(s uint16) bool { return s&b != 0 }).mapped(func(s uint16) uint16 { return s &^ b })
		}},
		{"Offset", (*Manager).Offset, func(f fam, b uint16) fam { return f.filter(func(s uint16) bool { return s&b == 0 }) }},
		{"Without", (*Manager).Without, func(f fam, b uint16) fam { return f.filter(func(s uint16) bool { return s&b == 0 }) }},
		{"With", (*Manager).With, func(f fam, b uint16) fam { return f.filter(func(s uint16) bool { return s&b != 0 }) }},
		{"Change", (*Manager).Change, func(f fam, b uint16) fam { return f.mapped(func(s uint16) uint16 { return s ^ b }) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				n := drawN(t)
				f := drawFam(t, n, "F")
				v := uint32(rapid.IntRange(0, 12).Draw(t, "v"))
				m := New()
				got := readBack(t, m, c.op(m, build(m, f), v))
				if want := c.naive(f, 1<<v); !same(got, want) {
					t.Fatalf("%s(%v, %d) = %v, want %v", c.name, f.sorted(), v, got.sorted(), want.sorted())
				}
			})
		})
	}
}

func TestElementSetOpsAgainstNaive(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := drawN(t)
		f := drawFam(t, n, "F")
		e := drawMask(t, n, "E")
		m := New()
		F := build(m, f)
		E := maskVars(e)
		if got, want := readBack(t, m, m.Project(F, E)), f.mapped(func(s uint16) uint16 { return s & e }); !same(got, want) {
			t.Fatalf("Project(%v, %v) = %v, want %v", f.sorted(), E, got.sorted(), want.sorted())
		}
		pow := fam{}
		for s := 0; s < 1<<n; s++ {
			if sub(uint16(s), e) {
				pow[uint16(s)] = true
			}
		}
		if got := readBack(t, m, m.Pow(E)); !same(got, pow) {
			t.Fatalf("Pow(%v) = %v", E, got.sorted())
		}
		if got, want := readBack(t, m, m.Complement(F, E)), naiveDiff(pow, f); !same(got, want) {
			t.Fatalf("Complement(%v, %v) = %v, want %v", f.sorted(), E, got.sorted(), want.sorted())
		}
	})
}

func TestSizeFiltersAgainstNaive(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := drawN(t)
		f := drawFam(t, n, "F")
		k := rapid.IntRange(-1, 13).Draw(t, "k")
		m := New()
		F := build(m, f)
		for name, c := range map[string]struct {
			got  Node
			keep func(int) bool
		}{
			"SizeAtMost":  {m.SizeAtMost(F, k), func(c int) bool { return c <= k }},
			"SizeAtLeast": {m.SizeAtLeast(F, k), func(c int) bool { return c >= k }},
			"both":        {m.SizeAtLeast(m.SizeAtMost(F, k), k), func(c int) bool { return c == k }},
		} {
			want := f.filter(func(s uint16) bool { return c.keep(card(s)) })
			if got := readBack(t, m, c.got); !same(got, want) {
				t.Fatalf("%s(%v, %d) = %v, want %v", name, f.sorted(), k, got.sorted(), want.sorted())
			}
		}
	})
}

func TestQueriesAgainstNaive(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n, f, g := drawPair(t)
		m := New()
		F, G := build(m, f), build(m, g)
		wantSub := !f.any(func(s uint16) bool { return !g[s] })
		if got := m.IsSubfamily(F, G); got != wantSub {
			t.Fatalf("IsSubfamily(%v, %v) = %v", f.sorted(), g.sorted(), got)
		}
		if (F == G) != same(f, g) {
			t.Fatalf("canonical form broken: %v vs %v", f.sorted(), g.sorted())
		}
		for s := 0; s < 1<<n; s++ {
			if m.Contains(F, maskVars(uint16(s))) != f[uint16(s)] {
				t.Fatalf("Contains(%v, %v) wrong", f.sorted(), maskVars(uint16(s)))
			}
		}
		if c, ok := m.Count64(F); !ok || c != uint64(len(f)) {
			t.Fatalf("Count64 = %d, %v; want %d", c, ok, len(f))
		}
		if c := m.Count(F); c.Cmp(big.NewInt(int64(len(f)))) != 0 {
			t.Fatalf("Count = %v, want %d", c, len(f))
		}
		hist := m.Sizes(F)
		want := make([]int64, 0)
		for s := range f {
			for len(want) <= card(s) {
				want = append(want, 0)
			}
			want[card(s)]++
		}
		if len(hist) != len(want) {
			t.Fatalf("Sizes = %v, want %v", hist, want)
		}
		for k := range want {
			if hist[k].Int64() != want[k] {
				t.Fatalf("Sizes = %v, want %v", hist, want)
			}
		}
		// Rank and Unrank follow the documented order.
		order := f.sorted()
		for k, s := range order {
			if got := m.Unrank(F, big.NewInt(int64(k))); varsMask(got) != s || got == nil {
				t.Fatalf("Unrank(%d) = %v, want %v", k, got, maskVars(s))
			}
			if r := m.Rank(F, maskVars(s)); r.Int64() != int64(k) {
				t.Fatalf("Rank(%v) = %v, want %d", maskVars(s), r, k)
			}
		}
		if m.Unrank(F, big.NewInt(int64(len(f)))) != nil || m.Unrank(F, big.NewInt(-1)) != nil {
			t.Fatal("Unrank out of range gave a set")
		}
		for s := 0; s < 1<<n; s++ {
			if !f[uint16(s)] && m.Rank(F, maskVars(uint16(s))).Sign() >= 0 {
				t.Fatalf("Rank of absent %v not -1", maskVars(uint16(s)))
			}
		}
		if got := m.Sets(F, -1); len(got) != len(f) {
			t.Fatalf("Sets gave %d sets, want %d", len(got), len(f))
		}
		if m.NodeCount(F) > len(f)*max(n, 1) {
			t.Fatalf("NodeCount %d too large for %d sets", m.NodeCount(F), len(f))
		}
	})
}

func TestWeightsAgainstNaive(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := drawN(t)
		f := drawFam(t, n, "F")
		w := rapid.SliceOfN(rapid.Int64Range(-5, 5), 0, 12).Draw(t, "w")
		weight := func(s uint16) int64 {
			var x int64
			for _, v := range maskVars(s) {
				x += weightOf(w, v)
			}
			return x
		}
		m := New()
		F := build(m, f)
		order := f.sorted()
		for _, max := range []bool{false, true} {
			if len(f) == 0 {
				if m.bestSets(F, sliceWeights(w), max) != Empty {
					t.Fatal("weight sets of the empty family")
				}
				continue
			}
			better := func(a, b int64) bool { return (!max && a < b) || (max && a > b) }
			var first uint16
			found := false
			for _, s := range order {
				if !found || better(weight(s), weight(first)) {
					first, found = s, true
				}
			}
			// KBest's first set is of the best weight (the heaviest
			// with the weights negated).
			sign, wk := int64(1), w
			if max {
				sign, wk = -1, make([]int64, len(w))
				for i, x := range w {
					wk[i] = -x
				}
			}
			if kb := KBest(m, F, wk, 1); len(kb) != 1 || sign*kb[0].Weight != weight(first) || weight(varsMask(kb[0].Set)) != weight(first) {
				t.Fatalf("max=%v: KBest(1) = %v, want weight %d", max, kb, weight(first))
			}
			all := f.filter(func(s uint16) bool { return weight(s) == weight(first) })
			if got := readBack(t, m, m.bestSets(F, sliceWeights(w), max)); !same(got, all) {
				t.Fatalf("max=%v: weight sets %v, want %v", max, got.sorted(), all.sorted())
			}
		}
		k := rapid.IntRange(0, 50).Draw(t, "k")
		best := KBest(m, F, w, k)
		if len(best) != min(k, len(f)) {
			t.Fatalf("KBest gave %d sets, want %d", len(best), min(k, len(f)))
		}
		ws := make([]int64, 0, len(f))
		for s := range f {
			ws = append(ws, weight(s))
		}
		slices.Sort(ws)
		seen := map[uint16]bool{}
		for i, b := range best {
			s := varsMask(b.Set)
			if !f[s] || seen[s] || b.Weight != weight(s) || b.Weight != ws[i] {
				t.Fatalf("KBest[%d] = %v (%d); sorted weights %v", i, b.Set, b.Weight, ws)
			}
			seen[s] = true
		}
	})
}

func TestIdentities(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n, f, g := drawPair(t)
		m := New()
		F, G := build(m, f), build(m, g)
		if m.Minimal(m.Minimal(F)) != m.Minimal(F) || m.Maximal(m.Maximal(F)) != m.Maximal(F) {
			t.Fatal("minimal/maximal not idempotent")
		}
		if m.Union(m.Join(m.Quotient(F, G), G), m.Remainder(F, G)) != F {
			t.Fatal("F != (F/G)*G | F mod G")
		}
		all := make([]uint32, n)
		for i := range all {
			all[i] = uint32(i)
		}
		P := m.Pow(all)
		comp := func(x Node) Node { return m.Complement(x, all) }
		if comp(m.Union(F, G)) != m.Intersect(comp(F), comp(G)) || comp(m.Intersect(F, G)) != m.Union(comp(F), comp(G)) {
			t.Fatal("De Morgan fails")
		}
		if comp(comp(F)) != F || m.Union(F, comp(F)) != P {
			t.Fatal("complement is not an involution")
		}
		cu, ci := m.Count(m.Union(F, G)), m.Count(m.Intersect(F, G))
		if new(big.Int).Add(cu, ci).Cmp(new(big.Int).Add(m.Count(F), m.Count(G))) != 0 {
			t.Fatal("count(F|G) + count(F&G) != count F + count G")
		}
		if m.SymDiff(F, G) != m.Diff(m.Union(F, G), m.Intersect(F, G)) {
			t.Fatal("symdiff identity fails")
		}
		if m.Join(F, G) != m.Join(G, F) || m.Meet(F, G) != m.Meet(G, F) {
			t.Fatal("join/meet not commutative")
		}
		if m.Restrict(F, G) != m.Diff(F, m.NonSup(F, G)) || m.Permit(F, G) != m.Diff(F, m.NonSub(F, G)) {
			t.Fatal("restrict/nonsup or permit/nonsub do not partition F")
		}
		if !m.IsSubfamily(m.Minimal(F), F) || !m.IsSubfamily(m.Minimum(F), m.Minimal(F)) || !m.IsSubfamily(m.Maximum(F), m.Maximal(F)) {
			t.Fatal("minimum ⊆ minimal ⊆ F fails")
		}
		if m.Restrict(P, m.Minimal(F)) != m.Restrict(P, F) {
			t.Fatal("upward closure of minimal F differs from that of F")
		}
		for v := range uint32(n) {
			if m.Union(m.With(F, v), m.Without(F, v)) != F || m.Change(m.Change(F, v), v) != F {
				t.Fatal("with/without/change identities fail")
			}
			if m.Union(m.Join(m.Onset(F, v), m.SetOf([]uint32{v})), m.Offset(F, v)) != F {
				t.Fatal("onset/offset decomposition fails")
			}
		}
	})
}
