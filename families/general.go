package families

import (
	"encoding/binary"
	"math"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// Constraints describe a family of edge sets for General. The zero value
// (with Components -1) admits every edge set.
type Constraints struct {
	// Degrees, if not nil, gives for each vertex the degrees it may end
	// with, as a bit mask (bit d: degree d allowed; degrees above 62 are
	// not told apart from 62).
	Degrees []uint64
	// Components, if not -1, is the number of connected components the
	// chosen edges must form (vertices no edge touches do not count).
	Components int
	// Acyclic refuses every edge set with a cycle.
	Acyclic bool
	// MinEdges and MaxEdges bound the number of edges (MaxEdges -1: no
	// bound).
	MinEdges, MaxEdges int
	// Weights, if not nil, gives a weight per edge; the sum over the
	// chosen edges must lie in [MinWeight, MaxWeight].
	Weights              []int64
	MinWeight, MaxWeight int64
	// Groups lists groups of vertices: the vertices of one group must
	// lie in one component, and those of different groups in different
	// components (a group of one vertex with no edge is its own
	// component).
	Groups [][]int
	// Rooted requires every component with edges to hold a vertex of a
	// group (with groups of one vertex each: a rooted forest).
	Rooted bool
	// Bipartite refuses every edge set with a cycle of odd length.
	Bipartite bool
	// Connected admits at most one component (the empty set included);
	// Components, when not -1, says exactly how many.
	Connected bool
	// Regular requires every vertex with an edge to end with one degree,
	// the same for all.
	Regular bool
	// InDegrees and OutDegrees, if not nil, read edge i as an arc from
	// its U to its V (a directed graph's) and give for each vertex the
	// in- and out-degrees it may end with, as Degrees does.
	InDegrees, OutDegrees []uint64
	// DegreeDist, if not nil, gives for each degree d the number of
	// vertices that must end with degree d (vertices without an edge,
	// isolated ones included, have degree 0), or -1 for any number; no
	// vertex may end with a degree of len(DegreeDist) or more. It
	// narrows Degrees (a degree whose number is 0 is refused).
	DegreeDist []int
}

// generalSpec keeps, per frontier slot, the vertex's degree so far and
// its component label (as forestSpec, 0 when no chosen edge touches it),
// and per slot the group of its component (0 for none); then the number
// of components complete, the number of edges chosen and the weight so
// far.
//
// State invariant: degrees of frontier vertices below their cap; labels
// numbered in slot order; a complete component had every group vertex of
// its group and no vertex of another group; counts within their bounds.
type generalSpec struct {
	f       *graph.Frontier
	c       Constraints
	vars    int
	root    int
	w       int // slots
	offDone int // components complete
	offCnt  int // edges chosen (2 bytes)
	offSum  int // weight (8 bytes)
	offCol  int // bipartite: the colour of each slot (w bytes)
	offReg  int // Regular: 1 + the degree of the vertices that left with edges
	offDist int // per counted degree, the vertices that left with it
	offIn   int // directed: the in-degree, then the out-degree, of each slot (2w bytes)
	size    int
	maxIn   []int // directed: the largest in- and out-degree of each vertex
	maxOut  []int
	// distSlot: per degree, its counter (index from offDist) or -1
	distSlot []int
	isolated int // vertices without an edge
	maxDeg   []int
	group    []int // per vertex: 1 + its group, or 0
	lastOf   []int // per group: the last edge of its vertices (-1 if one has none)
	// suffix bounds of the weight still to come after edge i
	minRest, maxRest []int64
	counting         bool // the edge count is bounded
	grouped          bool // vertex groups are given
}

// General returns the family of edge sets of g that satisfy c: the one
// frontier-based constructor the other families are special cases of
// (cycles: degrees {0, 2} and one component; spanning trees: acyclic,
// one component, every degree at least 1; ...).
func General(g *graph.Graph, c Constraints) topdown.Spec {
	f := g.Frontier()
	s := &generalSpec{f: f, c: c, vars: g.M(), w: f.Width}
	s.counting = c.MinEdges > 0 || c.MaxEdges >= 0
	s.grouped = len(c.Groups) > 0
	s.offDone = 3 * s.w
	s.offCnt = s.offDone + 1
	s.offSum = s.offCnt + 2
	s.offCol = s.offSum + 8
	s.offReg = s.offCol
	if c.Bipartite {
		s.offReg += s.w
	}
	s.offDist = s.offReg
	if c.Regular {
		s.offDist++
	}
	s.size = s.offDist
	for v := 0; v < g.N(); v++ {
		if f.First[v] < 0 {
			s.isolated++
		}
	}
	if c.InDegrees != nil || c.OutDegrees != nil {
		s.maxIn, s.maxOut = make([]int, g.N()), make([]int, g.N())
		for v := range s.maxIn {
			s.maxIn[v], s.maxOut[v] = maxOf(c.InDegrees, v), maxOf(c.OutDegrees, v)
			if s.maxIn[v] < 0 || s.maxOut[v] < 0 || f.First[v] < 0 && !(has(c.InDegrees, v, 0) && has(c.OutDegrees, v, 0)) {
				s.root = topdown.Reject
			}
		}
	}
	if c.DegreeDist != nil {
		// Degrees not counted, or counted 0 times, are refused.
		var allowed uint64
		for d, n := range c.DegreeDist {
			s.distSlot = append(s.distSlot, -1)
			if n != 0 && d <= 62 {
				allowed |= 1 << d
			}
			if n > 255 {
				s.root = topdown.Reject
			}
			if n > 0 {
				s.distSlot[d] = s.size - s.offDist
				s.size++
			}
		}
		if c.Degrees == nil {
			c.Degrees = make([]uint64, g.N())
			for v := range c.Degrees {
				c.Degrees[v] = ^uint64(0)
			}
		} else {
			c.Degrees = append([]uint64(nil), c.Degrees...)
		}
		for v := range c.Degrees {
			c.Degrees[v] &= allowed
		}
		s.c = c
		if len(c.DegreeDist) > 0 && c.DegreeDist[0] > 0 && s.isolated > c.DegreeDist[0] {
			s.root = topdown.Reject
		}
	}
	if s.maxIn != nil {
		s.offIn = s.size
		s.size += 2 * s.w
	}
	s.maxDeg = make([]int, g.N())
	for v := range s.maxDeg {
		s.maxDeg[v] = 255
		if c.Degrees != nil {
			m := c.Degrees[v]
			if m == 0 {
				s.root = topdown.Reject
			}
			for d := 62; d >= 0; d-- {
				if m>>d&1 == 1 {
					s.maxDeg[v] = d
					break
				}
			}
			if f.First[v] < 0 && m&1 == 0 {
				s.root = topdown.Reject // an isolated vertex must have an edge
			}
		}
	}
	s.group = make([]int, g.N())
	s.lastOf = make([]int, len(c.Groups))
	for k, grp := range c.Groups {
		for _, v := range grp {
			if v < 0 || v >= g.N() || s.group[v] != 0 && s.group[v] != k+1 {
				s.root = topdown.Reject
				continue
			}
			s.group[v] = k + 1
			if f.Last[v] > s.lastOf[k] {
				s.lastOf[k] = f.Last[v]
			}
			if f.First[v] < 0 && len(grp) > 1 {
				s.root = topdown.Reject // cannot be joined to the others
			}
		}
	}
	if len(c.Groups) > 250 || f.Width > 250 {
		s.root = topdown.Reject
	}
	s.minRest = make([]int64, g.M()+1)
	s.maxRest = make([]int64, g.M()+1)
	for i := g.M() - 1; i >= 0; i-- {
		s.minRest[i], s.maxRest[i] = s.minRest[i+1], s.maxRest[i+1]
		if c.Weights != nil {
			if w := c.Weights[i]; w < 0 {
				s.minRest[i] += w
			} else {
				s.maxRest[i] += w
			}
		}
	}
	if s.root == 0 && g.M() == 0 {
		s.root = topdown.Reject
		st := make([]byte, s.size)
		s.Root(st)
		if s.final(st) {
			s.root = topdown.Accept
		}
	}
	return s
}

// StateSize implements topdown.Spec.
func (s *generalSpec) StateSize() int { return s.size }

// Vars implements topdown.Spec.
func (s *generalSpec) Vars() int { return s.vars }

// Root implements topdown.Spec.
func (s *generalSpec) Root(st []byte) int {
	clear(st)
	// Isolated vertices have degree 0 (and, of a group, are components
	// of their own).
	if k := s.distOf(0); k >= 0 {
		st[s.offDist+k] = byte(s.isolated)
	}
	return s.root
}

// distOf is the counter of degree d, or -1 when d is not counted.
func (s *generalSpec) distOf(d int) int {
	if d < len(s.distSlot) {
		return s.distSlot[d]
	}
	return -1
}

func (s *generalSpec) deg(st []byte, slot int) *byte   { return &st[slot] }
func (s *generalSpec) label(st []byte, slot int) *byte { return &st[s.w+slot] }
func (s *generalSpec) grp(st []byte, slot int) *byte   { return &st[2*s.w+slot] }

func (s *generalSpec) sum(st []byte) int64 {
	return int64(binary.LittleEndian.Uint64(st[s.offSum:]))
}

// Child implements topdown.Spec.
func (s *generalSpec) Child(st []byte, i int, take bool) int {
	step := &s.f.Steps[i]
	for _, x := range step.Enter {
		k := s.f.Slot[x]
		*s.deg(st, k), *s.label(st, k), *s.grp(st, k) = 0, 0, byte(s.group[x])
		if s.maxIn != nil {
			st[s.offIn+k], st[s.offIn+s.w+k] = 0, 0
		}
	}
	if take {
		// The edge count is kept only when bounded, so that states do
		// not differ by it otherwise.
		if s.counting {
			n := int(binary.LittleEndian.Uint16(st[s.offCnt:])) + 1
			if s.c.MaxEdges >= 0 && n > s.c.MaxEdges || n > math.MaxUint16 {
				return topdown.Reject
			}
			binary.LittleEndian.PutUint16(st[s.offCnt:], uint16(n))
		}
		if s.c.Weights != nil {
			binary.LittleEndian.PutUint64(st[s.offSum:], uint64(s.sum(st)+s.c.Weights[i]))
		}
		for _, e := range [2]struct{ v, k int }{{step.U, step.SU}, {step.V, step.SV}} {
			d := s.deg(st, e.k)
			if int(*d)+1 > s.maxDeg[e.v] {
				return topdown.Reject
			}
			*d++
		}
		if s.maxIn != nil {
			out, in := &st[s.offIn+s.w+step.SU], &st[s.offIn+step.SV]
			if int(*out)+1 > s.maxOut[step.U] || int(*in)+1 > s.maxIn[step.V] {
				return topdown.Reject
			}
			*out++
			*in++
		}
		a, b := *s.label(st, step.SU), *s.label(st, step.SV)
		ga, gb := *s.grp(st, step.SU), *s.grp(st, step.SV)
		if ga != 0 && gb != 0 && ga != gb {
			return topdown.Reject // two groups joined
		}
		g := max(ga, gb)
		if s.c.Bipartite {
			col := st[s.offCol : s.offCol+s.w]
			su, sv := step.SU, step.SV
			switch {
			case a == 0 && b == 0:
				col[su], col[sv] = 0, 1
			case a == 0:
				col[su] = col[sv] ^ 1
			case b == 0:
				col[sv] = col[su] ^ 1
			case col[su] != col[sv]:
			case a == b:
				return topdown.Reject // an odd cycle
			default:
				for _, k := range step.Active {
					if *s.label(st, k) == b {
						col[k] ^= 1
					}
				}
			}
		}
		switch {
		case a != 0 && a == b:
			if s.c.Acyclic {
				return topdown.Reject
			}
		case a == 0 && b == 0:
			*s.label(st, step.SU), *s.label(st, step.SV) = 255, 255
		case a == 0:
			*s.label(st, step.SU) = b
		case b == 0:
			*s.label(st, step.SV) = a
		default:
			for _, k := range step.Active {
				if *s.label(st, k) == b {
					*s.label(st, k) = a
				}
			}
		}
		lab := *s.label(st, step.SU)
		for _, k := range step.Active {
			if *s.label(st, k) == lab {
				*s.grp(st, k) = g
			}
		}
		*s.grp(st, step.SU), *s.grp(st, step.SV) = g, g
	}
	// Bounds on what can still come.
	if s.counting {
		n := int(binary.LittleEndian.Uint16(st[s.offCnt:]))
		if n+(s.vars-i-1) < s.c.MinEdges {
			return topdown.Reject
		}
	}
	if s.c.Weights != nil {
		sum := s.sum(st)
		if sum+s.maxRest[i+1] < s.c.MinWeight || sum+s.minRest[i+1] > s.c.MaxWeight {
			return topdown.Reject
		}
	}
	for _, x := range step.Leave {
		k := s.f.Slot[x]
		d, lab, g := *s.deg(st, k), *s.label(st, k), *s.grp(st, k)
		*s.deg(st, k), *s.label(st, k), *s.grp(st, k) = 0, 0, 0
		if s.c.Bipartite {
			st[s.offCol+k] = 0
		}
		if s.c.Degrees != nil && s.c.Degrees[x]>>min(int(d), 62)&1 == 0 {
			return topdown.Reject
		}
		if s.maxIn != nil {
			in, out := st[s.offIn+k], st[s.offIn+s.w+k]
			st[s.offIn+k], st[s.offIn+s.w+k] = 0, 0
			if !has(s.c.InDegrees, x, int(in)) || !has(s.c.OutDegrees, x, int(out)) {
				return topdown.Reject
			}
		}
		if s.c.Regular && d > 0 {
			if r := st[s.offReg]; r == 0 {
				st[s.offReg] = d + 1
			} else if r != d+1 {
				return topdown.Reject
			}
		}
		if j := s.distOf(int(d)); j >= 0 {
			st[s.offDist+j]++
			if int(st[s.offDist+j]) > s.c.DegreeDist[d] {
				return topdown.Reject
			}
		}
		alone := true
		if lab != 0 {
			for _, j := range step.Active {
				if j != k && *s.label(st, j) == lab {
					alone = false
					break
				}
			}
		}
		if !alone {
			continue
		}
		// x's component is complete (a vertex without edges is one
		// only when it belongs to a group).
		if g != 0 {
			// Every vertex of the group must be in it: none may be on
			// the frontier elsewhere, none still to come.
			if s.lastOf[g-1] > i {
				return topdown.Reject
			}
			for _, j := range step.Active {
				if j != k && *s.grp(st, j) == g {
					return topdown.Reject
				}
			}
		}
		if lab != 0 && g == 0 && s.c.Rooted {
			return topdown.Reject // a component without a root
		}
		if lab != 0 && (s.c.Components >= 0 || s.c.Connected) {
			st[s.offDone]++
			if s.c.Components >= 0 && int(st[s.offDone]) > s.c.Components || s.c.Connected && st[s.offDone] > 1 {
				return topdown.Reject
			}
		}
	}
	s.canon(st)
	if i+1 == s.vars {
		if s.final(st) {
			return topdown.Accept
		}
		return topdown.Reject
	}
	return i + 1
}

// has reports whether mask list m allows degree d at vertex v (a nil
// list allows any).
func has(m []uint64, v, d int) bool { return m == nil || m[v]>>min(d, 62)&1 == 1 }

// maxOf is the largest degree m allows at v (255 for a nil list, -1 for
// none).
func maxOf(m []uint64, v int) int {
	if m == nil {
		return 255
	}
	for d := 62; d >= 0; d-- {
		if m[v]>>d&1 == 1 {
			return d
		}
	}
	return -1
}

// final checks the counts once every edge is decided.
func (s *generalSpec) final(st []byte) bool {
	if s.counting {
		n := int(binary.LittleEndian.Uint16(st[s.offCnt:]))
		if n < s.c.MinEdges || s.c.MaxEdges >= 0 && n > s.c.MaxEdges {
			return false
		}
	}
	if s.c.Components >= 0 && int(st[s.offDone]) != s.c.Components {
		return false
	}
	if s.c.Weights != nil {
		if sum := s.sum(st); sum < s.c.MinWeight || sum > s.c.MaxWeight {
			return false
		}
	}
	for d, j := range s.distSlot {
		if j >= 0 && int(st[s.offDist+j]) != s.c.DegreeDist[d] {
			return false
		}
	}
	return true
}

// canon renumbers the labels of the slots 1, 2, ... in slot order and,
// for Bipartite, gives each component's first slot the colour 0.
func (s *generalSpec) canon(st []byte) {
	labs := st[s.w : 2*s.w]
	canonLabels(labs)
	if !s.c.Bipartite {
		return
	}
	col := st[s.offCol : s.offCol+s.w]
	var flip [256]byte
	var seen [256]bool
	for k, lab := range labs {
		if lab == 0 {
			continue
		}
		if !seen[lab] {
			seen[lab] = true
			flip[lab] = col[k]
		}
		col[k] ^= flip[lab]
	}
}

// SpanningForests returns the acyclic edge sets of g that touch every
// vertex (no vertex left without an edge): General with acyclicity and
// every degree at least 1. (Forests, by contrast, admits every acyclic
// edge set, a vertex alone counting as a tree of its own.)
func SpanningForests(g *graph.Graph) topdown.Spec {
	deg := make([]uint64, g.N())
	for v := range deg {
		deg[v] = ^uint64(1)
	}
	return General(g, Constraints{Degrees: deg, Acyclic: true, Components: -1, MaxEdges: -1})
}
