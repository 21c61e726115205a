package slitherlink

import (
	"context"
	"unsafe"

	"github.com/zqlang/zq/topdown"
)

// The deductions' memory grows with the board: about 600 bytes a cell
// for the rules' arrays, and the trail of what was decided, which grows
// while the deductions run (a trail record for each edge decided, union
// made and pattern narrowed: on a 150x150 board clued for the loop
// around it, 2 million records of 28 bytes, 55 MB). When the context
// carries a memory check (topdown.WithMemoryCheck: the session's
// memory budget), the deducer calls it with an upper bound of its
// arrays before it allocates them, before the trail's array grows, and
// with what it holds at each poll of the context; each construction
// Solutions makes counts the deducer's bytes with its own. A budget so
// stops the deductions of a large board as it stops a construction:
// with the check's error, the memory not taken.

// deducerEstimate is an upper bound on the bytes newDeducer and the
// probing's scratch arrays take for a rows x cols board, computed
// before they are allocated.
func deducerEstimate(rows, cols int) int64 {
	C := int64(rows) * int64(cols)
	N := int64(rows+1) * int64(cols+1)
	M := int64(rows)*int64(cols+1) + int64(rows+1)*int64(cols)
	K := C + N
	const header = int64(unsafe.Sizeof([]int32(nil)))
	perEdge := 2*4 + // eu, ev
		header + 2*4 + // ecells
		1 + // st
		8 + // eside
		header + 4*8 + // econs
		4*3 + 1 + // epar, esize, enext, erel
		1 + // la
		2 // stamp, and slack
	perDot := header + 4*4 + // vedges
		2 + // vOn, vUnk
		5*4 + // parent, size, compE, end1, end2
		2*16 + // dcells, dedges
		1 // near
	perCell := 16 + // cedges
		2 + // cOn, cUnk
		3*4 + 1 + // cpar, csize, cnext, crel
		header + 4*4 // xedges
	perCons := 16 + 2 + 1 + // kedges, dom, kqueued
		header + 8*int64(unsafe.Sizeof(corner{})) // kcorners
	border := 4 * int64(rows+cols) * 4 // the outside's xedges, doubled by append
	return M*perEdge + N*perDot + (C+1)*perCell + K*perCons + border + int64(unsafe.Sizeof(deducer{}))
}

// capBytes is the bytes of s's backing array.
func capBytes[T any](s []T) int64 {
	var z T
	return int64(cap(s)) * int64(unsafe.Sizeof(z))
}

// nestedBytes is the bytes of s's backing array and of each of its
// slices'.
func nestedBytes[T any](s [][]T) int64 {
	n := capBytes(s)
	for _, x := range s {
		n += capBytes(x)
	}
	return n
}

// staticBytes is the bytes of the arrays newDeducer allocated, which
// keep their size while the deductions run.
func (d *deducer) staticBytes() int64 {
	n := int64(unsafe.Sizeof(*d))
	n += capBytes(d.eu) + capBytes(d.ev) + nestedBytes(d.vedges) + nestedBytes(d.ecells) + capBytes(d.cedges)
	n += capBytes(d.st) + capBytes(d.vOn) + capBytes(d.vUnk) + capBytes(d.cOn) + capBytes(d.cUnk)
	n += capBytes(d.parent) + capBytes(d.size) + capBytes(d.compE) + capBytes(d.end1) + capBytes(d.end2)
	n += capBytes(d.cpar) + capBytes(d.crel) + capBytes(d.csize) + capBytes(d.cnext) + capBytes(d.eside)
	n += nestedBytes(d.xedges) + capBytes(d.dcells) + capBytes(d.dedges)
	n += capBytes(d.kedges) + capBytes(d.dom) + nestedBytes(d.kcorners) + nestedBytes(d.econs) + capBytes(d.kqueued)
	n += capBytes(d.epar) + capBytes(d.erel) + capBytes(d.esize) + capBytes(d.enext)
	return n
}

// bytes is what the deducer holds now: its arrays, the trail and the
// queues as they have grown, and the probing's scratch arrays (an edge
// and a dot a byte each).
func (d *deducer) bytes() int64 {
	return d.static + capBytes(d.trail) + capBytes(d.queue) + capBytes(d.kqueue) + capBytes(d.recheck) +
		capBytes(d.members) + capBytes(d.la) + int64(d.M+d.N)
}

// checkMemory passes the deducer's bytes to the context's memory check
// when they have grown since it last did; past the budget the check's
// error stops the deductions (d.err).
func (d *deducer) checkMemory() { d.mayGrow(0) }

// mayGrow reports whether the deducer may take extra bytes more than it
// holds: it gives the memory check (if any) the sum when that is more
// than the check saw last. On the check's error, or once d.err is set,
// it reports false.
func (d *deducer) mayGrow(extra int64) bool {
	if d.err != nil {
		return false
	}
	if d.check == nil {
		return true
	}
	n := d.bytes() + extra
	if n <= d.reported {
		return true
	}
	d.reported = n
	if err := d.check(n); err != nil {
		d.err = err
		return false
	}
	return true
}

// push records t on the trail. Before the trail's array is grown (to
// at most twice its size) the memory check is asked; when it refuses,
// nothing is allocated, the deducer is stopped (d.err) and left as a
// contradiction, to be dropped: its state is no longer undone
// correctly, and no caller uses it after d.err is set.
func (d *deducer) push(t trailRec) {
	if len(d.trail) == cap(d.trail) && d.check != nil &&
		!d.mayGrow(capBytes(d.trail)+64*int64(unsafe.Sizeof(t))) {
		d.contra = true
		return
	}
	d.trail = append(d.trail, t)
}

// buildContext is ctx with its memory check, if it carries one, given
// the deducer's bytes with a construction's: the deducer is kept while
// the constructions of Solutions run.
func (d *deducer) buildContext(ctx context.Context) context.Context {
	if d.check == nil {
		return ctx
	}
	return topdown.WithMemoryCheck(ctx, func(n int64) error { return d.check(n + d.bytes()) })
}
