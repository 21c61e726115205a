package exactcover

import (
	"fmt"
	"math/rand/v2"
	"sort"
)

// DLX is a Dancing Links search structure over a Problem: doubly linked
// circular lists of the matrix's ones, where covering a column unlinks
// it and every row meeting it, and uncovering relinks them in reverse.
// Rows may be preselected with Select (the givens of a puzzle); the
// search then looks for the covers that contain them.
//
// A DLX is not safe for concurrent use. Every search leaves the
// structure as it found it.
type DLX struct {
	p          *Problem
	l, r, u, d []int32 // links; node 0 is the root, node c+1 the header of column c
	col        []int32 // header of each node
	row        []int32 // row of each node (-1 for the root and headers)
	size       []int32 // ones left in each column (indexed by header)
	rowFirst   []int32 // first node of each row
	covered    []uint64
	selected   []int32
	path       []int32
	stats      Stats
	branching  Branching
}

// Branching selects the primary column a search branches on.
type Branching int

const (
	// MinRows branches on a column with fewest rows left (the first such
	// column on ties): Knuth's choice, the smallest search tree.
	MinRows Branching = iota
	// FirstColumn branches on the lowest-numbered primary column left,
	// after checking that no column is empty. Subproblems then follow
	// the column order, which makes them repeat far more often: the
	// better choice for the ZDD of a large family whose columns are
	// numbered in the order of its variables (as for Sudoku grids and
	// Latin squares).
	FirstColumn
)

// SetBranching sets the column choice of later searches.
func (d *DLX) SetBranching(b Branching) { d.branching = b }

// Stats counts the work of Dancing Links searches since the DLX was made
// or since ResetStats.
type Stats struct {
	// Nodes is the number of search tree nodes entered (partial covers).
	Nodes uint64
	// Updates is the number of elementary list removals (Knuth's measure
	// of running time).
	Updates uint64
	// Solutions is the number of covers found.
	Solutions uint64
}

// NewDLX builds the Dancing Links structure of p.
func NewDLX(p *Problem) *DLX {
	nc := p.Columns()
	total := 1 + nc + p.nodes
	d := &DLX{
		p:        p,
		l:        make([]int32, total),
		r:        make([]int32, total),
		u:        make([]int32, total),
		d:        make([]int32, total),
		col:      make([]int32, total),
		row:      make([]int32, total),
		size:     make([]int32, 1+nc),
		rowFirst: make([]int32, len(p.rows)),
		covered:  make([]uint64, (nc+63)/64+1),
	}
	// Root and headers: primary headers in the root's list, secondary
	// headers linked to themselves.
	d.l[0], d.r[0] = int32(p.primary), 1
	if p.primary == 0 {
		d.l[0], d.r[0] = 0, 0
	}
	d.row[0] = -1
	for c := 0; c < nc; c++ {
		h := int32(c + 1)
		d.u[h], d.d[h], d.col[h], d.row[h] = h, h, h, -1
		if c < p.primary {
			d.l[h], d.r[h] = h-1, h+1
			if c == p.primary-1 {
				d.r[h] = 0
			}
		} else {
			d.l[h], d.r[h] = h, h
		}
	}
	n := int32(1 + nc)
	for i, cols := range p.rows {
		d.rowFirst[i] = n
		if len(cols) == 0 {
			d.rowFirst[i] = -1
			continue
		}
		first := n
		for k, c := range cols {
			h := c + 1
			d.col[n], d.row[n] = h, int32(i)
			d.u[n], d.d[n] = d.u[h], h
			d.d[d.u[h]] = n
			d.u[h] = n
			d.size[h]++
			if k == 0 {
				d.l[n], d.r[n] = n, n
			} else {
				d.l[n], d.r[n] = n-1, first
				d.r[n-1] = n
				d.l[first] = n
			}
			n++
		}
	}
	return d
}

// Stats returns the work counters.
func (d *DLX) Stats() Stats { return d.stats }

// ResetStats sets the work counters to zero.
func (d *DLX) ResetStats() { d.stats = Stats{} }

func (d *DLX) cover(h int32) {
	l, r, u, dn, col, size := d.l, d.r, d.u, d.d, d.col, d.size
	r[l[h]] = r[h]
	l[r[h]] = l[h]
	c := h - 1
	d.covered[c>>6] |= 1 << uint(c&63)
	for i := dn[h]; i != h; i = dn[i] {
		for j := r[i]; j != i; j = r[j] {
			dn[u[j]] = dn[j]
			u[dn[j]] = u[j]
			size[col[j]]--
			d.stats.Updates++
		}
	}
}

func (d *DLX) uncover(h int32) {
	l, r, u, dn, col, size := d.l, d.r, d.u, d.d, d.col, d.size
	for i := u[h]; i != h; i = u[i] {
		for j := l[i]; j != i; j = l[j] {
			size[col[j]]++
			dn[u[j]] = j
			u[dn[j]] = j
		}
	}
	r[l[h]] = h
	l[r[h]] = h
	c := h - 1
	d.covered[c>>6] &^= 1 << uint(c&63)
}

func (d *DLX) isCovered(c int32) bool { return d.covered[c>>6]&(1<<uint(c&63)) != 0 }

