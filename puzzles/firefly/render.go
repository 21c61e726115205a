package firefly

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Render draws the board with the lines of set (nil for none) as text:
// fireflies as the text grid writes them ("2>", "?^"), the lines'
// cells as box-drawing characters ('-', '|', '+' in ASCII), empty cells
// '·' ('.'). Mark lists edges drawn heavy.
func (p *Puzzle) Render(set []uint32, ascii bool, mark []uint32) string {
	l, err := p.readLines(set)
	if err != nil {
		l, _ = p.readLines(nil)
	}
	heavy, err := p.readLines(mark)
	if err != nil {
		heavy, _ = p.readLines(nil)
	}
	pick := func(a, u string) string {
		if ascii {
			return a
		}
		return u
	}
	width := 1
	for _, c := range p.Cells {
		width = max(width, len(c.token()))
	}
	hline := func(cell, d int) string {
		switch {
		case heavy.has[cell][d]:
			return pick("=", "━")
		case l.has[cell][d]:
			return pick("-", "─")
		}
		return " "
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		var line, below strings.Builder
		for c := 0; c < p.Cols; c++ {
			cell := r*p.Cols + c
			s := p.Cells[cell].token()
			if !p.Cells[cell].Firefly() {
				s = cellChar(l.has[cell], ascii)
			}
			pad := width - utf8.RuneCountInString(s)
			lp := pad / 2
			line.WriteString(strings.Repeat(hline(cell, Left), lp) + s + strings.Repeat(hline(cell, Right), pad-lp))
			if c+1 < p.Cols {
				line.WriteString(strings.Repeat(hline(cell, Right), 3))
			}
			if c > 0 {
				below.WriteString("   ")
			}
			v := " "
			switch {
			case heavy.has[cell][Down]:
				v = pick("#", "┃")
			case l.has[cell][Down]:
				v = pick("|", "│")
			}
			below.WriteString(strings.Repeat(" ", (width-1)/2) + v + strings.Repeat(" ", width-1-(width-1)/2))
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteString("\n")
		if r+1 < p.Rows {
			b.WriteString(strings.TrimRight(below.String(), " "))
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// cellChar draws a blank cell by its lines.
func cellChar(s [5]bool, ascii bool) string {
	if ascii {
		n := 0
		for d := Up; d <= Right; d++ {
			if s[d] {
				n++
			}
		}
		switch {
		case n == 0:
			return "."
		case s[Left] && s[Right] && n == 2:
			return "-"
		case s[Up] && s[Down] && n == 2:
			return "|"
		}
		return "+"
	}
	k := 0
	for i, d := range []int{Up, Down, Left, Right} {
		if s[d] {
			k |= 1 << i
		}
	}
	return [16]string{
		"·", "╵", "╷", "│", "╴", "┘", "┐", "┤",
		"╶", "└", "┌", "├", "─", "┴", "┬", "┼",
	}[k]
}

// WriteSVG writes the board with the lines of set (nil for none) as an
// SVG picture: the grid, the lines through the cells' centres, the
// fireflies as circles with their numbers and a dot on the side of
// their beam.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	const s, m = 40, 20 // cell size, margin
	W, H := p.Cols*s+2*m, p.Rows*s+2*m
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", W, H, W, H)
	fmt.Fprintf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H)
	for r := 0; r <= p.Rows; r++ {
		fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ccc\" stroke-width=\"1\"/>\n", m, m+r*s, m+p.Cols*s, m+r*s)
	}
	for c := 0; c <= p.Cols; c++ {
		fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ccc\" stroke-width=\"1\"/>\n", m+c*s, m, m+c*s, m+p.Rows*s)
	}
	g := p.Graph()
	for _, v := range set {
		if int(v) >= g.M() {
			continue
		}
		e := g.Edge(int(v))
		x1, y1 := m+(e.U%p.Cols)*s+s/2, m+(e.U/p.Cols)*s+s/2
		x2, y2 := m+(e.V%p.Cols)*s+s/2, m+(e.V/p.Cols)*s+s/2
		fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#2a6\" stroke-width=\"5\" stroke-linecap=\"round\"/>\n", x1, y1, x2, y2)
	}
	for cell, x := range p.Cells {
		if !x.Firefly() {
			continue
		}
		cx, cy := m+(cell%p.Cols)*s+s/2, m+(cell/p.Cols)*s+s/2
		fmt.Fprintf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"15\" fill=\"white\" stroke=\"black\" stroke-width=\"2\"/>\n", cx, cy)
		if x.Num >= 0 {
			fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" font-size=\"16\" text-anchor=\"middle\" dominant-baseline=\"central\">%d</text>\n", cx, cy, x.Num)
		}
		if x.Dir != None {
			fmt.Fprintf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"4\" fill=\"black\"/>\n", cx+15*dc[x.Dir], cy+15*dr[x.Dir])
		}
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
