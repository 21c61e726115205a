package heyawake

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
// the borders as lines between the cells (box-drawing characters, or
// '|', '-' and '+' in ASCII), each room's number on its top cell ('?'
// for a number not given), a dot on the other cells, a shaded cell as a
// block ('#' in ASCII), marked cells between brackets.
func (p *Puzzle) Render(set []uint32, o RenderOptions) string {
	sh := p.Shading(set)
	mark := p.Shading(o.Mark)
	R, C := p.Rows, p.Cols
	w := 1
	for _, v := range p.Nums {
		w = max(w, len(numText(v)))
	}
	w += 2 // room for the brackets of a mark
	vert, horiz, cross, dot := "│", "─", "┼", "·"
	block := "█"
	if o.ASCII {
		vert, horiz, cross, dot, block = "|", "-", "+", ".", "#"
	}
	// a wall on the left/top of cell i: the board's edge or a border
	left := func(r, c int) bool { return c == 0 || c == C || p.Borders.V[r*(C-1)+c-1] }
	above := func(r, c int) bool { return r == 0 || r == R || p.Borders.H[(r-1)*C+c] }
	var b strings.Builder
	for r := 0; r <= R; r++ {
		// the line of walls above row r
		for c := 0; c <= C; c++ {
			// a corner joins the walls that meet there
			k := 0
			if r > 0 && left(r-1, c) {
				k |= 1
			}
			if r < R && left(r, c) {
				k |= 2
			}
			if c > 0 && above(r, c-1) {
				k |= 4
			}
			if c < C && above(r, c) {
				k |= 8
			}
			switch {
			case k == 0:
				b.WriteString(" ")
			case o.ASCII:
				b.WriteString(cross)
			default:
				b.WriteString(corners[k])
			}
			if c == C {
				break
			}
			if above(r, c) {
				b.WriteString(strings.Repeat(horiz, w))
			} else {
				b.WriteString(strings.Repeat(" ", w))
			}
		}
		b.WriteByte('\n')
		if r == R {
			break
		}
		for c := 0; c <= C; c++ {
			if left(r, c) {
				b.WriteString(vert)
			} else {
				b.WriteString(" ")
			}
			if c == C {
				break
			}
			i := r*C + c
			s := dot
			if room := p.Room[i]; p.top[room] == i && p.Nums[room] != NoNumber {
				s = numText(p.Nums[room])
			}
			if sh[i] {
				s = strings.Repeat(block, max(1, len([]rune(s))))
			}
			if mark[i] {
				s = "[" + s + "]"
			}
			pad := w - len([]rune(s))
			b.WriteString(strings.Repeat(" ", pad-pad/2) + s + strings.Repeat(" ", pad/2))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// corners are the box-drawing junctions of walls going up (1), down
// (2), left (4) and right (8).
var corners = [16]string{" ", "╵", "╷", "│", "╴", "┘", "┐", "┤", "╶", "└", "┌", "├", "─", "┴", "┬", "┼"}

// numText is a room's number as drawn: the count, '?', or nothing.
func numText(v int) string {
	switch {
	case v == Unknown:
		return "?"
	case v >= 0:
		return strconv.Itoa(v)
	}
	return ""
}

// WriteSVG draws the board as an SVG picture with the shading set (nil
// for none): thin cell lines, thick borders, the rooms' numbers, shaded
// cells dark with their number in grey.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	sh := p.Shading(set)
	const cs = 32
	R, C := p.Rows, p.Cols
	W, H := C*cs, R*cs
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="-2 -2 %d %d">`+"\n", W+4, H+4, W+4, H+4)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", W, H)
	for i := range sh {
		x, y := (i%C)*cs, (i/C)*cs
		color := "black"
		if sh[i] {
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#333333"/>`+"\n", x, y, cs, cs)
			color = "#999999"
		}
		if room := p.Room[i]; p.top[room] == i {
			if s := numText(p.Nums[room]); s != "" {
				size := 20
				if len(s) > 2 {
					size = 14
				}
				fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="%d" text-anchor="middle" fill="%s">%s</text>`+"\n", x+cs/2, y+cs/2+7, size, color, html.EscapeString(s))
			}
		}
	}
	for r := 1; r < R; r++ {
		fmt.Fprintf(&b, `<line x1="0" y1="%d" x2="%d" y2="%d" stroke="#bbbbbb" stroke-width="1"/>`+"\n", r*cs, W, r*cs)
	}
	for c := 1; c < C; c++ {
		fmt.Fprintf(&b, `<line x1="%d" y1="0" x2="%d" y2="%d" stroke="#bbbbbb" stroke-width="1"/>`+"\n", c*cs, c*cs, H)
	}
	for r := 0; r < R; r++ {
		for c := 0; c+1 < C; c++ {
			if p.Borders.V[r*(C-1)+c] {
				fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="3" stroke-linecap="square"/>`+"\n", (c+1)*cs, r*cs, (c+1)*cs, (r+1)*cs)
			}
		}
	}
	for r := 0; r+1 < R; r++ {
		for c := 0; c < C; c++ {
			if p.Borders.H[r*C+c] {
				fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="3" stroke-linecap="square"/>`+"\n", c*cs, (r+1)*cs, (c+1)*cs, (r+1)*cs)
			}
		}
	}
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="none" stroke="black" stroke-width="3"/>`+"\n", W, H)
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
