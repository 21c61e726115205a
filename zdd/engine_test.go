package zdd

import (
	"bytes"
	"errors"
	"flag"
	"math/big"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
)

// TestMain raises the number of property checks (unless given on the
// command line with -rapid.checks): a hundred random families miss
// some corner cases of the recursive algorithms. It also maps every
// store of more than 2048 nodes from the system, so that the tests run
// over mapped stores that move and are unmapped as they grow (a stale
// view of a moved store would fault).
func TestMain(m *testing.M) {
	bigStore = 2048
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "rapid.checks" })
	if !given {
		flag.Set("rapid.checks", "1000")
	}
	os.Exit(m.Run())
}

func vars(n int) []uint32 {
	v := make([]uint32, n)
	for i := range v {
		v[i] = uint32(i)
	}
	return v
}

// kSubsets builds the family of all k-subsets of variables 0..n-1
// directly with MakeNode.
func kSubsets(m *Manager, n, k int) Node {
	// row[j] = subsets of {i..n-1} of size j
	row := make([]Node, k+1)
	row[0] = Base
	for i := n - 1; i >= 0; i-- {
		for j := k; j >= 1; j-- {
			row[j] = m.MakeNode(uint32(i), row[j], row[j-1])
		}
	}
	return row[k]
}

func binom(n, k int) *big.Int { return new(big.Int).Binomial(int64(n), int64(k)) }

func TestBigCounts(t *testing.T) {
	m := New()
	p := m.Pow(vars(300))
	want := new(big.Int).Lsh(big.NewInt(1), 300)
	if c := m.Count(p); c.Cmp(want) != 0 {
		t.Fatalf("count(pow(300)) = %v, want 2^300", c)
	}
	// Remembered counts are handed out as copies.
	m.Count(p).SetInt64(7)
	if c := m.Count(p); c.Cmp(want) != 0 {
		t.Fatalf("count changed by a caller: %v", c)
	}
	if _, ok := m.Count64(p); ok {
		t.Fatal("Count64 of 2^300 claims to fit")
	}
	p64 := m.Pow(vars(64))
	if c := m.Count(p64); c.Cmp(new(big.Int).Lsh(big.NewInt(1), 64)) != 0 {
		t.Fatalf("count(pow(64)) = %v", c)
	}
	if c, ok := m.Count64(m.Pow(vars(63))); !ok || c != 1<<63 {
		t.Fatalf("Count64(pow(63)) = %d, %v", c, ok)
	}
	sizes := m.Sizes(p)
	if len(sizes) != 301 {
		t.Fatalf("len(Sizes) = %d", len(sizes))
	}
	for k, c := range sizes {
		if c.Cmp(binom(300, k)) != 0 {
			t.Fatalf("Sizes[%d] = %v, want C(300,%d)", k, c, k)
		}
	}
	// Exact counts past 64 bits against binomial coefficients, and
	// against the histogram of a union of layers.
	u := Empty
	sum := new(big.Int)
	for _, k := range []int{3, 50, 99, 150, 151} {
		l := kSubsets(m, 300, k)
		if c := m.Count(l); c.Cmp(binom(300, k)) != 0 {
			t.Fatalf("count(%d-subsets of 300) = %v", k, c)
		}
		u = m.Union(u, l)
		sum.Add(sum, binom(300, k))
	}
	if c := m.Count(u); c.Cmp(sum) != 0 {
		t.Fatalf("count of the union = %v, want %v", c, sum)
	}
	for k, c := range m.Sizes(u) {
		want := new(big.Int)
		if slices.Contains([]int{3, 50, 99, 150, 151}, k) {
			want = binom(300, k)
		}
		if c.Cmp(want) != 0 {
			t.Fatalf("Sizes(union)[%d] = %v, want %v", k, c, want)
		}
	}
	ks := kSubsets(m, 64, 32)
	if c := m.Count(ks); c.Cmp(binom(64, 32)) != 0 {
		t.Fatalf("count(32-subsets of 64) = %v", c)
	}
	if got := m.NodeCount(ks); got != 33*32 {
		t.Fatalf("NodeCount(32-subsets of 64) = %d, want %d", got, 33*32)
	}
	// Ranks in pow(300): the set of rank k is the bit string of
	// 2^300-1-k with variable 0 the most significant bit.
	rng := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		k := randBelow(rng, want)
		set := m.Unrank(p, k)
		code := new(big.Int).Sub(new(big.Int).Sub(want, big.NewInt(1)), k)
		for _, v := range set {
			if code.Bit(299-int(v)) != 1 {
				t.Fatalf("Unrank(%v) = %v contradicts the order", k, set)
			}
		}
		bitsSet := 0
		for i := range 300 {
			bitsSet += int(code.Bit(i))
		}
		if bitsSet != len(set) {
			t.Fatalf("Unrank(%v) has %d elements, want %d", k, len(set), bitsSet)
		}
		if r := m.Rank(p, set); r.Cmp(k) != 0 {
			t.Fatalf("Rank(Unrank(%v)) = %v", k, r)
		}
	}
	if m.Unrank(p, want) != nil {
		t.Fatal("Unrank(count) gave a set")
	}
	// Ranks in the k-subsets family agree with Each.
	small := kSubsets(m, 10, 4)
	i := int64(0)
	m.Each(small, func(s []uint32) bool {
		if r := m.Rank(small, s); r.Int64() != i {
			t.Fatalf("Rank(%v) = %v, want %d", s, r, i)
		}
		if u := m.Unrank(small, big.NewInt(i)); !slices.Equal(u, s) {
			t.Fatalf("Unrank(%d) = %v, want %v", i, u, s)
		}
		i++
		return true
	})
}

