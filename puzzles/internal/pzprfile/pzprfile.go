// Package pzprfile reads the fields of pzprv3 files that several genres
// share: rows of items that may be empty (a board of one column has
// lines of no items) and the answer's lines between cells.
package pzprfile

import (
	"strings"

	"github.com/zqlang/zq/puzzles"
)

// Rows reads n lines of w items from line k of f's fields and returns
// the line after them. Lines of no items may be missing at the file's
// end (its trailing blank lines are not kept); any other missing line
// is an error naming the line, as is a line of another width.
func Rows(f *puzzles.PZPRV3, k, n, w int) ([][]string, int, error) {
	if w == 0 || n == 0 {
		for i := 0; i < n && k+i < len(f.Lines); i++ {
			if l := f.Lines[k+i]; strings.TrimSpace(l) != "" {
				return nil, 0, f.Errorf(k+i, 0, false, 0, 0, "%d items on the line, want 0", len(strings.Fields(l)))
			}
		}
		return make([][]string, n), k + n, nil
	}
	rows, empty, err := f.Grid(k, n, w)
	if err != nil {
		return nil, 0, err
	}
	if empty {
		return nil, 0, f.Errorf(len(f.Lines), 0, false, 0, 0, "the file ends; %d more lines of %d items were expected", n, w)
	}
	return rows, k + n, nil
}

// Lines reads the answer's lines between cells from line k of f's
// fields, as pzprjs writes them: the rows between horizontal neighbours
// (rows lines of cols-1 items), then those between vertical neighbours
// (rows-1 lines of cols), 1 a line, 0 none, -1 a cross (a mark, read as
// no line). right(r, c) and down(r, c) are the elements of the edges
// from cell (r, c); the elements of the lines drawn are added to set.
// It returns the line after the fields.
func Lines(f *puzzles.PZPRV3, k, rows, cols int, right, down func(r, c int) int, set *[]uint32) (int, error) {
	for _, part := range []struct {
		n, w int
		edge func(r, c int) int
	}{{rows, cols - 1, right}, {rows - 1, cols, down}} {
		grid, next, err := Rows(f, k, part.n, part.w)
		if err != nil {
			return 0, err
		}
		for r, row := range grid {
			for c, tok := range row {
				switch tok {
				case "1":
					*set = append(*set, uint32(part.edge(r, c)))
				case "0", "-1":
				default:
					return 0, f.Errorf(k+r, c, true, r, c, "%q is no line mark (1 a line, 0 none, -1 a cross)", tok)
				}
			}
		}
		k = next
	}
	return k, nil
}

// LineRows are the rows Lines reads, each edge marked 1 where on(r, c,
// down) (down: the edge from (r, c) to (r+1, c); else to (r, c+1)), 0
// elsewhere.
func LineRows(rows, cols int, on func(r, c int, down bool) bool) []string {
	mark := func(b bool) string {
		if b {
			return "1"
		}
		return "0"
	}
	out := puzzles.PZPRV3Grid(rows, cols-1, func(r, c int) string { return mark(on(r, c, false)) })
	return append(out, puzzles.PZPRV3Grid(rows-1, cols, func(r, c int) string { return mark(on(r, c, true)) })...)
}
