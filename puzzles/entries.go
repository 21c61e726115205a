package puzzles

import (
	"strconv"
	"strings"
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
