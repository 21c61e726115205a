package dbchoco

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// Cell numbers besides the sizes 1.. of numbered cells; they are
// pzpr's, as the URL encoding reads them.
const (
	// Empty is a cell without a number.
	Empty = pzpr.Empty
	// Unknown is a number not given ('?'): its half may have any size.
	Unknown = pzpr.Unknown
)

// MaxSide is the largest side of a board, and MaxNumber the largest
// number.
const (
	MaxSide   = 64
	MaxNumber = MaxSide * MaxSide / 2
)

// Puzzle is a Double Choco board: Rows x Cols cells, row-major, each
// white or grey (Grey[i]) and each Empty, Unknown or a number 1.. (the
// size of the half, of the cell's colour, of the region holding it).
type Puzzle struct {
	Rows, Cols int
	Grey       []bool
	Nums       []int

	g *graph.Graph
}

func perr(format string, args ...any) *puzzles.ParseError {
	return &puzzles.ParseError{Genre: "dbchoco", Msg: fmt.Sprintf(format, args...)}
}

// New returns the puzzle of rows x cols cells with the colours grey
// and the numbers nums (row-major: Empty, Unknown or 1..MaxNumber),
// checked.
func New(rows, cols int, grey []bool, nums []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, perr("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)
	}
	if len(nums) != rows*cols || len(grey) != rows*cols {
		return nil, perr("%d numbers and %d colours for a %dx%d board", len(nums), len(grey), rows, cols)
	}
	for i, v := range nums {
		if v != Empty && v != Unknown && (v < 1 || v > MaxNumber) {
			return nil, &puzzles.ParseError{Genre: "dbchoco", Cell: true, Row: i / cols, Col: i % cols, Msg: fmt.Sprintf("a number is a size 1..%d, not %d", MaxNumber, v)}
		}
	}
	g, err := graph.Grid(rows, cols)
	if err != nil {
		return nil, perr("%v", err)
	}
	return &Puzzle{Rows: rows, Cols: cols, Grey: append([]bool(nil), grey...), Nums: append([]int(nil), nums...), g: g}, nil
}

// N is the number of cells.
func (p *Puzzle) N() int { return p.Rows * p.Cols }

// Graph is the grid of the cells, graph.Grid(Rows, Cols): its edges are
// the solutions' elements, an edge taken when a border separates its
// two cells.
func (p *Puzzle) Graph() *graph.Graph { return p.g }

// at names cell i as the language does: "(2, 3)".
func (p *Puzzle) at(i int) string { return puzzles.CellName(i/p.Cols, i%p.Cols) }

// cellText is cell i as a token of the plain board.
func (p *Puzzle) cellText(i int) string {
	s := ""
	if p.Grey[i] {
		s = "x"
	}
	switch v := p.Nums[i]; v {
	case Empty:
		if s == "" {
			s = "."
		}
	case Unknown:
		s += "?"
	default:
		s += strconv.Itoa(v)
	}
	return s
}

