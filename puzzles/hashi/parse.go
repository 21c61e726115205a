package hashi

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// perr is a ParseError without a place.
func perr(format string, args ...any) error {
	return &puzzles.ParseError{Genre: "hashi", Msg: fmt.Sprintf(format, args...)}
}

// cellErr is a ParseError about the cell (r, c), counted from 0.
func cellErr(r, c int, format string, args ...any) error {
	return &puzzles.ParseError{Genre: "hashi", Cell: true, Row: r, Col: c, Msg: fmt.Sprintf(format, args...)}
}

// clip shortens s for a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// Parse reads a puzzle in any of its text forms: a puzz.link URL
// ("https://puzz.link/p?hashi/7/7/..."), a Tatham game ID ("7x7m2:..."),
// a data-set line, or the grid (one row a line: '.' for water, 1..9 and
// A..G for the numbers 1..16, '?' for an island without a number). The
// grid and the data-set line have at most two bridges between islands
// and allow loops; a game ID says both. Blank lines and lines starting
// with '#' are skipped.
func Parse(text string) (*Puzzle, error) {
	t := strings.TrimSpace(text)
	one := !strings.Contains(t, "\n")
	switch {
	case one && len(strings.Fields(t)) == 1 && isURL(t):
		return ParseURL(t)
	case one && len(strings.Fields(t)) == 1 && strings.Contains(t, ":"):
		return ParseGameID(t)
	case one && len(strings.Fields(t)) >= 4:
		e, err := ParseLine(t)
		if err != nil {
			return nil, err
		}
		return e.Puzzle, nil
	}
	return ParseGrid(text)
}

// isURL reports whether s looks like a puzz.link URL of the genre.
func isURL(s string) bool {
	if !strings.Contains(s, "/") {
		return false
	}
	typ := pzpr.TypeOf(s)
	for _, u := range urlTypes {
		if typ == u {
			return true
		}
	}
	return false
}

// urlTypes are the puzz.link type names of the genre.
var urlTypes = []string{"hashi", "hashikake", "bridges"}

// ParseGrid reads the grid form, one row a line; errors name the line
// and column of the text (from 1) and the cell (from 0).
func ParseGrid(text string) (*Puzzle, error) {
	var rows [][]int
	var lines []int
	for i, raw := range strings.Split(text, "\n") {
		l := strings.TrimSpace(raw)
		if l == "" || l[0] == '#' {
			continue
		}
		lead := utf8.RuneCountInString(raw[:strings.Index(raw, l)])
		row := make([]int, 0, len(l))
		for j := 0; j < len(l); j++ {
			v, ok := clueOf(l[j])
			if !ok {
				r, _ := utf8.DecodeRuneInString(l[j:])
				return nil, &puzzles.ParseError{Genre: "hashi", Line: i + 1, Column: lead + utf8.RuneCountInString(l[:j]) + 1, Cell: true, Row: len(rows), Col: len(row),
					Msg: fmt.Sprintf("unexpected %q: a cell is '.', a number 1..9 or A..G, or '?'", r)}
			}
			row = append(row, v)
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, &puzzles.ParseError{Genre: "hashi", Line: i + 1, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(row), len(rows[0]))}
		}
		if len(row) > maxSide || len(rows) >= maxSide {
			return nil, &puzzles.ParseError{Genre: "hashi", Line: i + 1, Msg: fmt.Sprintf("the board is larger than %d a side", maxSide)}
		}
		rows = append(rows, row)
		lines = append(lines, i+1)
	}
	if len(rows) == 0 {
		return nil, perr("no grid: give one row a line ('.' for water, 1..9 or A..G for an island's number, '?' for an island without one)")
	}
	var g []int
	for _, r := range rows {
		g = append(g, r...)
	}
	p, err := New(len(rows), len(rows[0]), g, 2, false)
	if err != nil {
		return nil, perr("%s", strings.TrimPrefix(err.Error(), "hashi: "))
	}
	return p, nil
}

// ParseGameID reads a game ID of Tatham's Bridges: "WxH" (or "W"), the
// optional parameters i, e (the generator's, ignored), m (the most
// bridges between two islands, 2 when left out), L (no loops) and d
// (difficulty, ignored), then ':' and the description: the cells
// row-major, 1..9 and A..G an island numbered 1..16, a..z a run of 1..26
// cells of water.
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, ok := strings.Cut(strings.TrimSpace(id), ":")
	if !ok {
		return nil, perr("a game ID is PARAMS:DESCRIPTION, as in 7x7m2:4e3g4e3a1a3c4a1e2a6b43a3a1b")
	}
	w, h, max, noLoops, err := gameParams(params)
	if err != nil {
		return nil, err
	}
	g := make([]int, 0, w*h)
	for i := 0; i < len(desc); i++ {
		ch := desc[i]
		switch {
		case ch >= 'a' && ch <= 'z':
			for k := 0; k <= int(ch-'a'); k++ {
				g = append(g, 0)
			}
		case ch >= '1' && ch <= '9' || ch >= 'A' && ch <= 'G':
			v, _ := clueOf(ch)
			g = append(g, v)
		default:
			return nil, perr("game ID description: unexpected %q at character %d of the game ID (counting from 1)", rune(ch), len(params)+2+i)
		}
		if len(g) > w*h {
			return nil, perr("game ID description covers more than the %dx%d cells", w, h)
		}
	}
	if len(g) != w*h {
		return nil, perr("game ID description covers %d cells, want %d", len(g), w*h)
	}
	p, err := New(h, w, g, max, noLoops)
	if err != nil {
		return nil, perr("%s", strings.TrimPrefix(err.Error(), "hashi: "))
	}
	return p, nil
}

