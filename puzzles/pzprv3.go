package puzzles

import (
	"fmt"
	"strconv"
	"strings"
)

// PZPRV3 is a puzzle file as puzz.link's editor (pzprjs) saves it:
// "pzprv3", the type, the rows, the columns (one size alone for a
// square board, as Sudoku's), then the genre's fields, one a line (the
// clues, then the answer). The one-line form pzprjs's
// tests write, with '/' between the fields ("pzprv3/mashu/6/6/. . 1 . /"),
// is read as the same file.
type PZPRV3 struct {
	// Version is the first line: "pzprv3", or "pzprv3.N" for the N-th
	// newer version of the type's fields that pzprjs's editor writes for
	// some types (each genre reads the versions its type has; a variant
	// of a type is a flag line after the size).
	Version string
	// Type is the type name, lower case ("mashu").
	Type string
	// Rows and Cols are the board's size.
	Rows, Cols int
	// Lines are the fields after the size, one a line, in order.
	Lines []string
	// OneLine is true for the form with '/' between the fields; places
	// are then counted in fields (a field is a line).
	OneLine bool
	// start is the line of Lines[0], counted from 1.
	start int
	// typeLine is the line of the type, counted from 1.
	typeLine int
}

// IsPZPRV3 reports whether text is a pzprv3 file (comment lines
// aside): its first line is "pzprv3" or "pzprv3.N" (a newer version of
// files with a variant line after the size), or starts with one and '/'.
func IsPZPRV3(text string) bool {
	l := firstContent(text)
	v, _, _ := strings.Cut(l, "/")
	return isVersion(v)
}

// isVersion reports whether v is "pzprv3" or "pzprv3.N", N a number.
func isVersion(v string) bool {
	if v == "pzprv3" {
		return true
	}
	n, ok := strings.CutPrefix(v, "pzprv3.")
	if !ok || n == "" || len(n) > 3 {
		return false
	}
	for _, c := range n {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// firstContent is text's first line that is not blank or a comment,
// trimmed.
func firstContent(text string) string {
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			return l
		}
	}
	return ""
}

// pzprv3Start is the number, counted from 1, of text's first line
// that is not blank or a comment.
func pzprv3Start(text string) int {
	for i, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			return i + 1
		}
	}
	return 1
}

// ReadPZPRV3 splits a pzprv3 file into its header and fields. Errors
// are *ParseError naming the line of the file (the field, in the one-line
// form).
func ReadPZPRV3(text string) (*PZPRV3, error) {
	first := pzprv3Start(text)
	var fields []string
	f := &PZPRV3{}
	if l := firstContent(text); strings.Contains(l, "/") && IsPZPRV3(l) {
		f.OneLine = true
		first = 1
		fields = strings.Split(l, "/")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		if n := len(fields); n > 0 && fields[n-1] == "" {
			fields = fields[:n-1]
		}
	} else {
		lines := strings.Split(text, "\n")
		fields = lines[first-1:]
		for i := range fields {
			fields[i] = strings.TrimRight(fields[i], " \t\r")
		}
		for len(fields) > 0 && strings.TrimSpace(fields[len(fields)-1]) == "" {
			fields = fields[:len(fields)-1]
		}
	}
	at := func(i int, format string, args ...any) error {
		return &ParseError{Line: first + i, Msg: fmt.Sprintf(format, args...) + f.where()}
	}
	if len(fields) == 0 || !isVersion(strings.TrimSpace(fields[0])) {
		return nil, at(0, "not a pzprv3 file (its first line is pzprv3)")
	}
	f.Version = strings.TrimSpace(fields[0])
	if len(fields) < 3 {
		return nil, at(len(fields), "the file ends before the type and the size")
	}
	f.Type = normType(strings.TrimSpace(fields[1]))
	f.typeLine = first + 1
	if f.Type == "" {
		return nil, at(1, "the file names no puzzle type")
	}
	var err error
	if f.Rows, err = strconv.Atoi(strings.TrimSpace(fields[2])); err != nil || f.Rows < 1 || f.Rows > maxPZPRV3Side {
		return nil, at(2, "the row count %q is not a number 1..%d", clipText(fields[2]), maxPZPRV3Side)
	}
	// A type whose file gives one size (sudoku's) is square: the line
	// after the size is then the first of the board, no number.
	f.Cols = f.Rows
	f.Lines, f.start = fields[3:], first+3
	if len(fields) == 3 {
		return f, nil
	}
	if c, err := strconv.Atoi(strings.TrimSpace(fields[3])); err == nil {
		if c < 1 || c > maxPZPRV3Side {
			return nil, at(3, "the column count %q is not a number 1..%d", clipText(fields[3]), maxPZPRV3Side)
		}
		f.Cols, f.Lines, f.start = c, fields[4:], first+4
	}
	return f, nil
}

// TypeError is the error of a file whose type no genre reads, at the
// type's line, listing the genres.
func (f *PZPRV3) TypeError() error {
	return &ParseError{Line: f.typeLine, Msg: TypeError(f.Type).Msg + f.where()}
}

