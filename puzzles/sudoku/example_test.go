package sudoku_test

import (
	"context"
	"fmt"

	"github.com/zqlang/zq/puzzles/sudoku"
	"github.com/zqlang/zq/zdd"
)

func Example() {
	p, err := sudoku.ParseURL("https://puzz.link/p?sudoku/4/4/g1k23k3g")
	if err != nil {
		panic(err)
	}
	r, _ := sudoku.Solve(p, sudoku.PS12, 2)
	fmt.Println("solutions:", r.Count)
	fmt.Print(sudoku.Render(p.BoxRows, p.BoxCols, r.Solution))

	m := zdd.New()
	f, _ := sudoku.Solutions(context.Background(), m, p)
	fmt.Println("ZDD:", m.Count(f), "solution of", len(p.Cells), "placements")
	// Output:
	// solutions: 1
	//  2 1 | 4 3
	//  4 3 | 1 2
	// -----+----
	//  3 4 | 2 1
	//  1 2 | 3 4
	// ZDD: 1 solution of 16 placements
}

// Every 4x4 grid as a ZDD, and the clue sets of one grid.
func ExampleClueSets() {
	m := zdd.New()
	grids, _ := sudoku.Grids(context.Background(), m, 2, 2, false)
	shape, _ := sudoku.New(2, 2, false)
	sol, _ := sudoku.Parse("1234341221434321")
	clues, _ := sudoku.ClueSets(m, shape, grids, sol.Cells)
	_, k, _ := sudoku.MinimumClueSets(m, clues)
	fmt.Println(m.Count(grids), "grids; fewest clues for this grid:", k)
	// Output: 288 grids; fewest clues for this grid: 4
}
