// Package sudoku reads, solves, counts and draws Sudoku puzzles of any
// box shape (2x2, 2x3, 3x3, 3x4, 4x4, 5x5, ...) and their diagonal (X)
// variant.
//
// A grid of side N = BoxRows*BoxCols holds values 1..N. As an exact
// cover problem, row (r*N+c)*N+(d-1) puts digit d in cell (r,c); that row
// number is also the ZDD variable of the placement, so the solutions of
// a puzzle form a ZDD family of sets of placements. Clue sets are
// families of sets of cells, cell (r,c) being variable r*N+c.
//
// Solvers: a bitmask propagate-and-search solver (naked and hidden
// singles, smallest domain first), the same solver with the PS-1-2
// search (binary branching on a two-valued domain), Dancing Links and
// the ZDD of all solutions, both over the exact cover matrix of package
// exactcover.
//
// # pzprv3 files
//
// A pzprv3 file (puzz.link's saved puzzle, type sudoku, one size N;
// puzzles.Parse and load read it, in the file form or the one-line form
// with '/' between the fields) is read with its answer (ReadPZPRV3; the
// language's answer(p)): N rows of givens ('.' none), then the answer's
// N rows of digits ('.' none; a given's cell holds '.'). The answer is
// the placements of the givens and of the digits written in; a file that
// ends after the givens has none; a pzprv3.1 file is refused. The boxes
// are those of URLs (2x3 on side 6, otherwise square) unless box: says
// otherwise. PZPRV3 writes the same fields, only for the shapes
// puzz.link has (square boxes or 2x3 on 6x6, no diagonals). Bad files
// are errors naming the line, column and cell.
//
// Check names the first rule broken in pzprjs's order (Explain): a
// value twice in a box (box-duplicate, pzprjs's bkDupNum), in a row or
// a column (line-duplicate, nmDupRow), an empty cell (cell-empty,
// ceNoNum); and, with no pzprjs code, a changed given, a value twice in
// a diagonal, two digits in a cell. It agrees with every failcheck case
// of pzprjs's Sudoku; no rule is read differently.
package sudoku

import (
	"fmt"
	"strings"

	"github.com/zqlang/zq/puzzles"
)

// MaxSide is the largest grid side supported (values 1..MaxSide).
const MaxSide = 32

// Puzzle is a Sudoku grid with its givens.
type Puzzle struct {
	// BoxRows and BoxCols are the height and width of a box; the side
	// N is their product.
	BoxRows, BoxCols int
	// X adds the two main diagonals as units.
	X bool
	// Cells holds N*N values row-major: 0 for an empty cell, 1..N for a
	// given.
	Cells []uint8
}

// New returns an empty puzzle with boxes boxRows high and boxCols wide.
func New(boxRows, boxCols int, x bool) (*Puzzle, error) {
	if boxRows < 1 || boxCols < 1 || boxRows*boxCols > MaxSide {
		return nil, fmt.Errorf("sudoku: box %dx%d: side must be 1..%d", boxRows, boxCols, MaxSide)
	}
	n := boxRows * boxCols
	return &Puzzle{BoxRows: boxRows, BoxCols: boxCols, X: x, Cells: make([]uint8, n*n)}, nil
}

// N returns the side of the grid.
func (p *Puzzle) N() int { return p.BoxRows * p.BoxCols }

// Givens returns the number of filled cells.
func (p *Puzzle) Givens() int {
	k := 0
	for _, v := range p.Cells {
		if v != 0 {
			k++
		}
	}
	return k
}

// Clone returns a copy of p.
func (p *Puzzle) Clone() *Puzzle {
	q := *p
	q.Cells = append([]uint8(nil), p.Cells...)
	return &q
}

// Box returns the index of the box of cell (r,c), boxes numbered
// row-major.
func (p *Puzzle) Box(r, c int) int {
	return (r/p.BoxRows)*(p.N()/p.BoxCols) + c/p.BoxCols
}