// gameParams reads Tatham's parameters "WxHi30e10m2Ld1".
func gameParams(s string) (w, h, max int, noLoops bool, err error) {
	bad := func(msg string) error {
		return perr("game ID parameters %q: %s", clip(s), msg)
	}
	i := 0
	num := func() (int, bool) {
		j := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' && i-j < 6 {
			i++
		}
		if i == j {
			return 0, false
		}
		n, _ := strconv.Atoi(s[j:i])
		return n, true
	}
	var ok bool
	if w, ok = num(); !ok {
		return 0, 0, 0, false, bad("expected the width first")
	}
	h = w
	if i < len(s) && s[i] == 'x' {
		i++
		if h, ok = num(); !ok {
			return 0, 0, 0, false, bad("expected the height after 'x'")
		}
	}
	max = 2
	for i < len(s) {
		ch := s[i]
		i++
		switch ch {
		case 'i', 'e', 'd':
			if _, ok := num(); !ok {
				return 0, 0, 0, false, bad(fmt.Sprintf("expected a number after %q", rune(ch)))
			}
		case 'm':
			if max, ok = num(); !ok || max < 1 || max > 4 {
				return 0, 0, 0, false, bad("m takes the most bridges between two islands, 1..4")
			}
		case 'L':
			noLoops = true
		default:
			return 0, 0, 0, false, bad(fmt.Sprintf("unexpected %q", rune(ch)))
		}
	}
	if w < 1 || h < 1 || w > maxSide || h > maxSide {
		return 0, 0, 0, false, bad(fmt.Sprintf("board %dx%d out of range (1..%d a side)", w, h, maxSide))
	}
	return w, h, max, noLoops, nil
}

// GameID is the puzzle's game ID for Tatham's Bridges ("7x7m2:..."), or
// an error when an island has no number (Bridges has none such).
func (p *Puzzle) GameID() (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%dm%d", p.Cols, p.Rows, p.Max)
	if p.NoLoops {
		b.WriteByte('L')
	}
	b.WriteByte(':')
	run := 0
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('a' + run - 1))
			run = 0
		}
	}
	for i, v := range p.Grid {
		switch {
		case v == 0:
			if run == 26 {
				flush()
			}
			run++
		case v == Unknown:
			return "", fmt.Errorf("hashi: the island at (%d, %d) has no number, and a game ID of Bridges numbers every island", i/p.Cols, i%p.Cols)
		default:
			flush()
			b.WriteByte(clueChar(v))
		}
	}
	flush()
	return b.String(), nil
}

// ParseURL reads a puzz.link Hashiwokakero URL such as
// "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3", split as pzprjs
// splits it (see package pzpr: http or https, puzz.link/p? or
// pzv.jp/p.html? or the query alone; data after the board ignored): the
// columns, the rows, then the cells row-major in pzprjs's Number16
// encoding: a hexadecimal digit, '-' and two digits or '+' and three
// for larger numbers, '.' an island without a number, g..z a run of
// 1..20 cells of water.
func ParseURL(u string) (*Puzzle, error) {
	url, err := pzpr.Parse(u)
	if err != nil {
		return nil, perr("%s", err.Error())
	}
	known := false
	for _, t := range urlTypes {
		known = known || url.Type == t
	}
	if !known {
		return nil, perr("not a puzz.link Hashiwokakero URL: %q", clip(u))
	}
	rows, cols := url.Rows, url.Cols
	if cols > maxSide || rows > maxSide {
		return nil, perr("bad board size %d/%d in URL (1..%d a side)", cols, rows, maxSide)
	}
	vals, err := pzpr.NewReader(url).Number16(rows * cols)
	if err != nil {
		return nil, perr("%s", err.Error())
	}
	g := make([]int, len(vals))
	for c, v := range vals {
		switch {
		case v == pzpr.Empty:
		case v == pzpr.Unknown:
			g[c] = Unknown
		case v == 0 || v > MaxNumber:
			return nil, cellErr(c/cols, c%cols, "an island's number is 1..%d, not %d", MaxNumber, v)
		default:
			g[c] = v
		}
	}
	p, err := New(rows, cols, g, 2, false)
	if err != nil {
		return nil, perr("%s", strings.TrimPrefix(err.Error(), "hashi: "))
	}
	return p, nil
}

// URL is the puzzle's puzz.link URL, or an error when puzz.link cannot
// say it: its Hashiwokakero has at most two bridges between islands
// and allows loops.
func (p *Puzzle) URL() (string, error) {
	if p.Max != 2 || p.NoLoops {
		return "", fmt.Errorf("hashi: puzz.link's Hashiwokakero has at most two bridges between islands and allows loops; this puzzle has %s", p.rules())
	}
	vals := make([]int, len(p.Grid))
	for i, v := range p.Grid {
		switch v {
		case 0:
			vals[i] = pzpr.Empty
		case Unknown:
			vals[i] = pzpr.Unknown
		default:
			vals[i] = v
		}
	}
	return pzpr.Format("hashi", "", p.Cols, p.Rows, pzpr.Number16(vals)), nil
}

// rules says the puzzle's rules: "at most 3 bridges between islands, no
// loops".
func (p *Puzzle) rules() string {
	s := fmt.Sprintf("at most %d %s between islands", p.Max, plural(p.Max, "bridge", "bridges"))
	if p.NoLoops {
		s += ", no loops"
	}
	return s
}
