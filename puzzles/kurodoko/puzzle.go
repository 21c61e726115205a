package kurodoko

import (
	"errors"
	"fmt"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// MaxSide is the largest number of rows or columns of a board.
const MaxSide = pzpr.MaxSide

// MaxNumber is the largest number a cell may hold (a number above
// rows + columns - 1 leaves the puzzle without a solution).
const MaxNumber = 2 * MaxSide

// Values of a cell beside a number.
const (
	// NoNumber is a cell without a number.
	NoNumber = pzpr.Empty
	// Unknown is a numbered cell whose number is not given ('?'): it
	// stays unshaded and sees any count.
	Unknown = pzpr.Unknown
)

// Puzzle is a Kurodoko board: Rows x Cols cells, row-major, each with a
// number (the count of unshaded cells it sees, itself included),
// Unknown or NoNumber.
type Puzzle struct {
	Rows, Cols int
	Nums       []int
}

// New returns the puzzle of rows x cols cells with the numbers nums
// (row-major), checked.
func New(rows, cols int, nums []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, &puzzles.ParseError{Genre: "kurodoko", Msg: fmt.Sprintf("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)}
	}
	if len(nums) != rows*cols {
		return nil, &puzzles.ParseError{Genre: "kurodoko", Msg: fmt.Sprintf("%d cells for %dx%d", len(nums), rows, cols)}
	}
	for i, v := range nums {
		if v < Unknown || v > MaxNumber {
			return nil, &puzzles.ParseError{Genre: "kurodoko", Cell: true, Row: i / cols, Col: i % cols, Msg: fmt.Sprintf("number %d is not in 0..%d", v, MaxNumber)}
		}
	}
	return &Puzzle{Rows: rows, Cols: cols, Nums: append([]int(nil), nums...)}, nil
}

// Cells is the number of cells.
func (p *Puzzle) Cells() int { return p.Rows * p.Cols }

// at names cell i.
func (p *Puzzle) at(i int) string { return puzzles.CellName(i/p.Cols, i%p.Cols) }

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

// Seen is the number of unshaded cells cell i sees in a shading: itself
// and the unshaded cells in a straight line from it in the four
// directions, up to a shaded cell or the edge.
func (p *Puzzle) Seen(shaded []bool, i int) int {
	R, C := p.Rows, p.Cols
	r, c := i/C, i%C
	n := 1
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		for rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < R && cc >= 0 && cc < C && !shaded[rr*C+cc]; rr, cc = rr+d[0], cc+d[1] {
			n++
		}
	}
	return n
}

// The rules Check names (puzzles.RuleError's Rule).
const (
	// RuleOffBoard: an element is not a cell of the board.
	RuleOffBoard = "off-board"
	// RuleShadedTwice: an element is in the set twice.
	RuleShadedTwice = "shaded-twice"
	// RuleNumberShaded: a numbered cell is shaded.
	RuleNumberShaded = "number-shaded"
	// RuleNoShade: no cell is shaded.
	RuleNoShade = "no-shaded"
	// RuleShadedAdjacent: two shaded cells touch.
	RuleShadedAdjacent = "shaded-adjacent"
	// RuleUnshadedDivided: the unshaded cells are not connected.
	RuleUnshadedDivided = "unshaded-divided"
	// RuleNumberView: a number does not see its count of cells.
	RuleNumberView = "number-view"
)

// ruleMsg is the message of err without the genre's name when err is a
// *puzzles.RuleError, to be said inside another message.
func ruleMsg(err error) string {
	var re *puzzles.RuleError
	if errors.As(err, &re) {
		return re.Msg
	}
	return err.Error()
}

// broken is the RuleError of rule, its place in the message.
func broken(rule, format string, args ...any) error {
	return &puzzles.RuleError{Genre: "kurodoko", Rule: rule, Row: -1, Col: -1, Msg: fmt.Sprintf(format, args...)}
}

// Check returns nil when set (shaded cells, row-major) is a solution of
// p, and otherwise an error naming the first rule it breaks and where:
// a numbered cell shaded (which pzprjs does not let one enter), then in
// pzprjs's order no cell shaded at all, two shaded cells that touch,
// unshaded cells cut off from the others, a number that does not see
// its count. The error is a *puzzles.RuleError naming the rule (the
// Rule constants), its place in the message.
func (p *Puzzle) Check(set []uint32) error {
	n := p.Cells()
	shaded := make([]bool, n)
	for _, x := range set {
		if int(x) >= n {
			return broken(RuleOffBoard, "element %d is not a cell of the %dx%d board", x, p.Rows, p.Cols)
		}
		if shaded[x] {
			return broken(RuleShadedTwice, "cell %s is shaded twice", p.at(int(x)))
		}
		shaded[x] = true
	}
	return p.checkShading(shaded, true)
}

func (p *Puzzle) checkShading(shaded []bool, numbers bool) error {
	R, C := p.Rows, p.Cols
	if numbers {
		for i, s := range shaded {
			if s && p.Nums[i] != NoNumber {
				return broken(RuleNumberShaded, "the numbered cell %s is shaded", p.at(i))
			}
		}
	}
	any := false
	for _, s := range shaded {
		any = any || s
	}
	if !any {
		return broken(RuleNoShade, "no cell is shaded")
	}
	for i, s := range shaded {
		if !s {
			continue
		}
		r, c := i/C, i%C
		if c+1 < C && shaded[i+1] {
			return broken(RuleShadedAdjacent, "the shaded cells at %s and %s touch", p.at(i), p.at(i+1))
		}
		if r+1 < R && shaded[i+C] {
			return broken(RuleShadedAdjacent, "the shaded cells at %s and %s touch", p.at(i), p.at(i+C))
		}
	}
	comp := components(R, C, shaded)
	first := -1
	for i, k := range comp {
		if k < 0 {
			continue
		}
		if first < 0 {
			first = i
		} else if k != comp[first] {
			return broken(RuleUnshadedDivided, "the unshaded cells are not connected: %s cannot reach %s", p.at(i), p.at(first))
		}
	}
	if numbers {
		for i, v := range p.Nums {
			if v < 0 || shaded[i] {
				continue
			}
			if k := p.Seen(shaded, i); k != v {
				return broken(RuleNumberView, "the number %d at %s sees %d %s", v, p.at(i), k, plural(k, "cell", "cells"))
			}
		}
	}
	return nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// components labels each unshaded cell with its connected component
// (the row-major index of its first cell), shaded cells with -1.
func components(R, C int, shaded []bool) []int {
	n := R * C
	comp := make([]int, n)
	for i := range comp {
		comp[i] = -1
	}
	var stack []int
	for s := 0; s < n; s++ {
		if shaded[s] || comp[s] >= 0 {
			continue
		}
		comp[s] = s
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := i/C, i%C
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= R || cc < 0 || cc >= C {
					continue
				}
				j := rr*C + cc
				if !shaded[j] && comp[j] < 0 {
					comp[j] = s
					stack = append(stack, j)
				}
			}
		}
	}
	return comp
}
