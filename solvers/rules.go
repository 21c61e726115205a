package solvers

// StartingRules returns edges of the dot lattice that every solution of
// p contains (on) or avoids (off), by the classic opening deductions:
//   - two 3s side by side: the edge between them and the two parallel
//     edges at their far sides are on, unless the border of the two
//     cells is a solution by itself;
//   - a clue in a corner cell: a 1 has both corner edges off; a 2 has
//     the two border edges that continue from its corner on; a 3 has
//     both corner edges on;
//   - two 3s diagonally adjacent: the two outer corners are on;
//   - a 3 diagonally next to a 0: the two edges of the 3 at the dot it
//     shares with the 0 are on.
//
// The rules assume a solution exists; for an unsolvable puzzle they may
// return an edge both on and off.
func (p *Slitherlink) StartingRules() (on, off []int) {
	x := NewGridIndex(p.Graph())
	R, C := p.Rows, p.Cols
	clue := func(r, c int) int {
		if r < 0 || c < 0 || r >= R || c >= C {
			return -1
		}
		return p.Clue(r, c)
	}
	m := len(x.Right) * 2
	mark := func(es ...int) []bool {
		in := make([]bool, m)
		for _, e := range es {
			in[e] = true
		}
		return in
	}
	seenOn, seenOff := map[int]bool{}, map[int]bool{}
	addOn := func(es ...int) {
		for _, e := range es {
			if e >= 0 && !seenOn[e] {
				seenOn[e] = true
				on = append(on, e)
			}
		}
	}
	addOff := func(es ...int) {
		for _, e := range es {
			if e >= 0 && !seenOff[e] {
				seenOff[e] = true
				off = append(off, e)
			}
		}
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			if clue(r, c) != 3 {
				continue
			}
			// Unless the border of the two cells is itself a solution.
			if clue(r, c+1) == 3 && !p.CluesMet(x, mark(x.H(r, c), x.H(r, c+1), x.H(r+1, c), x.H(r+1, c+1), x.V(r, c), x.V(r, c+2))) {
				addOn(x.V(r, c), x.V(r, c+1), x.V(r, c+2))
			}
			if clue(r+1, c) == 3 && !p.CluesMet(x, mark(x.V(r, c), x.V(r+1, c), x.V(r, c+1), x.V(r+1, c+1), x.H(r, c), x.H(r+2, c))) {
				addOn(x.H(r, c), x.H(r+1, c), x.H(r+2, c))
			}
			if clue(r+1, c+1) == 3 {
				addOn(x.H(r, c), x.V(r, c), x.H(r+2, c+1), x.V(r+1, c+2))
			}
			if clue(r+1, c-1) == 3 {
				addOn(x.H(r, c), x.V(r, c+1), x.H(r+2, c-1), x.V(r+1, c-1))
			}
			// 3 with a 0 diagonally: the edges at the shared dot.
			if clue(r+1, c+1) == 0 {
				addOn(x.H(r+1, c), x.V(r, c+1))
			}
			if clue(r+1, c-1) == 0 {
				addOn(x.H(r+1, c), x.V(r, c))
			}
			if clue(r-1, c+1) == 0 {
				addOn(x.H(r, c), x.V(r, c+1))
			}
			if clue(r-1, c-1) == 0 {
				addOn(x.H(r, c), x.V(r, c))
			}
		}
	}
	if R >= 2 && C >= 2 {
		// Each corner: the cell, the corner dot, and the directions
		// (dr, dc) pointing into the grid.
		for _, k := range [4][2]int{{0, 0}, {0, C - 1}, {R - 1, 0}, {R - 1, C - 1}} {
			r, c := k[0], k[1]
			dr, dc := 1, 1
			if r > 0 {
				dr = -1
			}
			if c > 0 {
				dc = -1
			}
			// Dot coordinates of the corner.
			cr, cc := r, c
			if dr < 0 {
				cr = r + 1
			}
			if dc < 0 {
				cc = c + 1
			}
			// The two corner edges, and the border edges one step further.
			hCorner := x.H(cr, min(cc, cc+dc))
			vCorner := x.V(min(cr, cr+dr), cc)
			hNext := x.H(cr, min(cc+dc, cc+2*dc))
			vNext := x.V(min(cr+dr, cr+2*dr), cc)
			switch clue(r, c) {
			case 1:
				addOff(hCorner, vCorner)
			case 2:
				addOn(hNext, vNext)
			case 3:
				addOn(hCorner, vCorner)
			}
		}
	}
	return on, off
}
