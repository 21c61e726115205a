package zdd

import (
	"math/rand/v2"
	"os"
	"runtime"
	"testing"

	"github.com/zqlang/zq/internal/crew"
	"github.com/zqlang/zq/internal/osmem"
)

// bulkCopy hands the diagram of f in src to dst through one Bulk, level
// by level, with every node of a level given twice (once more as a
// redundant node whose 1-child is Empty) so that the Bulk has duplicates
// and zero-suppressed nodes to remove. It returns the node of dst.
func bulkCopy(t *testing.T, src, dst *Manager, f Node) Node {
	t.Helper()
	return bulkCopyWith(t, src, dst, f, nil)
}

// bulkCopyWith is bulkCopy calling before (if not nil) before each
// level.
func bulkCopyWith(t *testing.T, src, dst *Manager, f Node, before func(*Bulk)) Node {
	t.Helper()
	byVar := map[uint32][]Node{}
	seen := map[Node]bool{}
	var walk func(n Node)
	walk = func(n Node) {
		if n <= Base || seen[n] {
			return
		}
		seen[n] = true
		byVar[src.Var(n)] = append(byVar[src.Var(n)], n)
		walk(src.Lo(n))
		walk(src.Hi(n))
	}
	walk(f)
	maxVar := uint32(0)
	for v := range byVar {
		maxVar = max(maxVar, v)
	}
	img := map[Node]Node{Empty: Empty, Base: Base}
	b := dst.NewBulk(len(seen))
	if bulkWorkers > 1 {
		c := crew.New(bulkWorkers)
		defer c.Close()
		b.SetCrew(c)
	}
	defer b.Finish()
	for v := int(maxVar); v >= 0; v-- {
		ns := byVar[uint32(v)]
		if len(ns) == 0 {
			continue
		}
		var lo, hi []Node
		for _, n := range ns {
			lo = append(lo, img[src.Lo(n)])
			hi = append(hi, img[src.Hi(n)])
		}
		// second half: each node again, then a redundant node (1-child
		// Empty) whose result must be its 0-child
		k := len(ns)
		for _, n := range ns {
			lo = append(lo, img[src.Lo(n)], img[src.Lo(n)])
			hi = append(hi, img[src.Hi(n)], Empty)
		}
		res := make([]Node, len(lo))
		if before != nil {
			before(b)
		}
		b.Level(uint32(v), lo, hi, res)
		for i, n := range ns {
			if res[k+2*i] != res[i] {
				t.Fatalf("var %d: duplicate of node %d made %d and %d", v, n, res[i], res[k+2*i])
			}
			if res[k+2*i+1] != lo[k+2*i+1] {
				t.Fatalf("var %d: node with an empty 1-child made %d, want its 0-child %d", v, res[k+2*i+1], lo[k+2*i+1])
			}
			img[n] = res[i]
		}
	}
	// every node made is the image of a node of f
	b.Reaches(img[f])
	return img[f]
}

func bulkRandomFamily(m *Manager, r *rand.Rand, vars, sets int) Node {
	f := Empty
	for i := 0; i < sets; i++ {
		var s []uint32
		for v := 0; v < vars; v++ {
			if r.IntN(3) == 0 {
				s = append(s, uint32(v))
			}
		}
		f = m.Union(f, m.SetOf(s))
	}
	return f
}

// TestBulkCanonical checks that a Bulk makes the same diagram as
// MakeNode would, and that its nodes, entered in the unique table only
// later, are found by MakeNode, by a second Bulk and after GC.
func TestBulkCanonical(t *testing.T) {
	for _, c := range []struct{ large, workers int }{{largeLevel, 1}, {1, 1}, {1, 3}} {
		old := largeLevel
		largeLevel, bulkWorkers = c.large, c.workers
		testBulkCanonical(t)
		largeLevel, bulkWorkers = old, 1
	}
}

// bulkWorkers is the number of workers bulkCopy's Bulk may use.
var bulkWorkers = 1

