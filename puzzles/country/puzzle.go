package country

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// Numbers of a room that are no count.
const (
	// None is a room without a number.
	None = pzpr.Empty
	// Unknown is a room whose number is not given ('?').
	Unknown = pzpr.Unknown
)

// MaxSide is the largest number of rows or columns of a board.
const MaxSide = pzpr.MaxSide

// Puzzle is a Country Road board: its rooms (Room[i] is cell i's room,
// numbered as puzz.link numbers them: by their first cell in row-major
// order), each room's number, and whether a room may be left unvisited
// (puzz.link's flag "e"). A number counts the room's cells on the loop;
// 0 counts nothing, as in puzz.link's checker.
type Puzzle struct {
	Rows, Cols int
	Room       []int
	Rooms      int
	Num        []int // per room: its number, None or Unknown
	// Empty lets rooms go unvisited.
	Empty bool
}

// New returns the board of rows x cols cells with the rooms of room
// (cells with the same value that touch make one room).
func New(rows, cols int, room []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("country: a board is 1..%d rows and columns, not %dx%d", MaxSide, rows, cols)
	}
	if len(room) != rows*cols {
		return nil, fmt.Errorf("country: %d room labels for %d cells", len(room), rows*cols)
	}
	b := pzpr.BordersOf(rows, cols, room)
	r, n := b.Rooms()
	p := &Puzzle{Rows: rows, Cols: cols, Room: r, Rooms: n, Num: make([]int, n)}
	for i := range p.Num {
		p.Num[i] = None
	}
	return p, nil
}

// Graph is the grid of cell centres, whose edges are the elements.
func (p *Puzzle) Graph() *graph.Graph {
	g, _ := graph.Grid(p.Rows, p.Cols)
	return g
}

// Vars is the number of edges.
func (p *Puzzle) Vars() int { return p.Rows*(p.Cols-1) + (p.Rows-1)*p.Cols }

// RightVar is the edge from (r, c) to (r, c+1) (graph.Grid's order: per
// cell row-major, the edge right, then the edge down), -1 for none.
func (p *Puzzle) RightVar(r, c int) int {
	if c+1 >= p.Cols {
		return -1
	}
	return p.firstVar(r, c)
}

// DownVar is the edge from (r, c) to (r+1, c), -1 for none.
func (p *Puzzle) DownVar(r, c int) int {
	if r+1 >= p.Rows {
		return -1
	}
	if c+1 < p.Cols {
		return p.firstVar(r, c) + 1
	}
	return p.firstVar(r, c)
}

func (p *Puzzle) firstVar(r, c int) int {
	C := p.Cols
	if r < p.Rows-1 {
		return r*(2*C-1) + 2*c
	}
	return r*(2*C-1) + c
}

// edgeCells returns the cells of edge v.
func (p *Puzzle) edgeCells(v int) (a, b int, ok bool) {
	if v < 0 || v >= p.Vars() {
		return 0, 0, false
	}
	C := p.Cols
	per := 2*C - 1
	r := v / per
	k := v % per
	if r >= p.Rows-1 {
		r = p.Rows - 1
		k = v - r*per
		return r*C + k, r*C + k + 1, true
	}
	c := k / 2
	if c == C-1 || k%2 == 1 {
		return r*C + c, (r+1)*C + c, true
	}
	return r*C + c, r*C + c + 1, true
}

// Top is the first cell of room k in row-major order, where its number
// is written.
func (p *Puzzle) Top(k int) int {
	for i, x := range p.Room {
		if x == k {
			return i
		}
	}
	return -1
}

const (
	dU = iota
	dD
	dL
	dR
)

func degree(e [4]bool) int {
	n := 0
	for _, x := range e {
		if x {
			n++
		}
	}
	return n
}

// decode returns each cell's edges (up, down, left, right).
func (p *Puzzle) decode(set []uint32) ([][4]bool, error) {
	C := p.Cols
	edges := make([][4]bool, p.Rows*C)
	for _, v := range set {
		a, b, ok := p.edgeCells(int(v))
		if !ok {
			return nil, fmt.Errorf("edge %d is not one of the board's (0..%d)", v, p.Vars()-1)
		}
		if b == a+1 && b%C != 0 {
			edges[a][dR], edges[b][dL] = true, true
		} else {
			edges[a][dD], edges[b][dU] = true, true
		}
	}
	return edges, nil
}

