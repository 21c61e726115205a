package firefly

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// Values of a cell's number.
const (
	// Empty is a cell without a firefly.
	Empty = pzpr.Empty
	// Unknown is a firefly whose number is not given.
	Unknown = pzpr.Unknown
)

// Directions of a firefly's dot, numbered as pzprjs numbers them.
const (
	None  = pzpr.None
	Up    = pzpr.Up
	Down  = pzpr.Down
	Left  = pzpr.Left
	Right = pzpr.Right
)

// dr and dc are the steps of the directions (index 0 unused).
var (
	dr = [5]int{0, -1, 1, 0, 0}
	dc = [5]int{0, 0, 0, -1, 1}
)

// MaxSide bounds the rows and columns of a board.
const MaxSide = pzpr.MaxSide

// MaxNumber bounds a firefly's number.
const MaxNumber = 4095

// Cell is one cell of the board: Num is Empty for no firefly, Unknown
// for a firefly without a number, or the number of turns of the line
// leaving its dot; Dir is the side of its dot (None, Up, Down, Left,
// Right).
type Cell struct {
	Num, Dir int
}

// Firefly reports whether the cell holds a firefly.
func (c Cell) Firefly() bool { return c.Num != Empty }

// Puzzle is a Hotaru Beam board: Cells holds the cells row-major.
type Puzzle struct {
	Rows, Cols int
	Cells      []Cell
}

// New returns a board of rows x cols cells without fireflies.
func New(rows, cols int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("firefly: a board is 1..%d rows by 1..%d columns, not %dx%d", MaxSide, MaxSide, rows, cols)
	}
	p := &Puzzle{Rows: rows, Cols: cols, Cells: make([]Cell, rows*cols)}
	for i := range p.Cells {
		p.Cells[i].Num = Empty
	}
	return p, nil
}

// At returns the cell (r, c).
func (p *Puzzle) At(r, c int) Cell { return p.Cells[r*p.Cols+c] }

// Graph is the grid of cell centres, whose edges the solutions are.
func (p *Puzzle) Graph() *graph.Graph {
	g, _ := graph.Grid(p.Rows, p.Cols)
	return g
}

// Fireflies returns the number of fireflies.
func (p *Puzzle) Fireflies() int {
	n := 0
	for _, c := range p.Cells {
		if c.Firefly() {
			n++
		}
	}
	return n
}

// dirMarks are the text grid's marks of a dot's side, by direction.
const dirMarks = " ^v<>"

// token writes one cell of the text grid.
func (c Cell) token() string {
	if !c.Firefly() {
		return "."
	}
	s := "?"
	if c.Num >= 0 {
		s = strconv.Itoa(c.Num)
	}
	if c.Dir != None {
		s += string(dirMarks[c.Dir])
	}
	return s
}

// String is the board as text: one line per row, cells separated by
// spaces: '.' for an empty cell, a firefly as its number ('?' for
// none) followed by the side of its dot ('^', 'v', '<', '>'; nothing
// for a firefly without a dot).
func (p *Puzzle) String() string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(p.At(r, c).token())
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// parseToken reads one cell of the text grid.
func parseToken(t string) (Cell, bool) {
	if t == "." {
		return Cell{Num: Empty}, true
	}
	c := Cell{}
	if k := strings.IndexByte(dirMarks[1:], t[len(t)-1]); k >= 0 {
		c.Dir = k + 1
		t = t[:len(t)-1]
	}
	switch {
	case t == "?":
		c.Num = Unknown
	case t != "" && strings.Trim(t, "0123456789") == "" && len(t) <= 4:
		c.Num, _ = strconv.Atoi(t)
		if c.Num > MaxNumber {
			return c, false
		}
	default:
		return c, false
	}
	return c, true
}