// TestBulkWorkers checks that several workers make the same nodes, with
// the same ids, as one, on levels large enough to be split among them:
// random levels whose new nodes, duplicates, redundant nodes and nodes
// made before the Bulk are mixed in every part.
func TestBulkWorkers(t *testing.T) {
	old := largeLevel
	defer func() { largeLevel = old }()
	largeLevel = 4
	for round := 0; round < 20; round++ {
		var ms [2]*Manager
		var made [2][][]Node
		for i, w := range []int{1, 3} {
			r := rand.New(rand.NewPCG(5, uint64(round)))
			m := New()
			pre := bulkRandomFamily(m, r, 6, 30)
			m.Ref(pre)
			var olds []Node
			for n := Node(2); int(n) < len(m.nodes); n++ {
				olds = append(olds, n)
			}
			b := m.NewBulk(0)
			c := crew.New(w)
			b.SetCrew(c)
			below := []Node{Empty, Base}
			for v := uint32(10); v < 16; v++ {
				n := 20 + r.IntN(200)
				lo, hi, res := make([]Node, n), make([]Node, n), make([]Node, n)
				for p := range lo {
					switch r.IntN(4) {
					case 0: // a node that may exist before the Bulk
						lo[p], hi[p] = olds[r.IntN(len(olds))], olds[r.IntN(len(olds))]
					case 1: // redundant
						lo[p], hi[p] = below[r.IntN(len(below))], Empty
					default: // new, or a duplicate of another of the level
						lo[p], hi[p] = below[r.IntN(len(below))], below[r.IntN(len(below))]
					}
				}
				b.Level(v, lo, hi, res)
				made[i] = append(made[i], res)
				below = append(below, res...)
			}
			b.Finish()
			c.Close()
			ms[i] = m
		}
		if len(ms[0].nodes) != len(ms[1].nodes) {
			t.Fatalf("round %d: %d nodes with 1 worker, %d with 3", round, len(ms[0].nodes), len(ms[1].nodes))
		}
		for n := range ms[0].nodes {
			if ms[0].nodes[n] != ms[1].nodes[n] {
				t.Fatalf("round %d: node %d is %v with 1 worker, %v with 3", round, n, ms[0].nodes[n], ms[1].nodes[n])
			}
		}
		for k := range made[0] {
			for p, x := range made[0][k] {
				if made[1][k][p] != x {
					t.Fatalf("round %d, level %d, position %d: %d with 1 worker, %d with 3", round, k, p, x, made[1][k][p])
				}
			}
		}
		// the nodes are canonical: MakeNode finds each one
		m := ms[1]
		for n := 2; n < len(m.nodes); n++ {
			nd := m.nodes[n]
			if got := m.MakeNode(nd.v, nd.lo, nd.hi); got != Node(n) {
				t.Fatalf("round %d: MakeNode(%v) = %d, want %d", round, nd, got, n)
			}
		}
	}
}

func testBulkCanonical(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 40; round++ {
		src := New()
		f := bulkRandomFamily(src, r, 3+r.IntN(13), 1+r.IntN(60))
		g := bulkRandomFamily(src, r, 3+r.IntN(13), 1+r.IntN(60))
		dst := New()
		// some nodes exist before the Bulk
		pre := bulkRandomFamily(dst, r, 8, 5)
		dst.Ref(pre)
		bf := bulkCopy(t, src, dst, f)
		if got, want := dst.Count(bf), src.Count(f); got.Cmp(want) != 0 {
			t.Fatalf("round %d: count %v, want %v", round, got, want)
		}
		if got, want := dst.NodeCount(bf), src.NodeCount(f); got != want {
			t.Fatalf("round %d: %d nodes, want %d", round, got, want)
		}
		// a second Bulk while the first one's nodes are still unsettled
		bg := bulkCopy(t, src, dst, g)
		// every node made is canonical: MakeNode finds it
		check := func(n Node) {
			seen := map[Node]bool{}
			var walk func(n Node)
			walk = func(n Node) {
				if n <= Base || seen[n] {
					return
				}
				seen[n] = true
				if got := dst.MakeNode(dst.Var(n), dst.Lo(n), dst.Hi(n)); got != n {
					t.Fatalf("round %d: MakeNode gave %d for node %d", round, got, n)
				}
				walk(dst.Lo(n))
				walk(dst.Hi(n))
			}
			walk(n)
		}
		check(bf)
		check(bg)
		// the same family made by operations is the same node
		if h := readBack(t, dst, bf); !same(h, readBack(t, src, f)) {
			t.Fatalf("round %d: families differ", round)
		}
		if u := dst.Union(bf, Empty); u != bf {
			t.Fatalf("round %d: union with empty gave another node", round)
		}
		// unsettled nodes survive GC
		dst.Ref(bf)
		bulkCopy(t, src, dst, g) // garbage, unsettled
		dst.GC()
		check(bf)
		if got, want := dst.Count(bf), src.Count(f); got.Cmp(want) != 0 {
			t.Fatalf("round %d: after GC count %v, want %v", round, got, want)
		}
	}
}

