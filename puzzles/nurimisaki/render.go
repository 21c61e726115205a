package nurimisaki

import (
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"
)

// RenderOptions tune Render.
type RenderOptions struct {
	// ASCII draws with ASCII characters only.
	ASCII bool
	// Mark are cells to highlight (drawn between brackets).
	Mark []uint32
}

// Render draws the board as text with the shading set (nil for none):
// each circle's number ('○', 'o' in ASCII, for a circle without one), a
// dot on a plain cell, a shaded cell as a block ('#' in ASCII), marked cells between
// brackets.
func (p *Puzzle) Render(set []uint32, o RenderOptions) string {
	sh := p.Shading(set)
	mark := p.Shading(o.Mark)
	w := 1
	for _, v := range p.Nums {
		if v >= 0 {
			w = max(w, len(strconv.Itoa(v)))
		}
	}
	block, dot, ring := "█", "·", "○"
	if o.ASCII {
		block, dot, ring = "#", ".", "o"
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		var l strings.Builder
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			var s string
			switch v := p.Nums[i]; {
			case sh[i]:
				s = strings.Repeat(block, w)
			case v == Unknown:
				s = strings.Repeat(" ", w-1) + ring
			case v >= 0:
				s = fmt.Sprintf("%*d", w, v)
			default:
				s = strings.Repeat(" ", w-1) + dot
			}
			if mark[i] {
				s = "[" + s + "]"
			} else {
				s = " " + s + " "
			}
			l.WriteString(s)
		}
		b.WriteString(strings.TrimRight(l.String(), " "))
		b.WriteString("\n")
	}
	return b.String()
}

// WriteSVG draws the board as an SVG picture with the shading set (nil
// for none): the grid, the circles with their numbers, shaded cells
// dark.
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
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#333333"/>`+"\n", x, y, cs, cs)
		}
		if v == NoNumber {
			continue
		}
		s := ""
		if v >= 0 {
			s = strconv.Itoa(v)
		}
		size := 18
		if len(s) > 2 {
			size = 12
		}
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="white" stroke="black" stroke-width="1.5"/>`+"\n", x+cs/2, y+cs/2, cs*2/5)
		if s == "" {
			continue
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="%d" text-anchor="middle" fill="black">%s</text>`+"\n", x+cs/2, y+cs/2+6, size, html.EscapeString(s))
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