// Units returns the units of the grid (rows, columns, boxes, then the
// main and the anti-diagonal for X), each a list of N cell indices.
func (p *Puzzle) Units() [][]int {
	n := p.N()
	var units [][]int
	for r := 0; r < n; r++ {
		u := make([]int, n)
		for c := range u {
			u[c] = r*n + c
		}
		units = append(units, u)
	}
	for c := 0; c < n; c++ {
		u := make([]int, n)
		for r := range u {
			u[r] = r*n + c
		}
		units = append(units, u)
	}
	for b := 0; b < n; b++ {
		var u []int
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				if p.Box(r, c) == b {
					u = append(u, r*n+c)
				}
			}
		}
		units = append(units, u)
	}
	if p.X {
		d1, d2 := make([]int, n), make([]int, n)
		for i := 0; i < n; i++ {
			d1[i] = i*n + i
			d2[i] = i*n + n - 1 - i
		}
		units = append(units, d1, d2)
	}
	return units
}

// CellError reports a problem at a cell, (Row, Col) counted from 0 as
// the language writes cells.
type CellError struct {
	Row, Col int
	Msg      string
	// Rule is zq's name of the rule an answer breaks there, for Check's
	// errors ("box-duplicate"); "" for the errors of reading.
	Rule string
}

// Error is "sudoku: cell (r, c): msg".
func (e *CellError) Error() string {
	return fmt.Sprintf("sudoku: cell %s: %s", puzzles.CellName(e.Row, e.Col), e.Msg)
}

// RuleName implements puzzles.Ruled: Rule.
func (e *CellError) RuleName() string { return e.Rule }

// checkShape reports a wrong number of cells or a value out of range.
func (p *Puzzle) checkShape() error {
	if p.BoxRows < 1 || p.BoxCols < 1 || p.N() > MaxSide {
		return fmt.Errorf("sudoku: box %dx%d: side must be 1..%d", p.BoxRows, p.BoxCols, MaxSide)
	}
	n := p.N()
	if len(p.Cells) != n*n {
		return fmt.Errorf("sudoku: %d cells, want %d", len(p.Cells), n*n)
	}
	for i, v := range p.Cells {
		if int(v) > n {
			return &CellError{Row: i / n, Col: i % n, Msg: fmt.Sprintf("value %d out of range 1..%d", v, n)}
		}
	}
	return nil
}

// Check reports the first pair of equal givens in one unit, or a value
// out of range, as a *CellError naming the later cell.
func (p *Puzzle) Check() error {
	if err := p.checkShape(); err != nil {
		return err
	}
	n := p.N()
	g := geometryOf(p)
	for u := 0; u < g.nunits; u++ {
		var seen uint64
		for _, c := range g.units[u*n : u*n+n] {
			v := p.Cells[c]
			if v == 0 {
				continue
			}
			if seen&(1<<v) != 0 {
				return p.clash(g.units[u*n:u*n+n], u, int(c))
			}
			seen |= 1 << v
		}
	}
	return nil
}

// clash describes the given at cell that repeats an earlier one of unit u.
func (p *Puzzle) clash(unit []int16, u, cell int) error {
	n := p.N()
	kind := [...]string{"row", "column", "box", "diagonal", "anti-diagonal"}[min(u/n, 2)]
	if u >= 3*n {
		kind = [...]string{"diagonal", "anti-diagonal"}[u-3*n]
	}
	v := p.Cells[cell]
	for _, c := range unit {
		if int(c) != cell && p.Cells[c] == v {
			return &CellError{Row: cell / n, Col: cell % n, Msg: fmt.Sprintf("given %s repeats the one at %s in the same %s",
				ValueString(int(v)), puzzles.CellName(int(c)/n, int(c)%n), kind)}
		}
	}
	return nil
}

// IsSolutionOf reports whether s is a complete valid grid that agrees
// with the givens of p.
func (p *Puzzle) IsSolutionOf(s []uint8) bool {
	n := p.N()
	if len(s) != n*n {
		return false
	}
	for i, v := range s {
		if v == 0 || int(v) > n || (p.Cells[i] != 0 && p.Cells[i] != v) {
			return false
		}
	}
	g := geometryOf(p)
	for u := 0; u < g.nunits; u++ {
		var seen uint64
		for _, c := range g.units[u*n : u*n+n] {
			seen |= 1 << s[c]
		}
		if seen != (uint64(1)<<(n+1))-2 {
			return false
		}
	}
	return true
}

