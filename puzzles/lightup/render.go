package lightup

import (
	"fmt"
	"io"
	"strings"
)

// RenderOptions tune Render.
type RenderOptions struct {
	// ASCII draws with ASCII characters only.
	ASCII bool
	// Mark are cells to highlight (drawn between brackets).
	Mark []uint32
}

// Render draws the board as text with the lamps of set (nil for none):
// a black cell '#' (ASCII) or '█', a number as its digit, a lamp 'O' or
// '●', a white cell a lamp lights '+' or '·', a dark one '.'; marked
// cells between brackets.
func (p *Puzzle) Render(set []uint32, o RenderOptions) string {
	lamp := p.Lamps(set)
	mark := p.Lamps(o.Mark)
	lit := p.lit(lamp)
	black, on, shine := "█", "●", "·"
	if o.ASCII {
		black, on, shine = "#", "O", "+"
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			s := "."
			switch v := p.Cells[i]; {
			case v == Black:
				s = black
			case v >= 0:
				s = string(rune('0' + v))
			case lamp[i]:
				s = on
			case lit[i]:
				s = shine
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

// WriteSVG draws the board as an SVG picture with the lamps of set (nil
// for none): black cells with their numbers in white, lamps as circles,
// the cells they light tinted.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	lamp := p.Lamps(set)
	lit := p.lit(lamp)
	const cs = 32
	W, H := p.Cols*cs, p.Rows*cs
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="-2 -2 %d %d">`+"\n", W+4, H+4, W+4, H+4)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", W, H)
	for i, v := range p.Cells {
		x, y := (i%p.Cols)*cs, (i/p.Cols)*cs
		switch {
		case v != White:
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="black"/>`+"\n", x, y, cs, cs)
			if v >= 0 {
				fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="20" text-anchor="middle" fill="white">%d</text>`+"\n", x+cs/2, y+cs/2+7, v)
			}
		case lit[i]:
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#fff2a8"/>`+"\n", x, y, cs, cs)
		}
		if lamp[i] && v == White {
			fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="#e0a000" stroke="black" stroke-width="1"/>`+"\n", x+cs/2, y+cs/2, cs*3/10)
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
