package hashi

import (
	"fmt"

	"github.com/zqlang/zq/topdown"
)

// spec is the frontier spec of a puzzle's solutions (a topdown.Spec).
// The pairs are decided in order, each through its Max variables (the
// first bridge, the second, ...; leaving one out leaves out the rest of
// the pair). An island is open from its first pair to its last; its
// slot in the state holds the bridges it still misses (0 for an island
// without a number) and its component, numbered by first appearance
// among the slots. A vertical pair that horizontal pairs further on
// cross holds a bit, set when it has a bridge, until the last of them
// is decided. When an island closes it must miss no bridge, and if it
// was the last open island of its component, no other island may be
// open or still to come: the bridges connect every island.
//
// State: need[slots] | comp[slots] | bits.
type spec struct {
	m       int // bridges per pair
	np      int // pairs
	noLoops bool
	pairs   []Pair
	target  []int // islands' numbers (Unknown: any)
	ns      int   // island slots
	nb      int   // bit slots
	slot    []int // island -> slot
	// per pair: the bit slot of a vertical pair with crossings (or -1),
	// the bit slots of the earlier pairs it crosses, the bits freed and
	// the islands closed once it is decided, the islands opened before
	// it, the islands still to open after it, and for each end the
	// island's pairs after it
	bitOf      []int
	crossBits  [][]int
	clearAt    [][]int
	leaveAt    [][]int
	enterAt    [][]int
	unentered  []int
	remA, remB []int
	root       int // Reject or Accept when the answer is known at once, else 0
}

// maxSlots bounds the open islands of a spec: components are numbered
// in a byte, and two fresh labels are kept above the open ones.
const maxSlots = 250

// newSpec returns the spec of p's solutions, with target the islands'
// numbers (p's own when nil).
func newSpec(p *Puzzle, target []int) (*spec, error) {
	if target == nil {
		target = make([]int, len(p.islands))
		for i, is := range p.islands {
			target[i] = is.N
		}
	}
	ni, np := len(p.islands), len(p.pairs)
	s := &spec{m: p.Max, np: np, noLoops: p.NoLoops, pairs: p.pairs, target: target}
	first, last := make([]int, ni), make([]int, ni)
	npairs := make([]int, ni)
	for i := range first {
		first[i], last[i] = -1, -1
	}
	for q, pr := range p.pairs {
		for _, i := range [2]int{pr.A, pr.B} {
			if first[i] < 0 {
				first[i] = q
			}
			last[i] = q
			npairs[i]++
		}
	}
	for i := range target {
		if target[i] != Unknown && target[i] > s.m*npairs[i] {
			s.root = topdown.Reject
		}
		if first[i] < 0 && ni > 1 {
			s.root = topdown.Reject
		}
	}
	if np == 0 {
		if s.root == 0 {
			s.root = topdown.Reject
			if ni == 1 && (target[0] == Unknown || target[0] == 0) {
				s.root = topdown.Accept
			}
		}
		return s, nil
	}
	// island slots: intervals [first, last] of pairs, greedily
	s.slot = make([]int, ni)
	s.enterAt, s.leaveAt = make([][]int, np), make([][]int, np)
	for i := 0; i < ni; i++ {
		if first[i] >= 0 {
			s.enterAt[first[i]] = append(s.enterAt[first[i]], i)
			s.leaveAt[last[i]] = append(s.leaveAt[last[i]], i)
		}
	}
	var free []int
	for q := 0; q < np; q++ {
		if q > 0 {
			for _, i := range s.leaveAt[q-1] {
				free = append(free, s.slot[i])
			}
		}
		for _, i := range s.enterAt[q] {
			if n := len(free); n > 0 {
				s.slot[i], free = free[n-1], free[:n-1]
			} else {
				s.slot[i] = s.ns
				s.ns++
			}
		}
	}
	if s.ns > maxSlots {
		return nil, fmt.Errorf("hashi: %d islands open at once; the frontier holds %d at most", s.ns, maxSlots)
	}
	// bit slots of the vertical pairs crossed later
	s.bitOf = make([]int, np)
	s.crossBits, s.clearAt = make([][]int, np), make([][]int, np)
	crossLast := make([]int, np)
	free = free[:0]
	for q := 0; q < np; q++ {
		s.bitOf[q] = -1
		crossLast[q] = -1
		for _, x := range p.pairs[q].Cross {
			if x > q {
				crossLast[q] = max(crossLast[q], x)
			}
		}
		if q > 0 {
			for _, x := range s.clearAt[q-1] {
				free = append(free, x)
			}
		}
		if crossLast[q] >= 0 {
			if !p.pairs[q].Vertical {
				return nil, fmt.Errorf("hashi: pair %s is crossed by a later pair but is not vertical", p.PairName(q))
			}
			if n := len(free); n > 0 {
				s.bitOf[q], free = free[n-1], free[:n-1]
			} else {
				s.bitOf[q] = s.nb
				s.nb++
			}
			s.clearAt[crossLast[q]] = append(s.clearAt[crossLast[q]], s.bitOf[q])
		}
		for _, x := range p.pairs[q].Cross {
			if x < q {
				s.crossBits[q] = append(s.crossBits[q], s.bitOf[x])
			}
		}
	}
	// unentered[q]: islands whose first pair comes after q
	s.unentered = make([]int, np)
	for i := range first {
		if first[i] > 0 {
			s.unentered[first[i]-1]++
		}
	}
	for q := np - 2; q >= 0; q-- {
		s.unentered[q] += s.unentered[q+1]
	}
	s.remA, s.remB = make([]int, np), make([]int, np)
	seen := make([]int, ni)
	for q, pr := range p.pairs {
		seen[pr.A]++
		seen[pr.B]++
		s.remA[q] = npairs[pr.A] - seen[pr.A]
		s.remB[q] = npairs[pr.B] - seen[pr.B]
	}
	return s, nil
}

