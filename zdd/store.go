package zdd

import (
	"os"
	"runtime"
	"unsafe"

	"github.com/zqlang/zq/internal/osmem"
)

// bigStore is the capacity (in nodes) from which the store is mapped
// from the operating system instead of allocated on the Go heap. A
// large Go allocation over memory the heap used before is cleared as a
// whole when it is made, so a store reserved for millions of nodes
// would become resident at once; a fresh mapping is zero already, and
// its pages become resident only as nodes are written to them.
var bigStore = 1 << 22

// storeMap holds the mapping behind a manager's store, if any, so that
// it can be returned when the store moves or the manager is dropped.
type storeMap struct {
	buf []byte
	// ready is the byte offset (a page boundary) below which the pages of
	// buf past the nodes written are resident: pages moved in by fill
	ready int
}

func (s *storeMap) free() {
	if s.buf != nil {
		osmem.Unmap(s.buf)
		s.buf = nil
	}
}

// resize moves the store to new memory with room for capacity nodes
// (at least its length), keeping its nodes.
func (m *Manager) resize(capacity int) {
	capacity = max(capacity, len(m.nodes))
	m.account(capacity, len(m.unique), len(m.cache))
	var ns []node
	var buf []byte
	if capacity >= bigStore {
		buf = osmem.Map(capacity*int(unsafe.Sizeof(node{})), false)
	}
	if buf != nil {
		ns = unsafe.Slice((*node)(unsafe.Pointer(unsafe.SliceData(buf))), capacity)[:len(m.nodes)]
		copy(ns, m.nodes)
	} else {
		ns = append(make([]node, 0, capacity), m.nodes...)
	}
	m.nodes = ns
	if m.mapped == nil {
		m.mapped = &storeMap{}
		// the mapping goes back to the system with the manager
		runtime.AddCleanup(m, func(s *storeMap) { s.free() }, m.mapped)
	}
	m.mapped.free()
	m.mapped.buf = buf
	m.mapped.ready = 0
}

// fill moves pages from spare (whole pages of mappings of osmem.Map,
// resident, whose contents do not matter) into the mapped store where
// it will hold the slots from to to-1, past the pages written already,
// so that writing those slots takes no page faults. The pages used are
// cut from the ends of spare's parts; parts used up are dropped.
func (m *Manager) fill(from, to int, spare *[][]byte) {
	sm := m.mapped
	if sm == nil || sm.buf == nil {
		return
	}
	size := int(unsafe.Sizeof(node{}))
	lo := max(sm.ready, roundPage(from*size))
	hi := min(len(sm.buf), roundPage(to*size))
	for lo < hi && len(*spare) > 0 {
		k := len(*spare) - 1
		d := (*spare)[k]
		n := min(len(d), hi-lo)
		if !osmem.Move(sm.buf[lo:lo+n], d[len(d)-n:]) {
			break
		}
		if d = d[:len(d)-n]; len(d) == 0 {
			*spare = (*spare)[:k]
		} else {
			(*spare)[k] = d
		}
		lo += n
	}
	sm.ready = max(sm.ready, lo)
}

var pageSize = os.Getpagesize()

// roundPage rounds n up to a whole number of pages.
func roundPage(n int) int { return (n + pageSize - 1) / pageSize * pageSize }

// grow makes room in the store for one more node when it is full, by
// about a quarter, so that append never moves the store itself.
func (m *Manager) grow() {
	if len(m.nodes) == cap(m.nodes) {
		m.resize(min(MaxNodes, len(m.nodes)+len(m.nodes)/4+1024))
	}
}
