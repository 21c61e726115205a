package families

import (
	"context"
	"encoding/binary"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// The graphs without a forbidden induced subgraph are built as
// Kawahara, Saitoh, Suzuki and Yoshinaka build them ("Enumerating all
// subgraphs without forbidden induced subgraphs via multivalued
// decision diagrams"): every edge set H of g that holds a member C of
// the forbidden family D as an induced subgraph is found through a
// colouring of the edges, a diagram with three outcomes per edge built
// top-down over D's diagram:
//
//	0  the edge does not join two vertices of C: H may hold it or not
//	1  the edge is an edge of C (and so of H)
//	2  the edge joins two vertices of C but is not in C (nor in H)
//
// Each colouring names one C and the edges H must hold or lack; the
// colourings are then projected onto H (an edge of colour 0 goes either
// way) bottom-up, which unites the edge sets of every C, and the result
// is their complement. Here the three outcomes of edge i are two
// variables of a binary diagram: 2i taken is colour 1, 2i+1 taken is
// colour 2, neither is colour 0.

// the status of a frontier vertex in the colouring spec
const (
	// sUnknown: no decided edge puts the vertex in C's vertex set;
	// every decided edge at it has colour 0, and no neighbour by a
	// decided edge is in the vertex set.
	sUnknown = 0
	// sIn: an edge of C touches the vertex.
	sIn = 1
	// sPending: an edge of colour 2 puts the vertex in C's vertex set,
	// and no edge of C touches it yet: one must before it leaves.
	sPending = 2
	// sOut: the vertex is not in C's vertex set (a colour-0 edge joins
	// it to a vertex that is).
	sOut = 3
)

// colourSpec is the top-down specification of the colourings of the
// edges of g by a member C of the family d: 2M variables, the colour of
// edge i being 1 when variable 2i is taken, 2 when 2i+1 is, 0 when
// neither.
//
// State invariant: bytes 0..3 hold the node of d reached by the edges
// of colour 1 so far (its variable is the next edge C may hold, or it
// is a terminal: d's sets above the edges decided); byte 4+k the status
// of the vertex in frontier slot k (0 for a free slot). Between the two
// variables of edge i the node has already passed edge i.
type colourSpec struct {
	m     *zdd.Manager
	d     zdd.Node
	f     *graph.Frontier
	edges int
	w     int
	// earlier[i][e]: the slots of the neighbours of end e (0: U, 1: V)
	// of edge i joined to it by an earlier edge and still on the
	// frontier at step i
	earlier [][2][]int32
}

// colouring returns the colouring spec of d (a family of m over g's
// edges, edge i being variable i) on g.
func colouring(m *zdd.Manager, g *graph.Graph, d zdd.Node) *colourSpec {
	f := g.Frontier()
	return &colourSpec{m: m, d: d, f: f, edges: g.M(), w: f.Width, earlier: earlierNeighbours(g, f)}
}

// earlierNeighbours lists, for each edge i and each of its ends, the
// frontier slots of the neighbours joined to that end by an earlier
// edge and still on the frontier at step i.
func earlierNeighbours(g *graph.Graph, f *graph.Frontier) [][2][]int32 {
	out := make([][2][]int32, g.M())
	adj := make([][]int, g.N()) // the edges seen so far, per vertex
	for i := 0; i < g.M(); i++ {
		e := g.Edge(i)
		for k, x := range [2]int{e.U, e.V} {
			for _, y := range adj[x] {
				if f.Last[y] >= i {
					out[i][k] = append(out[i][k], int32(f.Slot[y]))
				}
			}
		}
		adj[e.U] = append(adj[e.U], e.V)
		adj[e.V] = append(adj[e.V], e.U)
	}
	return out
}

// StateSize implements topdown.Spec.
func (s *colourSpec) StateSize() int { return 4 + s.w }

// Vars implements topdown.Spec.
func (s *colourSpec) Vars() int { return 2 * s.edges }

func (s *colourSpec) node(st []byte) zdd.Node { return zdd.Node(binary.LittleEndian.Uint32(st)) }

func (s *colourSpec) setNode(st []byte, n zdd.Node) { binary.LittleEndian.PutUint32(st, uint32(n)) }

// Root implements topdown.Spec.
func (s *colourSpec) Root(st []byte) int {
	clear(st)
	s.setNode(st, s.d)
	return s.next(st, 0)
}

// next returns what follows in st before edge i: Reject when no set of
// d is left, Accept when C is complete and no frontier vertex is in
// its vertex set (every later edge then has colour 0), else the first
// variable of edge i.
func (s *colourSpec) next(st []byte, i int) int {
	n := s.node(st)
	if n == zdd.Empty {
		return topdown.Reject
	}
	if i == s.edges {
		if n == zdd.Base {
			return topdown.Accept
		}
		return topdown.Reject
	}
	if n == zdd.Base {
		for _, k := range s.f.Steps[i].Active {
			if x := st[4+k]; x == sIn || x == sPending {
				return 2 * i
			}
		}
		return topdown.Accept
	}
	return 2 * i
}

// Child implements topdown.Spec.
func (s *colourSpec) Child(st []byte, v int, take bool) int {
	i := v / 2
	step := &s.f.Steps[i]
	n := s.node(st)
	su, sv := 4+step.SU, 4+step.SV
	if v%2 == 0 {
		onEdge := n != zdd.Base && int(s.m.Var(n)) == i
		if take {
			if !onEdge {
				return topdown.Reject
			}
			s.setNode(st, s.m.Hi(n))
			if !s.join(st, i, sIn) {
				return topdown.Reject
			}
			return s.leave(st, i)
		}
		if onEdge {
			if lo := s.m.Lo(n); lo == zdd.Empty {
				return topdown.Reject
			} else {
				s.setNode(st, lo)
			}
		}
		if st[su] != sOut && st[sv] != sOut {
			return v + 1 // colour 2 is possible
		}
	} else if take {
		if !s.join(st, i, sPending) {
			return topdown.Reject
		}
		return s.leave(st, i)
	}
	// colour 0: the ends are not both in C's vertex set
	a, b := st[su], st[sv]
	inA, inB := a == sIn || a == sPending, b == sIn || b == sPending
	switch {
	case inA && inB:
		return topdown.Reject
	case inA:
		st[sv] = sOut
	case inB:
		st[su] = sOut
	}
	return s.leave(st, i)
}

// join puts both ends of edge i in C's vertex set, as status to (sIn
// for an edge of C, sPending for colour 2); false when that contradicts
// the state. An end that joins now makes every neighbour it has by an
// earlier edge (of colour 0, so not both ends in the set) an outsider.
func (s *colourSpec) join(st []byte, i int, to byte) bool {
	step := &s.f.Steps[i]
	for k, slot := range [2]int{4 + step.SU, 4 + step.SV} {
		switch st[slot] {
		case sOut:
			return false
		case sUnknown:
			for _, j := range s.earlier[i][k] {
				switch st[4+j] {
				case sIn, sPending:
					return false
				}
				st[4+j] = sOut
			}
			st[slot] = to
		case sPending:
			st[slot] = to
		}
	}
	return true
}

// leave clears the slots of the vertices whose last edge is i (one of
// C's vertex set without an edge of C rejects) and returns what comes
// next.
func (s *colourSpec) leave(st []byte, i int) int {
	for _, x := range s.f.Steps[i].Leave {
		k := 4 + s.f.Slot[x]
		if st[k] == sPending {
			return topdown.Reject
		}
		st[k] = 0
	}
	return s.next(st, i+1)
}

// decolour projects a family x of colourings (over the 2M variables of
// colourSpec) onto the edge sets H they allow: an edge of colour 1 is
// in H, one of colour 2 is not, one of colour 0 either. With negate it
// gives the complement of the projection among all edge sets instead,
// directly: an edge set is outside the projection of x when it is
// outside that of each branch it could follow, so the unions of the
// projection become intersections, and the colourings reaching Empty
// give every edge set, those reaching Base none.
type decolour struct {
	m      *zdd.Manager
	edges  int
	negate bool
	core   map[zdd.Node]zdd.Node
	pow    []zdd.Node // pow[i]: every set of edges i..M-1
	ctx    context.Context
	steps  int
}

// at returns the projection of x, whose variables belong to edges i
// and after, onto the edge sets of edges i..M-1 (or its complement).
func (p *decolour) at(x zdd.Node, i int) zdd.Node {
	switch {
	case x == zdd.Empty && !p.negate, x == zdd.Base && p.negate:
		return zdd.Empty
	case x == zdd.Empty, x == zdd.Base:
		return p.pow[i]
	}
	j := int(p.m.Var(x)) / 2
	r := p.of(x)
	for k := j - 1; k >= i; k-- {
		r = p.m.MakeNode(uint32(k), r, r) // edge k has colour 0
	}
	return r
}

// of returns the projection of x onto the edge sets of edges j..M-1,
// j being the edge of x's variable (or its complement).
func (p *decolour) of(x zdd.Node) zdd.Node {
	if r, ok := p.core[x]; ok {
		return r
	}
	if p.steps++; p.steps&1023 == 0 {
		if err := p.ctx.Err(); err != nil {
			panic(decolourStop{err})
		}
		p.m.Poll()
	}
	v := p.m.Var(x)
	j := int(v / 2)
	var in, out, free zdd.Node // colours 1, 2 and 0 below
	if v%2 == 0 {
		in = p.m.Hi(x)
		lo := p.m.Lo(x)
		if lo != zdd.Base && lo != zdd.Empty && p.m.Var(lo) == v+1 {
			out, free = p.m.Hi(lo), p.m.Lo(lo)
		} else {
			out, free = zdd.Empty, lo
		}
	} else {
		in, out, free = zdd.Empty, p.m.Hi(x), p.m.Lo(x)
	}
	join := p.m.Union
	if p.negate {
		join = p.m.Intersect
	}
	a0 := p.at(free, j+1)
	without := join(a0, p.at(out, j+1))
	with := join(a0, p.at(in, j+1))
	r := p.m.MakeNode(uint32(j), without, with)
	p.core[x] = r
	return r
}

// decolourStop carries a cancelled context out of the projection.
type decolourStop struct{ err error }

// InducedContaining builds in m the edge sets H of g that hold some
// member C of d as an induced subgraph: C is a subset of H, and every
// edge of H joining two vertices of C (the vertices C's edges touch) is
// in C. d is a family of m over g's edges (edge i is variable i). The
// colourings are built top-down (with opt) and projected bottom-up.
func InducedContaining(ctx context.Context, m *zdd.Manager, g *graph.Graph, d zdd.Node, opt topdown.Options) (zdd.Node, error) {
	return induced(ctx, m, g, d, opt, false)
}

// ForbiddenInduced builds in m the edge sets of g that hold no member
// of d as an induced subgraph (Graphillion's
// forbidden_induced_subgraphs): the edge sets InducedContaining leaves
// out, projected as their complement directly. When d holds the empty
// set, no edge set qualifies.
func ForbiddenInduced(ctx context.Context, m *zdd.Manager, g *graph.Graph, d zdd.Node, opt topdown.Options) (zdd.Node, error) {
	return induced(ctx, m, g, d, opt, true)
}

// induced builds the colourings of d on g and projects them, or their
// complement with negate.
func induced(ctx context.Context, m *zdd.Manager, g *graph.Graph, d zdd.Node, opt topdown.Options, negate bool) (zdd.Node, error) {
	x, err := topdown.Build(ctx, m, colouring(m, g, d), opt)
	if err != nil {
		return zdd.Empty, err
	}
	return project(ctx, m, x, g.M(), negate)
}

// project projects the colourings x onto the edge sets of edges
// 0..edges-1 (or their complement with negate), stopping with ctx's
// error when ctx is done and as m's operations stop.
func project(ctx context.Context, m *zdd.Manager, x zdd.Node, edges int, negate bool) (zdd.Node, error) {
	p := &decolour{m: m, edges: edges, negate: negate, core: map[zdd.Node]zdd.Node{}, ctx: ctx, pow: make([]zdd.Node, edges+1)}
	var r zdd.Node
	var stop error
	err := m.Guard(func() {
		defer func() {
			if e := recover(); e != nil {
				if ds, ok := e.(decolourStop); ok {
					stop = ds.err
					return
				}
				panic(e)
			}
		}()
		p.pow[edges] = zdd.Base
		for i := edges - 1; i >= 0; i-- {
			p.pow[i] = m.MakeNode(uint32(i), p.pow[i+1], p.pow[i+1])
		}
		r = p.at(x, 0)
	})
	if stop != nil {
		return zdd.Empty, stop
	}
	return r, err
}

// Chordal builds in m the chordal subgraphs of g, as edge sets: those
// in which every cycle of four or more edges has a chord, that is which
// hold no cycle of four or more edges as an induced subgraph (the empty
// set included). The cycles are built top-down and kept from four edges
// up, then ForbiddenInduced does the rest. On the complete graph K_n
// the count is OEIS A058862 (labelled chordal graphs on n vertices).
func Chordal(ctx context.Context, m *zdd.Manager, g *graph.Graph, opt topdown.Options) (zdd.Node, error) {
	c, err := topdown.Build(ctx, m, Cycles(g), opt)
	if err != nil {
		return zdd.Empty, err
	}
	var d zdd.Node
	if err := m.Guard(func() { d = m.SizeAtLeast(c, 4) }); err != nil {
		return zdd.Empty, err
	}
	return ForbiddenInduced(ctx, m, g, d, opt)
}
