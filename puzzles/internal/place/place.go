// Package place writes the places of messages about puzzles, shared by
// the puzzle packages: a cell of a board as the language writes it,
// (r, c) counted from 0, and a place in puzzle text as editors count
// it, from 1, saying that it is one.
package place

import (
	"fmt"
	"strings"
)

// Cell is the cell (r, c): "(2, 4)".
func Cell(r, c int) string { return fmt.Sprintf("(%d, %d)", r, c) }

// Text is a place in puzzle text counted from 1: "line 3, column 5 of
// the text", "line 3 of the text" when col is 0, "column 5 of the text"
// when line is 0, "" when both are.
func Text(line, col int) string {
	switch {
	case line > 0 && col > 0:
		return fmt.Sprintf("line %d, column %d of the text", line, col)
	case line > 0:
		return fmt.Sprintf("line %d of the text", line)
	case col > 0:
		return fmt.Sprintf("column %d of the text", col)
	}
	return ""
}

// Format is the place of an error: the place in the text (line, col;
// 0 where unknown), then, when cell is set, the cell (r, c) of the
// board: "line 3, column 5 of the text, cell (2, 4)"; "" for none.
func Format(line, col int, cell bool, r, c int) string {
	var parts []string
	if t := Text(line, col); t != "" {
		parts = append(parts, t)
	}
	if cell {
		parts = append(parts, "cell "+Cell(r, c))
	}
	return strings.Join(parts, ", ")
}