// ParseGrid reads a board from text: one line per row, cells separated
// by spaces or tabs, as String writes them; blank lines and lines
// starting with '#' are skipped.
func ParseGrid(text string) (*Puzzle, error) {
	var rows [][]Cell
	var lines []int
	for i, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		var row []Cell
		col := 0
		for col < len(l) {
			if l[col] == ' ' || l[col] == '\t' || l[col] == '\r' {
				col++
				continue
			}
			end := col
			for end < len(l) && l[end] != ' ' && l[end] != '\t' && l[end] != '\r' {
				end++
			}
			c, ok := parseToken(l[col:end])
			if !ok {
				return nil, &puzzles.ParseError{Genre: "firefly", Line: i + 1, Column: col + 1, Cell: true, Row: len(rows), Col: len(row),
					Msg: fmt.Sprintf("unexpected %q: a cell is '.' or a firefly, its number 0..%d or '?' and the side of its dot ('^', 'v', '<', '>', or none)", l[col:end], MaxNumber)}
			}
			row = append(row, c)
			col = end
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, &puzzles.ParseError{Genre: "firefly", Line: i + 1,
				Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(row), len(rows[0]))}
		}
		rows = append(rows, row)
		lines = append(lines, i+1)
	}
	if len(rows) == 0 {
		return nil, &puzzles.ParseError{Genre: "firefly", Msg: "no board in the text"}
	}
	p, err := New(len(rows), len(rows[0]))
	if err != nil {
		return nil, &puzzles.ParseError{Genre: "firefly", Line: lines[0], Msg: strings.TrimPrefix(err.Error(), "firefly: ")}
	}
	for r, row := range rows {
		copy(p.Cells[r*p.Cols:], row)
	}
	return p, nil
}

// urlTypes are the puzz.link type names of Hotaru Beam.
var urlTypes = []string{"firefly"}

// urlError converts an error of package pzpr into a ParseError.
func urlError(err error) error {
	return &puzzles.ParseError{Genre: "firefly", Msg: strings.TrimPrefix(err.Error(), "pzpr: ")}
}

// ParseURL reads a puzz.link URL (https://puzz.link/p?firefly/COLS/ROWS/BODY):
// the cells in pzprjs's arrow-number encoding, the arrow being the
// side of the dot.
func ParseURL(text string) (*Puzzle, error) {
	u, err := pzpr.Parse(strings.TrimSpace(text))
	if err != nil {
		return nil, urlError(err)
	}
	if u.Type != "firefly" {
		return nil, &puzzles.ParseError{Genre: "firefly", Msg: fmt.Sprintf("not a Hotaru Beam URL (type %q, want firefly)", u.Type)}
	}
	p, err := New(u.Rows, u.Cols)
	if err != nil {
		return nil, &puzzles.ParseError{Genre: "firefly", Msg: strings.TrimPrefix(err.Error(), "firefly: ")}
	}
	cells, err := pzpr.NewReader(u).ArrowNumber16(u.Rows * u.Cols)
	if err != nil {
		return nil, urlError(err)
	}
	for i, a := range cells {
		if a.Block {
			return nil, &puzzles.ParseError{Genre: "firefly", Cell: true, Row: i / p.Cols, Col: i % p.Cols,
				Msg: "a block ('+') is no firefly"}
		}
		p.Cells[i] = Cell{Num: a.Num, Dir: a.Dir}
		if a.Num == Empty {
			p.Cells[i].Dir = None
		}
	}
	return p, nil
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	cells := make([]pzpr.Arrow, len(p.Cells))
	for i, c := range p.Cells {
		cells[i] = pzpr.Arrow{Num: c.Num, Dir: c.Dir}
	}
	return pzpr.Format("firefly", "", p.Cols, p.Rows, pzpr.ArrowNumber16(cells))
}

// Parse reads a board from a grid or a puzz.link URL.
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 && (pzpr.IsURL(lines[0]) || pzpr.TypeOf(lines[0]) != "") {
		return ParseURL(lines[0])
	}
	return ParseGrid(text)
}
