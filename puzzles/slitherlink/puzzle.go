// Package slitherlink solves, counts and designs Slitherlink puzzles with
// ZDDs: every solution of a puzzle as one family over the edges of the
// dot grid, uniqueness, designer analytics, and the family of hint sets
// that make a chosen loop the unique solution.
//
// A puzzle of R x C cells is played on the dot grid graph.Grid(R+1, C+1);
// a solution is a set of that graph's edges (edge i = ZDD variable i).
// Hint sets are sets of cells, cell (r, c) = variable r*C+c.
//
// Solutions builds the family top-down (a frontier of mates, as for
// cycles, plus one edge counter per clue cell on the frontier). Before
// that, sound deductions fix the edges every solution has in or out
// (dot degrees, clue counts, patterns of 3s, the loop rule,
// inside/outside relations, and probing), and the construction forces
// them; when what is left is still too wide to build, the puzzle is
// split on an open edge and the two halves, each deduced again, are
// built and joined by union. The family is the same whichever way it is
// reached.
//
// Hints is the instance generator: for a loop and candidate cells, the
// family of hint sets that make the loop the only solution.
//
// pzprv3 files (puzz.link's saved puzzle, type slither) are read with
// their answer (ReadPZPRV3; the language's answer(p)), in version
// pzprv3 and in pzprv3.1, the one puzz.link saves now: the rows of clues
// ('.', 0-3, '-' read as none), in pzprv3.1 the rows of cell colours
// (ignored), then the loop's edges between vertically and then
// horizontally neighbouring dots (1 an edge, 0 none, -1 a cross, read
// as none). A pzprv3.1 file whose first line is "f" (the variant with
// every dot on the loop) is refused as a variant. zq writes version
// pzprv3 (PZPRV3): the clues and the edges. Check names the first rule
// broken, in pzprjs's order (a *CheckError; PZPRCodes maps pzprjs's
// codes to zq's names), and agrees with every failcheck case of
// pzprjs's Slitherlink it reads, rule included, and with pzprjs's
// judge on 600 random answers of small boards.
package slitherlink

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// NoClue marks a cell without a number.
const NoClue = -1

// MaxSide is the largest number of rows or columns accepted.
const MaxSide = 250

// Puzzle is a Slitherlink instance: Rows x Cols cells, each with a clue
// 0..3 or NoClue.
type Puzzle struct {
	Rows, Cols int
	// Clues holds Rows*Cols entries, row-major: 0..3 or NoClue.
	Clues []int8
	// ID is an optional name (the first field of a data-set line).
	ID string

	g     *graph.Graph
	right []int // right[v]: edge from dot v to the right, or -1
	down  []int // down[v]: edge from dot v downwards, or -1
}

// ParseError reports bad puzzle input with its place: the line and
// column of the text (from 1) and the cell (from 0), where they apply.
type ParseError = puzzles.ParseError

// New returns an empty puzzle (no clues) of rows x cols cells.
func New(rows, cols int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("slitherlink: size %dx%d out of range 1..%d", rows, cols, MaxSide)
	}
	p := &Puzzle{Rows: rows, Cols: cols, Clues: make([]int8, rows*cols)}
	for i := range p.Clues {
		p.Clues[i] = NoClue
	}
	p.init()
	return p, nil
}

func (p *Puzzle) init() {
	g, err := graph.Grid(p.Rows+1, p.Cols+1)
	if err != nil {
		panic(err) // sizes are checked by every constructor
	}
	p.g = g
	n := g.N()
	p.right = make([]int, n)
	p.down = make([]int, n)
	for i := range p.right {
		p.right[i], p.down[i] = -1, -1
	}
	for i, e := range g.Edges() {
		if e.V == e.U+1 {
			p.right[e.U] = i
		} else {
			p.down[e.U] = i
		}
	}
}

// Graph returns the dot grid graph.Grid(Rows+1, Cols+1) whose edges are
// the variables of every solution family.
func (p *Puzzle) Graph() *graph.Graph { return p.g }

// Edges returns the number of edges of the dot grid.
func (p *Puzzle) Edges() int { return p.g.M() }

// Clue returns the clue of cell (r, c) or NoClue.
func (p *Puzzle) Clue(r, c int) int { return int(p.Clues[r*p.Cols+c]) }

// HEdge returns the variable of the horizontal edge from dot (r, c) to
// dot (r, c+1): the top side of cell (r, c).
func (p *Puzzle) HEdge(r, c int) int { return p.right[r*(p.Cols+1)+c] }