func TestDeepDiagrams(t *testing.T) {
	m := New()
	const n = 200000
	// {{0}, {1}, ..., {n-1}}: a lo-chain n nodes deep.
	f := Empty
	for v := n - 1; v >= 0; v-- {
		f = m.MakeNode(uint32(v), f, Base)
	}
	if c, ok := m.Count64(f); !ok || c != n {
		t.Fatalf("Count64 = %d, %v", c, ok)
	}
	if m.NodeCount(f) != n {
		t.Fatalf("NodeCount = %d", m.NodeCount(f))
	}
	seen := 0
	m.Each(f, func(s []uint32) bool {
		if len(s) != 1 || s[0] != uint32(seen) {
			t.Fatalf("set %d = %v", seen, s)
		}
		seen++
		return true
	})
	if seen != n {
		t.Fatalf("Each gave %d sets", seen)
	}
	if h := m.Sizes(f); len(h) != 2 || h[1].Int64() != n {
		t.Fatalf("Sizes = %v", h)
	}
	p := m.Pow(vars(5000))
	if c := m.Count(p); c.Cmp(new(big.Int).Lsh(big.NewInt(1), 5000)) != 0 {
		t.Fatal("count(pow(5000)) wrong")
	}
	if kb := KBest(m, f, []int64{5, -3, 7}, 1); len(kb) != 1 || kb[0].Weight != -3 || !slices.Equal(kb[0].Set, []uint32{1}) {
		t.Fatalf("KBest(1) = %v", kb)
	}
}

