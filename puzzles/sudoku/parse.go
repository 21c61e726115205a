package sudoku

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// valueOf decodes one grid character: '.' and '0' are empty, '1'..'9'
// are 1..9, letters 'A'.. (either case) are 10, 11, ...; ok is false for
// any other character.
func valueOf(ch rune) (int, bool) {
	switch {
	case ch == '.' || ch == '0':
		return 0, true
	case ch >= '1' && ch <= '9':
		return int(ch - '0'), true
	case ch >= 'A' && ch <= 'Z':
		return int(ch-'A') + 10, true
	case ch >= 'a' && ch <= 'z':
		return int(ch-'a') + 10, true
	}
	return 0, false
}

// DefaultBox returns the usual box shape for side n: the largest divisor
// of n not above its square root as the height (2x3 for 6, 3x4 for 12,
// 3x3 for 9), or false when n has no proper shape (n is prime and > 3).
func DefaultBox(n int) (boxRows, boxCols int, ok bool) {
	if n < 1 || n > MaxSide {
		return 0, 0, false
	}
	for br := isqrt(n); br >= 1; br-- {
		if n%br == 0 {
			if br == 1 && n > 1 {
				return 0, 0, false
			}
			return br, n / br, true
		}
	}
	return 0, 0, false
}

func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// Parse reads a puzzle given as N*N characters row-major, whitespace
// ignored: '.' or '0' for an empty cell, 1..9 and letters A.. for values
// 10 and up. The box shape is inferred from N (see DefaultBox): 16
// cells give 2x2 boxes, 36 give 2x3, 81 give 3x3, 144 give 3x4, 256 give
// 4x4, 625 give 5x5. A leading "X:" or "x:" asks for the diagonal
// variant.
func Parse(text string) (*Puzzle, error) {
	x := false
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "X:") || strings.HasPrefix(t, "x:") {
		x, t = true, t[2:]
	}
	chars := compact(t)
	n := isqrt(len(chars))
	if n*n != len(chars) || n == 0 {
		return nil, fmt.Errorf("sudoku: %d cells is not a square number", len(chars))
	}
	br, bc, ok := DefaultBox(n)
	if !ok {
		return nil, fmt.Errorf("sudoku: no box shape for side %d; give it explicitly", n)
	}
	return parseCells(chars, br, bc, x)
}

// ParseShape reads a puzzle like Parse, with the box shape and variant
// given.
func ParseShape(text string, boxRows, boxCols int, x bool) (*Puzzle, error) {
	if boxRows < 1 || boxCols < 1 || boxRows*boxCols > MaxSide {
		return nil, fmt.Errorf("sudoku: box %dx%d: side must be 1..%d", boxRows, boxCols, MaxSide)
	}
	chars := compact(text)
	n := boxRows * boxCols
	if len(chars) != n*n {
		return nil, fmt.Errorf("sudoku: %d cells, want %d for %dx%d boxes", len(chars), n*n, boxRows, boxCols)
	}
	return parseCells(chars, boxRows, boxCols, x)
}

func compact(s string) []rune {
	out := make([]rune, 0, len(s))
	for _, ch := range s {
		if ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' {
			continue
		}
		out = append(out, ch)
	}
	return out
}

func parseCells(chars []rune, br, bc int, x bool) (*Puzzle, error) {
	p, err := New(br, bc, x)
	if err != nil {
		return nil, err
	}
	n := p.N()
	for i, ch := range chars {
		v, ok := valueOf(ch)
		if !ok {
			return nil, &CellError{Row: i / n, Col: i % n, Msg: fmt.Sprintf("bad character %q", ch)}
		}
		if v > n {
			return nil, &CellError{Row: i / n, Col: i % n, Msg: fmt.Sprintf("value %q out of range 1..%d", ch, n)}
		}
		p.Cells[i] = uint8(v)
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	return p, nil
}

// Record is one line of a data set file:
// "id variant boxrows boxcols puzzle count solution [key=value ...]".
type Record struct {
	// ID names the instance.
	ID string
	// Puzzle holds the givens, shape and variant.
	Puzzle *Puzzle
	// Count is the recorded number of solutions, or -1 when it is not
	// exact ("N+" or "?"); CountText is the field as written.
	Count     int64
	CountText string
	// Solution is one solution grid (N*N values), or nil when the field
	// holds no grid.
	Solution []uint8
	// Meta holds the key=value fields.
	Meta map[string]string
}

// ParseRecord reads one data set line.
func ParseRecord(line string) (*Record, error) {
	f := strings.Fields(line)
	if len(f) < 7 {
		return nil, fmt.Errorf("sudoku: %d fields, want at least 7 (id variant boxrows boxcols puzzle count solution)", len(f))
	}
	rec := &Record{ID: f[0], Meta: map[string]string{}}
	var x bool
	switch f[1] {
	case "std":
	case "X":
		x = true
	default:
		return nil, fmt.Errorf("sudoku: %s: unknown variant %q (std or X)", f[0], f[1])
	}
	br, err1 := strconv.Atoi(f[2])
	bc, err2 := strconv.Atoi(f[3])
	if err1 != nil || err2 != nil {
		return nil, fmt.Errorf("sudoku: %s: bad box size %q %q", f[0], f[2], f[3])
	}
	p, err := ParseShape(f[4], br, bc, x)
	if err != nil {
		return nil, fmt.Errorf("%s: puzzle: %w", f[0], err)
	}
	rec.Puzzle = p
	rec.CountText = f[5]
	if c, err := strconv.ParseInt(f[5], 10, 64); err == nil && c >= 0 {
		rec.Count = c
	} else if f[5] == "?" || (strings.HasSuffix(f[5], "+") && isDigits(f[5][:len(f[5])-1])) {
		rec.Count = -1
	} else {
		return nil, fmt.Errorf("sudoku: %s: bad count %q", f[0], f[5])
	}
	if f[6] != "-" && f[6] != "?" {
		s, err := ParseShape(f[6], br, bc, x)
		if err != nil {
			return nil, fmt.Errorf("%s: solution: %w", f[0], err)
		}
		rec.Solution = s.Cells
	}
	for _, kv := range f[7:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, fmt.Errorf("sudoku: %s: field %q is not key=value", f[0], kv)
		}
		rec.Meta[k] = v
	}
	return rec, nil
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, ch := range s {
		if ch < '0' || ch > '9' {
			return false
		}
	}
	return true
}

