package shakashaka

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// MaxSide is the largest side of a board.
const MaxSide = 64

// Cell values of a board.
const (
	// White is a cell that may hold a triangle.
	White = -1
	// Black is a black cell without a number.
	Black = -2
)

// Triangles, numbered as pzprjs numbers them, by the corner their
// black half fills: the element of triangle t in cell i is 4i + t - 2.
const (
	BottomLeft  = 2
	BottomRight = 3
	TopRight    = 4
	TopLeft     = 5
)

// Puzzle is a Shakashaka board of Rows x Cols cells, row-major: each
// White, Black, or a black cell with a number 0..4 (the triangles on
// its four neighbours).
type Puzzle struct {
	Rows, Cols int
	Cells      []int
}

// New returns the puzzle with the given cells, checked.
func New(rows, cols int, cells []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, &puzzles.ParseError{Genre: "shakashaka", Msg: fmt.Sprintf("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)}
	}
	if len(cells) != rows*cols {
		return nil, &puzzles.ParseError{Genre: "shakashaka", Msg: fmt.Sprintf("%d cells for %dx%d", len(cells), rows, cols)}
	}
	for i, v := range cells {
		if v < Black || v > 4 {
			return nil, &puzzles.ParseError{Genre: "shakashaka", Cell: true, Row: i / cols, Col: i % cols, Msg: fmt.Sprintf("a number is 0..4, not %d", v)}
		}
	}
	return &Puzzle{Rows: rows, Cols: cols, Cells: append([]int(nil), cells...)}, nil
}

// N is the number of cells.
func (p *Puzzle) N() int { return p.Rows * p.Cols }

// IsBlack reports whether cell i is black (with a number or without).
func (p *Puzzle) IsBlack(i int) bool { return p.Cells[i] != White }

// String is the board as text: '.' white, '#' black, a digit a black
// cell with its number.
func (p *Puzzle) String() string {
	var b strings.Builder
	for i, v := range p.Cells {
		switch v {
		case White:
			b.WriteByte('.')
		case Black:
			b.WriteByte('#')
		default:
			b.WriteByte(byte('0' + v))
		}
		if i%p.Cols == p.Cols-1 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// ParseGrid reads the plain board: one row per line, a character per
// cell: '.' white, '#' black, '0'..'4' a black cell with its number.
// Lines that are blank or start with '%' are skipped.
func ParseGrid(text string) (*Puzzle, error) {
	var cells []int
	rows, cols := 0, -1
	for n, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "%") {
			continue
		}
		lead := len([]rune(l)) - len([]rune(strings.TrimLeftFunc(l, unicode.IsSpace)))
		if rows >= MaxSide {
			return nil, &puzzles.ParseError{Genre: "shakashaka", Line: n + 1, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
		}
		k := 0
		for _, ch := range t {
			if k >= MaxSide {
				return nil, &puzzles.ParseError{Genre: "shakashaka", Line: n + 1, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
			}
			switch {
			case ch == '.':
				cells = append(cells, White)
			case ch == '#':
				cells = append(cells, Black)
			case ch >= '0' && ch <= '4':
				cells = append(cells, int(ch-'0'))
			default:
				return nil, &puzzles.ParseError{Genre: "shakashaka", Line: n + 1, Column: lead + k + 1, Cell: true, Row: rows, Col: k,
					Msg: fmt.Sprintf("a cell is '.', '#' or a number 0..4, not %q", ch)}
			}
			k++
		}
		if cols < 0 {
			cols = k
		} else if k != cols {
			return nil, &puzzles.ParseError{Genre: "shakashaka", Line: n + 1, Msg: fmt.Sprintf("the row has %d cells, the first row %d", k, cols)}
		}
		rows++
	}
	if rows == 0 {
		return nil, &puzzles.ParseError{Genre: "shakashaka", Msg: "no rows"}
	}
	return New(rows, cols, cells)
}

// ParseURL reads a puzz.link Shakashaka URL
// ("https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb"): pzprjs's 4-cell
// encoding, a number 0..4 or '.' for a black cell without one.
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzpr.Parse(url)
	if err != nil {
		return nil, urlError(err)
	}
	if u.Type != "shakashaka" {
		return nil, &puzzles.ParseError{Genre: "shakashaka", Msg: fmt.Sprintf("not a shakashaka URL: the type is %q", u.Type)}
	}
	if u.Cols > MaxSide || u.Rows > MaxSide {
		return nil, &puzzles.ParseError{Genre: "shakashaka", Msg: fmt.Sprintf("a board is 1..%d cells a side, not %dx%d", MaxSide, u.Rows, u.Cols)}
	}
	vals, err := pzpr.NewReader(u).FourCell(u.Rows * u.Cols)
	if err != nil {
		return nil, urlError(err)
	}
	cells := make([]int, len(vals))
	for i, v := range vals {
		switch v {
		case pzpr.Empty:
			cells[i] = White
		case pzpr.Unknown:
			cells[i] = Black
		default:
			cells[i] = v
		}
	}
	return New(u.Rows, u.Cols, cells)
}

func urlError(err error) error {
	var pe *pzpr.Error
	if errors.As(err, &pe) {
		return &puzzles.ParseError{Genre: "shakashaka", Line: 1, Column: pe.At, Msg: pe.Msg}
	}
	return &puzzles.ParseError{Genre: "shakashaka", Msg: err.Error()}
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	vals := make([]int, len(p.Cells))
	for i, v := range p.Cells {
		switch v {
		case White:
			vals[i] = pzpr.Empty
		case Black:
			vals[i] = pzpr.Unknown
		default:
			vals[i] = v
		}
	}
	return pzpr.Format("shakashaka", "", p.Cols, p.Rows, pzpr.FourCell(vals))
}

// Parse reads a puzz.link URL or the plain board.
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 && strings.Contains(lines[0], "/") && !strings.ContainsFunc(lines[0], unicode.IsSpace) {
		return ParseURL(lines[0])
	}
	return ParseGrid(text)
}

// The rules Check names (puzzles.RuleError's Rule).
const (
	// RuleOffBoard: an element is not a triangle of the board.
	RuleOffBoard = "off-board"
	// RuleOnBlack: a triangle is on a black cell.
	RuleOnBlack = "triangle-on-black"
	// RuleTwoTriangles: a cell holds two triangles.
	RuleTwoTriangles = "cell-two-triangles"
	// RuleNoTriangle: no triangle is placed.
	RuleNoTriangle = "no-triangle"
	// RuleNumberOver: a number has more triangles around it than it says.
	RuleNumberOver = "number-over"
	// RuleNotRectangle: a white area is no rectangle, upright or turned.
	RuleNotRectangle = "white-not-rectangle"
	// RuleNumberUnder: a number has fewer triangles around it than it
	// says.
	RuleNumberUnder = "number-under"
)

// PZPRCodes implements puzzles.RuleCoder: pzprjs's codes of its
// Shakashaka checklist and the rules they name.
func (genre) PZPRCodes() map[string]string {
	return map[string]string{
		"brNoTriangle": RuleNoTriangle,
		"nmTriangleGt": RuleNumberOver,
		"cuNotRectx":   RuleNotRectangle,
		"nmTriangleLt": RuleNumberUnder,
	}
}

// broken is the RuleError of rule, its place in the message.
func broken(rule, format string, args ...any) error {
	return &puzzles.RuleError{Genre: "shakashaka", Rule: rule, Row: -1, Col: -1, Msg: fmt.Sprintf(format, args...)}
}

// blackSide reports whether side s (0 top, 1 right, 2 bottom, 3 left)
// of a cell of kind t (0 white, 1 black, 2..5 a triangle) is black.
func blackSide(t, s int) bool {
	switch t {
	case 0:
		return false
	case 1:
		return true
	case BottomLeft:
		return s == 2 || s == 3
	case BottomRight:
		return s == 2 || s == 1
	case TopRight:
		return s == 0 || s == 1
	case TopLeft:
		return s == 0 || s == 3
	}
	return true
}

// Kinds returns each cell's kind under the triangles set: 0 white, 1
// black, 2..5 the triangle; an error for an element outside the board,
// a triangle on a black cell, or two triangles in one cell (a
// *puzzles.RuleError naming the rule).
func (p *Puzzle) Kinds(set []uint32) ([]int, error) {
	kind := make([]int, p.N())
	for i := range kind {
		if p.IsBlack(i) {
			kind[i] = 1
		}
	}
	for _, x := range set {
		i, t := int(x)/4, int(x)%4+2
		if i >= p.N() {
			return nil, broken(RuleOffBoard, "element %d is not a triangle of the %dx%d board", x, p.Rows, p.Cols)
		}
		switch {
		case p.IsBlack(i):
			return nil, broken(RuleOnBlack, "a triangle is on the black cell %s", puzzles.CellName(i/p.Cols, i%p.Cols))
		case kind[i] != 0:
			return nil, broken(RuleTwoTriangles, "the cell %s holds two triangles", puzzles.CellName(i/p.Cols, i%p.Cols))
		}
		kind[i] = t
	}
	return kind, nil
}

// Check returns nil when set (triangles) is a solution of p, and
// otherwise the first rule it breaks and where, in pzprjs's order: no
// triangle at all, a number with too many triangles around it, a white
// area that is not a rectangle, a number with too few. The error is a
// *puzzles.RuleError naming the rule (the Rule constants), its place in
// the message.
func (p *Puzzle) Check(set []uint32) error {
	kind, err := p.Kinds(set)
	if err != nil {
		return err
	}
	if len(set) == 0 {
		return broken(RuleNoTriangle, "no triangle is placed")
	}
	R, C := p.Rows, p.Cols
	count := func(i int) int {
		r, c := i/C, i%C
		n := 0
		for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
			rr, cc := r+d[0], c+d[1]
			if rr >= 0 && rr < R && cc >= 0 && cc < C && kind[rr*C+cc] >= 2 {
				n++
			}
		}
		return n
	}
	for i, v := range p.Cells {
		if v >= 0 && count(i) > v {
			return broken(RuleNumberOver, "the number %d at %s has %d triangles around it", v, puzzles.CellName(i/C, i%C), count(i))
		}
	}
	if err := p.checkAreas(kind); err != nil {
		return err
	}
	for i, v := range p.Cells {
		if v >= 0 && count(i) < v {
			return broken(RuleNumberUnder, "the number %d at %s has %d triangles around it", v, puzzles.CellName(i/C, i%C), count(i))
		}
	}
	return nil
}

