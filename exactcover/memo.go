package exactcover

import "github.com/zqlang/zq/zdd"

// memoTable maps fixed-width bit sets (the covered columns) to ZDD nodes
// by open addressing over an arena of keys.
type memoTable struct {
	w     int      // words per key
	keys  []uint64 // entry i holds keys[i*w : i*w+w]
	vals  []zdd.Node
	slots []int32 // entry index + 1; 0 = free
	mask  uint64
}

func newMemoTable(words int) *memoTable {
	return &memoTable{w: words, slots: make([]int32, 1024), mask: 1023}
}

func hashWords(k []uint64) uint64 {
	h := uint64(0x9E3779B97F4A7C15)
	for _, x := range k {
		h ^= x
		h *= 0xBF58476D1CE4E5B9
		h ^= h >> 31
	}
	return h
}

func (t *memoTable) equal(e int, k []uint64) bool {
	a := t.keys[e*t.w : e*t.w+t.w]
	for i, x := range k {
		if a[i] != x {
			return false
		}
	}
	return true
}

// get returns the node stored under k.
func (t *memoTable) get(k []uint64) (zdd.Node, bool) {
	for i := hashWords(k) & t.mask; ; i = (i + 1) & t.mask {
		s := t.slots[i]
		if s == 0 {
			return 0, false
		}
		if t.equal(int(s-1), k) {
			return t.vals[s-1], true
		}
	}
}

// put stores f under k (k not present).
func (t *memoTable) put(k []uint64, f zdd.Node) {
	if 2*(len(t.vals)+1) > len(t.slots) {
		t.grow()
	}
	e := len(t.vals)
	t.keys = append(t.keys, k...)
	t.vals = append(t.vals, f)
	t.insert(e, k)
}

func (t *memoTable) insert(e int, k []uint64) {
	for i := hashWords(k) & t.mask; ; i = (i + 1) & t.mask {
		if t.slots[i] == 0 {
			t.slots[i] = int32(e + 1)
			return
		}
	}
}

func (t *memoTable) grow() {
	t.slots = make([]int32, 2*len(t.slots))
	t.mask = uint64(len(t.slots) - 1)
	for e := range t.vals {
		t.insert(e, t.keys[e*t.w:e*t.w+t.w])
	}
}
