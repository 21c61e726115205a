package topdown

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"sync"
)

// maxStates is the number of states a level may hold: references are
// 32-bit indexes, and a table entry keeps index+1.
const maxStates = 1<<32 - 1

// hashState hashes a state: a state of 8 to 16 bytes as its first and
// last word (they may overlap), a longer one 8 bytes at a time, the tail
// read as an overlapping word.
func hashState(b []byte) uint64 {
	if n := len(b); n >= 8 && n <= 16 {
		return hashWords(binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[n-8:]))
	}
	return hashLong(b)
}

// hashWords hashes two words.
func hashWords(a, c uint64) uint64 {
	h := (a^0x2545F4914F6CDD1D)*0x9E3779B97F4A7C15 ^ bits.RotateLeft64(c*0xBF58476D1CE4E5B9, 31)
	h ^= h >> 32
	h *= 0x94D049BB133111EB
	h ^= h >> 29
	return h & hashMask
}

// hashMask is all ones but in tests, where weak hashes make states
// share slots and tags.
var hashMask = ^uint64(0)

func hashLong(b []byte) uint64 {
	n := len(b)
	h := uint64(n)*0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D
	i := 0
	for ; i+8 <= n; i += 8 {
		h = (h ^ binary.LittleEndian.Uint64(b[i:])) * 0xBF58476D1CE4E5B9
		h = bits.RotateLeft64(h, 29)
	}
	if i < n {
		var x uint64
		if n >= 8 {
			x = binary.LittleEndian.Uint64(b[n-8:])
		} else {
			for k := n - 1; k >= 0; k-- {
				x = x<<8 | uint64(b[k])
			}
		}
		h = (h ^ x) * 0xBF58476D1CE4E5B9
	}
	h ^= h >> 31
	h *= 0x94D049BB133111EB
	h ^= h >> 32
	return h
}

// eqState reports whether the states a and b (of equal length) are
// equal, comparing whole words for short states.
func eqState(a, b []byte) bool {
	n := len(a)
	if n < 8 || n > 16 || len(b) != n {
		return bytes.Equal(a, b)
	}
	return binary.LittleEndian.Uint64(a) == binary.LittleEndian.Uint64(b) &&
		binary.LittleEndian.Uint64(a[n-8:]) == binary.LittleEndian.Uint64(b[n-8:])
}

// copyState copies src into dst (of equal length), with whole words
// for short states.
func copyState(dst, src []byte) {
	n := len(src)
	if n < 8 || n > 16 || len(dst) != n {
		copy(dst, src)
		return
	}
	a := binary.LittleEndian.Uint64(src)
	b := binary.LittleEndian.Uint64(src[n-8:])
	binary.LittleEndian.PutUint64(dst, a)
	binary.LittleEndian.PutUint64(dst[n-8:], b)
}

// stateSet holds the states of a level: a flat arena in the order they
// were made, an open addressing table over them, and (for counting)
// their counts.
type stateSet struct {
	states []byte
	// table entries: high 32 bits the low 32 bits of the state's hash
	// (its slot in any table of up to 2^32 entries, so growing needs
	// no hashing), low 32 bits index+1; 0 = free.
	table []uint64
	n     int
	// want is the number of states the set is expected to take: its
	// table starts with room for them.
	want int

	// limbs is the number of 64-bit words per count; counts holds n*limbs
	// words, least significant word first.
	limbs  int
	counts []uint64

	pool *arrayPool
}

// held is the bytes of the arrays the pool keeps.
func (p *arrayPool) held() int64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	var n int64
	for _, t := range p.tables {
		n += 8 * int64(cap(t))
	}
	for _, b := range p.bytes {
		n += int64(cap(b))
	}
	for _, w := range p.words {
		n += 8 * int64(cap(w))
	}
	return n
}

// arrayPool keeps arrays of expanded levels for reuse, so that the
// levels being filled take memory in proportion to their own size and
// little garbage is made.
type arrayPool struct {
	// touch makes fresh tables resident at once (building): faster, but
	// the pages a table never writes are resident too, which counting,
	// where memory limits the size of the problem, does not pay for.
	touch  bool
	mu     sync.Mutex // the workers of the two lanes insert at once
	tables [][]uint64
	bytes  [][]byte
	words  [][]uint64
}

// poolKeep is the number of arrays of each kind a pool keeps.
const poolKeep = 4

// takeTable returns a cleared table of at least n entries (a power of
// two) from the pool, or a new one.
func (p *arrayPool) takeTable(n int) []uint64 {
	if p != nil {
		p.mu.Lock()
		best := -1
		for i, t := range p.tables {
			if len(t) >= n && (best < 0 || len(t) < len(p.tables[best])) {
				best = i
			}
		}
		if best >= 0 {
			t := p.tables[best]
			p.tables = append(p.tables[:best], p.tables[best+1:]...)
			p.mu.Unlock()
			clear(t) // outside the lock
			return t
		}
		p.mu.Unlock()
	}
	t := make([]uint64, n)
	if p != nil && p.touch {
		// Written now: a table is read before it is written, and a page
		// of fresh memory read first is mapped to the shared zero page,
		// so that its first write faults again and, with several
		// threads, flushes the other cores' address caches.
		clear(t)
	}
	return t
}

