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

// randomDigraph is a random digraph of n vertices with at most maxArcs
// arcs, opposite arcs allowed, in random order.
func randomDigraph(rng *rand.Rand, n, maxArcs int) *graph.Graph {
	var arcs []graph.Edge
	for u := 0; u < n; u++ {
		for v := 0; v < n; v++ {
			if u != v {
				arcs = append(arcs, graph.Edge{U: u, V: v})
			}
		}
	}
	rng.Shuffle(len(arcs), func(i, j int) { arcs[i], arcs[j] = arcs[j], arcs[i] })
	arcs = arcs[:rng.Intn(min(maxArcs, len(arcs))+1)]
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprint(i)
	}
	g, err := graph.NewDigraph(names, arcs)
	if err != nil {
		panic(err)
	}
	return g
}

// arcShape is what the brute-force rules read of a set of arcs.
type arcShape struct {
	n       int
	in, out []int
	succ    [][]int
	arcs    int
	touched []bool
}

func shapeOfArcs(g *graph.Graph, mask uint32) arcShape {
	s := arcShape{n: g.N(), in: make([]int, g.N()), out: make([]int, g.N()), succ: make([][]int, g.N()), touched: make([]bool, g.N())}
	for i, e := range g.Edges() {
		if mask>>i&1 == 1 {
			s.out[e.U]++
			s.in[e.V]++
			s.succ[e.U] = append(s.succ[e.U], e.V)
			s.touched[e.U], s.touched[e.V] = true, true
			s.arcs++
		}
	}
	return s
}

// walk follows the unique successors from v, returning the vertices
// visited in order (stopping on a repeat or a dead end).
func (s arcShape) walk(v int) []int {
	seen := make([]bool, s.n)
	var out []int
	for !seen[v] {
		seen[v] = true
		out = append(out, v)
		if len(s.succ[v]) != 1 {
			break
		}
		v = s.succ[v][0]
	}
	return out
}

// reach is the set of vertices reached from v along the arcs.
func (s arcShape) reach(v int) []bool {
	seen := make([]bool, s.n)
	stack := []int{v}
	seen[v] = true
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, y := range s.succ[x] {
			if !seen[y] {
				seen[y] = true
				stack = append(stack, y)
			}
		}
	}
	return seen
}

func isArcPath(s arcShape, a, b int, ham bool) bool {
	if s.arcs == 0 || s.in[a] != 0 || s.out[b] != 0 {
		return false
	}
	for v := 0; v < s.n; v++ {
		if s.out[v] > 1 || s.in[v] > 1 {
			return false
		}
	}
	w := s.walk(a)
	if w[len(w)-1] != b || len(w)-1 != s.arcs {
		return false
	}
	return !ham || len(w) == s.n
}

func isArcCycle(s arcShape, ham bool) bool {
	if s.arcs == 0 {
		return false
	}
	start := -1
	for v := 0; v < s.n; v++ {
		if s.out[v] > 1 || s.in[v] > 1 || s.in[v] != s.out[v] {
			return false
		}
		if s.out[v] == 1 && start < 0 {
			start = v
		}
	}
	w := s.walk(start)
	return len(w) == s.arcs && (!ham || len(w) == s.n)
}

// isBranching: every vertex entered at most once, and no cycle ignoring
// directions (arcs = touched vertices - trees).
func isBranching(g *graph.Graph, mask uint32) bool {
	s := shapeOfArcs(g, mask)
	for v := 0; v < s.n; v++ {
		if s.in[v] > 1 {
			return false
		}
	}
	parent := make([]int, s.n)
	for v := range parent {
		parent[v] = v
	}
	var find func(int) int
	find = func(x int) int {
		if parent[x] != x {
			parent[x] = find(parent[x])
		}
		return parent[x]
	}
	for i, e := range g.Edges() {
		if mask>>i&1 == 1 {
			a, b := find(e.U), find(e.V)
			if a == b {
				return false
			}
			parent[a] = b
		}
	}
	return true
}

func isArborescence(g *graph.Graph, mask uint32, root int, spanning bool) bool {
	s := shapeOfArcs(g, mask)
	if !isBranching(g, mask) || s.in[root] != 0 {
		return false
	}
	r := s.reach(root)
	for v := 0; v < s.n; v++ {
		if s.touched[v] && !r[v] || spanning && !r[v] {
			return false
		}
	}
	return true
}

