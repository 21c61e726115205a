package nurimisaki

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

// URLTypes are the type names of Nurimisaki's puzz.link URLs.
var URLTypes = []string{"nurimisaki"}

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

// urlLine finds the one line of text that is not blank or a comment:
// the line, its number (from 1) and the characters before it on its
// line.
func urlLine(text string) (string, int, int) {
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

// ParseURL reads a puzz.link (or pzv.jp) Nurimisaki URL as pzprjs decodes
// it: nurimisaki/COLS/ROWS/BODY, the body one Number16 item per cell in
// row-major order ('.' a circle without a number, g-z runs of
// plain cells); a body that ends early leaves the rest without
// numbers, and what follows the last cell is ignored.
func ParseURL(text string) (*Puzzle, error) {
	line, ln, lead := urlLine(text)
	fail := func(err error) error {
		var e *pzpr.Error
		if errors.As(err, &e) {
			pe := &puzzles.ParseError{Genre: "nurimisaki", Line: ln, Msg: e.Msg}
			if e.At > 0 {
				pe.Column = lead + e.At
			}
			return pe
		}
		return &puzzles.ParseError{Genre: "nurimisaki", Line: ln, Msg: err.Error()}
	}
	u, err := pzpr.Parse(line)
	if err != nil {
		return nil, fail(err)
	}
	if !isType(u.Type) {
		return nil, &puzzles.ParseError{Genre: "nurimisaki", Line: ln, Msg: fmt.Sprintf("not a nurimisaki URL: its type is %q", clip(u.Type))}
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
	return pzpr.Format("nurimisaki", "", p.Cols, p.Rows, pzpr.Number16(p.Nums))
}

// ParseGrid reads the plain board: one row per line; when some line has
// spaces inside, the cells are separated by white space, each a number
// (a circle with it), 'o' or '?' (a circle without a number) or '.' (a
// plain cell); otherwise each character is a cell, a digit, 'o', '?' or
// '.'. Lines that are blank or start with
// '#' are skipped; errors name the line and column of the text (from 1)
// and the cell (from 0).
func ParseGrid(text string) (*Puzzle, error) {
	type line struct {
		n    int
		text string
		raw  string
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
		ls = append(ls, line{i + 1, t, l, lead})
		spaced = spaced || strings.ContainsAny(t, " \t")
	}
	if len(ls) == 0 {
		return nil, &puzzles.ParseError{Genre: "nurimisaki", Msg: "no rows"}
	}
	if len(ls) > MaxSide {
		return nil, &puzzles.ParseError{Genre: "nurimisaki", Line: ls[MaxSide].n, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
	}
	var nums []int
	cols := -1
	for r, l := range ls {
		var row []int
		var fs []string
		var at []int
		if spaced {
			fs, at = puzzles.Fields(l.raw)
		} else {
			for c, ch := range l.text {
				fs = append(fs, string(ch))
				at = append(at, l.lead+utf8.RuneCountInString(l.text[:c])+1)
			}
		}
		if len(fs) > MaxSide {
			return nil, &puzzles.ParseError{Genre: "nurimisaki", Line: l.n, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
		}
		for c, f := range fs {
			switch f {
			case ".":
				row = append(row, NoNumber)
				continue
			case "?", "o", "O":
				row = append(row, Unknown)
				continue
			}
			v, err := strconv.Atoi(f)
			if err != nil || v < 0 || v > MaxNumber || strings.HasPrefix(f, "+") {
				return nil, &puzzles.ParseError{Genre: "nurimisaki", Line: l.n, Column: at[c], Cell: true, Row: r, Col: c,
					Msg: fmt.Sprintf("a cell is a number 0..%d, 'o', '?' or '.', not %q", MaxNumber, clip(f))}
			}
			row = append(row, v)
		}
		if cols < 0 {
			cols = len(row)
		} else if len(row) != cols {
			return nil, &puzzles.ParseError{Genre: "nurimisaki", Line: l.n, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(row), cols)}
		}
		nums = append(nums, row...)
	}
	return New(len(ls), cols, nums)
}

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// String is the board as text ('o' a circle without a number, '.' a
// plain cell): a character per cell when every number is below 10, and otherwise the cells separated by spaces (a
// one-column board with such a number is written as its URL, since a
// lone field of digits reads as a character per cell).
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
			s := "."
			switch v := p.Nums[r*p.Cols+c]; {
			case v == Unknown:
				s = "o"
			case v >= 0:
				s = strconv.Itoa(v)
			}
			if big {
				if c > 0 {
					b.WriteByte(' ')
				}
				s = fmt.Sprintf("%2s", s)
			}
			b.WriteString(s)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
