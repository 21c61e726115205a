package hitori

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
)

// Entry is one puzzle of a data-set file: a line
//
//	id rows cols cells count solution [key=value ...]
//
// where cells are rows*cols characters, row-major, each a number as in
// Simon Tatham's game IDs (1..9, a..z for 10..35, A..Z for 36..61) or
// '.' for a blank; count is the number of solutions ("2+" for at least
// two, "?" unknown); solution is rows*cols characters '0' or '1' (1 =
// shaded), or "-" for none.
type Entry struct {
	ID       string
	Puzzle   *Puzzle
	Count    string
	Solution []uint32
	// HasSolution is false when the solution field is "-".
	HasSolution bool
	// Meta are the key=value fields.
	Meta map[string]string
}

// isEntryLine reports whether the fields of a line start a data-set
// entry: an id that is not a number or '.' (so that a row of a board is never
// taken for one), the rows and the columns, the cells.
func isEntryLine(f []string) bool {
	if len(f) < 4 {
		return false
	}
	if _, err := strconv.Atoi(f[0]); err == nil || f[0] == "." {
		return false
	}
	_, err1 := strconv.Atoi(f[1])
	_, err2 := strconv.Atoi(f[2])
	return err1 == nil && err2 == nil
}

// ParseLine reads one data-set line; a solution given is checked.
func ParseLine(line string) (*Entry, error) {
	f := strings.Fields(line)
	if !isEntryLine(f) {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: "a data-set line is: id (not a number) rows cols cells [count solution key=value...]"}
	}
	rows, err1 := strconv.Atoi(f[1])
	cols, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil || rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("entry %s: bad size %q x %q (sides 1..%d)", clip(f[0]), clip(f[1]), clip(f[2]), MaxSide)}
	}
	cells := f[3]
	if len(cells) != rows*cols {
		return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("entry %s: %d cell characters for %dx%d cells", clip(f[0]), len(cells), rows, cols)}
	}
	nums := make([]int, rows*cols)
	for i := 0; i < len(cells); i++ {
		if cells[i] == '.' {
			continue
		}
		v := tathamNum(cells[i])
		if v < 1 {
			return nil, &puzzles.ParseError{Genre: "hitori", Cell: true, Row: i / cols, Col: i % cols, Msg: fmt.Sprintf("entry %s: cell character %q is not a number", clip(f[0]), cells[i:i+1])}
		}
		nums[i] = v
	}
	p, err := New(rows, cols, nums)
	if err != nil {
		return nil, err
	}
	e := &Entry{ID: f[0], Puzzle: p, Count: "?", Meta: map[string]string{}}
	rest := f[4:]
	if len(rest) >= 2 && !strings.Contains(rest[0], "=") {
		e.Count = rest[0]
		if s := rest[1]; s != "-" {
			if len(s) != rows*cols || strings.Trim(s, "01") != "" {
				return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("entry %s: the solution is %d characters 0 or 1", clip(f[0]), rows*cols)}
			}
			for i := 0; i < len(s); i++ {
				if s[i] == '1' {
					e.Solution = append(e.Solution, uint32(i))
				}
			}
			e.HasSolution = true
			if err := p.Check(e.Solution); err != nil {
				return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("entry %s: the solution given is wrong: %s", clip(f[0]), ruleMsg(err))}
			}
		}
		rest = rest[2:]
	}
	for _, kv := range rest {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, &puzzles.ParseError{Genre: "hitori", Msg: fmt.Sprintf("entry %s: field %q is not key=value", clip(f[0]), clip(kv))}
		}
		e.Meta[k] = v
	}
	return e, nil
}

// Line writes the entry as a data-set line.
func (e *Entry) Line() string {
	p := e.Puzzle
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d %d ", e.ID, p.Rows, p.Cols)
	for _, v := range p.Nums {
		if v == 0 {
			b.WriteByte('.')
		} else {
			b.WriteByte(tathamChar(v))
		}
	}
	b.WriteByte(' ')
	b.WriteString(e.Count)
	b.WriteByte(' ')
	if e.HasSolution {
		sh := p.Shading(e.Solution)
		for _, x := range sh {
			if x {
				b.WriteByte('1')
			} else {
				b.WriteByte('0')
			}
		}
	} else {
		b.WriteByte('-')
	}
	for _, k := range sortedKeys(e.Meta) {
		fmt.Fprintf(&b, " %s=%s", k, e.Meta[k])
	}
	return b.String()
}

func sortedKeys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && ks[j] < ks[j-1]; j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
	return ks
}
