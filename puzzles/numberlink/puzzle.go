// Package numberlink reads, solves, counts, draws and enumerates
// Numberlink puzzles on rectangular grids.
//
// A puzzle of H rows and W columns is played on graph.Grid(H, W): a
// solution is a set of edges of that graph (edge i is ZDD variable i)
// forming vertex-disjoint simple paths, one joining the two cells of each
// number. Three rule sets are supported (see Rule): C lets cells stay
// empty (the plain definition), B requires every cell to be covered, and
// A (the default, under which published puzzles are unique) also forbids
// a path from touching itself.
//
// Solution families are built top-down (package topdown), after
// deductions that fix edges. Under rules A and B a compact construction
// comes first (fill.go): one byte per frontier cell, exact under rule B;
// under rule A it builds a superset, rejecting what the bytes show (a
// path beside itself at its open ends, three sides of a unit square),
// whose sets are then checked one by one. Under rule C, or when that
// superset is too large to check, the exact construction of spec.go
// (Algorithm 2 over every edge, keeping under rule A the pairs of
// classes that must never join) builds the family. A board whose
// construction grows too wide is first narrowed by probing and, on large
// boards, by a SAT backbone (see Options).
//
// pzprv3 files (puzz.link's saved puzzle, type numlin) are read with
// their answer (ReadPZPRV3; the language's answer(p)), under the rule
// given (default A): the rows of numbers ('.' empty; '-' refused), then
// the paths' edges between horizontal neighbours (R rows of C-1 items,
// blank lines for one column), then between vertical ones (R-1 rows of
// C), 1 an edge, 0 none, -1 a cross (a mark, read as none). The same
// fields are written (PZPRV3). Check names the first rule broken (a
// *CheckError; PZPRCodes maps pzprjs's codes to zq's names): pzprjs's
// rules in its order, then zq's rules A and B (a cell not covered, a
// path touching itself), which pzprjs's numlin does not have. It agrees
// with every failcheck case of pzprjs's Numberlink, rule included, and
// under rule C with pzprjs's judge on 600 random answers of small
// boards.
package numberlink

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// Rule selects which edge sets count as solutions.
type Rule int

// The rule sets. Every rule requires vertex-disjoint simple paths along
// grid edges, one joining the two cells of each number, with numbered
// cells as path ends.
const (
	// RuleA requires every cell to be covered and no path to touch
	// itself: two orthogonally adjacent cells of one path are consecutive
	// on it. It is the default.
	RuleA Rule = iota
	// RuleB requires every cell to be covered.
	RuleB
	// RuleC lets cells stay empty.
	RuleC
)

// String returns "A", "B" or "C".
func (r Rule) String() string {
	switch r {
	case RuleA:
		return "A"
	case RuleB:
		return "B"
	case RuleC:
		return "C"
	}
	return "Rule(" + strconv.Itoa(int(r)) + ")"
}

// ParseRule reads "A", "B" or "C" (either case).
func ParseRule(s string) (Rule, error) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "A":
		return RuleA, nil
	case "B":
		return RuleB, nil
	case "C":
		return RuleC, nil
	}
	return 0, fmt.Errorf("numberlink: unknown rule %q (want A, B or C)", s)
}

// Puzzle is a Numberlink board: Rows x Cols cells in row-major order,
// each 0 (empty) or a positive number that occurs in exactly two cells.
// Make puzzles with New or the Parse functions, and treat them as
// read-only.
type Puzzle struct {
	// ID names the puzzle when it came from a data set block.
	ID string
	// Rows and Cols are the board's height and width.
	Rows, Cols int
	// Cells holds the number in each cell, row-major; 0 is empty.
	Cells []int

	pairs []int       // distinct numbers in order of first appearance
	ends  [][2]int    // ends[k] = the two cells of pairs[k]
	index map[int]int // number -> k
}

// ParseError reports bad puzzle input at a place: the line and column
// of the text (from 1) and the cell of the board (from 0), where they
// are known.
type ParseError = puzzles.ParseError

// textPos is where a cell's token starts in the text: line and column,
// counted from 1.
type textPos struct{ line, col int }

