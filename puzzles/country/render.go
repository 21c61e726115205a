package country

import (
	"fmt"
	"io"
	"strings"
)

var boxChars = [16]string{
	"·", "╵", "╷", "│", "╴", "┘", "┐", "┤",
	"╶", "└", "┌", "├", "─", "┴", "┬", "┼",
}

// Render draws the board with the loop set (nil for none) as text: a
// row of cells per line, each two characters (the room's number on its
// top cell, else the loop's box-drawing corner or '·'), three between
// cells ('┃' for a room's border, '─' on both sides where the loop
// crosses), and between rows a line with '│' where the loop goes down
// and '━' under a room's border. ASCII uses '-', '|', '=' and '+'.
// Marked edges are drawn heavy ('═', '║'; '#' in ASCII).
func (p *Puzzle) Render(set []uint32, ascii bool, mark []uint32) string {
	e, err := p.decode(set)
	if err != nil {
		e, _ = p.decode(nil)
	}
	heavy, err := p.decode(mark)
	if err != nil {
		heavy, _ = p.decode(nil)
	}
	pick := func(a, u string) string {
		if ascii {
			return a
		}
		return u
	}
	top := make([]bool, len(p.Room))
	for k := 0; k < p.Rooms; k++ {
		if p.Num[k] != None {
			top[p.Top(k)] = true
		}
	}
	C := p.Cols
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		var line, below strings.Builder
		for c := 0; c < C; c++ {
			i := r*C + c
			h := pick("-", "─")
			if heavy[i][dR] {
				h = pick("#", "═")
			}
			right := " "
			if e[i][dR] {
				right = h
			}
			if top[i] {
				n := "?"
				if x := p.Num[p.Room[i]]; x >= 0 {
					n = fmt.Sprint(x)
				}
				if len(n) < 2 {
					n += right
				}
				line.WriteString(n)
			} else {
				k := 0
				for bit, d := range []int{dU, dD, dL, dR} {
					if e[i][d] {
						k |= 1 << bit
					}
				}
				g := boxChars[k]
				if ascii {
					g = asciiChar(e[i])
				}
				line.WriteString(g + right)
			}
			if c+1 < C {
				wall := right
				if p.Room[i] != p.Room[i+1] {
					wall = pick("|", "┃")
				}
				line.WriteString(right + wall + right)
			}
			if r+1 < p.Rows {
				border := p.Room[i] != p.Room[i+C]
				v := " "
				switch {
				case heavy[i][dD]:
					v = pick("#", "║")
				case e[i][dD]:
					v = pick("|", "│")
				case border:
					v = pick("=", "━")
				}
				fill := " "
				if border {
					fill = pick("=", "━")
				}
				below.WriteString(v + fill)
				if c+1 < C {
					if border && p.Room[i+1] != p.Room[i+1+C] {
						below.WriteString(strings.Repeat(fill, 3))
					} else {
						below.WriteString("   ")
					}
				}
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
		if r+1 < p.Rows {
			b.WriteString(strings.TrimRight(below.String(), " ") + "\n")
		}
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

// WriteSVG writes the board with the loop set (nil for none) as an SVG
// picture: the grid, the rooms' borders thick, the numbers in the top
// left of their rooms' top cells, the loop through the cells' centres.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	const s, m = 40, 20
	e, err := p.decode(set)
	if err != nil {
		return err
	}
	C := p.Cols
	W, H := C*s+2*m, p.Rows*s+2*m
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", W, H, W, H)
	fmt.Fprintf(&b, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H)
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
		x, y := m+(i%C)*s, m+(i/C)*s
		if i%C+1 < C && p.Room[i] != p.Room[i+1] {
			thick(x+s, y, x+s, y+s)
		}
		if i/C+1 < p.Rows && p.Room[i] != p.Room[i+C] {
			thick(x, y+s, x+s, y+s)
		}
	}
	for i := range e {
		cx, cy := m+(i%C)*s+s/2, m+(i/C)*s+s/2
		if e[i][dR] {
			fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#2a6\" stroke-width=\"5\" stroke-linecap=\"round\"/>\n", cx, cy, cx+s, cy)
		}
		if e[i][dD] {
			fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#2a6\" stroke-width=\"5\" stroke-linecap=\"round\"/>\n", cx, cy, cx, cy+s)
		}
	}
	for k, n := range p.Num {
		if n == None {
			continue
		}
		t := "?"
		if n >= 0 {
			t = fmt.Sprint(n)
		}
		i := p.Top(k)
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" font-size=\"14\">%s</text>\n", m+(i%C)*s+4, m+(i/C)*s+15, t)
	}
	b.WriteString("</svg>\n")
	_, err = io.WriteString(w, b.String())
	return err
}
