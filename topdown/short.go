package topdown

import (
	"unsafe"

	"github.com/zqlang/zq/internal/yield"
)

// shortEnt is a child waiting in expandShort's batch to be inserted:
// its state's first and last words, its hash, its parent and branch
// (2*p+take) and its level.
type shortEnt struct {
	w0, w1 uint64
	h      uint64
	slot   uint32
	r      int32
}

// shortState reports whether expandShort can expand states of size
// bytes: they are read and compared as two words (which overlap when
// size < 16).
func shortState(size int) bool { return size >= 8 && size <= 16 }

// word reads the 8 bytes at p.
func word(p unsafe.Pointer) uint64 { return *(*uint64)(p) }

// nearRun is the number of children whose slots insertBatch prefetches
// again, a run ahead of the child it inserts: the batch's prefetches have
// brought them close, but the work since may have pushed them out of
// the nearest cache.
const nearRun = 8

// batchParents is the number of parents whose children expandShort
// makes in one batch.
const batchParents = 256

// expandShort is expandSerial for a Forwarder spec whose states are 8
// to 16 bytes long. It works in batches of parents, each in three tight
// loops rather than one loop doing everything per child: the spec makes
// the children of the batch (in one call if it is a BatchForwarder);
// their states are hashed, as their first and last words, and the
// table slots they will probe are prefetched; and the children of the
// batch before are inserted, their slots having come into the cache
// while this batch was made.
func (b *builder) expandShort(l *level) error {
	v := l.v
	size := b.size
	last := uintptr(size - 8)
	if len(b.batch) < 4*batchParents {
		b.batch = make([]shortEnt, 4*batchParents)
		b.addrs = make([]uintptr, 4*batchParents)
		b.res = make([]int32, 2*batchParents)
	}
	if len(b.dsts) < 2*batchParents*size {
		b.dsts = make([]byte, 2*batchParents*size)
	}
	bufs := [2][]shortEnt{b.batch[:2*batchParents], b.batch[2*batchParents : 4*batchParents]}
	dsts, res := b.dsts, b.res
	// each batch's slots to prefetch, by buffer
	abufs := [2][]uintptr{b.addrs[:2*batchParents], b.addrs[2*batchParents : 4*batchParents]}
	dp := unsafe.Pointer(unsafe.SliceData(dsts))
	// a slot to prefetch for a child whose level has no table yet
	var dummy uint64
	none := uintptr(unsafe.Pointer(&dummy))
	prev := 0 // the children of the batch before, not yet inserted
	k := 0
	for p0 := 0; p0 < l.n; p0 += batchParents {
		yield.Point()
		if err := b.ctx.Err(); err != nil {
			return err
		}
		batch, addrs := bufs[k&1], abufs[k&1]
		p1 := min(l.n, p0+batchParents)
		src := l.set.states[p0*size : p1*size]
		b.makeChildren(src, dsts, res, v)
		n := 0
		for c := 0; c < 2*(p1-p0); c++ {
			r := int(res[c])
			p, take := p0+c>>1, c&1
			if r < 0 {
				if badNext(v, r, b.vars) {
					return b.checkNext(v, r)
				}
				b.terminal(l, 0, p, take, r)
				continue
			}
			if r <= v || r >= b.vars {
				return b.checkNext(v, r)
			}
			at := unsafe.Add(dp, c*size)
			w0, w1 := word(at), word(unsafe.Add(at, last))
			h := hashWords(w0, w1)
			e := &batch[n]
			e.w0, e.w1, e.h = w0, w1, h
			e.slot, e.r = uint32(2*p+take), int32(r)
			addrs[n] = b.tableSlot(r, h, none)
			n++
		}
		prefetchAll(addrs[:n])
		if err := b.insertBatch(l, bufs[(k+1)&1][:prev], abufs[(k+1)&1][:prev]); err != nil {
			return err
		}
		prev = n
		k++
	}
	return b.insertBatch(l, bufs[(k+1)&1][:prev], abufs[(k+1)&1][:prev])
}

// tableSlot is the address of the slot of hash h in the table of level
// r, for a prefetch, or none if the level has no table yet.
func (b *builder) tableSlot(r int, h uint64, none uintptr) uintptr {
	if cl := b.levels[r].Load(); cl != nil {
		if t := cl.set.table; len(t) > 0 {
			return uintptr(unsafe.Pointer(&t[h&uint64(len(t)-1)]))
		}
	}
	return none
}

// insertBatch inserts the children ents into their levels and records
// their references.
func (b *builder) insertBatch(l *level, ents []shortEnt, addrs []uintptr) error {
	n := len(ents)
	for i := range ents {
		if i&(nearRun-1) == 0 {
			prefetchAll(addrs[min(n, i+nearRun):min(n, i+2*nearRun)])
		}
		if err := b.insertShort(l, &ents[i]); err != nil {
			return err
		}
	}
	return nil
}

// insertShort inserts the child e into its level and records the
// reference.
func (b *builder) insertShort(l *level, e *shortEnt) error {
	r := int(e.r)
	cl := b.levels[r].Load()
	if cl == nil {
		cl = b.getLevel(r, l.v)
	}
	sh := &cl.set
	j, isNew := sh.findShort(e.w0, e.w1, e.h, b.size)
	if j >= maxStates {
		return tooMany(r)
	}
	p, take := int(e.slot/2), e.slot&1
	if b.count {
		b.place(l, p, int(take), r, sh, j, isNew)
		return nil
	}
	d := r - l.v
	if d >= deltaFar {
		b.placeRef(l, p, int(take), r, uint32(j))
		return nil
	}
	l.refs[take][p], l.deltas[take][p] = uint32(j), uint8(d)
	return nil
}

// findShort is find for a state of 8 to 16 bytes given by its first
// and last words, w0 and w1, and its hash h.
func (s *stateSet) findShort(w0, w1, h uint64, size int) (int, bool) {
	if s.table == nil {
		s.newTable()
	}
	last := uintptr(size - 8)
	table := s.table
	mask := uint64(len(table) - 1)
	tag := h & 0xFFFFFFFF
	i := h & mask
	base := unsafe.Pointer(unsafe.SliceData(s.states))
	for {
		x := table[i&mask]
		if x == 0 {
			break
		}
		if x>>32 == tag {
			j := int(x&0xFFFFFFFF) - 1
			at := unsafe.Add(base, j*size)
			if word(at) == w0 && word(unsafe.Add(at, last)) == w1 {
				return j, false
			}
		}
		i = (i + 1) & mask
	}
	j := s.add(size)
	at := unsafe.Add(unsafe.Pointer(unsafe.SliceData(s.states)), j*size)
	*(*uint64)(at) = w0
	*(*uint64)(unsafe.Add(at, last)) = w1
	table[i&mask] = tag<<32 | uint64(j+1)
	if s.n*2 > len(table) {
		s.grow()
	}
	return j, true
}