func TestSampleUniform(t *testing.T) {
	m := New()
	// All subsets of at most two of six elements: 22 sets of uneven
	// depth in the diagram.
	f := Empty
	for k := range 3 {
		f = m.Union(f, kSubsets(m, 6, k))
	}
	n, _ := m.Count64(f)
	if n != 22 {
		t.Fatalf("count = %d", n)
	}
	rng := rand.New(rand.NewPCG(7, 11))
	const draws = 22000
	hits := map[string]int{}
	for range draws {
		s := m.Sample(f, rng, 1)
		if len(s) != 1 || !m.Contains(f, s[0]) {
			t.Fatalf("sample %v not in family", s)
		}
		hits[strconv.Quote(string(rune(varsMask(s[0]))))]++
	}
	if len(hits) != 22 {
		t.Fatalf("only %d distinct sets sampled", len(hits))
	}
	exp := float64(draws) / 22
	chi := 0.0
	for _, h := range hits {
		d := float64(h) - exp
		chi += d * d / exp
	}
	// 21 degrees of freedom: P(chi² > 46.8) = 0.001.
	if chi > 46.8 {
		t.Fatalf("chi-square %.1f too large for a uniform sample", chi)
	}
	// Distinct samples.
	for _, k := range []int{5, 22, 40} {
		got := m.Sample(f, rng, k)
		if len(got) != min(k, 22) {
			t.Fatalf("Sample(k=%d) gave %d sets", k, len(got))
		}
		seen := map[uint16]bool{}
		for _, s := range got {
			if !m.Contains(f, s) || seen[varsMask(s)] {
				t.Fatalf("Sample(k=%d) gave %v twice or outside", k, s)
			}
			seen[varsMask(s)] = true
		}
	}
	// Same seed, same samples; big families too.
	p := m.Pow(vars(200))
	a := m.Sample(p, rand.New(rand.NewPCG(3, 4)), 10)
	b := m.Sample(p, rand.New(rand.NewPCG(3, 4)), 10)
	for i := range a {
		if !slices.Equal(a[i], b[i]) {
			t.Fatal("sampling is not reproducible")
		}
	}
	ones := 0
	for _, s := range m.Sample(p, rng, 100) {
		ones += len(s)
	}
	// 20000 fair coin flips: mean 10000, sd about 71.
	if ones < 9500 || ones > 10500 {
		t.Fatalf("%d elements in 100 samples of pow(200)", ones)
	}
	if m.Sample(Empty, rng, 3) != nil {
		t.Fatal("sample of the empty family")
	}
}

// TestGCSession runs a long random session: families are made from
// earlier ones, some are kept (Ref), some dropped (Unref), and GC runs
// now and then; every kept family must stay intact and every other node
// must be freed.
func TestGCSession(t *testing.T) {
	m := New()
	rng := rand.New(rand.NewPCG(42, 1))
	type kept struct {
		n    Node
		sets fam
	}
	var live []kept
	randFam := func() fam {
		f := fam{}
		for range rng.IntN(60) {
			f[uint16(rng.IntN(1<<12))] = true
		}
		return f
	}
	for step := range 3000 {
		switch {
		case len(live) < 2 || rng.IntN(4) == 0:
			f := randFam()
			n := build(m, f)
			m.Ref(n)
			live = append(live, kept{n, f})
		case rng.IntN(3) == 0:
			i := rng.IntN(len(live))
			m.Unref(live[i].n)
			live = slices.Delete(live, i, i+1)
		default:
			a, b := live[rng.IntN(len(live))], live[rng.IntN(len(live))]
			c := binCases[rng.IntN(len(binCases))]
			n := c.op(m, a.n, b.n)
			if want := c.naive(a.sets, b.sets, 12); len(want) <= 400 {
				m.Ref(n)
				live = append(live, kept{n, want})
			}
		}
		if step%97 == 0 {
			// Counts remembered now must not outlive the nodes they
			// were made for.
			for range 5 {
				g := build(m, randFam())
				m.Count(g)
				m.NodeCount(g)
			}
			// Garbage made on purpose: unreferenced families.
			for range 5 {
				m.Union(build(m, randFam()), live[0].n)
			}
			if step%(97*4) == 0 {
				// Compaction renumbers everything; handles are remapped.
				junk := m.SetOf([]uint32{100, 200})
				remap := m.Compact()
				for i := range live {
					n, ok := remap(live[i].n)
					if !ok {
						t.Fatalf("step %d: Compact lost a kept family", step)
					}
					live[i].n = n
				}
				if _, ok := remap(junk); ok {
					t.Fatal("Compact maps a handle that was never live")
				}
				if m.nfree != 0 || len(m.nodes) != m.live+2 {
					t.Fatalf("step %d: store not dense after Compact: %d slots, %d live", step, len(m.nodes), m.live)
				}
			}
			m.GC()
			// Every node left is reachable from a root.
			reach := 0
			seen := newBitset(len(m.nodes))
			for _, k := range live {
				m.postorder(k.n, func(n Node) {
					if !seen.testAndSet(n) {
						reach++
					}
				})
			}
			if m.Stats().LiveNodes != reach {
				t.Fatalf("step %d: %d live nodes after GC, %d reachable from roots", step, m.Stats().LiveNodes, reach)
			}
			for _, k := range live {
				if m.Count(k.n).Int64() != int64(len(k.sets)) || m.NodeCount(k.n) != m.nodeCount(k.n) {
					t.Fatalf("step %d: count of a kept family wrong: %v vs %d, nodes %d vs %d; readback %d", step, m.Count(k.n), len(k.sets), m.NodeCount(k.n), m.nodeCount(k.n), len(readBack(t, m, k.n)))
				}
				if got := readBack(t, m, k.n); !same(got, k.sets) {
					t.Fatalf("step %d: kept family changed", step)
				}
				if rng.IntN(8) == 0 && build(m, k.sets) != k.n {
					t.Fatalf("step %d: rebuilding a kept family gives a new node", step)
				}
			}
		}
	}
	for _, k := range live {
		m.Unref(k.n)
	}
	m.GC()
	if s := m.Stats(); s.LiveNodes != 0 || s.Roots != 0 || len(m.nodes) != 2 {
		t.Fatalf("after dropping everything: %v, store length %d", s, len(m.nodes))
	}
	if m.Stats().GCFreed == 0 {
		t.Fatal("GC freed nothing")
	}
}

