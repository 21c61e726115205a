package heyawake

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// URLTypes are the type names of Heyawake's puzz.link URLs.
var URLTypes = []string{"heyawake", "heyawacky"}

// Parse reads a puzz.link URL or the plain board (ParseGrid).
func Parse(text string) (*Puzzle, error) {
	if lines := puzzles.ContentLines(text); len(lines) == 1 && (pzpr.IsURL(lines[0]) || isType(pzpr.TypeOf(lines[0]))) {
		return ParseURL(text)
	}
	return ParseGrid(text)
}

func isType(t string) bool {
	for _, u := range URLTypes {
		if t == u {
			return true
		}
	}
	return false
}

// urlLine finds the one line of text that is not blank or a comment:
// the line, its number (from 1) and the characters before it on its
// line.
func urlLine(text string) (string, int, int) {
	for i, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		lead := utf8.RuneCountInString(l[:len(l)-len(strings.TrimLeftFunc(l, unicode.IsSpace))])
		return t, i + 1, lead
	}
	return "", 0, 0
}

// ParseURL reads a puzz.link (or pzv.jp) Heyawake URL, as pzprjs
// decodes it: TYPE/COLS/ROWS/BODY with TYPE heyawake (or heyawacky),
// the body the borders (pzprjs's border encoding: the vertical borders
// row by row, then the horizontal ones, five to a base-32 character)
// and then one Number16 item per room in the order of the rooms' top
// cells. A body that ends early leaves the rest without borders or
// numbers, and what follows the numbers is ignored, as pzprjs does.
func ParseURL(text string) (*Puzzle, error) {
	line, ln, lead := urlLine(text)
	fail := func(err error) error {
		var e *pzpr.Error
		if errors.As(err, &e) {
			pe := &puzzles.ParseError{Genre: "heyawake", Line: ln, Msg: e.Msg}
			if e.At > 0 {
				pe.Column = lead + e.At
			}
			return pe
		}
		return &puzzles.ParseError{Genre: "heyawake", Line: ln, Msg: err.Error()}
	}
	u, err := pzpr.Parse(line)
	if err != nil {
		return nil, fail(err)
	}
	if !isType(u.Type) {
		return nil, &puzzles.ParseError{Genre: "heyawake", Line: ln, Msg: fmt.Sprintf("not a heyawake URL: its type is %q", clip(u.Type))}
	}
	rd := pzpr.NewReader(u)
	b, err := rd.Border(u.Rows, u.Cols)
	if err != nil {
		return nil, fail(err)
	}
	_, n := b.Rooms()
	nums, err := rd.Number16(n)
	if err != nil {
		return nil, fail(err)
	}
	p, err := New(u.Rows, u.Cols, b, nums)
	if pe, ok := err.(*puzzles.ParseError); ok {
		pe.Line = ln
	}
	return p, err
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	return pzpr.Format("heyawake", "", p.Cols, p.Rows, p.Borders.Encode()+pzpr.Number16(p.Nums))
}

// ParseGrid reads the plain board: one row per line, the cells
// separated by white space, each cell the name of its room (letters)
// followed, on one cell of a numbered room, by the room's number or
// '?'. A room is a connected piece of cells with the same name (a name
// may come back for another room elsewhere). Lines that are blank or
// start with '#' are skipped; errors name the line and column of the
// text (from 1) and the cell (from 0).
func ParseGrid(text string) (*Puzzle, error) {
	var label, nums []int
	names := map[string]int{}
	rows, cols := 0, -1
	for i, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if rows == MaxSide {
			return nil, &puzzles.ParseError{Genre: "heyawake", Line: i + 1, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
		}
		fs, at := puzzles.Fields(l)
		if len(fs) > MaxSide {
			return nil, &puzzles.ParseError{Genre: "heyawake", Line: i + 1, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
		}
		for c, f := range fs {
			k := 0
			for k < len(f) && isLetter(f[k]) {
				k++
			}
			name, num := f[:k], f[k:]
			bad := func(msg string) error {
				return &puzzles.ParseError{Genre: "heyawake", Line: i + 1, Column: at[c], Cell: true, Row: rows, Col: c, Msg: msg}
			}
			if name == "" {
				return nil, bad(fmt.Sprintf("a cell is a room's name (letters), perhaps with its number or '?', not %q", clip(f)))
			}
			v := NoNumber
			switch {
			case num == "":
			case num == "?":
				v = Unknown
			default:
				x, err := strconv.Atoi(num)
				if err != nil || x < 0 || x > MaxNumber || strings.HasPrefix(num, "+") {
					return nil, bad(fmt.Sprintf("a cell's number is 0..%d or '?', not %q", MaxNumber, clip(num)))
				}
				v = x
			}
			id, ok := names[name]
			if !ok {
				id = len(names)
				names[name] = id
			}
			label = append(label, id)
			nums = append(nums, v)
		}
		if cols < 0 {
			cols = len(fs)
		} else if len(fs) != cols {
			return nil, &puzzles.ParseError{Genre: "heyawake", Line: i + 1, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(fs), cols)}
		}
		rows++
	}
	if rows == 0 {
		return nil, &puzzles.ParseError{Genre: "heyawake", Msg: "no rows"}
	}
	return FromRooms(rows, cols, label, nums)
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// roomName is the k-th name of the sequence a..z, A..Z, aa, ab, ...
func roomName(k int) string {
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	s := ""
	for {
		s = string(letters[k%len(letters)]) + s
		k = k/len(letters) - 1
		if k < 0 {
			return s
		}
	}
}

// names gives each room a name no room beside it has: the first of
// roomName's sequence free, rooms taken in order.
func (p *Puzzle) names() []string {
	n := p.RoomCount()
	adj := make([]map[int]bool, n)
	for i := range adj {
		adj[i] = map[int]bool{}
	}
	C := p.Cols
	for i, r := range p.Room {
		if i%C+1 < C && p.Room[i+1] != r {
			adj[r][p.Room[i+1]], adj[p.Room[i+1]][r] = true, true
		}
		if i+C < len(p.Room) && p.Room[i+C] != r {
			adj[r][p.Room[i+C]], adj[p.Room[i+C]][r] = true, true
		}
	}
	color := make([]int, n)
	for r := range color {
		used := map[int]bool{}
		for q := range adj[r] {
			if q < r {
				used[color[q]] = true
			}
		}
		k := 0
		for used[k] {
			k++
		}
		color[r] = k
	}
	out := make([]string, n)
	for r, k := range color {
		out[r] = roomName(k)
	}
	return out
}

// String is the puzzle as text: the plain board of ParseGrid (each
// room's number on its top cell), or the URL when a border stands
// inside a room, which the plain board cannot show.
func (p *Puzzle) String() string {
	if !p.exact() {
		return p.URL() + "\n"
	}
	names := p.names()
	cell := make([]string, p.Cells())
	w := 0
	for i, r := range p.Room {
		s := names[r]
		if p.top[r] == i {
			switch v := p.Nums[r]; {
			case v == Unknown:
				s += "?"
			case v >= 0:
				s += strconv.Itoa(v)
			}
		}
		cell[i] = s
		w = max(w, len(s))
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			s := cell[r*p.Cols+c]
			b.WriteString(s)
			if c+1 < p.Cols {
				b.WriteString(strings.Repeat(" ", w-len(s)+1))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}
