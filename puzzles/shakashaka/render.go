package shakashaka

import (
	"fmt"
	"io"
	"strings"
)

// SVG implements puzzles.SVGWriter.
func (g *Game) SVG(w io.Writer, set []uint32) error { return g.P.WriteSVG(w, set) }

// WriteSVG draws the board as an SVG picture with the triangles set
// (nil for none): black cells with their numbers in white, each
// triangle filling its half of the cell.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	const cs = 32
	W, H := p.Cols*cs, p.Rows*cs
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="-2 -2 %d %d">`+"\n", W+4, H+4, W+4, H+4)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", W, H)
	for r := 0; r <= p.Rows; r++ {
		fmt.Fprintf(&b, `<line x1="0" y1="%d" x2="%d" y2="%d" stroke="#aaaaaa" stroke-width="1" stroke-dasharray="3,3"/>`+"\n", r*cs, W, r*cs)
	}
	for c := 0; c <= p.Cols; c++ {
		fmt.Fprintf(&b, `<line x1="%d" y1="0" x2="%d" y2="%d" stroke="#aaaaaa" stroke-width="1" stroke-dasharray="3,3"/>`+"\n", c*cs, c*cs, H)
	}
	for i, v := range p.Cells {
		if v == White {
			continue
		}
		x, y := (i%p.Cols)*cs, (i/p.Cols)*cs
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="black"/>`+"\n", x, y, cs, cs)
		if v >= 0 {
			fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="20" text-anchor="middle" fill="white">%d</text>`+"\n", x+cs/2, y+cs/2+7, v)
		}
	}
	for _, e := range set {
		i := int(e) / 4
		if i >= p.N() {
			continue
		}
		x, y := (i%p.Cols)*cs, (i/p.Cols)*cs
		// the three corners of the black half: the right angle first
		pts := map[int][3][2]int{
			BottomLeft:  {{x, y + cs}, {x, y}, {x + cs, y + cs}},
			BottomRight: {{x + cs, y + cs}, {x + cs, y}, {x, y + cs}},
			TopRight:    {{x + cs, y}, {x, y}, {x + cs, y + cs}},
			TopLeft:     {{x, y}, {x + cs, y}, {x, y + cs}},
		}[int(e)%4+2]
		fmt.Fprintf(&b, `<polygon points="%d,%d %d,%d %d,%d" fill="#222222"/>`+"\n", pts[0][0], pts[0][1], pts[1][0], pts[1][1], pts[2][0], pts[2][1])
	}
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="none" stroke="black" stroke-width="2"/>`+"\n", W, H)
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