// StateSize implements topdown.Spec.
func (s *spec) StateSize() int { return 2*s.ns + (s.nb+7)/8 }

// Vars implements topdown.Spec.
func (s *spec) Vars() int { return s.np * s.m }

// Root implements topdown.Spec.
func (s *spec) Root(st []byte) int {
	clear(st)
	if s.root != 0 {
		return s.root
	}
	s.enter(st, 0)
	return 0
}

// enter opens the islands of pair q.
func (s *spec) enter(st []byte, q int) {
	need, comp := st[:s.ns], st[s.ns:2*s.ns]
	fresh := byte(255)
	for _, i := range s.enterAt[q] {
		if s.target[i] != Unknown {
			need[s.slot[i]] = byte(s.target[i])
		}
		comp[s.slot[i]] = fresh
		fresh--
	}
	canon(comp)
}

// canon renumbers the components of the open slots 1, 2, ... in order
// of first appearance.
func canon(comp []byte) {
	var to [256]byte
	n := byte(0)
	for j, c := range comp {
		if c == 0 {
			continue
		}
		if to[c] == 0 {
			n++
			to[c] = n
		}
		comp[j] = to[c]
	}
}

// Child implements topdown.Spec.
func (s *spec) Child(st []byte, v int, take bool) int {
	q, k := v/s.m, v%s.m
	if take {
		if r := s.take(st, q, k); r == topdown.Reject {
			return r
		}
		if k+1 < s.m {
			return v + 1
		}
	}
	if !s.leave(st, q) {
		return topdown.Reject
	}
	return s.advance(st, q)
}

// take adds bridge k of pair q: Reject when it crosses a bridge, closes
// a loop that is not allowed or gives an island more bridges than its
// number, else 0.
func (s *spec) take(st []byte, q, k int) int {
	pr := &s.pairs[q]
	need, comp, bits := st[:s.ns], st[s.ns:2*s.ns], st[2*s.ns:]
	sa, sb := s.slot[pr.A], s.slot[pr.B]
	if k == 0 {
		for _, b := range s.crossBits[q] {
			if bits[b>>3]>>(b&7)&1 != 0 {
				return topdown.Reject
			}
		}
		if b := s.bitOf[q]; b >= 0 {
			bits[b>>3] |= 1 << (b & 7)
		}
		ca, cb := comp[sa], comp[sb]
		if ca == cb {
			if s.noLoops {
				return topdown.Reject
			}
		} else {
			for j, c := range comp {
				if c == cb {
					comp[j] = ca
				}
			}
			canon(comp)
		}
	}
	if s.target[pr.A] != Unknown {
		if need[sa] == 0 {
			return topdown.Reject
		}
		need[sa]--
	}
	if s.target[pr.B] != Unknown {
		if need[sb] == 0 {
			return topdown.Reject
		}
		need[sb]--
	}
	return 0
}

// leave closes pair q: it frees the bits crossed for the last time and
// closes the islands whose last pair it is. It reports false when an
// island cannot get its number any more or an island closes its
// component while others are open or still to come.
func (s *spec) leave(st []byte, q int) bool {
	need, comp, bits := st[:s.ns], st[s.ns:2*s.ns], st[2*s.ns:]
	for _, b := range s.clearAt[q] {
		bits[b>>3] &^= 1 << (b & 7)
	}
	pr := &s.pairs[q]
	if s.target[pr.A] != Unknown && s.remA[q] > 0 && int(need[s.slot[pr.A]]) > s.m*s.remA[q] {
		return false
	}
	if s.target[pr.B] != Unknown && s.remB[q] > 0 && int(need[s.slot[pr.B]]) > s.m*s.remB[q] {
		return false
	}
	for _, i := range s.leaveAt[q] {
		j := s.slot[i]
		if need[j] != 0 {
			return false
		}
		c := comp[j]
		comp[j] = 0
		closed, others := true, false
		for _, x := range comp {
			if x != 0 {
				others = true
				if x == c {
					closed = false
				}
			}
		}
		if closed && (others || s.unentered[q] > 0) {
			return false
		}
	}
	if len(s.leaveAt[q]) > 0 {
		canon(comp)
	}
	return true
}

// advance moves past pair q (left): Accept after the last pair, else
// the islands of the next pair open and its first variable is next.
func (s *spec) advance(st []byte, q int) int {
	if q+1 == s.np {
		return topdown.Accept
	}
	s.enter(st, q+1)
	return (q + 1) * s.m
}
