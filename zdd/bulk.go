package zdd

import (
	"unsafe"

	"github.com/zqlang/zq/internal/crew"

	"github.com/zqlang/zq/internal/osmem"
)

// Bulk hands a diagram built outside the manager to it level by level,
// bottom-up, faster than one MakeNode call per node: the nodes of a
// level share their variable, so duplicates among them are found with a
// small table of the level alone, and a node with a child made by the
// Bulk itself cannot exist in the store already, so it needs no look-up
// in the unique table. The new nodes are entered in the unique table
// after the Bulk is finished, at the manager's next look-up (settle).
//
// While a Bulk is open (from NewBulk to Finish) the manager must be used
// only through it: no other operation may run, since the unique table
// does not yet know the nodes the Bulk made. Finish must be called even
// when Level unwinds (interrupt or node limit), so that the store stays
// canonical; a deferred call does it.
type Bulk struct {
	m *Manager
	// start is the first id made by the Bulk: new nodes are appended to
	// the store (free slots are left for later operations), so a node is
	// the Bulk's own exactly when its id is at least start.
	start Node
	// level-local table: key lo<<32|hi (0 = free slot), and the node id
	keys []uint64
	ids  []uint32
	// buffers of levelLarge: the nodes to make, grouped by hash
	// (key and position), and per position the first position with the
	// same children
	pkeys []uint64
	ppos  []uint32
	first []uint32
	done  bool
	// what the nodes made have as children
	childNote
	top Node // set by Reaches
	// spare: pages given by Give, for the store's room
	spare [][]byte
	// workers is the number of goroutines Level may use; parts is what
	// each keeps on a large level
	workers int
	parts   []levelPart
	crew    *crew.Crew // the workers' goroutines (SetCrew), or nil
}

// Give hands the Bulk memory its caller no longer needs: whole pages
// (page-aligned, a whole number of them) of a mapping of osmem.Map,
// resident. The Bulk moves them into the store as it needs room, so
// that the nodes it writes there take no page faults, and returns what
// is left to the system when it is finished. Memory it cannot use is
// returned at once.
func (b *Bulk) Give(p []byte) {
	if len(p) == 0 {
		return
	}
	whole := uintptr(unsafe.Pointer(unsafe.SliceData(p)))%uintptr(pageSize) == 0 && len(p)%pageSize == 0
	if b.done || !whole || b.m.mapped == nil || b.m.mapped.buf == nil {
		osmem.Unmap(p)
		return
	}
	b.spare = append(b.spare, p)
}

// Reaches tells the Bulk that every node it has made is reachable from
// f, so that NodeCount(f) is known without a walk (top-down builders
// know it: every state they reduce is reachable from the root). It must
// be called before Finish.
func (b *Bulk) Reaches(f Node) { b.top = f }

// closedBlock records the ids start..end-1 that a Bulk made, whose
// nodes have only terminals and each other as children (so every node
// reachable from one of them is one of them, of a smaller id), the
// largest id difference between a node and a child (span), and the
// number of GC runs when it was recorded (a GC may free the nodes and
// give their slots to others, which ends the record).
type closedBlock struct {
	start, end Node
	span       Node
	gcRuns     uint64
	// top, if not 0, is a node from which every node of the block is
	// reachable (Bulk.Reaches)
	top Node
}

// largeLevel is the number of nodes from which Level groups the nodes
// by hash before looking for duplicates, so that each group's table
// stays in cache.
var largeLevel = 1 << 14

// NewBulk opens a Bulk on m, making room in the store for about n new
// nodes (the unique table is sized once, by settle, for the nodes
// actually made).
func (m *Manager) NewBulk(n int) *Bulk {
	if m.unsettled != 0 {
		m.settle()
	}
	if need := len(m.nodes) + n; n > 0 && need > cap(m.nodes) {
		m.resize(min(need, MaxNodes))
	}
	return &Bulk{m: m, start: Node(len(m.nodes)), workers: 1}
}