// String is the board as text: one line per row, a character per cell
// ('.' white, 'x' grey, a digit or '?' a white numbered cell), or, when
// a grey cell has a number or a number has two digits, tokens separated
// by spaces ('x' before a grey cell's number: "x3", "x?"). (A
// one-column board with such a cell, whose lines would read as a
// character per cell, is written as its URL.)
func (p *Puzzle) String() string {
	wide := false
	for i := range p.Nums {
		wide = wide || len(p.cellText(i)) > 1
	}
	if wide && p.Cols == 1 {
		return p.URL() + "\n"
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if wide && c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(p.cellText(r*p.Cols + c))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// parseCell reads a token of the plain board.
func parseCell(f string) (grey bool, v int, ok bool) {
	if f == "." {
		return false, Empty, true
	}
	if f == "x" || f == "X" {
		return true, Empty, true
	}
	if f[0] == 'x' || f[0] == 'X' {
		grey, f = true, f[1:]
	}
	if f == "?" {
		return grey, Unknown, true
	}
	n, err := strconv.Atoi(f)
	if err != nil || n < 1 || n > MaxNumber || f[0] == '+' {
		return false, 0, false
	}
	return grey, n, true
}

// ParseGrid reads the plain board: one row per line; when some line has
// spaces inside, the cells are whitespace-separated tokens ('.', 'x', a
// number or '?', each optionally after 'x' for a grey cell), and
// otherwise each character is a cell ('.' white, 'x' grey, a digit 1..9
// or '?' a white numbered cell). Lines that are blank or start with '#'
// are comments. Errors name the line and column of the text (from 1)
// and the cell (from 0).
func ParseGrid(text string) (*Puzzle, error) {
	type line struct {
		n    int
		raw  string
		text string
		lead int
	}
	var ls []line
	spaced := false
	for i, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		lead := utf8.RuneCountInString(l[:len(l)-len(strings.TrimLeftFunc(l, unicode.IsSpace))])
		ls = append(ls, line{i + 1, l, t, lead})
		spaced = spaced || strings.ContainsAny(t, " \t")
	}
	if len(ls) == 0 {
		return nil, perr("no rows")
	}
	if len(ls) > MaxSide {
		return nil, &puzzles.ParseError{Genre: "dbchoco", Line: ls[MaxSide].n, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
	}
	var nums []int
	var grey []bool
	cols := -1
	for r, l := range ls {
		var fs []string
		var at []int
		if spaced {
			fs, at = puzzles.Fields(l.raw)
		} else {
			col := l.lead
			for _, ch := range l.text {
				col++
				fs = append(fs, string(ch))
				at = append(at, col)
			}
		}
		if len(fs) > MaxSide {
			return nil, &puzzles.ParseError{Genre: "dbchoco", Line: l.n, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
		}
		for c, f := range fs {
			gr, v, ok := parseCell(f)
			if !ok {
				if len(f) > 12 {
					f = f[:12] + "..."
				}
				return nil, &puzzles.ParseError{Genre: "dbchoco", Line: l.n, Column: at[c], Cell: true, Row: r, Col: c,
					Msg: fmt.Sprintf("a cell is '.' (white), 'x' (grey), a number or '?' (after 'x' when grey), not %q", f)}
			}
			nums = append(nums, v)
			grey = append(grey, gr)
		}
		if cols < 0 {
			cols = len(fs)
		} else if len(fs) != cols {
			return nil, &puzzles.ParseError{Genre: "dbchoco", Line: l.n, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(fs), cols)}
		}
	}
	return New(len(ls), cols, grey, nums)
}

// ParseURL reads a puzz.link (or pzv.jp) Double Choco URL such as
// "https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j": the grey
// cells as pzprjs's binary flags (decodeIce), then the numbers in its
// Number16 encoding. What follows the board is ignored, as pzprjs
// ignores it.
func ParseURL(text string) (*Puzzle, error) {
	u, err := pzpr.Parse(text)
	if err != nil {
		return nil, perr("%v", err)
	}
	if u.Type != "dbchoco" {
		return nil, perr("not a dbchoco URL: the type is %q", u.Type)
	}
	if u.Cols > MaxSide || u.Rows > MaxSide {
		return nil, perr("a board is 1..%d cells a side, not %dx%d", MaxSide, u.Rows, u.Cols)
	}
	rd := pzpr.NewReader(u)
	grey, err := rd.Binary(u.Rows * u.Cols)
	if err != nil {
		return nil, perr("%v", err)
	}
	vals, err := rd.Number16(u.Rows * u.Cols)
	if err != nil {
		return nil, perr("%v", err)
	}
	for i, v := range vals {
		if v == 0 {
			// pzprjs reads a 0 and then passes over it in its checks
			return nil, &puzzles.ParseError{Genre: "dbchoco", Cell: true, Row: i / u.Cols, Col: i % u.Cols, Msg: "the number 0 is no size"}
		}
	}
	return New(u.Rows, u.Cols, grey, vals)
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	return pzpr.Format("dbchoco", "", p.Cols, p.Rows, pzpr.Binary(p.Grey)+pzpr.Number16(p.Nums))
}

// Parse accepts a puzz.link URL or the plain board.
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 && pzpr.IsURL(lines[0]) {
		return ParseURL(lines[0])
	}
	return ParseGrid(text)
}

// greyCount is the number of grey cells.
func (p *Puzzle) greyCount() int {
	n := 0
	for _, g := range p.Grey {
		if g {
			n++
		}
	}
	return n
}
