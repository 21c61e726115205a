package sudoku

import "fmt"

// What the integer program (ip.go) and the formula (sat.go) share.

// modelUnits returns the units of p in the order the external models
// list their constraints: row r then column r for every r, then the
// boxes and the diagonals as Units gives them.
func (p *Puzzle) modelUnits() [][]int {
	n := p.N()
	units := p.Units()
	out := make([][]int, 0, len(units))
	for i := range n {
		out = append(out, units[i], units[n+i])
	}
	return append(out, units[2*n:]...)
}

// ExplainPlacements reports why a set of placements (r*N+c)*N + d-1, as
// the external methods give them, is not a solution of p: a placement
// out of range, a cell holding two digits, or what Explain finds in the
// grid; nil when it is a solution.
func (p *Puzzle) ExplainPlacements(rows []int) error {
	n := p.N()
	filled := make([]bool, n*n)
	for _, x := range rows {
		if x < 0 || x >= n*n*n {
			return fmt.Errorf("placement %d out of range 0..%d", x, n*n*n-1)
		}
		if filled[x/n] {
			return &CellError{Row: x / n / n, Col: x / n % n, Msg: "the cell holds two digits", Rule: "cell-two-digits"}
		}
		filled[x/n] = true
	}
	return p.Explain(p.GridOf(rows))
}