func pairHash(lo, hi Node) uint64 {
	h := (uint64(lo)<<32 | uint64(hi)) * 0x9E3779B97F4A7C15
	h ^= h >> 29
	h *= 0xBF58476D1CE4E5B9
	return h ^ h>>32
}

// Level makes the nodes (v, lo[p], hi[p]) for every p and writes them to
// res[p], as MakeNode would (in the same order, so the ids are those
// MakeNode would give on a manager without free slots). Every child
// must be a terminal, a node made before the Bulk was opened or a node
// made by an earlier Level call of this Bulk, and v must be above the
// variables of all of them. lo, hi and res have the same length; res
// may be lo or hi.
func (b *Bulk) Level(v uint32, lo, hi, res []Node) {
	n := len(lo)
	hi = hi[:n]
	res = res[:n]
	if n >= largeLevel {
		b.levelLarge(v, lo, hi, res)
		return
	}
	size := 16
	for size < 2*n {
		size *= 2
	}
	if len(b.keys) < size || len(b.keys) > 8*size {
		b.keys = make([]uint64, size)
		b.ids = make([]uint32, size)
	} else {
		b.keys = b.keys[:size]
		b.ids = b.ids[:size]
		clear(b.keys)
	}
	keys, ids := b.keys, b.ids
	mask := uint64(size - 1)
	b.room(n)
	b.levelSmall(v, lo, hi, res, keys, ids, mask)
}

// room makes room in the store for n more nodes, so that a level's
// nodes are written in place without moving it.
func (b *Bulk) room(n int) {
	m := b.m
	from := len(m.nodes)
	if from+n > cap(m.nodes) {
		m.resize(min(MaxNodes, max(from+n, from+from/4+1024)))
	}
	if len(b.spare) > 0 {
		m.fill(from, from+n, &b.spare)
	}
}

// childNote is what a Bulk notes of the children of the nodes it
// makes: span is the largest id difference between a node and a
// non-terminal child; outside is set when a child is neither a terminal
// nor a node the Bulk made (those from start on).
type childNote struct {
	span    Node
	outside bool
}

// put writes the node (v, lo, hi) with id into nodes (the store's
// room) and notes its children.
func (c *childNote) put(nodes []node, id Node, v uint32, lo, hi, start Node) {
	nodes[id] = node{v: v, lo: lo, hi: hi}
	for _, x := range [2]Node{lo, hi} {
		if x > Base {
			if x < start {
				c.outside = true
			} else {
				c.span = max(c.span, id-x)
			}
		}
	}
}

// put writes the node (v, lo, hi) with the next id of the level being
// made into nodes (the store's room), widening the store's ids when it
// passes them, and notes its children.
func (b *Bulk) put(nodes []node, id Node, v uint32, lo, hi Node) {
	if int(id) > int(b.m.idMask) {
		b.m.widen()
	}
	b.childNote.put(nodes, id, v, lo, hi, b.start)
}

// made updates the manager's counters for k nodes a Bulk appended to
// the store at once.
func (b *Bulk) made(k int) {
	m := b.m
	m.live += k
	m.stats.NodesCreated += uint64(k)
	m.tick += uint32(k)
	m.checkAbort()
}

// levelSmall is Level's loop, once the store has room for every node
// of the level (room): nodes are written in place, and the counters
// updated once.
func (b *Bulk) levelSmall(v uint32, lo, hi, res []Node, keys []uint64, ids []uint32, mask uint64) {
	m := b.m
	from := len(m.nodes)
	nodes := m.nodes[:cap(m.nodes)]
	id := Node(from)
	start := b.start
	for p := range res {
		l, h := lo[p], hi[p]
		if h == Empty {
			res[p] = l
			continue
		}
		if l < start && h < start {
			// the node may exist from before the Bulk
			if old, ok := m.lookup(v, l, h); ok {
				res[p] = old
				continue
			}
		}
		key := uint64(l)<<32 | uint64(h)
		i := pairHash(l, h) & mask
		for {
			k := keys[i]
			if k == key {
				res[p] = Node(ids[i])
				break
			}
			if k == 0 {
				b.put(nodes, id, v, l, h)
				keys[i] = key
				ids[i] = uint32(id)
				res[p] = id
				id++
				break
			}
			i = (i + 1) & mask
		}
	}
	m.nodes = nodes[:id]
	b.made(int(id) - from)
}

