package tapa

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/zqlang/zq/puzzles"
)

// MaxSide is the largest side of a board.
const MaxSide = 64

// Unknown is a clue's number that is not given ('?'): a run of any
// length.
const Unknown = -2

// Puzzle is a Tapa board of Rows x Cols cells, row-major. Clues[i] is
// the clue of cell i (nil for none): the lengths of the runs of shaded
// cells among its eight neighbours, in any order, each a number or
// Unknown. The clue [0] says no neighbour is shaded.
type Puzzle struct {
	Rows, Cols int
	Clues      [][]int
}

// ring are the eight neighbours of a cell in order around it, from the
// top-left corner clockwise.
var ring = [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}}

// ValidClue reports whether clue can be a cell's clue: one number 0..8
// or '?', or two to four runs, each 1..8 or '?'. (pzprjs's editor also
// keeps the runs and the gaps between them within eight cells; its
// URLs can carry more, which no shading meets.)
func ValidClue(clue []int) error {
	switch {
	case len(clue) == 0:
		return fmt.Errorf("a clue has a number")
	case len(clue) > 4:
		return fmt.Errorf("a clue has at most four numbers, not %d", len(clue))
	case len(clue) == 1:
		if clue[0] != Unknown && (clue[0] < 0 || clue[0] > 8) {
			return fmt.Errorf("a clue's number is 0..8 or '?', not %d", clue[0])
		}
		return nil
	}
	for _, v := range clue {
		if v != Unknown && (v < 1 || v > 8) {
			return fmt.Errorf("a clue of several runs has numbers 1..8 or '?', not %d", v)
		}
	}
	return nil
}

// New returns the puzzle of rows x cols cells with the clues (row-major,
// nil for none), checked.
func New(rows, cols int, clues [][]int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, &puzzles.ParseError{Genre: "tapa", Msg: fmt.Sprintf("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)}
	}
	if len(clues) != rows*cols {
		return nil, &puzzles.ParseError{Genre: "tapa", Msg: fmt.Sprintf("%d cells for %dx%d", len(clues), rows, cols)}
	}
	p := &Puzzle{Rows: rows, Cols: cols, Clues: make([][]int, rows*cols)}
	for i, c := range clues {
		if c == nil {
			continue
		}
		if err := ValidClue(c); err != nil {
			return nil, &puzzles.ParseError{Genre: "tapa", Cell: true, Row: i / cols, Col: i % cols, Msg: err.Error()}
		}
		p.Clues[i] = slices.Clone(c)
	}
	return p, nil
}

// Cells is the number of cells.
func (p *Puzzle) Cells() int { return p.Rows * p.Cols }

// runs returns the lengths of the runs of shaded cells in a ring of
// eight, in ring order (a run through the top-left corner counted once),
// or [0] when none is shaded.
func runs(ring uint8) []int {
	if ring == 0xff {
		return []int{8}
	}
	if ring == 0 {
		return []int{0}
	}
	// start just after an unshaded cell
	s := 0
	for ring>>s&1 != 0 {
		s++
	}
	var out []int
	n := 0
	for k := 1; k <= 8; k++ {
		if ring>>((s+k)%8)&1 != 0 {
			n++
		} else if n > 0 {
			out = append(out, n)
			n = 0
		}
	}
	return out
}

// Matches reports whether the shaded neighbours ring (bit k is ring
// position k, from the top-left corner clockwise) meet clue, as pzprjs
// judges it: as many runs as numbers, and each number the length of a
// run of its own ('?' any). The runs of no shaded neighbour are [0], so
// the clue '?' alone is met by no shaded neighbour too.
func Matches(clue []int, ring uint8) bool {
	rs := runs(ring)
	if len(rs) != len(clue) {
		return false
	}
	for _, v := range clue {
		if v == Unknown {
			continue
		}
		k := slices.Index(rs, v)
		if k < 0 {
			return false
		}
		rs = slices.Delete(rs, k, k+1)
	}
	return true
}

// ringOf returns the shaded neighbours of cell (r, c) as a ring.
func (p *Puzzle) ringOf(shaded []bool, r, c int) uint8 {
	var x uint8
	for k, d := range ring {
		rr, cc := r+d[0], c+d[1]
		if rr >= 0 && rr < p.Rows && cc >= 0 && cc < p.Cols && shaded[rr*p.Cols+cc] {
			x |= 1 << k
		}
	}
	return x
}

// ClueOf is the clue a shading shows at cell i: the runs of its shaded
// neighbours.
func (p *Puzzle) ClueOf(shaded []bool, i int) []int {
	return runs(p.ringOf(shaded, i/p.Cols, i%p.Cols))
}

// Shading returns the cells of set as a board of booleans (elements
// past the board ignored).
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

func at(i, cols int) string { return puzzles.CellName(i/cols, i%cols) }

// Check returns nil when set (shaded cells, row-major) is a solution
// of p, and otherwise the first rule it breaks and where, in pzprjs's
// order: a clue cell shaded, no cell shaded at all, a 2x2 block
// shaded, a clue its neighbours do not meet, the shaded cells not
// connected.
func (p *Puzzle) Check(set []uint32) error {
	n := p.Cells()
	shaded := make([]bool, n)
	for _, x := range set {
		if int(x) >= n {
			return fmt.Errorf("element %d is not a cell of the %dx%d board", x, p.Rows, p.Cols)
		}
		if shaded[x] {
			return fmt.Errorf("cell %s is shaded twice", at(int(x), p.Cols))
		}
		shaded[x] = true
	}
	return p.checkShading(shaded)
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

func (p *Puzzle) checkShading(shaded []bool) error {
	R, C := p.Rows, p.Cols
	any := false
	for i, s := range shaded {
		if s && p.Clues[i] != nil {
			return broken("clue-shaded", "the clue cell %s is shaded", at(i, C))
		}
		any = any || s
	}
	if !any {
		return broken("shaded-none", "no cell is shaded")
	}
	for r := 0; r+1 < R; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c
			if shaded[i] && shaded[i+1] && shaded[i+C] && shaded[i+C+1] {
				return broken("shaded-2x2", "the 2x2 block at %s is shaded", at(i, C))
			}
		}
	}
	for i, cl := range p.Clues {
		if cl == nil {
			continue
		}
		if rg := p.ringOf(shaded, i/C, i%C); !Matches(cl, rg) {
			return broken("clue-runs", "the clue %s at %s sees the runs %s", ClueString(cl), at(i, C), ClueString(runs(rg)))
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
			return broken("shaded-divided", "the shaded cells are not connected: %s cannot reach %s", at(i, C), at(first, C))
		}
	}
	return nil
}

