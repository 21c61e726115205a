package puzzles

import (
	"bufio"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode"
)

// LineEntries lists the entries of a data-set file holding one puzzle a
// line, its id first. Blank lines and lines starting with # are passed
// over. The file is the genre's when its first other line starts an
// entry (isEntry); after that, lines of fewer than four fields are passed
// over. It reports false for a file that is not the genre's.
func LineEntries(text string, isEntry func(fields []string) bool) ([]Entry, bool) {
	var out []Entry
	first := true
	for i, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if first && !isEntry(f) {
			return nil, false
		}
		first = false
		if len(f) >= 4 {
			out = append(out, Entry{ID: f[0], Line: i, Text: l})
		}
	}
	return out, !first
}

// GridEntryLine reports whether the fields of a line start the data-set
// entry of a grid puzzle: an id, the rows and the columns as numbers,
// then the grid.
func GridEntryLine(f []string) bool {
	if len(f) < 4 {
		return false
	}
	_, err1 := strconv.Atoi(f[1])
	_, err2 := strconv.Atoi(f[2])
	return err1 == nil && err2 == nil
}

// Fields splits line around white space as strings.Fields does, and
// gives the column of the text where each field starts, counted in
// characters from 1 as editors count, for messages that name the place
// of a bad field.
func Fields(line string) (fields []string, cols []int) {
	col, start, startCol := 0, -1, 0
	for i, r := range line {
		col++
		if unicode.IsSpace(r) {
			if start >= 0 {
				fields, cols = append(fields, line[start:i]), append(cols, startCol)
				start = -1
			}
			continue
		}
		if start < 0 {
			start, startCol = i, col
		}
	}
	if start >= 0 {
		fields, cols = append(fields, line[start:]), append(cols, startCol)
	}
	return fields, cols
}

// ReadLines reads a data-set file of one puzzle a line: each line that
// is not blank and does not start with '#' is given to parse, and the
// line number (from 1) is set on a *ParseError it returns.
func ReadLines[E any](r io.Reader, parse func(line string) (E, error)) ([]E, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	var out []E
	ln := 0
	for sc.Scan() {
		ln++
		l := strings.TrimSpace(sc.Text())
		if l == "" || l[0] == '#' {
			continue
		}
		e, err := parse(l)
		if err != nil {
			var pe *ParseError
			if errors.As(err, &pe) {
				pe.Line = ln
			}
			return nil, err
		}
		out = append(out, e)
	}
	return out, sc.Err()
}
