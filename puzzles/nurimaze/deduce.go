package nurimaze

import (
	"context"

	"github.com/zqlang/zq/puzzles/internal/cutset"
)

// Deductions over the rooms, made before the frontier search: each
// room is shaded or unshaded as a whole, and the rules that do not
// mention the route speak of rooms alone. The unshaded cells make a
// tree, so an unshaded room is a tree itself (a room whose cells hold
// a cycle is shaded), two unshaded rooms touch along one border edge
// at most (two edges close a cycle through both), and the unshaded
// rooms, joined where they touch, make a tree. A 2x2 block is neither
// all shaded nor all unshaded, so the rooms it meets are not all of
// one colour. Each rule is propagated (a block whose rooms but one are
// of one colour gives the last the other; a room touching one unshaded
// part twice is shaded; a room whose shading would split the unshaded
// rooms is unshaded), and each undecided room is probed: a colour
// whose propagation meets a contradiction gives the room the other.

// Room colours of the deductions.
const (
	rUnknown byte = iota
	rShaded
	rUnshaded
)

// roomGraph is what the deductions know of the rooms.
type roomGraph struct {
	ctx    context.Context // a done ctx ends each propagation early (sound, only weaker)
	n      int
	cyclic []bool        // the room's cells hold a cycle
	adj    [][]int       // the rooms touching each room, once each
	multi  []map[int]int // per room, the rooms it touches along more than one edge
	blocks [][]int       // per 2x2 block, the distinct rooms it meets
	marked []bool        // the room holds a mark

	p          *Puzzle
	start, end int   // the cells of S and G (-1: none)
	must       []int // the cells the route passes: S, G and the circles
	// scratch space of the route checks, a slot a cell
	nbr              [][]int // each cell's neighbours
	low2             []int
	deg, comp, stack []int
	keep             []bool
	// scratch space of the room rules, a slot a room
	part, mark []int
	cut        *cutset.Finder
}

func newRoomGraph(p *Puzzle) *roomGraph {
	n := p.Rooms
	N := len(p.Marks)
	g := &roomGraph{n: n, cyclic: make([]bool, n), adj: make([][]int, n), multi: make([]map[int]int, n), marked: make([]bool, n),
		p: p, start: p.find(Start), end: p.find(Goal), deg: make([]int, N), low2: make([]int, N), comp: make([]int, N), keep: make([]bool, N),
		part: make([]int, n), mark: make([]int, n), cut: cutset.New(n)}
	g.nbr = make([][]int, N)
	for i := range g.nbr {
		g.nbr[i] = p.neighbours(i)
	}
	for i, m := range p.Marks {
		if m == Start || m == Goal || m == Circle {
			g.must = append(g.must, i)
		}
	}
	cells := make([]int, n)
	inner := make([]int, n)
	edges := make([]map[int]int, n)
	for i := range edges {
		edges[i] = map[int]int{}
	}
	C := p.Cols
	for i, k := range p.Room {
		cells[k]++
		if p.Marks[i] != None {
			g.marked[k] = true
		}
		r, c := i/C, i%C
		for d, j := range []int{i + 1, i + C} {
			if (d == 0 && c+1 >= C) || (d == 1 && r+1 >= p.Rows) {
				continue
			}
			l := p.Room[j]
			if l == k {
				inner[k]++
				continue
			}
			edges[k][l]++
			edges[l][k]++
		}
	}
	for k := 0; k < n; k++ {
		g.cyclic[k] = inner[k] >= cells[k]
		g.multi[k] = map[int]int{}
		for l, e := range edges[k] {
			g.adj[k] = append(g.adj[k], l)
			if e > 1 {
				g.multi[k][l] = e
			}
		}
		sortInts(g.adj[k])
	}
	seen := map[[4]int]bool{}
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c
			var set []int
			for _, j := range []int{i, i + 1, i + C, i + C + 1} {
				if !containsInt(set, p.Room[j]) {
					set = append(set, p.Room[j])
				}
			}
			sortInts(set)
			key := [4]int{-1, -1, -1, -1}
			copy(key[:], set)
			if !seen[key] {
				seen[key] = true
				g.blocks = append(g.blocks, set)
			}
		}
	}
	return g
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

func containsInt(a []int, x int) bool {
	for _, y := range a {
		if y == x {
			return true
		}
	}
	return false
}

