package families

import (
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// Families of vertex sets: variable v is vertex v of the graph, decided
// in the order of the vertices' numbers. Each state holds a byte for
// each vertex of the vertex frontier (the vertices decided that still
// have a neighbour to decide), so the states grow with the graph's
// vertex bandwidth (a grid's: its shorter side, as numbered row by row).

// vfrontier is the vertex frontier of a graph: before vertex v is
// decided, slots[v] lists the frontier's vertices by slot; after it,
// the vertices whose last neighbour is v leave.
type vfrontier struct {
	n     int
	adj   [][]int // neighbours, each list ascending
	last  []int   // the largest neighbour of each vertex (-1: none)
	slot  []int   // the slot of each vertex while it is in the frontier
	width int
	// in[v] are the vertices in the frontier while v is decided (v's
	// own slot included), by slot
	in [][]int
}

func newVFrontier(g *graph.Graph) *vfrontier {
	n := g.N()
	f := &vfrontier{n: n, adj: make([][]int, n), last: make([]int, n), slot: make([]int, n), in: make([][]int, n)}
	for i := range f.last {
		f.last[i] = -1
	}
	for _, e := range g.Edges() {
		if e.U == e.V {
			continue
		}
		f.adj[e.U] = append(f.adj[e.U], e.V)
		f.adj[e.V] = append(f.adj[e.V], e.U)
		f.last[e.U] = max(f.last[e.U], e.V)
		f.last[e.V] = max(f.last[e.V], e.U)
	}
	for v := range f.adj {
		sortInts(f.adj[v])
	}
	// Slots: a vertex takes the lowest free slot when it is decided and
	// frees it after its last neighbour is decided.
	var free []int
	used := 0
	occupant := map[int]int{}
	for v := 0; v < n; v++ {
		s := -1
		if len(free) > 0 {
			s, free = free[len(free)-1], free[:len(free)-1]
		} else {
			s = used
			used++
		}
		f.slot[v] = s
		occupant[s] = v
		row := make([]int, used)
		for i := range row {
			row[i] = -1
		}
		for sl, u := range occupant {
			row[sl] = u
		}
		f.in[v] = row
		// Leave: v itself when it has no later neighbour, and the
		// earlier vertices whose last neighbour is v.
		for sl, u := range occupant {
			if f.last[u] <= v {
				delete(occupant, sl)
				free = append(free, sl)
			}
		}
		sortDesc(free)
	}
	f.width = used
	return f
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

func sortDesc(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] > a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// clearLeaving zeroes the slots of the vertices that leave the frontier
// after v is decided (so that states stay canonical).
func (f *vfrontier) clearLeaving(st []byte, v int) {
	for sl, u := range f.in[v] {
		if u >= 0 && f.last[u] <= v {
			st[sl] = 0
		}
	}
}

// next is the variable after v, or Accept.
func (f *vfrontier) next(v int) int {
	if v+1 == f.n {
		return topdown.Accept
	}
	return v + 1
}

// AllVertexSets is the family of every vertex set of g (its power set).
func AllVertexSets(g *graph.Graph) topdown.Spec { return &vertexSpec{f: newVFrontier(g), kind: vAll} }

// Independent is the family of the independent vertex sets of g: no
// two vertices of a set are adjacent. A state holds a byte a frontier
// slot: 1 where the vertex is in the set.
func Independent(g *graph.Graph) topdown.Spec {
	return &vertexSpec{f: newVFrontier(g), kind: vIndependent}
}

// VertexCovers is the family of the vertex covers of g: every edge has
// an end in the set.
func VertexCovers(g *graph.Graph) topdown.Spec { return &vertexSpec{f: newVFrontier(g), kind: vCover} }

// Dominating is the family of the dominating sets of g: every vertex is
// in the set or has a neighbour in it. A slot holds 1 for a vertex left
// out and not yet dominated, 2 for one left out and dominated, 3 for one
// in the set.
func Dominating(g *graph.Graph) topdown.Spec {
	return &vertexSpec{f: newVFrontier(g), kind: vDominating}
}

// Cliques is the family of the cliques of g (the empty set and single
// vertices included): every two vertices of a set are adjacent. A slot
// holds 1 where the vertex is in the set; one more byte says that a
// vertex of the set has left the frontier, after which no vertex can be
// added (none later is its neighbour).
func Cliques(g *graph.Graph) topdown.Spec { return &vertexSpec{f: newVFrontier(g), kind: vClique} }

// ConnectedVertexSets is the family of the nonempty vertex sets of g
// that induce a connected subgraph. A slot holds the component label
// (1, 2, ...) of a vertex in the set, 0 for one left out; one more byte
// says that a component is complete, after which no vertex can be added.
func ConnectedVertexSets(g *graph.Graph) topdown.Spec {
	return &vertexSpec{f: newVFrontier(g), kind: vConnected}
}

type vertexKind int

const (
	vAll vertexKind = iota
	vIndependent
	vCover
	vDominating
	vClique
	vConnected
)

type vertexSpec struct {
	f    *vfrontier
	kind vertexKind
}

func (s *vertexSpec) StateSize() int { return s.f.width + 1 }
func (s *vertexSpec) Vars() int      { return s.f.n }

func (s *vertexSpec) Root(st []byte) int {
	clear(st)
	if s.f.n == 0 {
		if s.kind == vConnected {
			return topdown.Reject
		}
		return topdown.Accept
	}
	return 0
}

func (s *vertexSpec) Child(st []byte, v int, take bool) int {
	f := s.f
	me := f.slot[v]
	flag := &st[f.width]
	switch s.kind {
	case vAll:
		st[me] = 0
	case vIndependent, vCover:
		for _, u := range f.adj[v] {
			if u >= v {
				break
			}
			in := st[f.slot[u]] == 1
			if s.kind == vIndependent && take && in || s.kind == vCover && !take && !in {
				return topdown.Reject
			}
		}
		st[me] = 0
		if take {
			st[me] = 1
		}
	case vDominating:
		st[me] = 1
		if take {
			st[me] = 3
		}
		for _, u := range f.adj[v] {
			if u >= v {
				break
			}
			su := &st[f.slot[u]]
			if take && *su == 1 {
				*su = 2
			}
			if *su == 3 && !take {
				st[me] = 2
			}
		}
		// A vertex leaving undominated has no neighbour left to help.
		for _, u := range f.in[v] {
			if u >= 0 && f.last[u] <= v && st[f.slot[u]] == 1 {
				return topdown.Reject
			}
		}
	case vClique:
		if take {
			if *flag == 1 {
				return topdown.Reject
			}
			k := 0
			for _, u := range f.adj[v] {
				if u < v && st[f.slot[u]] == 1 {
					k++
				}
			}
			for _, u := range f.in[v] {
				if u >= 0 && u != v && st[f.slot[u]] == 1 {
					k--
				}
			}
			if k != 0 {
				return topdown.Reject // a vertex of the set is not v's neighbour
			}
			st[me] = 1
		} else {
			st[me] = 0
		}
		for _, u := range f.in[v] {
			if u >= 0 && f.last[u] <= v && st[f.slot[u]] == 1 {
				*flag = 1
			}
		}
	case vConnected:
		if r := s.connected(st, v, take); r != 0 {
			return r
		}
	}
	f.clearLeaving(st, v)
	if v+1 == f.n {
		if s.kind == vConnected && *flag == 0 {
			return topdown.Reject // nothing taken
		}
		return topdown.Accept
	}
	return v + 1
}

// connected updates the labels for deciding v; it returns Reject, or 0
// to go on.
func (s *vertexSpec) connected(st []byte, v int, take bool) int {
	f := s.f
	me := f.slot[v]
	flag := &st[f.width]
	st[me] = 0
	if take {
		if *flag == 1 {
			return topdown.Reject
		}
		// v's label: a new one, merged with its earlier neighbours'.
		label := byte(0)
		for sl, u := range f.in[v] {
			if u >= 0 && u != v && st[sl] > label {
				label = st[sl]
			}
		}
		label++
		st[me] = label
		for _, u := range f.adj[v] {
			if u >= v {
				break
			}
			if l := st[f.slot[u]]; l != 0 && l != label {
				for sl := range f.in[v] {
					if st[sl] == l {
						st[sl] = label
					}
				}
			}
		}
	}
	// The components whose last vertex leaves now are complete: then
	// nothing else may be in the set.
	for sl, u := range f.in[v] {
		if u < 0 || f.last[u] > v || st[sl] == 0 {
			continue
		}
		l := st[sl]
		stays := false
		for sl2, w := range f.in[v] {
			if w >= 0 && f.last[w] > v && st[sl2] == l {
				stays = true
				break
			}
		}
		if stays {
			continue
		}
		for sl2, w := range f.in[v] {
			if w >= 0 && st[sl2] != 0 && st[sl2] != l {
				return topdown.Reject // another component, never to join
			}
		}
		*flag = 1
	}
	f.clearLeaving(st, v)
	s.renumber(st)
	return 0
}

// renumber gives the labels of the staying slots 1, 2, ... in the order
// of their first slot, so that equal partitions have equal states.
func (s *vertexSpec) renumber(st []byte) {
	var m [256]byte
	next := byte(0)
	for sl := 0; sl < s.f.width; sl++ {
		if l := st[sl]; l != 0 {
			if m[l] == 0 {
				next++
				m[l] = next
			}
			st[sl] = m[l]
		}
	}
}