// maxPZPRV3Side is the largest side a file may give.
const maxPZPRV3Side = 200

func normType(t string) string {
	t = strings.ToLower(t)
	t = strings.TrimSuffix(t, "_edit")
	return strings.TrimSuffix(t, "_play")
}

func clipText(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

func (f *PZPRV3) where() string {
	if f.OneLine {
		return " (places count the '/' fields as lines)"
	}
	return ""
}

// Grid reads n lines of the fields from line k (counted from 0 in
// Lines), each of width tokens separated by spaces, as the genre's
// fields of cells or edges are written. Missing lines are an error
// naming the line; empty is true when the file ends before line k (a
// file with clues and no answer).
func (f *PZPRV3) Grid(k, n, width int) (rows [][]string, empty bool, err error) {
	if k >= len(f.Lines) {
		return nil, true, nil
	}
	for i := 0; i < n; i++ {
		if k+i >= len(f.Lines) {
			return nil, false, &ParseError{Line: f.start + k + i, Msg: fmt.Sprintf("the file ends; %d more lines of %d items were expected", n-i, width) + f.where()}
		}
		toks := strings.Fields(f.Lines[k+i])
		if len(toks) != width {
			return nil, false, &ParseError{Line: f.start + k + i, Msg: fmt.Sprintf("%d items on the line, want %d", len(toks), width) + f.where()}
		}
		rows = append(rows, toks)
	}
	return rows, false, nil
}

// Errorf is a *ParseError at item col (counted from 0) of line k of
// Lines, the cell (r, c) when cell is true.
func (f *PZPRV3) Errorf(k, col int, cell bool, r, c int, format string, args ...any) error {
	e := &ParseError{Line: f.start + k, Cell: cell, Row: r, Col: c, Msg: fmt.Sprintf(format, args...) + f.where()}
	if !f.OneLine && k >= 0 && k < len(f.Lines) {
		if toks := tokenStarts(f.Lines[k]); col < len(toks) {
			e.Column = toks[col] + 1
		}
	}
	return e
}

// tokenStarts are the byte offsets at which the space-separated items
// of line start.
func tokenStarts(line string) []int {
	var out []int
	in := false
	for i := 0; i < len(line); i++ {
		sp := line[i] == ' ' || line[i] == '\t'
		if !sp && !in {
			out = append(out, i)
		}
		in = !sp
	}
	return out
}

// ErrVariant is the error of a genre reading a file it does not read: a
// variant of its type (a flag line after the size) or a version of the
// type's fields it does not have.
func (f *PZPRV3) ErrVariant() error {
	v := ""
	if len(f.Lines) > 0 {
		v = strings.TrimSpace(f.Lines[0])
	}
	return &ParseError{Line: f.start, Msg: fmt.Sprintf("a %s file that zq does not read: a variant of the type (the line after the size is %q) or a version of its fields zq lacks", f.Version, clipText(v)) + f.where()}
}

// PZPRV3Reader is implemented by genres that read pzprv3 files:
// [Parse] hands them the file split into its fields, the type one of
// their Doc().URLTypes (or their name).
type PZPRV3Reader interface {
	// ReadPZPRV3 reads the puzzle of f under props (as for
	// [Genre.Parse]), with the answer the file holds (see [Answerer]).
	ReadPZPRV3(f *PZPRV3, props Props) (Puzzle, error)
}

// Answerer is implemented by puzzles read with an answer (a pzprv3
// file's): the language's answer(p).
type Answerer interface {
	// Answer is the answer's elements, and false when the puzzle was
	// read with no answer; a partial answer is what it is, for Check to
	// say what is missing.
	Answer() ([]uint32, bool)
}

// PZPRV3Writer is implemented by puzzles that write themselves as
// pzprv3 files, the form puzz.link's editor opens.
type PZPRV3Writer interface {
	// PZPRV3 is the file text of the puzzle, with set as its answer
	// (nil: the clues alone).
	PZPRV3(set []uint32) (string, error)
}

// WritePZPRV3 writes a pzprv3 file: the header (type, rows and, unless
// oneSize, columns) and the lines of the genre's fields.
func WritePZPRV3(typ string, rows, cols int, oneSize bool, lines []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "pzprv3\n%s\n%d\n", typ, rows)
	if !oneSize {
		fmt.Fprintf(&b, "%d\n", cols)
	}
	for _, l := range lines {
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}

// PZPRV3Row is a line of items as pzprjs writes it: each followed by a
// space.
func PZPRV3Row(items []string) string {
	var b strings.Builder
	for _, it := range items {
		b.WriteString(it)
		b.WriteByte(' ')
	}
	return b.String()
}

// PZPRV3Grid is rows lines of cols items, item(r, c) each.
func PZPRV3Grid(rows, cols int, item func(r, c int) string) []string {
	out := make([]string, rows)
	items := make([]string, cols)
	for r := range out {
		for c := range items {
			items[c] = item(r, c)
		}
		out[r] = PZPRV3Row(items)
	}
	return out
}