// deduce returns each room's colour as the deductions find it
// (rUnknown where they do not decide), or false when the rules
// contradict each other (the puzzle has no solution). Probing stops
// early, with what it has found, when ctx is done.
func (p *Puzzle) deduce(ctx context.Context) ([]byte, bool) {
	g := newRoomGraph(p)
	g.ctx = ctx
	col := make([]byte, g.n)
	for k := range col {
		if g.marked[k] {
			col[k] = rUnshaded
		}
	}
	if !g.propagate(col) {
		return nil, false
	}
	trial := [2][]byte{make([]byte, g.n), make([]byte, g.n)}
	for changed := true; changed; {
		changed = false
		for k := 0; k < g.n; k++ {
			if col[k] != rUnknown {
				continue
			}
			if ctx.Err() != nil {
				return col, true
			}
			var ok [2]bool
			for t, try := range []byte{rShaded, rUnshaded} {
				copy(trial[t], col)
				trial[t][k] = try
				ok[t] = g.propagate(trial[t])
			}
			switch {
			case !ok[0] && !ok[1]:
				return nil, false
			case !ok[0]:
				copy(col, trial[1])
			case !ok[1]:
				copy(col, trial[0])
			default:
				for l := range col {
					if col[l] == rUnknown && trial[0][l] == trial[1][l] && trial[0][l] != rUnknown {
						col[l] = trial[0][l]
						changed = true
					}
				}
				continue
			}
			changed = true
		}
	}
	return col, true
}

// propagate applies the rules to col until nothing changes; false: a
// contradiction.
func (g *roomGraph) propagate(col []byte) bool {
	for g.ctx.Err() == nil {
		changed, ok := g.step(col)
		if !ok {
			return false
		}
		if !changed {
			return true
		}
	}
	return true
}

// step applies each rule once.
func (g *roomGraph) step(col []byte) (changed, ok bool) {
	set := func(k int, c byte) bool {
		switch col[k] {
		case c:
			return true
		case rUnknown:
			col[k] = c
			changed = true
			return true
		}
		return false
	}
	for k := 0; k < g.n; k++ {
		if g.cyclic[k] && !set(k, rShaded) {
			return changed, false
		}
		if col[k] == rUnshaded {
			for l := range g.multi[k] {
				if !set(l, rShaded) {
					return changed, false
				}
			}
		}
	}
	for _, b := range g.blocks {
		var sh, un, unk, last int
		for _, k := range b {
			switch col[k] {
			case rShaded:
				sh++
			case rUnshaded:
				un++
			default:
				unk++
				last = k
			}
		}
		switch {
		case unk == 0 && (sh == 0 || un == 0):
			return changed, false
		case unk == 1 && un == 0:
			if !set(last, rUnshaded) {
				return changed, false
			}
		case unk == 1 && sh == 0:
			if !set(last, rShaded) {
				return changed, false
			}
		}
	}
	// The unshaded rooms' parts: a cycle among them contradicts, a room
	// touching one part twice is shaded.
	part := g.part
	for k := range part {
		part[k] = -1
	}
	parts := 0
	stack := []int{}
	for k := 0; k < g.n; k++ {
		if col[k] != rUnshaded || part[k] >= 0 {
			continue
		}
		part[k] = parts
		stack = append(stack[:0], k)
		edges, nodes := 0, 0
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			nodes++
			for _, y := range g.adj[x] {
				if col[y] != rUnshaded {
					continue
				}
				edges++
				if part[y] < 0 {
					part[y] = parts
					stack = append(stack, y)
				}
			}
		}
		if edges/2 >= nodes {
			return changed, false
		}
		parts++
	}
	for k := 0; k < g.n; k++ {
		if col[k] != rUnknown {
			continue
		}
		for _, l := range g.adj[k] {
			if col[l] == rUnshaded {
				g.mark[part[l]] = -1
			}
		}
		twice := false
		for _, l := range g.adj[k] {
			if col[l] == rUnshaded {
				if g.mark[part[l]] == k {
					twice = true
				}
				g.mark[part[l]] = k
			}
		}
		if twice && !set(k, rShaded) {
			return changed, false
		}
	}
	if changed {
		return changed, true
	}
	// Connectivity: the unshaded rooms lie in one part of the rooms not
	// shaded, and a room whose shading would cut them apart is
	// unshaded.
	switch cut, ok := g.cuts(col); {
	case !ok:
		return changed, false
	case len(cut) > 0:
		for _, k := range cut {
			col[k] = rUnshaded
		}
		changed = true
	}
	if changed {
		return changed, true
	}
	var on []int
	if !g.routeOK(col, &on) {
		return changed, false
	}
	for _, k := range on {
		if !set(k, rUnshaded) {
			return changed, false
		}
	}
	return changed, true
}