// ReadRecords reads a data set file: one record a line, '#' comment lines
// and blank lines skipped. Errors name the line.
func ReadRecords(r io.Reader) ([]*Record, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	var out []*Record
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		rec, err := ParseRecord(t)
		if err != nil {
			return out, fmt.Errorf("line %d of the file: %w", line, err)
		}
		out = append(out, rec)
	}
	if err := sc.Err(); err != nil {
		return out, fmt.Errorf("line %d of the file: %w", line+1, err)
	}
	return out, nil
}

// ParseURL reads a puzz.link sudoku URL such as
// "https://puzz.link/p?sudoku/4/4/g1k23k3g" (cols/rows/body), split as
// pzprjs splits it (see package pzpr: http or https, puzz.link/p? or
// pzv.jp/p.html? or the query alone; data after the board ignored). The
// body lists the cells row-major in pzprjs's Number16 encoding: a hex
// digit is a value, "-" and two hex digits a value up to 255, letters
// g..z skip 1..20 empty cells. Box shapes: 2x3 for side 6, otherwise
// square.
func ParseURL(u string) (*Puzzle, error) {
	url, err := pzpr.Parse(u)
	if err != nil {
		return nil, fmt.Errorf("sudoku: %w", err)
	}
	if url.Type != "sudoku" {
		return nil, fmt.Errorf("sudoku: URL %q: want ...?sudoku/cols/rows/body", clip(u))
	}
	if url.Cols != url.Rows || url.Cols > MaxSide {
		return nil, fmt.Errorf("sudoku: URL %q: bad size %d/%d", clip(u), url.Cols, url.Rows)
	}
	n := url.Cols
	var br, bc int
	if n == 6 {
		br, bc = 2, 3
	} else if r := isqrt(n); r*r == n {
		br, bc = r, r
	} else {
		return nil, fmt.Errorf("sudoku: URL %q: side %d has no square boxes", clip(u), n)
	}
	p, _ := New(br, bc, false)
	vals, err := pzpr.NewReader(url).Number16(n * n)
	if err != nil {
		return nil, fmt.Errorf("sudoku: %w", err)
	}
	for c, val := range vals {
		switch {
		case val == pzpr.Empty:
			continue
		case val == pzpr.Unknown:
			return nil, &CellError{Row: c / n, Col: c % n, Msg: "a given without its digit ('.' in the URL) is not supported"}
		case val < 1 || val > n:
			return nil, &CellError{Row: c / n, Col: c % n, Msg: fmt.Sprintf("URL value %d out of range 1..%d", val, n)}
		}
		p.Cells[c] = uint8(val)
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	return p, nil
}

// clip cuts quoted input to a short excerpt for messages.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "..."
	}
	return s
}

// ParseAny reads a puzz.link URL (text containing "sudoku/") or an
// inline grid (see Parse).
func ParseAny(text string) (*Puzzle, error) {
	t := strings.TrimSpace(text)
	if len(strings.Fields(t)) == 1 && strings.Contains(t, "/") && pzpr.TypeOf(t) == "sudoku" {
		return ParseURL(t)
	}
	return Parse(t)
}

// URL encodes the puzzle as a puzz.link Sudoku URL. puzz.link's Sudoku
// has square boxes, or 2x3 boxes on a 6x6 grid, and no diagonals: other
// puzzles have no URL.
func (p *Puzzle) URL() (string, error) {
	n := p.N()
	switch {
	case p.X:
		return "", fmt.Errorf("sudoku: puzz.link has no URL for a sudoku with diagonals")
	case n == 6 && (p.BoxRows != 2 || p.BoxCols != 3):
		return "", fmt.Errorf("sudoku: puzz.link reads a 6x6 sudoku with 2x3 boxes only, not %dx%d", p.BoxRows, p.BoxCols)
	case n != 6 && p.BoxRows != p.BoxCols:
		return "", fmt.Errorf("sudoku: puzz.link reads square boxes only, not %dx%d", p.BoxRows, p.BoxCols)
	}
	vals := make([]int, len(p.Cells))
	for i, v := range p.Cells {
		vals[i] = int(v)
		if v == 0 {
			vals[i] = pzpr.Empty
		}
	}
	return pzpr.Format("sudoku", "", n, n, pzpr.Number16(vals)), nil
}
