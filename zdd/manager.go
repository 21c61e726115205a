// Package zdd implements zero-suppressed binary decision diagrams: a
// Manager holds canonical reduced nodes in a hash-consed store, and the
// operations of the family algebra work on Node handles of that store.
//
// Variables are numbered 0, 1, 2, ... and variable 0 is at the top of
// every diagram: along any path from a root, variable numbers increase.
// A Node is a small handle (an index into the store). Node 0 is the
// empty family (Empty) and node 1 is the family holding only the empty
// set (Base). Two families are equal exactly when their nodes are equal.
//
// Operations (methods of Manager):
//
//   - set algebra: Union, Intersect, Diff, SymDiff; Onset, Offset,
//     Change, With, Without; Join {a∪b}, Meet {a∩b}, Quotient and
//     Remainder (weak division); Restrict, Permit, NonSup, NonSub;
//     Minimal, Maximal (direct recursions, no pairwise filtering),
//     Minimum, Maximum (least / greatest cardinality); SizeAtMost,
//     SizeAtLeast; Project, Pow, Complement; IsSubfamily,
//     Contains;
//   - counting: Count (exact, machine words while they suffice, then
//     multi-word), Count64, Sizes (histogram of set sizes), NodeCount;
//   - reading sets: Each, Sets, Rank, Unrank, Sample (uniform, seeded);
//   - bottom-up evaluation, functions on one generic fold as TdZdd's
//     DdEval: Fold (the root's value, holding only the values still
//     needed); Probability, MinWeightSets, MaxWeightSets and KBest (on
//     the fold keeping every node's best weight, as Minimum and Maximum
//     are); the depth-first forms of Count and Sizes are folds too;
//   - files: Save, LoadWithMeta (zq's binary family file, versioned,
//     checksummed); the other formats (DOT, SAPPOROBDD, Graphillion,
//     Knuth's) are in package zdd/format, written on the exported
//     traversal: Nodes (children first), Var, Lo, Hi, and MakeNode.
//
// Sets are read out in one documented order (see Each): a set comes
// before another when the smallest element in which they differ belongs
// to it.
//
// Memory: a node takes 12 bytes in the store; the unique table (4 bytes
// a slot, load between 1/2 and 3/4) and the lossy operation cache (16
// bytes an entry, a quarter to a half as many entries as nodes) bring
// the total to about 24 to 32 bytes per node. An operation that keeps
// overwriting the cache (a long recursion that nests others, such as
// Minimal or Project on a large family) doubles it while it runs, up to
// twice as many entries as nodes, keeping its entries; GC brings it back
// to its resting size. Nodes are reclaimed by GC,
// which keeps what is reachable from the roots registered with Ref and
// frees the rest; live nodes never move, so handles stay valid, and new
// nodes fill the freed slots. Compact also renumbers the live nodes so
// the store has no free slots left (handles change; it says how).
// Reserve makes room for many nodes at once.
//
// A Manager is not safe for concurrent use (except Interrupt); builders
// that work in parallel create their nodes in their own structures and
// hand the reduced result to the manager from one goroutine.
package zdd

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"sync/atomic"

	"github.com/zqlang/zq/internal/yield"
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
	nodes  []node
	mapped *storeMap // the mapping behind nodes, if it is mapped
	unique []uint32  // open addressing: node id | hash tag, 0 = free slot
	live   int       // nodes in the store (unsettled ones included)
	// unsettled, when not 0, is the first id of the nodes a Bulk made
	// that are not yet in the unique table: they are entered at the
	// first look-up (settle), so that a diagram that is only read (for
	// example counted) never pays for them.
	unsettled Node
	freeList  Node // chained through lo; 0 = none
	nfree     int
	tracer    Tracer // sees every step of the operations, when set

	cache      []cacheEntry
	cacheMask  uint32
	cacheFills int // entries written since the cache was last sized

	roots map[Node]int

	// Recent results of Count and NodeCount; a node always stands for
	// the same family until GC frees it, so they are dropped by GC.
	countMemo     map[Node]*big.Int
	nodeCountMemo map[Node]int
	// closed describes the nodes the last Bulk made, when they form a
	// closed block (closedBlock): counting one of them needs no
	// marking pass.
	closed closedBlock

	interrupt atomic.Bool
	limit     int
	limitAt   int // limit, or MaxInt for none: past it every new node checks
	// idBits is the number of low bits of a unique-table entry that hold
	// the node id (idMask selects them); the others hold a tag of the
	// node's hash. It grows with the store (widen).
	idBits, idMask uint32
	walked         func(steps uint64)
	walkSteps      uint64
	tick           uint32
	guarded        int // depth of Guard calls running

	// budget is the most bytes the store, the unique table and the
	// cache may take (0 = none); footprint is what they take now.
	budget    int64
	footprint atomic.Int64

	stats Stats
}

