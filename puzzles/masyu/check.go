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
// otherwise the first rule it breaks (a *CheckError) with its place,
// cells written (r, c) from 0, in pzprjs's order: there is no line, the
// loop branches, crosses itself, turns on a white pearl, goes straight
// through a black pearl, turns next to a black pearl, goes straight
// through a white pearl and both cells beside it, misses a pearl, ends,
// is not one loop. A pearl's rule is checked where the loop passes it
// (two edges), and a cell beside it turns or goes straight only with
// two edges, as pzprjs has it.
func (p *Puzzle) Check(set []uint32) error {
	sh, err := p.shapes(set)
	if err != nil {
		return err
	}
	C := p.Cols
	at := func(cell int) string { return fmt.Sprintf("(%d, %d)", cell/C, cell%C) }
	fail := func(rule string, cell int, format string, args ...any) error {
		return &CheckError{Rule: rule, Row: cell / C, Col: cell % C, Msg: fmt.Sprintf(format, args...)}
	}
	if len(set) == 0 {
		return &CheckError{Rule: RuleNoLoop, Row: -1, Col: -1, Msg: "there is no loop"}
	}
	for cell, s := range sh {
		if deg(s) == 3 {
			return fail(RuleBranch, cell, "the loop branches at %s", at(cell))
		}
	}
	for cell, s := range sh {
		if deg(s) == 4 {
			return fail(RuleCross, cell, "the loop crosses itself at %s", at(cell))
		}
	}
	// curve and line: two edges, turning or not.
	curve := func(cell int) bool { return deg(sh[cell]) == 2 && !straight(sh[cell]) }
	line := func(cell int) bool { return deg(sh[cell]) == 2 && straight(sh[cell]) }
	next := func(cell, d int) int { return cell + dr[d]*C + dc[d] }
	for cell, x := range p.Pearls {
		if x == White && curve(cell) {
			return fail(RuleWhiteTurn, cell, "the loop turns on the white pearl at %s", at(cell))
		}
	}
	for cell, x := range p.Pearls {
		if x == Black && line(cell) {
			return fail(RuleBlackStraight, cell, "the loop goes straight through the black pearl at %s", at(cell))
		}
	}
	for cell, x := range p.Pearls {
		if x != Black || deg(sh[cell]) != 2 {
			continue
		}
		for d := 0; d < 4; d++ {
			if sh[cell][d] && curve(next(cell, d)) {
				return fail(RuleBlackBeside, cell, "the loop turns at %s, next to the black pearl at %s: it must go straight there", at(next(cell, d)), at(cell))
			}
		}
	}
	for cell, x := range p.Pearls {
		if x != White || deg(sh[cell]) != 2 {
			continue
		}
		n := 0
		for d := 0; d < 4; d++ {
			if sh[cell][d] && line(next(cell, d)) {
				n++
			}
		}
		if n >= 2 {
			return fail(RuleWhiteBeside, cell, "the loop goes straight through the white pearl at %s and both cells beside it; it must turn in one of them", at(cell))
		}
	}
	name := map[Pearl]string{White: "white", Black: "black"}
	for cell, x := range p.Pearls {
		if x != None && deg(sh[cell]) == 0 {
			return fail(RuleMissed, cell, "the loop misses the %s pearl at %s", name[x], at(cell))
		}
	}
	for cell, s := range sh {
		if deg(s) == 1 {
			return fail(RuleDeadEnd, cell, "the loop ends at %s", at(cell))
		}
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
	prev, cur := -1, start
	for {
		seen[cur] = true
		nx := -1
		for d := 0; d < 4; d++ {
			if sh[cur][d] {
				x := next(cur, d)
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
			return fail(RuleOneLoop, cell, "the line is not one loop: %s is on another loop than %s", at(cell), at(start))
		}
	}
	return nil
}