// VEdge returns the variable of the vertical edge from dot (r, c) to dot
// (r+1, c): the left side of cell (r, c).
func (p *Puzzle) VEdge(r, c int) int { return p.down[r*(p.Cols+1)+c] }

// CellEdges returns the four edges around cell (r, c): top, left,
// right, bottom.
func (p *Puzzle) CellEdges(r, c int) [4]int {
	return [4]int{p.HEdge(r, c), p.VEdge(r, c), p.VEdge(r, c+1), p.HEdge(r+1, c)}
}

func newSized(rows, cols int) (*Puzzle, error) { return New(rows, cols) }

// ParseGrid reads the plain grid form: one row per line, '.' (or '-',
// '_', '?') for a cell without a clue and a digit 0..3 for a clue. Blank
// lines before and after the grid and spaces between cells are ignored.
func ParseGrid(text string) (*Puzzle, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	first, last := -1, -1
	for i, l := range lines {
		if strings.TrimSpace(l) != "" {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		return nil, &ParseError{Genre: "slitherlink", Msg: "no grid"}
	}
	var rows [][]int8
	for i := first; i <= last; i++ {
		row := i - first
		if strings.TrimSpace(lines[i]) == "" {
			return nil, &ParseError{Genre: "slitherlink", Line: i + 1, Msg: "blank line inside the grid"}
		}
		var cells []int8
		col := 0 // of the text, in characters
		for _, ch := range strings.TrimRight(lines[i], " \t\r") {
			col++
			if ch == ' ' || ch == '\t' {
				continue
			}
			v, err := cellValue(ch)
			if err != nil {
				return nil, &ParseError{Genre: "slitherlink", Line: i + 1, Column: col, Cell: true, Row: row, Col: len(cells), Msg: err.Error()}
			}
			cells = append(cells, v)
		}
		if len(rows) > 0 && len(cells) != len(rows[0]) {
			return nil, &ParseError{Genre: "slitherlink", Line: i + 1, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(cells), len(rows[0]))}
		}
		if len(cells) > MaxSide {
			return nil, &ParseError{Genre: "slitherlink", Line: i + 1, Msg: fmt.Sprintf("the row has %d cells, more than %d", len(cells), MaxSide)}
		}
		rows = append(rows, cells)
		if len(rows) > MaxSide {
			return nil, &ParseError{Genre: "slitherlink", Line: i + 1, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
		}
	}
	p, err := newSized(len(rows), len(rows[0]))
	if err != nil {
		return nil, err
	}
	for r, cells := range rows {
		copy(p.Clues[r*p.Cols:], cells)
	}
	return p, nil
}

func cellValue(ch rune) (int8, error) {
	switch {
	case ch == '.' || ch == '-' || ch == '_' || ch == '?':
		return NoClue, nil
	case ch >= '0' && ch <= '3':
		return int8(ch - '0'), nil
	case ch >= '4' && ch <= '9':
		return 0, fmt.Errorf("hint %c is above 3", ch)
	default:
		return 0, fmt.Errorf("bad character %q", ch)
	}
}

// ParseClues builds a rows x cols puzzle from rows*cols clue characters
// in row-major order ('.' or a digit 0..3), as in the data-set format.
func ParseClues(rows, cols int, clues string) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("size %dx%d out of range 1..%d", rows, cols, MaxSide)}
	}
	if len(clues) != rows*cols {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("%d clue characters, want rows*cols = %d", len(clues), rows*cols)}
	}
	p, err := newSized(rows, cols)
	if err != nil {
		return nil, err
	}
	for i := 0; i < len(clues); i++ {
		v, err := cellValue(rune(clues[i]))
		if err != nil {
			return nil, &ParseError{Genre: "slitherlink", Cell: true, Row: i / cols, Col: i % cols, Msg: err.Error()}
		}
		p.Clues[i] = v
	}
	return p, nil
}

// Entry is one line of the data-set format
//
//	id rows cols clues count solution [key=value ...]
type Entry struct {
	Puzzle *Puzzle
	// Count is the recorded number of solutions (-1 when not exact).
	Count int64
	// CountText is the count field as written: "N", "N+" (at least N)
	// or "?"; empty when the line has none.
	CountText string
	// Solution is a recorded solution as a set of edge variables (nil if
	// the line has none).
	Solution []uint32
	// Meta holds the key=value fields.
	Meta map[string]string
}

