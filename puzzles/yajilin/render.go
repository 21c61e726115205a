package yajilin

import (
	"fmt"
	"html"
	"io"
	"strings"
)

var boxChars = [16]string{
	"·", "╵", "╷", "│", "╴", "┘", "┐", "┤",
	"╶", "└", "┌", "├", "─", "┴", "┬", "┼",
}

// Render draws the board with the set (nil for none) as text, three
// characters a cell and a line a row: clues as the text grid writes
// them ("2<", "X"), shaded cells "███" ("###" in ASCII), the loop's
// cells box-drawing corners joined by "─" ('+', '-' and '|' in ASCII),
// other cells '·' ('.'). A marked element puts its cell (an edge: its
// first cell) between '[' and ']'. Elements that are none of the
// board's are left out.
func (p *Puzzle) Render(set []uint32, ascii bool, mark []uint32) string {
	d, err := p.decode(set)
	if err != nil {
		d, _ = p.decode(nil)
	}
	marked := make([]bool, p.Rows*p.Cols)
	for _, v := range mark {
		if e := p.elementOf(int(v)); e.valid {
			marked[e.r*p.Cols+e.c] = true
		}
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		var line strings.Builder
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			e := d.edges[i]
			var mid, lft, rgt string
			switch cl := p.Clues[i]; {
			case cl.IsClue():
				t := cl.token()
				lft, mid, rgt = " ", t, ""
				if len([]rune(t)) < 3 {
					rgt = strings.Repeat(" ", 2-len([]rune(t)))
				}
				if len([]rune(t)) >= 3 {
					lft = ""
				}
			case d.shaded[i]:
				if ascii {
					lft, mid, rgt = "#", "#", "#"
				} else {
					lft, mid, rgt = "█", "█", "█"
				}
			default:
				k := 0
				for bit, dir := range []int{dU, dD, dL, dR} {
					if e[dir] {
						k |= 1 << bit
					}
				}
				mid = boxChars[k]
				if ascii {
					mid = asciiChar(e)
				}
				h := "─"
				if ascii {
					h = "-"
				}
				lft, rgt = " ", " "
				if e[dL] {
					lft = h
				}
				if e[dR] {
					rgt = h
				}
			}
			if marked[i] {
				lft, rgt = "[", "]"
			}
			line.WriteString(lft + mid + rgt)
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

func asciiChar(e [4]bool) string {
	switch {
	case degree(e) == 0:
		return "."
	case degree(e) == 2 && e[dL] && e[dR]:
		return "-"
	case degree(e) == 2 && e[dU] && e[dD]:
		return "|"
	}
	return "+"
}

// WriteSVG writes the board with the set (nil for none) as an SVG
// picture: the grid, the clue cells grey with their numbers and arrows,
// the shaded cells black, the loop through the cells' centres.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	const s, m = 40, 20 // cell size, margin
	d, err := p.decode(set)
	if err != nil {
		return err
	}
	C := p.Cols
	W, H := C*s+2*m, p.Rows*s+2*m
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", W, H, W, H)
	fmt.Fprintf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H)
	for i, cl := range p.Clues {
		x, y := m+(i%C)*s, m+(i/C)*s
		switch {
		case cl.IsClue():
			fmt.Fprintf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#ddd\"/>\n", x, y, s, s)
		case d.shaded[i]:
			fmt.Fprintf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"black\"/>\n", x, y, s, s)
		}
	}
	for r := 0; r <= p.Rows; r++ {
		fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#999\" stroke-width=\"1\"/>\n", m, m+r*s, m+C*s, m+r*s)
	}
	for c := 0; c <= C; c++ {
		fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#999\" stroke-width=\"1\"/>\n", m+c*s, m, m+c*s, m+p.Rows*s)
	}
	for i, e := range d.edges {
		cx, cy := m+(i%C)*s+s/2, m+(i/C)*s+s/2
		if e[dR] {
			fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#2a6\" stroke-width=\"5\" stroke-linecap=\"round\"/>\n", cx, cy, cx+s, cy)
		}
		if e[dD] {
			fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#2a6\" stroke-width=\"5\" stroke-linecap=\"round\"/>\n", cx, cy, cx, cy+s)
		}
	}
	for i, cl := range p.Clues {
		if !cl.IsClue() || cl.Num == Block {
			continue
		}
		cx, cy := m+(i%C)*s+s/2, m+(i/C)*s+s/2
		num := "?"
		if cl.Num >= 0 {
			num = fmt.Sprint(cl.Num)
		}
		tx, ty := cx, cy
		// the arrow beside the number, pointing its way
		switch cl.Dir {
		case Up, Down:
			tx = cx + 5
			dy := -1
			if cl.Dir == Down {
				dy = 1
			}
			x0 := cx - 11
			fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\" stroke-width=\"2\"/>\n", x0, cy-12*dy, x0, cy+12*dy)
			fmt.Fprintf(&b, "<polyline points=\"%d,%d %d,%d %d,%d\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>\n", x0-5, cy+6*dy, x0, cy+12*dy, x0+5, cy+6*dy)
		case Left, Right:
			ty = cy + 5
			dx := -1
			if cl.Dir == Right {
				dx = 1
			}
			y0 := cy - 11
			fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\" stroke-width=\"2\"/>\n", cx-12*dx, y0, cx+12*dx, y0)
			fmt.Fprintf(&b, "<polyline points=\"%d,%d %d,%d %d,%d\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>\n", cx+6*dx, y0-5, cx+12*dx, y0, cx+6*dx, y0+5)
		}
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" font-size=\"18\" text-anchor=\"middle\" dominant-baseline=\"central\">%s</text>\n", tx, ty, html.EscapeString(num))
	}
	b.WriteString("</svg>\n")
	_, err = io.WriteString(w, b.String())
	return err
}
