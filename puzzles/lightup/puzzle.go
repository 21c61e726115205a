package lightup

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// Cell values of a board besides the numbers 0..4 of numbered black
// cells. They are pzpr's Empty and Unknown, as the URL encoding reads
// them.
const (
	// White is a cell that may hold a lamp and must be lit.
	White = pzpr.Empty
	// Black is a black cell without a number.
	Black = pzpr.Unknown
)

// MaxSide is the largest side of a board.
const MaxSide = pzpr.MaxSide

// Puzzle is a Light Up board: Rows x Cols cells, row-major, each White,
// Black or a number 0..4 (a black cell with that many lamps beside
// it).
type Puzzle struct {
	Rows, Cols int
	Cells      []int
}

func perr(format string, args ...any) *puzzles.ParseError {
	return &puzzles.ParseError{Genre: "lightup", Msg: fmt.Sprintf(format, args...)}
}

func cellErr(r, c int, format string, args ...any) *puzzles.ParseError {
	return &puzzles.ParseError{Genre: "lightup", Cell: true, Row: r, Col: c, Msg: fmt.Sprintf(format, args...)}
}

// New returns the puzzle of rows x cols cells (row-major: White, Black
// or 0..4), checked.
func New(rows, cols int, cells []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, perr("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)
	}
	if len(cells) != rows*cols {
		return nil, perr("%d cells for a %dx%d board", len(cells), rows, cols)
	}
	for i, v := range cells {
		if v != White && v != Black && (v < 0 || v > 4) {
			return nil, cellErr(i/cols, i%cols, "a number of a black cell is 0..4, not %d", v)
		}
	}
	return &Puzzle{Rows: rows, Cols: cols, Cells: append([]int(nil), cells...)}, nil
}

// N is the number of cells.
func (p *Puzzle) N() int { return p.Rows * p.Cols }

// IsWhite reports whether cell i may hold a lamp.
func (p *Puzzle) IsWhite(i int) bool { return p.Cells[i] == White }

// at names cell i as the language does: "(2, 3)".
func (p *Puzzle) at(i int) string { return puzzles.CellName(i/p.Cols, i%p.Cols) }

