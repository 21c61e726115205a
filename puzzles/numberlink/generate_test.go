package numberlink

import (
	"context"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/zdd"
)

// bruteGood enumerates every edge set of g, keeps the path matchings,
// groups them by the pairs of path ends and returns the good pair
// matchings (one solution, covering every vertex) with at most maxPairs
// pairs (0 = any), each as its sorted PairVar variables written one rune
// per pair.
func bruteGood(g *graph.Graph, maxPairs int) map[string]bool {
	n, m := g.N(), g.M()
	type info struct {
		count, pairs int
		covered      bool
	}
	byH := map[string]*info{}
	for mask := 0; mask < 1<<uint(m); mask++ {
		deg := make([]int, n)
		adj := make([][]int, n)
		okDeg := true
		for i := 0; i < m; i++ {
			if mask>>uint(i)&1 == 1 {
				e := g.Edge(i)
				deg[e.U]++
				deg[e.V]++
				adj[e.U] = append(adj[e.U], e.V)
				adj[e.V] = append(adj[e.V], e.U)
				if deg[e.U] > 2 || deg[e.V] > 2 {
					okDeg = false
				}
			}
		}
		if !okDeg {
			continue
		}
		// Walk each path from an end; a component with an edge but no
		// end is a cycle.
		seen := make([]bool, n)
		var vars []uint32
		for v := 0; v < n; v++ {
			if deg[v] != 1 || seen[v] {
				continue
			}
			prev, cur := -1, v
			for {
				seen[cur] = true
				nxt := -1
				for _, y := range adj[cur] {
					if y != prev {
						nxt = y
					}
				}
				if nxt < 0 {
					break
				}
				prev, cur = cur, nxt
			}
			vars = append(vars, PairVar(n, v, cur))
		}
		cyc := false
		covered := true
		for v := 0; v < n; v++ {
			if deg[v] > 0 && !seen[v] {
				cyc = true
			}
			if deg[v] == 0 {
				covered = false
			}
		}
		if cyc {
			continue
		}
		sort.Slice(vars, func(i, j int) bool { return vars[i] < vars[j] })
		var sb strings.Builder
		for _, x := range vars {
			sb.WriteString(string(rune('A' + x)))
		}
		k := sb.String()
		if byH[k] == nil {
			byH[k] = &info{}
		}
		byH[k].count++
		byH[k].covered = covered
		byH[k].pairs = len(vars)
	}
	good := map[string]bool{}
	for k, in := range byH {
		if in.count == 1 && in.covered && (maxPairs == 0 || in.pairs <= maxPairs) {
			good[k] = true
		}
	}
	return good
}

func TestGoodInstancesBrute(t *testing.T) {
	for _, sz := range [][2]int{{1, 2}, {1, 3}, {2, 2}, {1, 5}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {2, 5}, {3, 4}, {4, 3}} {
		g, _ := graph.Grid(sz[0], sz[1])
		all := bruteGood(g, 0)
		for _, l := range []int{0, 1, 2, 3} {
			want := map[string]bool{}
			for k := range all {
				if l == 0 || utf8.RuneCountInString(k) <= l {
					want[k] = true
				}
			}
			m := zdd.New()
			res, err := GoodInstances(context.Background(), m, g, GenOptions{MaxPairs: l})
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]bool{}
			m.Each(res.Good, func(set []uint32) bool {
				var sb strings.Builder
				for _, x := range set {
					sb.WriteString(string(rune('A' + x)))
				}
				got[sb.String()] = true
				return true
			})
			for k := range got {
				if !want[k] {
					t.Errorf("%dx%d l=%d: extra instance %v", sz[0], sz[1], l, decodeKey(g.N(), k))
				}
			}
			for k := range want {
				if !got[k] {
					t.Errorf("%dx%d l=%d: missing instance %v", sz[0], sz[1], l, decodeKey(g.N(), k))
				}
			}
			if len(got) != len(want) || res.Count.Int64() != int64(len(want)) {
				t.Fatalf("%dx%d l=%d: %d good instances (count %v), brute force %d", sz[0], sz[1], l, len(got), res.Count, len(want))
			}
			for k := range want {
				if !got[k] {
					t.Fatalf("%dx%d l=%d: missing instance %q", sz[0], sz[1], l, k)
				}
			}
			if l == 0 {
				t.Logf("%dx%d: %d good instances, min pairs %d", sz[0], sz[1], len(got), res.MinPairs)
			}
		}
	}
}

func decodeKey(n int, k string) [][2]int {
	var out [][2]int
	for _, r := range k {
		u, v := PairOf(n, uint32(r-'A'))
		out = append(out, [2]int{u, v})
	}
	return out
}
