package zdd

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// renamedSets renames every set of f by perm and returns them sorted,
// each as a sorted slice: the oracle of Rename.
func renamedSets(m *Manager, f Node, perm []uint32) [][]uint32 {
	var out [][]uint32
	m.Each(f, func(set []uint32) bool {
		s := make([]uint32, len(set))
		for i, v := range set {
			s[i] = perm[v]
		}
		slices.Sort(s)
		out = append(out, s)
		return true
	})
	slices.SortFunc(out, slices.Compare)
	return out
}

// TestRename compares Rename with renaming every set one by one, on
// random families over up to 12 variables: some with variables that
// every set holds (which Rename takes out and puts back), some with
// gaps in their variables, renamed by random injections into 0..39,
// with leaves from one variable (cut down to single variables) to 32
// (bottom-up only).
func TestRename(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 7))
	m := New()
	fixedSeen := 0
	for trial := range 600 {
		nv := 1 + rng.IntN(12)
		// Variables of the family: nv of 0..19, some in every set.
		vars := rng.Perm(20)[:nv]
		slices.Sort(vars)
		fixed := map[int]bool{}
		for _, v := range vars {
			if rng.IntN(3) == 0 {
				fixed[v] = true
			}
		}
		f := Empty
		for range 1 + rng.IntN(30) {
			var set []uint32
			for _, v := range vars {
				if fixed[v] || rng.IntN(2) == 0 {
					set = append(set, uint32(v))
				}
			}
			f = m.Union(f, m.SetOf(set))
		}
		if trial%7 == 0 {
			f = m.Union(f, Base) // the empty set makes no variable fixed
		}
		// An injection of 0..19 into 0..39.
		img := rng.Perm(40)[:20]
		perm := make([]uint32, 20)
		for i := range perm {
			perm[i] = uint32(img[i])
		}
		want := renamedSets(m, f, perm)
		vs := m.Support(f)
		if len(vs) > 0 && len(m.always(f, vs)) > 0 {
			fixedSeen++
		}
		// Small leaves make Rename cut the families in halves.
		var g Node
		for _, leaf := range []uint32{1, 2, 3, 32} {
			renameLeaf = leaf
			h, err := m.Rename(f, perm)
			renameLeaf = 32
			if err != nil {
				t.Fatalf("trial %d: %v", trial, err)
			}
			got := renamedSets(m, h, identity(40))
			if !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("trial %d, leaf %d: renamed %v, want %v", trial, leaf, got, want)
			}
			if leaf > 1 && h != g {
				t.Fatalf("trial %d: leaves 1 and %d give different nodes", trial, leaf)
			}
			g = h
		}
		// The inverse renaming gives f back (the same node).
		inv := make([]uint32, 40)
		for i, x := range perm {
			inv[x] = uint32(i)
		}
		back, err := m.Rename(g, inv)
		if err != nil || back != f {
			t.Fatalf("trial %d: renaming back gave another family (%v)", trial, err)
		}
	}
	if fixedSeen < 100 {
		t.Fatalf("only %d families had variables in every set", fixedSeen)
	}
}

func identity(n int) []uint32 {
	p := make([]uint32, n)
	for i := range p {
		p[i] = uint32(i)
	}
	return p
}

// always finds exactly the variables every set holds.
func TestAlways(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 1))
	m := New()
	for trial := range 300 {
		f := Empty
		for range 1 + rng.IntN(6) {
			var set []uint32
			for v := range uint32(10) {
				if rng.IntN(4) != 0 {
					set = append(set, v)
				}
			}
			f = m.Union(f, m.SetOf(set))
		}
		vs := m.Support(f)
		if len(vs) == 0 {
			continue
		}
		got := m.always(f, vs)
		for _, v := range vs {
			in := m.Offset(f, v) == Empty
			if got[v] != in {
				t.Fatalf("trial %d: variable %d in every set: %v, always says %v", trial, v, in, got[v])
			}
		}
	}
}

