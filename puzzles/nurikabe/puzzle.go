package nurikabe

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// MaxSide is the largest side of a board, as for puzz.link URLs.
const MaxSide = pzpr.MaxSide

// MaxNumber is the largest number a cell may hold.
const MaxNumber = 65535

// Values of a cell besides its number.
const (
	// NoNumber is a cell without a number.
	NoNumber = pzpr.Empty
	// Unknown is a numbered cell whose number is not given ('?'): its
	// island holds it and no other number, of any size.
	Unknown = pzpr.Unknown
)

// Puzzle is a Nurikabe board: Rows x Cols cells, row-major, each
// NoNumber, Unknown or a number 0..MaxNumber.
type Puzzle struct {
	Rows, Cols int
	Nums       []int
}

// New returns the puzzle of rows x cols cells with the numbers nums
// (row-major), checked.
func New(rows, cols int, nums []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, &puzzles.ParseError{Genre: "nurikabe", Msg: fmt.Sprintf("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)}
	}
	if len(nums) != rows*cols {
		return nil, &puzzles.ParseError{Genre: "nurikabe", Msg: fmt.Sprintf("%d cells for %dx%d", len(nums), rows, cols)}
	}
	for i, v := range nums {
		if v != NoNumber && v != Unknown && (v < 0 || v > MaxNumber) {
			return nil, &puzzles.ParseError{Genre: "nurikabe", Cell: true, Row: i / cols, Col: i % cols, Msg: fmt.Sprintf("the number %d is not in 0..%d", v, MaxNumber)}
		}
	}
	return &Puzzle{Rows: rows, Cols: cols, Nums: append([]int(nil), nums...)}, nil
}

// Cells is the number of cells.
func (p *Puzzle) Cells() int { return p.Rows * p.Cols }

// IsClue reports whether cell i holds a number (given or not).
func (p *Puzzle) IsClue(i int) bool { return p.Nums[i] != NoNumber }

func (p *Puzzle) at(i int) string { return puzzles.CellName(i/p.Cols, i%p.Cols) }

// URLTypes are the type names of Nurikabe's puzz.link URLs.
var URLTypes = []string{"nurikabe"}

func isType(t string) bool {
	for _, u := range URLTypes {
		if t == u {
			return true
		}
	}
	return false
}

// Parse reads a puzz.link URL or the plain board (ParseGrid).
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 && (pzpr.IsURL(lines[0]) || isType(pzpr.TypeOf(lines[0]))) {
		return ParseURL(text)
	}
	return ParseGrid(text)
}

// firstLine finds the one line of text that is not blank or a comment:
// the line, its number (from 1) and the characters before it.
func firstLine(text string) (string, int, int) {
	for i, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		lead := utf8.RuneCountInString(l[:len(l)-len(strings.TrimLeftFunc(l, unicode.IsSpace))])
		return t, i + 1, lead
	}
	return "", 0, 0
}

