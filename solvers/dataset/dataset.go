// Package dataset reads the puzzle data set line formats (Slitherlink
// and Sudoku: one instance per line; Numberlink: one block per instance)
// into the plain inputs of package solvers, with the recorded answers
// in the element numbering of zq.
package dataset

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"zq/solvers"
)

// Count is a recorded number of solutions: Known is false for "?",
// AtLeast is true for "N+".
type Count struct {
	N       int
	AtLeast bool
	Known   bool
}

// ParseCount reads "N", "N+" or "?".
func ParseCount(s string) (Count, error) {
	if s == "?" {
		return Count{}, nil
	}
	c := Count{Known: true}
	if strings.HasSuffix(s, "+") {
		c.AtLeast = true
		s = s[:len(s)-1]
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return Count{}, fmt.Errorf("count %q is not N, N+ or ?", s)
	}
	c.N = n
	return c, nil
}

// Capped returns the count as a method reports it (0, 1 or 2 meaning at
// least two) and whether that is determined.
func (c Count) Capped() (int, bool) {
	if !c.Known || (c.AtLeast && c.N < 2) {
		return 0, false
	}
	return min(c.N, 2), true
}

// String formats c as in the data set.
func (c Count) String() string {
	switch {
	case !c.Known:
		return "?"
	case c.AtLeast:
		return strconv.Itoa(c.N) + "+"
	}
	return strconv.Itoa(c.N)
}

// Slitherlink is one Slitherlink instance with its recorded answer.
type Slitherlink struct {
	ID       string
	Puzzle   solvers.Slitherlink
	Count    Count
	Solution []int // edges of the dot lattice, sorted
	Meta     map[string]string
}

// Sudoku is one Sudoku instance with its recorded answer.
type Sudoku struct {
	ID       string
	Puzzle   solvers.Sudoku
	Count    Count
	Solution []int // exact-cover elements, sorted
	Meta     map[string]string
}

// Numberlink is one Numberlink instance with its recorded answers.
type Numberlink struct {
	ID     string
	Puzzle solvers.Numberlink
	// Counts under rules A, B and C.
	A, B, C Count
	// Kind is "A", "B", "unknown" or "none" as in the "solution" line;
	// Labels is the solution grid for A and B.
	Kind   string
	Labels []int
}

func meta(fields []string) (map[string]string, error) {
	m := map[string]string{}
	for _, f := range fields {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("metadata %q is not key=value", f)
		}
		m[k] = v
	}
	return m, nil
}

// ParseSlitherlink reads one line "id rows cols clues count solution
// [key=value ...]".
func ParseSlitherlink(line string) (*Slitherlink, error) {
	f := strings.Fields(line)
	if len(f) < 6 {
		return nil, fmt.Errorf("want at least 6 fields, have %d", len(f))
	}
	s := &Slitherlink{ID: f[0]}
	rows, err1 := strconv.Atoi(f[1])
	cols, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil || rows < 1 || cols < 1 || rows > 512 || cols > 512 {
		return nil, fmt.Errorf("%s: size %q x %q", f[0], f[1], f[2])
	}
	if len(f[3]) != rows*cols {
		return nil, fmt.Errorf("%s: %d clue characters, want %d", f[0], len(f[3]), rows*cols)
	}
	s.Puzzle = solvers.Slitherlink{Rows: rows, Cols: cols, Clues: make([]int8, rows*cols)}
	for i, ch := range []byte(f[3]) {
		switch {
		case ch == '.':
			s.Puzzle.Clues[i] = -1
		case ch >= '0' && ch <= '3':
			s.Puzzle.Clues[i] = int8(ch - '0')
		default:
			return nil, fmt.Errorf("%s: row %d col %d: clue %q", f[0], i/cols+1, i%cols+1, ch)
		}
	}
	var err error
	if s.Count, err = ParseCount(f[4]); err != nil {
		return nil, fmt.Errorf("%s: %w", f[0], err)
	}
	nh := (rows + 1) * cols
	if len(f[5]) != nh+rows*(cols+1) {
		return nil, fmt.Errorf("%s: %d solution characters, want %d", f[0], len(f[5]), nh+rows*(cols+1))
	}
	x := solvers.NewGridIndex(s.Puzzle.Graph())
	for i, ch := range []byte(f[5]) {
		var e int
		if i < nh {
			e = x.H(i/cols, i%cols)
		} else {
			j := i - nh
			e = x.V(j/(cols+1), j%(cols+1))
		}
		switch ch {
		case '1':
			s.Solution = append(s.Solution, e)
		case '0':
		default:
			return nil, fmt.Errorf("%s: solution character %d is %q", f[0], i+1, ch)
		}
	}
	slices.Sort(s.Solution)
	if s.Meta, err = meta(f[6:]); err != nil {
		return nil, fmt.Errorf("%s: %w", f[0], err)
	}
	return s, nil
}

// sudokuDigit reads '1'..'9' and 'A'..'P' (10..25); '.' is 0.
func sudokuDigit(ch byte) int {
	switch {
	case ch == '.':
		return 0
	case ch >= '1' && ch <= '9':
		return int(ch - '0')
	case ch >= 'A' && ch <= 'P':
		return int(ch-'A') + 10
	}
	return -1
}

