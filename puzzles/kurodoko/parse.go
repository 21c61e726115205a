package kurodoko

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

// URLTypes are the type names of Kurodoko's puzz.link URLs.
var URLTypes = []string{"kurodoko"}

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
	if len(lines) == 1 && isGameID(lines[0]) {
		return ParseGameID(text)
	}
	return ParseGrid(text)
}

// isGameID reports whether s looks like a game ID: WxH: and no spaces.
func isGameID(s string) bool {
	params, _, ok := strings.Cut(s, ":")
	if !ok || strings.ContainsAny(s, " \t") {
		return false
	}
	w, h, ok := strings.Cut(params, "x")
	_, err1 := strconv.Atoi(w)
	_, err2 := strconv.Atoi(h)
	return ok && err1 == nil && err2 == nil
}

// ParseGameID reads a game ID of Simon Tatham's Range (his Kurodoko),
// "WxH:DESC" (W columns, H rows): DESC gives the cells in row-major
// order, a letter a..z for a run of 1..26 cells without a number, a
// decimal number for a numbered cell, '_' between two numbers.
func ParseGameID(text string) (*Puzzle, error) {
	id, ln, lead := urlLine(text)
	params, desc, _ := strings.Cut(id, ":")
	ws, hs, _ := strings.Cut(params, "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if err1 != nil || err2 != nil || w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return nil, &puzzles.ParseError{Genre: "kurodoko", Msg: fmt.Sprintf("game ID size %q is not WxH with sides 1..%d", clip(params), MaxSide)}
	}
	n := w * h
	nums := make([]int, n)
	for i := range nums {
		nums[i] = NoNumber
	}
	c := 0
	for i := 0; i < len(desc); {
		ch, at := desc[i], i
		bad := func(msg string) error {
			return &puzzles.ParseError{Genre: "kurodoko", Line: ln, Column: lead + len(params) + 2 + at, Msg: msg}
		}
		switch {
		case ch >= 'a' && ch <= 'z':
			c += int(ch-'a') + 1
			i++
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(desc) && desc[j] >= '0' && desc[j] <= '9' {
				j++
			}
			v, err := strconv.Atoi(desc[i:j])
			if err != nil || v > MaxNumber {
				return nil, bad(fmt.Sprintf("the number %q is not in 0..%d", clip(desc[i:j]), MaxNumber))
			}
			if c < n {
				nums[c] = v
			}
			c++
			i = j
		case ch == '_':
			i++
		default:
			return nil, bad(fmt.Sprintf("%q is no number, run of empty cells (a-z) or '_'", ch))
		}
		if c > n {
			return nil, bad(fmt.Sprintf("the description goes on past the %dx%d cells", w, h))
		}
	}
	if c < n {
		return nil, &puzzles.ParseError{Genre: "kurodoko", Msg: fmt.Sprintf("the game ID gives %d of the %dx%d cells", c, w, h)}
	}
	return New(h, w, nums)
}

// GameID is the puzzle's game ID for Simon Tatham's Range, or an error
// when it has none (a number not given).
func (p *Puzzle) GameID() (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	run, num := 0, false
	flush := func() {
		for run > 0 {
			k := min(run, 26)
			b.WriteByte(byte('a' + k - 1))
			run -= k
		}
	}
	for i, v := range p.Nums {
		switch {
		case v == Unknown:
			return "", fmt.Errorf("cell %s holds a number not given, which Range has not", p.at(i))
		case v == NoNumber:
			run++
			num = false
		default:
			if run > 0 {
				flush()
			} else if num {
				b.WriteByte('_')
			}
			b.WriteString(strconv.Itoa(v))
			num = true
		}
	}
	flush()
	return b.String(), nil
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

// ParseURL reads a puzz.link (or pzv.jp) Kurodoko URL as pzprjs decodes
// it: kurodoko/COLS/ROWS/BODY, the body one Number16 item per cell in
// row-major order ('.' a cell whose number is not given, g-z runs of
// cells without one); a body that ends early leaves the rest without
// numbers, and what follows the last cell is ignored.
func ParseURL(text string) (*Puzzle, error) {
	line, ln, lead := urlLine(text)
	fail := func(err error) error {
		var e *pzpr.Error
		if errors.As(err, &e) {
			pe := &puzzles.ParseError{Genre: "kurodoko", Line: ln, Msg: e.Msg}
			if e.At > 0 {
				pe.Column = lead + e.At
			}
			return pe
		}
		return &puzzles.ParseError{Genre: "kurodoko", Line: ln, Msg: err.Error()}
	}
	u, err := pzpr.Parse(line)
	if err != nil {
		return nil, fail(err)
	}
	if !isType(u.Type) {
		return nil, &puzzles.ParseError{Genre: "kurodoko", Line: ln, Msg: fmt.Sprintf("not a kurodoko URL: its type is %q", clip(u.Type))}
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
	return pzpr.Format("kurodoko", "", p.Cols, p.Rows, pzpr.Number16(p.Nums))
}

// ParseGrid reads the plain board: one row per line; when some line has
// spaces inside, the cells are separated by white space, each a number,
// '?' (a number not given) or '.' (no number); otherwise each character
// is a cell, a digit, '?' or '.'. Lines that are blank or start with
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
		return nil, &puzzles.ParseError{Genre: "kurodoko", Msg: "no rows"}
	}
	if len(ls) > MaxSide {
		return nil, &puzzles.ParseError{Genre: "kurodoko", Line: ls[MaxSide].n, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
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
			return nil, &puzzles.ParseError{Genre: "kurodoko", Line: l.n, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
		}
		for c, f := range fs {
			switch f {
			case ".":
				row = append(row, NoNumber)
				continue
			case "?":
				row = append(row, Unknown)
				continue
			}
			v, err := strconv.Atoi(f)
			if err != nil || v < 0 || v > MaxNumber || strings.HasPrefix(f, "+") {
				return nil, &puzzles.ParseError{Genre: "kurodoko", Line: l.n, Column: at[c], Cell: true, Row: r, Col: c,
					Msg: fmt.Sprintf("a cell is a number 0..%d, '?' or '.', not %q", MaxNumber, clip(f))}
			}
			row = append(row, v)
		}
		if cols < 0 {
			cols = len(row)
		} else if len(row) != cols {
			return nil, &puzzles.ParseError{Genre: "kurodoko", Line: l.n, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(row), cols)}
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

// String is the board as text: a character per cell when every number
// is below 10, and otherwise the cells separated by spaces (a
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
				s = "?"
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
