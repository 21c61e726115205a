package zdd

import (
	"math"
	"time"
	"math/big"
	"math/bits"
)

// The counting routines below keep their per-node values in slices
// indexed by node id and walk the diagram with an explicit stack (the
// stack holds the current path only), so they need no recursion and no
// hash maps, whatever the size of the family.

// bitset is a set of node ids.
type bitset []uint64

func newBitset(n int) bitset { return make(bitset, (n+63)/64) }
func (b bitset) testAndSet(n Node) bool {
	w := &b[n/64]
	bit := uint64(1) << (n % 64)
	if *w&bit != 0 {
		return true
	}
	*w |= bit
	return false
}

// postorder calls visit for every non-terminal node reachable from f,
// each once, children before parents.
func (m *Manager) postorder(f Node, visit func(n Node)) {
	m.postorderIn(f, m.isSmall(f), visit)
}

// postorderIn is postorder with the choice of storage made (see
// isSmall).
func (m *Manager) postorderIn(f Node, small bool, visit func(n Node)) {
	if f <= Base {
		return
	}
	seen := newNodeSet(m, small)
	seen.testAndSet(f)
	stack := []Node{f}
	for len(stack) > 0 {
		m.pollTick()
		n := stack[len(stack)-1]
		nd := m.nodes[n]
		if nd.lo > Base && !seen.testAndSet(nd.lo) {
			stack = append(stack, nd.lo)
			continue
		}
		if nd.hi > Base && !seen.testAndSet(nd.hi) {
			stack = append(stack, nd.hi)
			continue
		}
		stack = stack[:len(stack)-1]
		visit(n)
	}
}

// count64Table returns the number of sets below every node reachable
// from f, indexed by node id (0 for nodes not reachable), or false when
// some count does not fit in a uint64.
func (m *Manager) count64Table(f Node, small bool) (nodeMap[uint64], bool) {
	cnt := newNodeMap[uint64](m, small)
	cnt.set(Base, 1)
	if f <= Base {
		return cnt, true
	}
	// A non-terminal node has at least one set, so a count != 0 marks
	// the nodes already done.
	stack := []Node{f}
	for len(stack) > 0 {
		m.pollTick()
		n := stack[len(stack)-1]
		nd := m.nodes[n]
		a := cnt.get(nd.lo)
		if a == 0 && nd.lo != Empty {
			stack = append(stack, nd.lo)
			continue
		}
		b := cnt.get(nd.hi)
		if b == 0 && nd.hi != Empty {
			stack = append(stack, nd.hi)
			continue
		}
		stack = stack[:len(stack)-1]
		c, carry := bits.Add64(a, b, 0)
		if carry != 0 {
			return nodeMap[uint64]{}, false
		}
		cnt.set(n, c)
	}
	return cnt, true
}

// bigCounts holds exact counts of any size: the count of node n is the
// natural number stored at words[off[n]] (its length in words) followed
// by that many little-endian words.
type bigCounts struct {
	off   nodeMap[uint32]
	words []big.Word
}

func (t *bigCounts) nat(n Node) []big.Word {
	o := t.off.get(n)
	l := uint32(t.words[o])
	return t.words[o+1 : o+1+l : o+1+l]
}

// get sets z to the count of n and returns z; z does not share memory
// with the table.
func (t *bigCounts) get(n Node, z *big.Int) *big.Int {
	w := t.nat(n)
	return z.SetBits(append(z.Bits()[:0], w...))
}

func (m *Manager) bigCountTable(f Node, small bool) *bigCounts {
	t := &bigCounts{off: newNodeMap[uint32](m, small)}
	// words[0] is a placeholder so that offset 0 means "not done".
	t.words = []big.Word{0, 0, 1, 1}
	t.off.set(Empty, 1)
	t.off.set(Base, 2)
	if f <= Base {
		return t
	}
	stack := []Node{f}
	for len(stack) > 0 {
		m.pollTick()
		n := stack[len(stack)-1]
		nd := m.nodes[n]
		if t.off.get(nd.lo) == 0 {
			stack = append(stack, nd.lo)
			continue
		}
		if t.off.get(nd.hi) == 0 {
			stack = append(stack, nd.hi)
			continue
		}
		stack = stack[:len(stack)-1]
		a, b := t.nat(nd.lo), t.nat(nd.hi)
		if len(a) < len(b) {
			a, b = b, a
		}
		h := len(t.words)
		if h+len(a)+2 >= 1<<32 {
			panic(abort{ErrNodeLimit})
		}
		if cap(t.words)-h < len(a)+2 {
			// Double the arena: fewer copies than append's growth.
			t.words = append(make([]big.Word, 0, 2*cap(t.words)+len(a)+2), t.words...)
		}
		t.words = append(t.words, 0)
		var carry uint
		for i := range a {
			var y uint
			if i < len(b) {
				y = uint(b[i])
			}
			var s uint
			s, carry = bits.Add(uint(a[i]), y, carry)
			t.words = append(t.words, big.Word(s))
		}
		if carry != 0 {
			t.words = append(t.words, big.Word(carry))
		}
		t.words[h] = big.Word(len(t.words) - h - 1)
		t.off.set(n, uint32(h))
	}
	return t
}