// ParseURL reads a puzz.link (or pzv.jp) Nurikabe URL as pzprjs decodes
// it: nurikabe/COLS/ROWS/BODY, the body one Number16 item per cell in
// row-major order ('.' a number not given, g-z runs of cells without
// one); a body that ends early leaves the rest without numbers, and
// what follows the last cell is ignored.
func ParseURL(text string) (*Puzzle, error) {
	line, ln, lead := firstLine(text)
	fail := func(err error) error {
		var e *pzpr.Error
		if errors.As(err, &e) {
			pe := &puzzles.ParseError{Genre: "nurikabe", Line: ln, Msg: e.Msg}
			if e.At > 0 {
				pe.Column = lead + e.At
			}
			return pe
		}
		return &puzzles.ParseError{Genre: "nurikabe", Line: ln, Msg: err.Error()}
	}
	u, err := pzpr.Parse(line)
	if err != nil {
		return nil, fail(err)
	}
	if !isType(u.Type) {
		return nil, &puzzles.ParseError{Genre: "nurikabe", Line: ln, Msg: fmt.Sprintf("not a nurikabe URL: its type is %q", clip(u.Type))}
	}
	nums, err := pzpr.NewReader(u).Number16(u.Rows * u.Cols)
	if err != nil {
		return nil, fail(err)
	}
	p, err := New(u.Rows, u.Cols, nums)
	if pe, ok := err.(*puzzles.ParseError); ok {
		pe.Line = ln
	}
	return p, err
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	return pzpr.Format("nurikabe", "", p.Cols, p.Rows, pzpr.Number16(p.Nums))
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// ParseGrid reads the plain board: one row per line. When some line has
// spaces inside, the cells are separated by white space, each a number,
// '?' (a number not given) or '.' (no number); otherwise each character
// is a cell: a digit 0..9, '?' or '.'. Lines that are blank or start
// with '#' are skipped; errors name the line and column of the text
// (from 1) and the cell (from 0).
func ParseGrid(text string) (*Puzzle, error) {
	type line struct {
		n         int
		text, raw string
		lead      int
	}
	var ls []line
	spaced := false
	for i, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		lead := utf8.RuneCountInString(l[:len(l)-len(strings.TrimLeftFunc(l, unicode.IsSpace))])
		ls = append(ls, line{i + 1, t, l, lead})
		spaced = spaced || strings.ContainsAny(t, " \t")
	}
	if len(ls) == 0 {
		return nil, &puzzles.ParseError{Genre: "nurikabe", Msg: "no rows"}
	}
	if len(ls) > MaxSide {
		return nil, &puzzles.ParseError{Genre: "nurikabe", Line: ls[MaxSide].n, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
	}
	var nums []int
	cols := -1
	for r, l := range ls {
		var row []int
		if spaced {
			fs, at := puzzles.Fields(l.raw)
			for c, f := range fs {
				if c >= MaxSide {
					return nil, &puzzles.ParseError{Genre: "nurikabe", Line: l.n, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
				}
				switch f {
				case ".":
					row = append(row, NoNumber)
					continue
				case "?":
					row = append(row, Unknown)
					continue
				}
				v, err := strconv.Atoi(f)
				if err != nil || v < 0 || v > MaxNumber {
					return nil, &puzzles.ParseError{Genre: "nurikabe", Line: l.n, Column: at[c], Cell: true, Row: r, Col: c, Msg: fmt.Sprintf("a cell is a number 0..%d, '?' or '.', not %q", MaxNumber, clip(f))}
				}
				row = append(row, v)
			}
		} else {
			if len(l.text) > MaxSide {
				return nil, &puzzles.ParseError{Genre: "nurikabe", Line: l.n, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
			}
			for c := 0; c < len(l.text); c++ {
				ch := l.text[c]
				switch {
				case ch == '.':
					row = append(row, NoNumber)
				case ch == '?':
					row = append(row, Unknown)
				case ch >= '0' && ch <= '9':
					row = append(row, int(ch-'0'))
				default:
					_, size := utf8.DecodeRuneInString(l.text[c:])
					return nil, &puzzles.ParseError{Genre: "nurikabe", Line: l.n, Column: l.lead + utf8.RuneCountInString(l.text[:c]) + 1, Cell: true, Row: r, Col: c,
						Msg: fmt.Sprintf("a cell is a digit, '?' or '.', not %q (numbers above 9 need cells separated by spaces)", l.text[c:c+size])}
				}
			}
		}
		if cols < 0 {
			cols = len(row)
		} else if len(row) != cols {
			return nil, &puzzles.ParseError{Genre: "nurikabe", Line: l.n, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(row), cols)}
		}
		nums = append(nums, row...)
	}
	return New(len(ls), cols, nums)
}

// String is the plain board ParseGrid reads: a character per cell, or
// cells separated by spaces when a number is above 9 (a board of one
// column, which has no spaces to separate, is then written as its URL).
func (p *Puzzle) String() string {
	big := false
	for _, v := range p.Nums {
		big = big || v > 9
	}
	if big && p.Cols == 1 {
		return p.URL() + "\n"
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if big && c > 0 {
				b.WriteByte(' ')
			}
			switch v := p.Nums[r*p.Cols+c]; v {
			case NoNumber:
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

// Shading returns the cells of set as a slice of flags (elements
// outside the board are ignored).
func (p *Puzzle) Shading(set []uint32) []bool {
	sh := make([]bool, p.Cells())
	for _, v := range set {
		if int(v) < len(sh) {
			sh[v] = true
		}
	}
	return sh
}

// Set returns the shaded cells of a shading, sorted.
func Set(shaded []bool) []uint32 {
	out := []uint32{}
	for i, s := range shaded {
		if s {
			out = append(out, uint32(i))
		}
	}
	return out
}
