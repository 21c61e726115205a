package hashi

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/zqlang/zq/puzzles"
)

// Entry is one puzzle of a data-set file, a line
//
//	id rows cols grid count solution [key=value ...]
//
// grid is the rows*cols cells row-major as in the grid form; count the
// number of solutions; solution one digit per pair of islands (in the
// order of Puzzle.Pairs: by the pair's first island row-major, the
// pair to the right before the one downwards), its number of bridges,
// or '-' when there is none. Keys max=N and noloops=true change the
// rules; others (gameid=, params=, seed=, src=) are kept.
type Entry struct {
	ID     string
	Puzzle *Puzzle
	// Count is the number of solutions (-1 when not given: "?").
	Count int
	// Solution is the bridges of each pair (nil when not given).
	Solution []int
	// Meta are the key=value fields.
	Meta map[string]string
}

// ParseLine reads a data-set line.
func ParseLine(line string) (*Entry, error) {
	f := strings.Fields(line)
	if len(f) < 4 {
		return nil, perr("a data-set line is: id rows cols grid count solution [key=value ...]")
	}
	rows, err1 := strconv.Atoi(f[1])
	cols, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil || rows < 1 || cols < 1 || rows > maxSide || cols > maxSide {
		return nil, perr("entry %s: bad size %q x %q (1..%d a side)", clip(f[0]), clip(f[1]), clip(f[2]), maxSide)
	}
	if len(f[3]) != rows*cols {
		return nil, perr("entry %s: the grid has %d cells, want %d", clip(f[0]), len(f[3]), rows*cols)
	}
	g := make([]int, rows*cols)
	for i := 0; i < len(f[3]); i++ {
		v, ok := clueOf(f[3][i])
		if !ok {
			return nil, cellErr(i/cols, i%cols, "entry %s: unexpected %q in the grid", clip(f[0]), rune(f[3][i]))
		}
		g[i] = v
	}
	e := &Entry{ID: f[0], Count: -1, Meta: map[string]string{}}
	rest := f[4:]
	var sol string
	if len(rest) > 0 && !strings.Contains(rest[0], "=") {
		if rest[0] != "?" {
			n, err := strconv.Atoi(strings.TrimSuffix(rest[0], "+"))
			if err != nil || n < 0 {
				return nil, perr("entry %s: bad count %q", clip(f[0]), clip(rest[0]))
			}
			e.Count = n
		}
		rest = rest[1:]
		if len(rest) > 0 && !strings.Contains(rest[0], "=") {
			sol = rest[0]
			rest = rest[1:]
		}
	}
	for _, kv := range rest {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, perr("entry %s: expected key=value, not %q", clip(f[0]), clip(kv))
		}
		e.Meta[k] = v
	}
	max := 2
	if s, ok := e.Meta["max"]; ok {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 4 {
			return nil, perr("entry %s: max=%s: the most bridges between two islands is 1..4", clip(f[0]), clip(s))
		}
		max = n
	}
	p, err := New(rows, cols, g, max, e.Meta["noloops"] == "true")
	if err != nil {
		return nil, perr("entry %s: %s", clip(f[0]), strings.TrimPrefix(err.Error(), "hashi: "))
	}
	e.Puzzle = p
	if sol != "" && sol != "?" {
		if sol == "-" {
			sol = ""
		}
		if len(sol) != len(p.pairs) {
			return nil, perr("entry %s: the solution has %d digits, the board %d pairs of islands", clip(f[0]), len(sol), len(p.pairs))
		}
		e.Solution = make([]int, len(sol))
		for i := 0; i < len(sol); i++ {
			n := int(sol[i] - '0')
			if n < 0 || n > max {
				return nil, perr("entry %s: digit %d of the solution (counting from 1) is %q; a pair has 0..%d bridges", clip(f[0]), i+1, rune(sol[i]), max)
			}
			e.Solution[i] = n
		}
	}
	return e, nil
}

// Line writes e as a data-set line (ParseLine reads it back).
func (e *Entry) Line() string {
	p := e.Puzzle
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d %d ", e.ID, p.Rows, p.Cols)
	for _, v := range p.Grid {
		if v == 0 {
			b.WriteByte('.')
		} else {
			b.WriteByte(clueChar(v))
		}
	}
	if e.Count < 0 {
		b.WriteString(" ?")
	} else {
		fmt.Fprintf(&b, " %d", e.Count)
	}
	switch {
	case e.Solution == nil:
		b.WriteString(" ?")
	case len(e.Solution) == 0:
		b.WriteString(" -")
	default:
		b.WriteByte(' ')
		for _, n := range e.Solution {
			b.WriteByte(byte('0' + n))
		}
	}
	meta := map[string]string{}
	for k, v := range e.Meta {
		meta[k] = v
	}
	if p.Max != 2 {
		meta["max"] = strconv.Itoa(p.Max)
	}
	if p.NoLoops {
		meta["noloops"] = "true"
	}
	for _, k := range metaOrder(meta) {
		fmt.Fprintf(&b, " %s=%s", k, meta[k])
	}
	return b.String()
}

// metaOrder lists the keys: max, noloops, then the others sorted.
func metaOrder(m map[string]string) []string {
	var first, rest []string
	for _, k := range []string{"max", "noloops"} {
		if _, ok := m[k]; ok {
			first = append(first, k)
		}
	}
	for k := range m {
		if k != "max" && k != "noloops" {
			rest = append(rest, k)
		}
	}
	slices.Sort(rest)
	return append(first, rest...)
}

// ReadEntries reads every data-set line of r, skipping blank lines and
// lines starting with '#'; errors name the line.
func ReadEntries(r io.Reader) ([]*Entry, error) {
	return puzzles.ReadLines(r, ParseLine)
}
