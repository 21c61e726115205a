package country

import (
	"context"
	"math/rand"
	"slices"
	"sort"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// allLoops lists every single loop of the R x C grid of cell centres
// (edge sets, sorted) and the empty set, by depth-first search from
// each loop's smallest cell.
func allLoops(p *Puzzle) [][]uint32 {
	R, C := p.Rows, p.Cols
	n := R * C
	edge := func(a, b int) int {
		if a > b {
			a, b = b, a
		}
		if b == a+1 && b%C != 0 {
			return p.RightVar(a/C, a%C)
		}
		return p.DownVar(a/C, a%C)
	}
	seen := map[string]bool{}
	out := [][]uint32{{}}
	on := make([]bool, n)
	var path []int
	var dfs func(s, x int)
	dfs = func(s, x int) {
		r, c := x/C, x%C
		for _, y := range []int{x - C, x + C, x - 1, x + 1} {
			if y < 0 || y >= n || (y == x-1 || y == x+1) && y/C != r || y < s {
				continue
			}
			_ = c
			if y == s && len(path) >= 4 {
				var set []uint32
				for i := range path {
					set = append(set, uint32(edge(path[i], path[(i+1)%len(path)])))
				}
				sort.Slice(set, func(i, j int) bool { return set[i] < set[j] })
				key := string(rune(len(set)))
				for _, e := range set {
					key += string(rune(e + 1))
				}
				if !seen[key] {
					seen[key] = true
					out = append(out, set)
				}
				continue
			}
			if on[y] || y == s {
				continue
			}
			on[y] = true
			path = append(path, y)
			dfs(s, y)
			path = path[:len(path)-1]
			on[y] = false
		}
	}
	for s := 0; s < n; s++ {
		on[s] = true
		path = []int{s}
		dfs(s, s)
		on[s] = false
	}
	return out
}

// randomBoard makes rooms from random labels (cells with the same label
// that touch are one room) and numbers some rooms from a loop.
func randomBoard(rng *rand.Rand, R, C int, loops [][]uint32) *Puzzle {
	labels := make([]int, R*C)
	k := 1 + rng.Intn(4)
	for i := range labels {
		labels[i] = rng.Intn(k)
	}
	p, _ := New(R, C, labels)
	p.Empty = rng.Intn(4) == 0
	L := loops[rng.Intn(len(loops))]
	e, _ := p.decode(L)
	cnt := make([]int, p.Rooms)
	for i := range e {
		if degree(e[i]) > 0 {
			cnt[p.Room[i]]++
		}
	}
	for r := range p.Num {
		switch rng.Intn(4) {
		case 0, 1:
			p.Num[r] = cnt[r]
		case 2:
			if rng.Intn(3) == 0 {
				p.Num[r] = rng.Intn(4)
			}
		}
	}
	return p
}

// TestEdgeOrder: the edges are numbered as graph.Grid numbers them.
func TestEdgeOrder(t *testing.T) {
	for _, sz := range [][2]int{{1, 4}, {4, 1}, {3, 5}, {5, 3}, {2, 2}} {
		p, _ := New(sz[0], sz[1], make([]int, sz[0]*sz[1]))
		g := p.Graph()
		for r := 0; r < p.Rows; r++ {
			for c := 0; c < p.Cols; c++ {
				if v := p.RightVar(r, c); v >= 0 && v != g.GridEdge(r, c, r, c+1) {
					t.Errorf("%v: right of (%d, %d) is %d, graph %d", sz, r, c, v, g.GridEdge(r, c, r, c+1))
				}
				if v := p.DownVar(r, c); v >= 0 && v != g.GridEdge(r, c, r+1, c) {
					t.Errorf("%v: down of (%d, %d) is %d, graph %d", sz, r, c, v, g.GridEdge(r, c, r+1, c))
				}
			}
		}
		for v := 0; v < p.Vars(); v++ {
			a, b, _ := p.edgeCells(v)
			e := g.Edge(v)
			if e.U != a || e.V != b {
				t.Errorf("%v: edge %d is %d-%d, graph %d-%d", sz, v, a, b, e.U, e.V)
			}
		}
	}
}

// TestBrute: on random boards up to 4x4 (and 2x6, 5x3, 1xN) the ZDD's
// solutions are exactly the loops (or the empty set) Check accepts.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	m := zdd.New()
	loops := map[[2]int][][]uint32{}
	nonzero := 0
	for trial := 0; trial < 500; trial++ {
		R, C := 1+rng.Intn(4), 1+rng.Intn(4)
		switch trial % 10 {
		case 3:
			R, C = 2, 6
		case 7:
			R, C = 5, 3
		}
		key := [2]int{R, C}
		if loops[key] == nil {
			b, _ := New(R, C, make([]int, R*C))
			loops[key] = allLoops(b)
		}
		p := randomBoard(rng, R, C, loops[key])
		var want [][]uint32
		for _, L := range loops[key] {
			if p.Check(L) == nil {
				want = append(want, L)
			}
		}
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		got := m.Sets(f, -1)
		if len(got) != len(want) {
			t.Fatalf("%dx%d board (empty %v)\n%s: ZDD %d solutions, brute force %d", R, C, p.Empty, p, len(got), len(want))
		}
		for _, s := range got {
			found := false
			for _, w := range want {
				if slices.Equal(w, s) || len(w) == 0 && len(s) == 0 {
					found = true
				}
			}
			if !found {
				t.Fatalf("board\n%s: ZDD solution %v is not one of brute force's", p, s)
			}
		}
		n, err := p.CountSolutions(context.Background())
		if err != nil || n.Int64() != int64(len(want)) {
			t.Fatalf("board\n%s: Count %v, want %d", p, n, len(want))
		}
		if len(want) > 0 {
			nonzero++
		}
	}
	t.Logf("%d boards with solutions", nonzero)
	if nonzero < 100 {
		t.Errorf("only %d boards with solutions", nonzero)
	}
}