// Stats reports the state of a Manager.
type Stats struct {
	// LiveNodes is the number of non-terminal nodes in the store,
	// unreachable ones included until GC frees them.
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
		nodes:   make([]node, 2, 1024),
		roots:   make(map[Node]int),
		limitAt: math.MaxInt,
		idBits:  minIDBits,
		idMask:  1<<minIDBits - 1,
	}
	m.nodes[Empty] = node{v: TermVar}
	m.nodes[Base] = node{v: TermVar}
	m.unique = make([]uint32, 1024)
	m.cache = make([]cacheEntry, minCache)
	m.cacheMask = minCache - 1
	m.footprint.Store(int64(cap(m.nodes))*nodeBytes + int64(len(m.unique))*uniqueBytes + int64(len(m.cache))*cacheBytes)
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

// Node ids use the low idBits bits of a unique-table entry; the high
// bits hold a tag taken from the node's hash, so that most probes of
// the table are settled without reading the store. A store starts with
// 28 id bits (4 tag bits) and takes one more id bit each time it passes
// 2^idBits nodes (widen), up to 31.
const (
	maxIDBits = 31
	// MaxNodes is the largest number of node slots a Manager supports
	// (terminals included): 2^31, about 2.1 billion (25 GiB of nodes).
	MaxNodes = 1 << maxIDBits
)

// minIDBits is the number of id bits a store starts with (a variable so
// that the tests can make stores widen early).
var minIDBits uint32 = 28

// widen gives the unique table's entries one more id bit and one tag
// bit less, in place: an entry stays in its slot (slots depend on the
// hash and the table size only), and its new tag is the old one
// without its top bit.
func (m *Manager) widen() {
	if m.idBits >= maxIDBits {
		panic(abort{ErrNodeLimit})
	}
	old, mask := m.idBits, m.idMask
	m.idBits++
	m.idMask = 1<<m.idBits - 1
	for i, s := range m.unique {
		if s != 0 {
			m.unique[i] = s&mask | (s&^mask)>>old<<m.idBits
		}
	}
}

// slotIndex maps a hash to a slot of a table of n slots.
func slotIndex(h uint32, n int) int { return int(uint64(h) * uint64(n) >> 32) }

// MakeNode returns the canonical node with variable v, 0-child lo and
// 1-child hi, applying the zero-suppression rule (hi == Empty gives lo).
// The caller must ensure v is above the variables of lo and hi.
func (m *Manager) MakeNode(v uint32, lo, hi Node) Node {
	if hi == Empty {
		return lo
	}
	if m.unsettled != 0 {
		m.settle()
	}
	h := hash3(v, uint32(lo), uint32(hi))
	tag, mask := h<<m.idBits, m.idMask
	tab := m.unique
	i := slotIndex(h, len(tab))
	for {
		s := tab[i]
		if s == 0 {
			break
		}
		if s&^mask == tag {
			nd := &m.nodes[s&mask]
			if nd.v == v && nd.lo == lo && nd.hi == hi {
				return Node(s & mask)
			}
		}
		i++
		if i == len(tab) {
			i = 0
		}
	}
	m.tick++
	if m.tick&1023 == 0 || m.live >= m.limitAt {
		m.checkAbort()
	}
	var id Node
	if m.freeList != 0 {
		id = m.freeList
		m.freeList = m.nodes[id].lo
		m.nfree--
		m.nodes[id] = node{v: v, lo: lo, hi: hi}
	} else {
		if len(m.nodes) > int(m.idMask) {
			// The new id needs one more bit: widen, then look again
			// with the new tags (the node is not in the table).
			m.widen()
			return m.MakeNode(v, lo, hi)
		}
		id = Node(len(m.nodes))
		m.grow()
		m.nodes = append(m.nodes, node{v: v, lo: lo, hi: hi})
	}
	tab[i] = uint32(id) | tag
	m.live++
	m.stats.NodesCreated++
	if m.tracer != nil {
		m.tracer.NewNode(id, v, lo, hi)
	}
	if m.live*4 > len(tab)*3 {
		m.growUnique()
	}
	return id
}

