package nurimaze

import (
	"fmt"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// Mark is what a cell holds besides its room.
type Mark byte

// The marks.
const (
	None     Mark = iota
	Start         // S: the maze's start
	Goal          // G: its goal
	Circle        // on the route from S to G
	Triangle      // unshaded, off the route
)

// markChars are the text grid's marks, by Mark.
const markChars = ".SGot"

// MaxSide bounds the rows and columns of a board.
const MaxSide = pzpr.MaxSide

// Puzzle is a Nurimaze board: Room[i] is cell i's room (numbered from
// 0 in the order of their first cell, row-major), Marks its mark.
type Puzzle struct {
	Rows, Cols int
	Room       []int
	Rooms      int
	Marks      []Mark
}

// newPuzzle returns a board of one room without marks.
func newPuzzle(rows, cols int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("nurimaze: a board is 1..%d rows by 1..%d columns, not %dx%d", MaxSide, MaxSide, rows, cols)
	}
	return &Puzzle{Rows: rows, Cols: cols, Room: make([]int, rows*cols), Rooms: 1, Marks: make([]Mark, rows*cols)}, nil
}

// find returns the cell holding mark m, -1 for none.
func (p *Puzzle) find(m Mark) int {
	for i, x := range p.Marks {
		if x == m {
			return i
		}
	}
	return -1
}

// roomName names room k in the text grid.
func roomName(k int) byte {
	const names = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	return names[k%len(names)]
}

// String is the board as text: the rooms (a character per cell, the
// same character for the cells of a room, rooms with the same
// character told apart by not touching), a blank line, the marks ('.',
// 'S' start, 'G' goal, 'o' circle, 't' triangle).
func (p *Puzzle) String() string {
	var b strings.Builder
	// Colour the rooms so that touching rooms differ.
	name := make([]byte, p.Rooms)
	used := make([]bool, p.Rooms)
	for i, k := range p.Room {
		if used[k] {
			continue
		}
		used[k] = true
		taken := map[byte]bool{}
		for j, l := range p.Room {
			if l == k {
				for _, n := range p.neighbours(j) {
					if p.Room[n] != k && p.Room[n] < k {
						taken[name[p.Room[n]]] = true
					}
				}
			}
		}
		c := 0
		for taken[roomName(c)] {
			c++
		}
		name[k] = roomName(c)
		_ = i
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteByte(name[p.Room[r*p.Cols+c]])
		}
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			b.WriteByte(markChars[p.Marks[r*p.Cols+c]])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// neighbours returns the cells next to cell i.
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

// perr is a ParseError of the genre.
func perr(line, col int, cell bool, r, c int, format string, args ...any) error {
	return &puzzles.ParseError{Genre: "nurimaze", Line: line, Column: col, Cell: cell, Row: r, Col: c, Msg: fmt.Sprintf(format, args...)}
}

// ParseGrid reads a board from text as String writes it: the rooms'
// block (a character per cell; the cells of a room are the connected
// cells of one character), a blank line, the marks' block. Lines
// starting with '#' are skipped.
func ParseGrid(text string) (*Puzzle, error) {
	var blocks [][]string
	var lineNo [][]int
	cur := -1
	for i, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "#") {
			continue
		}
		if t == "" {
			cur = -1
			continue
		}
		if cur < 0 {
			blocks = append(blocks, nil)
			lineNo = append(lineNo, nil)
			cur = len(blocks) - 1
		}
		blocks[cur] = append(blocks[cur], t)
		lineNo[cur] = append(lineNo[cur], i+1)
	}
	if len(blocks) != 2 {
		return nil, perr(0, 0, false, 0, 0, "the text has %d blocks of lines, want 2: the rooms, a blank line, the marks", len(blocks))
	}
	rooms, marks := blocks[0], blocks[1]
	R, C := len(rooms), len(rooms[0])
	if len(marks) != R {
		return nil, perr(lineNo[1][0], 0, false, 0, 0, "the marks have %d rows, the rooms %d", len(marks), R)
	}
	p, err := newPuzzle(R, C)
	if err != nil {
		return nil, perr(lineNo[0][0], 0, false, 0, 0, "%s", strings.TrimPrefix(err.Error(), "nurimaze: "))
	}
	for r := 0; r < R; r++ {
		if len(rooms[r]) != C {
			return nil, perr(lineNo[0][r], 0, false, 0, 0, "the row has %d cells, the first row %d", len(rooms[r]), C)
		}
		if len(marks[r]) != C {
			return nil, perr(lineNo[1][r], 0, false, 0, 0, "the row has %d cells, the board %d columns", len(marks[r]), C)
		}
		for c := 0; c < C; c++ {
			k := strings.IndexByte(markChars, marks[r][c])
			if k < 0 {
				return nil, perr(lineNo[1][r], c+1, true, r, c, "unexpected %q: a mark is '.', 'S' (start), 'G' (goal), 'o' (circle) or 't' (triangle)", marks[r][c])
			}
			p.Marks[r*C+c] = Mark(k)
		}
	}
	for _, m := range []Mark{Start, Goal} {
		n := 0
		for _, x := range p.Marks {
			if x == m {
				n++
			}
		}
		if n != 1 {
			return nil, perr(lineNo[1][0], 0, false, 0, 0, "the marks have %d %c, want one", n, markChars[m])
		}
	}
	// Rooms: connected cells of one character, numbered by first cell.
	id := make([]int, R*C)
	for i := range id {
		id[i] = -1
	}
	n := 0
	for i := range id {
		if id[i] >= 0 {
			continue
		}
		ch := rooms[i/C][i%C]
		stack := []int{i}
		id[i] = n
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, y := range p.neighbours(x) {
				if id[y] < 0 && rooms[y/C][y%C] == ch {
					id[y] = n
					stack = append(stack, y)
				}
			}
		}
		n++
	}
	p.Room, p.Rooms = id, n
	return p, nil
}

