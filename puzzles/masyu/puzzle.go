// Package masyu is the genre Masyu (Simon Tatham's "Pearl"): draw one
// loop through the centres of cells, passing through every pearl; the
// loop turns on a black pearl and goes straight through the next cell
// on both of its legs; it goes straight through a white pearl and turns
// in at least one of the two cells before and after it.
//
// A puzzle's solutions are sets of edges of graph.Grid(Rows, Cols), the
// grid of cell centres (the universe of cycles(grid(R, C))). They are
// built top-down by frontier-based search (spec.go): the mates of the
// loop's ends on the frontier, and per frontier cell the little a
// pearl needs to know of the cells around it.
//
// pzprv3 files (puzz.link's saved puzzle, type mashu) are read with
// their answer (ReadPZPRV3; the language's answer(p)): the rows of
// pearls ('.' or 0, 1 white, 2 black), then the loop's edges between
// horizontal neighbours (R rows of C-1 items; blank lines for one
// column), then between vertical ones (R-1 rows of C), 1 a line, 0
// none, -1 a cross (a mark, read as none). The same fields are written
// (PZPRV3), the edges as 1 and 0; a pzprv3.1 file (a variant) is
// refused. Check names the first rule broken, in pzprjs's order (a
// *CheckError; PZPRCodes maps pzprjs's codes to zq's names), and agrees
// with every failcheck case of pzprjs's Masyu, rule included, and with
// pzprjs's judge on 600 random answers of small boards.
package masyu

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// Pearl is the content of a cell.
type Pearl byte

// The pearls (the numbers are puzz.link's).
const (
	None  Pearl = 0
	White Pearl = 1
	Black Pearl = 2
)

// MaxSide bounds the rows and columns of a board.
const MaxSide = 200

// Puzzle is a Masyu board: Pearls holds the cells row-major.
type Puzzle struct {
	Rows, Cols int
	Pearls     []Pearl
}

// New returns a board of rows x cols cells without pearls.
func New(rows, cols int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("masyu: a board is 1..%d rows by 1..%d columns, not %dx%d", MaxSide, MaxSide, rows, cols)
	}
	return &Puzzle{Rows: rows, Cols: cols, Pearls: make([]Pearl, rows*cols)}, nil
}

// At returns the pearl of cell (r, c).
func (p *Puzzle) At(r, c int) Pearl { return p.Pearls[r*p.Cols+c] }

// Graph is the grid of cell centres, whose edges the solutions are.
func (p *Puzzle) Graph() *graph.Graph {
	g, _ := graph.Grid(p.Rows, p.Cols)
	return g
}

// Count returns the numbers of white and black pearls.
func (p *Puzzle) Count() (white, black int) {
	for _, x := range p.Pearls {
		switch x {
		case White:
			white++
		case Black:
			black++
		}
	}
	return
}

// String is the board as text: one line per row, 'W' white, 'B' black,
// '.' empty.
func (p *Puzzle) String() string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteByte(".WB"[p.At(r, c)])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Cells is the board's pearls on one line, row-major (the data sets'
// field).
func (p *Puzzle) Cells() string { return strings.ReplaceAll(p.String(), "\n", "") }

// pearlOf reads one cell of a grid.
func pearlOf(ch rune) (Pearl, bool) {
	switch ch {
	case '.', '0', '-':
		return None, true
	case 'W', 'w', 'o', 'O', '1':
		return White, true
	case 'B', 'b', '*', '2':
		return Black, true
	}
	return None, false
}

// ParseGrid reads a board from text: one line per row, a cell per
// character ('.' empty, 'W' or 'o' or '1' white, 'B' or '*' or '2'
// black); spaces between cells are ignored, blank lines and lines
// starting with '#' skipped.
func ParseGrid(text string) (*Puzzle, error) {
	var rows [][]Pearl
	var lines []int
	for i, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		var row []Pearl
		col := 0
		for _, ch := range l {
			col++
			if ch == ' ' || ch == '\t' || ch == '\r' {
				continue
			}
			x, ok := pearlOf(ch)
			if !ok {
				return nil, &puzzles.ParseError{Genre: "masyu", Line: i + 1, Column: col, Cell: true, Row: len(rows), Col: len(row),
					Msg: fmt.Sprintf("unexpected %q: a cell is '.', 'W' (white pearl) or 'B' (black pearl)", ch)}
			}
			row = append(row, x)
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, &puzzles.ParseError{Genre: "masyu", Line: i + 1,
				Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(row), len(rows[0]))}
		}
		rows = append(rows, row)
		lines = append(lines, i+1)
	}
	if len(rows) == 0 {
		return nil, &puzzles.ParseError{Genre: "masyu", Msg: "no board in the text"}
	}
	p, err := New(len(rows), len(rows[0]))
	if err != nil {
		return nil, &puzzles.ParseError{Genre: "masyu", Line: lines[0], Msg: strings.TrimPrefix(err.Error(), "masyu: ")}
	}
	for r, row := range rows {
		copy(p.Pearls[r*p.Cols:], row)
	}
	return p, nil
}