// neighbours returns the cells beside cell i (up, left, right, down).
func (p *Puzzle) neighbours(i int) []int {
	r, c := i/p.Cols, i%p.Cols
	var out []int
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

// Lamps returns the cells of set as a board of booleans; ok is false
// when an element is not a cell of the board.
func (p *Puzzle) Lamps(set []uint32) []bool {
	l := make([]bool, p.N())
	for _, x := range set {
		if int(x) < len(l) {
			l[x] = true
		}
	}
	return l
}

// Check returns nil when set (the cells holding lamps, row-major) is a
// solution of p, and otherwise an error naming the first rule it breaks
// and where, in pzprjs's order: two lamps that see each other, a number
// with another count of lamps beside it, a white cell left dark.
func (p *Puzzle) Check(set []uint32) error {
	n := p.N()
	lamp := make([]bool, n)
	for _, x := range set {
		if int(x) >= n {
			return fmt.Errorf("element %d is not a cell of the %dx%d board", x, p.Rows, p.Cols)
		}
		if lamp[x] {
			return fmt.Errorf("the lamp at %s is given twice", p.at(int(x)))
		}
		if !p.IsWhite(int(x)) {
			return broken("lamp-on-black", "a lamp stands on the black cell at %s", p.at(int(x)))
		}
		lamp[x] = true
	}
	return p.checkLamps(lamp)
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

func (p *Puzzle) checkLamps(lamp []bool) error {
	R, C := p.Rows, p.Cols
	// two lamps in one row segment, then in one column segment
	for r := 0; r < R; r++ {
		last := -1
		for c := 0; c < C; c++ {
			i := r*C + c
			switch {
			case !p.IsWhite(i):
				last = -1
			case lamp[i] && last >= 0:
				return broken("lamp-sees-lamp", "the lamps at %s and %s see each other", p.at(last), p.at(i))
			case lamp[i]:
				last = i
			}
		}
	}
	for c := 0; c < C; c++ {
		last := -1
		for r := 0; r < R; r++ {
			i := r*C + c
			switch {
			case !p.IsWhite(i):
				last = -1
			case lamp[i] && last >= 0:
				return broken("lamp-sees-lamp", "the lamps at %s and %s see each other", p.at(last), p.at(i))
			case lamp[i]:
				last = i
			}
		}
	}
	for i, v := range p.Cells {
		if v < 0 {
			continue
		}
		k := 0
		for _, j := range p.neighbours(i) {
			if lamp[j] {
				k++
			}
		}
		if k != v {
			return broken("number-count", "the black cell at %s has %d lamps beside it, its number is %d", p.at(i), k, v)
		}
	}
	lit := p.lit(lamp)
	for i := range p.Cells {
		if p.IsWhite(i) && !lit[i] {
			return broken("cell-dark", "the white cell at %s is not lit", p.at(i))
		}
	}
	return nil
}

// lit returns the cells the lamps light: each lamp's own cell and the
// white cells in line with it up to a black cell or the edge.
func (p *Puzzle) lit(lamp []bool) []bool {
	R, C := p.Rows, p.Cols
	out := make([]bool, p.N())
	for i, on := range lamp {
		if !on {
			continue
		}
		out[i] = true
		r, c := i/C, i%C
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			for rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < R && cc >= 0 && cc < C && p.IsWhite(rr*C+cc); rr, cc = rr+d[0], cc+d[1] {
				out[rr*C+cc] = true
			}
		}
	}
	return out
}

// cellChar is a cell's character in the text: '.', '#' or the number.
func cellChar(v int) byte {
	switch v {
	case White:
		return '.'
	case Black:
		return '#'
	}
	return byte('0' + v)
}

// String is the board as text: one line per row, '.' a white cell, '#'
// a black cell, a digit 0..4 a numbered black cell.
func (p *Puzzle) String() string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteByte(cellChar(p.Cells[r*p.Cols+c]))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ParseGrid reads the plain board: one row per line, a character per
// cell, without spaces between cells: '.' (or '-', '_') a white cell,
// '#' (or 'B', 'X') a black cell, a digit 0..4 a black cell with that
// number. Lines that are blank or start with "# " or "//" are comments
// (a row starts with '#' only when its second cell follows at once). Errors name the line
// and column of the text (from 1) and the cell (from 0).
func ParseGrid(text string) (*Puzzle, error) {
	var cells []int
	rows, cols := 0, -1
	for ln, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "# ") || strings.HasPrefix(t, "//") {
			continue
		}
		if rows >= MaxSide {
			return nil, &puzzles.ParseError{Genre: "lightup", Line: ln + 1, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
		}
		var row []int
		col := utf8.RuneCountInString(l[:len(l)-len(strings.TrimLeftFunc(l, unicode.IsSpace))])
		for _, ch := range t {
			col++
			v := 0
			switch {
			case ch == '.' || ch == '-' || ch == '_':
				v = White
			case ch == '#' || ch == 'B' || ch == 'X':
				v = Black
			case ch >= '0' && ch <= '4':
				v = int(ch - '0')
			case unicode.IsSpace(ch):
				return nil, &puzzles.ParseError{Genre: "lightup", Line: ln + 1, Column: col, Cell: true, Row: rows, Col: len(row),
					Msg: "a row is written without spaces between its cells"}
			default:
				s := string(ch)
				if ch == utf8.RuneError {
					s = "?"
				}
				return nil, &puzzles.ParseError{Genre: "lightup", Line: ln + 1, Column: col, Cell: true, Row: rows, Col: len(row),
					Msg: fmt.Sprintf("a cell is '.' (white), '#' (black) or a number 0..4, not %q", s)}
			}
			if len(row) >= MaxSide {
				return nil, &puzzles.ParseError{Genre: "lightup", Line: ln + 1, Column: col, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
			}
			row = append(row, v)
		}
		if cols < 0 {
			cols = len(row)
		} else if len(row) != cols {
			return nil, &puzzles.ParseError{Genre: "lightup", Line: ln + 1, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(row), cols)}
		}
		cells = append(cells, row...)
		rows++
	}
	if rows == 0 {
		return nil, perr("no rows")
	}
	return New(rows, cols, cells)
}

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// parseParams reads the parameters of a Light Up game ID: "WxH", and
// optionally the generator's "b<percent>", "s<symmetry>", "d<difficulty>"
// after it (which do not change the puzzle).
func parseParams(s string) (rows, cols int, err error) {
	ws, rest, ok := strings.Cut(s, "x")
	if !ok {
		return 0, 0, fmt.Errorf("game ID parameters %q are not WxH", clip(s))
	}
	k := 0
	for k < len(rest) && rest[k] >= '0' && rest[k] <= '9' {
		k++
	}
	hs, extra := rest[:k], rest[k:]
	for extra != "" {
		if !strings.ContainsRune("bsdr", rune(extra[0])) {
			return 0, 0, fmt.Errorf("game ID parameter %q is none of b (black squares), s (symmetry), d (difficulty)", clip(extra))
		}
		j := 1
		for j < len(extra) && extra[j] >= '0' && extra[j] <= '9' {
			j++
		}
		extra = extra[j:]
	}
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if err1 != nil || err2 != nil || w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return 0, 0, fmt.Errorf("game ID size %q is not WxH with sides 1..%d", clip(s), MaxSide)
	}
	return h, w, nil
}