// Marks in Bulk.first.
const (
	firstSelf = ^uint32(0)     // the first node with its children
	firstDone = ^uint32(0) - 1 // res is known already
)

// SetCrew lets Level split a large level among the goroutines of c
// (without it, the caller's alone do the work). The nodes made, and
// their ids, do not depend on it. The caller keeps c and closes it.
func (b *Bulk) SetCrew(c *crew.Crew) {
	b.crew, b.workers = c, 1
	if c != nil {
		b.workers = c.Size()
	}
}

// forParts runs f(t, a, z) for T parts a..z-1 of 0..n-1, on the Bulk's
// crew if T > 1.
func (b *Bulk) forParts(T, n int, f func(t, a, z int)) {
	per := (n + T - 1) / T
	if T == 1 {
		f(0, 0, n)
		return
	}
	b.crew.Run(T, func(t int) { f(t, min(n, t*per), min(n, (t+1)*per)) })
}

// levelPart is what one worker of levelLarge keeps: its part's count
// of nodes by group (then its next place in each group), its table for
// finding duplicates, and what it noted of the nodes it made.
type levelPart struct {
	cnt  [256]int
	keys []uint64
	ids  []uint32
	// made: the distinct nodes its groups hold; grouped: the nodes of
	// its part given a group; dups[u]: its groups' duplicates in part u;
	// later: the duplicates of its part whose first position lies in an
	// earlier part
	made, grouped int
	dups          []int
	later         []uint32
	childNote
}

// levelLarge is Level for many nodes. The nodes are first grouped by
// hash into 256 groups (a counting sort that keeps their order), each
// group's duplicates are found with a table small enough for the cache,
// and then the nodes are made in order, a duplicate taking the node of
// the first position with the same children. With several workers,
// each pass is split among them: the positions in parts, the groups in
// turn.
func (b *Bulk) levelLarge(v uint32, lo, hi, res []Node) {
	m := b.m
	n := len(lo)
	start := b.start
	T := min(b.workers, max(1, n/largeLevel))
	if cap(b.first) < n {
		b.first = make([]uint32, n)
		b.pkeys = make([]uint64, n)
		b.ppos = make([]uint32, n)
	}
	if len(b.parts) < T {
		b.parts = make([]levelPart, T)
	}
	parts := b.parts[:T]
	first, pkeys, ppos := b.first[:n], b.pkeys[:n], b.ppos[:n]
	b.forParts(T, n, func(t, a, z int) {
		w := &parts[t]
		w.cnt = [256]int{}
		w.grouped = z - a
		for p := a; p < z; p++ {
			l, h := lo[p], hi[p]
			if h == Empty {
				first[p] = firstDone
				res[p] = l
				w.grouped--
				continue
			}
			if l < start && h < start {
				if id, ok := m.lookup(v, l, h); ok {
					first[p] = firstDone
					res[p] = id
					w.grouped--
					continue
				}
			}
			g := pairHash(l, h) >> 56
			first[p] = uint32(g) // the group, until the nodes are grouped
			w.cnt[g]++
		}
	})
	// each part's first place in each group, and the groups' ends
	var ends [256]int
	at := 0
	for g := 0; g < 256; g++ {
		for t := range parts {
			c := parts[t].cnt[g]
			parts[t].cnt[g] = at
			at += c
		}
		ends[g] = at
	}
	b.forParts(T, n, func(t, a, z int) {
		cnt := &parts[t].cnt
		for p := a; p < z; p++ {
			if first[p] == firstDone {
				continue
			}
			g := first[p]
			first[p] = firstSelf
			k := cnt[g]
			cnt[g]++
			pkeys[k] = uint64(lo[p])<<32 | uint64(hi[p])
			ppos[k] = uint32(p)
		}
	})
	per := (n + T - 1) / T
	b.forParts(T, 256, func(t, _, _ int) {
		w := &parts[t]
		w.made = 0
		if cap(w.dups) < T {
			w.dups = make([]int, T)
		}
		w.dups = w.dups[:T]
		clear(w.dups)
		for g := t; g < 256; g += T {
			from, to := 0, ends[g]
			if g > 0 {
				from = ends[g-1]
			}
			w.made += dedupe(w, pkeys[from:to], ppos[from:to], first, per)
		}
	})
	made := 0
	for t := range parts {
		made += parts[t].made
	}
	b.makeRun(v, lo, hi, res, first, made, parts)
}