// checkAbort unwinds the running operation when it was interrupted or
// the node limit is exceeded. Outside Guard nobody could catch the
// unwinding, so there it does nothing (a pending interrupt waits for the
// next guarded operation).
func (m *Manager) checkAbort() {
	yield.Point()
	if m.guarded == 0 {
		return
	}
	if m.interrupt.Load() {
		m.interrupt.Store(false)
		panic(abort{ErrAborted})
	}
	if m.limit > 0 && m.live > m.limit {
		panic(abort{ErrNodeLimit})
	}
}

// growUnique enlarges the unique table by half (load 3/4 down to 1/2)
// and keeps the cache at least a quarter of the live nodes.
func (m *Manager) growUnique() {
	m.rebuildUnique(len(m.unique) + len(m.unique)/2)
	m.sizeCache(false)
}

// sizeCache resizes the cache to a power of two between a quarter and a
// half of the live nodes (at least minCache, at most maxCache entries).
// Without shrink a cache that is already larger (grown by cachePut for
// a long operation) keeps its size. The entries are kept.
func (m *Manager) sizeCache(shrink bool) {
	size := minCache
	for size*4 < m.live && size < maxCache {
		size *= 2
	}
	if size < len(m.cache) && !shrink {
		return
	}
	if size != len(m.cache) {
		m.resizeCache(size)
	}
}

// resizeCache moves the cache to a table of the given size (a power of
// two), keeping the entries that still fit.
func (m *Manager) resizeCache(size int) {
	m.account(cap(m.nodes), len(m.unique), size)
	old := m.cache
	m.cache = make([]cacheEntry, size)
	m.cacheMask = uint32(size - 1)
	m.cacheFills = 0
	for _, e := range old {
		if e.op != opNone {
			m.cache[hash3(e.op, uint32(e.a), uint32(e.b))&m.cacheMask] = e
		}
	}
}

// growCacheMaybe doubles the cache when an operation has filled it
// over and over since it was last sized (its entries are then evicted
// before they are used again, and recursions that nest other operations
// recompute their sub-results), as long as it stays below twice the
// live nodes. GC shrinks it back.
func (m *Manager) growCacheMaybe() {
	m.cacheFills = 0
	if n := len(m.cache); n < maxCache && n < 2*m.live {
		m.resizeCache(2 * n)
	}
}

const (
	minCache = 1 << 10
	maxCache = 1 << 26
)

// Reserve prepares m for n more nodes: the store and the unique table
// are enlarged once now instead of step by step as nodes are made. A
// builder that knows roughly how many nodes it will hand over calls it
// first.
func (m *Manager) Reserve(n int) {
	if n <= 0 {
		return
	}
	want := m.live + n
	if need := len(m.nodes) + n - m.nfree; need > cap(m.nodes) {
		m.resize(min(need, MaxNodes))
	}
	if want*4 > len(m.unique)*3 {
		m.rebuildUnique(want * 3 / 2)
	}
}

