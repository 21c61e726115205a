// Package families gives top-down specifications (topdown.Spec) of
// families of edge sets of a graph: paths, cycles, Hamiltonian paths and
// cycles, path matchings, unions of disjoint cycles and matchings,
// forests and trees, components and partitions, the general constrained
// family General, connected induced subgraphs; and, built by a
// top-down colouring over another family's diagram and the algebra,
// the graphs without a forbidden induced subgraph and the chordal
// graphs. Edge i of the graph is variable i, and the edge order of the
// graph is the order in which edges are decided. Each family the
// language offers is registered (Register) with its parameters, help
// and example; a specification that implements Describer explains its
// states to the teaching views.
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
	"unsafe"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
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
	// leaveBad: the classes of the code of a vertex that rejects its
	// leaving the frontier
	leaveBad uint8
}

func newMate(g *graph.Graph, k kind, s, t int) *mateSpec {
	f := g.Frontier()
	sp := &mateSpec{kind: k, f: f, vars: g.M(), slots: f.Width, s: s, t: t, width: 1}
	if f.Width+cSlot > 256 || wideCodes {
		sp.width = 2
	}
	sp.setQuick()
	switch k {
	case kPaths, kCycles:
		sp.leaveBad = clsEnd | clsSlot
	case kHamPaths, kHamCycles:
		sp.leaveBad = clsFree | clsEnd | clsSlot
	}
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

// code is the type of a state's codes: one byte, or two when the
// frontier is too wide for one. The state's bytes are viewed as a slice
// of codes, and the functions below are instantiated for each type, so
// that a code is read and written in one instruction.
type code interface{ uint8 | uint16 }

// codes16 views a state of two-byte codes as a slice of them.
func codes16(st []byte) []uint16 {
	return unsafe.Slice((*uint16)(unsafe.Pointer(unsafe.SliceData(st))), len(st)/2)
}

// aligned2 reports whether st may be viewed as two-byte codes in place.
func aligned2(st []byte) bool { return uintptr(unsafe.Pointer(unsafe.SliceData(st)))%2 == 0 }

// TakeRejects reports whether taking edge i is rejected, from the
// codes of its two ends (and, when the edge closes a path, the other
// codes): an end is saturated; the edge closes a path where that is not
// a member, or closes one while another path is open; an end with
// degree 0 leaves the frontier with the edge, so it would leave as the
// end of an open path (closing a path needs both ends open, so such an
// edge closes none); or it is the last edge and closes nothing.
func (sp *mateSpec) TakeRejects(st []byte, i int) bool {
	if sp.width == 1 {
		return takeRejects(sp, st, i)
	}
	if !aligned2(st) {
		return takeRejects(sp, unalignedCodes(st), i)
	}
	return takeRejects(sp, codes16(st), i)
}

// Child implements topdown.Spec.
func (sp *mateSpec) Child(st []byte, i int, take bool) int {
	if sp.width == 1 {
		return child(sp, st, i, take)
	}
	return sp.childWide(st, i, take, false)
}

// ChildForward is Child followed by leaving out every next variable
// whose take is rejected (topdown.Forwarder): one call of the builder's
// for the whole run of variables skipped.
func (sp *mateSpec) ChildForward(st []byte, i int, take bool) int {
	if sp.width == 1 {
		return sp.childForward8(st, i, take)
	}
	return sp.childWide(st, i, take, true)
}

// childWide is Child, or ChildForward, for two-byte codes: in place
// when the state is aligned for them (as the builder's states are), else
// on a copy.
func (sp *mateSpec) childWide(st []byte, i int, take, fw bool) int {
	if aligned2(st) {
		if fw {
			return childForward(sp, codes16(st), i, take)
		}
		return child(sp, codes16(st), i, take)
	}
	c := unalignedCodes(st)
	var r int
	if fw {
		r = childForward(sp, c, i, take)
	} else {
		r = child(sp, c, i, take)
	}
	for k, x := range c {
		binary.LittleEndian.PutUint16(st[2*k:], x)
	}
	return r
}

// unalignedCodes copies the two-byte codes of st.
func unalignedCodes(st []byte) []uint16 {
	c := make([]uint16, len(st)/2)
	for k := range c {
		c[k] = binary.LittleEndian.Uint16(st[2*k:])
	}
	return c
}

func takeRejects[C code](sp *mateSpec, st []C, i int) bool {
	q := &sp.quick[i]
	ca, cb := int(q.ea), int(q.eb)
	if ca < 0 {
		ca = int(st[q.su])
	}
	if cb < 0 {
		cb = int(st[q.sv])
	}
	if ca == cSat || cb == cSat {
		return true
	}
	if ca >= cSlot && ca-cSlot == int(q.sv) {
		// a and b end the same path
		if sp.kind != kCycles && sp.kind != kHamCycles {
			return true
		}
		return !completeAfter(sp, st, i)
	}
	if sp.kind == kPathMatchings {
		return false
	}
	if (ca == cOff || ca == cT) && (cb == cOff || cb == cT) {
		// the paths from s and t meet
		return !completeAfter(sp, st, i)
	}
	if ca == cFree && q.lu || cb == cFree && q.lv {
		return true
	}
	return q.last
}

// completeAfter is complete for the state st at step i after its edge
// closed a path: the ends of the edge are then saturated, every other
// code is as in st (the ends are the only vertices entering).
func completeAfter[C code](sp *mateSpec, st []C, i int) bool {
	step := &sp.f.Steps[i]
	switch sp.kind {
	case kHamPaths, kHamCycles:
		if step.Pending > 0 {
			return false
		}
		for _, a := range step.Active {
			if a != step.SU && a != step.SV && st[a] != cSat {
				return false
			}
		}
		return true
	}
	for a, c := range st[:sp.slots] {
		if a != step.SU && a != step.SV && c >= cOff {
			return false
		}
	}
	return true
}

// quickStep is what Child and TakeRejects need to know of a step.
type quickStep struct {
	su, sv int32
	// ea, eb are the codes of the ends if they enter the frontier at
	// this step, else -1
	ea, eb int8
	// lu, lv: the end leaves the frontier after this step
	lu, lv bool
	// last: this is the last step
	last bool
	// ne, nl: the number of vertices entering (into slots es, with codes
	// ec) and leaving (from slots ls) at this step
	ne, nl uint8
	ec     [2]uint8
	es, ls [2]int32

	// for childForward8: the entering codes that are not 0 (n8 of them,
	// into slots es8 with codes ec8; a slot not in use holds 0 already);
	// the class masks under which taking the edge is rejected when an
	// end is free and leaves (fu, fv), or always (fl: the last edge); and
	// meet, the class of two ends whose joining needs the whole state
	n8       uint8
	ec8      [2]uint8
	es8      [2]int32
	fu, fv   uint8
	fl, meet uint8
}

func (sp *mateSpec) setQuick() {
	sp.quick = make([]quickStep, len(sp.f.Steps))
	for i := range sp.f.Steps {
		step := &sp.f.Steps[i]
		q := quickStep{su: int32(step.SU), sv: int32(step.SV), ea: -1, eb: -1,
			lu: sp.f.Last[step.U] == i, lv: sp.f.Last[step.V] == i,
			last: i+1 == len(sp.f.Steps)}
		if sp.f.First[step.U] == i {
			q.ea = int8(sp.enterCode(step.U))
		}
		if sp.f.First[step.V] == i {
			q.eb = int8(sp.enterCode(step.V))
		}
		// only the ends of the edge enter and leave at its step
		for _, x := range step.Enter {
			q.es[q.ne], q.ec[q.ne] = int32(sp.f.Slot[x]), uint8(sp.enterCode(x))
			q.ne++
		}
		for _, x := range step.Leave {
			q.ls[q.nl] = int32(sp.f.Slot[x])
			q.nl++
		}
		for k := 0; k < int(q.ne); k++ {
			if q.ec[k] != cFree {
				q.es8[q.n8], q.ec8[q.n8] = q.es[k], q.ec[k]
				q.n8++
			}
		}
		if sp.kind != kPathMatchings {
			if q.lu {
				q.fu = clsFree
			}
			if q.lv {
				q.fv = clsFree
			}
			if q.last {
				q.fl = 1
			}
			q.meet = clsEnd
		}
		sp.quick[i] = q
	}
}

func childForward[C code](sp *mateSpec, st []C, i int, take bool) int {
	r := child(sp, st, i, take)
	for r >= 0 && takeRejects(sp, st, r) {
		r = child(sp, st, r, false)
	}
	return r
}

func child[C code](sp *mateSpec, st []C, i int, take bool) int {
	q := &sp.quick[i]
	if q.ne > 0 {
		st[q.es[0]] = C(q.ec[0])
		if q.ne > 1 {
			st[q.es[1]] = C(q.ec[1])
		}
	}
	if take {
		switch joinCodes(sp, st, int(q.su), int(q.sv)) {
		case joinReject:
			return topdown.Reject
		case joinClosed:
			if complete(sp, st, &sp.f.Steps[i]) {
				return topdown.Accept
			}
			return topdown.Reject
		}
	}
	for k := 0; k < int(q.nl); k++ {
		a := q.ls[k]
		c := st[a]
		switch sp.kind {
		case kPathMatchings:
			if c >= cSlot {
				st[c-cSlot] = cOff
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
		st[a] = cFree
	}
	if q.last {
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

// joinCodes adds the edge between the vertices in slots a and b.
func joinCodes[C code](sp *mateSpec, st []C, a, b int) int {
	ca, cb := int(st[a]), int(st[b])
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
			st[a], st[b] = cSat, cSat
			return joinClosed
		}
		return joinReject
	}
	if fa < 0 && fb < 0 {
		st[a], st[b] = cSat, cSat
		if sp.kind == kPathMatchings {
			return joinOK
		}
		// the path from s meets the path from t
		return joinClosed
	}
	if ca != cFree {
		st[a] = cSat
	}
	if cb != cFree {
		st[b] = cSat
	}
	switch {
	case fa < 0:
		st[fb] = C(-fa)
	case fb < 0:
		st[fa] = C(-fb)
	default:
		st[fa] = C(cSlot + fb)
		st[fb] = C(cSlot + fa)
	}
	return joinOK
}

// complete reports whether a state whose path or cycle has just been
// closed is a member: no other path may be left open (and for the
// Hamiltonian families every vertex must be covered). Every later edge
// is left out.
func complete[C code](sp *mateSpec, st []C, step *graph.Step) bool {
	switch sp.kind {
	case kHamPaths, kHamCycles:
		if step.Pending > 0 {
			return false
		}
		for _, a := range step.Active {
			if st[a] != cSat {
				return false
			}
		}
		return true
	}
	for _, c := range st[:sp.slots] {
		if c >= cOff {
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
