package yajilin

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// urlTypes are the puzz.link type names of Yajilin.
var urlTypes = []string{"yajilin", "yajirin"}

func parseErr(line, col int, cell bool, r, c int, format string, args ...any) error {
	return &puzzles.ParseError{Genre: "yajilin", Line: line, Column: col, Cell: cell, Row: r, Col: c, Msg: fmt.Sprintf(format, args...)}
}

// Parse reads a puzz.link URL (or its query part alone, TYPE/COLS/ROWS/
// BODY) or a text grid.
func Parse(text string) (*Puzzle, error) {
	if pzpr.IsURL(text) || isQuery(text) {
		return ParseURL(text)
	}
	return ParseGrid(text)
}

// ParseURL reads a puzz.link URL: yajilin/[FLAG/]COLS/ROWS/BODY, the
// body in pzprjs's arrow-number encoding; the flag's letter "o" asks
// the shaded cells to be outside the loop, "b" draws clue cells grey.
func ParseURL(text string) (*Puzzle, error) {
	u, err := pzpr.Parse(text)
	if err != nil {
		return nil, urlErr(err)
	}
	known := false
	for _, t := range urlTypes {
		known = known || u.Type == t
	}
	if !known {
		return nil, &puzzles.ParseError{Genre: "yajilin", Msg: fmt.Sprintf("the URL is a %q puzzle, not Yajilin (types %s)", u.Type, strings.Join(urlTypes, ", "))}
	}
	if u.Variant != "" {
		return nil, &puzzles.ParseError{Genre: "yajilin", Msg: fmt.Sprintf("the URL's variant %q is not Yajilin's", u.Variant)}
	}
	p, err := New(u.Rows, u.Cols)
	if err != nil {
		return nil, &puzzles.ParseError{Genre: "yajilin", Msg: err.Error()}
	}
	p.Outside = strings.Contains(u.Flag, "o")
	p.Grey = strings.Contains(u.Flag, "b")
	cells, err := pzpr.NewReader(u).ArrowNumber16(u.Rows * u.Cols)
	if err != nil {
		return nil, urlErr(err)
	}
	for i, a := range cells {
		switch {
		case a.Block:
			p.Clues[i] = Clue{Num: Block}
		case a.Num == pzpr.Empty:
			p.Clues[i] = Clue{Num: White}
		case a.Num == pzpr.Unknown:
			p.Clues[i] = Clue{Dir: a.Dir, Num: Unknown}
		default:
			p.Clues[i] = Clue{Dir: a.Dir, Num: a.Num}
		}
	}
	return p, nil
}

// isQuery reports whether text is a URL's query part alone:
// yajilin/... or yajirin/... (any case, _edit or _play suffixed).
func isQuery(text string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	typ, _, ok := strings.Cut(t, "/")
	if !ok || strings.ContainsAny(t, " \t\n") {
		return false
	}
	typ = strings.TrimSuffix(strings.TrimSuffix(typ, "_edit"), "_play")
	for _, u := range urlTypes {
		if typ == u {
			return true
		}
	}
	return false
}

func urlErr(err error) error {
	var e *pzpr.Error
	if errors.As(err, &e) {
		return &puzzles.ParseError{Genre: "yajilin", Line: 1, Column: e.At, Msg: e.Msg}
	}
	return &puzzles.ParseError{Genre: "yajilin", Msg: err.Error()}
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	cells := make([]pzpr.Arrow, len(p.Clues))
	for i, cl := range p.Clues {
		switch cl.Num {
		case White:
			cells[i] = pzpr.Arrow{Num: pzpr.Empty}
		case Block:
			cells[i] = pzpr.Arrow{Num: pzpr.Unknown, Block: true}
		case Unknown:
			cells[i] = pzpr.Arrow{Dir: cl.Dir, Num: pzpr.Unknown}
		default:
			cells[i] = pzpr.Arrow{Dir: cl.Dir, Num: cl.Num}
		}
	}
	flag := ""
	if p.Outside {
		flag += "o"
	}
	if p.Grey {
		flag += "b"
	}
	return pzpr.Format("yajilin", flag, p.Cols, p.Rows, pzpr.ArrowNumber16(cells))
}

// ParseGrid reads the text grid: one row per line, each cell '.' (no
// clue), 'X' (a clue cell without a number), '?' (a clue whose number
// is not given) or a number, the number or '?' followed by its arrow
// '^', 'v', '<' or '>'. Cells may be separated by spaces; a number
// without an arrow is read (puzz.link has them) and makes a board
// without solutions. Blank lines and comment lines ('#') are skipped.
func ParseGrid(text string) (*Puzzle, error) {
	var rows [][]Clue
	var lineNo []int
	for i, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		row, err := parseRow(line, i+1, len(rows))
		if err != nil {
			return nil, err
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, parseErr(i+1, 0, false, 0, 0, "the row has %d cells, the first row %d", len(row), len(rows[0]))
		}
		rows = append(rows, row)
		lineNo = append(lineNo, i+1)
	}
	if len(rows) == 0 {
		return nil, parseErr(0, 0, false, 0, 0, "the grid is empty")
	}
	p, err := New(len(rows), len(rows[0]))
	if err != nil {
		return nil, parseErr(0, 0, false, 0, 0, "%s", strings.TrimPrefix(err.Error(), "yajilin: "))
	}
	for r, row := range rows {
		copy(p.Clues[r*p.Cols:], row)
	}
	return p, nil
}

// parseRow reads the cells of one line (line number ln, board row r).
func parseRow(line string, ln, r int) ([]Clue, error) {
	var out []Clue
	s := []rune(line)
	for i := 0; i < len(s); {
		ch := s[i]
		col := i + 1
		c := len(out)
		switch {
		case ch == ' ' || ch == '\t' || ch == '\r':
			i++
			continue
		case ch == '.':
			out = append(out, Clue{Num: White})
			i++
			continue
		case ch == 'X':
			out = append(out, Clue{Num: Block})
			i++
			continue
		case ch == '?' || ch >= '0' && ch <= '9':
			num := Unknown
			j := i + 1
			if ch != '?' {
				for j < len(s) && s[j] >= '0' && s[j] <= '9' {
					j++
				}
				n, err := strconv.Atoi(string(s[i:j]))
				if err != nil || n > 4095 {
					return nil, parseErr(ln, col, true, r, c, "the number %q is too large (at most 4095)", string(s[i:j]))
				}
				num = n
			}
			dir := NoDir
			if j < len(s) {
				switch s[j] {
				case '^':
					dir = Up
				case 'v':
					dir = Down
				case '<':
					dir = Left
				case '>':
					dir = Right
				}
				if dir != NoDir {
					j++
				}
			}
			out = append(out, Clue{Dir: dir, Num: num})
			i = j
		default:
			return nil, parseErr(ln, col, true, r, c, "%q is no cell: '.', 'X', '?' or a number, with an arrow '^', 'v', '<' or '>'", ch)
		}
	}
	return out, nil
}
