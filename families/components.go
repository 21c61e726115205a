package families

import (
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// componentSpec keeps the component label of each frontier vertex, as
// forestSpec does (cycles allowed), and one more byte: the number of
// components already complete (left the frontier whole).
type componentSpec struct {
	forestSpec
	k        int
	isolated int // vertices without edges: components of their own
}

// Components returns the edge sets of g that split its vertices into
// exactly k connected parts, every vertex counted (one no chosen edge
// touches is a part of its own). k = 1 gives the connected spanning
// subgraphs; on a forest's edge sets the parts are its trees.
//
// State invariant: the component label of each frontier vertex (0 when
// no chosen edge touches it), numbered in slot order, and the number of
// parts complete so far, never above k.
func Components(g *graph.Graph, k int) topdown.Spec {
	f := g.Frontier()
	s := &componentSpec{forestSpec: forestSpec{f: f, vars: g.M()}, k: k}
	for v := 0; v < g.N(); v++ {
		if f.First[v] < 0 {
			s.isolated++
		}
	}
	switch {
	case k < 1 || k > 255 || s.isolated > k:
		s.root = topdown.Reject
	case g.M() == 0 && s.isolated == k:
		s.root = topdown.Accept
	case g.M() == 0:
		s.root = topdown.Reject
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *componentSpec) StateSize() int { return s.f.Width + 1 }

// Root implements topdown.Spec.
func (s *componentSpec) Root(st []byte) int {
	clear(st)
	st[s.f.Width] = byte(s.isolated)
	return s.root
}

// Child implements topdown.Spec.
func (s *componentSpec) Child(st []byte, i int, take bool) int {
	step := &s.f.Steps[i]
	parts := s.f.Width
	if take {
		join(st, step) // a cycle is allowed
	}
	for _, x := range step.Leave {
		j := s.f.Slot[x]
		alone := leave(st, step.Active, j, st[j])
		if alone && !countPart(&st[parts], s.k) {
			return topdown.Reject
		}
	}
	return partsEnd(st[parts], s.k, i, s.vars)
}

// countPart counts one more complete part; false past k.
func countPart(parts *byte, k int) bool {
	*parts++
	return int(*parts) <= k
}

// partsEnd is the answer of step i once its parts are counted: the next
// variable, or at the last step Accept exactly when k parts are done.
func partsEnd(parts byte, k, i, vars int) int {
	if i+1 < vars {
		return i + 1
	}
	if int(parts) != k {
		return topdown.Reject
	}
	return topdown.Accept
}
