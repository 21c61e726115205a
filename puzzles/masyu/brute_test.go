package masyu

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// allLoops lists every simple cycle of the rows x cols grid of cell
// centres as a sorted edge set, by depth-first search from each cycle's
// smallest cell (each cycle is found twice, once per direction).
func allLoops(rows, cols int) [][]uint32 {
	p, _ := New(rows, cols)
	g := p.Graph()
	edge := map[[2]int]uint32{}
	for i, e := range g.Edges() {
		edge[[2]int{e.U, e.V}], edge[[2]int{e.V, e.U}] = uint32(i), uint32(i)
	}
	n := rows * cols
	nbrs := make([][]int, n)
	for k := range edge {
		nbrs[k[0]] = append(nbrs[k[0]], k[1])
	}
	seen := map[string]bool{}
	var out [][]uint32
	on := make([]bool, n)
	var path []int
	var dfs func(s, v int)
	dfs = func(s, v int) {
		for _, w := range nbrs[v] {
			if w == s && len(path) >= 4 {
				var set []uint32
				for i := range path {
					set = append(set, edge[[2]int{path[i], path[(i+1)%len(path)]}])
				}
				slices.Sort(set)
				if k := fmt.Sprint(set); !seen[k] {
					seen[k] = true
					out = append(out, set)
				}
			}
			if w > s && !on[w] {
				on[w] = true
				path = append(path, w)
				dfs(s, w)
				path = path[:len(path)-1]
				on[w] = false
			}
		}
	}
	for s := 0; s < n; s++ {
		on[s] = true
		path = append(path[:0], s)
		dfs(s, s)
		on[s] = false
	}
	return out
}

// TestLoopCounts: without pearls the solutions are every cycle of the
// grid (OEIS A140517 on square grids: 1, 13, 213, 9349), and the DFS
// lists as many.
func TestLoopCounts(t *testing.T) {
	want := map[[2]int]int64{{1, 1}: 0, {1, 5}: 0, {2, 2}: 1, {3, 3}: 13, {4, 4}: 213, {5, 5}: 9349, {2, 5}: 10, {3, 4}: 40}
	for size, n := range want {
		p, _ := New(size[0], size[1])
		got, _, err := p.CountSolutions(context.Background())
		if err != nil || got != n {
			t.Errorf("%dx%d: %d loops (%v), want %d", size[0], size[1], got, err, n)
		}
		if size[0]*size[1] <= 20 {
			if b := len(allLoops(size[0], size[1])); int64(b) != n {
				t.Errorf("%dx%d: brute force lists %d loops, want %d", size[0], size[1], b, n)
			}
		}
	}
}

// TestBrute: on random boards up to 4x5 the ZDD's solutions are exactly
// the loops of the grid that Check accepts.
func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	loops := map[[2]int][][]uint32{}
	m := zdd.New()
	nonzero := 0
	for trial := 0; trial < 400; trial++ {
		R, C := 2+rng.Intn(3), 2+rng.Intn(4)
		if trial%7 == 0 {
			R, C = 1+rng.Intn(2), 1+rng.Intn(6)
		}
		key := [2]int{R, C}
		if loops[key] == nil {
			loops[key] = allLoops(R, C)
		}
		p, _ := New(R, C)
		density := rng.Float64() * 0.5
		for i := range p.Pearls {
			if rng.Float64() < density {
				p.Pearls[i] = Pearl(1 + rng.Intn(2))
			}
		}
		// Half the boards take their pearls from a loop, so that they
		// have solutions.
		if trial%2 == 0 && len(loops[key]) > 0 {
			L := loops[key][rng.Intn(len(loops[key]))]
			sh, _ := p.shapes(L)
			for i := range p.Pearls {
				p.Pearls[i] = None
				if rng.Float64() < 0.6 {
					p.Pearls[i] = p.clue(sh, i)
				}
			}
		}
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
			t.Fatalf("%dx%d board\n%s: ZDD %d solutions, brute force %d", R, C, p, len(got), len(want))
		}
		for i := range got {
			if !slices.Equal(got[i], want[i]) && !contains(want, got[i]) {
				t.Fatalf("board\n%s: ZDD solution %v is not one of brute force's", p, got[i])
			}
		}
		if len(want) > 0 {
			nonzero++
		}
		n, _, _ := p.CountSolutions(context.Background())
		if n != int64(len(want)) {
			t.Fatalf("board\n%s: Count %d, want %d", p, n, len(want))
		}
	}
	if nonzero < 100 {
		t.Errorf("only %d boards with solutions", nonzero)
	}
}

func contains(sets [][]uint32, s []uint32) bool {
	for _, x := range sets {
		if slices.Equal(x, s) {
			return true
		}
	}
	return false
}
