package zdd

import (
	"math"
	"math/big"
	"math/bits"
)

// Counting walks the whole diagram below a root. When the diagram is
// ordered by id (every child id below its parent's, as in a store whose
// slots were never reused) it is swept: one pass down the ids finds the
// reachable nodes and one pass up computes the values, both reading the
// store in address order (see sweep, at the end of this file). Otherwise
// the routines below walk the diagram depth first with an explicit stack
// (it holds the current path only), keeping per-node values in slices
// indexed by node id, or in hash maps for a family much smaller than the
// store (see isSmall).

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
	if s, ok := m.newMarks(f); ok {
		fits := true
		s.ascend(m, func(n Node, _ int) bool {
			nd := m.nodes[n]
			c, carry := bits.Add64(cnt.get(nd.lo), cnt.get(nd.hi), 0)
			cnt.set(n, c)
			fits = carry == 0
			return fits
		})
		if !fits {
			return nodeMap[uint64]{}, false
		}
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
	if s, ok := m.newMarks(f); ok {
		s.ascend(m, func(n Node, _ int) bool {
			t.add(n, m.nodes[n])
			return true
		})
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
		t.add(n, nd)
	}
	return t
}

// add stores the count of n, the sum of the counts of its children.
func (t *bigCounts) add(n Node, nd node) {
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
	if s, ok := m.closedSweep(f); ok {
		x, _ := m.countLimbs(s, math.MaxInt)
		c = intFromLimbs(x)
	} else if s, ok := m.newMarks(f); ok {
		x, _ := m.countLimbs(s, math.MaxInt)
		c = intFromLimbs(x)
		m.rememberNodeCount(f, s.n)
	} else {
		small := m.isSmall(f)
		if cnt, ok := m.count64Table(f, small); ok {
			c = new(big.Int).SetUint64(cnt.get(f))
		} else {
			c = m.bigCountLean(f)
		}
	}
	m.rememberCount(f, c)
	return new(big.Int).Set(c)
}