// BenchmarkBulkLevel makes 21 levels of 200,000 nodes, each with
// children drawn from the level below, a tenth of them duplicates, with
// the grouped duplicate search (large) and the single table (small).
func BenchmarkBulkLevel(b *testing.B) {
	const n, levels = 200000, 21
	r := rand.New(rand.NewPCG(3, 4))
	// children as positions in the level below (-1: Base)
	los := make([][]int32, levels)
	his := make([][]int32, levels)
	for v := range los {
		lo, hi := make([]int32, n), make([]int32, n)
		for p := range lo {
			if p > 0 && r.IntN(10) == 0 {
				q := r.IntN(p)
				lo[p], hi[p] = lo[q], hi[q]
				continue
			}
			lo[p], hi[p] = int32(r.IntN(n+1))-1, int32(r.IntN(n+1))-1
			if v == 0 {
				lo[p], hi[p] = -1, -1
			}
		}
		los[v], his[v] = lo, hi
	}
	for _, c := range []struct {
		name  string
		large int
	}{{"large", 1 << 14}, {"small", 1 << 30}} {
		b.Run(c.name, func(b *testing.B) {
			old := largeLevel
			largeLevel = c.large
			defer func() { largeLevel = old }()
			lo, hi, res := make([]Node, n), make([]Node, n), make([]Node, n)
			below := make([]Node, n)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				m := New()
				bk := m.NewBulk(levels * n)
				for v := 0; v < levels; v++ {
					b.StopTimer()
					for p := range lo {
						lo[p], hi[p] = Base, Base
						if x := los[v][p]; x >= 0 {
							lo[p] = below[x]
						}
						if x := his[v][p]; x >= 0 {
							hi[p] = below[x]
						}
					}
					b.StartTimer()
					bk.Level(uint32(levels-v), lo, hi, res)
					copy(below, res)
				}
				bk.Finish()
			}
		})
	}
}

// TestBulkClosedCount checks the counts taken without a marking pass
// from the block of nodes a Bulk made on an empty manager: of its top
// node and of nodes below it (whose ids are interleaved with nodes they
// do not reach), with counts of up to several words, and that a GC, or
// a Bulk whose nodes reach older ones, ends the block.
func TestBulkClosedCount(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for round := 0; round < 30; round++ {
		src := New()
		f := bulkRandomFamily(src, r, 20+r.IntN(60), 1+r.IntN(200))
		if round < 3 {
			// many nodes close to their children, so that the count runs
			// in a ring: the sets of 30 to 40 of 80 variables (C(80, 40)
			// is past 2^64)
			f = sizeRange(src, 80, 30+round, 40)
		} else if r.IntN(3) == 0 {
			// counts past 2^64: the power set of 70 more variables
			vars := make([]uint32, 70)
			for i := range vars {
				vars[i] = uint32(100 + i)
			}
			f = src.Join(f, src.Pow(vars))
		}
		if f <= Base {
			continue
		}
		dst := New()
		bf := bulkCopy(t, src, dst, f)
		if _, ok := dst.closedSweep(bf); !ok {
			t.Fatalf("round %d: the Bulk's nodes are not a closed block", round)
		}
		// the top node and some below it, against the source's counts
		n, m := bf, f
		for n > Base {
			if got, want := dst.Count(n), src.Count(m); got.Cmp(want) != 0 {
				t.Fatalf("round %d: count of node %d %v, want %v", round, n, got, want)
			}
			if got, want := dst.NodeCount(n), src.NodeCount(m); got != want {
				t.Fatalf("round %d: %d nodes, want %d", round, got, want)
			}
			if r.IntN(2) == 0 {
				n, m = dst.Lo(n), src.Lo(m)
			} else {
				n, m = dst.Hi(n), src.Hi(m)
			}
		}
		dst.Ref(bf)
		dst.GC()
		if _, ok := dst.closedSweep(bf); ok {
			t.Fatalf("round %d: the block outlived a GC", round)
		}
		if got, want := dst.Count(bf), src.Count(f); got.Cmp(want) != 0 {
			t.Fatalf("round %d: count after GC %v, want %v", round, got, want)
		}
		// a second Bulk copying the same diagram finds the nodes of the
		// first: its nodes, if any, reach older ones
		if bg := bulkCopy(t, src, dst, f); bg != bf {
			t.Fatalf("round %d: the second copy made %d, want %d", round, bg, bf)
		}
		if _, ok := dst.closedSweep(bf); ok {
			t.Fatalf("round %d: a block of the second Bulk covers the first's nodes", round)
		}
	}
}