// ParseID reads a game ID of Simon Tatham's Pearl: "WxH:DESC" (the
// parameters may go on with a difficulty, "10x10dt"), DESC listing the
// cells row-major: 'B' black, 'W' white, a letter a..z that many empty
// cells.
func ParseID(id string) (*Puzzle, error) {
	params, desc, ok := strings.Cut(strings.TrimSpace(id), ":")
	if !ok {
		return nil, fmt.Errorf("masyu: a Pearl game ID is WxH:DESC, got %q", id)
	}
	w, h, err := idSize(params)
	if err != nil {
		return nil, err
	}
	p, err := New(h, w)
	if err != nil {
		return nil, err
	}
	i := 0
	for k, ch := range desc {
		switch {
		case ch >= 'a' && ch <= 'z':
			i += int(ch-'a') + 1
			continue
		case ch == 'B' || ch == 'W':
			if i < len(p.Pearls) {
				p.Pearls[i] = map[rune]Pearl{'B': Black, 'W': White}[ch]
			}
			i++
			continue
		}
		return nil, fmt.Errorf("masyu: game ID: unexpected %q at character %d of the description, counting from 1 (B, W or a..z)", ch, k+1)
	}
	if i != len(p.Pearls) {
		return nil, fmt.Errorf("masyu: game ID: the description covers %d cells, the %dx%d board has %d", i, w, h, len(p.Pearls))
	}
	return p, nil
}

// idSize reads the parameters "WxH", "WxHdX" or "N" of a game ID.
func idSize(params string) (w, h int, err error) {
	s := params
	num := func() (int, bool) {
		j := 0
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(s[:j])
		s = s[j:]
		return n, err == nil
	}
	var ok bool
	if w, ok = num(); !ok {
		return 0, 0, fmt.Errorf("masyu: game ID parameters %q do not start with the width", params)
	}
	h = w
	if strings.HasPrefix(s, "x") {
		s = s[1:]
		if h, ok = num(); !ok {
			return 0, 0, fmt.Errorf("masyu: game ID parameters %q: no height after the x", params)
		}
	}
	if len(s) == 2 && s[0] == 'd' && strings.ContainsRune("et", rune(s[1])) || s == "" {
		return w, h, nil
	}
	if len(s) == 3 && s[0] == 'd' && s[2] == 'n' {
		return w, h, nil
	}
	return 0, 0, fmt.Errorf("masyu: game ID parameters %q: unexpected %q after the size", params, s)
}

// ID is the puzzle's game ID for Simon Tatham's Pearl ("WxH:DESC").
func (p *Puzzle) ID() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	run := 0
	flush := func() {
		for run > 0 {
			k := min(run, 26)
			b.WriteByte(byte('a' + k - 1))
			run -= k
		}
	}
	for _, x := range p.Pearls {
		if x == None {
			run++
			continue
		}
		flush()
		b.WriteByte(" WB"[x])
	}
	flush()
	return b.String()
}

// urlTypes are the puzz.link type names of Masyu.
var urlTypes = []string{"mashu", "masyu", "pearl"}

// ParseURL reads a puzz.link URL (https://puzz.link/p?mashu/COLS/ROWS/DATA),
// split as pzprjs splits it (see package pzpr: http or https,
// puzz.link/p? or pzv.jp/p.html? or the query alone; data after the
// board ignored): three cells per character, in base 27 (0-9, a-q),
// each cell 0 empty, 1 white, 2 black, the first cell the most
// significant.
func ParseURL(u string) (*Puzzle, error) {
	url, err := pzpr.Parse(u)
	if err != nil {
		return nil, fmt.Errorf("masyu: %w", err)
	}
	known := false
	for _, t := range urlTypes {
		known = known || url.Type == t
	}
	if !known {
		return nil, fmt.Errorf("masyu: not a Masyu URL (type %q, want mashu)", url.Type)
	}
	switch url.Flag {
	case "":
	case "f":
		return nil, fmt.Errorf("masyu: the URL is of the variant whose loop passes every cell, which is not supported")
	default:
		return nil, fmt.Errorf("masyu: the URL's word %q before the size is no Masyu option", url.Flag)
	}
	p, err := New(url.Rows, url.Cols)
	if err != nil {
		return nil, err
	}
	r := pzpr.NewReader(url)
	if need := (len(p.Pearls) + 2) / 3; len(r.Rest()) < need {
		return nil, fmt.Errorf("masyu: the URL's data covers %d cells, the board has %d", 3*len(r.Rest()), len(p.Pearls))
	}
	vals, err := r.Circle(len(p.Pearls))
	if err != nil {
		return nil, fmt.Errorf("masyu: %w", err)
	}
	for i, v := range vals {
		p.Pearls[i] = Pearl(v)
	}
	return p, nil
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	vals := make([]int, len(p.Pearls))
	for i, v := range p.Pearls {
		vals[i] = int(v)
	}
	return pzpr.Format("mashu", "", p.Cols, p.Rows, pzpr.Circle(vals))
}

// isID reports whether s looks like a Pearl game ID.
func isID(s string) bool {
	params, desc, ok := strings.Cut(s, ":")
	if !ok || desc == "" || params == "" || params[0] < '0' || params[0] > '9' {
		return false
	}
	return strings.Trim(desc, "abcdefghijklmnopqrstuvwxyzBW") == ""
}

// Parse reads a board from a grid, a Pearl game ID or a puzz.link URL.
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 {
		if isID(lines[0]) {
			return ParseID(lines[0])
		}
		if puzzles.URLGenre(lines[0]) == "masyu" || pzpr.IsURL(lines[0]) {
			return ParseURL(lines[0])
		}
	}
	return ParseGrid(text)
}