// rememberCount records that f has c sets (c is kept, not copied).
func (m *Manager) rememberCount(f Node, c *big.Int) {
	if m.countMemo == nil || len(m.countMemo) >= memoLimit {
		m.countMemo = make(map[Node]*big.Int)
	}
	m.countMemo[f] = c
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
// needed (foldLean), each new count written over the memory of one no
// longer needed.
func (m *Manager) bigCountLean(f Node) *big.Int {
	c := foldLean(m, f, nil, []big.Word{1}, func(_ Node, lo, hi, spare []big.Word) []big.Word {
		return addNat(spare, lo, hi)
	})
	return new(big.Int).SetBits(c)
}

// Count64 returns the number of sets in f and true when it fits in a
// uint64, or false when it does not.
func (m *Manager) Count64(f Node) (uint64, bool) {
	if f <= Base {
		return uint64(f), true
	}
	if c, ok := m.countMemo[f]; ok {
		if !c.IsUint64() {
			return 0, false
		}
		return c.Uint64(), true
	}
	if s, ok := m.newMarks(f); ok {
		m.rememberNodeCount(f, s.n)
		x, ok := m.countLimbs(s, 1)
		if !ok {
			return 0, false
		}
		m.rememberCount(f, new(big.Int).SetUint64(x[0]))
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
	if cb, ok := m.closedBlock(); ok && f == cb.top && f != 0 {
		c = int(cb.end - cb.start)
	} else if s, ok := m.newMarks(f); ok {
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
	if s, ok := m.newSweep(f); ok {
		m.rememberNodeCount(f, s.n)
		c, _ := m.countLimbs(s, math.MaxInt)
		m.rememberCount(f, intFromLimbs(c))
		return m.sizesSweep(s, len(c))
	}
	return m.sizesDFS(f)
}

// sizesDFS is Sizes by depth-first walks, for any diagram: a fold
// whose values are histograms, each kept only until its last parent has
// used it (foldLean), in machine words when the count fits in one.
func (m *Manager) sizesDFS(f Node) []*big.Int {
	if _, ok := m.count64Table(f, m.isSmall(f)); ok {
		hist := foldLean(m, f, nil, []uint64{1}, func(_ Node, a, b, h []uint64) []uint64 {
			n := max(len(a), len(b)+1)
			if cap(h) < n {
				h = make([]uint64, n, n+n/4)
			} else {
				h = h[:n]
				clear(h)
			}
			copy(h, a)
			for k, c := range b {
				h[k+1] += c
			}
			return h
		})
		out := make([]*big.Int, len(hist))
		for k, c := range hist {
			out[k] = new(big.Int).SetUint64(c)
		}
		return out
	}
	// Entries are never changed once made, so they are shared between
	// histograms; nil stands for zero.
	hist := foldLean(m, f, nil, []*big.Int{big.NewInt(1)}, func(_ Node, a, b, h []*big.Int) []*big.Int {
		n := max(len(a), len(b)+1)
		if cap(h) < n {
			h = make([]*big.Int, n, n+n/4)
		} else {
			h = h[:n]
		}
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
		return h
	})
	out := make([]*big.Int, len(hist))
	for k, c := range hist {
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
// by id (every child id below its parent's). The rank of a reachable
// node is the number of reachable nodes with smaller ids: its position
// in the upward pass.
type sweep struct {
	bits bitset // over ids 0..root: the reachable non-terminal nodes
	n    int    // how many there are
	low  Node   // the smallest of them
	root Node   // the node it was made from, the largest of them
	// span is the largest id difference between a node and a
	// non-terminal child, which bounds their rank difference: a value
	// computed in the upward pass is needed for at most span more ranks.
	span int
	// last holds two bits per node, by rank counted from the top (the
	// root is 0): bit 0 is set when the node is the highest parent of
	// its 0-child, bit 1 when it is the highest parent of its 1-child
	// (and the 1-child is not the 0-child), so that an upward pass knows
	// when a child's value is used for the last time. It is nil in a
	// sweep made by newMarks.
	last [][]uint64 // in chunks of lastChunk words
	// dir[w-dirFrom] is the number of reachable ids below 64*w; dir is
	// nil when the reachable ids are exactly low..root (ranks are then
	// offsets from low).
	dir     []uint32
	dirFrom int
}

// newSweep marks the nodes reachable from f (a non-terminal) by one
// downward pass over the ids, or reports false when some reachable
// node has a child with a larger id than its own.
func (m *Manager) newSweep(f Node) (*sweep, bool) { return m.sweepFrom(f, true) }

// closedBlock returns the manager's closed block, and whether it still
// holds (no GC has run since it was recorded).
func (m *Manager) closedBlock() (closedBlock, bool) {
	cb := m.closed
	return cb, cb.end > cb.start && cb.gcRuns == m.stats.GCRuns
}

// closedSweep returns a sweep for counting f without a marking pass,
// when f is one of the nodes of the manager's closed block: the nodes
// reachable from f are then among the block's nodes up to f, and the
// sweep takes them all (n, and the marks, count the nodes that f does
// not reach too, which a count computes for nothing but which change no
// count that f needs; NodeCount must not use it).
func (m *Manager) closedSweep(f Node) (*sweep, bool) {
	cb, ok := m.closedBlock()
	if !ok || f < cb.start || f >= cb.end || int(f) >= len(m.nodes) {
		return nil, false
	}
	b := newBitset(int(f) + 1)
	first, last := int(cb.start), int(f)
	for w := first / 64; w <= last/64; w++ {
		x := ^uint64(0)
		if w == first/64 {
			x &^= 1<<(first%64) - 1
		}
		if w == last/64 && last%64 != 63 {
			x &= 1<<(last%64+1) - 1
		}
		b[w] = x
	}
	return &sweep{bits: b, n: last - first + 1, low: cb.start, root: f, span: int(cb.span)}, true
}

// newMarks is newSweep without the last-use flags (sweep.last is nil),
// for the passes that need only the reachable nodes and their ranks.
func (m *Manager) newMarks(f Node) (*sweep, bool) { return m.sweepFrom(f, false) }

// sweepFrom is newSweep, with the last-use flags if flags is set.
func (m *Manager) sweepFrom(f Node, flags bool) (*sweep, bool) {
	b := newBitset(int(f) + 1)
	b[f/64] |= 1 << (f % 64)
	nodes := m.nodes[:f+1]
	var last [][]uint64
	chunk := make([]uint64, 0, lastChunk)
	var cur uint64
	k := 0
	span := Node(0)
	low := f
	// The terminals count as marked from the start (so that marking
	// needs no test for them); word 0 is read without them.
	b[0] |= 3
	pending := 1 // marked nodes not yet passed
	for w := len(b) - 1; w >= 0; w-- {
		skip := uint64(0)
		if w == 0 {
			skip = 3
		}
		x := b[w] &^ skip
		for x != 0 {
			j := 63 - bits.LeadingZeros64(x)
			id := Node(w*64 + j)
			nd := nodes[id]
			if nd.lo >= id || nd.hi >= id {
				return nil, false
			}
			low = id
			// Branch-free: whether the child was unmarked goes to fl,
			// and a terminal child adds nothing to the span.
			c := nd.lo
			old := b[c/64]
			b[c/64] = old | 1<<(c%64)
			fl := ^old >> (c % 64) & 1
			span = max(span, (id-c)&((c-2)>>31-1))
			c = nd.hi
			old = b[c/64]
			b[c/64] = old | 1<<(c%64)
			fl |= (^old >> (c % 64) & 1) << 1
			span = max(span, (id-c)&((c-2)>>31-1))
			pending += int(fl&1+fl>>1) - 1
			cur |= fl << (2 * (k % 32))
			if k++; k%32 == 0 {
				if flags {
					chunk = append(chunk, cur)
					if len(chunk) == lastChunk {
						last = append(last, chunk)
						chunk = make([]uint64, 0, lastChunk)
					}
				}
				cur = 0
				m.pollSteps(32)
			}
			// Children may lie in this very word, below bit j.
			x = b[w] & (1<<j - 1) &^ skip
		}
		if pending == 0 {
			break // no marked node left below
		}
	}
	b[0] &^= 3
	if flags {
		if k%32 != 0 {
			chunk = append(chunk, cur)
		}
		if len(chunk) > 0 {
			last = append(last, chunk)
		}
	}
	s := &sweep{bits: b, n: k, low: low, root: f, span: int(span), last: last}
	if k != int(f-low)+1 {
		s.dirFrom = int(low / 64)
		s.dir = make([]uint32, len(b)-s.dirFrom)
		r := uint32(0)
		for w, x := range b[s.dirFrom:] {
			s.dir[w] = r
			r += uint32(bits.OnesCount64(x))
		}
	}
	return s, true
}

// lastChunk is the number of words of a chunk of sweep.last.
const lastChunk = 1 << 12

// pollSteps accounts for k steps of a long loop, checking for an
// interrupt as pollTick does once every 65536 steps.
func (m *Manager) pollSteps(k uint32) {
	t := m.tick
	m.tick += k
	if t>>16 != m.tick>>16 {
		m.checkAbort()
		if m.walked != nil {
			m.walkSteps += uint64(k)
			m.walked(m.walkSteps)
		}
	} else if m.walked != nil {
		m.walkSteps += uint64(k)
	}
}

// rank returns the rank of n, a reachable non-terminal.
func (s *sweep) rank(n Node) int {
	if s.dir == nil {
		return int(n - s.low)
	}
	return int(s.dir[int(n/64)-s.dirFrom]) + bits.OnesCount64(s.bits[n/64]&(1<<(n%64)-1))
}

// flags returns the two bits of last for the node of rank i.
func (s *sweep) flags(i int) uint64 {
	k := s.n - 1 - i
	w := k / 32
	return s.last[w/lastChunk][w%lastChunk] >> (2 * (k % 32)) & 3
}

// cursor runs through the reachable nodes in increasing id order.
type cursor struct {
	bits bitset
	w    int
	x    uint64
}

func (s *sweep) cursor() cursor { return cursor{bits: s.bits, w: int(s.low/64) - 1} }

// next returns the next node, or false at the end.
func (c *cursor) next() (Node, bool) {
	for c.x == 0 {
		if c.w++; c.w >= len(c.bits) {
			return 0, false
		}
		c.x = c.bits[c.w]
	}
	n := Node(c.w*64 + bits.TrailingZeros64(c.x))
	c.x &= c.x - 1
	return n, true
}

// ascend calls visit for every reachable node in increasing id order
// (children before parents) with its rank, until visit returns false.
func (s *sweep) ascend(m *Manager, visit func(n Node, i int) bool) {
	c := s.cursor()
	for i := 0; ; i++ {
		n, ok := c.next()
		if !ok {
			return
		}
		if i%4096 == 0 {
			m.pollSteps(4096)
		}
		if !visit(n, i) {
			return
		}
	}
}

// countLimbs counts the sets of f (whose sweep is s) in little-endian
// limbs, at most maxLimbs of them, or reports false when the count needs
// more. Counts start in one limb per node and are widened, keeping what
// was computed, when a sum carries out: the count of every node is at
// most that of f (each set below a reachable node extends to a distinct
// set of f), so they are widened only as far as the count of f needs.
// The counts are kept in a ring over the ranks when the span is small
// enough for it to have at most half as many slots as there are nodes,
// else in an array by rank.
func (m *Manager) countLimbs(s *sweep, maxLimbs int) ([]uint64, bool) {
	ring := 1 << 10
	for ring <= s.span {
		ring *= 2
	}
	if ring <= s.n/2 {
		return m.countRing(s, ring, maxLimbs)
	}
	if s.last == nil {
		s, _ = m.newSweep(s.root)
	}
	return m.countDense(s, maxLimbs)
}

// limbSlots holds natural numbers in slots of w limbs each
// (little-endian, the top ones possibly zero).
type limbSlots struct {
	w    int
	vals []uint64
	// The counts of the terminals, and scratch numbers, in w limbs.
	zero, one []uint64
	scratch   [2][]uint64
}

// newLimbSlots returns slots of w limbs, all zero.
func newLimbSlots(w, slots int) *limbSlots {
	l := &limbSlots{w: w, vals: make([]uint64, slots*w)}
	l.constants()
	return l
}

// constants makes the terminals' counts and the scratch numbers.
func (l *limbSlots) constants() {
	w := l.w
	l.zero, l.one = make([]uint64, w), make([]uint64, w)
	l.one[0] = 1
	l.scratch = [2][]uint64{make([]uint64, w), make([]uint64, w)}
}

// get returns the number in slot k.
func (l *limbSlots) get(k int) []uint64 { return l.vals[k*l.w:][:l.w] }

// terminal returns the count of a terminal node.
func (l *limbSlots) terminal(n Node) []uint64 {
	if n == Empty {
		return l.zero
	}
	return l.one
}

// small returns x in scratch number k.
func (l *limbSlots) small(x uint64, k int) []uint64 {
	l.scratch[k][0] = x
	return l.scratch[k]
}

// add sets slot d to x + y (w limbs each; either may be slot d),
// widening every slot when the sum needs more than w limbs; it reports
// false instead when that would pass maxLimbs.
func (l *limbSlots) add(d int, x, y []uint64, maxLimbs int) bool {
	w := l.w
	z := l.vals[d*w:][:w]
	x, y = x[:w], y[:w]
	var carry uint64
	for j := range z {
		z[j], carry = bits.Add64(x[j], y[j], carry)
	}
	if carry != 0 {
		if w >= maxLimbs {
			return false
		}
		l.widen()
		l.vals[d*l.w+w] = carry
	}
	return true
}

// widen gives every slot one more limb (zero).
func (l *limbSlots) widen() {
	w := l.w + 1
	slots := len(l.vals) / l.w
	v := make([]uint64, slots*w, cap(l.vals)/l.w*w)
	for k := range slots {
		copy(v[k*w:], l.vals[k*l.w:k*l.w+l.w])
	}
	l.vals, l.w = v, w
	l.constants()
}

// grow appends a slot and returns its number.
func (l *limbSlots) grow() int {
	l.vals = append(l.vals, make([]uint64, l.w)...)
	return len(l.vals)/l.w - 1
}

// countRing is countLimbs for a diagram whose nodes are close to their
// children in rank: a node's count is kept in a ring of slots (a power
// of two larger than the span) at its rank, where it stays until every
// parent has used it.
func (m *Manager) countRing(s *sweep, size, maxLimbs int) ([]uint64, bool) {
	mask := size - 1
	nodes := m.nodes
	// Two more slots hold the counts of the terminals (0 and 1), for the
	// loop of several limbs, so that a child's slot is found without a
	// test.
	m.reserveExtra(int64(size+2) * 8)
	low := make([]uint64, size+2)
	c := s.cursor()
	i := 0
	// While every count fits in one limb: the plain loop.
	for ; ; i++ {
		n, ok := c.next()
		if !ok {
			return []uint64{low[(i-1)&mask]}, true
		}
		if i%4096 == 0 {
			m.pollSteps(4096)
		}
		nd := nodes[n]
		x, y := uint64(nd.lo), uint64(nd.hi)
		if nd.lo > Base {
			x = low[s.rank(nd.lo)&mask]
		}
		if nd.hi > Base {
			y = low[s.rank(nd.hi)&mask]
		}
		sum, carry := bits.Add64(x, y, 0)
		low[i&mask] = sum
		if carry != 0 {
			break
		}
	}
	// The node of rank i needs two limbs. From here limb j of the count
	// in slot k is planes[j][k]: the first plane is low, and a plane is
	// added when a count needs one more limb, so that nothing is copied
	// and no two layouts are held at once.
	if maxLimbs <= 1 {
		return nil, false
	}
	low[size], low[size+1] = 0, 1
	m.reserveExtra(2 * int64(size+2) * 8)
	high := make([]uint64, size+2)
	high[i&mask] = 1
	planes := [][]uint64{low, high}
	work := 0
	contiguous := s.dir == nil
	slot := func(n Node) int {
		if n <= Base {
			return size + int(n)
		}
		if contiguous {
			return int(n-s.low) & mask
		}
		return s.rank(n) & mask
	}
	for i++; ; i++ {
		n, ok := c.next()
		if !ok {
			k := (i - 1) & mask
			x := make([]uint64, len(planes))
			for j, p := range planes {
				x[j] = p[k]
			}
			return trimLimbs(x), true
		}
		if i%4096 == 0 {
			m.pollSteps(4096)
		}
		// Wide counts: a look at the interrupt every 2^16 limbs added,
		// not every 2^16 nodes.
		if work += len(planes); work >= 1<<16 {
			work = 0
			m.checkAbort()
		}
		nd := nodes[n]
		sx, sy, sz := slot(nd.lo), slot(nd.hi), i&mask
		var carry uint64
		for _, p := range planes {
			p[sz], carry = bits.Add64(p[sx], p[sy], carry)
		}
		if carry != 0 {
			if len(planes) >= maxLimbs {
				return nil, false
			}
			m.reserveExtra(int64(len(planes)+1) * int64(size+2) * 8)
			p := make([]uint64, size+2)
			p[sz] = carry
			planes = append(planes, p)
		}
	}
}

// trimLimbs returns x without its zero top limbs.
func trimLimbs(x []uint64) []uint64 {
	for len(x) > 1 && x[len(x)-1] == 0 {
		x = x[:len(x)-1]
	}
	return x
}

// countDense is countLimbs for any ordered diagram. While the counts
// fit in one limb they are kept in an array by rank (a word per node);
// from the first node whose count does not fit, counts are kept in
// slots, each given back when the highest parent of its node has used
// it, so that only the wide counts of a few levels are held at a time
// (plus a slot number per node from that one up).
func (m *Manager) countDense(s *sweep, maxLimbs int) ([]uint64, bool) {
	nodes := m.nodes
	dense := make([]uint64, s.n)
	c := s.cursor()
	i := 0
	for ; ; i++ {
		n, ok := c.next()
		if !ok {
			return []uint64{dense[i-1]}, true
		}
		if i%4096 == 0 {
			m.pollSteps(4096)
		}
		nd := nodes[n]
		x, y := uint64(nd.lo), uint64(nd.hi)
		if nd.lo > Base {
			x = dense[s.rank(nd.lo)]
		}
		if nd.hi > Base {
			y = dense[s.rank(nd.hi)]
		}
		sum, carry := bits.Add64(x, y, 0)
		dense[i] = sum
		if carry != 0 {
			break
		}
	}
	if maxLimbs <= 1 {
		return nil, false
	}
	// Nodes of rank i0 and above keep their counts in slots.
	i0 := i
	slot := make([]uint32, s.n-i0)
	l := newLimbSlots(2, 0)
	d := l.grow()
	l.vals[2*d], l.vals[2*d+1] = dense[i0], 1
	slot[0] = uint32(d)
	var free []uint32
	work := 0 // limbs added since the last look at the interrupt
	// operand returns the count of child n (the k-th operand) and its
	// slot, or -1 when it has none.
	operand := func(n Node, k int) ([]uint64, int) {
		if n <= Base {
			return l.terminal(n), -1
		}
		r := s.rank(n)
		if r < i0 {
			return l.small(dense[r], k), -1
		}
		d := int(slot[r-i0])
		return l.get(d), d
	}
	for i++; ; i++ {
		n, ok := c.next()
		if !ok {
			return trimLimbs(l.get(int(slot[s.n-1-i0]))), true
		}
		if i%4096 == 0 {
			m.pollSteps(4096)
		}
		nd := nodes[n]
		x, a := operand(nd.lo, 0)
		y, b := operand(nd.hi, 1)
		fl := s.flags(i)
		if a < 0 {
			fl &^= 1
		}
		if b < 0 {
			fl &^= 2
		}
		// The count goes to the slot of a child used here for the last
		// time, else to a free or new slot.
		var d int
		switch {
		case fl&1 != 0:
			d = a
			if fl&2 != 0 {
				free = append(free, uint32(b))
			}
		case fl&2 != 0:
			d = b
		case len(free) > 0:
			d = int(free[len(free)-1])
			free = free[:len(free)-1]
		default:
			d = l.grow()
		}
		if !l.add(d, x, y, maxLimbs) {
			return nil, false
		}
		if work += l.w; work >= 1<<16 {
			work = 0
			m.checkAbort()
		}
		slot[i-i0] = uint32(d)
	}
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

// slotRing returns the number of entries and the index mask of a table
// that maps the rank of a node to a per-node value (such as a slot
// number) while the node's value is needed: a ring over ranks when the
// span is small, else one entry per node (mask -1 keeps the rank).
func (s *sweep) slotRing() (int, int) {
	size := 1 << 10
	for size <= s.span {
		size *= 2
	}
	if size >= s.n {
		return s.n, -1
	}
	return size, size - 1
}

// histogram is the size histogram of one node during sizesSweep: entry
// k (w limbs, little-endian) is the number of sets of size off+k*step.
// Sizes between the entries have no sets, and step is 0 when there is
// one entry. (In a bipartite graph, for instance, the paths between two
// vertices all have the same parity, and so have their parts below a
// node of a frontier-based diagram: step 2 halves the work.)
type histogram struct {
	off, step int
	vals      []uint64
}

// gcd returns the greatest common divisor of a and b (a, b >= 0).
func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// sizesSweep is Sizes for an ordered diagram whose count fits in w
// limbs (so does every entry of every node's histogram). A node's
// histogram is held from its computation until its highest parent has
// used it.
func (m *Manager) sizesSweep(s *sweep, w int) []*big.Int {
	nodes := m.nodes
	size, mask := s.slotRing()
	slot := make([]uint32, size) // by rank & mask
	one := make([]uint64, w)
	one[0] = 1
	hs := []histogram{{}, {vals: one}} // Empty, Base
	var free []uint32
	slotOf := func(n Node) uint32 {
		if n <= Base {
			return uint32(n)
		}
		return slot[s.rank(n)&mask]
	}
	var last uint32
	s.ascend(m, func(n Node, i int) bool {
		nd := nodes[n]
		a, b := slotOf(nd.lo), slotOf(nd.hi)
		ha, hb := hs[a], hs[b]
		hb.off++ // the sets of the 1-child gain the node's variable
		la, lb := len(ha.vals)/w, len(hb.vals)/w
		off, step, end := hb.off, hb.step, hb.off+(lb-1)*hb.step
		if la > 0 {
			step = gcd(gcd(step, ha.step), max(off-ha.off, ha.off-off))
			off, end = min(off, ha.off), max(end, ha.off+(la-1)*ha.step)
		}
		entries := 1
		if step > 0 {
			entries += (end - off) / step
		}
		var d uint32
		if k := len(free); k > 0 {
			d = free[k-1]
			free = free[:k-1]
		} else {
			d = uint32(len(hs))
			hs = append(hs, histogram{})
		}
		v := hs[d].vals[:0]
		if need := entries * w; cap(v) < need {
			v = make([]uint64, need, need+need/2)
		} else {
			v = v[:need]
			clear(v)
		}
		addEntries(v, off, step, hb, w)
		if la > 0 {
			addEntries(v, off, step, ha, w)
		}
		hs[d] = histogram{off: off, step: step, vals: v}
		slot[i&mask] = d
		last = d
		fl := s.flags(i)
		if fl&1 != 0 {
			free = append(free, a)
		}
		if fl&2 != 0 {
			free = append(free, b)
		}
		return true
	})
	h := hs[last]
	k := len(h.vals) / w
	out := make([]*big.Int, h.off+(k-1)*h.step+1)
	for j := range out {
		out[j] = new(big.Int)
	}
	for e := range k {
		out[h.off+e*h.step] = intFromLimbs(h.vals[e*w:][:w])
	}
	return out
}

// addEntries adds the entries of h to v, the entries of a histogram
// starting at size off with the given step, which divides h's.
func addEntries(v []uint64, off, step int, h histogram, w int) {
	if len(h.vals) == 0 {
		return
	}
	at := 0
	if step > 0 {
		at = (h.off - off) / step
	}
	if h.step == step || len(h.vals) == w {
		// Consecutive entries: entries never overflow, so their limbs
		// are added as one number.
		addLimbs(v[at*w:], h.vals)
		return
	}
	r := h.step / step
	for e := 0; e < len(h.vals)/w; e++ {
		addLimbs(v[(at+e*r)*w:][:w], h.vals[e*w:][:w])
	}
}

// addLimbs adds y to x (little-endian limbs, len(x) >= len(y)), the
// carry out of y's top limb going into the next limb of x.
func addLimbs(x, y []uint64) {
	var carry uint64
	for j, v := range y {
		x[j], carry = bits.Add64(x[j], v, carry)
	}
	for j := len(y); carry != 0 && j < len(x); j++ {
		x[j], carry = bits.Add64(x[j], 0, carry)
	}
}
