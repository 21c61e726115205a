// Package hitori is the Hitori genre of zq (Simon Tatham's "Singles"):
// shade cells of a board of numbers so that no number repeats among the
// unshaded cells of a row or a column, no two shaded cells touch
// orthogonally, and the unshaded cells stay connected.
//
// The solutions are sets of shaded cells, numbered row-major. Their ZDD
// is built top-down by a frontier-based search over the cells (spec.go)
// whose state holds, for the frontier row, which cells are shaded and
// the connected components of the unshaded ones, and for the no-repeat
// rule the numbers already left unshaded in the current row and above
// in each column that occur again later.
//
// A pzprv3 file (puzz.link's saved puzzle, type hitori) is read with its
// answer (ReadPZPRV3; the language's answer(p)): the numbers, then the
// shaded cells ('#'; '+' dots and '.' are unshaded); PZPRV3 writes the
// same, the unshaded cells of an answer as '+'. Check names the rule
// broken (a *puzzles.RuleError, the Rule constants): "shaded-adjacent",
// "unshaded-divided", "number-repeated"; PZPRCodes maps pzprjs's codes
// csAdjacent, cuDivideRB and nmDupRow to them, and brNoShade to
// "no-shaded", a rule zq does not have. pzprjs's failcheck cases all
// agree with Check but one: pzprjs calls an answer with nothing shaded
// incomplete (code brNoShade), while by the rules a board whose numbers
// never repeat, such as a board of blank cells, is solved with nothing
// shaded.
package hitori

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// MaxSide is the largest side of a board; Simon Tatham's generator makes
// boards up to 62 cells wide.
const MaxSide = 64

// MaxNumber is the largest number a cell may hold (two base-36 digits of
// a puzz.link URL).
const MaxNumber = 255

// Puzzle is a Hitori board: Rows x Cols cells, row-major, each holding a
// number 1..MaxNumber or 0 for a blank cell (blank cells, which
// puzz.link boards may have, never repeat).
type Puzzle struct {
	Rows, Cols int
	Nums       []int
}

// New returns the puzzle of rows x cols cells with the numbers nums
// (row-major, 0 for blank), checked.
func New(rows, cols int, nums []int) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("a board is 1..%d cells a side, not %dx%d", MaxSide, rows, cols)}
	}
	if len(nums) != rows*cols {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("%d numbers for %dx%d cells", len(nums), rows, cols)}
	}
	for i, v := range nums {
		if v < 0 || v > MaxNumber {
			return nil, &puzzles.ParseError{Genre: "hitori", Cell: true, Row: i / cols, Col: i % cols, Msg: fmt.Sprintf("number %d is not in 1..%d", v, MaxNumber)}
		}
		if cols == 1 && v > 61 {
			// its text is a character per row, as in Singles game IDs
			return nil, &puzzles.ParseError{Genre: "hitori", Cell: true, Row: i / cols, Col: i % cols, Msg: fmt.Sprintf("number %d is above 61, the largest a one-column board takes", v)}
		}
	}
	return &Puzzle{Rows: rows, Cols: cols, Nums: append([]int(nil), nums...)}, nil
}

// Num returns the number of cell (r, c), 0 for a blank cell.
func (p *Puzzle) Num(r, c int) int { return p.Nums[r*p.Cols+c] }

// Cells is the number of cells.
func (p *Puzzle) Cells() int { return p.Rows * p.Cols }

// at is a 0-based cell place as zq writes it: "(2, 3)".
func at(r, c int) string { return fmt.Sprintf("(%d, %d)", r, c) }

// The rules Check names (puzzles.RuleError's Rule).
const (
	// RuleOffBoard: an element is not a cell of the board.
	RuleOffBoard = "off-board"
	// RuleShadedTwice: an element is in the set twice.
	RuleShadedTwice = "shaded-twice"
	// RuleShadedAdjacent: two shaded cells touch.
	RuleShadedAdjacent = "shaded-adjacent"
	// RuleUnshadedDivided: the unshaded cells are not connected.
	RuleUnshadedDivided = "unshaded-divided"
	// RuleNumberRepeated: a number is unshaded twice in a row or
	// column.
	RuleNumberRepeated = "number-repeated"
	// RuleNoShade is pzprjs's rule that some cell is shaded, which zq's
	// Check never names: a board whose numbers never repeat is solved
	// with nothing shaded.
	RuleNoShade = "no-shaded"
)