// Select preselects row i, as a given: its columns are covered and every
// later search looks only for covers containing it. Selecting a row that
// clashes with a row selected before (they share a column) is an error
// and changes nothing.
func (d *DLX) Select(i int) error {
	if i < 0 || i >= len(d.p.rows) {
		return fmt.Errorf("exactcover: row %d out of range", i)
	}
	for _, c := range d.p.rows[i] {
		if d.isCovered(c) {
			return fmt.Errorf("exactcover: row %d clashes with a selected row in column %d", i, c)
		}
	}
	if f := d.rowFirst[i]; f >= 0 {
		j := f
		for {
			d.cover(d.col[j])
			j = d.r[j]
			if j == f {
				break
			}
		}
	}
	d.selected = append(d.selected, int32(i))
	return nil
}

// Unselect undoes the selections, latest first, until none is left.
func (d *DLX) Unselect() {
	for k := len(d.selected) - 1; k >= 0; k-- {
		f := d.rowFirst[d.selected[k]]
		if f < 0 {
			continue
		}
		j := d.l[f]
		for {
			d.uncover(d.col[j])
			if j == f {
				break
			}
			j = d.l[j]
		}
	}
	d.selected = d.selected[:0]
}

// choose returns the header of the column to branch on (see Branching),
// or 0 when no primary column is left.
func (d *DLX) choose() int32 {
	if d.branching == FirstColumn {
		for h := d.r[0]; h != 0; h = d.r[h] {
			if d.size[h] == 0 {
				return h
			}
		}
		return d.r[0]
	}
	best, bs := int32(0), int32(1<<30)
	for h := d.r[0]; h != 0; h = d.r[h] {
		if s := d.size[h]; s < bs {
			best, bs = h, s
			if s <= 1 {
				break
			}
		}
	}
	return best
}

// coverRow covers the other columns of the row of node x.
func (d *DLX) coverRow(x int32) {
	for j := d.r[x]; j != x; j = d.r[j] {
		d.cover(d.col[j])
	}
}

func (d *DLX) uncoverRow(x int32) {
	for j := d.l[x]; j != x; j = d.l[j] {
		d.uncover(d.col[j])
	}
}

func (d *DLX) solution() []int {
	out := make([]int, 0, len(d.selected)+len(d.path))
	for _, r := range d.selected {
		out = append(out, int(r))
	}
	for _, r := range d.path {
		out = append(out, int(r))
	}
	sort.Ints(out)
	return out
}

// Each calls visit with every exact cover (selected rows included, in
// increasing order) until visit returns false. The slice is fresh for
// every call.
func (d *DLX) Each(visit func(rows []int) bool) {
	d.each(visit)
}

func (d *DLX) each(visit func([]int) bool) bool {
	d.stats.Nodes++
	h := d.choose()
	if h == 0 {
		d.stats.Solutions++
		return visit(d.solution())
	}
	if d.size[h] == 0 {
		return true
	}
	d.cover(h)
	for x := d.d[h]; x != h; x = d.d[x] {
		d.path = append(d.path, d.row[x])
		d.coverRow(x)
		ok := d.each(visit)
		d.uncoverRow(x)
		d.path = d.path[:len(d.path)-1]
		if !ok {
			d.uncover(h)
			return false
		}
	}
	d.uncover(h)
	return true
}

// First returns the first exact cover found (selected rows included, in
// increasing order), or false when there is none.
func (d *DLX) First() ([]int, bool) {
	var sol []int
	d.each(func(rows []int) bool { sol = rows; return false })
	return sol, sol != nil
}

// All returns every exact cover.
func (d *DLX) All() [][]int {
	var out [][]int
	d.each(func(rows []int) bool { out = append(out, rows); return true })
	return out
}

// Count returns the number of exact covers, stopping once limit covers
// were found when limit > 0 (Count(2) decides uniqueness).
func (d *DLX) Count(limit uint64) uint64 {
	var n uint64
	d.count(&n, limit)
	return n
}

func (d *DLX) count(n *uint64, limit uint64) bool {
	d.stats.Nodes++
	h := d.choose()
	if h == 0 {
		d.stats.Solutions++
		*n++
		return limit == 0 || *n < limit
	}
	if d.size[h] == 0 {
		return true
	}
	d.cover(h)
	for x := d.d[h]; x != h; x = d.d[x] {
		d.coverRow(x)
		ok := d.count(n, limit)
		d.uncoverRow(x)
		if !ok {
			d.uncover(h)
			return false
		}
	}
	d.uncover(h)
	return true
}

// Estimate returns Knuth's random-path estimate of the number of nodes
// of the Dancing Links search tree (the nodes Count(0) would enter),
// averaged over trials random root-to-leaf paths: along a path that
// picks one row uniformly at each level, a node at depth k stands for
// the product of the branching degrees above it.
func (d *DLX) Estimate(rng *rand.Rand, trials int) float64 {
	if trials <= 0 {
		return 0
	}
	sum := 0.0
	var stack []int32
	for t := 0; t < trials; t++ {
		est, weight := 1.0, 1.0
		for {
			h := d.choose()
			if h == 0 || d.size[h] == 0 {
				break
			}
			deg := int(d.size[h])
			weight *= float64(deg)
			est += weight
			k := rng.IntN(deg)
			x := d.d[h]
			for ; k > 0; k-- {
				x = d.d[x]
			}
			d.cover(h)
			d.coverRow(x)
			stack = append(stack, x)
		}
		for k := len(stack) - 1; k >= 0; k-- {
			x := stack[k]
			d.uncoverRow(x)
			d.uncover(d.col[x])
		}
		stack = stack[:0]
		sum += est
	}
	return sum / float64(trials)
}
