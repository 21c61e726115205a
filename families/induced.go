package families

import (
	"encoding/binary"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// inducedSpec keeps, per frontier slot, the component label of the
// vertex among the chosen edges (1 + the smallest slot of the
// component's frontier vertices, 0 while no chosen edge touches it),
// a mark byte (1: the vertex may no longer get an edge, since an edge
// between it and a vertex of the subgraph was left out), and, when
// vertex weights are given, per label the weight of its component.
//
// An edge left out between two vertices that have no chosen edge yet
// forbids them both to join the subgraph, which would need a bit per
// pair of slots; instead, when a vertex gets its first chosen edge,
// every neighbour still on the frontier whose edge to it was decided
// earlier (and so left out) is marked then.
type inducedSpec struct {
	f    *graph.Frontier
	vars int
	w    int
	root int
	// weights per vertex (nil: unweighted), and the bounds of the
	// component's weight
	weights []int64
	lo, hi  int64
	// earlier[i][e]: the slots of the neighbours of end e (0: U, 1: V)
	// of edge i joined to it by an earlier edge and still on the
	// frontier at step i
	earlier [][2][]int32
}

// ConnectedInduced returns the connected induced subgraphs of g with at
// least one edge, each as its edge set: for every vertex set S that
// induces a connected subgraph with an edge, the edges of g with both
// ends in S. A vertex set of one vertex has no edge and is left out, as
// is the empty set; with those, on the n x n grid the count is OEIS
// A059525 less the n*n vertices.
//
// State invariant: the component label of each frontier vertex (0 when
// no chosen edge touches it), numbered by smallest slot; a mark on each
// frontier vertex with no chosen edge that an edge left out joins to a
// vertex with one. A vertex with a chosen edge is never marked, and a
// marked vertex never gets one. When a component leaves the frontier
// every other frontier vertex has no chosen edge, and the set is
// complete.
func ConnectedInduced(g *graph.Graph) topdown.Spec {
	return newInduced(g, nil, 0, 0)
}

// WeightedInduced returns the sets of ConnectedInduced whose vertices'
// weights (weights[v] >= 0 for vertex v) sum to a total in [lo, hi].
// With a negative weight, or a weight list of the wrong length, the
// family is empty.
//
// State invariant: as for ConnectedInduced, and the weight of each
// component on the frontier (its vertices so far), never above hi.
func WeightedInduced(g *graph.Graph, weights []int64, lo, hi int64) topdown.Spec {
	s := newInduced(g, weights, lo, hi)
	if len(weights) != g.N() || lo > hi {
		s.root = topdown.Reject
	}
	for _, x := range weights {
		if x < 0 {
			s.root = topdown.Reject
		}
	}
	return s
}

func newInduced(g *graph.Graph, weights []int64, lo, hi int64) *inducedSpec {
	f := g.Frontier()
	s := &inducedSpec{f: f, vars: g.M(), w: f.Width, weights: weights, lo: lo, hi: hi}
	if g.M() == 0 || f.Width > 250 {
		s.root = topdown.Reject
	}
	s.earlier = make([][2][]int32, g.M())
	adj := make([][]int, g.N()) // the edges seen so far, per vertex
	for i := 0; i < g.M(); i++ {
		e := g.Edge(i)
		for k, x := range [2]int{e.U, e.V} {
			for _, y := range adj[x] {
				if f.Last[y] >= i {
					s.earlier[i][k] = append(s.earlier[i][k], int32(f.Slot[y]))
				}
			}
		}
		adj[e.U] = append(adj[e.U], e.V)
		adj[e.V] = append(adj[e.V], e.U)
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *inducedSpec) StateSize() int {
	if s.weights != nil {
		return 10 * s.w
	}
	return 2 * s.w
}

// Vars implements topdown.Spec.
func (s *inducedSpec) Vars() int { return s.vars }

// Root implements topdown.Spec.
func (s *inducedSpec) Root(st []byte) int {
	clear(st)
	return s.root
}

func (s *inducedSpec) weight(st []byte, lab byte) int64 {
	return int64(binary.LittleEndian.Uint64(st[2*s.w+8*(int(lab)-1):]))
}

func (s *inducedSpec) setWeight(st []byte, lab byte, x int64) {
	binary.LittleEndian.PutUint64(st[2*s.w+8*(int(lab)-1):], uint64(x))
}

// Child implements topdown.Spec.
func (s *inducedSpec) Child(st []byte, i int, take bool) int {
	step := &s.f.Steps[i]
	lab, mark := st[:s.w], st[s.w:2*s.w]
	su, sv := step.SU, step.SV
	a, b := lab[su], lab[sv]
	if take {
		if a == 0 && mark[su] != 0 || b == 0 && mark[sv] != 0 {
			return topdown.Reject
		}
		for k, end := range [2]byte{a, b} {
			if end != 0 {
				continue
			}
			for _, j := range s.earlier[i][k] {
				mark[j] = 1 // left out earlier: must stay outside
			}
		}
		if !s.join(st, step, a, b) {
			return topdown.Reject
		}
	} else {
		switch {
		case a != 0 && b != 0:
			return topdown.Reject // both ends in the subgraph
		case a != 0:
			mark[sv] = 1
		case b != 0:
			mark[su] = 1
		}
	}
	for _, x := range step.Leave {
		k := s.f.Slot[x]
		l := lab[k]
		lab[k], mark[k] = 0, 0
		if l == 0 || int(l) != k+1 {
			continue // outside, or not the component's smallest slot
		}
		next := -1
		for _, j := range step.Active {
			if lab[j] == l {
				next = j
				break
			}
		}
		if next >= 0 {
			relabel(lab, step.Active, l, byte(next+1))
			if s.weights != nil {
				s.setWeight(st, byte(next+1), s.weight(st, l))
				s.setWeight(st, l, 0)
			}
			continue
		}
		// The component is complete: it must be the only one, and every
		// later edge is left out (none touches it).
		for _, j := range step.Active {
			if lab[j] != 0 {
				return topdown.Reject
			}
		}
		if s.weights != nil {
			if wt := s.weight(st, l); wt < s.lo || wt > s.hi {
				return topdown.Reject
			}
		}
		return topdown.Accept
	}
	if i+1 == s.vars {
		return topdown.Reject
	}
	return i + 1
}

// join puts the ends of step's edge, with labels a and b, into one
// component, adding the weight of an end that joins; false when the
// component grows heavier than allowed.
func (s *inducedSpec) join(st []byte, step *graph.Step, a, b byte) bool {
	lab := st[:s.w]
	su, sv := step.SU, step.SV
	var r byte
	var wt int64
	switch {
	case a != 0 && a == b:
		return true
	case a == 0 && b == 0:
		r = byte(min(su, sv) + 1)
		lab[su], lab[sv] = r, r
		if s.weights != nil {
			wt = s.weights[step.U] + s.weights[step.V]
		}
	case a == 0:
		r = min(b, byte(su+1))
		relabel(lab, step.Active, b, r)
		lab[su] = r
		if s.weights != nil {
			wt = s.weight(st, b) + s.weights[step.U]
			s.setWeight(st, b, 0)
		}
	case b == 0:
		r = min(a, byte(sv+1))
		relabel(lab, step.Active, a, r)
		lab[sv] = r
		if s.weights != nil {
			wt = s.weight(st, a) + s.weights[step.V]
			s.setWeight(st, a, 0)
		}
	default:
		r = min(a, b)
		relabel(lab, step.Active, max(a, b), r)
		if s.weights != nil {
			wt = s.weight(st, a) + s.weight(st, b)
			s.setWeight(st, max(a, b), 0)
		}
	}
	if s.weights != nil {
		if wt > s.hi {
			return false
		}
		s.setWeight(st, r, wt)
	}
	return true
}