// memoLimit bounds the number of remembered counts.
const memoLimit = 256

func (m *Manager) forgetCounts() {
	m.countMemo = nil
	m.nodeCountMemo = nil
}

// Count returns the number of sets in f, exactly. Recent results are
// remembered until the next GC, so asking again is free.
func (m *Manager) Count(f Node) *big.Int {
	if f <= Base {
		return big.NewInt(int64(f))
	}
	if c, ok := m.countMemo[f]; ok {
		return new(big.Int).Set(c)
	}
	var c *big.Int
	t0 := time.Now()
	if s, ok := m.newSweep(f); ok {
		println("DEBUG sweep", time.Since(t0).String())
		x, _ := m.countLimbs(s, math.MaxInt)
		println("DEBUG total", time.Since(t0).String())
		c = intFromLimbs(x)
		m.rememberNodeCount(f, s.n)
	} else {
		small := m.isSmall(f)
		if cnt, ok := m.count64Table(f, small); ok {
			c = new(big.Int).SetUint64(cnt.get(f))
		} else {
			c = m.bigCountLean(f, small)
		}
	}
	if m.countMemo == nil || len(m.countMemo) >= memoLimit {
		m.countMemo = make(map[Node]*big.Int)
	}
	m.countMemo[f] = c
	return new(big.Int).Set(c)
}

// addNat returns a + b (little-endian words) in s when its capacity
// suffices, else in new memory.
func addNat(s, a, b []big.Word) []big.Word {
	if len(a) < len(b) {
		a, b = b, a
	}
	if cap(s) < len(a)+1 {
		s = make([]big.Word, len(a), len(a)+len(a)/4+2)
	}
	s = s[:len(a)]
	var carry uint
	for i := range a {
		var y uint
		if i < len(b) {
			y = uint(b[i])
		}
		var w uint
		w, carry = bits.Add(uint(a[i]), y, carry)
		s[i] = big.Word(w)
	}
	if carry != 0 {
		s = append(s, big.Word(carry))
	}
	return s
}

// bigCountLean counts f exactly while holding only the counts still
// needed: a node's count is dropped as soon as its last parent has used
// it, so memory follows the frontier of the walk rather than the whole
// diagram.
func (m *Manager) bigCountLean(f Node, small bool) *big.Int {
	if f <= Base {
		return big.NewInt(int64(f))
	}
	parents := newNodeMap[uint32](m, small)
	m.postorderIn(f, small, func(n Node) {
		nd := m.nodes[n]
		parents.set(nd.lo, parents.get(nd.lo)+1)
		parents.set(nd.hi, parents.get(nd.hi)+1)
	})
	slot := newNodeMap[uint32](m, small)
	vals := [][]big.Word{nil, {1}} // slot 0: Empty, slot 1: Base
	slot.set(Base, 1)
	// Freed slots keep their memory for the next count stored there.
	var free []uint32
	release := func(n Node) {
		if n > Base {
			p := parents.get(n) - 1
			parents.set(n, p)
			if p == 0 {
				free = append(free, slot.get(n))
			}
		}
	}
	m.postorderIn(f, small, func(n Node) {
		nd := m.nodes[n]
		var s uint32
		var mem []big.Word
		if k := len(free); k > 0 {
			s = free[k-1]
			free = free[:k-1]
			mem = vals[s]
		} else {
			s = uint32(len(vals))
			vals = append(vals, nil)
		}
		vals[s] = addNat(mem, vals[slot.get(nd.lo)], vals[slot.get(nd.hi)])
		slot.set(n, s)
		release(nd.lo)
		release(nd.hi)
	})
	return new(big.Int).SetBits(vals[slot.get(f)])
}