// ParseLine parses one data-set line (see the package documentation of
// the data set: horizontal edges first, then vertical ones).
func ParseLine(line string) (*Entry, error) {
	f := strings.Fields(line)
	if len(f) < 4 {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("%d fields, want at least 4 (id rows cols clues)", len(f))}
	}
	rows, err1 := strconv.Atoi(f[1])
	cols, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("bad size %q x %q", f[1], f[2])}
	}
	p, err := ParseClues(rows, cols, f[3])
	if err != nil {
		return nil, err
	}
	p.ID = f[0]
	e := &Entry{Puzzle: p, Count: -1, Meta: map[string]string{}}
	rest := f[4:]
	if len(rest) > 0 && !strings.Contains(rest[0], "=") {
		if n, err := strconv.ParseInt(rest[0], 10, 64); err == nil && n >= 0 {
			e.Count = n
		} else if c := rest[0]; c != "?" && !(strings.HasSuffix(c, "+") && isDigits(c[:len(c)-1])) {
			return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("bad count %q", rest[0])}
		}
		e.CountText = rest[0]
		rest = rest[1:]
	}
	if len(rest) > 0 && !strings.Contains(rest[0], "=") {
		sol, err := p.DecodeSolution(rest[0])
		if err != nil {
			return nil, err
		}
		e.Solution = sol
		rest = rest[1:]
	}
	for _, kv := range rest {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("bad field %q, want key=value", kv)}
		}
		e.Meta[k] = v
	}
	return e, nil
}

// DecodeSolution converts the data-set edge string (horizontal edges
// row by row, then vertical edges row by row, '1' = on the loop) into a
// sorted set of edge variables.
func (p *Puzzle) DecodeSolution(s string) ([]uint32, error) {
	R, C := p.Rows, p.Cols
	nh := (R + 1) * C
	if len(s) != nh+R*(C+1) {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("solution has %d characters, want %d", len(s), nh+R*(C+1))}
	}
	on := make([]bool, p.Edges())
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '0':
			continue
		case '1':
		default:
			return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("character %d of the solution (counting from 1) is %q, want 0 or 1", i+1, s[i])}
		}
		if i < nh {
			on[p.HEdge(i/C, i%C)] = true
		} else {
			j := i - nh
			on[p.VEdge(j/(C+1), j%(C+1))] = true
		}
	}
	return boolsToSet(on), nil
}

// EncodeSolution is the inverse of DecodeSolution.
func (p *Puzzle) EncodeSolution(set []uint32) string {
	on := p.setToBools(set)
	var b strings.Builder
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteByte(bit(on[p.HEdge(r, c)]))
		}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			b.WriteByte(bit(on[p.VEdge(r, c)]))
		}
	}
	return b.String()
}

func bit(b bool) byte {
	if b {
		return '1'
	}
	return '0'
}

func boolsToSet(on []bool) []uint32 {
	var s []uint32
	for i, b := range on {
		if b {
			s = append(s, uint32(i))
		}
	}
	return s
}

func (p *Puzzle) setToBools(set []uint32) []bool {
	on := make([]bool, p.Edges())
	for _, v := range set {
		if int(v) < len(on) {
			on[v] = true
		}
	}
	return on
}

// ParseURL reads a puzz.link / pzv.jp Slitherlink URL such as
// https://puzz.link/p?slither/5/5/cbcbcddad (columns, rows, then the
// pzpr four-valued cell encoding), split as pzprjs splits it (see
// package pzpr): http or https, puzz.link/p? or pzv.jp/p.html? or the
// query alone; data after the board is ignored, as pzprjs ignores it. A
// clue without its number ('.') is no clue.
func ParseURL(u string) (*Puzzle, error) {
	url, err := pzpr.Parse(u)
	if err != nil {
		return nil, &ParseError{Genre: "slitherlink", Msg: err.Error()}
	}
	if url.Type != "slither" && url.Type != "slitherlink" {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("URL %q is not a slither URL (?slither/cols/rows/body)", clip(u))}
	}
	if url.Rows > MaxSide || url.Cols > MaxSide {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("URL size %dx%d out of range 1..%d", url.Rows, url.Cols, MaxSide)}
	}
	p, err := newSized(url.Rows, url.Cols)
	if err != nil {
		return nil, err
	}
	vals, err := pzpr.NewReader(url).FourCell(url.Rows * url.Cols)
	if err != nil {
		return nil, &ParseError{Genre: "slitherlink", Msg: err.Error()}
	}
	for c, v := range vals {
		if v > 3 {
			return nil, &ParseError{Genre: "slitherlink", Cell: true, Row: c / url.Cols, Col: c % url.Cols, Msg: fmt.Sprintf("hint %d is above 3", v)}
		}
		if v >= 0 {
			p.Clues[c] = int8(v)
		}
	}
	return p, nil
}

