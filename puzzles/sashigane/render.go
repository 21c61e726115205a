package sashigane

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Render draws the board as text with the borders of set (nil for
// none): '+' at the corners, '|' and '-' for the outline and the
// borders, each cell's mark as the plain board writes it ('.' none, 'o'
// a circle, its number for a numbered circle, '^' 'v' '<' '>' arrows,
// '?') in a field as wide as the widest; marked borders are drawn with
// '#'.
func (p *Puzzle) Render(set []uint32, mark []uint32) string {
	cut := make([]int, p.g.M())
	for _, e := range set {
		if int(e) < len(cut) {
			cut[e] = 1
		}
	}
	for _, e := range mark {
		if int(e) < len(cut) {
			cut[e] = 2
		}
	}
	w := 1
	for i := range p.Marks {
		w = max(w, len(p.token(i)))
	}
	w += 2
	R, C := p.Rows, p.Cols
	vert := func(r, c int) byte {
		if c == 0 || c == C {
			return '|'
		}
		switch cut[p.edge(r*C+c-1, r*C+c)] {
		case 1:
			return '|'
		case 2:
			return '#'
		}
		return ' '
	}
	horiz := func(r, c int) string {
		if r == 0 || r == R {
			return strings.Repeat("-", w)
		}
		switch cut[p.edge((r-1)*C+c, r*C+c)] {
		case 1:
			return strings.Repeat("-", w)
		case 2:
			return strings.Repeat("#", w)
		}
		return strings.Repeat(" ", w)
	}
	var b strings.Builder
	for r := 0; r <= R; r++ {
		for c := 0; c < C; c++ {
			b.WriteByte('+')
			b.WriteString(horiz(r, c))
		}
		b.WriteString("+\n")
		if r == R {
			break
		}
		for c := 0; c <= C; c++ {
			b.WriteByte(vert(r, c))
			if c == C {
				break
			}
			fmt.Fprintf(&b, "%*s ", w-1, p.token(r*C+c))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// WriteSVG draws the board as an SVG picture with the borders of set
// (nil for none): a dotted cell grid, circles (with their numbers),
// arrows, '?' marks, the borders and the outline thick.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	const cs = 32
	W, H := p.Cols*cs, p.Rows*cs
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="-3 -3 %d %d">`+"\n", W+6, H+6, W+6, H+6)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", W, H)
	for r := 1; r < p.Rows; r++ {
		fmt.Fprintf(&b, `<line x1="0" y1="%d" x2="%d" y2="%d" stroke="#aaaaaa" stroke-width="1" stroke-dasharray="2,3"/>`+"\n", r*cs, W, r*cs)
	}
	for c := 1; c < p.Cols; c++ {
		fmt.Fprintf(&b, `<line x1="%d" y1="0" x2="%d" y2="%d" stroke="#aaaaaa" stroke-width="1" stroke-dasharray="2,3"/>`+"\n", c*cs, c*cs, H)
	}
	// an arrow pointing up, turned for the others
	turn := map[int]int{Up: 0, Right: 90, Down: 180, Left: 270}
	for i, m := range p.Marks {
		x, y := (i%p.Cols)*cs+cs/2, (i/p.Cols)*cs+cs/2
		switch m {
		case Empty:
		case Circle:
			fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="white" stroke="black" stroke-width="1.5"/>`+"\n", x, y, cs*2/5)
			if v := p.Nums[i]; v != NoNumber {
				s := strconv.Itoa(v)
				size := 16
				if len(s) > 2 {
					size = 11
				}
				fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="%d" text-anchor="middle">%s</text>`+"\n", x, y+size*2/5, size, s)
			}
		case Unknown:
			fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="18" text-anchor="middle">?</text>`+"\n", x, y+7)
		default:
			fmt.Fprintf(&b, `<path d="M 0 -11 L 7 -3 L 3 -3 L 3 11 L -3 11 L -3 -3 L -7 -3 Z" fill="black" transform="translate(%d %d) rotate(%d)"/>`+"\n", x, y, turn[m])
		}
	}
	for _, e := range set {
		if int(e) >= p.g.M() {
			continue
		}
		ed := p.g.Edge(int(e))
		r, c := ed.U/p.Cols, ed.U%p.Cols
		if ed.V == ed.U+1 {
			fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="3" stroke-linecap="square"/>`+"\n", (c+1)*cs, r*cs, (c+1)*cs, (r+1)*cs)
		} else {
			fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="3" stroke-linecap="square"/>`+"\n", c*cs, (r+1)*cs, (c+1)*cs, (r+1)*cs)
		}
	}
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="none" stroke="black" stroke-width="3"/>`+"\n", W, H)
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
