package families

import (
	"context"
	"fmt"
	"math/big"
	"math/bits"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// isChordalMask reports by brute force whether the edge set mask of g
// is chordal: its vertices can all be removed one at a time, each
// simplicial (its remaining neighbours pairwise adjacent) when removed.
func isChordalMask(g *graph.Graph, mask uint32) bool {
	n := g.N()
	adj := make([]uint64, n)
	for i := 0; i < g.M(); i++ {
		if mask&(1<<i) != 0 {
			e := g.Edge(i)
			adj[e.U] |= 1 << e.V
			adj[e.V] |= 1 << e.U
		}
	}
	left := uint64(1)<<n - 1
	for left != 0 {
		found := false
		for v := 0; v < n && !found; v++ {
			if left&(1<<v) == 0 {
				continue
			}
			nb := adj[v] & left
			simplicial := true
			for r := nb; r != 0 && simplicial; r &= r - 1 {
				u := bits.TrailingZeros64(r)
				simplicial = nb&^(1<<u)&^adj[u] == 0
			}
			if simplicial {
				left &^= 1 << v
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// holdsInduced reports by brute force whether the edge set h of g holds
// c as an induced subgraph: c within h, and every edge of h joining two
// vertices c touches in c.
func holdsInduced(g *graph.Graph, h, c uint32) bool {
	if c&^h != 0 {
		return false
	}
	var vs uint64
	for i := 0; i < g.M(); i++ {
		if c&(1<<i) != 0 {
			e := g.Edge(i)
			vs |= 1<<e.U | 1<<e.V
		}
	}
	for i := 0; i < g.M(); i++ {
		e := g.Edge(i)
		if h&(1<<i) != 0 && c&(1<<i) == 0 && vs&(1<<e.U) != 0 && vs&(1<<e.V) != 0 {
			return false
		}
	}
	return true
}

// checkBuilt compares the family f of m over g's edges with the edge
// sets member admits.
func checkBuilt(t *testing.T, g *graph.Graph, name string, m *zdd.Manager, f zdd.Node, member func(uint32) bool) int {
	t.Helper()
	got := masks(m, f)
	want := 0
	for mask := uint32(0); mask < 1<<g.M(); mask++ {
		in := member(mask)
		if in {
			want++
		}
		if in != got[mask] {
			t.Fatalf("%s on %v: set %b: in ZDD %v, by brute force %v", name, g, mask, got[mask], in)
		}
	}
	if len(got) != want {
		t.Fatalf("%s on %v: ZDD has %d sets, brute force %d", name, g, len(got), want)
	}
	return want
}

// completeGraph returns K_n, vertices named 1..n.
func completeGraph(n int) *graph.Graph {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprint(i + 1)
	}
	var edges []graph.Edge
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			edges = append(edges, graph.Edge{U: u, V: v})
		}
	}
	g, err := graph.New(names, edges)
	if err != nil {
		panic(err)
	}
	return g
}

func TestChordalBrute(t *testing.T) {
	graphs := testGraphs(31, 50, 7, 13, [][2]int{{1, 1}, {1, 2}, {2, 2}, {2, 3}, {3, 3}})
	for n := 1; n <= 5; n++ {
		graphs = append(graphs, completeGraph(n))
	}
	for _, g := range graphs {
		m := zdd.New()
		f, err := Chordal(context.Background(), m, g, topdown.Options{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		checkBuilt(t, g, "chordal", m, f, func(mask uint32) bool { return isChordalMask(g, mask) })
	}
}

// TestChordalComplete counts the chordal subgraphs of K_n, which are
// the labelled chordal graphs on n vertices, OEIS A058862: 1, 2, 8, 61,
// 822, 18154, 617675 for n = 1..7; brute force gives the same up to 6.
func TestChordalComplete(t *testing.T) {
	a058862 := []int64{1, 2, 8, 61, 822, 18154, 617675}
	for n := 1; n <= len(a058862); n++ {
		g := completeGraph(n)
		m := zdd.New()
		f, err := Chordal(context.Background(), m, g, topdown.Options{})
		if err != nil {
			t.Fatal(err)
		}
		got := m.Count(f)
		if got.Cmp(big.NewInt(a058862[n-1])) != 0 {
			t.Errorf("K_%d: %v chordal subgraphs, A058862 says %d", n, got, a058862[n-1])
		}
		if n <= 6 {
			brute := int64(0)
			for mask := uint32(0); mask < 1<<g.M(); mask++ {
				if isChordalMask(g, mask) {
					brute++
				}
			}
			if brute != a058862[n-1] {
				t.Errorf("K_%d: brute force counts %d chordal graphs, A058862 says %d", n, brute, a058862[n-1])
			}
		}
		t.Logf("K_%d: %v chordal subgraphs, %d nodes", n, got, m.NodeCount(f))
	}
}

// TestChordalTriangleFree: a graph without triangles has no chordal
// cycle, so its chordal subgraphs are its forests.
func TestChordalTriangleFree(t *testing.T) {
	for _, rc := range [][2]int{{3, 4}, {4, 4}, {4, 5}} {
		g, _ := graph.Grid(rc[0], rc[1])
		m := zdd.New()
		f, err := Chordal(context.Background(), m, g, topdown.Options{})
		if err != nil {
			t.Fatal(err)
		}
		forests, err := topdown.Build(context.Background(), m, Forests(g), topdown.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if f != forests {
			t.Errorf("grid %dx%d: %v chordal subgraphs, %v forests", rc[0], rc[1], m.Count(f), m.Count(forests))
		}
	}
}

// randomFamily returns up to k random edge sets of g as a family of m,
// and their masks; with empty, the empty set joins them.
func randomFamily(rng *rand.Rand, m *zdd.Manager, g *graph.Graph, k int, empty bool) (zdd.Node, []uint32) {
	f := zdd.Empty
	var out []uint32
	if empty {
		f, out = zdd.Base, []uint32{0}
	}
	for j := rng.Intn(k + 1); j > 0 && g.M() > 0; j-- {
		var mask uint32
		var vars []uint32
		for i := 0; i < g.M(); i++ {
			if rng.Intn(3) == 0 {
				mask |= 1 << i
				vars = append(vars, uint32(i))
			}
		}
		out = append(out, mask)
		f = m.Union(f, m.SetOf(vars))
	}
	return f, out
}

func TestForbiddenInducedBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	graphs := testGraphs(32, 60, 7, 12, [][2]int{{1, 2}, {2, 2}, {2, 3}, {3, 3}})
	graphs = append(graphs, completeGraph(4), completeGraph(5))
	for k, g := range graphs {
		m := zdd.New()
		d, cs := randomFamily(rng, m, g, 4, k%10 == 9)
		// and a family the constructions give: the paths of three edges
		// (P4, whose absence makes cographs) or the claws
		if k%2 == 0 {
			p, err := topdown.Build(context.Background(), m, General(g, Constraints{Degrees: uniform(g, 1|1<<1|1<<2), Acyclic: true, Components: 1, MinEdges: 3, MaxEdges: 3}), topdown.Options{})
			if err != nil {
				t.Fatal(err)
			}
			d = m.Union(d, p)
			for c := range masks(m, p) {
				cs = append(cs, c)
			}
		}
		f, err := ForbiddenInduced(context.Background(), m, g, d, topdown.Options{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		checkBuilt(t, g, fmt.Sprintf("forbidden %v", cs), m, f, func(h uint32) bool {
			for _, c := range cs {
				if holdsInduced(g, h, c) {
					return false
				}
			}
			return true
		})
		n, err := InducedContaining(context.Background(), m, g, d, topdown.Options{})
		if err != nil {
			t.Fatal(err)
		}
		checkBuilt(t, g, fmt.Sprintf("containing %v", cs), m, n, func(h uint32) bool {
			for _, c := range cs {
				if holdsInduced(g, h, c) {
					return true
				}
			}
			return false
		})
	}
}

// TestForbiddenInducedGraphillion runs the checks of Graphillion's
// GraphClass tests on its universe 1-2 1-3 2-3 2-4 3-4 3-5 4-5: the
// claw-free graphs lack the claw and hold the path 1-2-3-4 and the
// triangle 1-2-3.
func TestForbiddenInducedGraphillion(t *testing.T) {
	g, err := graph.Parse("1-2 1-3 2-3 2-4 3-4 3-5 4-5")
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	claws, err := topdown.Build(context.Background(), m, General(g, Constraints{DegreeDist: []int{-1, 3, 0, 1}, Components: -1, MaxEdges: -1}), topdown.Options{})
	if err != nil {
		t.Fatal(err)
	}
	free, err := ForbiddenInduced(context.Background(), m, g, claws, topdown.Options{})
	if err != nil {
		t.Fatal(err)
	}
	set := func(es ...[2]string) []uint32 {
		var vs []uint32
		for _, e := range es {
			for i := 0; i < g.M(); i++ {
				ed := g.Edge(i)
				if g.Name(ed.U) == e[0] && g.Name(ed.V) == e[1] {
					vs = append(vs, uint32(i))
				}
			}
		}
		return vs
	}
	claw := set([2]string{"1", "2"}, [2]string{"2", "3"}, [2]string{"2", "4"})
	if !m.Contains(claws, claw) || m.Contains(free, claw) {
		t.Errorf("the claw 1-2 2-3 2-4: a claw %v, claw-free %v", m.Contains(claws, claw), m.Contains(free, claw))
	}
	for _, s := range [][]uint32{set([2]string{"1", "2"}, [2]string{"2", "3"}, [2]string{"3", "4"}), set([2]string{"1", "2"}, [2]string{"1", "3"}, [2]string{"2", "3"})} {
		if !m.Contains(free, s) {
			t.Errorf("%v should be claw-free", s)
		}
	}
}

// TestRegisteredInduced builds the registered chordalgraphs,
// forbiddeninduced and graphs through Family.Make and checks them by
// brute force.
func TestRegisteredInduced(t *testing.T) {
	ctx := context.Background()
	for _, g := range testGraphs(33, 20, 6, 10, [][2]int{{2, 3}}) {
		m := zdd.New()
		ch, _ := Lookup("chordalgraphs")
		f, err := ch.Make(ctx, m, g, nil, topdown.Options{})
		if err != nil {
			t.Fatal(err)
		}
		checkBuilt(t, g, "chordalgraphs", m, f, func(h uint32) bool { return isChordalMask(g, h) })
		// the triangles are forbidden: the triangle-free subgraphs
		gr, _ := Lookup("graphs")
		tri, err := gr.Make(ctx, m, g, Args{uint64(1 | 1<<2), nil, int64(1), nil, [2]int64{3, 3}, nil, nil, nil, nil}, topdown.Options{})
		if err != nil {
			t.Fatal(err)
		}
		checkBuilt(t, g, "graphs(degree: [0, 2], components: 1, edges: 3)", m, tri, func(h uint32) bool {
			sh := shapeOf(g, h)
			return bits.OnesCount32(h) == 3 && isCycle(sh, false)
		})
		fi, _ := Lookup("forbiddeninduced")
		free, err := fi.Make(ctx, m, g, Args{tri}, topdown.Options{})
		if err != nil {
			t.Fatal(err)
		}
		checkBuilt(t, g, "forbiddeninduced(triangles)", m, free, func(h uint32) bool {
			for c := range masks(m, tri) {
				if holdsInduced(g, h, c) {
					return false
				}
			}
			return true
		})
	}
}

// TestProjectStops: the projection of a colouring diagram stops with
// the context's error once the context is done, and with the manager's
// when it is interrupted; given neither it gives the chordal graphs.
func TestProjectStops(t *testing.T) {
	g := completeGraph(7)
	m := zdd.New()
	ctx := context.Background()
	c, err := topdown.Build(ctx, m, Cycles(g), topdown.Options{})
	if err != nil {
		t.Fatal(err)
	}
	x, err := topdown.Build(ctx, m, colouring(m, g, m.SizeAtLeast(c, 4)), topdown.Options{})
	if err != nil {
		t.Fatal(err)
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := project(done, m, x, g.M(), true); err != context.Canceled {
		t.Errorf("a cancelled projection gave %v", err)
	}
	m.Interrupt()
	if _, err := project(ctx, m, x, g.M(), true); err == nil {
		t.Error("an interrupted projection gave no error")
	}
	m.ClearInterrupt()
	f, err := project(ctx, m, x, g.M(), true)
	if err != nil || m.Count(f).Int64() != 617675 {
		t.Errorf("the projection gave %v (%v), want the 617675 chordal graphs of K_7", m.Count(f), err)
	}
}
