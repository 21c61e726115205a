package hashi

import (
	"fmt"
	"io"
	"strings"
)

// RenderOptions tune Render.
type RenderOptions struct {
	// ASCII draws with ASCII characters only.
	ASCII bool
	// Mark are bridge variables to highlight: their pairs' bridges are
	// drawn with '*'.
	Mark []uint32
}

// bridge characters by count 1..4, horizontal and vertical
var (
	hUni, vUni = []rune("─═≡≣"), []rune("│║┇┋")
	hASCII     = []rune("-=#@")
	vASCII     = []rune("|\"#@")
)

// Render draws the puzzle as text with the bridges of set (nil for
// none): one character a cell and one between two cells of a row; an
// island is its number ('?' without one), water '.', a bridge ─ ═ (│ ║
// upright; 3 and 4 bridges ≡ ≣, ┇ ┋), in ASCII - = and | ". Elements
// that are no bridge of the board are ignored.
func (p *Puzzle) Render(set []uint32, o RenderOptions) string {
	counts := make([]int, len(p.pairs))
	for _, v := range set {
		if q, _ := p.PairOf(v); q < len(counts) {
			counts[q]++
		}
	}
	marked := make([]bool, len(p.pairs))
	for _, v := range o.Mark {
		if q, _ := p.PairOf(v); q < len(marked) {
			marked[q] = true
		}
	}
	w := 2*p.Cols - 1
	grid := make([]rune, p.Rows*w)
	water := '·'
	hs, vs := hUni, vUni
	if o.ASCII {
		water, hs, vs = '.', hASCII, vASCII
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < w; c++ {
			ch := ' '
			if c%2 == 0 {
				ch = water
				if v := p.Grid[r*p.Cols+c/2]; v != 0 {
					ch = rune(clueChar(v))
				}
			}
			grid[r*w+c] = ch
		}
	}
	for q, n := range counts {
		if n == 0 {
			continue
		}
		n = min(n, 4)
		a, b := p.islands[p.pairs[q].A], p.islands[p.pairs[q].B]
		ch := hs[n-1]
		if p.pairs[q].Vertical {
			ch = vs[n-1]
		}
		if marked[q] {
			ch = '*'
		}
		if p.pairs[q].Vertical {
			for r := a.R + 1; r < b.R; r++ {
				grid[r*w+2*a.C] = ch
			}
		} else {
			for c := 2*a.C + 1; c < 2*b.C; c++ {
				grid[a.R*w+c] = ch
			}
		}
	}
	var sb strings.Builder
	for r := 0; r < p.Rows; r++ {
		sb.WriteString(strings.TrimRight(string(grid[r*w:(r+1)*w]), " "))
		sb.WriteByte('\n')
	}
	return sb.String()
}

// WriteSVG draws the puzzle as an SVG picture with the bridges of set
// (nil for none): islands as circles with their numbers, bridges as one
// to four parallel lines, the cells as a faint grid.
func (p *Puzzle) WriteSVG(w io.Writer, set []uint32) error {
	counts := make([]int, len(p.pairs))
	for _, v := range set {
		if q, _ := p.PairOf(v); q < len(counts) {
			counts[q]++
		}
	}
	const cs = 36
	wd, ht := p.Cols*cs, p.Rows*cs
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="-2 -2 %d %d">`+"\n", wd+4, ht+4, wd+4, ht+4)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", wd, ht)
	for r := 0; r <= p.Rows; r++ {
		fmt.Fprintf(&b, `<line x1="0" y1="%d" x2="%d" y2="%d" stroke="#dddddd" stroke-width="1"/>`+"\n", r*cs, wd, r*cs)
	}
	for c := 0; c <= p.Cols; c++ {
		fmt.Fprintf(&b, `<line x1="%d" y1="0" x2="%d" y2="%d" stroke="#dddddd" stroke-width="1"/>`+"\n", c*cs, c*cs, ht)
	}
	center := func(i int) (int, int) {
		return p.islands[i].C*cs + cs/2, p.islands[i].R*cs + cs/2
	}
	for q, n := range counts {
		if n == 0 {
			continue
		}
		x1, y1 := center(p.pairs[q].A)
		x2, y2 := center(p.pairs[q].B)
		for k := 0; k < n; k++ {
			off := (2*k - (n - 1)) * 4
			if p.pairs[q].Vertical {
				fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#1f5fbf" stroke-width="2"/>`+"\n", x1+off, y1, x2+off, y2)
			} else {
				fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#1f5fbf" stroke-width="2"/>`+"\n", x1, y1+off, x2, y2+off)
			}
		}
	}
	for i, is := range p.islands {
		x, y := center(i)
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="white" stroke="black" stroke-width="2"/>`+"\n", x, y, cs/2-3)
		label := "?"
		if is.N != Unknown {
			label = fmt.Sprint(is.N)
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="18" text-anchor="middle">%s</text>`+"\n", x, y+6, label)
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