// placeCell gives an error of New about a cell the place of its token in
// the text, pos holding one per cell.
func placeCell(err error, cols int, pos []textPos) error {
	if pe, ok := err.(*ParseError); ok && pe.Cell {
		if i := pe.Row*cols + pe.Col; i >= 0 && i < len(pos) {
			pe.Line, pe.Column = pos[i].line, pos[i].col
		}
	}
	return err
}

// maxCells bounds the board size accepted by the parsers.
const maxCells = 1 << 20

// New checks a board given row-major and returns the puzzle. Every
// positive number must occur exactly twice; errors name the offending
// cell, (r, c) counted from 0.
func New(rows, cols int, cells []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 {
		return nil, &ParseError{Genre: "numberlink", Msg: fmt.Sprintf("board size %dx%d: rows and cols must be at least 1", rows, cols)}
	}
	if rows*cols > maxCells || rows > maxCells || cols > maxCells {
		return nil, &ParseError{Genre: "numberlink", Msg: fmt.Sprintf("board size %dx%d is too large", rows, cols)}
	}
	if len(cells) != rows*cols {
		return nil, &ParseError{Genre: "numberlink", Msg: fmt.Sprintf("board %dx%d needs %d cells, got %d", rows, cols, rows*cols, len(cells))}
	}
	p := &Puzzle{Rows: rows, Cols: cols, Cells: append([]int(nil), cells...), index: map[int]int{}}
	for i, x := range p.Cells {
		if x < 0 {
			return nil, &ParseError{Genre: "numberlink", Cell: true, Row: i / cols, Col: i % cols, Msg: fmt.Sprintf("negative number %d", x)}
		}
		if x == 0 {
			continue
		}
		k, ok := p.index[x]
		if !ok {
			k = len(p.pairs)
			p.index[x] = k
			p.pairs = append(p.pairs, x)
			p.ends = append(p.ends, [2]int{i, -1})
			continue
		}
		if p.ends[k][1] >= 0 {
			return nil, &ParseError{Genre: "numberlink", Cell: true, Row: i / cols, Col: i % cols,
				Msg: fmt.Sprintf("number %d appears a third time (also at %s and %s)",
					x, puzzles.CellName(p.ends[k][0]/cols, p.ends[k][0]%cols), puzzles.CellName(p.ends[k][1]/cols, p.ends[k][1]%cols))}
		}
		p.ends[k][1] = i
	}
	for k, e := range p.ends {
		if e[1] < 0 {
			return nil, &ParseError{Genre: "numberlink", Cell: true, Row: e[0] / cols, Col: e[0] % cols,
				Msg: fmt.Sprintf("number %d appears only once", p.pairs[k])}
		}
	}
	return p, nil
}

// Pairs returns the number of pairs (distinct numbers) on the board.
func (p *Puzzle) Pairs() int { return len(p.pairs) }

// Numbers returns the distinct numbers in order of first appearance.
func (p *Puzzle) Numbers() []int { return append([]int(nil), p.pairs...) }

// Ends returns the two cells (row-major indices) holding number x, and
// false if x is not on the board.
func (p *Puzzle) Ends(x int) (a, b int, ok bool) {
	k, ok := p.index[x]
	if !ok {
		return 0, 0, false
	}
	return p.ends[k][0], p.ends[k][1], true
}

