package numberlink

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseURL reads a puzz.link (or pzv.jp) Numberlink URL such as
// "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3": the path gives the
// columns, the rows and the board encoded as in the pzprjs editor
// (hexadecimal numbers with "-", "+", "=", "%" prefixes for larger ones,
// "g".."z" for runs of empty cells). Unknown-number cells (".") are
// rejected.
func ParseURL(url string) (*Puzzle, error) {
	s := strings.TrimSpace(url)
	if i := strings.Index(s, "?"); i >= 0 {
		s = s[i+1:]
	}
	if i := strings.IndexAny(s, "#&"); i >= 0 {
		s = s[:i]
	}
	parts := strings.Split(s, "/")
	if len(parts) < 1 || (parts[0] != "numlin" && parts[0] != "numberlink") {
		return nil, &ParseError{Genre: "numberlink", Msg: fmt.Sprintf("not a numlin URL: %q", clip(url))}
	}
	parts = parts[1:]
	// Optional flag fields (not digits) come before the size.
	for len(parts) > 0 && parts[0] != "" && !isDigits(parts[0]) {
		parts = parts[1:]
	}
	if len(parts) < 3 {
		return nil, &ParseError{Genre: "numberlink", Msg: "numlin URL needs cols/rows/board"}
	}
	cols, err1 := strconv.Atoi(parts[0])
	rows, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil || cols < 1 || rows < 1 || cols*rows > maxCells || cols > maxCells || rows > maxCells {
		return nil, &ParseError{Genre: "numberlink", Msg: fmt.Sprintf("bad board size %q/%q in URL", clip(parts[0]), clip(parts[1]))}
	}
	body := parts[2]
	n := rows * cols
	cells := make([]int, n)
	c := 0
	i := 0
	for ; i < len(body) && c < n; i++ {
		ch := body[i]
		at := func() *ParseError {
			return &ParseError{Genre: "numberlink", Cell: true, Row: c / cols, Col: c % cols}
		}
		hex := func(k, add int) error {
			if i+k >= len(body) {
				e := at()
				e.Msg = fmt.Sprintf("URL body ends inside a number after %q", string(ch))
				return e
			}
			v, err := strconv.ParseUint(body[i+1:i+1+k], 16, 32)
			if err != nil {
				e := at()
				e.Msg = fmt.Sprintf("bad number %q in URL", body[i:i+1+k])
				return e
			}
			cells[c] = int(v) + add
			i += k
			return nil
		}
		var err error
		switch {
		case ch >= '0' && ch <= '9':
			cells[c] = int(ch - '0')
		case ch >= 'a' && ch <= 'f':
			cells[c] = int(ch-'a') + 10
		case ch == '-':
			err = hex(2, 0)
		case ch == '+':
			err = hex(3, 0)
		case ch == '=':
			err = hex(3, 4096)
		case ch == '%':
			err = hex(3, 8192)
		case ch == '.':
			e := at()
			e.Msg = "unknown-number cell (\".\") is not supported"
			return nil, e
		case ch >= 'g' && ch <= 'z':
			c += int(ch-'g') + 1
			continue
		default:
			e := at()
			e.Msg = fmt.Sprintf("bad character %q in URL body", string(ch))
			return nil, e
		}
		if err != nil {
			return nil, err
		}
		if cells[c] == 0 {
			e := at()
			e.Msg = "number 0 is not allowed"
			return nil, e
		}
		c++
	}
	if i < len(body) {
		return nil, &ParseError{Genre: "numberlink", Msg: fmt.Sprintf("URL body goes on past the last of the %dx%d cells: %q is left over", cols, rows, clip(body[i:]))}
	}
	return New(rows, cols, cells)
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// URL encodes the puzzle as a puzz.link numlin URL.
func (p *Puzzle) URL() string {
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?numlin/%d/%d/", p.Cols, p.Rows)
	run := 0
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('g' + run - 1))
			run = 0
		}
	}
	for _, x := range p.Cells {
		if x == 0 {
			run++
			if run == 20 {
				flush()
			}
			continue
		}
		flush()
		switch {
		case x < 16:
			b.WriteString(strconv.FormatInt(int64(x), 16))
		case x < 256:
			fmt.Fprintf(&b, "-%02x", x)
		case x < 4096:
			fmt.Fprintf(&b, "+%03x", x)
		case x < 8192:
			fmt.Fprintf(&b, "=%03x", x-4096)
		default:
			fmt.Fprintf(&b, "%%%03x", x-8192)
		}
	}
	flush()
	return b.String()
}