// ruleMsg is the message of err without the genre's name when err is a
// *puzzles.RuleError, to be said inside another message.
func ruleMsg(err error) string {
	var re *puzzles.RuleError
	if errors.As(err, &re) {
		return re.Msg
	}
	return err.Error()
}

// broken is the RuleError of rule, its place in the message.
func broken(rule, format string, args ...any) error {
	return &puzzles.RuleError{Genre: "hitori", Rule: rule, Row: -1, Col: -1, Msg: fmt.Sprintf(format, args...)}
}

// Check returns nil when set (shaded cells, row-major) is a solution of
// p, and otherwise an error naming the first rule it breaks and where,
// in pzprjs's order: two shaded cells that touch, unshaded cells cut
// off from the others, a number repeated among the unshaded cells of a
// row or column. The error is a *puzzles.RuleError naming the rule (the
// Rule constants), its place in the message.
func (p *Puzzle) Check(set []uint32) error {
	n := p.Cells()
	shaded := make([]bool, n)
	for _, x := range set {
		if int(x) >= n {
			return broken(RuleOffBoard, "element %d is not a cell of the %dx%d board", x, p.Rows, p.Cols)
		}
		if shaded[x] {
			return broken(RuleShadedTwice, "cell %s is shaded twice", at(int(x)/p.Cols, int(x)%p.Cols))
		}
		shaded[x] = true
	}
	return p.checkShading(shaded)
}

func (p *Puzzle) checkShading(shaded []bool) error {
	R, C := p.Rows, p.Cols
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			i := r*C + c
			if !shaded[i] {
				continue
			}
			if c+1 < C && shaded[i+1] {
				return broken(RuleShadedAdjacent, "the shaded cells at %s and %s touch", at(r, c), at(r, c+1))
			}
			if r+1 < R && shaded[i+C] {
				return broken(RuleShadedAdjacent, "the shaded cells at %s and %s touch", at(r, c), at(r+1, c))
			}
		}
	}
	comp := p.components(shaded)
	first := -1
	for i, k := range comp {
		if k < 0 {
			continue
		}
		if first < 0 {
			first = i
		} else if k != comp[first] {
			return broken(RuleUnshadedDivided, "the unshaded cells are not connected: %s cannot reach %s", at(i/C, i%C), at(first/C, first%C))
		}
	}
	for r := 0; r < R; r++ {
		seen := map[int]int{}
		for c := 0; c < C; c++ {
			v := p.Num(r, c)
			if v == 0 || shaded[r*C+c] {
				continue
			}
			if c0, ok := seen[v]; ok {
				return broken(RuleNumberRepeated, "the number %d is unshaded twice in row %d, at %s and %s", v, r, at(r, c0), at(r, c))
			}
			seen[v] = c
		}
	}
	for c := 0; c < C; c++ {
		seen := map[int]int{}
		for r := 0; r < R; r++ {
			v := p.Num(r, c)
			if v == 0 || shaded[r*C+c] {
				continue
			}
			if r0, ok := seen[v]; ok {
				return broken(RuleNumberRepeated, "the number %d is unshaded twice in column %d, at %s and %s", v, c, at(r0, c), at(r, c))
			}
			seen[v] = r
		}
	}
	return nil
}

// components labels each unshaded cell with its connected component
// (the row-major index of its first cell), shaded cells with -1.
func (p *Puzzle) components(shaded []bool) []int {
	n, C := p.Cells(), p.Cols
	comp := make([]int, n)
	for i := range comp {
		comp[i] = -1
	}
	var stack []int
	for s := 0; s < n; s++ {
		if shaded[s] || comp[s] >= 0 {
			continue
		}
		comp[s] = s
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := i/C, i%C
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= p.Rows || cc < 0 || cc >= C {
					continue
				}
				j := rr*C + cc
				if !shaded[j] && comp[j] < 0 {
					comp[j] = s
					stack = append(stack, j)
				}
			}
		}
	}
	return comp
}

