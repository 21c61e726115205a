// Package zdd implements zero-suppressed binary decision diagrams: a
// Manager holds canonical reduced nodes in a hash-consed store, and the
// operations of the family algebra work on Node handles of that store.
//
// Variables are numbered 0, 1, 2, ... and variable 0 is at the top of
// every diagram: along any path from a root, variable numbers increase.
// A Node is a small handle (an index into the store). Node 0 is the
// empty family (Empty) and node 1 is the family holding only the empty
// set (Base).
//
// A Manager is not safe for concurrent use; builders that work in
// parallel create their nodes in their own structures and hand the
// reduced result to the manager from one goroutine.
package zdd

import (
	"errors"
	"fmt"
	"math"
	"sync/atomic"
)

// Node is a handle to a node of a Manager: 0 and 1 are the terminals.
type Node uint32

// Terminal nodes.
const (
	// Empty is the empty family ∅.
	Empty Node = 0
	// Base is the family {∅} holding just the empty set.
	Base Node = 1
)

// TermVar is the variable number reported for the two terminals: below
// every real variable.
const TermVar = math.MaxUint32

// freeVar marks a slot of the store that is on the free list.
const freeVar = math.MaxUint32 - 1

// MaxVars is the largest number of variables a Manager supports.
const MaxVars = math.MaxUint32 - 2

// node is one entry of the store: 12 bytes.
type node struct {
	v      uint32
	lo, hi Node
}

// ErrAborted is the cause reported when an operation was stopped by
// Interrupt or by the node limit.
var ErrAborted = errors.New("zdd: operation aborted")

// ErrNodeLimit is reported when an operation would grow the store past
// the limit set with SetNodeLimit.
var ErrNodeLimit = errors.New("zdd: node limit reached")

// abort is the panic value used to unwind an operation that was
// interrupted; Guard turns it back into an error.
type abort struct{ err error }

// Manager owns a store of ZDD nodes, its unique table and its operation
// cache.
type Manager struct {
	nodes    []node
	unique   []uint32 // open addressing, 0 = free slot
	uniqMask uint32
	live     int  // nodes in the unique table
	freeList Node // chained through lo; 0 = none
	nfree    int

	cache     []cacheEntry
	cacheMask uint32

	roots map[Node]int

	interrupt atomic.Bool
	limit     int
	tick      uint32

	stats Stats
}

// Stats reports the state of a Manager.
type Stats struct {
	// LiveNodes is the number of non-terminal nodes in the store.
	LiveNodes int
	// Capacity is the number of node slots allocated.
	Capacity int
	// Bytes is the memory held by the store, the unique table and the cache.
	Bytes int64
	// CacheLookups and CacheHits count operation cache look-ups.
	CacheLookups, CacheHits uint64
	// NodesCreated counts nodes created since the Manager was made.
	NodesCreated uint64
	// GCRuns counts garbage collections; GCFreed counts nodes freed by them.
	GCRuns, GCFreed uint64
	// Roots is the number of distinct registered roots.
	Roots int
}

// New returns an empty Manager.
func New() *Manager {
	m := &Manager{
		nodes: make([]node, 2, 1024),
		roots: make(map[Node]int),
	}
	m.nodes[Empty] = node{v: TermVar}
	m.nodes[Base] = node{v: TermVar}
	m.unique = make([]uint32, 1024)
	m.uniqMask = 1023
	m.cache = make([]cacheEntry, 1024)
	m.cacheMask = 1023
	return m
}

// Var returns the variable of n, or TermVar for a terminal.
func (m *Manager) Var(n Node) uint32 { return m.nodes[n].v }

// Lo returns the 0-child of n (sets without Var(n)).
func (m *Manager) Lo(n Node) Node { return m.nodes[n].lo }

// Hi returns the 1-child of n (sets with Var(n), with it removed).
func (m *Manager) Hi(n Node) Node { return m.nodes[n].hi }

// IsTerminal reports whether n is Empty or Base.
func IsTerminal(n Node) bool { return n <= Base }

// Valid reports whether n is a live node of m.
func (m *Manager) Valid(n Node) bool {
	if int(n) >= len(m.nodes) {
		return false
	}
	return n <= Base || m.nodes[n].v != freeVar
}

func hash3(a, b, c uint32) uint32 {
	h := uint64(a)*0x9E3779B97F4A7C15 ^ uint64(b)*0xC2B2AE3D27D4EB4F ^ uint64(c)*0x165667B19E3779F9
	h ^= h >> 29
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 32
	return uint32(h)
}

// MakeNode returns the canonical node with variable v, 0-child lo and
// 1-child hi, applying the zero-suppression rule (hi == Empty gives lo).
// The caller must ensure v is above the variables of lo and hi.
func (m *Manager) MakeNode(v uint32, lo, hi Node) Node {
	if hi == Empty {
		return lo
	}
	h := hash3(v, uint32(lo), uint32(hi))
	mask := m.uniqMask
	i := h & mask
	for {
		s := m.unique[i]
		if s == 0 {
			break
		}
		nd := &m.nodes[s]
		if nd.v == v && nd.lo == lo && nd.hi == hi {
			return Node(s)
		}
		i = (i + 1) & mask
	}
	m.tick++
	if m.tick&1023 == 0 {
		m.checkAbort()
	}
	var id Node
	if m.freeList != 0 {
		id = m.freeList
		m.freeList = m.nodes[id].lo
		m.nfree--
		m.nodes[id] = node{v: v, lo: lo, hi: hi}
	} else {
		if len(m.nodes) >= math.MaxUint32-1 {
			panic(abort{ErrNodeLimit})
		}
		id = Node(len(m.nodes))
		m.nodes = append(m.nodes, node{v: v, lo: lo, hi: hi})
	}
	m.unique[i] = uint32(id)
	m.live++
	m.stats.NodesCreated++
	if m.live*4 > len(m.unique)*3 {
		m.growUnique()
	}
	return id
}

