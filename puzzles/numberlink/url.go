package numberlink

import (
	"fmt"

	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// ParseURL reads a puzz.link (or pzv.jp) Numberlink URL such as
// "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3": the path gives the
// columns, the rows and the board in pzprjs's Number16 encoding, split
// as pzprjs splits it (see package pzpr); data after the board is
// ignored, as pzprjs ignores it. Unknown-number cells (".") are
// rejected.
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzpr.Parse(url)
	if err != nil {
		return nil, &ParseError{Genre: "numberlink", Msg: err.Error()}
	}
	if u.Type != "numlin" && u.Type != "numberlink" {
		return nil, &ParseError{Genre: "numberlink", Msg: fmt.Sprintf("not a numlin URL: %q", clip(url))}
	}
	rows, cols := u.Rows, u.Cols
	if cols*rows > maxCells {
		return nil, &ParseError{Genre: "numberlink", Msg: fmt.Sprintf("bad board size %d/%d in URL (at most %d cells)", cols, rows, maxCells)}
	}
	vals, err := pzpr.NewReader(u).Number16(rows * cols)
	if err != nil {
		return nil, &ParseError{Genre: "numberlink", Msg: err.Error()}
	}
	cells := make([]int, len(vals))
	for c, v := range vals {
		at := func(msg string) *ParseError {
			return &ParseError{Genre: "numberlink", Cell: true, Row: c / cols, Col: c % cols, Msg: msg}
		}
		switch {
		case v == pzpr.Unknown:
			return nil, at("unknown-number cell (\".\") is not supported")
		case v == 0:
			return nil, at("number 0 is not allowed")
		case v > 0:
			cells[c] = v
		}
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
	vals := make([]int, len(p.Cells))
	for i, x := range p.Cells {
		vals[i] = x
		if x == 0 {
			vals[i] = pzpr.Empty
		}
	}
	return pzpr.Format("numlin", "", p.Cols, p.Rows, pzpr.Number16(vals))
}
