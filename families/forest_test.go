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

// TestForestsBrute compares forests, trees and spanning trees with brute
// force on grids and random graphs.
func TestForestsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	graphs := []*graph.Graph{}
	for _, rc := range [][2]int{{1, 1}, {1, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}} {
		g, _ := graph.Grid(rc[0], rc[1])
		graphs = append(graphs, g)
	}
	for i := 0; i < 60; i++ {
		graphs = append(graphs, randomGraph(rng, 1+rng.Intn(8), 16))
	}
	for _, g := range graphs {
		n := g.N()
		checkFamily(t, g, "forests", Forests(g), func(sh shape) bool { return !sh.cyclic })
		checkFamily(t, g, "trees", Trees(g), func(sh shape) bool { return !sh.cyclic && sh.components == 1 })
		if n >= 2 {
			a, b := rng.Intn(n), rng.Intn(n)
			terms := []int{a, b, rng.Intn(n)}
			checkFamily(t, g, "steinertrees", SteinerTrees(g, terms), func(sh shape) bool {
				if a == b && terms[2] == a {
					return false // fewer than two terminals
				}
				return !sh.cyclic && sh.components == 1 && sh.deg[a] > 0 && sh.deg[b] > 0 && sh.deg[terms[2]] > 0
			})
		}
		checkFamily(t, g, "spanningtrees", SpanningTrees(g), func(sh shape) bool {
			if n == 1 {
				return sh.components == 0
			}
			return !sh.cyclic && sh.components == 1 && all(sh.deg, func(_, d int) bool { return d > 0 })
		})
	}
}

