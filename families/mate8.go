package families

import (
	"unsafe"

	"github.com/zqlang/zq/topdown"
)

// Classes of one-byte codes, for childForward8's tests of several codes
// at once.
const (
	clsSat  = 1 << iota // cSat
	clsFree             // cFree
	clsEnd              // cOff, cT
	clsSlot             // cSlot and above
)

// codeClass is the class of each one-byte code.
var codeClass = func() (c [256]uint8) {
	for x := range c {
		switch {
		case x == cFree:
			c[x] = clsFree
		case x == cSat:
			c[x] = clsSat
		case x < cSlot:
			c[x] = clsEnd
		default:
			c[x] = clsSlot
		}
	}
	return
}()

// code8 points at the one-byte code of slot k of the state at s.
func code8(s unsafe.Pointer, k int32) *uint8 { return (*uint8)(unsafe.Add(s, k)) }

// childForward8 is childForward for one-byte codes, the builder's hot
// path, with Child and TakeRejects written out in one function: codes
// are read and written through the state's address (every slot index
// is below sp.slots, checked once), and the common tests of the codes
// of an edge's ends are made on their classes at once, so that they
// take one branch.
func (sp *mateSpec) childForward8(st []byte, i int, take bool) int {
	if len(st) < sp.slots {
		panic("families: a state shorter than the spec's")
	}
	s := unsafe.Pointer(unsafe.SliceData(st))
	quick := sp.quick
	leaveBad, pm := sp.leaveBad, sp.kind == kPathMatchings
	q := &quick[i]
	for {
		if q.n8 > 0 {
			sp.enter8(s, q)
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
			take = false
		}
		// the vertices leaving at step i
		for k := 0; k < int(q.nl); k++ {
			a := code8(s, q.ls[k])
			c := *a
			if codeClass[c]&leaveBad != 0 {
				return topdown.Reject
			}
			if c >= cSlot && pm {
				*code8(s, int32(c-cSlot)) = cOff
			}
			*a = cFree
		}
		if q.last {
			if pm {
				return topdown.Accept
			}
			return topdown.Reject
		}
		// Forward while taking the next edge is rejected (takeRejects,
		// written out). An entering end's slot holds 0 until it enters,
		// so its code is the larger of the two.
		i++
		q = &quick[i]
		ca := max(int(*code8(s, q.su)), int(q.ea))
		cb := max(int(*code8(s, q.sv)), int(q.eb))
		ka, kb := codeClass[uint8(ca)], codeClass[uint8(cb)]
		if ca == int(q.sv)+cSlot || ka&kb&q.meet != 0 {
			// the edge closes a path, or joins the paths from s and t
			if !takeRejects(sp, st, i) {
				return i
			}
		} else if (ka|kb)&clsSat|ka&q.fu|kb&q.fv|q.fl == 0 {
			return i
		}
	}
}

// enter8 writes the codes of the vertices entering at step q that are
// not 0.
func (sp *mateSpec) enter8(s unsafe.Pointer, q *quickStep) {
	*code8(s, q.es8[0]) = q.ec8[0]
	if q.n8 > 1 {
		*code8(s, q.es8[1]) = q.ec8[1]
	}
}

// ChildrenForward makes the children of many states
// (topdown.BatchForwarder).
func (sp *mateSpec) ChildrenForward(src, dst []byte, res []int32, v int) {
	size := sp.StateSize()
	n := len(src) / size
	if n == 0 {
		return
	}
	_, _ = dst[2*n*size-1], res[2*n-1]
	if sp.width != 1 || size < 8 || size > 16 {
		// (the loop below copies a state as two words)
		for k := 0; k < n; k++ {
			for take := 0; take < 2; take++ {
				d := dst[(2*k+take)*size : (2*k+take+1)*size]
				copy(d, src[k*size:(k+1)*size])
				res[2*k+take] = int32(sp.ChildForward(d, v, take == 1))
			}
		}
		return
	}
	last := uintptr(size - 8)
	s0 := unsafe.Pointer(unsafe.SliceData(src))
	d0 := unsafe.Pointer(unsafe.SliceData(dst))
	for k := 0; k < n; k++ {
		// (addresses by index: a pointer advanced past the last state
		// would point outside the arrays)
		s := unsafe.Add(s0, k*size)
		d := unsafe.Add(d0, 2*k*size)
		a0, a1 := *(*uint64)(s), *(*uint64)(unsafe.Add(s, last))
		d1 := unsafe.Add(d, size)
		*(*uint64)(d), *(*uint64)(unsafe.Add(d, last)) = a0, a1
		*(*uint64)(d1), *(*uint64)(unsafe.Add(d1, last)) = a0, a1
		res[2*k] = int32(sp.childForward8(unsafe.Slice((*byte)(d), size), v, false))
		res[2*k+1] = int32(sp.childForward8(unsafe.Slice((*byte)(d1), size), v, true))
	}
}
