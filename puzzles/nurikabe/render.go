package nurikabe

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// RenderOptions tune Render.
type RenderOptions struct {
	// ASCII draws shaded cells with '#' instead of '█'.
	ASCII bool
	// Mark are cells to highlight (drawn between brackets).
	Mark []uint32
}

func (p *Puzzle) label(v int) string {
	switch v {
	case NoNumber:
		return "."
	case Unknown:
		return "?"
	}
	return strconv.Itoa(v)
}

// Render draws the board as text with the shading set (nil for none):
// each cell's number ('?' for one not given, '.' for none), a shaded
// cell as a block the width of a number, marked cells between brackets.
func (p *Puzzle) Render(set []uint32, o RenderOptions) string {
	sh := p.Shading(set)
	mark := p.Shading(o.Mark)
	w := 1
	for _, v := range p.Nums {
		w = max(w, len(p.label(v)))
	}
	block := "█"
	if o.ASCII {
		block = "#"
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			s := fmt.Sprintf("%*s", w, p.label(p.Nums[i]))
			if sh[i] && !p.IsClue(i) {
				s = strings.Repeat(block, w)
			}
			if mark[i] {
				s = "[" + s + "]"
			} else {
				s = " " + s + " "
			}
			b.WriteString(s)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// WriteSVG draws the board as an SVG picture with the shading set (nil
// for none): the cell grid, the numbers in black,
// shaded cells dark grey (a shaded number, which no solution has, red).
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	sh := p.Shading(set)
	const cs = 32
	W, H := p.Cols*cs, p.Rows*cs
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="-2 -2 %d %d">`+"\n", W+4, H+4, W+4, H+4)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", W, H)
	for i, v := range p.Nums {
		x, y := (i%p.Cols)*cs, (i/p.Cols)*cs
		if sh[i] {
			fill := "#333333"
			if v != NoNumber {
				fill = "#cc3333"
			}
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x, y, cs, cs, fill)
		}
		if v != NoNumber {
			s := p.label(v)
			size := 20
			if len(s) > 2 {
				size = 14
			}
			fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="%d" text-anchor="middle" fill="black">%s</text>`+"\n", x+cs/2, y+cs/2+7, size, s)
		}
	}
	for r := 0; r <= p.Rows; r++ {
		fmt.Fprintf(&b, `<line x1="0" y1="%d" x2="%d" y2="%d" stroke="#888888" stroke-width="1"/>`+"\n", r*cs, W, r*cs)
	}
	for c := 0; c <= p.Cols; c++ {
		fmt.Fprintf(&b, `<line x1="%d" y1="0" x2="%d" y2="%d" stroke="#888888" stroke-width="1"/>`+"\n", c*cs, c*cs, H)
	}
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="none" stroke="black" stroke-width="2"/>`+"\n", W, H)
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
