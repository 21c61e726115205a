package exactcover_test

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/zdd"
)

// Knuth's example matrix: seven columns, six rows, one exact cover.
func Example() {
	p := exactcover.New(7, 0)
	for _, row := range [][]int{{2, 4, 5}, {0, 3, 6}, {1, 2, 5}, {0, 3}, {1, 6}, {3, 4, 6}} {
		if _, err := p.AddRow(row...); err != nil {
			panic(err)
		}
	}
	d := exactcover.NewDLX(p)
	sol, _ := d.First()
	fmt.Println("cover:", sol, "count:", d.Count(0))

	m := zdd.New()
	f, _ := p.ZDD(context.Background(), m)
	fmt.Println("ZDD count:", m.Count(f))
	// Output:
	// cover: [0 3 4] count: 1
	// ZDD count: 1
}

// The Latin squares of order 4 as a ZDD whose count is A002860(4).
func ExampleLatinSquare() {
	d := exactcover.NewDLX(exactcover.LatinSquare(4))
	d.SetBranching(exactcover.FirstColumn)
	m := zdd.New()
	f, _ := d.ZDD(context.Background(), m)
	fmt.Println(m.Count(f), d.Count(0))
	// Output: 576 576
}
