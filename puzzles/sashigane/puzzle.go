package sashigane

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

// The marks a cell may hold, numbered as pzprjs numbers them.
const (
	// Empty is a cell without a mark.
	Empty = 0
	// Up, Down, Left and Right are arrows: the cell is an end of its L
	// and the arrow points along the arm toward the corner.
	Up    = 1
	Down  = 2
	Left  = 3
	Right = 4
	// Circle is a circle: the cell is the corner of its L; its number,
	// if any, is the L's cell count.
	Circle = 5
	// Unknown is pzprjs's '?' mark, which no rule reads.
	Unknown = -2
)

// NoNumber is the number of a circle without one.
const NoNumber = -1

// MaxSide is the largest side of a board, and MaxNumber the largest
// number in a circle (the most pzprjs's URL writes).
const (
	MaxSide   = 64
	MaxNumber = 255
)

// Puzzle is a Sashigane board: Rows x Cols cells, row-major, each with
// a mark (Empty, an arrow, Circle or Unknown) and, for a circle, a
// number (NoNumber for none; 0 is read as pzprjs reads it, a number
// that asks nothing).
type Puzzle struct {
	Rows, Cols int
	Marks      []int
	Nums       []int

	g *graph.Graph
}

func perr(format string, args ...any) *puzzles.ParseError {
	return &puzzles.ParseError{Genre: "sashigane", Msg: fmt.Sprintf(format, args...)}
}

// New returns the puzzle of rows x cols cells with the marks and the
// circles' numbers (row-major), checked.
func New(rows, cols int, marks, nums []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, perr("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)
	}
	if len(marks) != rows*cols || len(nums) != rows*cols {
		return nil, perr("%d marks and %d numbers for a %dx%d board", len(marks), len(nums), rows, cols)
	}
	for i, v := range marks {
		cell := func(format string, args ...any) error {
			return &puzzles.ParseError{Genre: "sashigane", Cell: true, Row: i / cols, Col: i % cols, Msg: fmt.Sprintf(format, args...)}
		}
		if v != Unknown && (v < Empty || v > Circle) {
			return nil, cell("no mark %d", v)
		}
		if n := nums[i]; n != NoNumber && (v != Circle || n < 0 || n > MaxNumber) {
			if v != Circle {
				return nil, cell("a number is in a circle")
			}
			return nil, cell("a circle's number is 0..%d, not %d", MaxNumber, n)
		}
	}
	g, err := graph.Grid(rows, cols)
	if err != nil {
		return nil, perr("%v", err)
	}
	return &Puzzle{Rows: rows, Cols: cols, Marks: append([]int(nil), marks...), Nums: append([]int(nil), nums...), g: g}, nil
}

// N is the number of cells.
func (p *Puzzle) N() int { return p.Rows * p.Cols }

// Graph is the grid of the cells, graph.Grid(Rows, Cols): its edges are
// the solutions' elements, an edge taken when a border separates its
// two cells.
func (p *Puzzle) Graph() *graph.Graph { return p.g }

// at names cell i as the language does: "(2, 3)".
func (p *Puzzle) at(i int) string { return puzzles.CellName(i/p.Cols, i%p.Cols) }

var arrowChars = map[int]string{Up: "^", Down: "v", Left: "<", Right: ">"}

// token is cell i as the plain board writes it.
func (p *Puzzle) token(i int) string {
	switch m := p.Marks[i]; m {
	case Empty:
		return "."
	case Unknown:
		return "?"
	case Circle:
		if p.Nums[i] == NoNumber {
			return "o"
		}
		return strconv.Itoa(p.Nums[i])
	default:
		return arrowChars[m]
	}
}

// String is the board as text: one line per row, a character per cell
// ('.' nothing, 'o' a circle, a digit a circle with that number, '^'
// 'v' '<' '>' arrows, '?' pzprjs's unknown mark), cells separated by
// spaces when a number has two digits (a one-column board with such a
// number, whose lines would read as digits, is written as its URL).
func (p *Puzzle) String() string {
	wide := false
	for _, v := range p.Nums {
		wide = wide || v > 9
	}
	if wide && p.Cols == 1 {
		return p.URL() + "\n" // its lines would read as rows of digits
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if wide && c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(p.token(r*p.Cols + c))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// readToken reads one cell of the plain board.
func readToken(f string) (mark, num int, ok bool) {
	switch f {
	case ".":
		return Empty, NoNumber, true
	case "?":
		return Unknown, NoNumber, true
	case "o", "O":
		return Circle, NoNumber, true
	case "^":
		return Up, NoNumber, true
	case "v", "V":
		return Down, NoNumber, true
	case "<":
		return Left, NoNumber, true
	case ">":
		return Right, NoNumber, true
	}
	v, err := strconv.Atoi(f)
	if err != nil || v < 0 || v > MaxNumber || f[0] == '+' || f[0] == '-' {
		return 0, 0, false
	}
	return Circle, v, true
}

// ParseGrid reads the plain board: one row per line; when some line has
// spaces inside, the cells are whitespace-separated tokens, otherwise
// each character is a cell. A cell is '.' (nothing), 'o' (a circle), a
// number (a circle with that number: the L's cell count), '^' 'v' '<'
// '>' (an arrow) or '?' (pzprjs's unknown mark). Lines that are blank
// or start with '#' are comments. Errors name the line and column of the
// text (from 1) and the cell (from 0).
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
		return nil, &puzzles.ParseError{Genre: "sashigane", Line: ls[MaxSide].n, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
	}
	var marks, nums []int
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
			return nil, &puzzles.ParseError{Genre: "sashigane", Line: l.n, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
		}
		for c, f := range fs {
			m, v, ok := readToken(f)
			if !ok {
				if len(f) > 12 {
					f = f[:12] + "..."
				}
				return nil, &puzzles.ParseError{Genre: "sashigane", Line: l.n, Column: at[c], Cell: true, Row: r, Col: c,
					Msg: fmt.Sprintf("a cell is '.', 'o', a circle's number 0..%d, an arrow ^ v < > or '?', not %q", MaxNumber, f)}
			}
			marks = append(marks, m)
			nums = append(nums, v)
		}
		if cols < 0 {
			cols = len(fs)
		} else if len(fs) != cols {
			return nil, &puzzles.ParseError{Genre: "sashigane", Line: l.n, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(fs), cols)}
		}
	}
	return New(len(ls), cols, marks, nums)
}