// Count64 returns the number of sets in f and true when it fits in a
// uint64, or false when it does not.
func (m *Manager) Count64(f Node) (uint64, bool) {
	if f <= Base {
		return uint64(f), true
	}
	if s, ok := m.newSweep(f); ok {
		m.rememberNodeCount(f, s.n)
		x, ok := m.countLimbs(s, 1)
		if !ok {
			return 0, false
		}
		return x[0], true
	}
	cnt, ok := m.count64Table(f, m.isSmall(f))
	if !ok {
		return 0, false
	}
	return cnt.get(f), true
}

// NodeCount returns the number of non-terminal nodes reachable from f.
// Recent results are remembered until the next GC.
func (m *Manager) NodeCount(f Node) int {
	if f <= Base {
		return 0
	}
	if c, ok := m.nodeCountMemo[f]; ok {
		return c
	}
	var c int
	if s, ok := m.newSweep(f); ok {
		c = s.n
	} else {
		c = m.nodeCount(f)
	}
	m.rememberNodeCount(f, c)
	return c
}

// rememberNodeCount records that f has c nodes.
func (m *Manager) rememberNodeCount(f Node, c int) {
	if m.nodeCountMemo == nil || len(m.nodeCountMemo) >= memoLimit {
		m.nodeCountMemo = make(map[Node]int)
	}
	m.nodeCountMemo[f] = c
}

// nodeCount counts the nodes below f by a depth-first walk.
func (m *Manager) nodeCount(f Node) int {
	if f <= Base {
		return 0
	}
	seen := newNodeSet(m, m.isSmall(f))
	seen.testAndSet(f)
	stack := []Node{f}
	count := 0
	for len(stack) > 0 {
		m.pollTick()
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		count++
		nd := m.nodes[n]
		if nd.lo > Base && !seen.testAndSet(nd.lo) {
			stack = append(stack, nd.lo)
		}
		if nd.hi > Base && !seen.testAndSet(nd.hi) {
			stack = append(stack, nd.hi)
		}
	}
	return count
}

// counter gives exact counts of the nodes below a root, in machine words
// when they fit.
type counter struct {
	small *nodeMap[uint64] // when every count fits in a machine word
	big   *bigCounts
}

func (m *Manager) counter(f Node) counter {
	small := m.isSmall(f)
	if c, ok := m.count64Table(f, small); ok {
		return counter{small: &c}
	}
	return counter{big: m.bigCountTable(f, small)}
}

// get sets z to the count of n and returns it.
func (c counter) get(n Node, z *big.Int) *big.Int {
	if c.small != nil {
		return z.SetUint64(c.small.get(n))
	}
	return c.big.get(n, z)
}

// Sizes returns the histogram of set sizes of f: element k is the number
// of sets of f with exactly k elements. The slice ends at the largest
// size present (it is empty for the empty family).
func (m *Manager) Sizes(f Node) []*big.Int {
	if f == Empty {
		return nil
	}
	if f == Base {
		return []*big.Int{big.NewInt(1)}
	}
	// Each node's histogram is kept only until its last parent has used
	// it, so only the frontier of the walk is held in memory.
	small := m.isSmall(f)
	parents := newNodeMap[uint32](m, small)
	m.postorderIn(f, small, func(n Node) {
		nd := m.nodes[n]
		parents.set(nd.lo, parents.get(nd.lo)+1)
		parents.set(nd.hi, parents.get(nd.hi)+1)
	})
	// Entries are bounded by the count: machine words suffice when it
	// does.
	if _, ok := m.count64Table(f, small); ok {
		hist := map[Node][]uint64{Base: {1}}
		get := func(n Node) []uint64 { return hist[n] }
		release := func(n Node) {
			if n > Base {
				p := parents.get(n) - 1
				parents.set(n, p)
				if p == 0 {
					delete(hist, n)
				}
			}
		}
		m.postorderIn(f, small, func(n Node) {
			nd := m.nodes[n]
			a, b := get(nd.lo), get(nd.hi)
			h := make([]uint64, max(len(a), len(b)+1))
			copy(h, a)
			for k, c := range b {
				h[k+1] += c
			}
			hist[n] = h
			release(nd.lo)
			release(nd.hi)
		})
		out := make([]*big.Int, len(hist[f]))
		for k, c := range hist[f] {
			out[k] = new(big.Int).SetUint64(c)
		}
		return out
	}
	hist := map[Node][]*big.Int{Base: {big.NewInt(1)}}
	release := func(n Node) {
		if n > Base {
			p := parents.get(n) - 1
			parents.set(n, p)
			if p == 0 {
				delete(hist, n)
			}
		}
	}
	m.postorderIn(f, small, func(n Node) {
		nd := m.nodes[n]
		a, b := hist[nd.lo], hist[nd.hi]
		// Entries are never changed once made, so they are shared
		// between histograms; nil stands for zero.
		h := make([]*big.Int, max(len(a), len(b)+1))
		for k := range h {
			var x, y *big.Int
			if k < len(a) {
				x = a[k]
			}
			if k >= 1 && k-1 < len(b) {
				y = b[k-1]
			}
			switch {
			case x == nil:
				h[k] = y
			case y == nil:
				h[k] = x
			default:
				h[k] = new(big.Int).Add(x, y)
			}
		}
		hist[n] = h
		release(nd.lo)
		release(nd.hi)
	})
	out := make([]*big.Int, len(hist[f]))
	for k, c := range hist[f] {
		out[k] = new(big.Int)
		if c != nil {
			out[k].Set(c)
		}
	}
	return out
}