func (m *Manager) checkAbort() {
	if m.interrupt.Load() {
		m.interrupt.Store(false)
		panic(abort{ErrAborted})
	}
	if m.limit > 0 && m.live > m.limit {
		panic(abort{ErrNodeLimit})
	}
}

func (m *Manager) growUnique() {
	n := len(m.unique) * 2
	m.rebuildUnique(n)
	if m.live > len(m.cache)*2 && len(m.cache) < 1<<26 {
		m.cache = make([]cacheEntry, len(m.cache)*2)
		m.cacheMask = uint32(len(m.cache) - 1)
	}
}

func (m *Manager) rebuildUnique(size int) {
	m.unique = make([]uint32, size)
	m.uniqMask = uint32(size - 1)
	mask := m.uniqMask
	for id := 2; id < len(m.nodes); id++ {
		nd := &m.nodes[id]
		if nd.v == freeVar {
			continue
		}
		i := hash3(nd.v, uint32(nd.lo), uint32(nd.hi)) & mask
		for m.unique[i] != 0 {
			i = (i + 1) & mask
		}
		m.unique[i] = uint32(id)
	}
}

// Interrupt asks the running operation to stop; it is safe to call from
// another goroutine (for example a signal handler). The operation
// unwinds and Guard returns ErrAborted.
func (m *Manager) Interrupt() { m.interrupt.Store(true) }

// ClearInterrupt withdraws a pending Interrupt.
func (m *Manager) ClearInterrupt() { m.interrupt.Store(false) }

// SetNodeLimit sets the largest number of live nodes an operation may
// grow the store to (0 = no limit). Past it the operation unwinds and
// Guard returns ErrNodeLimit.
func (m *Manager) SetNodeLimit(n int) { m.limit = n }

// Guard runs f and returns ErrAborted or ErrNodeLimit if f was stopped
// by Interrupt or by the node limit. Other panics pass through. Nodes
// made by the stopped operation stay in the store until the next GC.
func (m *Manager) Guard(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if a, ok := r.(abort); ok {
				err = a.err
				return
			}
			panic(r)
		}
	}()
	f()
	return nil
}

// Poll checks for a pending interrupt or an exceeded node limit and
// unwinds like MakeNode does; long loops that create no nodes call it.
func (m *Manager) Poll() { m.checkAbort() }

// Ref registers n as a root: GC keeps it and everything below it.
func (m *Manager) Ref(n Node) {
	if n > Base {
		m.roots[n]++
	}
}

// Unref withdraws one registration of n made by Ref.
func (m *Manager) Unref(n Node) {
	if c, ok := m.roots[n]; ok {
		if c <= 1 {
			delete(m.roots, n)
		} else {
			m.roots[n] = c - 1
		}
	}
}

// GC frees every node not reachable from a registered root (and from
// the extra nodes given), clears the operation cache and returns the
// number of nodes freed. Handles of freed nodes must not be used again.
func (m *Manager) GC(extra ...Node) int {
	mark := make([]uint64, (len(m.nodes)+63)/64)
	var stack []Node
	push := func(n Node) {
		if n <= Base || mark[n/64]&(1<<(n%64)) != 0 {
			return
		}
		mark[n/64] |= 1 << (n % 64)
		stack = append(stack, n)
	}
	for r := range m.roots {
		push(r)
	}
	for _, r := range extra {
		push(r)
	}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		push(m.nodes[n].lo)
		push(m.nodes[n].hi)
	}
	freed := 0
	// Rebuild the free list from the top so low slots are reused first.
	m.freeList = 0
	m.nfree = 0
	for id := len(m.nodes) - 1; id >= 2; id-- {
		nd := &m.nodes[id]
		if mark[id/64]&(1<<(id%64)) != 0 {
			continue
		}
		if nd.v != freeVar {
			freed++
			m.live--
		}
		*nd = node{v: freeVar, lo: m.freeList}
		m.freeList = Node(id)
		m.nfree++
	}
	// Trim free slots at the end of the store.
	for len(m.nodes) > 2 && m.nodes[len(m.nodes)-1].v == freeVar {
		m.nodes = m.nodes[:len(m.nodes)-1]
	}
	m.freeList = 0
	m.nfree = 0
	for id := len(m.nodes) - 1; id >= 2; id-- {
		if m.nodes[id].v == freeVar {
			m.nodes[id].lo = m.freeList
			m.freeList = Node(id)
			m.nfree++
		}
	}
	size := 1024
	for size*3 < m.live*4+4 {
		size *= 2
	}
	m.rebuildUnique(size)
	m.ClearCache()
	m.stats.GCRuns++
	m.stats.GCFreed += uint64(freed)
	return freed
}

// ClearCache empties the operation cache.
func (m *Manager) ClearCache() {
	clear(m.cache)
}

// Stats returns the current figures of m.
func (m *Manager) Stats() Stats {
	s := m.stats
	s.LiveNodes = m.live
	s.Capacity = cap(m.nodes)
	s.Bytes = int64(cap(m.nodes))*12 + int64(len(m.unique))*4 + int64(len(m.cache))*16
	s.Roots = len(m.roots)
	return s
}

// String describes the manager briefly.
func (s Stats) String() string {
	hit := 0.0
	if s.CacheLookups > 0 {
		hit = 100 * float64(s.CacheHits) / float64(s.CacheLookups)
	}
	return fmt.Sprintf("%d live nodes, %d bytes, cache %d lookups %.1f%% hits, %d roots",
		s.LiveNodes, s.Bytes, s.CacheLookups, hit, s.Roots)
}