// String renders the board in the inline text form: one row per line,
// numbers separated by spaces, "." for an empty cell.
func (p *Puzzle) String() string {
	w := 1
	for _, x := range p.Cells {
		if n := len(strconv.Itoa(x)); n > w {
			w = n
		}
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			s := "."
			if x := p.Cells[r*p.Cols+c]; x > 0 {
				s = strconv.Itoa(x)
			}
			fmt.Fprintf(&b, "%*s", w, s)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Parse reads a puzzle given in any supported form: a puzz.link numlin
// URL, a data set block (starting with a "puzzle" line; the first block
// is taken), or the inline grid of ParseGrid.
func Parse(text string) (*Puzzle, error) {
	t := strings.TrimSpace(text)
	if lines := puzzles.ContentLines(text); len(lines) == 1 {
		if l := lines[0]; len(strings.Fields(l)) == 1 && strings.Contains(l, "/") && (pzpr.TypeOf(l) == "numlin" || pzpr.TypeOf(l) == "numberlink") {
			return ParseURL(l)
		}
	}
	switch {
	case strings.HasPrefix(t, "puzzle ") || strings.HasPrefix(t, "puzzle\t"):
		insts, err := ReadSet(strings.NewReader(text))
		if err != nil {
			return nil, err
		}
		if len(insts) == 0 {
			return nil, &ParseError{Genre: "numberlink", Msg: "no puzzle block"}
		}
		return insts[0].Puzzle, nil
	}
	return ParseGrid(text)
}

// ParseGrid reads the inline form: one board row per line, cells
// separated by white space, each a non-negative integer, "." or "-"
// (0, "." and "-" are empty cells). Blank lines and lines starting with "#" are
// skipped; all rows must have the same length.
func ParseGrid(text string) (*Puzzle, error) {
	var cells []int
	var pos []textPos
	rows, cols := 0, 0
	for ln, line := range strings.Split(text, "\n") {
		f, at := puzzles.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if rows == 0 {
			cols = len(f)
		} else if len(f) != cols {
			return nil, &ParseError{Genre: "numberlink", Line: ln + 1,
				Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(f), cols)}
		}
		if (rows+1)*cols > maxCells {
			return nil, &ParseError{Genre: "numberlink", Line: ln + 1, Msg: "board is too large"}
		}
		for c, tok := range f {
			x, err := parseCell(tok)
			if err != nil {
				return nil, &ParseError{Genre: "numberlink", Line: ln + 1, Column: at[c], Cell: true, Row: rows, Col: c, Msg: err.Error()}
			}
			cells = append(cells, x)
			pos = append(pos, textPos{ln + 1, at[c]})
		}
		rows++
	}
	if rows == 0 {
		return nil, &ParseError{Genre: "numberlink", Msg: "empty board"}
	}
	p, err := New(rows, cols, cells)
	return p, placeCell(err, cols, pos)
}

func parseCell(tok string) (int, error) {
	if tok == "." || tok == "-" {
		return 0, nil
	}
	for _, ch := range tok {
		if ch < '0' || ch > '9' {
			return 0, fmt.Errorf("bad cell %q (want a non-negative integer or \".\")", tok)
		}
	}
	x, err := strconv.Atoi(tok)
	if err != nil || x > 1<<30 {
		return 0, fmt.Errorf("bad cell %q (number too large)", tok)
	}
	return x, nil
}

// Count is a recorded number of solutions: exact (N), at least N
// (AtLeast), or unknown (!Known).
type Count struct {
	Known   bool
	AtLeast bool
	N       int64
}

// String gives "N", "N+" or "?".
func (c Count) String() string {
	switch {
	case !c.Known:
		return "?"
	case c.AtLeast:
		return strconv.FormatInt(c.N, 10) + "+"
	}
	return strconv.FormatInt(c.N, 10)
}

// Matches reports whether an exact count n agrees with the record.
func (c Count) Matches(n int64) bool {
	switch {
	case !c.Known:
		return true
	case c.AtLeast:
		return n >= c.N
	}
	return n == c.N
}

func parseCount(s string) (Count, error) {
	if s == "?" {
		return Count{}, nil
	}
	c := Count{Known: true}
	if strings.HasSuffix(s, "+") {
		c.AtLeast = true
		s = s[:len(s)-1]
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		return Count{}, fmt.Errorf("bad count %q", s)
	}
	c.N = n
	return c, nil
}

// Instance is one block of a data set file: the puzzle, the recorded
// solution counts under rules A, B and C, and the recorded answer.
type Instance struct {
	Puzzle *Puzzle
	// Counts[r] is the recorded count under Rule r.
	Counts [3]Count
	// Status is the word after "solution": "A", "B", "unknown" or "none".
	Status string
	// Answer is the recorded solution as a label grid (row-major), or
	// nil when none is recorded.
	Answer []int
	// Comments holds the block's comment lines without the "#".
	Comments []string
	// Line is the line of the block's "puzzle" header.
	Line int
}

// ReadSet reads every block of a data set file:
//
//	puzzle <id> <W> <H>
//	# comments
//	<H lines of W integers>
//	counts A=<a> B=<b> C=<c>
//	solution A | solution B | solution unknown | solution none
//	<H lines of W integers after "solution A" or "solution B">
//	end
//
// Comment lines outside blocks are skipped.
func ReadSet(r io.Reader) ([]*Instance, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<26)
	ln := 0
	raw := "" // the line next returned, as it is in the text
	next := func() (string, bool) {
		for sc.Scan() {
			ln++
			raw = sc.Text()
			s := strings.TrimSpace(raw)
			if s != "" {
				return s, true
			}
		}
		return "", false
	}
	errf := func(format string, a ...any) error {
		return &ParseError{Genre: "numberlink", Line: ln, Msg: fmt.Sprintf(format, a...)}
	}
	var out []*Instance
	for {
		line, ok := next()
		if !ok {
			break
		}
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if f[0] != "puzzle" || len(f) != 4 {
			return out, errf("want \"puzzle <id> <W> <H>\", got %q", clip(line))
		}
		inst := &Instance{Line: ln}
		w, err1 := strconv.Atoi(f[2])
		h, err2 := strconv.Atoi(f[3])
		if err1 != nil || err2 != nil || w < 1 || h < 1 || w*h > maxCells || w > maxCells || h > maxCells {
			return out, errf("bad board size %q x %q", f[2], f[3])
		}
		var pos []textPos
		readGrid := func() ([]int, error) {
			cells := make([]int, 0, w*h)
			pos = pos[:0]
			for r := 0; r < h; r++ {
				line, ok := next()
				for ok && strings.HasPrefix(line, "#") {
					inst.Comments = append(inst.Comments, strings.TrimSpace(line[1:]))
					line, ok = next()
				}
				if !ok {
					return nil, errf("board ends after %d of %d rows", r, h)
				}
				g, at := puzzles.Fields(raw)
				if len(g) != w {
					return nil, &ParseError{Genre: "numberlink", Line: ln, Msg: fmt.Sprintf("the row has %d cells, want %d", len(g), w)}
				}
				for c, tok := range g {
					x, err := parseCell(tok)
					if err != nil {
						return nil, &ParseError{Genre: "numberlink", Line: ln, Column: at[c], Cell: true, Row: r, Col: c, Msg: err.Error()}
					}
					cells = append(cells, x)
					pos = append(pos, textPos{ln, at[c]})
				}
			}
			return cells, nil
		}
		cells, err := readGrid()
		if err != nil {
			return out, err
		}
		p, err := New(h, w, cells)
		if err != nil {
			if pe, ok := err.(*ParseError); ok && !pe.Cell {
				pe.Line = inst.Line
			}
			return out, placeCell(err, w, pos)
		}
		p.ID = f[1]
		inst.Puzzle = p
		line, ok = next()
		f = strings.Fields(line)
		if !ok || len(f) != 4 || f[0] != "counts" {
			return out, errf("want \"counts A=<a> B=<b> C=<c>\", got %q", clip(line))
		}
		for i, want := range []string{"A=", "B=", "C="} {
			if !strings.HasPrefix(f[i+1], want) {
				return out, errf("want %s<count>, got %q", want, clip(f[i+1]))
			}
			c, err := parseCount(f[i+1][2:])
			if err != nil {
				return out, errf("%v", err)
			}
			inst.Counts[i] = c
		}
		line, ok = next()
		f = strings.Fields(line)
		if !ok || len(f) != 2 || f[0] != "solution" {
			return out, errf("want \"solution A|B|unknown|none\", got %q", clip(line))
		}
		inst.Status = f[1]
		switch f[1] {
		case "A", "B":
			ans, err := readGrid()
			if err != nil {
				return out, err
			}
			inst.Answer = ans
		case "unknown", "none":
		default:
			return out, errf("unknown solution status %q", clip(f[1]))
		}
		line, ok = next()
		if !ok || line != "end" {
			return out, errf("want \"end\", got %q", clip(line))
		}
		out = append(out, inst)
	}
	if err := sc.Err(); err != nil {
		return out, &ParseError{Genre: "numberlink", Line: ln, Msg: err.Error()}
	}
	return out, nil
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}