// Whole-diagram dynamic programs by sweeping the store.
//
// A node's children exist before the node, and a store without reused
// slots hands out ids in increasing order (MakeNode and Bulk append), so
// in such a store every child id is below its parent's id. Then the
// nodes reachable from f are found by one pass over the ids from f down
// (a node is marked when a marked parent above it is passed), and any
// bottom-up dynamic program runs in one pass over the marked ids going
// up: both passes read the store in address order instead of hopping
// through it. Free slots reused after GC can break the order; the
// downward pass notices (a child whose id is above its parent's) and the
// callers fall back to depth-first walks.

// sweep holds the nodes reachable from a root whose diagram is ordered
// by id (every child id below its parent's).
type sweep struct {
	bits bitset // over ids 0..root: the reachable non-terminal nodes
	n    int    // how many there are
	// last holds two bits per node, by rank counted from the top (the
	// root is 0): bit 0 is set when the node is the highest parent of
	// its 0-child, bit 1 when it is the highest parent of its 1-child
	// (and the 1-child is not the 0-child), so that an upward pass knows
	// when a child's value is used for the last time.
	last []uint64
	dir  []uint32 // dir[w]: reachable ids below 64*w (see rank)
}

// newSweep marks the nodes reachable from f (a non-terminal) by one
// downward pass over the ids, or reports false when some reachable
// node has a child with a larger id than its own.
func (m *Manager) newSweep(f Node) (*sweep, bool) {
	b := newBitset(int(f) + 1)
	b[f/64] |= 1 << (f % 64)
	nodes := m.nodes[:f+1]
	last := make([]uint64, 0, 64)
	var cur uint64
	k := 0
	for w := len(b) - 1; w >= 0; w-- {
		x := b[w]
		for x != 0 {
			j := 63 - bits.LeadingZeros64(x)
			id := Node(w*64 + j)
			nd := nodes[id]
			if nd.lo >= id || nd.hi >= id {
				return nil, false
			}
			var fl uint64
			if c := nd.lo; c > Base && b[c/64]&(1<<(c%64)) == 0 {
				b[c/64] |= 1 << (c % 64)
				fl = 1
			}
			if c := nd.hi; c > Base && b[c/64]&(1<<(c%64)) == 0 {
				b[c/64] |= 1 << (c % 64)
				fl |= 2
			}
			cur |= fl << (2 * (k % 32))
			if k++; k%32 == 0 {
				last = append(last, cur)
				cur = 0
				m.pollSteps(32)
			}
			// Children may lie in this very word, below bit j.
			x = b[w] & (1<<j - 1)
		}
	}
	if k%32 != 0 {
		last = append(last, cur)
	}
	return &sweep{bits: b, n: k, last: last}, true
}

// pollSteps accounts for k steps of a long loop, checking for an
// interrupt as pollTick does once every 65536 steps.
func (m *Manager) pollSteps(k uint32) {
	t := m.tick
	m.tick += k
	if t>>16 != m.tick>>16 {
		m.checkAbort()
	}
}

// ranks prepares rank.
func (s *sweep) ranks() {
	s.dir = make([]uint32, len(s.bits))
	r := uint32(0)
	for w, x := range s.bits {
		s.dir[w] = r
		r += uint32(bits.OnesCount64(x))
	}
}

// rank returns the number of reachable nodes with an id below n, a
// reachable non-terminal: its position in the upward pass.
func (s *sweep) rank(n Node) uint32 {
	return s.dir[n/64] + uint32(bits.OnesCount64(s.bits[n/64]&(1<<(n%64)-1)))
}