// ParseGameID reads a game ID of Simon Tatham's Light Up, "WxH:DESC" (W
// columns, H rows; the parameters may carry the generator's settings,
// "10x10b20s1d2:DESC"): DESC gives the cells row-major, a lower-case
// letter a..z for a run of 1..26 white cells, 'B' a black cell, a digit
// 0..4 a black cell with that number.
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, ok := strings.Cut(strings.TrimSpace(id), ":")
	if !ok {
		return nil, perr("game ID %q has no ':'", clip(id))
	}
	rows, cols, err := parseParams(params)
	if err != nil {
		return nil, perr("%v", err)
	}
	n := rows * cols
	cells := make([]int, 0, n)
	for i := 0; i < len(desc); i++ {
		ch := desc[i]
		if len(cells) >= n {
			return nil, perr("game ID description goes on past the last of the %dx%d cells at character %d of it: %q", cols, rows, i+1, clip(desc[i:]))
		}
		switch {
		case ch >= 'a' && ch <= 'z':
			for k := 0; k <= int(ch-'a') && len(cells) < n; k++ {
				cells = append(cells, White)
			}
		case ch == 'B':
			cells = append(cells, Black)
		case ch >= '0' && ch <= '4':
			cells = append(cells, int(ch-'0'))
		default:
			c := len(cells)
			return nil, cellErr(c/cols, c%cols, "game ID character %q (character %d of the description) is none of a..z (white cells), B (black), 0..4 (numbers)", desc[i:i+1], i+1)
		}
	}
	if len(cells) < n {
		return nil, perr("game ID description gives %d of the %dx%d cells", len(cells), cols, rows)
	}
	return New(rows, cols, cells)
}

// GameID is the puzzle's game ID for Simon Tatham's Light Up,
// "WxH:DESC".
func (p *Puzzle) GameID() string {
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
	for _, v := range p.Cells {
		switch v {
		case White:
			run++
			continue
		case Black:
			flush()
			b.WriteByte('B')
		default:
			flush()
			b.WriteByte(byte('0' + v))
		}
	}
	flush()
	return b.String()
}

// URLTypes are the type names of Light Up's puzz.link URLs.
var URLTypes = []string{"lightup", "akari"}

// ParseURL reads a puzz.link (or pzv.jp) Light Up URL such as
// "https://puzz.link/p?lightup/6/6/nekcakbl": the columns, the rows and
// the black cells in pzprjs's 4-cell encoding (a digit 0..4 a numbered
// black cell, '5'..'9' and 'a'..'e' a number followed by one or two
// white cells, '.' a black cell without a number, 'g'..'z' 1..20 white
// cells). What follows the board is ignored, as pzprjs ignores it.
func ParseURL(text string) (*Puzzle, error) {
	u, err := pzpr.Parse(text)
	if err != nil {
		return nil, perr("%v", err)
	}
	ok := false
	for _, t := range URLTypes {
		ok = ok || u.Type == t
	}
	if !ok {
		return nil, perr("not a lightup URL: the type is %q", clip(u.Type))
	}
	vals, err := pzpr.NewReader(u).FourCell(u.Rows * u.Cols)
	if err != nil {
		return nil, perr("%v", err)
	}
	return New(u.Rows, u.Cols, vals)
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	return pzpr.Format("lightup", "", p.Cols, p.Rows, pzpr.FourCell(p.Cells))
}

// isGameID reports whether t (one word) looks like a game ID: WxH...:...
func isGameID(t string) bool {
	params, _, ok := strings.Cut(t, ":")
	return ok && strings.Contains(params, "x") && len(params) > 2 && params[0] >= '0' && params[0] <= '9'
}

// isQuery reports whether t is a URL's query alone: "lightup/COLS/ROWS/...".
func isQuery(t string) bool {
	for _, typ := range URLTypes {
		if strings.HasPrefix(strings.ToLower(t), typ+"/") {
			return true
		}
	}
	return false
}

// Parse accepts any of the text forms: a puzz.link URL, a game ID of
// Simon Tatham's Light Up, or the plain board.
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 && !strings.ContainsAny(lines[0], " \t") {
		t := lines[0]
		switch {
		case pzpr.IsURL(t) || isQuery(t):
			return ParseURL(t)
		case isGameID(t):
			return ParseGameID(t)
		}
	}
	return ParseGrid(text)
}
