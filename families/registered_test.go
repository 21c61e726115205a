package families

import (
	"fmt"
	"math/bits"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// registered returns the spec of the registered family name on g.
func registered(t *testing.T, name string, g *graph.Graph, args ...any) topdown.Spec {
	t.Helper()
	f, ok := Lookup(name)
	if !ok {
		t.Fatalf("no family %s", name)
	}
	spec, err := f.Spec(g, args)
	if err != nil {
		t.Fatalf("%s%v: %v", name, args, err)
	}
	return spec
}

// edgesAmong returns the mask of g's edges with both ends in vs (a
// vertex mask), and whether every pair of vs is an edge.
func edgesAmong(g *graph.Graph, vs uint32) (uint32, bool) {
	var mask uint32
	for i := 0; i < g.M(); i++ {
		e := g.Edge(i)
		if vs>>e.U&1 == 1 && vs>>e.V&1 == 1 {
			mask |= 1 << i
		}
	}
	k := bits.OnesCount32(vs)
	return mask, bits.OnesCount32(mask) == k*(k-1)/2
}

// TestRegisteredBrute checks the families registered as compositions of
// General against their definitions, by brute force on random graphs.
func TestRegisteredBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(41))
	grids := [][2]int{{2, 2}, {2, 3}, {3, 3}}
	for _, g := range testGraphs(41, 50, 7, 14, grids) {
		n := g.N()
		// cliques: the edges among k pairwise adjacent vertices
		for k := 2; k <= 4; k++ {
			want := map[uint32]bool{}
			for vs := uint32(0); vs < 1<<n; vs++ {
				if bits.OnesCount32(vs) == k {
					if m, full := edgesAmong(g, vs); full {
						want[m] = true
					}
				}
			}
			checkMasks(t, g, fmt.Sprintf("cliques(%d)", k), registered(t, "cliques", g, int64(k)), func(mask uint32) bool { return want[mask] })
		}
		// bicliques: every edge between disjoint A and B, |A| = a, |B| = b,
		// all of them edges of g
		for _, ab := range [][2]int{{1, 1}, {1, 2}, {2, 1}, {1, 3}, {2, 2}, {2, 3}} {
			want := map[uint32]bool{}
			for A := uint32(1); A < 1<<n; A++ {
				if bits.OnesCount32(A) != ab[0] {
					continue
				}
				for B := uint32(1); B < 1<<n; B++ {
					if A&B != 0 || bits.OnesCount32(B) != ab[1] {
						continue
					}
					var mask uint32
					cnt := 0
					for i := 0; i < g.M(); i++ {
						e := g.Edge(i)
						if A>>e.U&1 == 1 && B>>e.V&1 == 1 || A>>e.V&1 == 1 && B>>e.U&1 == 1 {
							mask |= 1 << i
							cnt++
						}
					}
					if cnt == ab[0]*ab[1] {
						want[mask] = true
					}
				}
			}
			checkMasks(t, g, fmt.Sprintf("bicliques%v", ab), registered(t, "bicliques", g, int64(ab[0]), int64(ab[1])), func(mask uint32) bool { return want[mask] })
		}
		// regular graphs
		for _, conn := range []bool{false, true} {
			for _, bip := range []bool{false, true} {
				lo := int64(rng.Intn(3))
				hi := lo + int64(rng.Intn(3))
				var degArg any
				if rng.Intn(2) == 0 {
					degArg = [2]int64{lo, hi}
				} else {
					lo, hi = 1, 62
				}
				member := func(mask uint32) bool {
					sh := shapeOf(g, mask)
					if mask == 0 || conn && sh.components > 1 || bip && !bipartite(g, mask) {
						return false
					}
					d0 := -1
					for _, d := range sh.deg {
						if d == 0 {
							continue
						}
						if d0 >= 0 && d != d0 || int64(d) < lo || int64(d) > hi {
							return false
						}
						d0 = d
					}
					return true
				}
				checkMasks(t, g, fmt.Sprintf("regular(%v, %v, %v)", degArg, conn, bip), registered(t, "regulargraphs", g, degArg, conn, bip), member)
			}
		}
		// paths with no end, or with one end s
		checkMasks(t, g, "paths()", registered(t, "paths", g, nil, nil), func(mask uint32) bool {
			sh := shapeOf(g, mask)
			return sh.components == 1 && !sh.cyclic && all(sh.deg, func(_, d int) bool { return d <= 2 })
		})
		s := rng.Intn(n)
		checkMasks(t, g, fmt.Sprintf("paths(%d)", s), registered(t, "paths", g, s, nil), func(mask uint32) bool {
			sh := shapeOf(g, mask)
			return sh.components == 1 && !sh.cyclic && sh.deg[s] == 1 && all(sh.deg, func(_, d int) bool { return d <= 2 })
		})
		if n < 3 {
			continue
		}
		// Steiner subgraphs and cycles
		perm := rng.Perm(n)
		ts := perm[:2+rng.Intn(2)]
		checkMasks(t, g, fmt.Sprintf("steinersubgraphs%v", ts), registered(t, "steinersubgraphs", g, ts), func(mask uint32) bool {
			sh := shapeOf(g, mask)
			return sh.components == 1 && all(sh.deg, func(v, d int) bool { return d > 0 || !contains(ts, v) })
		})
		checkMasks(t, g, fmt.Sprintf("steinercycles%v", ts), registered(t, "steinercycles", g, ts), func(mask uint32) bool {
			sh := shapeOf(g, mask)
			return isCycle(sh, false) && all(sh.deg, func(v, d int) bool { return d > 0 || !contains(ts, v) })
		})
	}
}

func contains(vs []int, v int) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// TestRootedBrute checks trees(g, root: r) and forests(g, roots: rs)
// against their definitions by brute force: every component holds a
// root, the roots in different components (one root: at most one
// component, the empty set included).
func TestRootedBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(43))
	for _, g := range testGraphs(43, 50, 7, 13, [][2]int{{2, 2}, {2, 3}, {3, 3}}) {
		perm := rng.Perm(g.N())
		roots := perm[:1+rng.Intn(min(3, g.N()))]
		member := func(mask uint32) bool {
			if shapeOf(g, mask).cyclic {
				return false
			}
			uf := newUnionFind(g.N())
			deg := make([]int, g.N())
			for i := 0; i < g.M(); i++ {
				if mask>>i&1 == 1 {
					e := g.Edge(i)
					uf.union(e.U, e.V)
					deg[e.U]++
					deg[e.V]++
				}
			}
			held := map[int]int{}
			for _, r := range roots {
				held[uf.find(r)]++
			}
			for v := range deg {
				if deg[v] > 0 && held[uf.find(v)] != 1 {
					return false
				}
			}
			for _, n := range held {
				if n > 1 {
					return false
				}
			}
			return true
		}
		checkMasks(t, g, fmt.Sprintf("forests(roots: %v)", roots), registered(t, "forests", g, roots), member)
		roots = roots[:1]
		checkMasks(t, g, fmt.Sprintf("trees(root: %v)", roots[0]), registered(t, "trees", g, roots[0]), member)
	}
}
