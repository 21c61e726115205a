package exactcover

// LatinSquare returns the exact cover problem of the Latin squares of
// order n: row (r*n+c)*n+v puts value v (0-based) in cell (r,c); the
// primary columns are cell r*n+c, row-value n*n+r*n+v and column-value
// 2*n*n+c*n+v.
func LatinSquare(n int) *Problem {
	p := New(3*n*n, 0)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			for v := 0; v < n; v++ {
				if _, err := p.AddRow(r*n+c, n*n+r*n+v, 2*n*n+c*n+v); err != nil {
					panic(err) // the columns are in range by construction
				}
			}
		}
	}
	return p
}
