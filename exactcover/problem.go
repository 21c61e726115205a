// Package exactcover states exact cover problems over a 0/1 matrix and
// solves them three ways: Dancing Links search (first solution, count,
// enumeration), Knuth's random-path estimate of the search tree size, and
// the ZDD of all covers built by Dancing Links memoised on the set of
// remaining columns.
//
// The rows of the matrix are the elements: row i is ZDD variable i, and
// every exact cover is the set of its rows. Columns 0..Primary()-1 are
// primary (covered exactly once); the columns after them are secondary
// (covered at most once).
package exactcover

import (
	"fmt"
	"sort"
)

// Problem is an exact cover matrix given by its rows.
type Problem struct {
	primary, secondary int
	rows               [][]int32
	nodes              int
}

// New returns a problem with the given numbers of primary and secondary
// columns and no rows yet.
func New(primary, secondary int) *Problem {
	if primary < 0 {
		primary = 0
	}
	if secondary < 0 {
		secondary = 0
	}
	return &Problem{primary: primary, secondary: secondary}
}

// Primary returns the number of primary columns.
func (p *Problem) Primary() int { return p.primary }

// Columns returns the number of columns, primary and secondary.
func (p *Problem) Columns() int { return p.primary + p.secondary }

// Rows returns the number of rows.
func (p *Problem) Rows() int { return len(p.rows) }

// Row returns the columns of row i in increasing order.
func (p *Problem) Row(i int) []int {
	out := make([]int, len(p.rows[i]))
	for k, c := range p.rows[i] {
		out[k] = int(c)
	}
	return out
}

// AddRow appends a row covering the given columns and returns its index.
// The columns may come in any order. A row must meet at least one
// primary column (a row of secondary columns alone would never be chosen
// by the search); such a row, or a column out of range or repeated, is
// an error and adds nothing.
func (p *Problem) AddRow(cols ...int) (int, error) {
	if len(cols) == 0 {
		return -1, fmt.Errorf("exactcover: row %d has no column", len(p.rows))
	}
	r := make([]int32, len(cols))
	for k, c := range cols {
		if c < 0 || c >= p.Columns() {
			return -1, fmt.Errorf("exactcover: row %d: column %d out of range 0..%d", len(p.rows), c, p.Columns()-1)
		}
		r[k] = int32(c)
	}
	sort.Slice(r, func(a, b int) bool { return r[a] < r[b] })
	if int(r[0]) >= p.primary {
		return -1, fmt.Errorf("exactcover: row %d meets no primary column", len(p.rows))
	}
	for k := 1; k < len(r); k++ {
		if r[k] == r[k-1] {
			return -1, fmt.Errorf("exactcover: row %d: column %d repeated", len(p.rows), r[k])
		}
	}
	p.rows = append(p.rows, r)
	p.nodes += len(r)
	return len(p.rows) - 1, nil
}

// IsCover reports whether the given rows form an exact cover: distinct
// valid rows covering every primary column once and every secondary
// column at most once.
func (p *Problem) IsCover(rows []int) bool {
	seen := make([]bool, p.Columns())
	used := make(map[int]bool, len(rows))
	for _, r := range rows {
		if r < 0 || r >= len(p.rows) || used[r] {
			return false
		}
		used[r] = true
		for _, c := range p.rows[r] {
			if seen[c] {
				return false
			}
			seen[c] = true
		}
	}
	for c := 0; c < p.primary; c++ {
		if !seen[c] {
			return false
		}
	}
	return true
}
