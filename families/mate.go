// Package families gives top-down specifications (topdown.Spec) of
// families of edge sets of a graph: paths, cycles, Hamiltonian paths and
// cycles, path matchings, unions of disjoint cycles and matchings. Edge
// i of the graph is variable i, and the edge order of the graph is the
// order in which edges are decided.
//
// Each specification keeps, for every vertex on the frontier of the
// edge order (graph.Frontier), a code in a fixed slot of its state. The
// path-like families use mate codes (Knuth's mate functions, as in the
// frontier-based search of Simpath):
//
//	0       the vertex has degree 0 so far
//	1       the vertex is saturated: degree 2 (for s and t of a path: 1)
//	2       the vertex ends a path whose other end has left the frontier
//	        (path matchings), or ends the path grown from s (s-t paths)
//	3       the vertex ends the path grown from t (s-t paths)
//	4+k     the vertex ends a path whose other end holds slot k
//
// A slot not in use holds 0, so states are canonical: two states are
// equal exactly when the frontier vertices have the same degrees and
// the chosen edges join them in the same way. Codes take one byte per
// slot when the frontier is at most 251 wide, two bytes otherwise.
package families

import (
	"encoding/binary"

	"zq/graph"
	"zq/topdown"
)

// mate codes
const (
	cFree = 0
	cSat  = 1
	cOff  = 2 // also: end of the path from s
	cT    = 3 // end of the path from t
	cSlot = 4
)

type kind int

const (
	kPathMatchings kind = iota
	kPaths
	kHamPaths
	kCycles
	kHamCycles
)

// wideCodes makes every mate spec use two-byte codes (for tests).
var wideCodes = false

// mateSpec is the specification shared by the mate-based families.
type mateSpec struct {
	kind  kind
	f     *graph.Frontier
	vars  int
	width int // bytes per code
	slots int
	s, t  int
	root  int // Root's answer
	quick []quickStep
}

func newMate(g *graph.Graph, k kind, s, t int) *mateSpec {
	f := g.Frontier()
	sp := &mateSpec{kind: k, f: f, vars: g.M(), slots: f.Width, s: s, t: t, width: 1}
	if f.Width+cSlot > 256 || wideCodes {
		sp.width = 2
	}
	sp.setQuick()
	sp.root = 0
	if sp.vars == 0 {
		sp.root = topdown.Reject
		if k == kPathMatchings {
			sp.root = topdown.Accept
		}
	}
	isolated := false
	for v := 0; v < g.N(); v++ {
		if f.First[v] < 0 {
			isolated = true
		}
	}
	switch k {
	case kPaths, kHamPaths:
		switch {
		case s < 0 || t < 0 || s >= g.N() || t >= g.N():
			sp.root = topdown.Reject
		case s == t:
			// The only path from s to itself is the empty one; it covers
			// every vertex only when there is just one.
			sp.root = topdown.Accept
			if k == kHamPaths && g.N() != 1 {
				sp.root = topdown.Reject
			}
		case f.First[s] < 0 || f.First[t] < 0:
			sp.root = topdown.Reject
		case k == kHamPaths && isolated:
			sp.root = topdown.Reject
		}
	case kHamCycles:
		if isolated {
			sp.root = topdown.Reject
		}
	}
	return sp
}

func (sp *mateSpec) StateSize() int { return sp.slots * sp.width }
func (sp *mateSpec) Vars() int      { return sp.vars }

func (sp *mateSpec) Root(st []byte) int {
	clear(st)
	return sp.root
}

func (sp *mateSpec) get(st []byte, i int) int {
	if sp.width == 1 {
		return int(st[i])
	}
	return int(binary.LittleEndian.Uint16(st[2*i:]))
}

func (sp *mateSpec) set(st []byte, i, x int) {
	if sp.width == 1 {
		st[i] = byte(x)
		return
	}
	binary.LittleEndian.PutUint16(st[2*i:], uint16(x))
}

// enterCode is the code vertex x takes when it enters the frontier.
func (sp *mateSpec) enterCode(x int) int {
	if sp.kind == kPaths || sp.kind == kHamPaths {
		if x == sp.s {
			return cOff
		} else if x == sp.t {
			return cT
		}
	}
	return cFree
}