func (m *Manager) rebuildUnique(size int) {
	m.account(cap(m.nodes), size, len(m.cache))
	m.unique = make([]uint32, size)
	m.unsettled = 0
	m.enter(2, len(m.nodes))
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
func (m *Manager) SetNodeLimit(n int) {
	m.limit = n
	m.limitAt = math.MaxInt
	if n > 0 {
		m.limitAt = n
	}
}

// Guard runs f and returns ErrAborted or ErrNodeLimit if f was stopped
// by Interrupt or by the node limit. Other panics pass through. Nodes
// made by the stopped operation stay in the store until the next GC.
func (m *Manager) Guard(f func()) (err error) {
	m.guarded++
	defer func() {
		m.guarded--
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
// Like every check of the package, it acts only inside Guard. The
// package's own long walks (counting, weights, saving, subfamily tests)
// poll by themselves.
func (m *Manager) Poll() { m.checkAbort() }

// pollTick is called once per step of the package's long loops that
// create no nodes; it checks for an interrupt every 65536 steps.
func (m *Manager) pollTick() {
	m.tick++
	if m.tick&0xFFFF == 0 {
		m.checkAbort()
		if m.walked != nil {
			m.walked(m.walkSteps)
		}
	}
	if m.walked != nil {
		m.walkSteps++
	}
}

// SetWalkProgress sets fn to be called now and then during the package's
// long walks over a diagram (counting, sizes, weights, saving, subfamily
// tests) with a running count of the steps taken; nil removes it.
func (m *Manager) SetWalkProgress(fn func(steps uint64)) {
	m.walked = fn
	m.walkSteps = 0
}

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
		if n <= Base || int(n) >= len(m.nodes) || mark[n/64]&(1<<(n%64)) != 0 {
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
	// Give back store capacity that the trimmed store no longer needs,
	// and size the tables for the live nodes (load about 1/2).
	if cap(m.nodes) > len(m.nodes)+len(m.nodes)/2+1024 {
		m.resize(len(m.nodes) + len(m.nodes)/8 + 1024)
	}
	m.rebuildUnique(max(1024, m.live*2))
	m.ClearCache()
	m.sizeCache(true)
	m.forgetCounts()
	m.stats.GCRuns++
	m.stats.GCFreed += uint64(freed)
	return freed
}

// Compact collects garbage like GC (keeping what is reachable from the
// registered roots and the extra nodes) and then renumbers the live
// nodes densely, so that the store holds no free slots and its memory
// shrinks to fit. Every handle changes: the registered roots are
// renumbered inside m, and the returned function maps any other handle
// that was kept (an extra node or a node below a root) to its new
// number, reporting false for a handle that was freed. GC never moves
// nodes; Compact is for the moments (for example between statements of
// a long session) when the free slots GC leaves behind take too much
// room.
func (m *Manager) Compact(extra ...Node) func(Node) (Node, bool) {
	m.GC(extra...)
	n := len(m.nodes)
	newID := make([]uint32, n)
	newID[Base] = uint32(Base)
	next := uint32(2)
	for id := 2; id < n; id++ {
		nd := m.nodes[id]
		if nd.v == freeVar {
			continue
		}
		// Children were renumbered already when their ids are lower;
		// ids are assigned in increasing order, and a node's new id is
		// at most its old id, so the store is rewritten in place.
		newID[id] = next
		next++
	}
	for id := 2; id < n; id++ {
		nd := m.nodes[id]
		if nd.v == freeVar {
			continue
		}
		m.nodes[newID[id]] = node{v: nd.v, lo: Node(newID[nd.lo]), hi: Node(newID[nd.hi])}
	}
	m.nodes = m.nodes[:next]
	m.resize(int(next) + int(next)/8 + 1024)
	m.freeList, m.nfree = 0, 0
	roots := make(map[Node]int, len(m.roots))
	for r, c := range m.roots {
		roots[Node(newID[r])] = c
	}
	m.roots = roots
	m.rebuildUnique(max(1024, m.live*2))
	m.ClearCache()
	m.forgetCounts()
	return func(x Node) (Node, bool) {
		if x <= Base {
			return x, true
		}
		if int(x) >= n || newID[x] == 0 {
			return Empty, false
		}
		return Node(newID[x]), true
	}
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
