package sashigane

// L is an L-shaped piece of width 1: the corner cell (R, C), a vertical
// arm of V cells going down (DR = 1) or up (DR = -1) from it and a
// horizontal arm of H cells going right (DC = 1) or left (DC = -1),
// V, H >= 1; V+H+1 cells in all.
type L struct {
	R, C   int
	DR, DC int
	V, H   int
}

// Size is the number of cells.
func (x L) Size() int { return x.V + x.H + 1 }

// Cells returns the cells (row-major numbers on a board of cols
// columns): the corner, the vertical arm from the corner out, then the
// horizontal arm.
func (x L) Cells(cols int) []int {
	out := make([]int, 0, x.Size())
	out = append(out, x.R*cols+x.C)
	for k := 1; k <= x.V; k++ {
		out = append(out, (x.R+k*x.DR)*cols+x.C)
	}
	for k := 1; k <= x.H; k++ {
		out = append(out, x.R*cols+x.C+k*x.DC)
	}
	return out
}

// Corner is the corner cell.
func (x L) Corner(cols int) int { return x.R*cols + x.C }

// VEnd is the end of the vertical arm.
func (x L) VEnd(cols int) int { return (x.R+x.V*x.DR)*cols + x.C }

// HEnd is the end of the horizontal arm.
func (x L) HEnd(cols int) int { return x.R*cols + x.C + x.H*x.DC }

// First is the first cell of the L in row-major order.
func (x L) First(cols int) int {
	r, c := x.R, min(x.C, x.C+x.H*x.DC)
	if x.DR < 0 {
		r, c = x.R-x.V, x.C
	}
	return r*cols + c
}

// Last is the last cell of the L in row-major order.
func (x L) Last(cols int) int {
	r, c := x.R, max(x.C, x.C+x.H*x.DC)
	if x.DR > 0 {
		r, c = x.R+x.V, x.C
	}
	return r*cols + c
}

// vArrow is the arrow at the vertical arm's end pointing toward the
// corner, and hArrow the one at the horizontal arm's end.
func (x L) vArrow() int {
	if x.DR > 0 {
		return Up
	}
	return Down
}

func (x L) hArrow() int {
	if x.DC > 0 {
		return Left
	}
	return Right
}

// offBoard reports whether the arrow at cell (r, c) points off the
// board.
func (p *Puzzle) offBoard(r, c, arrow int) bool {
	switch arrow {
	case Up:
		return r == 0
	case Down:
		return r == p.Rows-1
	case Left:
		return c == 0
	case Right:
		return c == p.Cols-1
	}
	return false
}

// arrowFits reports whether an arrow at an end (r, c) of an L whose
// arrow toward the corner is want is right: it points toward the corner
// or, as pzprjs judges it, off the board (pzprjs looks for a border in
// the arrow's direction, and the board's edge is none).
func (p *Puzzle) arrowFits(r, c, arrow, want int) bool {
	return arrow == want || p.offBoard(r, c, arrow)
}

// fitsAt reports whether x agrees with the mark of cell i (a cell of x)
// given as mark and num.
func (p *Puzzle) fitsAt(x L, i, mark, num int) bool {
	switch mark {
	case Empty, Unknown:
		return true
	case Circle:
		return i == x.Corner(p.Cols) && (num <= 0 || num == x.Size())
	}
	r, c := i/p.Cols, i%p.Cols
	if i == x.VEnd(p.Cols) {
		return p.arrowFits(r, c, mark, x.vArrow())
	}
	if i == x.HEnd(p.Cols) {
		return p.arrowFits(r, c, mark, x.hArrow())
	}
	return false
}

// Pieces returns the L's a solution may use: those that fit the board
// and agree with the marks of each of their cells (circles at the
// corner, with the L's size when numbered; arrows at an end, pointing
// toward the corner). They are ordered by corner (row-major), then
// direction (down-right, down-left, up-right, up-left), V, H.
func (p *Puzzle) Pieces() []L {
	var out []L
	R, C := p.Rows, p.Cols
	dirs := [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			k := r*C + c
			if m := p.Marks[k]; m >= Up && m <= Right {
				continue // an arrow is never at the corner
			}
			for _, d := range dirs {
				vs := p.armLengths(r, c, d[0], 0)
				hs := p.armLengths(r, c, 0, d[1])
				for _, v := range vs {
					for _, h := range hs {
						x := L{R: r, C: c, DR: d[0], DC: d[1], V: v, H: h}
						if p.Marks[k] == Circle && p.Nums[k] > 0 && p.Nums[k] != x.Size() {
							continue
						}
						out = append(out, x)
					}
				}
			}
		}
	}
	return out
}

// pieceBound is an upper bound of len(Pieces()) found without listing
// them: the arm lengths' products per corner and direction.
func (p *Puzzle) pieceBound() int {
	n := 0
	dirs := [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			for _, d := range dirs {
				n += len(p.armLengths(r, c, d[0], 0)) * len(p.armLengths(r, c, 0, d[1]))
			}
		}
	}
	return n
}

// armLengths returns the lengths an arm from (r, c) in direction (dr,
// dc) may have: no circle on it, an arrow only at its end and pointing
// back toward (r, c) (or off the board).
func (p *Puzzle) armLengths(r, c, dr, dc int) []int {
	var out []int
	back := map[[2]int]int{{1, 0}: Up, {-1, 0}: Down, {0, 1}: Left, {0, -1}: Right}[[2]int{dr, dc}]
	for k := 1; ; k++ {
		rr, cc := r+k*dr, c+k*dc
		if rr < 0 || cc < 0 || rr >= p.Rows || cc >= p.Cols {
			return out
		}
		switch m := p.Marks[rr*p.Cols+cc]; m {
		case Circle:
			return out
		case Empty, Unknown:
			out = append(out, k)
		default:
			if p.arrowFits(rr, cc, m, back) {
				out = append(out, k)
			}
			return out
		}
	}
}
