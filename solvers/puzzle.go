package solvers

import (
	"fmt"
	"sort"

	"zq/graph"
)

// Slitherlink is a Slitherlink instance of Rows x Cols cells. Clues holds
// Rows*Cols entries row-major: 0..3 is a clue, -1 is a cell without one.
type Slitherlink struct {
	Rows, Cols int
	Clues      []int8
}

// Validate reports the first problem of p, naming the cell.
func (p *Slitherlink) Validate() error {
	if p.Rows < 1 || p.Cols < 1 {
		return fmt.Errorf("slitherlink: size %dx%d: rows and cols must be at least 1", p.Rows, p.Cols)
	}
	if p.Rows*p.Cols > 1<<18 {
		return fmt.Errorf("slitherlink: size %dx%d is too large", p.Rows, p.Cols)
	}
	if len(p.Clues) != p.Rows*p.Cols {
		return fmt.Errorf("slitherlink: %d clues for %dx%d cells", len(p.Clues), p.Rows, p.Cols)
	}
	for i, c := range p.Clues {
		if c < -1 || c > 3 {
			return fmt.Errorf("slitherlink: row %d col %d: clue %d is not in 0..3", i/p.Cols+1, i%p.Cols+1, c)
		}
	}
	return nil
}

// Clue returns the clue of cell (r, c), or -1.
func (p *Slitherlink) Clue(r, c int) int { return int(p.Clues[r*p.Cols+c]) }

// Graph returns the dot lattice graph.Grid(Rows+1, Cols+1) whose edges
// number the solution elements.
func (p *Slitherlink) Graph() *graph.Graph {
	g, err := graph.Grid(p.Rows+1, p.Cols+1)
	if err != nil {
		panic(err) // unreachable after Validate
	}
	return g
}

// GridIndex maps the vertices of a grid graph to the numbers of their
// edges to the right and downwards (-1 where there is none).
type GridIndex struct {
	Rows, Cols  int
	Right, Down []int
}

// NewGridIndex indexes the edges of g, which must come from graph.Grid.
func NewGridIndex(g *graph.Graph) *GridIndex {
	x := &GridIndex{Rows: g.Rows, Cols: g.Cols, Right: make([]int, g.N()), Down: make([]int, g.N())}
	for i := range x.Right {
		x.Right[i], x.Down[i] = -1, -1
	}
	for i, e := range g.Edges() {
		u, v := min(e.U, e.V), max(e.U, e.V)
		if v == u+1 {
			x.Right[u] = i
		} else {
			x.Down[u] = i
		}
	}
	return x
}

// H returns the edge from vertex (r, c) to (r, c+1).
func (x *GridIndex) H(r, c int) int { return x.Right[r*x.Cols+c] }

// V returns the edge from vertex (r, c) to (r+1, c).
func (x *GridIndex) V(r, c int) int { return x.Down[r*x.Cols+c] }

// CellEdges returns the top, bottom, left and right edges of Slitherlink
// cell (r, c) in the dot lattice indexed by x.
func (x *GridIndex) CellEdges(r, c int) [4]int {
	return [4]int{x.H(r, c), x.H(r+1, c), x.V(r, c), x.V(r, c+1)}
}

// Incident returns the edges at every vertex of g.
func Incident(g *graph.Graph) [][]int {
	inc := make([][]int, g.N())
	for i, e := range g.Edges() {
		inc[e.U] = append(inc[e.U], i)
		inc[e.V] = append(inc[e.V], i)
	}
	return inc
}

// Components splits the edge set of g into connected components, each
// sorted, ordered by their smallest edge.
func Components(g *graph.Graph, set []int) [][]int {
	parent := make([]int, g.N())
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(v int) int {
		for parent[v] != v {
			parent[v] = parent[parent[v]]
			v = parent[v]
		}
		return v
	}
	for _, i := range set {
		e := g.Edge(i)
		a, b := find(e.U), find(e.V)
		if a != b {
			parent[a] = b
		}
	}
	sorted := append([]int(nil), set...)
	sort.Ints(sorted)
	byRoot := map[int]int{}
	var out [][]int
	for _, i := range sorted {
		r := find(g.Edge(i).U)
		k, ok := byRoot[r]
		if !ok {
			k = len(out)
			byRoot[r] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], i)
	}
	return out
}