// components labels each shaded cell with its connected component (the
// row-major index of its first cell), the others with -1.
func components(R, C int, shaded []bool) []int {
	comp := make([]int, R*C)
	for i := range comp {
		comp[i] = -1
	}
	var stack []int
	for s := range comp {
		if !shaded[s] || comp[s] >= 0 {
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
				if j := rr*C + cc; shaded[j] && comp[j] < 0 {
					comp[j] = s
					stack = append(stack, j)
				}
			}
		}
	}
	return comp
}

// ClueString writes a clue as the text grid does: its numbers joined by
// commas, '?' for Unknown ("3,1,1", "?", "2,?").
func ClueString(clue []int) string {
	parts := make([]string, len(clue))
	for k, v := range clue {
		if v == Unknown {
			parts[k] = "?"
		} else {
			parts[k] = strconv.Itoa(v)
		}
	}
	return strings.Join(parts, ",")
}

// parseClue reads a clue of the text grid: numbers and '?' (or '-', as
// pzprjs's files write it) joined by commas.
func parseClue(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		switch f {
		case "?", "-":
			out = append(out, Unknown)
			continue
		}
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 {
			return nil, fmt.Errorf("a cell is '.' or a clue such as 3 or 1,2 or ?, not %q", clip(s))
		}
		out = append(out, v)
	}
	return out, ValidClue(out)
}

// String is the board as text: one row per line, the cells separated
// by spaces, '.' for a cell without a clue.
func (p *Puzzle) String() string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			if cl := p.Clues[r*p.Cols+c]; cl != nil {
				b.WriteString(ClueString(cl))
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// ParseGrid reads the plain board: one row per line, the cells separated
// by white space, each '.' (no clue) or a clue: numbers 0..8 and '?'
// joined by commas ("3", "1,1,2", "?", "2,?"); '-' is read as '?'.
// Lines that are blank or start with '#' are skipped; errors name the
// line and column of the text (from 1) and the cell (from 0).
func ParseGrid(text string) (*Puzzle, error) {
	var clues [][]int
	rows, cols := 0, -1
	for n, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if rows >= MaxSide {
			return nil, &puzzles.ParseError{Genre: "tapa", Line: n + 1, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
		}
		fs, at := puzzles.Fields(l)
		if len(fs) > MaxSide {
			return nil, &puzzles.ParseError{Genre: "tapa", Line: n + 1, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
		}
		for c, f := range fs {
			if f == "." {
				clues = append(clues, nil)
				continue
			}
			cl, err := parseClue(f)
			if err != nil {
				return nil, &puzzles.ParseError{Genre: "tapa", Line: n + 1, Column: at[c], Cell: true, Row: rows, Col: c, Msg: err.Error()}
			}
			clues = append(clues, cl)
		}
		if cols < 0 {
			cols = len(fs)
		} else if len(fs) != cols {
			return nil, &puzzles.ParseError{Genre: "tapa", Line: n + 1, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(fs), cols)}
		}
		rows++
	}
	if rows == 0 {
		return nil, &puzzles.ParseError{Genre: "tapa", Msg: "no rows"}
	}
	return New(rows, cols, clues)
}

// Parse reads a puzz.link URL or the plain board.
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 && strings.Contains(lines[0], "/") && !strings.ContainsFunc(lines[0], unicode.IsSpace) {
		return ParseURL(lines[0])
	}
	if !utf8.ValidString(text) {
		return nil, &puzzles.ParseError{Genre: "tapa", Msg: "the text is not UTF-8"}
	}
	return ParseGrid(text)
}
