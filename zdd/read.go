package zdd

import (
	"container/heap"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
)

// Support returns the variables that occur in some set of f, in
// increasing order (in a reduced diagram, those of its nodes).
func (m *Manager) Support(f Node) []uint32 {
	vars := map[uint32]bool{}
	m.visitAbove(f, TermVar, func(nd node) { vars[nd.v] = true })
	out := make([]uint32, 0, len(vars))
	for v := range vars {
		out = append(out, v)
	}
	slices.Sort(out)
	return out
}

// Each calls fn for every set of f, with the elements of the set in
// increasing order, until fn returns false. The slice passed to fn is
// reused: copy it to keep it. fn must not call GC on the manager.
//
// The order of the sets, shared by Sets, Rank and Unrank: a set A comes before a set B when the smallest element in
// which they differ belongs to A. Read as bit strings with variable 0 as
// the most significant bit, the sets come in decreasing numeric order.
// On sets written as increasing element lists it is lexicographic order
// except that a set comes after its own extensions: {0,1} before {0,2}
// before {0} before {1} before {} (the empty set is always last). In the
// diagram this is depth-first order taking the 1-arc before the 0-arc.
func (m *Manager) Each(f Node, fn func(set []uint32) bool) {
	buf := make([]uint32, 0, 64)
	var rec func(n Node) bool
	rec = func(n Node) bool {
		for n > Base {
			nd := m.nodes[n]
			buf = append(buf, nd.v)
			if !rec(nd.hi) {
				return false
			}
			buf = buf[:len(buf)-1]
			n = nd.lo
		}
		if n == Base {
			return fn(buf)
		}
		return true
	}
	rec(f)
}

// Sets returns up to limit sets of f in Each order (all of them when
// limit < 0).
func (m *Manager) Sets(f Node, limit int) [][]uint32 {
	var out [][]uint32
	if limit == 0 {
		return out
	}
	m.Each(f, func(s []uint32) bool {
		out = append(out, slices.Clone(s))
		return limit < 0 || len(out) < limit
	})
	return out
}

// Unrank returns the set of rank k of f (k = 0 is the first set in Each
// order), or nil when k is negative or not less than Count(f). The empty
// set is returned as a non-nil empty slice. Unrank, Rank and Sample keep
// the exact count of every node of f while they run (8 bytes a node
// while counts fit in a machine word, their actual size beyond).
func (m *Manager) Unrank(f Node, k *big.Int) []uint32 {
	switch {
	case k.Sign() < 0 || f == Empty:
		return nil
	case k.Sign() == 0:
		// The first set follows the 1-arcs (never Empty) down: no
		// counting needed.
		set := []uint32{}
		for f > Base {
			set = append(set, m.nodes[f].v)
			f = m.nodes[f].hi
		}
		return set
	}
	return m.unrank(f, m.counter(f), k)
}

func (m *Manager) unrank(f Node, c counter, k *big.Int) []uint32 {
	if f == Empty {
		return nil
	}
	set := []uint32{}
	if c.small != nil {
		if !k.IsUint64() || k.Uint64() >= c.small.get(f) {
			return nil
		}
		r := k.Uint64()
		for f > Base {
			nd := m.nodes[f]
			if h := c.small.get(nd.hi); r < h {
				set = append(set, nd.v)
				f = nd.hi
			} else {
				r -= h
				f = nd.lo
			}
		}
		return set
	}
	r := new(big.Int).Set(k)
	h := new(big.Int)
	if r.Cmp(c.get(f, h)) >= 0 {
		return nil
	}
	for f > Base {
		nd := m.nodes[f]
		if r.Cmp(c.get(nd.hi, h)) < 0 {
			set = append(set, nd.v)
			f = nd.hi
		} else {
			r.Sub(r, h)
			f = nd.lo
		}
	}
	return set
}