// ParseSudoku reads one line "id variant boxrows boxcols puzzle count
// solution [key=value ...]".
func ParseSudoku(line string) (*Sudoku, error) {
	f := strings.Fields(line)
	if len(f) < 7 {
		return nil, fmt.Errorf("want at least 7 fields, have %d", len(f))
	}
	s := &Sudoku{ID: f[0]}
	switch f[1] {
	case "std":
	case "X":
		s.Puzzle.Diagonal = true
	default:
		return nil, fmt.Errorf("%s: variant %q", f[0], f[1])
	}
	br, err1 := strconv.Atoi(f[2])
	bc, err2 := strconv.Atoi(f[3])
	if err1 != nil || err2 != nil || br < 1 || bc < 1 || br*bc > 25 {
		return nil, fmt.Errorf("%s: boxes %q x %q", f[0], f[2], f[3])
	}
	s.Puzzle.BoxRows, s.Puzzle.BoxCols = br, bc
	n := br * bc
	read := func(what, text string, empty bool) ([]int, error) {
		if len(text) != n*n {
			return nil, fmt.Errorf("%s: %s has %d characters, want %d", f[0], what, len(text), n*n)
		}
		out := make([]int, n*n)
		for i := range n * n {
			d := sudokuDigit(text[i])
			if d < 0 || d > n || (d == 0 && !empty) {
				return nil, fmt.Errorf("%s: %s row %d col %d: %q", f[0], what, i/n+1, i%n+1, text[i])
			}
			out[i] = d
		}
		return out, nil
	}
	var err error
	if s.Puzzle.Givens, err = read("puzzle", f[4], true); err != nil {
		return nil, err
	}
	if s.Count, err = ParseCount(f[5]); err != nil {
		return nil, fmt.Errorf("%s: %w", f[0], err)
	}
	grid, err := read("solution", f[6], false)
	if err != nil {
		return nil, err
	}
	s.Solution = s.Puzzle.Elements(grid)
	if s.Meta, err = meta(f[7:]); err != nil {
		return nil, fmt.Errorf("%s: %w", f[0], err)
	}
	return s, nil
}

// ReadLines applies parse to every line of r that is neither empty nor
// a comment; an error names the line.
func ReadLines[T any](r io.Reader, parse func(string) (T, error)) ([]T, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	var out []T
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		v, err := parse(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, v)
	}
	return out, sc.Err()
}

// ReadNumberlink reads Numberlink blocks ("puzzle id W H", H rows,
// "counts A= B= C=", "solution KIND", the solution rows for A and B,
// "end"); "#" lines are skipped.
func ReadNumberlink(r io.Reader) ([]*Numberlink, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	n := 0
	next := func() (string, bool) {
		for sc.Scan() {
			n++
			line := strings.TrimSpace(sc.Text())
			if line != "" && line[0] != '#' {
				return line, true
			}
		}
		return "", false
	}
	var out []*Numberlink
	for {
		line, ok := next()
		if !ok {
			break
		}
		f := strings.Fields(line)
		if len(f) != 4 || f[0] != "puzzle" {
			return nil, fmt.Errorf("line %d: want \"puzzle <id> <W> <H>\", have %q", n, line)
		}
		w, err1 := strconv.Atoi(f[2])
		h, err2 := strconv.Atoi(f[3])
		if err1 != nil || err2 != nil || w < 1 || h < 1 || w*h > 1<<18 {
			return nil, fmt.Errorf("line %d: size %q x %q", n, f[2], f[3])
		}
		p := &Numberlink{ID: f[1], Puzzle: solvers.Numberlink{W: w, H: h}}
		grid := func() ([]int, error) {
			var cells []int
			for r := 0; r < h; r++ {
				line, ok := next()
				if !ok {
					return nil, fmt.Errorf("line %d: %s: missing grid row %d", n, p.ID, r+1)
				}
				f := strings.Fields(line)
				if len(f) != w {
					return nil, fmt.Errorf("line %d: %s: row %d has %d cells, want %d", n, p.ID, r+1, len(f), w)
				}
				for c, s := range f {
					v, err := strconv.Atoi(s)
					if err != nil || v < 0 {
						return nil, fmt.Errorf("line %d: %s: row %d col %d: %q", n, p.ID, r+1, c+1, s)
					}
					cells = append(cells, v)
				}
			}
			return cells, nil
		}
		var err error
		if p.Puzzle.Grid, err = grid(); err != nil {
			return nil, err
		}
		if err := p.Puzzle.Validate(); err != nil {
			return nil, fmt.Errorf("line %d: %s: %w", n, p.ID, err)
		}
		line, _ = next()
		f = strings.Fields(line)
		if len(f) != 4 || f[0] != "counts" {
			return nil, fmt.Errorf("line %d: %s: want \"counts A=.. B=.. C=..\", have %q", n, p.ID, line)
		}
		for i, dst := range []*Count{&p.A, &p.B, &p.C} {
			k, v, _ := strings.Cut(f[i+1], "=")
			if k != string(rune('A'+i)) {
				return nil, fmt.Errorf("line %d: %s: count %q", n, p.ID, f[i+1])
			}
			if *dst, err = ParseCount(v); err != nil {
				return nil, fmt.Errorf("line %d: %s: %w", n, p.ID, err)
			}
		}
		line, _ = next()
		kind, ok := strings.CutPrefix(line, "solution ")
		switch {
		case !ok:
			return nil, fmt.Errorf("line %d: %s: want \"solution ...\", have %q", n, p.ID, line)
		case kind == "A" || kind == "B":
			if p.Labels, err = grid(); err != nil {
				return nil, err
			}
		case kind == "unknown" || kind == "none":
		default:
			return nil, fmt.Errorf("line %d: %s: solution kind %q", n, p.ID, kind)
		}
		p.Kind = kind
		if line, _ = next(); line != "end" {
			return nil, fmt.Errorf("line %d: %s: want \"end\", have %q", n, p.ID, line)
		}
		out = append(out, p)
	}
	return out, sc.Err()
}
