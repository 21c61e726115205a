package families

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// randomGraph returns a random simple graph with n vertices and at most
// maxEdges edges in random order (isolated vertices allowed).
func randomGraph(rng *rand.Rand, n, maxEdges int) *graph.Graph {
	var pairs []graph.Edge
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			pairs = append(pairs, graph.Edge{U: u, V: v})
		}
	}
	rng.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
	m := rng.Intn(min(maxEdges, len(pairs)) + 1)
	edges := pairs[:m]
	for i := range edges {
		if rng.Intn(2) == 0 {
			edges[i].U, edges[i].V = edges[i].V, edges[i].U
		}
	}
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprint(i)
	}
	g, err := graph.New(names, edges)
	if err != nil {
		panic(err)
	}
	return g
}

// shape describes an edge set: degrees, number of components among the
// touched vertices, and whether it has a cycle.
type shape struct {
	deg        []int
	components int
	cyclic     bool
}

func shapeOf(g *graph.Graph, mask uint32) shape {
	n := g.N()
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	sh := shape{deg: make([]int, n)}
	for i := 0; i < g.M(); i++ {
		if mask&(1<<i) == 0 {
			continue
		}
		e := g.Edge(i)
		sh.deg[e.U]++
		sh.deg[e.V]++
		a, b := find(e.U), find(e.V)
		if a == b {
			sh.cyclic = true
		} else {
			parent[a] = b
		}
	}
	for v := 0; v < n; v++ {
		if sh.deg[v] > 0 && find(v) == v {
			sh.components++
		}
	}
	return sh
}

func all(deg []int, ok func(v, d int) bool) bool {
	for v, d := range deg {
		if !ok(v, d) {
			return false
		}
	}
	return true
}

// members are the definitions of the families by brute force.
func isPathMatching(g *graph.Graph, sh shape) bool {
	return !sh.cyclic && all(sh.deg, func(_, d int) bool { return d <= 2 })
}

func isPath(g *graph.Graph, sh shape, s, t int, ham bool) bool {
	if s == t {
		return sh.components == 0 && (!ham || g.N() == 1)
	}
	return sh.components == 1 && !sh.cyclic && all(sh.deg, func(v, d int) bool {
		if v == s || v == t {
			return d == 1
		}
		return d == 2 || (d == 0 && !ham)
	})
}

func isCycle(sh shape, ham bool) bool {
	return sh.components == 1 && all(sh.deg, func(_, d int) bool { return d == 2 || (d == 0 && !ham) })
}

func isCycleSet(sh shape) bool {
	return all(sh.deg, func(_, d int) bool { return d == 0 || d == 2 })
}

func isMatching(sh shape) bool {
	return all(sh.deg, func(_, d int) bool { return d <= 1 })
}

// masks lists the sets of f as bit masks.
func masks(m *zdd.Manager, f zdd.Node) map[uint32]bool {
	out := make(map[uint32]bool)
	var walk func(n zdd.Node, cur uint32)
	walk = func(n zdd.Node, cur uint32) {
		switch n {
		case zdd.Empty:
			return
		case zdd.Base:
			out[cur] = true
			return
		}
		walk(m.Lo(n), cur)
		walk(m.Hi(n), cur|1<<m.Var(n))
	}
	walk(f, 0)
	return out
}

func checkFamily(t *testing.T, g *graph.Graph, name string, spec topdown.Spec, member func(shape) bool) {
	t.Helper()
	checkMasks(t, g, name, spec, func(mask uint32) bool { return member(shapeOf(g, mask)) })
}

// checkMasks compares the family spec builds, and its count-only
// count, with the edge sets (bit masks) of g that member admits.
func checkMasks(t *testing.T, g *graph.Graph, name string, spec topdown.Spec, member func(mask uint32) bool) {
	t.Helper()
	m := zdd.New()
	f, err := topdown.Build(context.Background(), m, spec, topdown.Options{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
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
	c, err := topdown.Count(context.Background(), spec, topdown.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if c.Int64() != int64(want) {
		t.Fatalf("%s on %v: count-only %v, want %d", name, g, c, want)
	}
}

func TestBruteForce(t *testing.T) { bruteForce(t, 7, 60) }

// TestBruteForceWideCodes runs the brute-force comparison with the
// two-byte mate codes that wide frontiers use.
func TestBruteForceWideCodes(t *testing.T) {
	wideCodes = true
	defer func() { wideCodes = false }()
	bruteForce(t, 8, 25)
}

func bruteForce(t *testing.T, seed int64, count int) {
	rng := rand.New(rand.NewSource(seed))
	graphs := []*graph.Graph{}
	for _, rc := range [][2]int{{1, 1}, {1, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}} {
		g, _ := graph.Grid(rc[0], rc[1])
		graphs = append(graphs, g)
	}
	for i := 0; i < count; i++ {
		graphs = append(graphs, randomGraph(rng, 1+rng.Intn(8), 16))
	}
	for _, g := range graphs {
		checkFamily(t, g, "pathmatchings", PathMatchings(g), func(sh shape) bool { return isPathMatching(g, sh) })
		checkFamily(t, g, "cycles", Cycles(g), func(sh shape) bool { return isCycle(sh, false) })
		checkFamily(t, g, "hamcycles", HamCycles(g), func(sh shape) bool { return isCycle(sh, true) })
		checkFamily(t, g, "cyclesets", CycleSets(g), isCycleSet)
		checkFamily(t, g, "matchings", Matchings(g), isMatching)
		pairs := [][2]int{{0, g.N() - 1}, {0, 0}, {rng.Intn(g.N()), rng.Intn(g.N())}, {-1, 0}, {0, g.N()}}
		for _, st := range pairs {
			s, tt := st[0], st[1]
			checkFamily(t, g, fmt.Sprintf("paths(%d,%d)", s, tt), Paths(g, s, tt), func(sh shape) bool {
				return s >= 0 && tt >= 0 && s < g.N() && tt < g.N() && isPath(g, sh, s, tt, false)
			})
			checkFamily(t, g, fmt.Sprintf("hampaths(%d,%d)", s, tt), HamPaths(g, s, tt), func(sh shape) bool {
				return s >= 0 && tt >= 0 && s < g.N() && tt < g.N() && isPath(g, sh, s, tt, true)
			})
		}
	}
}

// TestHamPathsAnyEnds sums Hamiltonian s-t paths over all pairs s < t of
// the n x n grid and compares with A120443.
func TestHamPathsAnyEnds(t *testing.T) {
	for _, r := range readOEIS(t) {
		if r.family != "hampaths_any" || r.n > 4 {
			continue
		}
		g, _ := graph.Grid(r.n, r.n)
		total := int64(0)
		if g.N() == 1 {
			c, _ := topdown.Count(context.Background(), HamPaths(g, 0, 0), topdown.Options{})
			total = c.Int64()
		}
		for s := 0; s < g.N(); s++ {
			for u := s + 1; u < g.N(); u++ {
				c, err := topdown.Count(context.Background(), HamPaths(g, s, u), topdown.Options{Workers: 1})
				if err != nil {
					t.Fatal(err)
				}
				total += c.Int64()
			}
		}
		if total != r.count.Int64() {
			t.Errorf("n=%d: %d Hamiltonian paths, %s says %v", r.n, total, r.seq, r.count)
		}
	}
}
