package wording

import (
	"strings"
)

// Blocks places text blocks side by side while they fit in width
// columns, and below each other otherwise.
func Blocks(blocks []string, width int) string {
	var out strings.Builder
	for len(blocks) > 0 {
		row := [][]string{strings.Split(strings.TrimRight(blocks[0], "\n"), "\n")}
		w := blockWidth(row[0])
		i := 1
		for ; i < len(blocks); i++ {
			b := strings.Split(strings.TrimRight(blocks[i], "\n"), "\n")
			bw := blockWidth(b)
			if w+4+bw > width {
				break
			}
			row = append(row, b)
			w += 4 + bw
		}
		blocks = blocks[i:]
		height := 0
		for _, b := range row {
			height = max(height, len(b))
		}
		for y := 0; y < height; y++ {
			var line strings.Builder
			for j, b := range row {
				cell := ""
				if y < len(b) {
					cell = b[y]
				}
				if j+1 < len(row) {
					cell += strings.Repeat(" ", blockWidth(b)-len([]rune(cell))+4)
				}
				line.WriteString(cell)
			}
			out.WriteString(strings.TrimRight(line.String(), " ") + "\n")
		}
		if len(blocks) > 0 {
			out.WriteString("\n")
		}
	}
	return out.String()
}

func blockWidth(lines []string) int {
	w := 0
	for _, l := range lines {
		w = max(w, len([]rune(l)))
	}
	return w
}