// TakeRejects reports whether taking edge i is rejected, from the
// codes of its two ends (and, when the edge closes a path, the other
// codes): an end is saturated; the edge closes a path where that is not
// a member, or closes one while another path is open; an end with
// degree 0 leaves the frontier with the edge, so it would leave as the
// end of an open path (closing a path needs both ends open, so such an
// edge closes none); or it is the last edge and closes nothing.
func (sp *mateSpec) TakeRejects(st []byte, i int) bool {
	q := &sp.quick[i]
	ca, cb := int(q.ea), int(q.eb)
	if ca < 0 {
		ca = sp.get(st, int(q.su))
	}
	if cb < 0 {
		cb = sp.get(st, int(q.sv))
	}
	if ca == cSat || cb == cSat {
		return true
	}
	if ca >= cSlot && ca-cSlot == int(q.sv) {
		// a and b end the same path
		if sp.kind != kCycles && sp.kind != kHamCycles {
			return true
		}
		return !sp.completeAfter(st, i)
	}
	if sp.kind == kPathMatchings {
		return false
	}
	if (ca == cOff || ca == cT) && (cb == cOff || cb == cT) {
		// the paths from s and t meet
		return !sp.completeAfter(st, i)
	}
	if ca == cFree && q.lu || cb == cFree && q.lv {
		return true
	}
	return i+1 == sp.vars
}

// completeAfter is complete for the state st at step i after its edge
// closed a path: the ends of the edge are then saturated, every other
// code is as in st (the ends are the only vertices entering).
func (sp *mateSpec) completeAfter(st []byte, i int) bool {
	step := &sp.f.Steps[i]
	switch sp.kind {
	case kHamPaths, kHamCycles:
		if step.Pending > 0 {
			return false
		}
		for _, a := range step.Active {
			if a != step.SU && a != step.SV && sp.get(st, a) != cSat {
				return false
			}
		}
		return true
	}
	for a := 0; a < sp.slots; a++ {
		if a != step.SU && a != step.SV && sp.get(st, a) >= cOff {
			return false
		}
	}
	return true
}

// quickStep is what TakeRejects needs to know of a step.
type quickStep struct {
	su, sv int32
	// ea, eb are the codes of the ends if they enter the frontier at
	// this step, else -1
	ea, eb int8
	// lu, lv: the end leaves the frontier after this step
	lu, lv bool
}

func (sp *mateSpec) setQuick() {
	sp.quick = make([]quickStep, len(sp.f.Steps))
	for i := range sp.f.Steps {
		step := &sp.f.Steps[i]
		q := quickStep{su: int32(step.SU), sv: int32(step.SV), ea: -1, eb: -1,
			lu: sp.f.Last[step.U] == i, lv: sp.f.Last[step.V] == i}
		if sp.f.First[step.U] == i {
			q.ea = int8(sp.enterCode(step.U))
		}
		if sp.f.First[step.V] == i {
			q.eb = int8(sp.enterCode(step.V))
		}
		sp.quick[i] = q
	}
}

func (sp *mateSpec) Child(st []byte, i int, take bool) int {
	step := &sp.f.Steps[i]
	for _, x := range step.Enter {
		sp.set(st, sp.f.Slot[x], sp.enterCode(x))
	}
	if take {
		switch sp.join(st, step.SU, step.SV) {
		case joinReject:
			return topdown.Reject
		case joinClosed:
			if sp.complete(st, step) {
				return topdown.Accept
			}
			return topdown.Reject
		}
	}
	for _, x := range step.Leave {
		a := sp.f.Slot[x]
		c := sp.get(st, a)
		switch sp.kind {
		case kPathMatchings:
			if c >= cSlot {
				sp.set(st, c-cSlot, cOff)
			}
		case kPaths, kCycles:
			if c >= cOff {
				return topdown.Reject
			}
		case kHamPaths, kHamCycles:
			if c != cSat {
				return topdown.Reject
			}
		}
		sp.set(st, a, cFree)
	}
	if i+1 == sp.vars {
		if sp.kind == kPathMatchings {
			return topdown.Accept
		}
		return topdown.Reject
	}
	return i + 1
}