// checkAreas finds the white areas as pzprjs does (cells not black,
// two side by side joined when the sides they share are both white)
// and accepts each that is a rectangle of white cells or whose every
// cell has black sides exactly where the area does not go on.
func (p *Puzzle) checkAreas(kind []int) error {
	R, C := p.Rows, p.Cols
	area := make([]int, p.N())
	for i := range area {
		area[i] = -1
	}
	dirs := [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}
	nb := func(i, s int) int {
		r, c := i/C+dirs[s][0], i%C+dirs[s][1]
		if r < 0 || r >= R || c < 0 || c >= C {
			return -1
		}
		return r*C + c
	}
	n := 0
	for s := range area {
		if kind[s] == 1 || area[s] >= 0 {
			continue
		}
		area[s] = n
		cells := []int{s}
		for k := 0; k < len(cells); k++ {
			i := cells[k]
			for d := 0; d < 4; d++ {
				j := nb(i, d)
				if j < 0 || kind[j] == 1 || area[j] >= 0 || blackSide(kind[i], d) || blackSide(kind[j], (d+2)%4) {
					continue
				}
				area[j] = n
				cells = append(cells, j)
			}
		}
		r0, r1, c0, c1, white := R, -1, C, -1, 0
		for _, i := range cells {
			r0, r1, c0, c1 = min(r0, i/C), max(r1, i/C), min(c0, i%C), max(c1, i%C)
			if kind[i] == 0 {
				white++
			}
		}
		if (r1-r0+1)*(c1-c0+1) != white {
			for _, i := range cells {
				for d := 0; d < 4; d++ {
					j := nb(i, d)
					out := j < 0 || area[j] != n
					if blackSide(kind[i], d) != out {
						return broken(RuleNotRectangle, "the white area at %s is not a rectangle", puzzles.CellName(s/C, s%C))
					}
				}
			}
		}
		n++
	}
	return nil
}
