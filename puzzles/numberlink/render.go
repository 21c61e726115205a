package numberlink

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// DrawOptions control Draw.
type DrawOptions struct {
	// Color paints each pair's path and numbers with its own ANSI colour.
	Color bool
	// Symbols writes each path cell as its pair's number instead of a box
	// drawing character (useful without colour: every pair gets its own
	// symbol).
	Symbols bool
}

// Draw writes the board with the solution set (edges of p.Graph(); nil
// for the bare puzzle) on a terminal: numbers at the ends, paths drawn
// with box drawing characters.
func (p *Puzzle) Draw(w io.Writer, set []uint32, opt DrawOptions) error {
	g := p.Graph()
	n := p.Rows * p.Cols
	var up, down, left, right = make([]bool, n), make([]bool, n), make([]bool, n), make([]bool, n)
	for _, e := range set {
		if int(e) >= g.M() {
			return fmt.Errorf("numberlink: edge %d out of range", e)
		}
		ed := g.Edge(int(e))
		if ed.V == ed.U+1 {
			right[ed.U], left[ed.V] = true, true
		} else {
			down[ed.U], up[ed.V] = true, true
		}
	}
	lab := p.pathLabels(set)
	cw := 1
	for _, x := range p.Cells {
		cw = max(cw, len(strconv.Itoa(x)))
	}
	color := func(x int, s string) string {
		if !opt.Color || x == 0 {
			return s
		}
		k := p.index[x]
		return fmt.Sprintf("\x1b[1;%dm%s\x1b[0m", 31+k%6, s)
	}
	var b strings.Builder
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			v := r*p.Cols + c
			var s string
			switch {
			case p.Cells[v] != 0:
				s = strconv.Itoa(p.Cells[v])
			case opt.Symbols && lab[v] != 0:
				s = strconv.Itoa(lab[v])
			default:
				s = string(boxRune(up[v], down[v], left[v], right[v]))
			}
			fill := " "
			if right[v] && !opt.Symbols {
				fill = "─"
			}
			s += strings.Repeat(fill, cw-len([]rune(s)))
			if c+1 < p.Cols {
				s += fill
			}
			x := lab[v]
			if p.Cells[v] != 0 {
				x = p.Cells[v]
			}
			b.WriteString(color(x, s))
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func boxRune(u, d, l, r bool) rune {
	switch {
	case u && d:
		return '│'
	case l && r:
		return '─'
	case d && r:
		return '┌'
	case d && l:
		return '┐'
	case u && r:
		return '└'
	case u && l:
		return '┘'
	case u:
		return '╵'
	case d:
		return '╷'
	case l:
		return '╴'
	case r:
		return '╶'
	}
	return '·'
}

// pathLabels labels each cell with the number of the path through it
// (0 for none), following the edges of set from each number; it does not
// check that set is a solution.
func (p *Puzzle) pathLabels(set []uint32) []int {
	g := p.Graph()
	n := p.Rows * p.Cols
	adj := make([][]int, n)
	for _, e := range set {
		if int(e) < g.M() {
			ed := g.Edge(int(e))
			adj[ed.U] = append(adj[ed.U], ed.V)
			adj[ed.V] = append(adj[ed.V], ed.U)
		}
	}
	lab := make([]int, n)
	for _, x := range p.pairs {
		a := p.ends[p.index[x]][0]
		stack := []int{a}
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if lab[v] != 0 {
				continue
			}
			lab[v] = x
			stack = append(stack, adj[v]...)
		}
	}
	return lab
}

// FormatLabels writes a label grid (one number per cell, row-major) in
// the data set's form: one row per line, numbers separated by spaces.
func FormatLabels(rows, cols int, lab []int) string {
	var b strings.Builder
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Itoa(lab[r*cols+c]))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// pairColor returns a distinct colour for pair k of n (hues spread by the
// golden angle).
func pairColor(k int) string {
	h := math.Mod(float64(k)*137.508, 360)
	s, l := 0.70, 0.45
	c := (1 - math.Abs(2*l-1)) * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	m := l - c/2
	var r, g, b float64
	switch int(h / 60) {
	case 0:
		r, g, b = c, x, 0
	case 1:
		r, g, b = x, c, 0
	case 2:
		r, g, b = 0, c, x
	case 3:
		r, g, b = 0, x, c
	case 4:
		r, g, b = x, 0, c
	default:
		r, g, b = c, 0, x
	}
	return fmt.Sprintf("#%02x%02x%02x", int((r+m)*255+0.5), int((g+m)*255+0.5), int((b+m)*255+0.5))
}

// SVG writes the board with the solution set (nil for the bare puzzle) as
// an SVG image: each pair's path and end circles in its own colour.
func (p *Puzzle) SVG(w io.Writer, set []uint32) error {
	const cs = 32 // cell size
	g := p.Graph()
	lab := p.pathLabels(set)
	W, H := p.Cols*cs+2, p.Rows*cs+2
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="-1 -1 %d %d">`+"\n", W, H, W, H)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white" stroke="black" stroke-width="2"/>`+"\n", p.Cols*cs, p.Rows*cs)
	b.WriteString(`<g stroke="#bbbbbb" stroke-width="1">` + "\n")
	for c := 1; c < p.Cols; c++ {
		fmt.Fprintf(&b, `<line x1="%d" y1="0" x2="%d" y2="%d"/>`+"\n", c*cs, c*cs, p.Rows*cs)
	}
	for r := 1; r < p.Rows; r++ {
		fmt.Fprintf(&b, `<line x1="0" y1="%d" x2="%d" y2="%d"/>`+"\n", r*cs, p.Cols*cs, r*cs)
	}
	b.WriteString("</g>\n")
	center := func(v int) (int, int) { return (v%p.Cols)*cs + cs/2, (v/p.Cols)*cs + cs/2 }
	b.WriteString(`<g stroke-width="10" stroke-linecap="round">` + "\n")
	for _, e := range set {
		if int(e) >= g.M() {
			return fmt.Errorf("numberlink: edge %d out of range", e)
		}
		ed := g.Edge(int(e))
		x1, y1 := center(ed.U)
		x2, y2 := center(ed.V)
		col := "#444444"
		if x := lab[ed.U]; x != 0 {
			col = pairColor(p.index[x])
		}
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s"/>`+"\n", x1, y1, x2, y2, col)
	}
	b.WriteString("</g>\n")
	for v, x := range p.Cells {
		if x == 0 {
			continue
		}
		cx, cy := center(v)
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="%s"/>`+"\n", cx, cy, cs*2/5, pairColor(p.index[x]))
		fs := 16
		if x >= 100 {
			fs = 11
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="%d" font-weight="bold" fill="white" text-anchor="middle" dominant-baseline="central">%d</text>`+"\n", cx, cy, fs, x)
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
