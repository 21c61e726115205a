package tapa

import (
	"fmt"
	"html"
	"io"
	"strings"
	"unicode/utf8"
)

// RenderOptions tune Render.
type RenderOptions struct {
	// ASCII draws shaded cells with '#' instead of '█'.
	ASCII bool
	// Mark are cells to highlight (drawn between brackets).
	Mark []uint32
}

// Render draws the board as text with the shading set (nil for none):
// each clue as ClueString writes it, '.' for a cell without one, a
// shaded cell as a block, all padded to the widest clue.
func (p *Puzzle) Render(set []uint32, o RenderOptions) string {
	sh := p.Shading(set)
	mark := p.Shading(o.Mark)
	w := 1
	for _, cl := range p.Clues {
		if cl != nil {
			w = max(w, len(ClueString(cl)))
		}
	}
	block := "█"
	if o.ASCII {
		block = "#"
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			var s string
			switch {
			case sh[i]:
				s = strings.Repeat(block, w)
			case p.Clues[i] == nil:
				s = strings.Repeat(" ", w-1) + "."
			default:
				cs := ClueString(p.Clues[i])
				s = strings.Repeat(" ", w-utf8.RuneCountInString(cs)) + cs
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
// for none): the grid, the clues (several numbers of a clue set around
// the cell's centre, as puzz.link draws them) and the shaded cells.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	sh := p.Shading(set)
	const cs = 36
	W, H := p.Cols*cs, p.Rows*cs
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="-2 -2 %d %d">`+"\n", W+4, H+4, W+4, H+4)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", W, H)
	// offsets of the numbers of a clue of k numbers, in 1/36 of a cell
	offs := [][][2]int{
		{{0, 0}},
		{{-8, -8}, {8, 8}},
		{{-9, -8}, {9, -8}, {0, 9}},
		{{0, -10}, {-10, 0}, {10, 0}, {0, 10}},
	}
	for i, cl := range p.Clues {
		x, y := (i%p.Cols)*cs, (i/p.Cols)*cs
		if sh[i] {
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#222222"/>`+"\n", x, y, cs, cs)
		}
		if cl == nil {
			continue
		}
		size := []int{24, 16, 13, 12}[len(cl)-1]
		for k, v := range cl {
			t := "?"
			if v != Unknown {
				t = fmt.Sprint(v)
			}
			o := offs[len(cl)-1][k]
			fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="%d" text-anchor="middle" dominant-baseline="central" fill="black">%s</text>`+"\n",
				x+cs/2+o[0], y+cs/2+o[1], size, html.EscapeString(t))
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
