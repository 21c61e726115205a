package shikaku

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

// Cell values besides the numbers (areas) 1.. of numbered cells; they
// are pzpr's, as the URL encoding reads them.
const (
	// Empty is a cell without a number.
	Empty = pzpr.Empty
	// Unknown is a number not given ('?'): its rectangle may have any
	// area.
	Unknown = pzpr.Unknown
)

// MaxSide is the largest side of a board, and MaxNumber the largest
// number (the area of the whole largest board).
const (
	MaxSide   = 64
	MaxNumber = MaxSide * MaxSide
)

// Puzzle is a Shikaku board: Rows x Cols cells, row-major, each Empty,
// Unknown or a number 1.. (the area of the rectangle holding it).
type Puzzle struct {
	Rows, Cols int
	Nums       []int

	g *graph.Graph
}

func perr(format string, args ...any) *puzzles.ParseError {
	return &puzzles.ParseError{Genre: "shikaku", Msg: fmt.Sprintf(format, args...)}
}

// New returns the puzzle of rows x cols cells with the numbers nums
// (row-major: Empty, Unknown or 1..rows*cols), checked.
func New(rows, cols int, nums []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, perr("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)
	}
	if len(nums) != rows*cols {
		return nil, perr("%d cells for a %dx%d board", len(nums), rows, cols)
	}
	for i, v := range nums {
		if v != Empty && v != Unknown && (v < 1 || v > MaxNumber) {
			return nil, &puzzles.ParseError{Genre: "shikaku", Cell: true, Row: i / cols, Col: i % cols, Msg: fmt.Sprintf("a number is an area 1..%d, not %d", MaxNumber, v)}
		}
	}
	g, err := graph.Grid(rows, cols)
	if err != nil {
		return nil, perr("%v", err)
	}
	return &Puzzle{Rows: rows, Cols: cols, Nums: append([]int(nil), nums...), g: g}, nil
}

// N is the number of cells.
func (p *Puzzle) N() int { return p.Rows * p.Cols }

// Graph is the grid of the cells, graph.Grid(Rows, Cols): its edges are
// the solutions' elements, an edge taken when a border separates its
// two cells.
func (p *Puzzle) Graph() *graph.Graph { return p.g }

// at names cell i as the language does: "(2, 3)".
func (p *Puzzle) at(i int) string { return puzzles.CellName(i/p.Cols, i%p.Cols) }

// String is the board as text: one line per row, cells separated by
// spaces when a number has two digits, '.' a cell without a number, '?'
// a number not given. (A one-column board with such a number, whose
// lines would read as digits, is written as its URL.)
func (p *Puzzle) String() string {
	wide := false
	for _, v := range p.Nums {
		wide = wide || v > 9
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
			switch v := p.Nums[r*p.Cols+c]; v {
			case Empty:
				b.WriteByte('.')
			case Unknown:
				b.WriteByte('?')
			default:
				b.WriteString(strconv.Itoa(v))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ParseGrid reads the plain board: one row per line; when some line has
// spaces inside, the cells are whitespace-separated numbers, '.' or '?',
// and otherwise each character is a cell (a digit 1..9, '.' or '?').
// Lines that are blank or start with '#' are comments. Errors name the
// line and column of the text (from 1) and the cell (from 0).
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
		return nil, &puzzles.ParseError{Genre: "shikaku", Line: ls[MaxSide].n, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
	}
	var nums []int
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
			return nil, &puzzles.ParseError{Genre: "shikaku", Line: l.n, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
		}
		for c, f := range fs {
			switch f {
			case ".":
				nums = append(nums, Empty)
				continue
			case "?":
				nums = append(nums, Unknown)
				continue
			}
			v, err := strconv.Atoi(f)
			if err != nil || v < 1 || v > MaxNumber {
				if len(f) > 12 {
					f = f[:12] + "..."
				}
				return nil, &puzzles.ParseError{Genre: "shikaku", Line: l.n, Column: at[c], Cell: true, Row: r, Col: c,
					Msg: fmt.Sprintf("a cell is a number (an area), '.' or '?', not %q", f)}
			}
			nums = append(nums, v)
		}
		if cols < 0 {
			cols = len(fs)
		} else if len(fs) != cols {
			return nil, &puzzles.ParseError{Genre: "shikaku", Line: l.n, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(fs), cols)}
		}
	}
	return New(len(ls), cols, nums)
}

// ParseURL reads a puzz.link (or pzv.jp) Shikaku URL such as
// "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j": the numbers in
// pzprjs's Number16 encoding. What follows the board is ignored, as
// pzprjs ignores it.
func ParseURL(text string) (*Puzzle, error) {
	u, err := pzpr.Parse(text)
	if err != nil {
		return nil, perr("%v", err)
	}
	if u.Type != "shikaku" {
		return nil, perr("not a shikaku URL: the type is %q", u.Type)
	}
	if u.Cols > MaxSide || u.Rows > MaxSide {
		return nil, perr("a board is 1..%d cells a side, not %dx%d", MaxSide, u.Rows, u.Cols)
	}
	vals, err := pzpr.NewReader(u).Number16(u.Rows * u.Cols)
	if err != nil {
		return nil, perr("%v", err)
	}
	for i, v := range vals {
		if v == 0 {
			// pzprjs reads a 0 as a number; no rectangle has area 0
			return nil, &puzzles.ParseError{Genre: "shikaku", Cell: true, Row: i / u.Cols, Col: i % u.Cols, Msg: "the number 0 is no area"}
		}
	}
	return New(u.Rows, u.Cols, vals)
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	return pzpr.Format("shikaku", "", p.Cols, p.Rows, pzpr.Number16(p.Nums))
}

// Parse accepts a puzz.link URL or the plain board.
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 && pzpr.IsURL(lines[0]) {
		return ParseURL(lines[0])
	}
	return ParseGrid(text)
}
