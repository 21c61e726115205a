package pzprfile

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
)

// Clip shortens an item of a file for a message.
func Clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// Shaded reads an answer of shaded cells: f.Rows lines of f.Cols marks
// from line k, '#' shaded, '+' (a dot marking an unshaded cell) or '.'
// unshaded. has is false when the file ends before them, and, with
// marked, also when no cell is '#' or '+' (files whose clues and answer
// share a grid of '.').
func Shaded(f *puzzles.PZPRV3, k int, marked bool) (set []uint32, has bool, err error) {
	rows, empty, err := f.Grid(k, f.Rows, f.Cols)
	if err != nil || empty {
		return nil, false, err
	}
	set = []uint32{}
	any := false
	for r, row := range rows {
		for c, tok := range row {
			switch tok {
			case "#":
				set = append(set, uint32(r*f.Cols+c))
				any = true
			case "+":
				any = true
			case ".":
			default:
				return nil, false, f.Errorf(k+r, c, true, r, c, "%q is no answer mark ('#' shaded, '+' or '.' unshaded)", Clip(tok))
			}
		}
	}
	if marked && !any {
		return nil, false, nil
	}
	return set, true, nil
}

// ShadedRows writes an answer of shaded cells: set's cells '#', the
// others '+'. An element off the rows x cols board is an error of the
// genre named.
func ShadedRows(genre string, rows, cols int, set []uint32) ([]string, error) {
	sh := make([]bool, rows*cols)
	for _, x := range set {
		if int(x) >= len(sh) {
			return nil, fmt.Errorf("%s: element %d is not a cell of the %dx%d board", genre, x, rows, cols)
		}
		sh[x] = true
	}
	return puzzles.PZPRV3Grid(rows, cols, func(r, c int) string {
		if sh[r*cols+c] {
			return "#"
		}
		return "+"
	}), nil
}

// Numbers reads f.Rows lines of f.Cols numbered cells from line k: a
// number 0..max, '-' a number not given (unknown), '.' none (none). what
// names the cells for messages ("number", "circle").
func Numbers(f *puzzles.PZPRV3, k, max, none, unknown int) ([]int, error) {
	rows, _, err := f.Grid(k, f.Rows, f.Cols)
	if err != nil {
		return nil, err
	}
	nums := make([]int, f.Rows*f.Cols)
	for i := range nums {
		nums[i] = none
	}
	for r, row := range rows {
		for c, tok := range row {
			switch v, err := strconv.Atoi(tok); {
			case tok == ".":
			case tok == "-":
				nums[r*f.Cols+c] = unknown
			case err != nil || v < 0 || v > max:
				return nil, f.Errorf(k+r, c, true, r, c, "%q is no number 0..%d, '-' or '.'", Clip(tok), max)
			default:
				nums[r*f.Cols+c] = v
			}
		}
	}
	return nums, nil
}

// NumberRows writes numbered cells: the number, '-' for unknown, '.'
// for none (any other negative value).
func NumberRows(rows, cols int, nums []int, unknown int) []string {
	return puzzles.PZPRV3Grid(rows, cols, func(r, c int) string {
		switch v := nums[r*cols+c]; {
		case v == unknown:
			return "-"
		case v >= 0:
			return strconv.Itoa(v)
		}
		return "."
	})
}

// Regions reads a board cut into regions, in one of pzprjs's two
// forms: version pzprv3.1 gives the borders, f.Rows lines of f.Cols-1
// items (the border right of each cell) then f.Rows-1 lines of f.Cols
// (the border below), 1 a border and 0 none; version pzprv3 gives the
// number of regions on a line, then f.Rows lines of region numbers ('.'
// no region), a border between cells whose numbers differ. v and h are
// the borders right of and below each cell; k is the line after them.
// A file that ends before the regions is a board of one region.
func Regions(f *puzzles.PZPRV3) (v, h []bool, k int, err error) {
	rows, cols := f.Rows, f.Cols
	v, h = make([]bool, rows*(cols-1)), make([]bool, (rows-1)*cols)
	switch f.Version {
	case "pzprv3":
		if len(f.Lines) > 0 {
			if n := strings.Fields(f.Lines[0]); len(n) != 1 || !isNumber(n[0]) {
				return nil, nil, 0, f.Errorf(0, 0, false, 0, 0, "the line before the region numbers is their count, not %q", Clip(f.Lines[0]))
			}
		}
		cells, empty, err := f.Grid(1, rows, cols)
		if err != nil || empty {
			return v, h, 1 + rows, err
		}
		for r, row := range cells {
			for c, tok := range row {
				if tok != "." && !isNumber(tok) {
					return nil, nil, 0, f.Errorf(1+r, c, true, r, c, "%q is no region number ('.' or a number from 0)", Clip(tok))
				}
			}
		}
		for r := 0; r < rows; r++ {
			for c := 0; c < cols; c++ {
				if c+1 < cols {
					v[r*(cols-1)+c] = cells[r][c] != cells[r][c+1]
				}
				if r+1 < rows {
					h[r*cols+c] = cells[r][c] != cells[r+1][c]
				}
			}
		}
		return v, h, 1 + rows, nil
	case "pzprv3.1":
		k := 0
		for _, blk := range []struct {
			n, w int
			b    []bool
		}{{rows, cols - 1, v}, {rows - 1, cols, h}} {
			items, empty, err := f.Grid(k, blk.n, blk.w)
			if err != nil {
				return nil, nil, 0, err
			}
			if empty {
				break
			}
			for r, row := range items {
				for c, tok := range row {
					switch tok {
					case "1":
						blk.b[r*blk.w+c] = true
					case "0":
					default:
						return nil, nil, 0, f.Errorf(k+r, c, false, 0, 0, "%q is no border (1 a border, 0 none)", Clip(tok))
					}
				}
			}
			k += blk.n
		}
		return v, h, 2*rows - 1, nil
	}
	return nil, nil, 0, f.ErrVariant()
}

// BorderRows writes a board's regions as their borders (the pzprv3.1
// form of Regions).
func BorderRows(rows, cols int, v, h []bool) []string {
	bit := func(b bool) string {
		if b {
			return "1"
		}
		return "0"
	}
	lines := puzzles.PZPRV3Grid(rows, cols-1, func(r, c int) string { return bit(v[r*(cols-1)+c]) })
	return append(lines, puzzles.PZPRV3Grid(rows-1, cols, func(r, c int) string { return bit(h[r*cols+c]) })...)
}

// SkipAux reads the auxiliary lines pzprjs lets a solver draw between
// cells, from line k when the file has them (f.Rows lines of f.Cols-1
// items, then f.Rows-1 lines of f.Cols, each an integer of -1 or more):
// no part of an answer.
func SkipAux(f *puzzles.PZPRV3, k int) error {
	for _, blk := range [2][2]int{{f.Rows, f.Cols - 1}, {f.Rows - 1, f.Cols}} {
		items, empty, err := f.Grid(k, blk[0], blk[1])
		if err != nil || empty {
			return err
		}
		for r, row := range items {
			for c, tok := range row {
				if v, err := strconv.Atoi(tok); err != nil || v < -1 {
					return f.Errorf(k+r, c, false, 0, 0, "%q is no line mark (0 none, 1 a line, -1 a cross)", Clip(tok))
				}
			}
		}
		k += blk[0]
	}
	return nil
}

// isNumber reports whether s is a number of decimal digits.
func isNumber(s string) bool {
	if s == "" || len(s) > 9 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
