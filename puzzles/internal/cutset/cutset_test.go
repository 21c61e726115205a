package cutset

import (
	"math/rand"
	"slices"
	"testing"
)

// TestCutsBrute compares Cuts with removing each open vertex in turn
// and looking whether the kept vertices stay joined, on random graphs.
func TestCutsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	const keep, gone, open = 1, 2, 3
	for trial := 0; trial < 2000; trial++ {
		n := 1 + rng.Intn(9)
		adj := make([][]int, n)
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if rng.Intn(3) == 0 {
					adj[u] = append(adj[u], v)
					adj[v] = append(adj[v], u)
				}
			}
		}
		col := make([]int8, n)
		for i := range col {
			col[i] = int8(1 + rng.Intn(3))
		}
		joined := func(col []int8) bool {
			seen := make([]bool, n)
			first := slices.Index(col, keep)
			if first < 0 {
				return true
			}
			stack := []int{first}
			seen[first] = true
			for len(stack) > 0 {
				v := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, w := range adj[v] {
					if !seen[w] && col[w] != gone {
						seen[w] = true
						stack = append(stack, w)
					}
				}
			}
			for i, c := range col {
				if c == keep && !seen[i] {
					return false
				}
			}
			return true
		}
		got, ok := Cuts(New(n), adj, col, keep, gone, open)
		if ok != joined(col) {
			t.Fatalf("%v %v: ok %v", adj, col, ok)
		}
		if !ok {
			continue
		}
		var want []int
		for v := range col {
			if col[v] == open {
				c := slices.Clone(col)
				c[v] = gone
				if !joined(c) {
					want = append(want, v)
				}
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("%v %v: cuts %v, want %v", adj, col, got, want)
		}
	}
}