// TestForestCounts checks the grid counts of the oracle file's first
// terms: spanning trees (A007341) and spanning forests (A080691) of the
// n x n grid of points.
func TestForestCounts(t *testing.T) {
	for _, tc := range []struct {
		name string
		spec func(*graph.Graph) topdown.Spec
		want []string
	}{
		{"spanningtrees", SpanningTrees, []string{"1", "4", "192", "100352", "557568000", "32565539635200", "19872369301840986112", "126231322912498539682594816"}},
		{"forests", Forests, []string{"1", "15", "3102", "8790016", "341008617408", "181075508242067552", "1315927389374152034113856"}},
	} {
		for n := 1; n <= len(tc.want); n++ {
			g, _ := graph.Grid(n, n)
			c, err := topdown.Count(context.Background(), tc.spec(g), topdown.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if c.String() != tc.want[n-1] {
				t.Errorf("%s of the %dx%d grid: %v, want %s", tc.name, n, n, c, tc.want[n-1])
			}
		}
	}
}

// TestComponentsBrute compares Components with brute force: the parts
// of an edge set are its components among the touched vertices plus
// every untouched vertex.
func TestComponentsBrute(t *testing.T) {
	graphs := testGraphs(12, 50, 7, 14, [][2]int{{1, 1}, {1, 3}, {2, 2}, {2, 3}, {3, 3}})
	for _, g := range graphs {
		for k := 1; k <= g.N()+1; k++ {
			checkFamily(t, g, "components", Components(g, k), func(sh shape) bool {
				untouched := 0
				for _, d := range sh.deg {
					if d == 0 {
						untouched++
					}
				}
				return sh.components+untouched == k
			})
		}
	}
}

// TestPartitionsBrute compares Partitions with brute force: an edge set
// is a partition's when its components (every vertex counted) number k
// and no edge left out joins two vertices of one component.
func TestPartitionsBrute(t *testing.T) {
	graphs := testGraphs(14, 50, 7, 14, [][2]int{{1, 1}, {1, 3}, {2, 2}, {2, 3}, {3, 3}})
	total := 0
	for _, g := range graphs {
		for k := 1; k <= g.N()+1; k++ {
			m := zdd.New()
			f, err := topdown.Build(context.Background(), m, Partitions(g, k), topdown.Options{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			got := masks(m, f)
			want := 0
			for mask := uint32(0); mask < 1<<g.M(); mask++ {
				uf := newUnionFind(g.N())
				for e := 0; e < g.M(); e++ {
					if mask>>e&1 == 1 {
						ed := g.Edge(e)
						uf.union(ed.U, ed.V)
					}
				}
				parts := 0
				for v := range uf {
					if uf.find(v) == v {
						parts++
					}
				}
				closed := true
				for e := 0; e < g.M(); e++ {
					ed := g.Edge(e)
					if mask>>e&1 == 0 && uf.find(ed.U) == uf.find(ed.V) {
						closed = false
					}
				}
				in := parts == k && closed
				if in {
					want++
				}
				if in != got[mask] {
					t.Fatalf("partitions(%d) on %v: set %b: in ZDD %v, by brute force %v", k, g, mask, got[mask], in)
				}
			}
			if len(got) != want {
				t.Fatalf("partitions(%d) on %v: %d sets, brute force %d", k, g, len(got), want)
			}
			total += want
		}
	}
	if total < 500 {
		t.Fatalf("only %d partitions met", total)
	}
}

// partitionParts returns the number of parts of the partition whose
// edge set is mask, or -1 when mask is no partition's (an edge left out
// joins two vertices of one component).
func partitionParts(g *graph.Graph, mask uint32) int {
	uf := newUnionFind(g.N())
	for e := 0; e < g.M(); e++ {
		if mask>>e&1 == 1 {
			ed := g.Edge(e)
			uf.union(ed.U, ed.V)
		}
	}
	for e := 0; e < g.M(); e++ {
		ed := g.Edge(e)
		if mask>>e&1 == 0 && uf.find(ed.U) == uf.find(ed.V) {
			return -1
		}
	}
	parts := 0
	for v := range uf {
		if uf.find(v) == v {
			parts++
		}
	}
	return parts
}

// TestPartitionsRangeBrute compares PartitionsRange with brute force
// over every range of part counts.
func TestPartitionsRangeBrute(t *testing.T) {
	graphs := testGraphs(15, 30, 7, 12, [][2]int{{1, 1}, {2, 2}, {2, 3}})
	for _, g := range graphs {
		for lo := 0; lo <= g.N()+1; lo++ {
			for hi := lo - 1; hi <= g.N()+1; hi++ {
				checkMasks(t, g, fmt.Sprintf("partitions[%d,%d]", lo, hi), PartitionsRange(g, lo, hi), func(mask uint32) bool {
					p := partitionParts(g, mask)
					return p >= 1 && p >= lo && p <= hi
				})
			}
		}
	}
}

// TestBalancedPartitionsBrute compares BalancedPartitions with brute
// force: a partition whose parts' weights lie within the bounds and
// keep the ratio.
func TestBalancedPartitionsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(16))
	graphs := testGraphs(16, 40, 7, 12, [][2]int{{1, 1}, {2, 2}, {2, 3}})
	for _, g := range graphs {
		for trial := 0; trial < 6; trial++ {
			w := make([]int64, g.N())
			for v := range w {
				w[v] = int64(rng.Intn(4))
			}
			lo, hi := rng.Intn(4), 1+rng.Intn(g.N()+1)
			wlo := int64(rng.Intn(4))
			whi := wlo + int64(rng.Intn(8))
			p, q := int64(0), int64(1)
			if rng.Intn(2) == 0 {
				q = int64(1 + rng.Intn(3))
				p = q + int64(rng.Intn(5))
			}
			name := fmt.Sprintf("balanced w%v parts[%d,%d] weights[%d,%d] ratio %d/%d", w, lo, hi, wlo, whi, p, q)
			checkMasks(t, g, name, BalancedPartitions(g, lo, hi, w, wlo, whi, p, q), func(mask uint32) bool {
				parts := partitionParts(g, mask)
				if parts < 1 || parts < lo || parts > hi {
					return false
				}
				uf := newUnionFind(g.N())
				for e := 0; e < g.M(); e++ {
					if mask>>e&1 == 1 {
						ed := g.Edge(e)
						uf.union(ed.U, ed.V)
					}
				}
				sum := map[int]int64{}
				for v := range w {
					sum[uf.find(v)] += w[v]
				}
				mn, mx := int64(-1), int64(-1)
				for _, x := range sum {
					if x < wlo || x > whi {
						return false
					}
					if mn < 0 || x < mn {
						mn = x
					}
					mx = max(mx, x)
				}
				return p == 0 || mx*q <= mn*p
			})
		}
	}
}