// Set returns the shaded cells of a shading, row-major.
func Set(shaded []bool) []uint32 {
	var out []uint32
	for i, b := range shaded {
		if b {
			out = append(out, uint32(i))
		}
	}
	return out
}

// Shading returns the cells of set as a board of booleans.
func (p *Puzzle) Shading(set []uint32) []bool {
	s := make([]bool, p.Cells())
	for _, x := range set {
		if int(x) < len(s) {
			s[x] = true
		}
	}
	return s
}

// tathamChar is Simon Tatham's character for a number 1..61: digits,
// then a..z for 10..35 and A..Z for 36..61.
func tathamChar(v int) byte {
	switch {
	case v < 10:
		return byte('0' + v)
	case v < 36:
		return byte('a' + v - 10)
	case v < 62:
		return byte('A' + v - 36)
	}
	return '?'
}

// tathamNum reads a character of tathamChar, -1 for any other.
func tathamNum(ch byte) int {
	switch {
	case ch >= '0' && ch <= '9':
		return int(ch - '0')
	case ch >= 'a' && ch <= 'z':
		return int(ch-'a') + 10
	case ch >= 'A' && ch <= 'Z':
		return int(ch-'A') + 36
	}
	return -1
}

// String is the board as text: one line per row, each cell a digit (or
// '.' for a blank) when every number is below 10, and otherwise the
// numbers separated by spaces. (A one-column board with larger numbers
// is written with Simon Tatham's letters, since a lone field would read
// as digits.)
func (p *Puzzle) String() string {
	big := false
	for _, v := range p.Nums {
		big = big || v > 9
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			v := p.Num(r, c)
			switch {
			case big && p.Cols > 1:
				if c > 0 {
					b.WriteByte(' ')
				}
				if v == 0 {
					b.WriteByte('.')
				} else {
					b.WriteString(strconv.Itoa(v))
				}
			case v == 0:
				b.WriteByte('.')
			default:
				b.WriteByte(tathamChar(v))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ParseGrid reads the plain board: one row per line; when some line has
// spaces inside, the cells are whitespace-separated decimal numbers or
// '.', and otherwise each character is a cell (a digit 1..9, a letter as
// in Simon Tatham's game IDs, a..z for 10..35 and A..Z for 36..61, or
// '.'). Lines that are blank or start with '#' are skipped; errors name
// the line and column of the text (from 1) and the cell (from 0).
func ParseGrid(text string) (*Puzzle, error) {
	type line struct {
		n    int
		text string // the line without the white space around it
		raw  string // the line as in the text
		lead int    // the characters before text in raw
	}
	var ls []line
	spaced := false
	for i, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		lead := utf8.RuneCountInString(l[:len(l)-len(strings.TrimLeftFunc(l, unicode.IsSpace))])
		ls = append(ls, line{i + 1, t, l, lead})
		spaced = spaced || strings.ContainsAny(t, " \t")
	}
	if len(ls) == 0 {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: "no rows"}
	}
	if len(ls) > MaxSide {
		return nil, &puzzles.ParseError{Genre: "hitori", Line: ls[MaxSide].n, Msg: fmt.Sprintf("more than %d rows", MaxSide)}
	}
	var nums []int
	cols := -1
	for r, l := range ls {
		var row []int
		if spaced {
			fs, at := puzzles.Fields(l.raw)
			for c, f := range fs {
				if c >= MaxSide {
					return nil, &puzzles.ParseError{Genre: "hitori", Line: l.n, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
				}
				if f == "." {
					row = append(row, 0)
					continue
				}
				v, err := strconv.Atoi(f)
				if err != nil || v < 1 || v > MaxNumber {
					return nil, &puzzles.ParseError{Genre: "hitori", Line: l.n, Column: at[c], Cell: true, Row: r, Col: c, Msg: fmt.Sprintf("a cell is a number 1..%d or '.', not %q", MaxNumber, clip(f))}
				}
				row = append(row, v)
			}
		} else {
			if len(l.text) > MaxSide {
				return nil, &puzzles.ParseError{Genre: "hitori", Line: l.n, Msg: fmt.Sprintf("more than %d columns", MaxSide)}
			}
			for c := 0; c < len(l.text); c++ {
				ch := l.text[c]
				if ch == '.' {
					row = append(row, 0)
					continue
				}
				v := tathamNum(ch)
				if v < 1 {
					return nil, &puzzles.ParseError{Genre: "hitori", Line: l.n, Column: l.lead + utf8.RuneCountInString(l.text[:c]) + 1, Cell: true, Row: r, Col: c,
						Msg: fmt.Sprintf("a cell is a digit 1..9, a letter a..z or A..Z (10..61) or '.', not %q", clip(l.text[c:c+1]))}
				}
				row = append(row, v)
			}
		}
		if cols < 0 {
			cols = len(row)
		} else if len(row) != cols {
			return nil, &puzzles.ParseError{Genre: "hitori", Line: l.n, Msg: fmt.Sprintf("the row has %d cells, the first row %d", len(row), cols)}
		}
		nums = append(nums, row...)
	}
	return New(len(ls), cols, nums)
}

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// Params are the parameters of Simon Tatham's generator a game ID may
// carry: "5x5" or, with the difficulty, "5x5de" (e easy, k tricky).
func parseParams(s string) (rows, cols int, diff string, err error) {
	ws, rest, ok := strings.Cut(s, "x")
	if !ok {
		return 0, 0, "", fmt.Errorf("game ID parameters %q are not WxH", clip(s))
	}
	hs := rest
	if k := strings.IndexByte(rest, 'd'); k >= 0 {
		hs, diff = rest[:k], rest[k+1:]
		if diff != "e" && diff != "k" {
			return 0, 0, "", fmt.Errorf("game ID difficulty %q is not e (easy) or k (tricky)", clip(diff))
		}
	}
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if err1 != nil || err2 != nil || w < 2 || h < 2 || w > 62 || h > 62 {
		return 0, 0, "", fmt.Errorf("game ID size %q is not WxH with sides 2..62", clip(s))
	}
	return h, w, diff, nil
}

// ParseGameID reads a game ID of Simon Tatham's Singles, "WxH:DESC" (W
// columns, H rows, optionally with the difficulty, "WxHdk:DESC"): DESC
// holds one character per cell, row-major, the number as a digit or a
// letter (a..z 10..35, A..Z 36..61), each in 1..max(W, H).
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, ok := strings.Cut(strings.TrimSpace(id), ":")
	if !ok {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("game ID %q has no ':'", clip(id))}
	}
	rows, cols, _, err := parseParams(params)
	if err != nil {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: err.Error()}
	}
	if len(desc) != rows*cols {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("game ID description has %d characters for %dx%d cells", len(desc), cols, rows)}
	}
	o := max(rows, cols)
	nums := make([]int, rows*cols)
	for i := 0; i < len(desc); i++ {
		v := tathamNum(desc[i])
		if v < 1 || v > o {
			return nil, &puzzles.ParseError{Genre: "hitori", Cell: true, Row: i / cols, Col: i % cols, Msg: fmt.Sprintf("game ID character %q is not a number 1..%d", desc[i:i+1], o)}
		}
		nums[i] = v
	}
	return New(rows, cols, nums)
}