// isDigits reports whether s is a non-empty run of decimal digits.
func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// clip cuts quoted input to a short excerpt for messages.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "..."
	}
	return s
}

func isNumber(s string) bool {
	if s == "" || len(s) > 6 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// ParseGameID reads a square-grid Loopy game ID "WxHt0:DESC" (W columns,
// H rows; DESC: digits are clues, letters a..z are runs of 1..26 empty
// cells).
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, ok := strings.Cut(strings.TrimSpace(id), ":")
	if !ok {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("game ID %q has no ':'", id)}
	}
	ws, hs, ok := strings.Cut(params, "x")
	if !ok {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("game ID parameters %q are not WxH", params)}
	}
	if k := strings.IndexByte(hs, 't'); k >= 0 {
		if hs[k:] != "t0" {
			return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("game ID tiling %q is not the square grid t0", hs[k:])}
		}
		hs = hs[:k]
	}
	if !isNumber(ws) || !isNumber(hs) {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("game ID parameters %q are not WxH", params)}
	}
	cols, _ := strconv.Atoi(ws)
	rows, _ := strconv.Atoi(hs)
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("game ID size %dx%d out of range", rows, cols)}
	}
	p, err := newSized(rows, cols)
	if err != nil {
		return nil, err
	}
	c := 0
	for k := 0; k < len(desc); k++ {
		ch := desc[k]
		switch {
		case ch >= 'a' && ch <= 'z':
			c += int(ch-'a') + 1
		case ch >= '0' && ch <= '9':
			if c >= len(p.Clues) {
				return nil, &ParseError{Genre: "slitherlink", Msg: "game ID description is longer than the grid"}
			}
			if ch > '3' {
				return nil, &ParseError{Genre: "slitherlink", Cell: true, Row: c / cols, Col: c % cols, Msg: fmt.Sprintf("hint %c is above 3", ch)}
			}
			p.Clues[c] = int8(ch - '0')
			c++
		default:
			return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("character %d of the game ID description (counting from 1) is %q", k+1, ch)}
		}
	}
	if c != len(p.Clues) {
		return nil, &ParseError{Genre: "slitherlink", Msg: fmt.Sprintf("game ID description covers %d cells, want %d", c, len(p.Clues))}
	}
	return p, nil
}

// Parse accepts any of the text forms: a puzz.link URL, a Loopy game ID,
// a data-set line, or the plain grid.
func Parse(text string) (*Puzzle, error) {
	t := strings.TrimSpace(text)
	switch {
	case len(strings.Fields(t)) == 1 && strings.Contains(t, "/") && (pzpr.TypeOf(t) == "slither" || pzpr.TypeOf(t) == "slitherlink"):
		return ParseURL(t)
	case !strings.Contains(t, "\n") && strings.Contains(t, ":") && strings.Contains(t, "x") && !strings.Contains(t, " "):
		return ParseGameID(t)
	case !strings.Contains(t, "\n") && len(strings.Fields(t)) >= 4:
		e, err := ParseLine(t)
		if err != nil {
			return nil, err
		}
		return e.Puzzle, nil
	}
	return ParseGrid(text)
}

// ReadEntries reads every data-set line of r, skipping blank lines and
// lines starting with '#'. Errors name the line.
func ReadEntries(r io.Reader) ([]*Entry, error) {
	return puzzles.ReadLines(r, ParseLine)
}

// String returns the plain grid form.
func (p *Puzzle) String() string {
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if v := p.Clue(r, c); v < 0 {
				b.WriteByte('.')
			} else {
				b.WriteByte(byte('0' + v))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// URL encodes the puzzle as a puzz.link Slitherlink URL (columns, rows,
// then the four-valued cell encoding ParseURL reads).
func (p *Puzzle) URL() string {
	vals := make([]int, len(p.Clues))
	for i, v := range p.Clues {
		vals[i] = int(v)
		if v == NoClue {
			vals[i] = pzpr.Empty
		}
	}
	return pzpr.Format("slither", "", p.Cols, p.Rows, pzpr.FourCell(vals))
}
