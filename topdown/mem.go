package topdown

import (
	"os"
	"unsafe"

	"github.com/zqlang/zq/internal/osmem"
)

var pageSize = os.Getpagesize()

// block is a flat array of bytes for the node arrays of a level. Large
// blocks are mapped from the operating system directly (where it can),
// so that freeing one returns its memory at once instead of at the
// garbage collector's pace.
type block struct {
	buf    []byte
	mapped bool
}

// bigBlock is the size from which blocks are mapped.
const bigBlock = 64 << 10

// newBlock returns a block of n bytes. A mapped block is populated (its
// pages made resident) at once, unless the workers are to populate it
// (populate is false): a block is filled whole, and taking its pages in
// one call is cheaper than one fault each.
func newBlock(n int, populate bool) block {
	if n >= bigBlock {
		if b := osmem.Map(n, populate); b != nil {
			return block{buf: b, mapped: true}
		}
	}
	return block{buf: make([]byte, n)}
}

// populate makes the pages of a mapped block resident with T workers,
// a part each, run by parallel.
func (b *block) populate(T int, parallel func(n int, f func(t int))) {
	if !b.mapped {
		return
	}
	pages := (len(b.buf) + pageSize - 1) / pageSize
	per := (pages + T - 1) / T * pageSize
	parallel(T, func(t int) {
		if lo := t * per; lo < len(b.buf) {
			osmem.Populate(b.buf[lo:min(len(b.buf), lo+per)])
		}
	})
}

func (b *block) free() {
	if b.mapped {
		osmem.Unmap(b.buf)
	}
	*b = block{}
}

// uint32s returns the n uint32 values at byte offset off (a multiple
// of 4) of the block.
func (b *block) uint32s(off, n int) []uint32 {
	if n == 0 {
		return nil
	}
	_ = b.buf[off+4*n-1]
	return unsafe.Slice((*uint32)(unsafe.Pointer(&b.buf[off])), n)
}

// give keeps the first n bytes of the block and, if it is mapped,
// hands the whole pages past them to give, which may move them or
// return them to the system; a block keeping no bytes is dropped.
func (b *block) give(n int, give func([]byte)) {
	if n >= len(b.buf) {
		return
	}
	if b.mapped {
		ps := pageSize
		keep := (n + ps - 1) / ps * ps
		end := (len(b.buf) + ps - 1) / ps * ps // the mapping's whole pages
		if keep < end {
			give(unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(b.buf)), keep)), end-keep))
		}
	}
	if n == 0 {
		*b = block{}
		return
	}
	b.buf = b.buf[:n]
}
