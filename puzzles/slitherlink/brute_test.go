package slitherlink

import (
	"math/bits"
	"sort"

	"github.com/zqlang/zq/topdown"
)

// bruteCycles lists every simple cycle of the dot grid of p as an edge
// bitmask (grids of at most 64 edges), by depth-first search from the
// smallest dot of each cycle.
func bruteCycles(p *Puzzle) []uint64 {
	g := p.Graph()
	n := g.N()
	adj := make([][][2]int, n) // neighbour, edge
	for i, e := range g.Edges() {
		adj[e.U] = append(adj[e.U], [2]int{e.V, i})
		adj[e.V] = append(adj[e.V], [2]int{e.U, i})
	}
	var out []uint64
	seen := make([]bool, n)
	for s := 0; s < n; s++ {
		var path []int
		var dfs func(u int, mask uint64)
		dfs = func(u int, mask uint64) {
			for _, a := range adj[u] {
				w, e := a[0], a[1]
				if w == s && len(path) >= 3 && path[1] < path[len(path)-1] {
					out = append(out, mask|1<<uint(e))
					continue
				}
				if w <= s || seen[w] {
					continue
				}
				seen[w] = true
				path = append(path, w)
				dfs(w, mask|1<<uint(e))
				path = path[:len(path)-1]
				seen[w] = false
			}
		}
		seen[s] = true
		path = append(path[:0], s)
		dfs(s, 0)
		seen[s] = false
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// cellCount is the number of edges of mask around cell.
func cellCount(p *Puzzle, mask uint64, cell int) int {
	n := 0
	for _, e := range p.CellEdges(cell/p.Cols, cell%p.Cols) {
		if mask>>uint(e)&1 == 1 {
			n++
		}
	}
	return n
}

// bruteSolutions filters the cycles by the clues.
func bruteSolutions(p *Puzzle, cycles []uint64) []uint64 {
	var out []uint64
next:
	for _, m := range cycles {
		for cell, k := range p.Clues {
			if k >= 0 && cellCount(p, m, cell) != int(k) {
				continue next
			}
		}
		out = append(out, m)
	}
	return out
}

// specSets enumerates the sets of a Spec by plain depth-first search
// (no merging), as bitmasks.
func specSets(s topdown.Spec) []uint64 {
	var out []uint64
	var rec func(st []byte, v int, mask uint64)
	rec = func(st []byte, v int, mask uint64) {
		switch v {
		case topdown.Reject:
			return
		case topdown.Accept:
			out = append(out, mask)
			return
		}
		for _, take := range []bool{false, true} {
			c := append([]byte(nil), st...)
			m := mask
			if take {
				m |= 1 << uint(v)
			}
			rec(c, s.Child(c, v, take), m)
		}
	}
	st := make([]byte, s.StateSize())
	rec(st, s.Root(st), 0)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func popcount(m uint64) int { return bits.OnesCount64(m) }
