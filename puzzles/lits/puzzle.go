package lits

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// MaxSide is the largest side of a board.
const MaxSide = 64

// Puzzle is a LITS board: Rows x Cols cells cut into regions by
// borders. V[r*(Cols-1)+c] is the border between (r, c) and (r, c+1),
// H[r*Cols+c] the one between (r, c) and (r+1, c), as puzz.link stores
// them; Room[i] is the region of cell i, numbered by first cell in
// row-major order. A border inside a region (one that separates no two
// regions) is kept: pzprjs lets no tetromino cross it either.
type Puzzle struct {
	Rows, Cols int
	V, H       []bool
	Room       []int
	Rooms      int
}

// New returns the puzzle of rows x cols cells with the given inner
// borders (nil for none), checked.
func New(rows, cols int, v, h []bool) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, &puzzles.ParseError{Genre: "lits", Msg: fmt.Sprintf("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)}
	}
	if v == nil {
		v = make([]bool, (cols-1)*rows)
	}
	if h == nil {
		h = make([]bool, cols*(rows-1))
	}
	if len(v) != (cols-1)*rows || len(h) != cols*(rows-1) {
		return nil, &puzzles.ParseError{Genre: "lits", Msg: fmt.Sprintf("%d and %d borders for %dx%d cells", len(v), len(h), rows, cols)}
	}
	b := &pzpr.Borders{Rows: rows, Cols: cols, V: append([]bool(nil), v...), H: append([]bool(nil), h...)}
	room, n := b.Rooms()
	return &Puzzle{Rows: rows, Cols: cols, V: b.V, H: b.H, Room: room, Rooms: n}, nil
}

