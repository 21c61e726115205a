package masyu

import (
	"fmt"
)

// Directions of a cell's edges.
const (
	up = iota
	left
	right
	down
)

var dr = [4]int{-1, 0, 0, 1}
var dc = [4]int{0, -1, 1, 0}

// shapes returns, per cell, which of its four edges (up, left, right,
// down) set holds, or an error for an element that is no edge.
func (p *Puzzle) shapes(set []uint32) ([][4]bool, error) {
	g := p.Graph()
	sh := make([][4]bool, p.Rows*p.Cols)
	for _, v := range set {
		if int(v) >= g.M() {
			return nil, fmt.Errorf("masyu: element %d is no edge of the %dx%d board", v, p.Rows, p.Cols)
		}
		e := g.Edge(int(v))
		a, b := min(e.U, e.V), max(e.U, e.V)
		if b == a+1 {
			sh[a][right], sh[b][left] = true, true
		} else {
			sh[a][down], sh[b][up] = true, true
		}
	}
	return sh, nil
}

func deg(s [4]bool) int {
	n := 0
	for _, x := range s {
		if x {
			n++
		}
	}
	return n
}

// straight reports whether a cell's two edges are opposite.
func straight(s [4]bool) bool { return s[left] && s[right] || s[up] && s[down] }

// Clue is the pearl a loop (its cells' shapes) can show at cell: Black
// where it turns and goes straight on through the next cell of both
// legs, White where it goes straight and turns just before or after,
// None elsewhere.
func (p *Puzzle) clue(sh [][4]bool, cell int) Pearl {
	s := sh[cell]
	if deg(s) != 2 {
		return None
	}
	r, c := cell/p.Cols, cell%p.Cols
	next := func(d int) [4]bool { return sh[(r+dr[d])*p.Cols+c+dc[d]] }
	if straight(s) {
		for d := 0; d < 4; d++ {
			if s[d] && !straight(next(d)) {
				return White
			}
		}
		return None
	}
	for d := 0; d < 4; d++ {
		if s[d] && !straight(next(d)) {
			return None
		}
	}
	return Black
}

// Check returns nil when set (edges of p.Graph()) is a solution, and
// otherwise the first rule it breaks with its place, cells written (r,
// c) from 0: the loop branches or ends, is not one loop, misses a
// pearl, or breaks a pearl's rule.
func (p *Puzzle) Check(set []uint32) error {
	sh, err := p.shapes(set)
	if err != nil {
		return err
	}
	C := p.Cols
	at := func(cell int) string { return fmt.Sprintf("(%d, %d)", cell/C, cell%C) }
	for cell, s := range sh {
		switch deg(s) {
		case 1:
			return fmt.Errorf("masyu: the loop ends at %s", at(cell))
		case 3, 4:
			return fmt.Errorf("masyu: the loop branches at %s", at(cell))
		}
	}
	if len(set) == 0 {
		return fmt.Errorf("masyu: there is no loop")
	}
	// One loop: walk from a cell on it.
	start := -1
	for cell, s := range sh {
		if deg(s) == 2 {
			start = cell
			break
		}
	}
	seen := make([]bool, len(sh))
	n, prev, cur := 0, -1, start
	for {
		seen[cur] = true
		n++
		nx := -1
		for d := 0; d < 4; d++ {
			if sh[cur][d] {
				x := cur + dr[d]*C + dc[d]
				if x != prev {
					nx = x
					break
				}
			}
		}
		prev, cur = cur, nx
		if cur == start || seen[cur] {
			break
		}
	}
	for cell, s := range sh {
		if deg(s) == 2 && !seen[cell] {
			return fmt.Errorf("masyu: the line is not one loop: %s is on another loop than %s", at(cell), at(start))
		}
	}
	name := map[Pearl]string{White: "white", Black: "black"}
	for cell, x := range p.Pearls {
		if x == None {
			continue
		}
		s := sh[cell]
		if deg(s) == 0 {
			return fmt.Errorf("masyu: the loop misses the %s pearl at %s", name[x], at(cell))
		}
		r, c := cell/C, cell%C
		next := func(d int) int { return (r+dr[d])*C + c + dc[d] }
		switch x {
		case Black:
			if straight(s) {
				return fmt.Errorf("masyu: the loop goes straight through the black pearl at %s", at(cell))
			}
			for d := 0; d < 4; d++ {
				if s[d] && !straight(sh[next(d)]) {
					return fmt.Errorf("masyu: the loop turns at %s, next to the black pearl at %s: it must go straight there", at(next(d)), at(cell))
				}
			}
		case White:
			if !straight(s) {
				return fmt.Errorf("masyu: the loop turns on the white pearl at %s", at(cell))
			}
			turns := false
			for d := 0; d < 4; d++ {
				turns = turns || s[d] && !straight(sh[next(d)])
			}
			if !turns {
				return fmt.Errorf("masyu: the loop goes straight through the white pearl at %s and both cells beside it; it must turn in one of them", at(cell))
			}
		}
	}
	return nil
}