// dedupe finds the duplicates among the nodes of one group (keys
// lo<<32|hi at positions pos, in order), pointing first of each at the
// position of its first, and counting them by part (of per positions)
// in w.dups; it returns the number of distinct nodes.
func dedupe(w *levelPart, pkeys []uint64, pos []uint32, first []uint32, per int) int {
	size := 16
	for size < 2*len(pkeys) {
		size *= 2
	}
	if len(w.keys) < size {
		w.keys = make([]uint64, size)
		w.ids = make([]uint32, size)
	}
	keys, ids := w.keys[:size], w.ids[:size]
	clear(keys)
	mask := uint64(size - 1)
	made := 0
	for k, key := range pkeys {
		i := (key * 0x9E3779B97F4A7C15 >> 20) & mask
		for {
			if keys[i] == key {
				first[pos[k]] = ids[i]
				w.dups[int(pos[k])/per]++
				break
			}
			if keys[i] == 0 {
				keys[i] = key
				ids[i] = pos[k]
				made++
				break
			}
			i = (i + 1) & mask
		}
	}
	return made
}

// makeRun appends the made nodes of levelLarge to the store, the
// positions p with first[p] == firstSelf in order, and gives each
// duplicate the node of its first position: the store is made room for
// all of them at once, and the manager's counters are updated once.
// With several parts, each part's nodes are written by its worker from
// its first id on, and the duplicates, whose first position may lie in
// another part, are resolved after.
func (b *Bulk) makeRun(v uint32, lo, hi, res []Node, first []uint32, made int, parts []levelPart) {
	m := b.m
	b.room(made)
	from := len(m.nodes)
	for from+made-1 > int(m.idMask) {
		m.widen()
	}
	nodes := m.nodes[:from+made]
	T, n := len(parts), len(res)
	// each part's first id: the ids of the distinct nodes of the parts
	// before it
	ids := make([]Node, T+1)
	ids[0] = Node(from)
	for t := range parts {
		c := parts[t].grouped
		for u := range parts {
			c -= parts[u].dups[t]
		}
		ids[t+1] = ids[t] + Node(c)
	}
	b.forParts(T, n, func(t, a, z int) {
		w := &parts[t]
		w.childNote = childNote{}
		w.later = w.later[:0]
		id := ids[t]
		for p := a; p < z; p++ {
			switch f := first[p]; f {
			case firstDone:
			case firstSelf:
				w.childNote.put(nodes, id, v, lo[p], hi[p], b.start)
				res[p] = id
				id++
			default:
				if int(f) >= a {
					res[p] = res[f]
				} else {
					w.later = append(w.later, uint32(p))
				}
			}
		}
	})
	for t := range parts {
		for _, p := range parts[t].later {
			res[p] = res[first[p]]
		}
	}
	for t := range parts {
		b.span = max(b.span, parts[t].span)
		b.outside = b.outside || parts[t].outside
	}
	m.nodes = nodes
	b.made(made)
}