// Rank returns the position of the given set (elements in any order) in
// f in Each order, or -1 when the set is not in f.
func (m *Manager) Rank(f Node, set []uint32) *big.Int {
	s := sortedSet(set)
	if !m.Contains(f, s) {
		return big.NewInt(-1)
	}
	c := m.counter(f)
	r := new(big.Int)
	h := new(big.Int)
	i := 0
	for f > Base {
		nd := m.nodes[f]
		if i < len(s) && s[i] == nd.v {
			i++
			f = nd.hi
		} else {
			r.Add(r, c.get(nd.hi, h))
			f = nd.lo
		}
	}
	return r
}

// randBelow returns a uniform random integer in [0, n), n > 0.
func randBelow(rng *rand.Rand, n *big.Int) *big.Int {
	if n.IsUint64() {
		return new(big.Int).SetUint64(rng.Uint64N(n.Uint64()))
	}
	bitsLen := n.BitLen()
	words := make([]big.Word, (bitsLen+63)/64)
	for {
		for i := range words {
			words[i] = big.Word(rng.Uint64())
		}
		if extra := len(words)*64 - bitsLen; extra > 0 {
			words[len(words)-1] &= big.Word(^uint64(0) >> extra)
		}
		r := new(big.Int).SetBits(words)
		if r.Cmp(n) < 0 {
			return r
		}
	}
}

// Sample returns k distinct sets of f chosen uniformly at random (every
// k-subset of f is equally likely), in random order; when k is at least
// Count(f) it returns every set of f in random order. The result depends
// only on f, k and the state of rng (math/rand/v2, so a seeded source
// such as rand.NewPCG gives reproducible samples).
func (m *Manager) Sample(f Node, rng *rand.Rand, k int) [][]uint32 {
	if k <= 0 || f == Empty {
		return nil
	}
	c := m.counter(f)
	total := c.get(f, new(big.Int))
	var ranks []*big.Int
	if total.Cmp(big.NewInt(int64(k))) <= 0 {
		n := int(total.Int64())
		for i := range n {
			ranks = append(ranks, big.NewInt(int64(i)))
		}
	} else {
		// Floyd's method: a uniform k-subset of [0, total).
		chosen := make(map[string]bool, k)
		j := new(big.Int).Sub(total, big.NewInt(int64(k)))
		one := big.NewInt(1)
		for range k {
			t := randBelow(rng, new(big.Int).Add(j, one))
			if chosen[string(t.Bytes())] {
				t = new(big.Int).Set(j)
			}
			chosen[string(t.Bytes())] = true
			ranks = append(ranks, t)
			j.Add(j, one)
		}
	}
	rng.Shuffle(len(ranks), func(a, b int) { ranks[a], ranks[b] = ranks[b], ranks[a] })
	out := make([][]uint32, len(ranks))
	for i, r := range ranks {
		out[i] = m.unrank(f, c, r)
	}
	return out
}

// weightOf returns w[v], or 0 when v is past the end of w.
func weightOf(w []int64, v uint32) int64 {
	if int(v) < len(w) {
		return w[v]
	}
	return 0
}

const (
	noBest  = math.MaxInt64
	noWorst = math.MinInt64
)

// bestTable returns, indexed by node id, the least (or, with max, the
// greatest) total weight of a set below each node reachable from f.
// Weights of elements past the end of w are 0; sums are not checked for
// overflow.
func (m *Manager) bestTable(f Node, w func(v uint32) int64, max bool) values[int64] {
	none := int64(noBest)
	if max {
		none = noWorst
	}
	return foldAll(m, f, none, 0, func(n Node, a, b int64) int64 {
		nd := m.nodes[n]
		b += w(nd.v)
		if nd.lo != Empty && ((max && a > b) || (!max && a < b)) {
			return a
		}
		return b
	})
}

// sliceWeights returns the weight function of a weight vector.
func sliceWeights(w []int64) func(v uint32) int64 {
	return func(v uint32) int64 { return weightOf(w, v) }
}

func unitWeight(uint32) int64 { return 1 }

