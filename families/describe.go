package families

import (
	"strconv"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// Describer is implemented by a specification over the edges of a
// graph (edge i is variable i) that can say what its states hold, for
// the teaching views. A family of another package gets them by
// implementing it; nothing here lists the specifications.
type Describer interface {
	// FrontierPlan returns the frontier plan the states follow: a
	// vertex's code is in its slot while it is on the frontier.
	FrontierPlan() *graph.Frontier
	// Code says what state st, before edge i is decided, holds of
	// vertex v, a vertex of the frontier then.
	Code(g *graph.Graph, st []byte, v, i int) string
}

// Describe explains a state of a specification that implements
// Describer, for teaching: the frontier before variable (edge) i is
// decided, that is the vertices with edges both decided and undecided,
// and what st says of each (each specification's Code gives its
// notation). ok is false for a specification that does not implement
// Describer.
func Describe(spec topdown.Spec, g *graph.Graph, st []byte, i int) (frontier []int, codes []string, ok bool) {
	d, ok := spec.(Describer)
	if !ok {
		return nil, nil, false
	}
	f := d.FrontierPlan()
	for v := range f.Slot {
		if f.First[v] >= 0 && f.First[v] < i && f.Last[v] >= i {
			frontier = append(frontier, v)
		}
	}
	for _, v := range frontier {
		codes = append(codes, d.Code(g, st, v, i))
	}
	return frontier, codes, true
}

// onSlot returns the vertex in slot k of f's frontier before edge i,
// or -1.
func onSlot(f *graph.Frontier, k, i int) int {
	for v, s := range f.Slot {
		if s == k && f.First[v] >= 0 && f.First[v] < i && f.Last[v] >= i {
			return v
		}
	}
	return -1
}

// FrontierPlan implements Describer.
func (s *mateSpec) FrontierPlan() *graph.Frontier { return s.f }

// Code implements Describer, in the notation of mate arrays: the
// vertex's own name when it has no edge yet, "0" when it is done
// (degree 2, or the end of the path from s or t that has met the
// other), the name of the other end of the path it ends, "s" or "t" for
// the end of the path grown from s or t whose other end has left the
// frontier, "off" for the end of a path whose other end has left (path
// matchings).
func (s *mateSpec) Code(g *graph.Graph, st []byte, v, i int) string {
	c := s.get(st, s.f.Slot[v])
	switch {
	case c == cFree:
		return g.Name(v)
	case c == cSat:
		return "0"
	case c == cOff && (s.kind == kPaths || s.kind == kHamPaths):
		if v == s.s {
			return g.Name(v)
		}
		return "s"
	case c == cOff:
		return "off"
	case c == cT:
		if v == s.t {
			return g.Name(v)
		}
		return "t"
	}
	if w := onSlot(s.f, c-cSlot, i); w >= 0 {
		return g.Name(w)
	}
	return "slot " + strconv.Itoa(c-cSlot)
}

// FrontierPlan implements Describer.
func (d *degreeSpec) FrontierPlan() *graph.Frontier { return d.f }

// Code implements Describer: the vertex's degree so far ("deg 1").
func (d *degreeSpec) Code(_ *graph.Graph, st []byte, v, _ int) string {
	return "deg " + strconv.Itoa(int(st[d.f.Slot[v]]))
}

// FrontierPlan implements Describer.
func (s *forestSpec) FrontierPlan() *graph.Frontier { return s.f }

// Code implements Describer: the vertex's component, "c1", "c2", ...,
// or its own name while no edge touches it (also for Components, whose
// spec extends this one).
func (s *forestSpec) Code(g *graph.Graph, st []byte, v, _ int) string {
	if lab := st[s.f.Slot[v]]; lab != 0 {
		return "c" + strconv.Itoa(int(lab))
	}
	return g.Name(v)
}

// FrontierPlan implements Describer.
func (s *generalSpec) FrontierPlan() *graph.Frontier { return s.f }

// Code implements Describer: the vertex's component and degree ("c1
// deg 2"), or its own name while no edge touches it.
func (s *generalSpec) Code(g *graph.Graph, st []byte, v, _ int) string {
	slot := s.f.Slot[v]
	if lab := *s.label(st, slot); lab != 0 {
		return "c" + strconv.Itoa(int(lab)) + " deg " + strconv.Itoa(int(*s.deg(st, slot)))
	}
	return g.Name(v)
}

// FrontierPlan implements Describer.
func (s *inducedSpec) FrontierPlan() *graph.Frontier { return s.f }

// Code implements Describer: the vertex's component, "out" for a
// vertex that may no longer join, or its own name while undecided.
func (s *inducedSpec) Code(g *graph.Graph, st []byte, v, _ int) string {
	slot := s.f.Slot[v]
	switch {
	case st[slot] != 0:
		return "c" + strconv.Itoa(int(st[slot]))
	case st[s.w+slot] != 0:
		return "out"
	}
	return g.Name(v)
}

// FrontierPlan implements Describer.
func (s *partitionSpec) FrontierPlan() *graph.Frontier { return s.f }

// Code implements Describer: the vertex's part, "p1", "p2", ... (every
// vertex is in a part, alone at first).
func (s *partitionSpec) Code(_ *graph.Graph, st []byte, v, _ int) string {
	return "p" + strconv.Itoa(int(st[s.f.Slot[v]]))
}
