package zdd_test

import (
	"fmt"
	"math/big"

	"github.com/zqlang/zq/zdd"
)

// A family is built from sets and combined with the family algebra.
func Example() {
	m := zdd.New()
	f := m.Union(m.SetOf([]uint32{1, 2}), m.Union(m.SetOf([]uint32{1, 3}), m.SetOf([]uint32{2})))
	fmt.Println(m.Count(f), m.Sets(f, -1))
	fmt.Println(m.Sets(m.Minimal(m.Union(f, m.SetOf([]uint32{1}))), -1))
	// Output:
	// 3 [[1 2] [1 3] [2]]
	// [[1] [2]]
}

// Sets are listed in one order: a set comes before another when the
// smallest element in which they differ belongs to it.
func ExampleManager_Each() {
	m := zdd.New()
	f := m.Pow([]uint32{0, 1, 2})
	m.Each(f, func(set []uint32) bool {
		fmt.Print(set)
		return true
	})
	fmt.Println()
	fmt.Println(m.Unrank(f, big.NewInt(3)), m.Rank(f, []uint32{1}))
	// Output:
	// [0 1 2][0 1][0 2][0][1 2][1][2][]
	// [0] 5
}