// takeBytes returns an empty byte array of capacity at least n.
func (p *arrayPool) takeBytes(n int) []byte {
	if p != nil {
		p.mu.Lock()
		defer p.mu.Unlock()
		best := -1
		for i, t := range p.bytes {
			if cap(t) >= n && (best < 0 || cap(t) < cap(p.bytes[best])) {
				best = i
			}
		}
		if best >= 0 {
			t := p.bytes[best]
			p.bytes = append(p.bytes[:best], p.bytes[best+1:]...)
			return t[:0]
		}
	}
	return make([]byte, 0, n)
}

// takeWords returns an empty word array of capacity at least n.
func (p *arrayPool) takeWords(n int) []uint64 {
	if p != nil {
		p.mu.Lock()
		defer p.mu.Unlock()
		best := -1
		for i, t := range p.words {
			if cap(t) >= n && (best < 0 || cap(t) < cap(p.words[best])) {
				best = i
			}
		}
		if best >= 0 {
			t := p.words[best]
			p.words = append(p.words[:best], p.words[best+1:]...)
			return t[:0]
		}
	}
	return make([]uint64, 0, n)
}

// keep adds arrays to the pool, dropping the smallest beyond poolKeep.
func (p *arrayPool) keep(table []uint64, b []byte, w []uint64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(table) > 0 {
		p.tables = keepLargest(p.tables, table, func(t []uint64) int { return len(t) })
	}
	if cap(b) > 0 {
		p.bytes = keepLargest(p.bytes, b, func(t []byte) int { return cap(t) })
	}
	if cap(w) > 0 {
		p.words = keepLargest(p.words, w, func(t []uint64) int { return cap(t) })
	}
}

// keepLargest appends a to pool and, past poolKeep entries, drops the
// first entry of least size.
func keepLargest[T any](pool []T, a T, size func(T) int) []T {
	pool = append(pool, a)
	if len(pool) <= poolKeep {
		return pool
	}
	drop := 0
	for i, t := range pool {
		if size(t) < size(pool[drop]) {
			drop = i
		}
	}
	return append(pool[:drop], pool[drop+1:]...)
}

// release gives the set's arrays to its pool.
func (s *stateSet) release() {
	s.pool.keep(s.table, s.states, s.counts)
	*s = stateSet{}
}

// appendCounts adds k zero words to the counts.
func (s *stateSet) appendCounts(k int) {
	if len(s.counts)+k > cap(s.counts) {
		nc := s.pool.takeWords(max(2*cap(s.counts), len(s.counts)+k, 64))
		nc = append(nc, s.counts...)
		s.pool.keep(nil, nil, s.counts)
		s.counts = nc
	}
	n := len(s.counts)
	s.counts = s.counts[:n+k]
	clear(s.counts[n:])
}

// find returns the index of the state st (of size bytes) in the set,
// inserting it if it is new.
func (s *stateSet) find(st []byte, h uint64, size int) (int, bool) {
	if s.table == nil {
		s.newTable()
	}
	mask := uint64(len(s.table) - 1)
	tag := h & 0xFFFFFFFF
	i := h & mask
	for {
		e := s.table[i]
		if e == 0 {
			break
		}
		if e>>32 == tag {
			j := int(e&0xFFFFFFFF) - 1
			if eqState(s.states[j*size:j*size+size], st) {
				return j, false
			}
		}
		i = (i + 1) & mask
	}
	j := s.add(size)
	copyState(s.states[j*size:], st)
	s.table[i] = tag<<32 | uint64(j+1)
	if s.n*2 > len(s.table) {
		s.grow()
	}
	return j, true
}

// add makes room for one more state of size bytes at the end of the
// set and returns its index.
func (s *stateSet) add(size int) int {
	n := len(s.states) + size
	if n > cap(s.states) {
		s.moreStates(size)
	}
	s.states = s.states[:n]
	s.n++
	return s.n - 1
}

// moreStates moves the states to an array of twice the capacity.
func (s *stateSet) moreStates(size int) {
	ns := s.pool.takeBytes(max(2*cap(s.states), 16*size))
	ns = append(ns, s.states...)
	s.pool.keep(nil, s.states, nil)
	s.states = ns
}

// newTable gives the set its first table, with room for the states it
// is expected to take.
func (s *stateSet) newTable() {
	size := 16
	for size < 2*s.want {
		size *= 2
	}
	s.table = s.pool.takeTable(size)
}

func (s *stateSet) grow() {
	old := s.table
	s.table = s.pool.takeTable(len(old) * 2)
	mask := uint64(len(s.table) - 1)
	for _, e := range old {
		if e == 0 {
			continue
		}
		i := e >> 32 & mask
		for s.table[i] != 0 {
			i = (i + 1) & mask
		}
		s.table[i] = e
	}
	s.pool.keep(old, nil, nil)
}

// bytes reports the memory held by the set.
func (s *stateSet) bytes() int64 {
	return int64(cap(s.states)) + 8*int64(cap(s.table)) + 8*int64(cap(s.counts))
}