// isRootedForest: a branching whose trees start at the roots, each
// root with an arc, every vertex touched reached from a root (every
// vertex with spanning).
func isRootedForest(g *graph.Graph, mask uint32, roots []int, spanning bool) bool {
	s := shapeOfArcs(g, mask)
	if !isBranching(g, mask) {
		return false
	}
	reached := make([]bool, s.n)
	for _, r := range roots {
		if s.in[r] != 0 || s.out[r] == 0 {
			return false
		}
		for v, ok := range s.reach(r) {
			reached[v] = reached[v] || ok
		}
	}
	for v := 0; v < s.n; v++ {
		if (s.touched[v] || spanning) && !reached[v] {
			return false
		}
	}
	return true
}

// TestDirectedBrute compares each directed family with brute force over
// every arc set of random digraphs (up to 6 vertices and 14 arcs).
func TestDirectedBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(44))
	for trial := 0; trial < 120; trial++ {
		n := 2 + rng.Intn(5)
		g := randomDigraph(rng, n, 14)
		a, b := rng.Intn(n), rng.Intn(n-1)
		if b >= a {
			b++
		}
		cases := []struct {
			name   string
			spec   topdown.Spec
			member func(uint32) bool
		}{
			{"paths", DirectedPaths(g, a, b), func(m uint32) bool { return isArcPath(shapeOfArcs(g, m), a, b, false) }},
			{"hampaths", DirectedHamPaths(g, a, b), func(m uint32) bool { return isArcPath(shapeOfArcs(g, m), a, b, true) }},
			{"cycles", DirectedCycles(g), func(m uint32) bool { return isArcCycle(shapeOfArcs(g, m), false) }},
			{"hamcycles", DirectedHamCycles(g), func(m uint32) bool { return isArcCycle(shapeOfArcs(g, m), true) }},
			{"forests", DirectedForests(g), func(m uint32) bool { return isBranching(g, m) }},
			{"arborescences", Arborescences(g, a, false), func(m uint32) bool { return isArborescence(g, m, a, false) }},
			{"spanning arborescences", Arborescences(g, a, true), func(m uint32) bool { return isArborescence(g, m, a, true) }},
			{"rooted forests", RootedForests(g, []int{a, b}, false), func(m uint32) bool { return isRootedForest(g, m, []int{a, b}, false) }},
			{"spanning rooted forests", RootedForests(g, []int{a, b}, true), func(m uint32) bool { return isRootedForest(g, m, []int{a, b}, true) }},
			{"digraphs in 1 out 0-1", Digraphs(g, 1<<1, 1<<0|1<<1), func(m uint32) bool {
				s := shapeOfArcs(g, m)
				for v := 0; v < s.n; v++ {
					if s.in[v] != 1 || s.out[v] > 1 {
						return false
					}
				}
				return true
			}},
		}
		for _, c := range cases {
			mm := zdd.New()
			f, err := topdown.Build(context.Background(), mm, c.spec, topdown.Options{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			got := masks(mm, f)
			want := 0
			for mask := uint32(0); mask < 1<<g.M(); mask++ {
				in := c.member(mask)
				if in {
					want++
				}
				if in != got[mask] {
					t.Fatalf("%s on %v (s=%d t=%d): arcs %b: in the ZDD %v, by brute force %v", c.name, g, a, b, mask, got[mask], in)
				}
			}
			if len(got) != want {
				t.Fatalf("%s on %v: %d sets, brute force %d", c.name, g, len(got), want)
			}
		}
	}
}

// TestArborescencesComplete counts the spanning arborescences of the
// complete digraph on n vertices: n^(n-2) for each root, n^(n-1) in all
// (Cayley).
func TestArborescencesComplete(t *testing.T) {
	for n := 2; n <= 7; n++ {
		var arcs []graph.Edge
		names := make([]string, n)
		for u := 0; u < n; u++ {
			names[u] = fmt.Sprint(u + 1)
			for v := 0; v < n; v++ {
				if u != v {
					arcs = append(arcs, graph.Edge{U: u, V: v})
				}
			}
		}
		g, _ := graph.NewDigraph(names, arcs)
		total, per := int64(0), int64(1)
		for i := 0; i < n-2; i++ {
			per *= int64(n)
		}
		for r := 0; r < n; r++ {
			c, err := topdown.Count(context.Background(), Arborescences(g, r, true), topdown.Options{Workers: 1})
			if err != nil || c.Int64() != per {
				t.Fatalf("n=%d root %d: %v (%v), want %d", n, r, c, err, per)
			}
			total += c.Int64()
		}
		if total != per*int64(n) {
			t.Errorf("n=%d: %d in all", n, total)
		}
	}
}
