package nurikabe

import (
	"fmt"

	"github.com/zqlang/zq/puzzles"
)

// The rules Check names (puzzles.RuleError's Rule).
const (
	// RuleOffBoard: an element is not a cell of the board.
	RuleOffBoard = "off-board"
	// RuleNumberShaded: a numbered cell is shaded.
	RuleNumberShaded = "number-shaded"
	// RuleShaded2x2: four shaded cells make a 2x2 block.
	RuleShaded2x2 = "shaded-2x2"
	// RuleIslandNoNumber: an island holds no number.
	RuleIslandNoNumber = "island-no-number"
	// RuleShadedDivided: the shaded cells are not connected.
	RuleShadedDivided = "shaded-divided"
	// RuleIslandNumbers: an island holds two numbers or more.
	RuleIslandNumbers = "island-numbers"
	// RuleIslandSize: an island's size is not its number.
	RuleIslandSize = "island-size"
)

// broken is the RuleError of rule, its place in the message.
func broken(rule, format string, args ...any) error {
	return &puzzles.RuleError{Genre: "nurikabe", Rule: rule, Row: -1, Col: -1, Msg: fmt.Sprintf(format, args...)}
}

// components numbers the connected pieces of the cells with in[i] true
// (orthogonal neighbours), in row-major order of their first cells;
// cells outside are -1. It returns the numbering and each piece's cells
// in the order they were reached (breadth first from the first cell).
func (p *Puzzle) components(in []bool) ([]int, [][]int) {
	comp := make([]int, len(in))
	for i := range comp {
		comp[i] = -1
	}
	var pieces [][]int
	for s := range in {
		if !in[s] || comp[s] >= 0 {
			continue
		}
		k := len(pieces)
		comp[s] = k
		queue := []int{s}
		for q := 0; q < len(queue); q++ {
			for _, j := range p.neighbours(queue[q]) {
				if in[j] && comp[j] < 0 {
					comp[j] = k
					queue = append(queue, j)
				}
			}
		}
		pieces = append(pieces, queue)
	}
	return comp, pieces
}

// neighbours are the orthogonal neighbours of cell i: up, left, right,
// down.
func (p *Puzzle) neighbours(i int) []int {
	r, c := i/p.Cols, i%p.Cols
	out := make([]int, 0, 4)
	if r > 0 {
		out = append(out, i-p.Cols)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c+1 < p.Cols {
		out = append(out, i+1)
	}
	if r+1 < p.Rows {
		out = append(out, i+p.Cols)
	}
	return out
}

// Check returns nil when set (shaded cells, row-major) is a solution of
// p, and otherwise an error naming the first rule it breaks and where,
// in pzprjs's order after the board's own rules (a cell outside the
// board, a shaded number): a 2x2 block of shaded cells, an island of
// unshaded cells without a number, shaded cells that are not
// connected, an island with two numbers, an island whose size is not
// its number. The error is a *puzzles.RuleError naming the rule (the
// Rule constants), its place in the message.
func (p *Puzzle) Check(set []uint32) error {
	n := p.Cells()
	for _, v := range set {
		if int(v) >= n {
			return broken(RuleOffBoard, "element %d is not a cell of the %dx%d board", v, p.Rows, p.Cols)
		}
	}
	sh := p.Shading(set)
	for i, s := range sh {
		if s && p.IsClue(i) {
			return broken(RuleNumberShaded, "the numbered cell %s is shaded", p.at(i))
		}
	}
	C := p.Cols
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c
			if sh[i] && sh[i+1] && sh[i+C] && sh[i+C+1] {
				return broken(RuleShaded2x2, "the shaded cells %s, %s, %s and %s make a 2x2 block", p.at(i), p.at(i+1), p.at(i+C), p.at(i+C+1))
			}
		}
	}
	un := make([]bool, n)
	for i := range un {
		un[i] = !sh[i]
	}
	_, islands := p.components(un)
	clues := make([][]int, len(islands))
	for k, is := range islands {
		for _, i := range is {
			if p.IsClue(i) {
				clues[k] = append(clues[k], i)
			}
		}
		if len(clues[k]) == 0 {
			return broken(RuleIslandNoNumber, "the island of unshaded cells at %s holds no number", p.at(minCell(is)))
		}
	}
	if _, pieces := p.components(sh); len(pieces) > 1 {
		return broken(RuleShadedDivided, "the shaded cells are not connected: %s cannot reach %s", p.at(pieces[1][0]), p.at(pieces[0][0]))
	}
	for k := range islands {
		if cl := clues[k]; len(cl) > 1 {
			return broken(RuleIslandNumbers, "the island of unshaded cells at %s holds %d numbers, at %s and %s", p.at(minCell(islands[k])), len(cl), p.at(minCell(cl)), p.at(second(cl)))
		}
	}
	for k, is := range islands {
		c := clues[k][0]
		if v := p.Nums[c]; v != Unknown && v != len(is) {
			return broken(RuleIslandSize, "the island of the number %d at %s has %d cells", v, p.at(c), len(is))
		}
	}
	return nil
}

func minCell(xs []int) int {
	m := xs[0]
	for _, x := range xs {
		m = min(m, x)
	}
	return m
}

// second is the second smallest of xs (len(xs) >= 2).
func second(xs []int) int {
	a := minCell(xs)
	b := -1
	for _, x := range xs {
		if x != a && (b < 0 || x < b) {
			b = x
		}
	}
	return b
}
