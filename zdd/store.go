package zdd

import (
	"runtime"
	"unsafe"

	"zq/internal/osmem"
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
}

// grow makes room in the store for one more node when it is full, by
// about a quarter, so that append never moves the store itself.
func (m *Manager) grow() {
	if len(m.nodes) == cap(m.nodes) {
		m.resize(min(MaxNodes, len(m.nodes)+len(m.nodes)/4+1024))
	}
}