// degrees counts the edges of set at every vertex of g; it reports an
// edge number out of range or repeated.
func degrees(g *graph.Graph, set []int) ([]int, error) {
	deg := make([]int, g.N())
	seen := make([]bool, g.M())
	for _, i := range set {
		if i < 0 || i >= g.M() {
			return nil, fmt.Errorf("edge %d out of range 0..%d", i, g.M()-1)
		}
		if seen[i] {
			return nil, fmt.Errorf("edge %d repeated", i)
		}
		seen[i] = true
		e := g.Edge(i)
		deg[e.U]++
		deg[e.V]++
	}
	return deg, nil
}

// CluesMet reports whether the edge set meets every clue of p.
func (p *Slitherlink) CluesMet(x *GridIndex, in []bool) bool {
	r, _, _, _ := p.unmetClue(x, in)
	return r < 0
}

// unmetClue returns the first cell (r, c) in row-major order whose clue k
// the edge set does not meet, with the number n of its edges in the set;
// r is -1 when every clue is met.
func (p *Slitherlink) unmetClue(x *GridIndex, in []bool) (r, c, k, n int) {
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			k := p.Clue(r, c)
			if k < 0 {
				continue
			}
			n := 0
			for _, e := range x.CellEdges(r, c) {
				if in[e] {
					n++
				}
			}
			if n != k {
				return r, c, k, n
			}
		}
	}
	return -1, -1, 0, 0
}

// Check reports why the edge set is not a solution of p: a single simple
// closed loop of the dot lattice meeting every clue.
func (p *Slitherlink) Check(set []int) error {
	if err := p.Validate(); err != nil {
		return err
	}
	g := p.Graph()
	deg, err := degrees(g, set)
	if err != nil {
		return err
	}
	for v, d := range deg {
		if d != 0 && d != 2 {
			return fmt.Errorf("dot %s has degree %d", g.Name(v), d)
		}
	}
	if n := len(Components(g, set)); n != 1 {
		return fmt.Errorf("%d loops, want 1", n)
	}
	x := NewGridIndex(g)
	in := make([]bool, g.M())
	for _, i := range set {
		in[i] = true
	}
	if r, c, k, n := p.unmetClue(x, in); r >= 0 {
		return fmt.Errorf("row %d col %d: clue %d has %d loop edges", r+1, c+1, k, n)
	}
	return nil
}

// Rule selects which Numberlink solutions count.
type Rule int

const (
	// RuleA: every cell is on a path and no path touches itself (two
	// adjacent cells of one path are consecutive on it).
	RuleA Rule = iota
	// RuleB: every cell is on a path; paths may touch themselves.
	RuleB
	// RuleC: cells may stay empty.
	RuleC
)

// String returns "A", "B" or "C".
func (r Rule) String() string {
	switch r {
	case RuleA:
		return "A"
	case RuleB:
		return "B"
	case RuleC:
		return "C"
	}
	return fmt.Sprintf("Rule(%d)", int(r))
}

// Numberlink is a Numberlink instance on a board W cells wide and H
// high. Grid holds W*H entries row-major: 0 is an empty cell, k > 0 an
// endpoint of pair k. Pairs are numbered 1..K and each occurs twice.
type Numberlink struct {
	W, H int
	Grid []int
}

// Validate reports the first problem of p, naming the cell.
func (p *Numberlink) Validate() error {
	if p.W < 1 || p.H < 1 {
		return fmt.Errorf("numberlink: size %dx%d: width and height must be at least 1", p.W, p.H)
	}
	if p.W*p.H > 1<<18 {
		return fmt.Errorf("numberlink: size %dx%d is too large", p.W, p.H)
	}
	if len(p.Grid) != p.W*p.H {
		return fmt.Errorf("numberlink: %d cells for a %dx%d board", len(p.Grid), p.W, p.H)
	}
	seen := map[int]int{}
	k := 0
	for i, v := range p.Grid {
		if v < 0 {
			return fmt.Errorf("numberlink: row %d col %d: negative label %d", i/p.W+1, i%p.W+1, v)
		}
		if v == 0 {
			continue
		}
		seen[v]++
		if seen[v] > 2 {
			return fmt.Errorf("numberlink: row %d col %d: label %d occurs more than twice", i/p.W+1, i%p.W+1, v)
		}
		k = max(k, v)
	}
	for l := 1; l <= k; l++ {
		if seen[l] != 2 {
			return fmt.Errorf("numberlink: label %d occurs %d times, want 2 (labels must be 1..%d)", l, seen[l], k)
		}
	}
	return nil
}