func TestSaveLoad(t *testing.T) {
	m := New()
	fams := []Node{Empty, Base, m.Pow(vars(70)), kSubsets(m, 30, 7), m.Union(m.SetOf([]uint32{3, 1000000}), Base)}
	for _, f := range fams {
		var buf bytes.Buffer
		if err := m.SaveWithMeta(&buf, f, []byte("edges of grid(3,3)")); err != nil {
			t.Fatal(err)
		}
		data := buf.Bytes()
		// Same manager: the very same node.
		g, meta, err := m.LoadWithMeta(bytes.NewReader(data))
		if err != nil || g != f || string(meta) != "edges of grid(3,3)" {
			t.Fatalf("reload: %v %v %q", g, err, meta)
		}
		// Another manager: the same family.
		m2 := New()
		h, err := load(m2, bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if m2.Count(h).Cmp(m.Count(f)) != 0 || m2.NodeCount(h) != m.NodeCount(f) {
			t.Fatal("family changed across managers")
		}
		var again bytes.Buffer
		m2.SaveWithMeta(&again, h, meta)
		if !bytes.Equal(again.Bytes(), data) {
			t.Fatal("save is not deterministic across managers")
		}
		// Every truncation and every corrupted byte is an error.
		for i := range len(data) {
			if _, err := load(New(), bytes.NewReader(data[:i])); !errors.Is(err, ErrFormat) {
				t.Fatalf("truncated to %d bytes: err = %v", i, err)
			}
			bad := slices.Clone(data)
			bad[i] ^= 0x5a
			if _, err := load(New(), bytes.NewReader(bad)); err == nil {
				t.Fatalf("byte %d corrupted: no error", i)
			}
		}
	}
	// Compact: a few bytes per node.
	big := kSubsets(m, 400, 100)
	var sized bytes.Buffer
	m.Save(&sized, big)
	per := float64(sized.Len()) / float64(m.NodeCount(big))
	t.Logf("file: %d nodes in %d bytes", m.NodeCount(big), sized.Len())
	if per > 6 {
		t.Fatalf("%.1f bytes per node in the file", per)
	}
	var buf bytes.Buffer
	m.Save(&buf, m.Pow(vars(3)))
	if n, err := load(New(), &oneByteReader{bytes.NewReader(buf.Bytes())}); err != nil || n == Empty {
		t.Fatalf("byte-at-a-time reader: %v", err)
	}
}

type oneByteReader struct{ r *bytes.Reader }

func (o *oneByteReader) Read(p []byte) (int, error) {
	if len(p) > 1 {
		p = p[:1]
	}
	return o.r.Read(p)
}

func FuzzLoad(f *testing.F) {
	m := New()
	for _, n := range []Node{Empty, Base, m.Pow(vars(5)), kSubsets(m, 8, 3), m.Minimal(m.Union(kSubsets(m, 6, 2), kSubsets(m, 6, 4)))} {
		var buf bytes.Buffer
		m.SaveWithMeta(&buf, n, []byte("m"))
		f.Add(buf.Bytes())
	}
	f.Add([]byte("ZQDD"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		m := New()
		m.SetNodeLimit(1 << 16)
		n, meta, err := m.LoadWithMeta(bytes.NewReader(data))
		if err != nil {
			return
		}
		// A family that loads saves and loads back to itself.
		var buf bytes.Buffer
		if err := m.SaveWithMeta(&buf, n, meta); err != nil {
			t.Fatal(err)
		}
		n2, meta2, err := m.LoadWithMeta(&buf)
		if err != nil || n2 != n || !bytes.Equal(meta, meta2) {
			t.Fatalf("round trip: %v %v", n2, err)
		}
	})
}

// TestGuardLimitAndInterrupt: the node limit and an interrupt from
// another goroutine come back from Guard as errors, and lifting the
// limit lets the same operation finish.
func TestGuardLimitAndInterrupt(t *testing.T) {
	m := New()
	m.SetNodeLimit(m.Stats().LiveNodes + 100)
	var p Node
	if err := m.Guard(func() { p = m.Pow(vars(40)) }); err != nil {
		t.Fatal(err)
	}
	if err := m.Guard(func() { m.Complement(p, vars(2000)) }); !errors.Is(err, ErrNodeLimit) {
		t.Fatalf("node limit: %v", err)
	}
	m.SetNodeLimit(0)
	if err := m.Guard(func() { m.Complement(p, vars(2000)) }); err != nil {
		t.Fatal(err)
	}
	k3 := kSubsets(m, 200, 3)
	done := make(chan struct{})
	go func() { m.Interrupt(); close(done) }()
	<-done
	if err := m.Guard(func() { m.Join(p, k3) }); !errors.Is(err, ErrAborted) {
		t.Fatalf("interrupt: %v", err)
	}
}

// TestInterruptOnlyInsideGuard: interrupts and the node limit unwind
// guarded operations, including long walks that create no nodes, and
// never operations outside Guard, where nothing could catch them.
func TestInterruptOnlyInsideGuard(t *testing.T) {
	m := New()
	f := kSubsets(m, 700, 300)
	m.Interrupt()
	p := m.Pow(vars(5000)) // outside Guard: no unwinding
	if c := m.Count(f); c.Cmp(binom(700, 300)) != 0 {
		t.Fatal("count outside Guard disturbed by a pending interrupt")
	}
	m.forgetCounts()
	if err := m.Guard(func() { m.Count(f) }); !errors.Is(err, ErrAborted) {
		t.Fatalf("count inside Guard: %v", err)
	}
	m.Interrupt()
	if err := m.Guard(func() { m.NodeCount(f) }); !errors.Is(err, ErrAborted) {
		t.Fatalf("node count inside Guard: %v", err)
	}
	m.Interrupt()
	if err := m.Guard(func() { m.IsSubfamily(f, p) }); !errors.Is(err, ErrAborted) {
		t.Fatalf("subfamily test inside Guard: %v", err)
	}
	m.SetNodeLimit(10)
	q := m.Pow(vars(3000)) // outside Guard: the limit does not apply
	if err := m.Guard(func() { m.Join(q, m.SetOf([]uint32{4000})) }); !errors.Is(err, ErrNodeLimit) {
		t.Fatalf("node limit inside Guard: %v", err)
	}
	m.SetNodeLimit(0)
	if err := m.Guard(func() { m.Count(f) }); err != nil {
		t.Fatal(err)
	}
}
