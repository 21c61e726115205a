package topdown

import (
	"unsafe"
)

// shortEnt is a child in flight in expandShort's ring: its state (the
// first size bytes of st), the state's first and last words, its hash,
// its parent and branch (2*p+take) and its level.
type shortEnt struct {
	st     [16]byte
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

// expandShort is expandSerial for a Forwarder spec whose states are 8
// to 16 bytes long: a state is copied, hashed, compared and stored as
// its first and last words, and the ring holds fixed records, so that
// the loop does no slicing of its own.
func (b *builder) expandShort(l *level) error {
	v := l.v
	size := b.size
	last := uintptr(size - 8)
	fw := b.forwarder
	var ring [ringLen]shortEnt
	states := unsafe.Pointer(unsafe.SliceData(l.set.states))
	var head, tail int
	for p := 0; p < l.n; p++ {
		if p&0xFFFF == 0xFFFF {
			if err := b.ctx.Err(); err != nil {
				return err
			}
		}
		src := unsafe.Add(states, p*size)
		a0, a1 := word(src), word(unsafe.Add(src, last))
		for take := 0; take < 2; take++ {
			e := &ring[tail&(ringLen-1)]
			dst := unsafe.Pointer(&e.st)
			*(*uint64)(dst) = a0
			*(*uint64)(unsafe.Add(dst, last)) = a1
			r := fw.ChildForward(e.st[:size:size], v, take == 1)
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
			w0, w1 := word(dst), word(unsafe.Add(dst, last))
			h := hashWords(w0, w1)
			if cl := b.levels[r].Load(); cl != nil {
				if t := cl.set.table; len(t) > 0 {
					prefetch(unsafe.Pointer(&t[h&uint64(len(t)-1)]))
				}
			}
			e.w0, e.w1, e.h = w0, w1, h
			e.slot, e.r = uint32(2*p+take), int32(r)
			tail++
			if tail-head == ringLen {
				if err := b.insertShort(l, &ring[head&(ringLen-1)]); err != nil {
					return err
				}
				head++
			}
		}
	}
	for ; head < tail; head++ {
		if err := b.insertShort(l, &ring[head&(ringLen-1)]); err != nil {
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
// and last words, w0 and w1, and its hash h. (Its insertion is written
// out rather than shared with find's through a call: the call measured
// 2-5% slower on the one-worker build.)
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
	j := s.n
	s.n++
	if len(s.states)+size > cap(s.states) {
		ns := s.pool.takeBytes(max(2*cap(s.states), 16*size))
		ns = append(ns, s.states...)
		s.pool.keep(nil, s.states, nil)
		s.states = ns
	}
	s.states = s.states[:len(s.states)+size]
	at := unsafe.Add(unsafe.Pointer(unsafe.SliceData(s.states)), j*size)
	*(*uint64)(at) = w0
	*(*uint64)(unsafe.Add(at, last)) = w1
	table[i&mask] = tag<<32 | uint64(j+1)
	if s.n*2 > len(table) {
		s.grow()
	}
	return j, true
}
