package masyu

import (
	"fmt"
	"io"
	"strings"
)

// Render draws the board with the loop set (nil for none) as text: a
// cell per character, three characters between cells for the loop's
// edges across, a line between rows for its edges down; pearls are ○
// and ● ('o' and '*' in ASCII), the loop's other cells box-drawing
// corners, empty cells '·' ('.'). Mark lists edges drawn heavy.
func (p *Puzzle) Render(set []uint32, ascii bool, mark []uint32) string {
	sh, err := p.shapes(set)
	if err != nil {
		sh, _ = p.shapes(nil)
	}
	heavy, _ := p.shapes(mark)
	if heavy == nil {
		heavy, _ = p.shapes(nil)
	}
	pick := func(a, u string) string {
		if ascii {
			return a
		}
		return u
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		var below strings.Builder
		for c := 0; c < p.Cols; c++ {
			cell := r*p.Cols + c
			s := sh[cell]
			switch p.Pearls[cell] {
			case White:
				b.WriteString(pick("o", "○"))
			case Black:
				b.WriteString(pick("*", "●"))
			default:
				b.WriteString(cellChar(s, ascii))
			}
			if c+1 < p.Cols {
				switch {
				case heavy[cell][right]:
					b.WriteString(pick("===", "━━━"))
				case s[right]:
					b.WriteString(pick("---", "───"))
				default:
					b.WriteString("   ")
				}
			}
			if c > 0 {
				below.WriteString("   ")
			}
			switch {
			case heavy[cell][down]:
				below.WriteString(pick("#", "┃"))
			case s[down]:
				below.WriteString(pick("|", "│"))
			default:
				below.WriteString(" ")
			}
		}
		b.WriteByte('\n')
		if r+1 < p.Rows {
			b.WriteString(strings.TrimRight(below.String(), " "))
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// cellChar draws a cell without a pearl by its edges.
func cellChar(s [4]bool, ascii bool) string {
	if ascii {
		switch {
		case deg(s) == 0:
			return "."
		case s[left] && s[right] && deg(s) == 2:
			return "-"
		case s[up] && s[down] && deg(s) == 2:
			return "|"
		}
		return "+"
	}
	k := 0
	for i, d := range []int{up, down, left, right} {
		if s[d] {
			k |= 1 << i
		}
	}
	return [16]string{
		"·", "╵", "╷", "│", "╴", "┘", "┐", "┤",
		"╶", "└", "┌", "├", "─", "┴", "┬", "┼",
	}[k]
}

// WriteSVG writes the board with the loop set (nil for none) as an SVG
// picture: the grid, the pearls, the loop through the cells' centres.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	const s, m = 40, 20 // cell size, margin
	W, H := p.Cols*s+2*m, p.Rows*s+2*m
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", W, H, W, H)
	fmt.Fprintf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H)
	for r := 0; r <= p.Rows; r++ {
		fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#999\" stroke-width=\"1\"/>\n", m, m+r*s, m+p.Cols*s, m+r*s)
	}
	for c := 0; c <= p.Cols; c++ {
		fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#999\" stroke-width=\"1\"/>\n", m+c*s, m, m+c*s, m+p.Rows*s)
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
	for cell, x := range p.Pearls {
		cx, cy := m+(cell%p.Cols)*s+s/2, m+(cell/p.Cols)*s+s/2
		switch x {
		case White:
			fmt.Fprintf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"13\" fill=\"white\" stroke=\"black\" stroke-width=\"2\"/>\n", cx, cy)
		case Black:
			fmt.Fprintf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"13\" fill=\"black\"/>\n", cx, cy)
		}
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
