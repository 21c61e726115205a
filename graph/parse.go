package graph

import (
	"cmp"
	"container/heap"
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// New returns a graph with the given vertex names and edges (in
// variable order). Names must be distinct and non-empty; edges must join
// two different existing vertices, at most one edge per pair.
func New(names []string, edges []Edge) (*Graph, error) {
	g := &Graph{}
	seen := make(map[string]int, len(names))
	for i, n := range names {
		if n == "" {
			return nil, fmt.Errorf("graph: vertex %d has an empty name", i)
		}
		if j, ok := seen[n]; ok {
			return nil, fmt.Errorf("graph: vertices %d and %d are both named %q", j, i, n)
		}
		seen[n] = i
		g.names = append(g.names, n)
	}
	pairs := make(map[[2]int]int, len(edges))
	for i, e := range edges {
		if e.U < 0 || e.U >= len(names) || e.V < 0 || e.V >= len(names) {
			return nil, fmt.Errorf("graph: edge %d (%d-%d) names a vertex outside 0..%d", i, e.U, e.V, len(names)-1)
		}
		if e.U == e.V {
			return nil, fmt.Errorf("graph: edge %d is a loop at %s", i, names[e.U])
		}
		k := [2]int{min(e.U, e.V), max(e.U, e.V)}
		if j, ok := pairs[k]; ok {
			return nil, fmt.Errorf("graph: edges %d and %d both join %s and %s", j, i, names[e.U], names[e.V])
		}
		pairs[k] = i
		g.edges = append(g.edges, e)
	}
	return g, nil
}

// Parse reads a graph from a list of edges "u-v" separated by spaces,
// commas, semicolons or new lines, as in "0-1 1-2 2-0" or
// "(0,0)-(0,1), (0,1)-(1,1)". A vertex name is any run of characters
// other than '-', spaces and separators, where commas inside
// parentheses belong to the name; vertices are numbered in the order of
// first appearance and edges keep the order given. A name alone (no
// '-') adds an isolated vertex. An edge may carry a weight after a
// colon, "1-2:3 2-3:1.5 1-3:-2/3" (ParseWeight's numbers); then every
// edge must.
func Parse(s string) (*Graph, error) {
	var names []string
	index := make(map[string]int)
	var edges []Edge
	var weights []*big.Rat
	unweighted := -1 // the offset of an edge without a weight
	vertex := func(name string) int {
		if i, ok := index[name]; ok {
			return i
		}
		index[name] = len(names)
		names = append(names, name)
		return len(names) - 1
	}
	i := 0
	n := len(s)
	isSep := func(c byte) bool { return c == ',' || c == ';' || c == '\n' || c == '\r' || c == ' ' || c == '\t' }
	// name reads a vertex name starting at i.
	name := func() (string, error) {
		start := i
		depth := 0
		for i < n {
			c := s[i]
			if c == '(' || c == '[' {
				depth++
			} else if c == ')' || c == ']' {
				depth--
				if depth < 0 {
					return "", fmt.Errorf("graph: offset %d: unbalanced %q", i, c)
				}
			} else if depth == 0 && (c == '-' || c == ':' || isSep(c)) {
				break
			}
			i++
		}
		if depth != 0 {
			return "", fmt.Errorf("graph: offset %d: unclosed parenthesis in %q", start, s[start:i])
		}
		nm := strings.Join(strings.Fields(s[start:i]), "")
		if nm == "" {
			return "", fmt.Errorf("graph: offset %d: missing vertex name", start)
		}
		return nm, nil
	}
	for {
		for i < n && isSep(s[i]) {
			i++
		}
		if i >= n {
			break
		}
		start := i
		a, err := name()
		if err != nil {
			return nil, err
		}
		for i < n && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if i >= n || s[i] != '-' {
			vertex(a)
			continue
		}
		i++ // '-'
		for i < n && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		b, err := name()
		if err != nil {
			return nil, err
		}
		if a == b {
			return nil, fmt.Errorf("graph: offset %d: edge %s-%s is a loop", start, a, b)
		}
		edges = append(edges, Edge{vertex(a), vertex(b)})
		if i < n && s[i] == ':' {
			i++
			at := i
			for i < n && !isSep(s[i]) {
				i++
			}
			w, err := ParseWeight(s[at:i])
			if err != nil {
				return nil, fmt.Errorf("graph: offset %d: the weight of %s-%s: %v", at, a, b, err)
			}
			weights = append(weights, w)
		} else if unweighted < 0 {
			unweighted = start
		}
		if len(weights) > 0 && unweighted >= 0 {
			return nil, fmt.Errorf("graph: offset %d: some edges have a weight (u-v:w) and some not; give every edge one or none", max(start, unweighted))
		}
	}
	g, err := New(names, edges)
	if err != nil {
		return nil, err
	}
	if len(weights) > 0 {
		g.weights = weights
	}
	return g, nil
}

// ParseWeight reads an edge weight, exactly: an integer, a decimal
// ("1.5", "-0.25", ".5") or a fraction ("2/3"), with an optional sign.
func ParseWeight(s string) (*big.Rat, error) {
	num, den, frac := strings.Cut(s, "/")
	ok := decimal(strings.TrimPrefix(strings.TrimPrefix(num, "-"), "+"))
	if frac {
		ok = ok && !strings.Contains(num, ".") && den != "" && strings.Trim(den, "0123456789") == ""
	}
	if !ok {
		return nil, fmt.Errorf("expected a number (1, 1.5, -2/3), got %q", s)
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, fmt.Errorf("expected a number (1, 1.5, -2/3), got %q (a fraction's denominator is not 0)", s)
	}
	return r, nil
}

// decimal reports whether s is digits with at most one '.' among them.
func decimal(s string) bool {
	whole, fr, _ := strings.Cut(s, ".")
	digits := func(x string) bool { return strings.Trim(x, "0123456789") == "" }
	return whole+fr != "" && digits(whole) && digits(fr)
}

// FromCoords returns the graph whose edges join the given (row, col)
// points, in the order given; vertex (r, c) is named "(r,c)" and
// vertices are numbered in the order of first appearance.
func FromCoords(edges [][2][2]int) (*Graph, error) {
	index := make(map[[2]int]int)
	var names []string
	var es []Edge
	vertex := func(p [2]int) int {
		if i, ok := index[p]; ok {
			return i
		}
		index[p] = len(names)
		names = append(names, fmt.Sprintf("(%d,%d)", p[0], p[1]))
		return len(names) - 1
	}
	for _, e := range edges {
		es = append(es, Edge{vertex(e[0]), vertex(e[1])})
	}
	return New(names, es)
}

// Vertex returns the index of the vertex named name, or -1.
func (g *Graph) Vertex(name string) int {
	for i, n := range g.names {
		if n == name {
			return i
		}
	}
	return -1
}

// Reorder returns a copy of g whose edge i is edge order[i] of g; order
// must be a permutation of 0..M()-1. Vertices keep their numbers.
func (g *Graph) Reorder(order []int) (*Graph, error) {
	if len(order) != len(g.edges) {
		return nil, fmt.Errorf("graph: order has %d entries, the graph %d edges", len(order), len(g.edges))
	}
	seen := make([]bool, len(order))
	h := &Graph{names: g.names, Rows: g.Rows, Cols: g.Cols, Directed: g.Directed}
	for i, e := range order {
		if e < 0 || e >= len(order) || seen[e] {
			return nil, fmt.Errorf("graph: order entry %d (%d) is not a new edge number", i, e)
		}
		seen[e] = true
		h.edges = append(h.edges, g.edges[e])
		if g.weights != nil {
			h.weights = append(h.weights, g.weights[e])
		}
	}
	if !h.sameGridOrder() {
		h.Rows, h.Cols = 0, 0
	}
	return h, nil
}

// sameGridOrder reports whether g's edges are in the grid order of
// Grid(g.Rows, g.Cols) (so GridEdge and drawings keep their meaning).
func (g *Graph) sameGridOrder() bool {
	if !g.IsGrid() {
		return false
	}
	ref, err := Grid(g.Rows, g.Cols)
	if err != nil || len(ref.edges) != len(g.edges) {
		return false
	}
	for i := range ref.edges {
		if ref.edges[i] != g.edges[i] {
			return false
		}
	}
	return true
}

// VertexOrder returns the edge order that sorts edges by the position
// of their earlier endpoint in vorder, then of the later one (the order
// Grid uses for the row-major vertex order). vorder must list every
// vertex once.
func (g *Graph) VertexOrder(vorder []int) ([]int, error) {
	pos := make([]int, g.N())
	for i := range pos {
		pos[i] = -1
	}
	if len(vorder) != g.N() {
		return nil, fmt.Errorf("graph: vertex order has %d entries, the graph %d vertices", len(vorder), g.N())
	}
	for i, v := range vorder {
		if v < 0 || v >= g.N() || pos[v] >= 0 {
			return nil, fmt.Errorf("graph: vertex order entry %d (%d) is not a new vertex", i, v)
		}
		pos[v] = i
	}
	order := make([]int, len(g.edges))
	for i := range order {
		order[i] = i
	}
	key := func(i int) (int, int) {
		a, b := pos[g.edges[i].U], pos[g.edges[i].V]
		return min(a, b), max(a, b)
	}
	slices.SortStableFunc(order, func(x, y int) int {
		a1, b1 := key(x)
		a2, b2 := key(y)
		if a1 != a2 {
			return cmp.Compare(a1, a2)
		}
		return cmp.Compare(b1, b2)
	})
	return order, nil
}

// BFSOrder returns a vertex order by breadth-first search from start
// (then from the lowest unvisited vertex for other components), taking
// neighbours in increasing order; with VertexOrder it gives an edge
// order of small frontier on many graphs.
func (g *Graph) BFSOrder(start int) []int {
	adj := g.sortedAdjacency()
	seen := make([]bool, g.N())
	var order []int
	visit := func(s int) {
		seen[s] = true
		q := []int{s}
		for len(q) > 0 {
			v := q[0]
			q = q[1:]
			order = append(order, v)
			for _, w := range adj[v] {
				if !seen[w] {
					seen[w] = true
					q = append(q, w)
				}
			}
		}
	}
	g.fromEach(start, seen, visit)
	return order
}

// fromEach runs visit from start (when it is a vertex), then from each
// vertex that seen still marks unvisited, in increasing order.
func (g *Graph) fromEach(start int, seen []bool, visit func(int)) {
	if start >= 0 && start < g.N() {
		visit(start)
	}
	for v := 0; v < g.N(); v++ {
		if !seen[v] {
			visit(v)
		}
	}
}

// sortedAdjacency lists each vertex's neighbours in increasing order.
func (g *Graph) sortedAdjacency() [][]int {
	adj := make([][]int, g.N())
	for _, e := range g.edges {
		adj[e.U] = append(adj[e.U], e.V)
		adj[e.V] = append(adj[e.V], e.U)
	}
	for _, a := range adj {
		slices.Sort(a)
	}
	return adj
}

// DFSOrder returns a vertex order by depth-first search from start
// (then from the lowest unvisited vertex for other components), taking
// neighbours in increasing order: each vertex is listed when first
// reached.
func (g *Graph) DFSOrder(start int) []int {
	adj := g.sortedAdjacency()
	seen := make([]bool, g.N())
	var order []int
	visit := func(s int) {
		// An explicit stack of (vertex, next neighbour) keeps deep
		// graphs off the Go stack.
		type frame struct{ v, next int }
		seen[s] = true
		order = append(order, s)
		stack := []frame{{s, 0}}
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if top.next == len(adj[top.v]) {
				stack = stack[:len(stack)-1]
				continue
			}
			w := adj[top.v][top.next]
			top.next++
			if !seen[w] {
				seen[w] = true
				order = append(order, w)
				stack = append(stack, frame{w, 0})
			}
		}
	}
	g.fromEach(start, seen, visit)
	return order
}