// Check returns nil when set is a solution, else the first rule it
// breaks (a *CheckError), in the order puzz.link checks them.
func (p *Puzzle) Check(set []uint32) error {
	e, err := p.decode(set)
	if err != nil {
		return fmt.Errorf("country: %v", err)
	}
	C := p.Cols
	at := func(i int) string { return puzzles.CellName(i/C, i%C) }
	fail := func(rule string, cell int, format string, args ...any) error {
		return &CheckError{Rule: rule, Row: cell / C, Col: cell % C, Msg: fmt.Sprintf(format, args...)}
	}
	for i := range e {
		if degree(e[i]) == 3 {
			return fail(RuleBranch, i, "the loop branches at %s", at(i))
		}
	}
	for i := range e {
		if degree(e[i]) == 4 {
			return fail(RuleCross, i, "the loop crosses itself at %s", at(i))
		}
	}
	cross := make([]int, p.Rooms)
	cells := make([]int, p.Rooms)
	for i := range e {
		if degree(e[i]) > 0 {
			cells[p.Room[i]]++
		}
		if e[i][dR] && p.Room[i] != p.Room[i+1] {
			cross[p.Room[i]]++
			cross[p.Room[i+1]]++
		}
		if e[i][dD] && p.Room[i] != p.Room[i+C] {
			cross[p.Room[i]]++
			cross[p.Room[i+C]]++
		}
	}
	for k := range cross {
		if cross[k] > 2 {
			return fail(RulePassTwice, p.Top(k), "the loop enters the room of %s more than once", at(p.Top(k)))
		}
	}
	for k, n := range p.Num {
		if n > 0 && cells[k] != n {
			return fail(RuleCount, p.Top(k), "the room of %s has %d cells on the loop, not %d", at(p.Top(k)), cells[k], n)
		}
	}
	if !p.Empty {
		for k := range cells {
			if cells[k] == 0 {
				return fail(RuleUnvisited, p.Top(k), "the loop misses the room of %s", at(p.Top(k)))
			}
		}
	}
	for i := range e {
		r, c := i/C, i%C
		if degree(e[i]) > 0 {
			continue
		}
		if c+1 < C && p.Room[i] != p.Room[i+1] && degree(e[i+1]) == 0 {
			return fail(RuleOffAdjacent, i, "the cells %s and %s, off the loop, touch across a room's border", at(i), at(i+1))
		}
		if r+1 < p.Rows && p.Room[i] != p.Room[i+C] && degree(e[i+C]) == 0 {
			return fail(RuleOffAdjacent, i, "the cells %s and %s, off the loop, touch across a room's border", at(i), at(i+C))
		}
	}
	for i := range e {
		if degree(e[i]) == 1 {
			return fail(RuleDeadEnd, i, "the loop ends at %s", at(i))
		}
	}
	first := -1
	seen := make([]bool, len(e))
	for i := range e {
		if degree(e[i]) == 0 || seen[i] {
			continue
		}
		if first >= 0 {
			return fail(RuleOneLoop, i, "the line is not one loop: %s is on another loop than %s", at(i), at(first))
		}
		first = i
		stack := []int{i}
		seen[i] = true
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for d, on := range e[x] {
				if y := x + [4]int{-C, C, -1, 1}[d]; on && !seen[y] {
					seen[y] = true
					stack = append(stack, y)
				}
			}
		}
	}
	return nil
}

var urlTypes = []string{"country"}

// Parse reads a puzz.link URL (or its query alone) or a text grid.
func Parse(text string) (*Puzzle, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if pzpr.IsURL(text) || strings.HasPrefix(t, "country/") || strings.HasPrefix(t, "country_edit/") || strings.HasPrefix(t, "country_play/") {
		return ParseURL(text)
	}
	return ParseGrid(text)
}

// ParseURL reads country/[e/]COLS/ROWS/BODY: the borders, then the
// rooms' numbers in Number16, as pzprjs's decodeBorder and
// decodeRoomNumber16 read them; the flag "e" lets rooms go unvisited.
func ParseURL(text string) (*Puzzle, error) {
	u, err := pzpr.Parse(text)
	if err != nil {
		return nil, urlErr(err)
	}
	if u.Type != "country" || u.Variant != "" {
		return nil, &puzzles.ParseError{Genre: "country", Msg: fmt.Sprintf("the URL is a %q puzzle, not Country Road (type country)", u.Type)}
	}
	rd := pzpr.NewReader(u)
	b, err := rd.Border(u.Rows, u.Cols)
	if err != nil {
		return nil, urlErr(err)
	}
	room, n := b.Rooms()
	nums, err := rd.Number16(n)
	if err != nil {
		return nil, urlErr(err)
	}
	p := &Puzzle{Rows: u.Rows, Cols: u.Cols, Room: room, Rooms: n, Num: nums, Empty: strings.Contains(u.Flag, "e")}
	return p, nil
}