// ValueString returns the character of a value: "." for 0, 1..9 as
// digits, 10 and above as letters A, B, ...
func ValueString(v int) string {
	switch {
	case v == 0:
		return "."
	case v <= 9:
		return string(rune('0' + v))
	default:
		return string(rune('A' + v - 10))
	}
}

// String returns the N*N characters of the grid row-major ("." empty).
func (p *Puzzle) String() string {
	var b strings.Builder
	for _, v := range p.Cells {
		b.WriteString(ValueString(int(v)))
	}
	return b.String()
}

// Render draws a grid of N*N values (0 = empty) with box borders.
func Render(boxRows, boxCols int, cells []uint8) string {
	n := boxRows * boxCols
	var b strings.Builder
	sep := func() {
		for c := 0; c < n; c++ {
			if c > 0 && c%boxCols == 0 {
				b.WriteString("-+")
			}
			b.WriteString("--")
		}
		b.WriteString("\n")
	}
	for r := 0; r < n; r++ {
		if r > 0 && r%boxRows == 0 {
			sep()
		}
		for c := 0; c < n; c++ {
			if c > 0 && c%boxCols == 0 {
				b.WriteString(" |")
			}
			b.WriteByte(' ')
			b.WriteString(ValueString(int(cells[r*n+c])))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Render draws the puzzle with box borders.
func (p *Puzzle) Render() string { return Render(p.BoxRows, p.BoxCols, p.Cells) }

// Explain reports why grid s (N*N values, 0 for an empty cell) is not a
// solution of p, with its place, in pzprjs's order: a value above N or
// a changed given (which pzprjs's files cannot hold), a value twice in
// a box, in a row, in a column (then in a diagonal), and last an empty
// cell; nil when s is a solution. The error is a *CellError naming the
// rule (puzzles.RuleOf): value-range, given-changed, box-duplicate,
// line-duplicate (a row or a column), diagonal-duplicate, cell-empty.
func (p *Puzzle) Explain(s []uint8) error {
	n := p.N()
	if len(s) != n*n {
		return fmt.Errorf("the grid has %d cells, the puzzle %d", len(s), n*n)
	}
	for i, v := range s {
		switch {
		case int(v) > n:
			return &CellError{Row: i / n, Col: i % n, Msg: fmt.Sprintf("value %d is above %d", v, n), Rule: "value-range"}
		case v != 0 && p.Cells[i] != 0 && p.Cells[i] != v:
			return &CellError{Row: i / n, Col: i % n, Msg: fmt.Sprintf("holds %s, but the given is %s", ValueString(int(v)), ValueString(int(p.Cells[i]))), Rule: "given-changed"}
		}
	}
	g := geometryOf(p)
	// boxes (units 2n..3n-1), then rows, columns and diagonals
	order := make([]int, 0, g.nunits)
	for u := 2 * n; u < 3*n; u++ {
		order = append(order, u)
	}
	for u := 0; u < g.nunits; u++ {
		if u < 2*n || u >= 3*n {
			order = append(order, u)
		}
	}
	for _, u := range order {
		unit := g.units[u*n : u*n+n]
		first := map[uint8]int{}
		for _, c := range unit {
			v := s[c]
			if v == 0 {
				continue
			}
			if at, ok := first[v]; ok {
				kind, rule := [...]string{"row", "column", "box"}[min(u/n, 2)], [...]string{"line-duplicate", "line-duplicate", "box-duplicate"}[min(u/n, 2)]
				if u >= 3*n {
					kind, rule = [...]string{"diagonal", "anti-diagonal"}[u-3*n], "diagonal-duplicate"
				}
				return &CellError{Row: int(c) / n, Col: int(c) % n, Msg: fmt.Sprintf("%s appears twice in its %s (also at %s)", ValueString(int(v)), kind, puzzles.CellName(at/n, at%n)), Rule: rule}
			}
			first[v] = int(c)
		}
	}
	for i, v := range s {
		if v == 0 {
			return &CellError{Row: i / n, Col: i % n, Msg: "the cell is empty", Rule: "cell-empty"}
		}
	}
	return nil
}
