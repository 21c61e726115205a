package tapa

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzpr"
)

// The URL body of Tapa is pzprjs's own encoding (not one of the shared
// ones of package pzpr), so it is read and written here. One item per
// cell, row-major: '0'..'8' a clue of one number, '9' the clue 1,1,1,1,
// '.' the clue '?', 'g'..'z' 1..20 cells without a clue, and two
// base-36 characters for a clue of several runs: 360 + 6a + b for a,b;
// 396 + 16a + 4b + c for a,b,c; 460 + 8a + 4b + 2c + d for four runs of
// 1 (a digit 0 in any of these is '?'). Reading stops at the last cell;
// what follows is ignored, as pzprjs ignores it. As pzprjs does, any
// other character, or a two-character code out of range, is a cell
// without a clue.

// ParseURL reads a puzz.link (or pzv.jp) Tapa URL such as
// "https://puzz.link/p?tapa/5/5/3n5hchhajn2".
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzpr.Parse(url)
	if err != nil {
		return nil, urlError(err)
	}
	if u.Type != "tapa" {
		return nil, &puzzles.ParseError{Genre: "tapa", Msg: fmt.Sprintf("not a tapa URL: the type is %q", u.Type)}
	}
	if u.Cols > MaxSide || u.Rows > MaxSide {
		return nil, &puzzles.ParseError{Genre: "tapa", Msg: fmt.Sprintf("a board is 1..%d cells a side, not %dx%d", MaxSide, u.Rows, u.Cols)}
	}
	clues, err := decodeClues(pzpr.NewReader(u), u.Rows*u.Cols)
	if err != nil {
		return nil, urlError(err)
	}
	return New(u.Rows, u.Cols, clues)
}

func urlError(err error) error {
	var pe *pzpr.Error
	if errors.As(err, &pe) {
		return &puzzles.ParseError{Genre: "tapa", Line: 1, Column: pe.At, Msg: pe.Msg}
	}
	return &puzzles.ParseError{Genre: "tapa", Msg: err.Error()}
}

func base36(c byte) (int, bool) {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0'), true
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10, true
	}
	return 0, false
}

// decodeClues reads n cells' clues.
func decodeClues(r *pzpr.Reader, n int) ([][]int, error) {
	out := make([][]int, n)
	for c := 0; c < n && !r.Done(); c++ {
		s := r.Rest()
		ch := s[0]
		switch {
		case ch >= '0' && ch <= '8':
			out[c] = []int{int(ch - '0')}
		case ch == '9':
			out[c] = []int{1, 1, 1, 1}
		case ch == '.':
			out[c] = []int{Unknown}
		case ch >= 'a' && ch <= 'f':
			// two base-36 characters; pzprjs reads as much of them as
			// parses (the first alone when the second is no digit) and
			// leaves a cell without a clue for a value out of range
			v := int(ch-'a') + 10
			if len(s) > 1 {
				if d, ok := base36(s[1]); ok {
					v = v*36 + d
				}
			}
			var cl []int
			switch {
			case v >= 360 && v < 396:
				v -= 360
				cl = []int{v / 6, v % 6}
			case v >= 396 && v < 460:
				v -= 396
				cl = []int{v / 16, v / 4 % 4, v % 4}
			case v >= 460 && v < 476:
				v -= 460
				cl = []int{v / 8, v / 4 % 2, v / 2 % 2, v % 2}
			}
			for k := range cl {
				if cl[k] == 0 {
					cl[k] = Unknown
				}
			}
			out[c] = cl
			r.Skip(1)
		case ch >= 'g' && ch <= 'z':
			c += int(ch - 'g')
		default:
			// pzprjs passes over a character it does not know as a cell
			// without a clue
		}
		r.Skip(1)
	}
	return out, nil
}

// encodeClue is a clue's item in the URL, or "" when the URL cannot
// carry it.
func encodeClue(cl []int) string {
	z := func(v int) int {
		if v == Unknown {
			return 0
		}
		return v
	}
	code := func(v int) string { return strconv.FormatInt(int64(v), 36) }
	switch len(cl) {
	case 1:
		if cl[0] == Unknown {
			return "."
		}
		return strconv.Itoa(cl[0])
	case 2:
		if z(cl[0]) <= 5 && z(cl[1]) <= 5 {
			return code(360 + 6*z(cl[0]) + z(cl[1]))
		}
	case 3:
		if z(cl[0]) <= 3 && z(cl[1]) <= 3 && z(cl[2]) <= 3 {
			return code(396 + 16*z(cl[0]) + 4*z(cl[1]) + z(cl[2]))
		}
	case 4:
		v := 0
		for _, x := range cl {
			if z(x) > 1 {
				return ""
			}
			v = 2*v + z(x)
		}
		if v == 15 {
			return "9"
		}
		return code(460 + v)
	}
	return ""
}

// URL is the puzzle's puzz.link URL, or an error naming a clue the URL
// cannot carry (two runs above 5, three above 3, four above 1).
func (p *Puzzle) URL() (string, error) {
	var b strings.Builder
	count := 0
	for i, cl := range p.Clues {
		item := ""
		if cl != nil {
			if item = encodeClue(cl); item == "" {
				return "", fmt.Errorf("tapa: the clue %s at %s has no puzz.link code (runs of two clues are at most 5, of three at most 3, of four 1)", ClueString(cl), at(i, p.Cols))
			}
		} else {
			count++
		}
		if count > 0 && (item != "" || count == 20) {
			b.WriteString(strconv.FormatInt(int64(15+count), 36))
			count = 0
		}
		b.WriteString(item)
	}
	if count > 0 {
		b.WriteString(strconv.FormatInt(int64(15+count), 36))
	}
	return pzpr.Format("tapa", "", p.Cols, p.Rows, b.String()), nil
}
