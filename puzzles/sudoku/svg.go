package sudoku

import (
	"fmt"
	"io"
	"strings"
)

// SVG draws the puzzle as an SVG picture: thin cell lines, thick box
// borders, the givens in black and, when solution (N*N values) is not
// nil, the other cells' values in blue; the diagonals of an X sudoku
// are shaded.
func (p *Puzzle) SVG(w io.Writer, solution []uint8) error {
	n := p.N()
	if solution != nil && len(solution) != n*n {
		return fmt.Errorf("sudoku: the solution has %d cells, the grid %d", len(solution), n*n)
	}
	const cs = 32
	size := n * cs
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="-2 -2 %d %d">`+"\n", size+4, size+4, size+4, size+4)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", size, size)
	if p.X {
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#eeeeee"/>`+"\n", i*cs, i*cs, cs, cs)
			if j := n - 1 - i; j != i {
				fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#eeeeee"/>`+"\n", j*cs, i*cs, cs, cs)
			}
		}
	}
	for i := 0; i <= n; i++ {
		wv, wh := 1, 1
		if i%p.BoxCols == 0 {
			wv = 3
		}
		if i%p.BoxRows == 0 {
			wh = 3
		}
		fmt.Fprintf(&b, `<line x1="%d" y1="0" x2="%d" y2="%d" stroke="black" stroke-width="%d"/>`+"\n", i*cs, i*cs, size, wv)
		fmt.Fprintf(&b, `<line x1="0" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="%d"/>`+"\n", i*cs, size, i*cs, wh)
	}
	for c := 0; c < n*n; c++ {
		v, color := p.Cells[c], "black"
		if v == 0 && solution != nil {
			v, color = solution[c], "#1f5fbf"
		}
		if v == 0 {
			continue
		}
		x, y := (c%n)*cs+cs/2, (c/n)*cs+cs/2+7
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="20" text-anchor="middle" fill="%s">%s</text>`+"\n", x, y, color, ValueString(int(v)))
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