// ParseURL reads a puzz.link (or pzv.jp) Sashigane URL such as
// "https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4". The body is
// pzprjs's own encoding of the genre (not one of package pzpr's shared
// ones): a hex digit is a circle with that number, '-' and two hex
// digits a circle with 16..255, '.' a circle without a number, '%' or
// '@' the unknown mark, 'g' 'h' 'i' 'j' the arrows up, down, left,
// right, and 'k'..'z' 1..16 empty cells. What follows the board is
// ignored, as pzprjs ignores it; a character none of these is an error
// (pzprjs passes over it as an empty cell).
func ParseURL(text string) (*Puzzle, error) {
	u, err := pzpr.Parse(text)
	if err != nil {
		return nil, perr("%v", err)
	}
	if u.Type != "sashigane" {
		return nil, perr("not a sashigane URL: the type is %q", u.Type)
	}
	if u.Cols > MaxSide || u.Rows > MaxSide {
		return nil, perr("a board is 1..%d cells a side, not %dx%d", MaxSide, u.Rows, u.Cols)
	}
	n := u.Rows * u.Cols
	marks := make([]int, n)
	nums := make([]int, n)
	for i := range nums {
		nums[i] = NoNumber
	}
	s := u.Body
	errAt := func(i int, format string, args ...any) error {
		r := pzpr.NewReaderString(s, u.BodyAt)
		r.Skip(i)
		return perr("%v", r.Errorf(format, args...))
	}
	c := 0
	for i := 0; i < len(s) && c < n; i++ {
		ch := s[i]
		switch {
		case ch >= '0' && ch <= '9':
			marks[c], nums[c] = Circle, int(ch-'0')
		case ch >= 'a' && ch <= 'f':
			marks[c], nums[c] = Circle, int(ch-'a')+10
		case ch == '-':
			v, err := strconv.ParseUint(s[i+1:min(len(s), i+3)], 16, 16)
			if err != nil || i+3 > len(s) {
				return nil, errAt(i, "'-' must be followed by 2 hex digits")
			}
			marks[c], nums[c] = Circle, int(v)
			i += 2
		case ch == '.':
			marks[c] = Circle
		case ch == '%' || ch == '@':
			marks[c] = Unknown
		case ch >= 'g' && ch <= 'j':
			marks[c] = int(ch-'g') + Up
		case ch >= 'k' && ch <= 'z':
			c += int(ch - 'k')
		default:
			return nil, errAt(i, "%q is no mark or run of empty cells (0-9, a-f, -, ., %%, @, g-z)", ch)
		}
		c++
	}
	return New(u.Rows, u.Cols, marks, nums)
}

// body writes the board in pzprjs's encoding of the genre (the reverse
// of ParseURL's reading).
func (p *Puzzle) body() string {
	var b strings.Builder
	count := 0
	flush := func() {
		if count > 0 {
			b.WriteByte(byte('k' + count - 1))
			count = 0
		}
	}
	for i, m := range p.Marks {
		s := ""
		switch m {
		case Empty:
			count++
			if count == 16 {
				flush()
			}
			continue
		case Circle:
			switch v := p.Nums[i]; {
			case v >= 0 && v < 16:
				s = strconv.FormatInt(int64(v), 16)
			case v >= 16 && v < 256:
				s = "-" + strconv.FormatInt(int64(v), 16)
			default:
				s = "."
			}
		case Unknown:
			s = "@"
		default:
			s = string(rune('g' + m - Up))
		}
		flush()
		b.WriteString(s)
	}
	flush()
	return b.String()
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	return pzpr.Format("sashigane", "", p.Cols, p.Rows, p.body())
}

// Parse accepts a puzz.link URL or the plain board.
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 && pzpr.IsURL(lines[0]) {
		return ParseURL(lines[0])
	}
	return ParseGrid(text)
}
