package families_test

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

func ExamplePaths() {
	g, _ := graph.Grid(3, 3)
	m := zdd.New()
	f, err := topdown.Build(context.Background(), m, families.Paths(g, 0, 8), topdown.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(m.Count(f), "paths,", m.NodeCount(f), "nodes")
	// Output: 12 paths, 27 nodes
}

func ExampleCycles() {
	g, _ := graph.Parse("a-b b-c c-d d-a a-c")
	n, _ := topdown.Count(context.Background(), families.Cycles(g), topdown.Options{})
	fmt.Println(n, "cycles")
	// Output: 3 cycles
}
