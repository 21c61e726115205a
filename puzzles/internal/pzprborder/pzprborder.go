// Package pzprborder reads and writes the borders drawn between the
// cells of a board in a pzprv3 file, as puzz.link's editor saves the
// answer of the genres that divide the board into regions (Shikaku,
// Sashigane, Double Choco): after the genre's clues, the borders between
// horizontal neighbours (rows lines of cols-1 items, the line of a
// one-column board empty), then those between vertical neighbours (rows-1
// lines of cols items), each item "1" a border, "2" a border carrying a
// mark, "-1" a mark of no border (an auxiliary line) and "0" nothing.
// The answer is the set of borders as edges of graph.Grid(rows, cols).
package pzprborder

import (
	"slices"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
)

// Read reads the borders of g (graph.Grid(rows, cols) of f's size) from
// line k of f's fields (counted from 0). has is false when the file ends
// before line k (a file of clues alone); a file that ends inside the
// borders, a line of the wrong width or an item that is no border mark
// is a *puzzles.ParseError naming the line, the column and the cell
// (the cell left of or above the border).
func Read(f *puzzles.PZPRV3, k int, g *graph.Graph) (set []uint32, has bool, err error) {
	rows, cols := g.Rows, g.Cols
	if k >= len(f.Lines) {
		return nil, false, nil
	}
	horiz, _, err := f.Grid(k, rows, cols-1)
	if err != nil {
		return nil, false, err
	}
	var vert [][]string
	if rows > 1 {
		v, empty, err := f.Grid(k+rows, rows-1, cols)
		if err != nil {
			return nil, false, err
		}
		if empty {
			return nil, false, f.Errorf(len(f.Lines)-1, 0, false, 0, 0, "the file ends inside the answer: the %d lines of borders between vertical neighbours are missing", rows-1)
		}
		vert = v
	}
	right, down := index(g)
	set = []uint32{}
	mark := func(line, col int, tok string, r, c int, e int) error {
		switch tok {
		case "1", "2":
			set = append(set, uint32(e))
		case "0", "-1":
		default:
			return f.Errorf(line, col, true, r, c, "%q is no border mark (1 or 2 a border, 0 none, -1 a mark of none)", clip(tok))
		}
		return nil
	}
	for r, row := range horiz {
		for c, tok := range row {
			if err := mark(k+r, c, tok, r, c, right[r*cols+c]); err != nil {
				return nil, false, err
			}
		}
	}
	for r, row := range vert {
		for c, tok := range row {
			if err := mark(k+rows+r, c, tok, r, c, down[r*cols+c]); err != nil {
				return nil, false, err
			}
		}
	}
	slices.Sort(set)
	return set, true, nil
}

// Write is the lines of the borders set (edges of g, graph.Grid of the
// board; elements that are not are left out), each item "1" or "0", as
// Read reads them.
func Write(g *graph.Graph, set []uint32) []string {
	rows, cols := g.Rows, g.Cols
	in := make([]bool, g.M())
	for _, e := range set {
		if int(e) < len(in) {
			in[e] = true
		}
	}
	right, down := index(g)
	mark := func(e int) string {
		if in[e] {
			return "1"
		}
		return "0"
	}
	out := puzzles.PZPRV3Grid(rows, cols-1, func(r, c int) string { return mark(right[r*cols+c]) })
	return append(out, puzzles.PZPRV3Grid(rows-1, cols, func(r, c int) string { return mark(down[r*cols+c]) })...)
}

// index is, for each cell, the edge of g to its right neighbour and to
// the one below it (-1 at the board's edge).
func index(g *graph.Graph) (right, down []int) {
	n := g.Rows * g.Cols
	right, down = make([]int, n), make([]int, n)
	for i := range right {
		right[i], down[i] = -1, -1
	}
	for i, e := range g.Edges() {
		u, v := min(e.U, e.V), max(e.U, e.V)
		if v == u+g.Cols {
			down[u] = i
		} else {
			right[u] = i
		}
	}
	return right, down
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}
