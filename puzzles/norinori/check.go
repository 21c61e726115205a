package norinori

import "fmt"

// Check returns nil when set (shaded cells, row-major) is a solution of
// p, and otherwise an error naming the first rule it breaks and where,
// in pzprjs's order: shaded cells in a block of more than two, a region
// with more than two shaded cells, a shaded cell alone, a region with
// one shaded cell, a region with none. A region is named by its first
// cell in row-major order, a block of shaded cells by its first cell.
func (p *Puzzle) Check(set []uint32) error {
	n := p.Cells()
	sh := make([]bool, n)
	for _, x := range set {
		if int(x) >= n {
			return fmt.Errorf("element %d is not a cell of the %dx%d board", x, p.Rows, p.Cols)
		}
		if sh[x] {
			return fmt.Errorf("cell %s is shaded twice", p.at(int(x)))
		}
		sh[x] = true
	}
	return p.checkShading(sh)
}

// ruleError is the error of Check for a broken rule: its message,
// which names the place, and zq's name of the rule (puzzles.Ruled).
type ruleError struct{ rule, msg string }

// Error is the message.
func (e *ruleError) Error() string { return e.msg }

// RuleName implements puzzles.Ruled.
func (e *ruleError) RuleName() string { return e.rule }

// broken is the error of the rule named rule, its message formatted.
func broken(rule, format string, args ...any) error {
	return &ruleError{rule, fmt.Sprintf(format, args...)}
}

func (p *Puzzle) checkShading(sh []bool) error {
	blocks := p.blocks(sh)
	for _, b := range blocks {
		if len(b) > 2 {
			return broken("shaded-over-2", "the shaded cells from %s make a block of %d, more than a domino", p.at(b[0]), len(b))
		}
	}
	cells := p.roomCells()
	count := make([]int, p.Rooms)
	for k, cs := range cells {
		for _, i := range cs {
			if sh[i] {
				count[k]++
			}
		}
	}
	for k, m := range count {
		if m > 2 {
			return broken("region-over-2", "the region of %s has %d shaded cells, more than 2", p.at(cells[k][0]), m)
		}
	}
	for _, b := range blocks {
		if len(b) == 1 {
			return broken("shaded-alone", "the shaded cell %s has no shaded neighbour", p.at(b[0]))
		}
	}
	for k, m := range count {
		if m == 1 {
			return broken("region-under-2", "the region of %s has 1 shaded cell, fewer than 2", p.at(cells[k][0]))
		}
	}
	for k, m := range count {
		if m == 0 {
			return broken("region-empty", "the region of %s has no shaded cell", p.at(cells[k][0]))
		}
	}
	return nil
}

// blocks returns the connected blocks of shaded cells, each sorted,
// in the order of their first cells.
func (p *Puzzle) blocks(sh []bool) [][]int {
	seen := make([]bool, len(sh))
	var out [][]int
	for s, on := range sh {
		if !on || seen[s] {
			continue
		}
		seen[s] = true
		b := []int{s}
		for q := 0; q < len(b); q++ {
			for _, y := range p.neighbours(b[q]) {
				if sh[y] && !seen[y] {
					seen[y] = true
					b = append(b, y)
				}
			}
		}
		for i := 1; i < len(b); i++ {
			for j := i; j > 0 && b[j] < b[j-1]; j-- {
				b[j], b[j-1] = b[j-1], b[j]
			}
		}
		out = append(out, b)
	}
	return out
}

// Set returns the shaded cells of a shading, row-major.
func Set(shaded []bool) []uint32 {
	var out []uint32
	for i, b := range shaded {
		if b {
			out = append(out, uint32(i))
		}
	}
	return out
}

// Shading returns the cells of set as a board of booleans.
func (p *Puzzle) Shading(set []uint32) []bool {
	s := make([]bool, p.Cells())
	for _, x := range set {
		if int(x) < len(s) {
			s[x] = true
		}
	}
	return s
}