// Pairs returns the number of pairs K.
func (p *Numberlink) Pairs() int {
	k := 0
	for _, v := range p.Grid {
		k = max(k, v)
	}
	return k
}

// Graph returns graph.Grid(H, W), whose edges number the solution
// elements.
func (p *Numberlink) Graph() *graph.Graph {
	g, err := graph.Grid(p.H, p.W)
	if err != nil {
		panic(err) // unreachable after Validate
	}
	return g
}

// Labels returns the pair label of every cell for the edge set, or an
// error when the set is not a solution of p under rule.
func (p *Numberlink) Labels(set []int, rule Rule) ([]int, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	g := p.Graph()
	deg, err := degrees(g, set)
	if err != nil {
		return nil, err
	}
	for v, d := range deg {
		switch {
		case p.Grid[v] > 0 && d != 1:
			return nil, fmt.Errorf("endpoint %d at row %d col %d has degree %d", p.Grid[v], v/p.W+1, v%p.W+1, d)
		case p.Grid[v] == 0 && d == 0 && rule != RuleC:
			return nil, fmt.Errorf("row %d col %d is not covered", v/p.W+1, v%p.W+1)
		case p.Grid[v] == 0 && d != 0 && d != 2:
			return nil, fmt.Errorf("row %d col %d has degree %d", v/p.W+1, v%p.W+1, d)
		}
	}
	inc := Incident(g)
	in := make([]bool, g.M())
	for _, i := range set {
		in[i] = true
	}
	label := make([]int, g.N())
	for v, k := range p.Grid {
		if k == 0 || label[v] != 0 {
			continue
		}
		// Walk from endpoint v along the path.
		prev, cur := -1, v
		for {
			label[cur] = k
			next := -1
			for _, e := range inc[cur] {
				if !in[e] {
					continue
				}
				w := g.Edge(e).U + g.Edge(e).V - cur
				if w != prev {
					next = w
					break
				}
			}
			if next < 0 {
				break
			}
			prev, cur = cur, next
		}
		if p.Grid[cur] != k || cur == v {
			return nil, fmt.Errorf("the path from endpoint %d at row %d col %d ends at row %d col %d", k, v/p.W+1, v%p.W+1, cur/p.W+1, cur%p.W+1)
		}
	}
	for v, d := range deg {
		if d > 0 && label[v] == 0 {
			return nil, fmt.Errorf("row %d col %d is on a cycle", v/p.W+1, v%p.W+1)
		}
	}
	if rule == RuleA {
		for i, e := range g.Edges() {
			if !in[i] && label[e.U] != 0 && label[e.U] == label[e.V] {
				return nil, fmt.Errorf("path %d touches itself at %s", label[e.U], g.EdgeName(i))
			}
		}
	}
	return label, nil
}

// Check reports why the edge set is not a solution of p under rule.
func (p *Numberlink) Check(set []int, rule Rule) error {
	_, err := p.Labels(set, rule)
	return err
}

// EdgesFromLabels returns the edges joining orthogonally adjacent cells
// of equal non-zero label, which is the solution of a labelling that
// satisfies rule A.
func (p *Numberlink) EdgesFromLabels(label []int) []int {
	g := p.Graph()
	var out []int
	for i, e := range g.Edges() {
		if label[e.U] != 0 && label[e.U] == label[e.V] {
			out = append(out, i)
		}
	}
	return out
}

// Sudoku is a Sudoku of side N = BoxRows*BoxCols whose boxes are BoxRows
// cells high and BoxCols wide. Givens holds N*N digits row-major, 0 for
// an empty cell. Diagonal adds both main diagonals as units.
type Sudoku struct {
	BoxRows, BoxCols int
	Diagonal         bool
	Givens           []int
}

// N returns the side of the grid.
func (p *Sudoku) N() int { return p.BoxRows * p.BoxCols }

