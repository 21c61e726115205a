package nurimaze

import (
	"fmt"
	"io"
	"strings"
)

// Render draws the board with the shaded cells of set (nil for none)
// as text: a cell per character pair, the rooms' walls between them
// ('|' and '-' lines), shaded cells '█' ('#'), marks 'S', 'G', 'o',
// 't', other unshaded cells '·' ('.'). Mark lists cells drawn '*'.
func (p *Puzzle) Render(set []uint32, ascii bool, mark []uint32) string {
	sh := map[int]bool{}
	for _, x := range set {
		sh[int(x)] = true
	}
	mk := map[int]bool{}
	for _, x := range mark {
		mk[int(x)] = true
	}
	C := p.Cols
	var b strings.Builder
	wall := func(i, j int) bool { return p.Room[i] != p.Room[j] }
	b.WriteString("+" + strings.Repeat("--", C) + "+\n")
	for r := 0; r < p.Rows; r++ {
		b.WriteByte('|')
		for c := 0; c < C; c++ {
			i := r*C + c
			ch := "·"
			if ascii {
				ch = "."
			}
			switch {
			case mk[i]:
				ch = "*"
			case p.Marks[i] != None:
				ch = string(markChars[p.Marks[i]])
			case sh[i] && ascii:
				ch = "#"
			case sh[i]:
				ch = "█"
			}
			b.WriteString(ch)
			switch {
			case c+1 == C:
				b.WriteByte('|')
			case wall(i, i+1):
				b.WriteByte('|')
			default:
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
		if r+1 < p.Rows {
			b.WriteByte('+')
			for c := 0; c < C; c++ {
				i := r*C + c
				if wall(i, i+C) {
					b.WriteString("--")
				} else {
					b.WriteString("  ")
				}
			}
			b.WriteString("+\n")
		}
	}
	b.WriteString("+" + strings.Repeat("--", C) + "+\n")
	return b.String()
}

// WriteSVG writes the board with the shaded cells of set (nil for
// none) as an SVG picture: the grid, the rooms' walls, the shaded
// cells, S and G, circles and triangles.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	const s, m = 36, 18
	C := p.Cols
	W, H := C*s+2*m, p.Rows*s+2*m
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", W, H, W, H)
	fmt.Fprintf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H)
	for _, x := range set {
		if int(x) < len(p.Marks) {
			fmt.Fprintf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#333\"/>\n", m+int(x)%C*s, m+int(x)/C*s, s, s)
		}
	}
	for r := 0; r <= p.Rows; r++ {
		fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#bbb\" stroke-width=\"1\"/>\n", m, m+r*s, m+C*s, m+r*s)
	}
	for c := 0; c <= C; c++ {
		fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#bbb\" stroke-width=\"1\"/>\n", m+c*s, m, m+c*s, m+p.Rows*s)
	}
	thick := func(x1, y1, x2, y2 int) {
		fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\" stroke-width=\"3\" stroke-linecap=\"square\"/>\n", x1, y1, x2, y2)
	}
	thick(m, m, m+C*s, m)
	thick(m, m+p.Rows*s, m+C*s, m+p.Rows*s)
	thick(m, m, m, m+p.Rows*s)
	thick(m+C*s, m, m+C*s, m+p.Rows*s)
	for i := range p.Room {
		r, c := i/C, i%C
		if c+1 < C && p.Room[i] != p.Room[i+1] {
			thick(m+(c+1)*s, m+r*s, m+(c+1)*s, m+(r+1)*s)
		}
		if r+1 < p.Rows && p.Room[i] != p.Room[i+C] {
			thick(m+c*s, m+(r+1)*s, m+(c+1)*s, m+(r+1)*s)
		}
	}
	for i, x := range p.Marks {
		cx, cy := m+i%C*s+s/2, m+i/C*s+s/2
		switch x {
		case Start, Goal:
			fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" font-size=\"20\" text-anchor=\"middle\" dominant-baseline=\"central\">%c</text>\n", cx, cy, markChars[x])
		case Circle:
			fmt.Fprintf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"11\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>\n", cx, cy)
		case Triangle:
			fmt.Fprintf(&b, "<polygon points=\"%d,%d %d,%d %d,%d\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>\n", cx, cy-11, cx-11, cy+9, cx+11, cy+9)
		}
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