const (
	joinOK = iota
	joinReject
	joinClosed
)

// join adds the edge between the vertices in slots a and b.
func (sp *mateSpec) join(st []byte, a, b int) int {
	ca, cb := sp.get(st, a), sp.get(st, b)
	if ca == cSat || cb == cSat {
		return joinReject
	}
	// far ends: a slot, or -code for a special end class
	fa, fb := a, b
	if ca >= cSlot {
		fa = ca - cSlot
	} else if ca != cFree {
		fa = -ca
	}
	if cb >= cSlot {
		fb = cb - cSlot
	} else if cb != cFree {
		fb = -cb
	}
	if fa == b {
		// a and b end the same path: the edge closes a cycle.
		if sp.kind == kCycles || sp.kind == kHamCycles {
			sp.set(st, a, cSat)
			sp.set(st, b, cSat)
			return joinClosed
		}
		return joinReject
	}
	if fa < 0 && fb < 0 {
		if sp.kind == kPathMatchings {
			sp.set(st, a, cSat)
			sp.set(st, b, cSat)
			return joinOK
		}
		// the path from s meets the path from t
		sp.set(st, a, cSat)
		sp.set(st, b, cSat)
		return joinClosed
	}
	if ca != cFree {
		sp.set(st, a, cSat)
	}
	if cb != cFree {
		sp.set(st, b, cSat)
	}
	switch {
	case fa < 0:
		sp.set(st, fb, -fa)
	case fb < 0:
		sp.set(st, fa, -fb)
	default:
		sp.set(st, fa, cSlot+fb)
		sp.set(st, fb, cSlot+fa)
	}
	return joinOK
}

// complete reports whether a state whose path or cycle has just been
// closed is a member: no other path may be left open (and for the
// Hamiltonian families every vertex must be covered). Every later edge
// is left out.
func (sp *mateSpec) complete(st []byte, step *graph.Step) bool {
	switch sp.kind {
	case kHamPaths, kHamCycles:
		if step.Pending > 0 {
			return false
		}
		for _, a := range step.Active {
			if sp.get(st, a) != cSat {
				return false
			}
		}
		return true
	}
	for a := 0; a < sp.slots; a++ {
		if sp.get(st, a) >= cOff {
			return false
		}
	}
	return true
}

// PathMatchings returns the family of path matchings of g: edge sets
// whose components are simple paths (every degree at most 2, no cycle),
// the empty set included.
//
// State invariant: the mate code of each frontier vertex (package
// comment); code 2 marks an end whose other end has left the frontier.
func PathMatchings(g *graph.Graph) topdown.Spec { return newMate(g, kPathMatchings, 0, 0) }

// Paths returns the family of simple paths from s to t in g (as edge
// sets). If s == t the family is {∅}; if s or t is not a vertex of g it
// is empty.
//
// State invariant: mate codes, where the path grown from s ends at the
// vertex coded 2 and the path grown from t at the vertex coded 3 (s and
// t themselves carry these codes until they get their edge); other
// chosen edges form paths whose ends are both on the frontier.
func Paths(g *graph.Graph, s, t int) topdown.Spec { return newMate(g, kPaths, s, t) }

// HamPaths returns the family of Hamiltonian paths from s to t in g:
// simple s-t paths through every vertex.
//
// State invariant: as for Paths; vertices leave the frontier only
// saturated.
func HamPaths(g *graph.Graph, s, t int) topdown.Spec { return newMate(g, kHamPaths, s, t) }

// Cycles returns the family of simple cycles of g (as edge sets).
//
// State invariant: mate codes; the chosen edges form paths with both
// ends on the frontier, and a vertex leaves only with degree 0 or 2.
// Closing a cycle completes a set when no other path is open.
func Cycles(g *graph.Graph) topdown.Spec { return newMate(g, kCycles, 0, 0) }

// HamCycles returns the family of Hamiltonian cycles of g.
//
// State invariant: as for Cycles; vertices leave the frontier only with
// degree 2.
func HamCycles(g *graph.Graph) topdown.Spec { return newMate(g, kHamCycles, 0, 0) }