func urlErr(err error) error {
	var e *pzpr.Error
	if errors.As(err, &e) {
		return &puzzles.ParseError{Genre: "country", Line: 1, Column: e.At, Msg: e.Msg}
	}
	return &puzzles.ParseError{Genre: "country", Msg: err.Error()}
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	flag := ""
	if p.Empty {
		flag = "e"
	}
	body := pzpr.BordersOf(p.Rows, p.Cols, p.Room).Encode() + pzpr.Number16(p.Num)
	return pzpr.Format("country", flag, p.Cols, p.Rows, body)
}

// ParseGrid reads the text grid: one row per line, a token per cell
// separated by spaces: the cell's room label (letters; cells with the
// same label that touch are one room), then optionally the room's
// number or '?' ("a3 a b"). Blank and comment ('#') lines are skipped.
func ParseGrid(text string) (*Puzzle, error) {
	type tok struct {
		label string
		num   int
		line  int
		col   int
	}
	var rows [][]tok
	for ln, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		var row []tok
		for i := 0; i < len(line); {
			if line[i] == ' ' || line[i] == '\t' || line[i] == '\r' {
				i++
				continue
			}
			j := i
			for j < len(line) && (line[j] >= 'a' && line[j] <= 'z' || line[j] >= 'A' && line[j] <= 'Z') {
				j++
			}
			if j == i {
				return nil, &puzzles.ParseError{Genre: "country", Line: ln + 1, Column: i + 1, Cell: true, Row: len(rows), Col: len(row), Msg: fmt.Sprintf("%q starts no cell: a room label (letters), then a number or '?'", line[i])}
			}
			t := tok{label: line[i:j], num: None, line: ln + 1, col: i + 1}
			k := j
			for k < len(line) && (line[k] >= '0' && line[k] <= '9' || line[k] == '?') {
				k++
			}
			switch s := line[j:k]; {
			case s == "":
			case s == "?":
				t.num = Unknown
			default:
				n, err := strconv.Atoi(s)
				if err != nil || n > 40000 {
					return nil, &puzzles.ParseError{Genre: "country", Line: ln + 1, Column: j + 1, Cell: true, Row: len(rows), Col: len(row), Msg: fmt.Sprintf("%q is no number or '?'", s)}
				}
				t.num = n
			}
			row = append(row, t)
			i = k
		}
		if len(rows) > 0 && len(row) != len(rows[0]) {
			return nil, &puzzles.ParseError{Genre: "country", Line: ln + 1, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(row), len(rows[0]))}
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		return nil, &puzzles.ParseError{Genre: "country", Msg: "the grid is empty"}
	}
	R, C := len(rows), len(rows[0])
	ids := map[string]int{}
	label := make([]int, 0, R*C)
	for _, row := range rows {
		for _, t := range row {
			if _, ok := ids[t.label]; !ok {
				ids[t.label] = len(ids)
			}
			label = append(label, ids[t.label])
		}
	}
	p, err := New(R, C, label)
	if err != nil {
		return nil, &puzzles.ParseError{Genre: "country", Msg: strings.TrimPrefix(err.Error(), "country: ")}
	}
	for i, t := range append([]tok(nil), flatten(rows)...) {
		if t.num == None {
			continue
		}
		k := p.Room[i]
		if p.Num[k] != None {
			return nil, &puzzles.ParseError{Genre: "country", Line: t.line, Column: t.col, Cell: true, Row: i / C, Col: i % C, Msg: "the room has a number already"}
		}
		p.Num[k] = t.num
	}
	return p, nil
}

func flatten[T any](rows [][]T) []T {
	var out []T
	for _, r := range rows {
		out = append(out, r...)
	}
	return out
}

// String is the board as the text grid: rooms labelled a..z, A..Z,
// then aa, ab, ... by their number, each room's number on its top cell.
func (p *Puzzle) String() string {
	var b strings.Builder
	top := make([]bool, len(p.Room))
	for k := 0; k < p.Rooms; k++ {
		top[p.Top(k)] = true
	}
	w := 1
	for i := range p.Room {
		w = max(w, len(p.token(i, top[i])))
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			t := p.token(r*p.Cols+c, top[r*p.Cols+c])
			if c+1 < p.Cols {
				t += strings.Repeat(" ", w+1-len(t))
			}
			b.WriteString(t)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func (p *Puzzle) token(i int, top bool) string {
	s := roomLabel(p.Room[i])
	if top {
		switch n := p.Num[p.Room[i]]; {
		case n == Unknown:
			s += "?"
		case n >= 0:
			s += strconv.Itoa(n)
		}
	}
	return s
}

// roomLabel is the label of room k: a..z, A..Z, then aa, ab, ...
func roomLabel(k int) string {
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	s := ""
	for k++; k > 0; k /= len(letters) {
		k--
		s = letters[k%len(letters):k%len(letters)+1] + s
	}
	return s
}