// FromRooms returns the puzzle whose regions are the connected areas
// of cells with the same label (labels[i] for cell i, row-major).
func FromRooms(rows, cols int, labels []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, &puzzles.ParseError{Genre: "lits", Msg: fmt.Sprintf("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)}
	}
	if len(labels) != rows*cols {
		return nil, &puzzles.ParseError{Genre: "lits", Msg: fmt.Sprintf("%d labels for %dx%d cells", len(labels), rows, cols)}
	}
	b := pzpr.BordersOf(rows, cols, labels)
	return New(rows, cols, b.V, b.H)
}

// Cells is the number of cells.
func (p *Puzzle) Cells() int { return p.Rows * p.Cols }

// at is a 0-based cell place as zq writes it: "(2, 3)".
func (p *Puzzle) at(i int) string { return puzzles.CellName(i/p.Cols, i%p.Cols) }

// border reports whether cells i and j (side by side) are parted by a
// border.
func (p *Puzzle) border(i, j int) bool {
	if i > j {
		i, j = j, i
	}
	C := p.Cols
	if j == i+1 && i%C != C-1 { // on one board of one column, j is below i
		return p.V[(i/C)*(C-1)+i%C]
	}
	return p.H[i]
}

// neighbours returns the cells beside cell i.
func (p *Puzzle) neighbours(i int) []int {
	r, c := i/p.Cols, i%p.Cols
	out := make([]int, 0, 4)
	if r > 0 {
		out = append(out, i-p.Cols)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c+1 < p.Cols {
		out = append(out, i+1)
	}
	if r+1 < p.Rows {
		out = append(out, i+p.Cols)
	}
	return out
}

// roomCells lists the cells of each region, row-major.
func (p *Puzzle) roomCells() [][]int {
	out := make([][]int, p.Rooms)
	for i, k := range p.Room {
		out[k] = append(out[k], i)
	}
	return out
}

// labelChars are the characters the text form gives regions.
const labelChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// String is the board as text: one line per row, a character per cell,
// the cells of a region sharing its character and regions side by side
// having different ones. A border inside a region cannot be written so
// and is lost (the URL keeps it).
func (p *Puzzle) String() string {
	lab := make([]int, p.Rooms)
	for k := range lab {
		lab[k] = -1
	}
	cells := p.roomCells()
	for k := 0; k < p.Rooms; k++ {
		used := map[int]bool{}
		for _, i := range cells[k] {
			for _, j := range p.neighbours(i) {
				if o := p.Room[j]; o != k && lab[o] >= 0 {
					used[lab[o]] = true
				}
			}
		}
		for x := 0; ; x++ {
			if !used[x] {
				lab[k] = x
				break
			}
		}
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteByte(labelChars[lab[p.Room[r*p.Cols+c]]%len(labelChars)])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ParseGrid reads the plain board: one row per line, each character a
// cell, the connected areas of cells with the same character being the
// regions (so a character may stand for two regions apart); or, when a
// line has spaces inside, the cells are whitespace-separated words
// (pzprjs's files number the regions so: "0 0 1 1"). Lines that are
// blank or start with '#' are skipped; errors name the line and column
// of the text (from 1) and the cell (from 0).
func ParseGrid(text string) (*Puzzle, error) {
	type line struct {
		n     int
		cells []string
		cols  []int
	}
	var ls []line
	raw := strings.Split(text, "\n")
	spaced := false
	for _, l := range raw {
		t := strings.TrimSpace(l)
		if t != "" && !strings.HasPrefix(t, "#") && strings.ContainsAny(t, " \t") {
			spaced = true
		}
	}
	for i, l := range raw {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		var cells []string
		var cols []int
		if spaced {
			cells, cols = puzzles.Fields(l)
		} else {
			lead := utf8.RuneCountInString(l[:len(l)-len(strings.TrimLeftFunc(l, unicode.IsSpace))])
			k := 0
			for _, r := range t {
				cells = append(cells, string(r))
				cols = append(cols, lead+k+1)
				k++
			}
		}
		ls = append(ls, line{i + 1, cells, cols})
	}
	if len(ls) == 0 {
		return nil, &puzzles.ParseError{Genre: "lits", Msg: "no rows"}
	}
	if len(ls) > MaxSide {
		return nil, &puzzles.ParseError{Genre: "lits", Line: ls[MaxSide].n, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
	}
	cols := len(ls[0].cells)
	ids := map[string]int{}
	var labels []int
	for r, l := range ls {
		if len(l.cells) > MaxSide {
			return nil, &puzzles.ParseError{Genre: "lits", Line: l.n, Column: l.cols[MaxSide], Msg: fmt.Sprintf("more than %d columns", MaxSide)}
		}
		if len(l.cells) != cols {
			return nil, &puzzles.ParseError{Genre: "lits", Line: l.n, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(l.cells), cols)}
		}
		for c, s := range l.cells {
			if !spaced && (s == "." || s == "/" || s == "?") {
				return nil, &puzzles.ParseError{Genre: "lits", Line: l.n, Column: l.cols[c], Cell: true, Row: r, Col: c,
					Msg: fmt.Sprintf("a cell is a region's letter or digit, not %q", s)}
			}
			id, ok := ids[s]
			if !ok {
				id = len(ids)
				ids[s] = id
			}
			labels = append(labels, id)
		}
	}
	return FromRooms(len(ls), cols, labels)
}

// ParseURL reads a puzz.link (or pzv.jp) LITS URL such as
// "https://puzz.link/p?lits/4/4/9q02jg": the columns, the rows and the
// borders, the vertical ones row by row and then the horizontal ones,
// five to a base-32 character. With the flag "d" (LITS/d/COLS/ROWS/...)
// the body is pzprjs's older form, one character per cell and a border
// between cells with different characters. What follows the board is
// ignored, as pzprjs ignores it.
func ParseURL(text string) (*Puzzle, error) {
	u, err := pzpr.Parse(text)
	if err != nil {
		return nil, urlError(err)
	}
	if u.Type != "lits" {
		return nil, &puzzles.ParseError{Genre: "lits", Msg: fmt.Sprintf("not a LITS URL: the type is %q", u.Type)}
	}
	if u.Rows > MaxSide || u.Cols > MaxSide {
		return nil, &puzzles.ParseError{Genre: "lits", Msg: fmt.Sprintf("a board is 1..%d cells a side, not %dx%d", MaxSide, u.Rows, u.Cols)}
	}
	if strings.Contains(u.Flag, "d") {
		labels := make([]int, u.Rows*u.Cols)
		for i := range labels {
			if i < len(u.Body) {
				labels[i] = int(u.Body[i])
			}
		}
		b := pzpr.BordersOf(u.Rows, u.Cols, labels)
		return New(u.Rows, u.Cols, b.V, b.H)
	}
	b, err := pzpr.NewReader(u).Border(u.Rows, u.Cols)
	if err != nil {
		return nil, urlError(err)
	}
	return New(u.Rows, u.Cols, b.V, b.H)
}

// urlError is a URL's error as a ParseError on line 1, at its
// character when it has one.
func urlError(err error) error {
	if e, ok := err.(*pzpr.Error); ok && e.At > 0 {
		return &puzzles.ParseError{Genre: "lits", Line: 1, Column: e.At, Msg: e.Msg}
	}
	return &puzzles.ParseError{Genre: "lits", Line: 1, Msg: err.Error()}
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	b := &pzpr.Borders{Rows: p.Rows, Cols: p.Cols, V: p.V, H: p.H}
	return pzpr.Format("lits", "", p.Cols, p.Rows, b.Encode())
}

// Parse accepts a puzz.link URL or the plain board.
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 && (pzpr.IsURL(lines[0]) || pzpr.TypeOf(lines[0]) == "lits") {
		p, err := ParseURL(lines[0])
		if e, ok := err.(*puzzles.ParseError); ok && e.Line == 1 {
			// place it in the text: the URL's line and its indentation
			for i, l := range strings.Split(text, "\n") {
				if strings.TrimSpace(l) == lines[0] {
					e.Line = i + 1
					if e.Column > 0 {
						e.Column += utf8.RuneCountInString(l[:strings.Index(l, lines[0])])
					}
					break
				}
			}
		}
		return p, err
	}
	return ParseGrid(text)
}