// routeOK reports whether the route may still pass every cell it
// must, as far as two cheap checks see, and adds to on the undecided
// rooms the route must enter. First, the cells of rooms not shaded,
// triangles left out (the open cells), join S to G and every circle, a
// circle has two of them next to it and S and G one; an open cell
// whose removal would cut S from a cell the route must pass is on the
// route. Second, the unshaded
// cells decided so far are part of the final tree, so in each of their
// components the smallest subtree holding the cells the route must
// pass (S, G, circles) is part of the route: a path, no triangle on
// it, S and G at its ends, and when it holds both S and G, every
// circle is in it. It is called on a colouring the other rules accept
// (the unshaded cells make a forest).
func (g *roomGraph) routeOK(col []byte, on *[]int) bool {
	p := g.p
	if g.start < 0 || g.end < 0 {
		return true
	}
	open := func(i int) bool { return col[p.Room[i]] != rShaded && p.Marks[i] != Triangle }
	for _, x := range g.must {
		d := 0
		for _, y := range g.nbr[x] {
			if open(y) {
				d++
			}
		}
		need := 2
		if x == g.start || x == g.end {
			need = 1
		}
		if d < need {
			return false
		}
	}
	// The open cells from S, depth first: each must be reached, and an
	// open cell whose removal cuts cells the route must pass from S is
	// on the route, so unshaded with its room.
	comp := g.comp
	for i := range comp {
		comp[i] = 0
	}
	t := 0
	var dfs func(v int) int
	dfs = func(v int) int {
		t++
		comp[v], g.low2[v] = t, t
		cnt := 0
		if g.isMust(v) {
			cnt = 1
		}
		cut := false
		for _, w := range g.nbr[v] {
			if !open(w) {
				continue
			}
			if comp[w] == 0 {
				c := dfs(w)
				g.low2[v] = min(g.low2[v], g.low2[w])
				cnt += c
				if c > 0 && g.low2[w] >= comp[v] && v != g.start {
					cut = true
				}
			} else {
				g.low2[v] = min(g.low2[v], comp[w])
			}
		}
		if cut && col[p.Room[v]] == rUnknown {
			*on = append(*on, p.Room[v])
		}
		return cnt
	}
	if dfs(g.start) != len(g.must) {
		return false
	}
	stack := g.stack[:0]
	// The decided forest: its components, then the subtrees spanning
	// the cells the route must pass.
	un := func(i int) bool { return col[p.Room[i]] == rUnshaded }
	for i := range comp {
		comp[i] = 0
	}
	parts := 0
	for i := range comp {
		if comp[i] != 0 || !un(i) {
			continue
		}
		parts++
		comp[i] = parts
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, y := range g.nbr[x] {
				if comp[y] == 0 && un(y) {
					comp[y] = parts
					stack = append(stack, y)
				}
			}
		}
	}
	if comp[g.start] == comp[g.end] {
		for _, x := range g.must {
			if comp[x] != comp[g.start] {
				return false
			}
		}
	}
	stack = stack[:0]
	for i := range comp {
		g.keep[i] = comp[i] != 0
		g.deg[i] = 0
		if !g.keep[i] {
			continue
		}
		for _, y := range g.nbr[i] {
			if un(y) {
				g.deg[i]++
			}
		}
		if g.deg[i] <= 1 && !g.isMust(i) {
			stack = append(stack, i)
		}
	}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		g.keep[x] = false
		for _, y := range g.nbr[x] {
			if g.keep[y] {
				g.deg[y]--
				if g.deg[y] == 1 && !g.isMust(y) {
					stack = append(stack, y)
				}
			}
		}
	}
	g.stack = stack
	for i, k := range g.keep {
		if !k {
			continue
		}
		if g.deg[i] > 2 || p.Marks[i] == Triangle {
			return false
		}
		if (i == g.start || i == g.end) && g.deg[i] > 1 {
			return false
		}
	}
	return true
}

func (g *roomGraph) isMust(i int) bool {
	m := g.p.Marks[i]
	return m == Start || m == Goal || m == Circle
}

// cuts returns the undecided rooms whose shading would cut the
// unshaded rooms apart (the cut vertices, in the graph of the rooms not
// shaded, that separate unshaded rooms); false when the unshaded rooms
// lie in more than one part already.
func (g *roomGraph) cuts(col []byte) ([]int, bool) {
	return cutset.Cuts(g.cut, g.adj, col, rUnshaded, rShaded, rUnknown)
}