// sizeRange returns the family of the subsets of variables 0..n-1 with
// lo to hi members.
func sizeRange(m *Manager, n, lo, hi int) Node {
	// by[j]: the sets of j members among the variables seen so far
	by := []Node{Base}
	for v := 0; v < n; v++ {
		one := m.SetOf([]uint32{uint32(v)})
		next := make([]Node, len(by)+1)
		for j := range next {
			next[j] = Empty
			if j < len(by) {
				next[j] = by[j]
			}
			if j > 0 {
				next[j] = m.Union(next[j], m.Join(by[j-1], one))
			}
		}
		by = next
	}
	f := Empty
	for j := lo; j <= hi; j++ {
		f = m.Union(f, by[j])
	}
	return f
}

// TestBulkGive gives a Bulk pages full of garbage before every level:
// the store, mapped, takes them as room for its nodes, and the diagram
// made is the one made without them, canonical, and survives GC.
func TestBulkGive(t *testing.T) {
	old := bigStore
	bigStore = 1 << 8
	defer func() { bigStore = old }()
	page := os.Getpagesize()
	r := rand.New(rand.NewPCG(5, 6))
	used := 0
	for round := 0; round < 20; round++ {
		src := New()
		f := bulkRandomFamily(src, r, 6+r.IntN(10), 50+r.IntN(200))
		dst := New()
		dst.Reserve(1 << 16) // a mapped store
		if dst.mapped == nil || dst.mapped.buf == nil {
			t.Skip("no mapped store on this system")
		}
		given := 0
		bf := bulkCopyWith(t, src, dst, f, func(b *Bulk) {
			p := osmem.Map((1+r.IntN(3))*page, true)
			for i := range p {
				p[i] = 0xA5
			}
			given += len(p)
			b.Give(p)
		})
		if dst.mapped.ready > 0 {
			used++
		}
		if got, want := dst.Count(bf), src.Count(f); got.Cmp(want) != 0 {
			t.Fatalf("round %d: count %v, want %v", round, got, want)
		}
		if got, want := dst.NodeCount(bf), src.NodeCount(f); got != want {
			t.Fatalf("round %d: %d nodes, want %d", round, got, want)
		}
		if !same(readBack(t, dst, bf), readBack(t, src, f)) {
			t.Fatalf("round %d: families differ", round)
		}
		dst.Ref(bf)
		dst.GC()
		if got := dst.MakeNode(dst.Var(bf), dst.Lo(bf), dst.Hi(bf)); got != bf {
			t.Fatalf("round %d: MakeNode gave %d for the root %d", round, got, bf)
		}
		if got, want := dst.Count(bf), src.Count(f); got.Cmp(want) != 0 {
			t.Fatalf("round %d: after GC count %v, want %v", round, got, want)
		}
	}
	if runtime.GOOS == "linux" && used == 0 {
		t.Error("no store took the pages given")
	}
}