// String returns the edge list of g in the form Parse reads.
func (g *Graph) String() string {
	var b strings.Builder
	for i := range g.edges {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(g.EdgeName(i))
		if g.weights != nil {
			b.WriteByte(':')
			b.WriteString(WeightString(g.weights[i]))
		}
	}
	// isolated vertices
	deg := make([]int, g.N())
	for _, e := range g.edges {
		deg[e.U]++
		deg[e.V]++
	}
	for v, d := range deg {
		if d == 0 {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(g.names[v])
		}
	}
	return b.String()
}

// WeightString writes a weight as ParseWeight reads it: an integer, a
// decimal when it has a finite one, a fraction otherwise.
func WeightString(w *big.Rat) string {
	if w.IsInt() {
		return w.Num().String()
	}
	// a finite decimal: the denominator has no prime factor but 2 and 5
	d := new(big.Int).Set(w.Denom())
	digits := 0
	for _, p := range []int64{2, 5} {
		q, r := new(big.Int), new(big.Int)
		for k := 1; ; k++ {
			q.QuoRem(d, big.NewInt(p), r)
			if r.Sign() != 0 {
				break
			}
			d.Set(q)
			digits = max(digits, k)
		}
	}
	if d.Cmp(big.NewInt(1)) == 0 {
		return w.FloatString(digits)
	}
	return w.String()
}