// Rename refuses a renaming that is not injective on the variables of f
// or leaves one without a name, and renames terminals to themselves.
func TestRenameErrors(t *testing.T) {
	m := New()
	f := m.Union(m.SetOf([]uint32{1, 3}), m.SetOf([]uint32{2}))
	for _, c := range []struct {
		perm []uint32
		want string
	}{
		{[]uint32{0, 5, 5, 6}, "both renamed to 5"},
		{[]uint32{0, 1, 2}, "variable 3 has no new name"},
		{[]uint32{0, 1, 2, TermVar}, "beyond the largest variable"},
	} {
		if _, err := m.Rename(f, c.perm); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("perm %v: error %v, want %q", c.perm, err, c.want)
		}
	}
	for _, n := range []Node{Empty, Base} {
		if g, err := m.Rename(n, nil); err != nil || g != n {
			t.Errorf("terminal %d renamed to %d, %v", n, g, err)
		}
	}
}

// blockProduct returns the family over the cells of an n x n grid of
// variables (cell (r, c) is variable c*n + r: column-major) that joins,
// for each b x b block, one of k random patterns of its cells, and the
// renaming to row-major order.
func blockProduct(m *Manager, n, b, k int, seed uint64) (Node, []uint32) {
	rng := rand.New(rand.NewPCG(seed, 3))
	f := Base
	for br := 0; br < n; br += b {
		for bc := 0; bc < n; bc += b {
			blk := Empty
			for range k {
				var set []uint32
				for r := br; r < br+b; r++ {
					for c := bc; c < bc+b; c++ {
						if rng.IntN(2) == 0 {
							set = append(set, uint32(c*n+r))
						}
					}
				}
				slices.Sort(set)
				blk = m.Union(blk, m.SetOf(set))
			}
			f = m.Join(f, blk)
		}
	}
	perm := make([]uint32, n*n)
	for r := range n {
		for c := range n {
			perm[c*n+r] = uint32(r*n + c)
		}
	}
	return f, perm
}

// On a product of interleaved blocks, the cut renaming and the
// bottom-up one give the same node, the count is kept, and renaming
// back gives f.
func TestRenameBlockProduct(t *testing.T) {
	m := New()
	f, perm := blockProduct(m, 16, 4, 3, 1)
	inv := make([]uint32, len(perm))
	for i, x := range perm {
		inv[x] = uint32(i)
	}
	g, err := m.Rename(f, perm)
	if err != nil {
		t.Fatal(err)
	}
	renameLeaf = 1 << 30
	h, err := m.Rename(f, perm)
	renameLeaf = 32
	if err != nil || h != g {
		t.Fatalf("bottom-up renaming differs (%v)", err)
	}
	if m.Count(g).Cmp(m.Count(f)) != 0 {
		t.Fatalf("count %v, want %v", m.Count(g), m.Count(f))
	}
	if back, err := m.Rename(g, inv); err != nil || back != f {
		t.Fatalf("renaming back gave another family (%v)", err)
	}
	// A few sets by hand.
	for _, s := range m.Sets(f, 5) {
		r := make([]uint32, len(s))
		for i, v := range s {
			r[i] = perm[v]
		}
		slices.Sort(r)
		if !m.Contains(g, r) {
			t.Fatalf("renamed set %v missing", r)
		}
	}
}

// BenchmarkRenameTranspose renames a product of 8x8 blocks on a 32x32
// grid of variables from column-major to row-major order.
func BenchmarkRenameTranspose(b *testing.B) {
	for _, leaf := range []uint32{32, 1 << 30} {
		name := "cut"
		if leaf > 32 {
			name = "bottom-up"
		}
		b.Run(name, func(b *testing.B) {
			renameLeaf = leaf
			defer func() { renameLeaf = 32 }()
			for range b.N {
				b.StopTimer()
				m := New()
				f, perm := blockProduct(m, 32, 8, 2, 1)
				b.StartTimer()
				if _, err := m.Rename(f, perm); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
