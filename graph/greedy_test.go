package graph

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"
)

// TestGreedyOrder compares GreedyOrder with the edge orders Graphillion's
// greedy traversal gives (from vertex 0) on two graphs whose vertex
// numbers are their names, and checks on random graphs that it lists
// every edge once.
func TestGreedyOrder(t *testing.T) {
	grid, _ := Grid(3, 3)
	six, err := Parse("0 1 2 3 4 5 0-1 0-3 1-2 1-4 2-5 3-4 4-5")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		g    *Graph
		want [][2]int
	}{
		{six, [][2]int{{0, 3}, {3, 4}, {0, 1}, {1, 4}, {1, 2}, {2, 5}, {4, 5}}},
		{grid, [][2]int{{0, 1}, {1, 2}, {2, 5}, {5, 8}, {7, 8}, {1, 4}, {4, 5}, {4, 7}, {0, 3}, {3, 4}, {3, 6}, {6, 7}}},
	} {
		var got [][2]int
		for _, i := range c.g.GreedyOrder(0) {
			e := c.g.Edge(i)
			got = append(got, [2]int{min(e.U, e.V), max(e.U, e.V)})
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%v: greedy order %v, want %v", c.g, got, c.want)
		}
	}
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 100; trial++ {
		n := 1 + rng.Intn(9)
		var names []string
		for v := 0; v < n; v++ {
			names = append(names, fmt.Sprint(v))
		}
		var edges []Edge
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if rng.Intn(3) == 0 {
					edges = append(edges, Edge{U: u, V: v})
				}
			}
		}
		g, err := New(names, edges)
		if err != nil {
			t.Fatal(err)
		}
		order := g.GreedyOrder(rng.Intn(n))
		seen := make([]bool, g.M())
		for _, i := range order {
			if seen[i] {
				t.Fatalf("%v: edge %d twice in %v", g, i, order)
			}
			seen[i] = true
		}
		if len(order) != g.M() {
			t.Fatalf("%v: %d edges in the order, %d in the graph", g, len(order), g.M())
		}
	}
}