// flags returns the two bits of last for the node of upward position i.
func (s *sweep) flags(i int) uint64 {
	k := s.n - 1 - i
	return s.last[k/32] >> (2 * (k % 32)) & 3
}

// ascend calls visit for every reachable node in increasing id order
// (children before parents) with its upward position i, until visit
// returns false.
func (s *sweep) ascend(m *Manager, visit func(n Node, i int) bool) {
	i := 0
	for w, x := range s.bits {
		if x != 0 {
			m.pollSteps(uint32(bits.OnesCount64(x)))
		}
		for x != 0 {
			n := Node(w*64 + bits.TrailingZeros64(x))
			x &= x - 1
			if !visit(n, i) {
				return
			}
			i++
		}
	}
}

// limbCounts holds the counts of the nodes whose count is still needed
// during an upward pass: each in a slot of w little-endian limbs, slot
// 0 holding 0 (Empty) and slot 1 holding 1 (Base). A slot is given back
// when the highest parent of its node has used it, so only the counts of
// a few levels are held at a time.
type limbCounts struct {
	w    int
	vals []uint64 // slot k at vals[k*w : k*w+w]
	free []uint32
}

// widen gives every slot one more (zero) limb.
func (c *limbCounts) widen() {
	slots := len(c.vals) / c.w
	v := make([]uint64, slots*(c.w+1), (slots+slots/4+16)*(c.w+1))
	for k := range slots {
		copy(v[k*(c.w+1):], c.vals[k*c.w:k*c.w+c.w])
	}
	c.vals = v
	c.w++
}

// countLimbs counts the sets of f (whose sweep is s) in limbs of at most
// maxLimbs words, reporting false when the count needs more. The count
// of every node is at most that of f (each set below a reachable node
// extends to a distinct set of f), so the limbs are widened only when
// the count of f will need them.
func (m *Manager) countLimbs(s *sweep, maxLimbs int) ([]uint64, bool) {
	s.ranks()
	nodes := m.nodes
	slot := make([]uint32, s.n) // slot of each node, by upward position
	c := &limbCounts{w: 1, vals: make([]uint64, 2, 1024)}
	c.vals[1] = 1
	slotOf := func(n Node) uint32 {
		if n <= Base {
			return uint32(n)
		}
		return slot[s.rank(n)]
	}
	ok := true
	s.ascend(m, func(n Node, i int) bool {
		nd := nodes[n]
		a, b := slotOf(nd.lo), slotOf(nd.hi)
		fl := s.flags(i)
		// The node's count goes to the slot of a child used here for
		// the last time, else to a free or new slot.
		var d uint32
		switch {
		case fl&1 != 0:
			d = a
			if fl&2 != 0 {
				c.free = append(c.free, b)
			}
		case fl&2 != 0:
			d = b
		case len(c.free) > 0:
			d = c.free[len(c.free)-1]
			c.free = c.free[:len(c.free)-1]
		default:
			d = uint32(len(c.vals) / c.w)
			c.vals = append(c.vals, make([]uint64, c.w)...)
		}
		slot[i] = d
		w := c.w
		var carry uint64
		if w == 1 {
			c.vals[d], carry = bits.Add64(c.vals[a], c.vals[b], 0)
		} else {
			x, y, z := c.vals[a*uint32(w):][:w], c.vals[b*uint32(w):][:w], c.vals[d*uint32(w):][:w]
			for j := range z {
				z[j], carry = bits.Add64(x[j], y[j], carry)
			}
		}
		if carry != 0 {
			if w >= maxLimbs {
				ok = false
				return false
			}
			c.widen()
			c.vals[int(d)*c.w+w] = carry
		}
		return true
	})
	if !ok {
		return nil, false
	}
	println("DEBUG slots", len(c.vals)/c.w, "w", c.w, "n", s.n)
	d := int(slot[s.n-1])
	return c.vals[d*c.w : d*c.w+c.w], true
}

// intFromLimbs returns the natural number of the little-endian limbs x.
func intFromLimbs(x []uint64) *big.Int {
	var w []big.Word
	if bits.UintSize == 64 {
		w = make([]big.Word, len(x))
		for i, v := range x {
			w[i] = big.Word(v)
		}
	} else {
		w = make([]big.Word, 2*len(x))
		for i, v := range x {
			w[2*i], w[2*i+1] = big.Word(v), big.Word(v>>32)
		}
	}
	return new(big.Int).SetBits(w)
}