// bestSets returns the subfamily of f of all sets of optimal weight.
func (m *Manager) bestSets(f Node, w func(v uint32) int64, max bool) Node {
	if f <= Base {
		return f
	}
	small := m.isSmall(f)
	best := m.bestTable(f, w, max)
	// A memo of its own (every node of f has a non-empty result, so 0
	// marks "not done"): each node is worked on once whatever the cache
	// holds.
	memo := newNodeMap[Node](m, small)
	var rec func(n Node) Node
	rec = func(n Node) Node {
		if n <= Base {
			return n
		}
		if r := memo.get(n); r != 0 {
			return r
		}
		nd := m.nodes[n]
		lo, hi := Empty, Empty
		if nd.lo != Empty && best.Of(nd.lo) == best.Of(n) {
			lo = rec(nd.lo)
		}
		if best.Of(nd.hi)+w(nd.v) == best.Of(n) {
			hi = rec(nd.hi)
		}
		r := m.MakeNode(nd.v, lo, hi)
		memo.set(n, r)
		return r
	}
	return rec(f)
}

// MinWeightSets returns the sets of f of least total weight: w[v] is
// the weight of variable v (variables past the end of w weigh 0).
func MinWeightSets(m *Manager, f Node, w []int64) Node {
	return m.bestSets(f, sliceWeights(w), false)
}

// MaxWeightSets returns the sets of f of greatest total weight.
func MaxWeightSets(m *Manager, f Node, w []int64) Node {
	return m.bestSets(f, sliceWeights(w), true)
}

// Minimum returns the sets of f of least cardinality.
func (m *Manager) Minimum(f Node) Node { return m.bestSets(f, unitWeight, false) }

// Maximum returns the sets of f of greatest cardinality.
func (m *Manager) Maximum(f Node) Node { return m.bestSets(f, unitWeight, true) }

// WeightedSet is a set of variables with its total weight.
type WeightedSet struct {
	Set    []uint32
	Weight int64
}

// KBest returns the k sets of f of least total weight in increasing
// order of weight (weights as for MinWeightSets; negate them for the
// heaviest sets). Sets of equal weight come in an unspecified but
// deterministic order. Fewer than k sets are returned when f is smaller.
// The search is best-first over the diagram, guided by the exact least
// completion weight of every node, so its cost grows with k times the
// depth of the diagram, not with the size of f.
func KBest(m *Manager, f Node, w []int64, k int) []WeightedSet {
	if k <= 0 || f == Empty {
		return nil
	}
	best := m.bestTable(f, sliceWeights(w), false)
	type step struct {
		v      uint32
		parent int32
	}
	var steps []step // shared prefixes of partial sets
	q := &kbestQueue{}
	heap.Push(q, kbestItem{key: best.Of(f), node: f, path: -1})
	var seq uint64
	var out []WeightedSet
	for q.Len() > 0 && len(out) < k {
		it := heap.Pop(q).(kbestItem)
		if it.node == Base {
			var set []uint32
			for p := it.path; p >= 0; p = steps[p].parent {
				set = append(set, steps[p].v)
			}
			for i, j := 0, len(set)-1; i < j; i, j = i+1, j-1 {
				set[i], set[j] = set[j], set[i]
			}
			if set == nil {
				set = []uint32{}
			}
			out = append(out, WeightedSet{Set: set, Weight: it.g})
			continue
		}
		nd := m.nodes[it.node]
		wv := weightOf(w, nd.v)
		steps = append(steps, step{v: nd.v, parent: it.path})
		seq++
		heap.Push(q, kbestItem{key: it.g + wv + best.Of(nd.hi), g: it.g + wv, node: nd.hi, path: int32(len(steps) - 1), seq: seq})
		if nd.lo != Empty {
			seq++
			heap.Push(q, kbestItem{key: it.g + best.Of(nd.lo), g: it.g, node: nd.lo, path: it.path, seq: seq})
		}
	}
	return out
}

type kbestItem struct {
	key, g int64
	node   Node
	path   int32
	seq    uint64
}

type kbestQueue []kbestItem

func (q kbestQueue) Len() int { return len(q) }
func (q kbestQueue) Less(i, j int) bool {
	if q[i].key != q[j].key {
		return q[i].key < q[j].key
	}
	return q[i].seq < q[j].seq
}
func (q kbestQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *kbestQueue) Push(x any)   { *q = append(*q, x.(kbestItem)) }
func (q *kbestQueue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}
