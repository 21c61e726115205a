package norinori

import (
	"fmt"
	"io"
	"strings"
)

// RenderOptions tune Render.
type RenderOptions struct {
	// ASCII draws shaded cells with '#' instead of '█'.
	ASCII bool
	// Mark are cells to highlight (drawn between brackets).
	Mark []uint32
}

// Render draws the board as text with the shading set (nil for none):
// '+' at the corners, "---" and '|' for the borders, a shaded cell as a
// block, an unshaded one as '.', marked cells between brackets.
func (p *Puzzle) Render(set []uint32, o RenderOptions) string {
	sh := p.Shading(set)
	mark := p.Shading(o.Mark)
	block := "█"
	if o.ASCII {
		block = "#"
	}
	R, C := p.Rows, p.Cols
	var b strings.Builder
	hline := func(r int) { // the line above row r
		for c := 0; c < C; c++ {
			b.WriteByte('+')
			if r == 0 || r == R || p.H[(r-1)*C+c] {
				b.WriteString("---")
			} else {
				b.WriteString("   ")
			}
		}
		b.WriteString("+\n")
	}
	for r := 0; r < R; r++ {
		hline(r)
		for c := 0; c < C; c++ {
			if c == 0 || p.V[r*(C-1)+c-1] {
				b.WriteByte('|')
			} else {
				b.WriteByte(' ')
			}
			i := r*C + c
			s := "."
			if sh[i] {
				s = block
			}
			if mark[i] {
				b.WriteString("[" + s + "]")
			} else {
				b.WriteString(" " + s + " ")
			}
		}
		b.WriteString("|\n")
	}
	hline(R)
	return b.String()
}

// WriteSVG draws the board as an SVG picture with the shading set (nil
// for none): thin cell lines, thick borders, shaded cells dark.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	sh := p.Shading(set)
	const cs, m = 32, 4
	R, C := p.Rows, p.Cols
	W, H := C*cs, R*cs
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="%d %d %d %d">`+"\n", W+2*m, H+2*m, -m, -m, W+2*m, H+2*m)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", W, H)
	for i, s := range sh {
		if s {
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#505050"/>`+"\n", (i%C)*cs, (i/C)*cs, cs, cs)
		}
	}
	for r := 1; r < R; r++ {
		fmt.Fprintf(&b, `<line x1="0" y1="%d" x2="%d" y2="%d" stroke="#aaaaaa" stroke-width="1" stroke-dasharray="3 3"/>`+"\n", r*cs, W, r*cs)
	}
	for c := 1; c < C; c++ {
		fmt.Fprintf(&b, `<line x1="%d" y1="0" x2="%d" y2="%d" stroke="#aaaaaa" stroke-width="1" stroke-dasharray="3 3"/>`+"\n", c*cs, c*cs, H)
	}
	for r := 0; r < R; r++ {
		for c := 0; c+1 < C; c++ {
			if p.V[r*(C-1)+c] {
				x := (c + 1) * cs
				fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="3" stroke-linecap="square"/>`+"\n", x, r*cs, x, (r+1)*cs)
			}
		}
	}
	for r := 0; r+1 < R; r++ {
		for c := 0; c < C; c++ {
			if p.H[r*C+c] {
				y := (r + 1) * cs
				fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="3" stroke-linecap="square"/>`+"\n", c*cs, y, (c+1)*cs, y)
			}
		}
	}
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="none" stroke="black" stroke-width="3"/>`+"\n", W, H)
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
