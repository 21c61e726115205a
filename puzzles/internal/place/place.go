// Package place formats the place of an error in puzzle input, shared by
// the puzzle packages' parse errors.
package place

import (
	"fmt"
	"strings"
)

// Format returns prefix, then "line L: " when line > 0, then "row R: "
// or "row R, col C: " when row > 0 (the column only when col > 0), then
// msg.
func Format(prefix string, line, row, col int, msg string) string {
	var b strings.Builder
	b.WriteString(prefix)
	if line > 0 {
		fmt.Fprintf(&b, "line %d: ", line)
	}
	if row > 0 {
		fmt.Fprintf(&b, "row %d", row)
		if col > 0 {
			fmt.Fprintf(&b, ", col %d", col)
		}
		b.WriteString(": ")
	}
	b.WriteString(msg)
	return b.String()
}