// GreedyOrder returns an edge order by best-first search from start, as
// Graphillion's default traversal: each vertex visited puts out its
// edges to the vertices visited before it (in increasing order of
// them), and the next vertex visited is a neighbour of the visited ones
// with the fewest edges still unused at the vertex it was reached from,
// then at itself, then the lowest (the lowest unvisited vertex when none
// is reached). Stale entries of the queue are skipped as Graphillion
// skips them.
func (g *Graph) GreedyOrder(start int) []int {
	adj := g.sortedAdjacency()
	n := g.N()
	index := make(map[[2]int]int, len(g.edges))
	for i, e := range g.edges {
		index[[2]int{min(e.U, e.V), max(e.U, e.V)}] = i
	}
	degree := make([]int, n)
	for v := range degree {
		degree[v] = len(adj[v])
	}
	visited := make([]bool, n)
	left := n
	var order []int
	h := &greedyHeap{}
	u := min(max(start, 0), n-1)
	for n > 0 {
		visited[u] = true
		left--
		for _, v := range adj[u] {
			degree[v]--
			if visited[v] {
				degree[u]--
				order = append(order, index[[2]int{min(u, v), max(u, v)}])
				if degree[v] > 0 {
					for _, w := range adj[v] {
						if !visited[w] {
							heap.Push(h, [3]int{degree[v], degree[w], w})
						}
					}
				}
			}
		}
		for _, v := range adj[u] {
			if !visited[v] {
				heap.Push(h, [3]int{degree[u], degree[v], v})
			}
		}
		if left == 0 {
			break
		}
		for visited[u] {
			if h.Len() == 0 {
				for v := range visited {
					if !visited[v] {
						u = v
						break
					}
				}
			} else {
				u = heap.Pop(h).([3]int)[2]
			}
		}
	}
	return order
}

// greedyHeap is GreedyOrder's queue, least entry first.
type greedyHeap [][3]int

func (h greedyHeap) Len() int { return len(h) }
func (h greedyHeap) Less(i, j int) bool {
	a, b := h[i], h[j]
	if a[0] != b[0] {
		return a[0] < b[0]
	}
	if a[1] != b[1] {
		return a[1] < b[1]
	}
	return a[2] < b[2]
}
func (h greedyHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *greedyHeap) Push(x any)   { *h = append(*h, x.([3]int)) }
func (h *greedyHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}
