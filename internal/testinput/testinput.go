// Package testinput makes the large inputs that tests of reading feed
// to the language, and measures what reading them allocates.
package testinput

import (
	"fmt"
	"runtime"
	"strings"
)

// Allocated returns the bytes f allocates: a count, not a time, the same
// on every machine give or take the runtime's own.
func Allocated(f func()) uint64 {
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	f()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// SudokuDataSet is text in the format of the public Sudoku data sets, n
// puzzles one a line (about 180 bytes each): a file that is plainly not
// a zq script.
func SudokuDataSet(n int) string {
	var b strings.Builder
	b.WriteString("# Sudoku instances. Format: see README.md.\n# fields: id variant boxrows boxcols puzzle count solution\n\n")
	for i := range n {
		fmt.Fprintf(&b, "set-%05d std 3 3 .................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7... 1 953168742862734951417952836746893125281645397395271468138529674574386219629417583\n", i)
	}
	return b.String()
}
