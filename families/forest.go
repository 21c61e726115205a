package families

import (
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// forestSpec keeps one byte per frontier slot: the component of the
// vertex among the chosen edges, labelled 1 + the smallest slot of the
// component's frontier vertices, or 0 for a vertex no chosen edge
// touches yet (a component of its own). A slot not in use holds 0, so
// states are canonical.
type forestSpec struct {
	f        *graph.Frontier
	vars     int
	spanning bool // one component covering every vertex
	tree     bool // at most one component with edges (spanning implies it)
	root     int
	terminal []bool // Steiner trees: vertices the tree must reach
}

// Forests returns the family of acyclic edge sets of g (the empty set
// included): every forest, counted by A080691 on grids, where such sets
// are called spanning forests since every vertex belongs to one.
//
// State invariant: the component label of each frontier vertex (0 when
// no chosen edge touches it), labels numbered in slot order; a chosen
// edge never joins two vertices of one component.
func Forests(g *graph.Graph) topdown.Spec { return newForest(g, false, false) }

// SpanningTrees returns the family of spanning trees of g: acyclic edge
// sets that connect every vertex (A007341 on grids). A graph with one
// vertex has the empty tree; a disconnected graph has none.
//
// State invariant: as for Forests; besides, a component leaves the
// frontier only as the last one, holding every vertex.
func SpanningTrees(g *graph.Graph) topdown.Spec { return newForest(g, true, true) }

// Trees returns the family of trees of g: nonempty acyclic connected
// edge sets (subtrees, spanning or not).
//
// State invariant: as for Forests, with one more byte: 1 once a
// component with edges has left the frontier, after which no edge may be
// chosen and no other component with edges may remain.
func Trees(g *graph.Graph) topdown.Spec { return newForest(g, false, true) }

// SteinerTrees returns the trees of g that reach every vertex of
// terminals (at least two distinct vertices; with fewer, or with one out
// of range, the family is empty).
//
// State invariant: as for Trees; a terminal leaves the frontier only
// inside the tree.
func SteinerTrees(g *graph.Graph, terminals []int) topdown.Spec {
	s := newForest(g, false, true)
	s.terminal = make([]bool, g.N())
	n := 0
	for _, v := range terminals {
		if v < 0 || v >= g.N() {
			s.root = topdown.Reject
			return s
		}
		if !s.terminal[v] {
			s.terminal[v] = true
			n++
		}
		if s.f.First[v] < 0 {
			s.root = topdown.Reject // an isolated terminal
		}
	}
	if n < 2 {
		s.root = topdown.Reject
	}
	return s
}

func newForest(g *graph.Graph, spanning, tree bool) *forestSpec {
	f := g.Frontier()
	s := &forestSpec{f: f, vars: g.M(), spanning: spanning, tree: tree}
	switch {
	case g.M() == 0 && spanning:
		s.root = topdown.Reject
		if g.N() == 1 {
			s.root = topdown.Accept
		}
	case g.M() == 0 && tree:
		s.root = topdown.Reject
	case g.M() == 0:
		s.root = topdown.Accept
	}
	if spanning && g.M() > 0 {
		for v := 0; v < g.N(); v++ {
			if f.First[v] < 0 {
				s.root = topdown.Reject // an isolated vertex
			}
		}
	}
	return s
}

// StateSize implements topdown.Spec: a label per slot and the flag.
func (s *forestSpec) StateSize() int { return s.f.Width + 1 }

// Vars implements topdown.Spec.
func (s *forestSpec) Vars() int { return s.vars }

// Root implements topdown.Spec.
func (s *forestSpec) Root(st []byte) int {
	clear(st)
	return s.root
}

// Child implements topdown.Spec.
func (s *forestSpec) Child(st []byte, i int, take bool) int {
	step := &s.f.Steps[i]
	done := s.f.Width // the flag: a tree has left the frontier
	if take {
		if s.tree && st[done] == 1 {
			return topdown.Reject
		}
		if !join(st, step) {
			return topdown.Reject // a cycle
		}
	}
	for _, x := range step.Leave {
		k := s.f.Slot[x]
		lab := st[k]
		alone := leave(st, step.Active, k, lab)
		if lab == 0 {
			if s.spanning || s.terminal != nil && s.terminal[x] {
				return topdown.Reject // a vertex no edge reaches
			}
			continue
		}
		if !alone || !s.tree {
			continue
		}
		// The component of x is complete.
		if s.spanning {
			if !s.onlyLeft(st, step, i) {
				return topdown.Reject
			}
			continue
		}
		for _, j := range step.Active {
			if st[j] != 0 && st[j] != lab {
				return topdown.Reject // another tree remains
			}
		}
		st[done] = 1
	}
	if i+1 == s.vars {
		if s.tree && !s.spanning && st[done] == 0 {
			return topdown.Reject // no edge was chosen
		}
		return topdown.Accept
	}
	return i + 1
}

// Component labels are canonical without renumbering: a component's
// label is 1 + the smallest slot its frontier vertices hold, 0 marking a
// vertex no chosen edge touches.

// join puts the ends of step's edge into one component of the labels
// st; it reports false when they already were in one (the edge closes a
// cycle), leaving st as it was.
func join(st []byte, step *graph.Step) bool {
	a, b := st[step.SU], st[step.SV]
	switch {
	case a != 0 && a == b:
		return false
	case a == 0 && b == 0:
		r := byte(min(step.SU, step.SV) + 1)
		st[step.SU], st[step.SV] = r, r
	case a == 0:
		r := min(b, byte(step.SU+1))
		relabel(st, step.Active, b, r)
		st[step.SU] = r
	case b == 0:
		r := min(a, byte(step.SV+1))
		relabel(st, step.Active, a, r)
		st[step.SV] = r
	default:
		relabel(st, step.Active, max(a, b), min(a, b))
	}
	return true
}

// relabel gives label to the active slots labelled from.
func relabel(st []byte, active []int, from, to byte) {
	if from == to {
		return
	}
	for _, k := range active {
		if st[k] == from {
			st[k] = to
		}
	}
}

// leave clears slot k, whose vertex leaves the frontier with label lab,
// and reports whether its component has no other vertex on the frontier
// (it is complete). When the vertex held the smallest slot of its
// component, the next smallest takes over the label.
func leave(st []byte, active []int, k int, lab byte) bool {
	st[k] = 0
	if lab == 0 {
		return true
	}
	if int(lab) != k+1 {
		return false // the component's smallest slot is another vertex's
	}
	for _, j := range active {
		if st[j] == lab {
			relabel(st, active, lab, byte(j+1))
			return false
		}
	}
	return true
}

// onlyLeft reports whether, once a component left the frontier at step
// i, nothing else is left to connect: no vertex staying on the frontier,
// no other component leaving with it, and none still to enter.
func (s *forestSpec) onlyLeft(st []byte, step *graph.Step, i int) bool {
	if step.Pending > 0 {
		return false
	}
	leaving := map[int]bool{}
	for _, x := range step.Leave {
		leaving[s.f.Slot[x]] = true
	}
	for _, j := range step.Active {
		if !leaving[j] || st[j] != 0 {
			return false // a vertex stays, or another component
		}
	}
	return true
}

// canonLabels renumbers nonzero labels 1, 2, ... in order of first
// appearance; 255 is a label like the others. Frontiers of up to 62
// slots (labels up to 62) take a small table.
func canonLabels(labs []byte) {
	if len(labs) <= 62 {
		var m [64]byte
		next := byte(0)
		for k, lab := range labs {
			if lab == 0 {
				continue
			}
			i := lab & 63 // 255 lands on 63, above every real label
			if m[i] == 0 {
				next++
				m[i] = next
			}
			labs[k] = m[i]
		}
		return
	}
	var m [256]byte
	next := byte(0)
	for k, lab := range labs {
		if lab == 0 {
			continue
		}
		if m[lab] == 0 {
			next++
			m[lab] = next
		}
		labs[k] = m[lab]
	}
}