// lookup finds the node (v, lo, hi) in the unique table.
func (m *Manager) lookup(v uint32, lo, hi Node) (Node, bool) {
	h := hash3(v, uint32(lo), uint32(hi))
	tag, mask := h<<m.idBits, m.idMask
	tab := m.unique
	i := slotIndex(h, len(tab))
	for {
		s := tab[i]
		if s == 0 {
			return 0, false
		}
		if s&^mask == tag {
			nd := &m.nodes[s&mask]
			if nd.v == v && nd.lo == lo && nd.hi == hi {
				return Node(s & mask), true
			}
		}
		i++
		if i == len(tab) {
			i = 0
		}
	}
}

// Finish closes the Bulk. The nodes it made are entered in the unique
// table, and the operation cache is sized for them, only when the
// manager next looks a node up (settle), so that a diagram that is only
// read costs no table work and no cache memory. It may be called more
// than once.
func (b *Bulk) Finish() {
	if b.done {
		return
	}
	b.done = true
	b.crew = nil
	b.keys, b.ids = nil, nil
	for _, p := range b.spare {
		osmem.Unmap(p)
	}
	b.spare = nil
	m := b.m
	m.closed = closedBlock{}
	if end := Node(len(m.nodes)); !b.outside && end > b.start {
		m.closed = closedBlock{start: b.start, end: end, span: b.span, gcRuns: m.stats.GCRuns}
		if b.top >= b.start && b.top < end {
			m.closed.top = b.top
		}
	}
	if int(b.start) < len(m.nodes) {
		m.unsettled = b.start
	}
}

// settle enters the nodes made by the last Bulk in the unique table
// and sizes the cache for them.
func (m *Manager) settle() {
	from := int(m.unsettled)
	m.unsettled = 0
	m.sizeCache(false)
	if m.live*4 > len(m.unique)*3 {
		// a new table (load 2/3) for every node, the old ones included
		m.rebuildUnique(m.live * 3 / 2)
		return
	}
	m.enter(from, len(m.nodes))
}

// enterChunk is the number of nodes enter sorts at a time.
const enterChunk = 1 << 19

// enter puts the nodes with ids from..to-1 (but free slots) into the
// unique table, which has room for them. They are entered a chunk at a time in the order of
// their slots (a radix sort on the top 16 bits of the slot), so that the
// table is written in one sweep per chunk instead of at random.
func (m *Manager) enter(from, to int) {
	tab := m.unique
	size := len(tab)
	shift := 0
	for (size-1)>>shift >= 1<<16 {
		shift++
	}
	n := min(enterChunk, to-from)
	if n <= 0 {
		return
	}
	keys := make([]uint64, n)
	tmp := make([]uint64, n)
	var cnt [2][256]int
	for base := from; base < to; base += enterChunk {
		c := min(enterChunk, to-base)
		keys, tmp = keys[:c], tmp[:c]
		cnt = [2][256]int{}
		j := 0
		for id := base; id < base+c; id++ {
			nd := &m.nodes[id]
			if nd.v == freeVar {
				continue
			}
			h := hash3(nd.v, uint32(nd.lo), uint32(nd.hi))
			slot := slotIndex(h, size)
			d := slot >> shift
			cnt[0][d&0xFF]++
			cnt[1][d>>8&0xFF]++
			// the slot, then the table entry: tag and id
			keys[j] = uint64(slot)<<32 | uint64(uint32(id)|h<<m.idBits)
			j++
		}
		keys, tmp = keys[:j], tmp[:j]
		for pass := 0; pass < 2; pass++ {
			sum := 0
			for i := range cnt[pass] {
				sum, cnt[pass][i] = sum+cnt[pass][i], sum
			}
			sh := uint(32 + shift + 8*pass)
			for _, k := range keys {
				d := k >> sh & 0xFF
				tmp[cnt[pass][d]] = k
				cnt[pass][d]++
			}
			keys, tmp = tmp, keys
		}
		for _, k := range keys {
			i := int(k >> 32)
			for tab[i] != 0 {
				i++
				if i == size {
					i = 0
				}
			}
			tab[i] = uint32(k)
		}
	}
}