// GameID is the puzzle's game ID for Simon Tatham's Singles, "WxH:DESC",
// or an error when the board has none: a blank cell, a side below 2 or
// above 62, or a number above the longer side.
func (p *Puzzle) GameID() (string, error) {
	if p.Rows < 2 || p.Cols < 2 || p.Rows > 62 || p.Cols > 62 {
		return "", fmt.Errorf("Singles boards are 2..62 cells a side, not %dx%d", p.Rows, p.Cols)
	}
	o := max(p.Rows, p.Cols)
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.Cols, p.Rows)
	for i, v := range p.Nums {
		if v < 1 || v > o {
			what := fmt.Sprintf("the number %d", v)
			if v == 0 {
				what = "a blank"
			}
			return "", fmt.Errorf("cell %s holds %s, and Singles numbers are 1..%d", at(i/p.Cols, i%p.Cols), what, o)
		}
		b.WriteByte(tathamChar(v))
	}
	return b.String(), nil
}

// ParseURL reads a puzz.link (or pzv.jp) Hitori URL such as
// "https://puzz.link/p?hitori/4/4/1114142333214213": the columns, the
// rows and one item per cell as pzprjs writes it, a base-36 digit
// (0..9, a..z), '-' and two base-36 digits for larger numbers, '.' for a
// blank cell; '%' (a number not given) is refused. The URL is split as
// pzprjs splits it (see package pzpr: http or https, puzz.link/p? or
// pzv.jp/p.html? or the query alone); data after the board is ignored,
// as pzprjs ignores it.
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzpr.Parse(url)
	if err != nil {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: err.Error()}
	}
	if u.Type != "hitori" {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("not a hitori URL: %q", clip(url))}
	}
	cols, rows := u.Cols, u.Rows
	if cols > MaxSide || rows > MaxSide {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("bad board size %d/%d in the URL (sides 1..%d)", cols, rows, MaxSide)}
	}
	body := u.Body
	n := rows * cols
	nums := make([]int, n)
	c, i := 0, 0
	for ; i < len(body) && c < n; i++ {
		ch := body[i]
		bad := func(msg string) error {
			return &puzzles.ParseError{Genre: "hitori", Cell: true, Row: c / cols, Col: c % cols, Msg: msg}
		}
		switch {
		case ch == '.':
		case ch == '%':
			return nil, bad("a cell whose number is not given ('%' in the URL) has no place in zq's Hitori")
		case ch == '-':
			if i+2 >= len(body) {
				return nil, bad("the URL ends inside a number after '-'")
			}
			v, err := strconv.ParseUint(body[i+1:i+3], 36, 16)
			if err != nil || v < 1 || v > MaxNumber {
				return nil, bad(fmt.Sprintf("bad number %q in the URL (1..%d)", body[i:i+3], MaxNumber))
			}
			nums[c] = int(v)
			i += 2
		case ch >= '0' && ch <= '9', ch >= 'a' && ch <= 'z':
			v, _ := strconv.ParseUint(body[i:i+1], 36, 8)
			if v == 0 {
				return nil, bad("the number 0 is not a Hitori number")
			}
			nums[c] = int(v)
		default:
			return nil, bad(fmt.Sprintf("bad character %q in the URL", body[i:i+1]))
		}
		c++
	}
	if c < n {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("the URL gives %d of the %dx%d cells", c, cols, rows)}
	}
	return New(rows, cols, nums)
}

