package slitherlink

import (
	"fmt"
	"io"
	"strings"
)

// RenderOptions control Render and WriteSVG.
type RenderOptions struct {
	// ASCII draws with + - | instead of Unicode box drawing.
	ASCII bool
	// Mark lists edges drawn highlighted (heavy lines, '#' / '=' in
	// ASCII, red in SVG), such as the edges where two solutions differ.
	Mark []uint32
	// Cross lists edges known to be off, drawn as 'x' (SVG: a small
	// cross).
	Cross []uint32
}

// Render draws the puzzle with the edge set sol (nil for the bare
// puzzle) as text: dots at the corners, clues in the cells.
func (p *Puzzle) Render(sol []uint32, opt RenderOptions) string {
	on := p.setToBools(sol)
	mark := p.setToBools(opt.Mark)
	cross := p.setToBools(opt.Cross)
	var b strings.Builder
	has := func(e int) bool { return e >= 0 && (on[e] || mark[e]) }
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			up, down, left, right := -1, -1, -1, -1
			if r > 0 {
				up = p.VEdge(r-1, c)
			}
			if r < p.Rows {
				down = p.VEdge(r, c)
			}
			if c > 0 {
				left = p.HEdge(r, c-1)
			}
			if c < p.Cols {
				right = p.HEdge(r, c)
			}
			heavy := (up >= 0 && mark[up]) || (down >= 0 && mark[down]) || (left >= 0 && mark[left]) || (right >= 0 && mark[right])
			b.WriteString(junction(has(up), has(down), has(left), has(right), heavy, opt.ASCII))
			if c < p.Cols {
				e := right
				switch {
				case mark[e]:
					b.WriteString(strings.Repeat(pick(opt.ASCII, "=", "━"), 3))
				case on[e]:
					b.WriteString(strings.Repeat(pick(opt.ASCII, "-", "─"), 3))
				case cross[e]:
					b.WriteString(" x ")
				default:
					b.WriteString("   ")
				}
			}
		}
		b.WriteByte('\n')
		if r == p.Rows {
			break
		}
		for c := 0; c <= p.Cols; c++ {
			e := p.VEdge(r, c)
			switch {
			case mark[e]:
				b.WriteString(pick(opt.ASCII, "#", "┃"))
			case on[e]:
				b.WriteString(pick(opt.ASCII, "|", "│"))
			case cross[e]:
				b.WriteString("x")
			default:
				b.WriteString(" ")
			}
			if c < p.Cols {
				if k := p.Clue(r, c); k >= 0 {
					fmt.Fprintf(&b, " %d ", k)
				} else {
					b.WriteString("   ")
				}
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func pick(ascii bool, a, u string) string {
	if ascii {
		return a
	}
	return u
}

// junction is the character at a dot with the given lines.
func junction(up, down, left, right, heavy, ascii bool) string {
	n := 0
	for _, x := range []bool{up, down, left, right} {
		if x {
			n++
		}
	}
	if ascii {
		if n == 0 {
			return "."
		}
		return "+"
	}
	if n == 0 {
		return "·"
	}
	key := 0
	if up {
		key |= 1
	}
	if down {
		key |= 2
	}
	if left {
		key |= 4
	}
	if right {
		key |= 8
	}
	light := map[int]string{1: "╵", 2: "╷", 4: "╴", 8: "╶", 3: "│", 12: "─", 10: "┌", 6: "┐", 9: "└", 5: "┘",
		11: "├", 7: "┤", 14: "┬", 13: "┴", 15: "┼"}
	bold := map[int]string{1: "╹", 2: "╻", 4: "╸", 8: "╺", 3: "┃", 12: "━", 10: "┏", 6: "┓", 9: "┗", 5: "┛",
		11: "┣", 7: "┫", 14: "┳", 13: "┻", 15: "╋"}
	if heavy {
		return bold[key]
	}
	return light[key]
}

// WriteSVG draws the puzzle with the edge set sol (nil for the bare
// puzzle) as an SVG image.
func (p *Puzzle) WriteSVG(w io.Writer, sol []uint32, opt RenderOptions) error {
	const s, m = 40, 20 // cell size, margin
	W, H := p.Cols*s+2*m, p.Rows*s+2*m
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", W, H, W, H)
	fmt.Fprintf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H)
	b.WriteString("<g font-family=\"sans-serif\" font-size=\"24\" text-anchor=\"middle\" dominant-baseline=\"central\">\n")
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if k := p.Clue(r, c); k >= 0 {
				fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\">%d</text>\n", m+c*s+s/2, m+r*s+s/2, k)
			}
		}
	}
	b.WriteString("</g>\n")
	on := p.setToBools(sol)
	mark := p.setToBools(opt.Mark)
	cross := p.setToBools(opt.Cross)
	g := p.Graph()
	for i, e := range g.Edges() {
		x1, y1 := m+(e.U%(p.Cols+1))*s, m+(e.U/(p.Cols+1))*s
		x2, y2 := m+(e.V%(p.Cols+1))*s, m+(e.V/(p.Cols+1))*s
		switch {
		case mark[i]:
			fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"red\" stroke-width=\"5\" stroke-linecap=\"round\"/>\n", x1, y1, x2, y2)
		case on[i]:
			fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\" stroke-width=\"4\" stroke-linecap=\"round\"/>\n", x1, y1, x2, y2)
		case cross[i]:
			cx, cy := (x1+x2)/2, (y1+y2)/2
			fmt.Fprintf(&b, "<path d=\"M%d %dl6 6m0 -6l-6 6\" stroke=\"gray\" stroke-width=\"1.5\"/>\n", cx-3, cy-3)
		}
	}
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			fmt.Fprintf(&b, "<circle cx=\"%d\" cy=\"%d\" r=\"2.5\"/>\n", m+c*s, m+r*s)
		}
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