// urlTypes are the puzz.link type names of Nurimaze.
var urlTypes = []string{"nurimaze"}

// ParseURL reads a puzz.link URL (https://puzz.link/p?nurimaze/COLS/ROWS/BODY):
// the rooms' borders (pzprjs's border encoding), then the marks: '1'
// start, '2' goal, '3' circle, '4' triangle, '5'-'9' and 'a'-'z' that
// many minus 4 empty cells. Without a start or a goal, pzprjs puts them
// in the top left and bottom right cells.
func ParseURL(text string) (*Puzzle, error) {
	u, err := pzpr.Parse(strings.TrimSpace(text))
	if err != nil {
		return nil, perr(0, 0, false, 0, 0, "%s", err)
	}
	if u.Type != "nurimaze" {
		return nil, perr(0, 0, false, 0, 0, "not a Nurimaze URL (type %q, want nurimaze)", u.Type)
	}
	p, err := newPuzzle(u.Rows, u.Cols)
	if err != nil {
		return nil, perr(0, 0, false, 0, 0, "%s", strings.TrimPrefix(err.Error(), "nurimaze: "))
	}
	rd := pzpr.NewReader(u)
	bd, err := rd.Border(u.Rows, u.Cols)
	if err != nil {
		return nil, perr(0, 0, false, 0, 0, "%s", err)
	}
	p.Room, p.Rooms = bd.Rooms()
	start, goal := 0, len(p.Marks)-1
	c := 0
	rest := rd.Rest()
	for i := 0; i < len(rest) && c < len(p.Marks); i++ {
		ch := rest[i]
		switch {
		case ch == '1':
			start = c
		case ch == '2':
			goal = c
		case ch == '3':
			p.Marks[c] = Circle
		case ch == '4':
			p.Marks[c] = Triangle
		case ch >= '5' && ch <= '9':
			c += int(ch-'0') - 5
		case ch >= 'a' && ch <= 'z':
			c += int(ch-'a') + 10 - 5
		default:
			return nil, perr(0, 0, false, 0, 0, "character %d of the URL (counting from 1): %q is no mark or run of empty cells", u.BodyAt+len(u.Body)-len(rest)+i+1, ch)
		}
		c++
	}
	// pzprjs sets the start and goal after the marks.
	p.Marks[start] = Start
	p.Marks[goal] = Goal
	return p, nil
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	var b strings.Builder
	count := 0
	for _, m := range p.Marks {
		s := ""
		if m != None {
			s = string("01234"[m])
		} else {
			count++
		}
		if count == 0 {
			b.WriteString(s)
		} else if s != "" || count == 31 {
			b.WriteByte("0123456789abcdefghijklmnopqrstuvwxyz"[4+count])
			b.WriteString(s)
			count = 0
		}
	}
	if count > 0 {
		b.WriteByte("0123456789abcdefghijklmnopqrstuvwxyz"[4+count])
	}
	return pzpr.Format("nurimaze", "", p.Cols, p.Rows, pzpr.BordersOf(p.Rows, p.Cols, p.Room).Encode()+b.String())
}

// Parse reads a board from a grid or a puzz.link URL.
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 && (pzpr.IsURL(lines[0]) || pzpr.TypeOf(lines[0]) != "") {
		return ParseURL(lines[0])
	}
	return ParseGrid(text)
}