// URL is the puzzle's puzz.link URL.
func (p *Puzzle) URL() string {
	var b strings.Builder
	for _, v := range p.Nums {
		switch {
		case v == 0:
			b.WriteByte('.')
		case v < 36:
			b.WriteString(strconv.FormatInt(int64(v), 36))
		default:
			fmt.Fprintf(&b, "-%s", strconv.FormatInt(int64(v), 36))
		}
	}
	return pzpr.Format("hitori", "", p.Cols, p.Rows, b.String())
}

// Parse accepts any of the text forms: a puzz.link URL, a game ID of
// Simon Tatham's Singles, a data-set line, or the plain board.
func Parse(text string) (*Puzzle, error) {
	lines := puzzles.ContentLines(text)
	if len(lines) == 1 {
		t := lines[0]
		f := strings.Fields(t)
		switch {
		case len(f) == 1 && strings.Contains(t, "/") && pzpr.TypeOf(t) == "hitori":
			return ParseURL(t)
		case strings.Contains(t, ":") && len(f) == 1:
			return ParseGameID(t)
		case isEntryLine(f):
			e, err := ParseLine(t)
			if err != nil {
				return nil, err
			}
			return e.Puzzle, nil
		}
	}
	return ParseGrid(text)
}

// distinct returns the distinct numbers of vals (0 aside), sorted.
func distinct(vals []int) []int {
	seen := map[int]bool{}
	var out []int
	for _, v := range vals {
		if v != 0 && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	sort.Ints(out)
	return out
}