// Validate reports the first problem of p, naming the cell.
func (p *Sudoku) Validate() error {
	if p.BoxRows < 1 || p.BoxCols < 1 || p.N() > 64 {
		return fmt.Errorf("sudoku: boxes %dx%d: sizes must be at least 1 and the side at most 64", p.BoxRows, p.BoxCols)
	}
	n := p.N()
	if len(p.Givens) != n*n {
		return fmt.Errorf("sudoku: %d cells for side %d", len(p.Givens), n)
	}
	for i, d := range p.Givens {
		if d < 0 || d > n {
			return fmt.Errorf("sudoku: row %d col %d: digit %d is not in 1..%d", i/n+1, i%n+1, d, n)
		}
	}
	return nil
}

// Units returns the cells (r*N+c) of every row, column, box and, for the
// diagonal variant, both diagonals.
func (p *Sudoku) Units() [][]int {
	n := p.N()
	var units [][]int
	for r := 0; r < n; r++ {
		var row, col []int
		for c := 0; c < n; c++ {
			row = append(row, r*n+c)
			col = append(col, c*n+r)
		}
		units = append(units, row, col)
	}
	for br := 0; br < n; br += p.BoxRows {
		for bc := 0; bc < n; bc += p.BoxCols {
			var box []int
			for r := br; r < br+p.BoxRows; r++ {
				for c := bc; c < bc+p.BoxCols; c++ {
					box = append(box, r*n+c)
				}
			}
			units = append(units, box)
		}
	}
	if p.Diagonal {
		var d1, d2 []int
		for i := 0; i < n; i++ {
			d1 = append(d1, i*n+i)
			d2 = append(d2, i*n+n-1-i)
		}
		units = append(units, d1, d2)
	}
	return units
}

// Grid turns exact-cover elements (r*N+c)*N+(d-1) into a digit grid.
func (p *Sudoku) Grid(elems []int) ([]int, error) {
	n := p.N()
	grid := make([]int, n*n)
	for _, x := range elems {
		if x < 0 || x >= n*n*n {
			return nil, fmt.Errorf("element %d out of range", x)
		}
		cell := x / n
		if grid[cell] != 0 {
			return nil, fmt.Errorf("row %d col %d holds two digits", cell/n+1, cell%n+1)
		}
		grid[cell] = x%n + 1
	}
	return grid, nil
}

// Elements turns a digit grid into exact-cover elements, sorted; empty
// cells are left out.
func (p *Sudoku) Elements(grid []int) []int {
	n := p.N()
	var out []int
	for cell, d := range grid {
		if d > 0 {
			out = append(out, cell*n+d-1)
		}
	}
	return out
}

// Check reports why the elements are not a solution of p.
func (p *Sudoku) Check(elems []int) error {
	if err := p.Validate(); err != nil {
		return err
	}
	grid, err := p.Grid(elems)
	if err != nil {
		return err
	}
	n := p.N()
	for cell, d := range grid {
		if d == 0 {
			return fmt.Errorf("row %d col %d is empty", cell/n+1, cell%n+1)
		}
		if g := p.Givens[cell]; g != 0 && g != d {
			return fmt.Errorf("row %d col %d: given %d replaced by %d", cell/n+1, cell%n+1, g, d)
		}
	}
	for _, u := range p.Units() {
		seen := make([]bool, n+1)
		for _, cell := range u {
			if seen[grid[cell]] {
				return fmt.Errorf("digit %d twice in the unit of row %d col %d", grid[cell], cell/n+1, cell%n+1)
			}
			seen[grid[cell]] = true
		}
	}
	return nil
}

// SplitLoops looks at an edge set of the dot lattice g (indexed by x)
// where every dot has degree 0 or 2. A loop that alone meets all clues
// is returned as a solution. Otherwise every loop is cut off with
// exclude (a solution containing all edges of a loop is that loop, and
// these loops are no solutions) and the number of cuts is returned.
func (p *Slitherlink) SplitLoops(g *graph.Graph, x *GridIndex, set []int, exclude func([]int)) ([]int, int) {
	comps := Components(g, set)
	in := make([]bool, g.M())
	for _, comp := range comps {
		for _, e := range comp {
			in[e] = true
		}
		if p.CluesMet(x, in) {
			return comp, 0
		}
		for _, e := range comp {
			in[e] = false
		}
	}
	for _, comp := range comps {
		exclude(comp)
	}
	return nil, len(comps)
}
