package families

import (
	"math/rand"

	"github.com/zqlang/zq/graph"
)

// unionFind is a disjoint-set forest over vertices, for brute force.
type unionFind []int

func newUnionFind(n int) unionFind {
	u := make(unionFind, n)
	for i := range u {
		u[i] = i
	}
	return u
}

func (u unionFind) find(x int) int {
	for u[x] != x {
		x = u[x]
	}
	return x
}

// union joins the sets of a and b; false when they were one already.
func (u unionFind) union(a, b int) bool {
	ra, rb := u.find(a), u.find(b)
	if ra == rb {
		return false
	}
	u[ra] = rb
	return true
}

// testGraphs returns the small grids and count random graphs (from seed)
// the brute-force tests run on.
func testGraphs(seed int64, count, maxVertices, maxEdges int, grids [][2]int) []*graph.Graph {
	rng := rand.New(rand.NewSource(seed))
	var graphs []*graph.Graph
	for _, rc := range grids {
		g, _ := graph.Grid(rc[0], rc[1])
		graphs = append(graphs, g)
	}
	for i := 0; i < count; i++ {
		graphs = append(graphs, randomGraph(rng, 1+rng.Intn(maxVertices), maxEdges))
	}
	return graphs
}
