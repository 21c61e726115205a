package distcount

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// table is a level's states, open addressing over a flat array of
// state bytes, with k count words a state.
type table struct {
	size, k int
	n       int
	states  []byte
	counts  []uint64
	slots   []uint32 // index+1 of the state in the slot, 0 empty
}

func newTable(size, k int) *table {
	return &table{size: size, k: k, slots: make([]uint32, 16)}
}

func (t *table) state(j int) []byte { return t.states[j*t.size : (j+1)*t.size] }

// bytes is the memory the table holds.
func (t *table) bytes() int64 {
	return int64(cap(t.states)) + 8*int64(cap(t.counts)) + 4*int64(len(t.slots))
}

// find returns the index of st (hash h), adding it with zero counts
// when it is new.
func (t *table) find(st []byte, h uint64) (int, bool) {
	mask := uint64(len(t.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s == 0 {
			j := t.n
			t.n++
			t.states = append(t.states, st...)
			for range t.k {
				t.counts = append(t.counts, 0)
			}
			t.slots[i] = uint32(j + 1)
			if 2*t.n > len(t.slots) {
				t.grow()
			}
			return j, true
		}
		if bytes.Equal(t.state(int(s-1)), st) {
			return int(s - 1), false
		}
	}
}

func (t *table) grow() {
	slots := make([]uint32, 2*len(t.slots))
	mask := uint64(len(slots) - 1)
	for j := 0; j < t.n; j++ {
		for i := hash(t.state(j)) & mask; ; i = (i + 1) & mask {
			if slots[i] == 0 {
				slots[i] = uint32(j + 1)
				break
			}
		}
	}
	t.slots = slots
}

// hash is a hash of a state's bytes, the same in every process.
func hash(b []byte) uint64 {
	const m = 0x9e3779b97f4a7c15
	h := uint64(len(b)) * m
	for len(b) >= 8 {
		h = mix(h ^ binary.LittleEndian.Uint64(b))
		b = b[8:]
	}
	var last uint64
	for i, x := range b {
		last |= uint64(x) << (8 * i)
	}
	return mix(h ^ last ^ 0xff)
}

func mix(x uint64) uint64 {
	hi, lo := bits.Mul64(x, 0xbf58476d1ce4e5b9)
	x = hi ^ lo
	hi, lo = bits.Mul64(x, 0x94d049bb133111eb)
	return hi ^ lo
}
