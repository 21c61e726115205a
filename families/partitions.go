package families

import (
	"encoding/binary"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// partitionSpec keeps, per frontier slot, the label of the vertex's
// part (1 + the smallest slot of the part's frontier vertices; every
// frontier vertex belongs to some part, alone at first), a bit row per
// slot: bit b of row a set when the part whose label is a+1 must stay
// apart from the part labelled b+1 (an edge between them was left
// out), and the number of parts complete.
type partitionSpec struct {
	f        *graph.Frontier
	vars     int
	lo, k    int // the number of parts lies in lo..k
	isolated int
	// balanced partitions: a weight per vertex (nil: none), the bounds
	// of a part's weight, and the ratio p/q (p = 0: none) the heaviest
	// part may weigh to the lightest; the state then holds the weight of
	// each part on the frontier (by label) and the least and greatest
	// weight of the parts complete
	weights        []int64
	wlo, whi       int64
	ratioP, ratioQ int64
	isoMin, isoMax int64
	offW, offMin   int
	root           int
	w              int
}

// Partitions returns the partitions of g's vertices into exactly k
// connected parts, each given by its edge set: the edges inside the
// parts. These are the edge sets whose components, every vertex
// counted, number k and that leave out no edge joining two vertices of
// one component (so each partition has exactly one edge set).
//
// State invariant: the part label of each frontier vertex, numbered by
// smallest slot; for each pair of parts on the frontier, whether an edge
// left out forbids joining them; the number of parts complete, at most
// k. A left-out edge never joins two vertices of one part.
func Partitions(g *graph.Graph, k int) topdown.Spec { return PartitionsRange(g, k, k) }

// PartitionsRange returns the partitions of g's vertices into lo..hi
// connected parts, as Partitions gives each (an empty range gives the
// empty family).
//
// State invariant: as for Partitions, the parts complete at most hi.
func PartitionsRange(g *graph.Graph, lo, hi int) topdown.Spec {
	f := g.Frontier()
	lo = max(lo, 1)
	k := min(hi, 255)
	s := &partitionSpec{f: f, vars: g.M(), lo: lo, k: k, w: f.Width}
	for v := 0; v < g.N(); v++ {
		if f.First[v] < 0 {
			s.isolated++
		}
	}
	switch {
	case k < lo || s.isolated > k || s.w > 64:
		s.root = topdown.Reject
	case g.M() == 0 && lo <= s.isolated:
		s.root = topdown.Accept
	case g.M() == 0:
		s.root = topdown.Reject
	}
	return s
}

// BalancedPartitions returns the partitions of g's vertices into lo..hi
// connected parts (as PartitionsRange gives them) whose parts each weigh
// wlo..whi in all, weights[v] >= 0 being vertex v's weight, and, when
// ratioP > 0, whose heaviest part weighs at most ratioP/ratioQ times the
// lightest. A negative weight, a weight list of the wrong length or a
// ratio below 1 gives the empty family.
//
// State invariant: as for PartitionsRange; besides, the weight of each
// part on the frontier (never above whi), and the least and greatest
// weight of the parts complete, isolated vertices included (each within
// wlo..whi, the greatest at most the ratio times the least).
func BalancedPartitions(g *graph.Graph, lo, hi int, weights []int64, wlo, whi, ratioP, ratioQ int64) topdown.Spec {
	s := PartitionsRange(g, lo, hi).(*partitionSpec)
	s.weights, s.wlo, s.whi, s.ratioP, s.ratioQ = weights, wlo, whi, ratioP, ratioQ
	s.offW = s.w + 8*s.w + 1
	s.offMin = s.offW + 8*s.w
	s.isoMin, s.isoMax = -1, -1
	if len(weights) != g.N() || wlo > whi || ratioP > 0 && (ratioQ <= 0 || ratioP < ratioQ) {
		s.root = topdown.Reject
		return s
	}
	for v, x := range weights {
		if x < 0 {
			s.root = topdown.Reject
		}
		if s.f.First[v] >= 0 {
			continue
		}
		// An isolated vertex is a part of its own.
		if x < wlo || x > whi {
			s.root = topdown.Reject
		}
		if s.isoMin < 0 || x < s.isoMin {
			s.isoMin = x
		}
		s.isoMax = max(s.isoMax, x)
	}
	if !s.balanced(s.isoMin, s.isoMax) {
		s.root = topdown.Reject
	}
	return s
}

// balanced reports whether parts weighing least mn and most mx keep
// the ratio (mn < 0: no part yet).
func (s *partitionSpec) balanced(mn, mx int64) bool {
	return s.ratioP == 0 || mn < 0 || mx*s.ratioQ <= mn*s.ratioP
}

func (s *partitionSpec) partWeight(st []byte, lab byte) int64 {
	return int64(binary.LittleEndian.Uint64(st[s.offW+8*(int(lab)-1):]))
}

func (s *partitionSpec) setPartWeight(st []byte, lab byte, x int64) {
	binary.LittleEndian.PutUint64(st[s.offW+8*(int(lab)-1):], uint64(x))
}

// minMax returns the least and greatest weight of the parts complete
// (-1 for none), kept as 1 + the weight so that 0 stands for none.
func (s *partitionSpec) minMax(st []byte) (int64, int64) {
	return int64(binary.LittleEndian.Uint64(st[s.offMin:])) - 1, int64(binary.LittleEndian.Uint64(st[s.offMin+8:])) - 1
}

func (s *partitionSpec) setMinMax(st []byte, mn, mx int64) {
	binary.LittleEndian.PutUint64(st[s.offMin:], uint64(mn+1))
	binary.LittleEndian.PutUint64(st[s.offMin+8:], uint64(mx+1))
}

// StateSize implements topdown.Spec.
func (s *partitionSpec) StateSize() int {
	if s.weights != nil {
		return s.w + 8*s.w + 1 + 8*s.w + 16
	}
	return s.w + 8*s.w + 1
}

// Vars implements topdown.Spec.
func (s *partitionSpec) Vars() int { return s.vars }

// Root implements topdown.Spec.
func (s *partitionSpec) Root(st []byte) int {
	clear(st)
	st[s.w+8*s.w] = byte(s.isolated)
	if s.weights != nil {
		s.setMinMax(st, s.isoMin, s.isoMax)
	}
	return s.root
}

func (s *partitionSpec) row(st []byte, a int) uint64 {
	return binary.LittleEndian.Uint64(st[s.w+8*a:])
}

func (s *partitionSpec) setRow(st []byte, a int, x uint64) {
	binary.LittleEndian.PutUint64(st[s.w+8*a:], x)
}

// apart reports whether the parts labelled la and lb must stay apart.
func (s *partitionSpec) apart(st []byte, la, lb byte) bool {
	return s.row(st, int(la)-1)>>(lb-1)&1 == 1
}

// moveLabel renames the part labelled from to the label to (a part's
// smallest slot changed, or two parts merged into to), carrying its
// separations over.
func (s *partitionSpec) moveLabel(st []byte, active []int, from, to byte) {
	if from == to {
		return
	}
	relabel(st, active, from, to)
	if s.weights != nil {
		s.setPartWeight(st, to, s.partWeight(st, to)+s.partWeight(st, from))
		s.setPartWeight(st, from, 0)
	}
	a, b := int(from)-1, int(to)-1
	s.setRow(st, b, s.row(st, b)|s.row(st, a))
	s.setRow(st, a, 0)
	for _, j := range active {
		r := s.row(st, j)
		if r>>a&1 == 1 {
			s.setRow(st, j, r&^(1<<a)|1<<b)
		}
	}
}

// Child implements topdown.Spec.
func (s *partitionSpec) Child(st []byte, i int, take bool) int {
	step := &s.f.Steps[i]
	for _, x := range step.Enter {
		k := s.f.Slot[x]
		st[k] = byte(k + 1)
		s.setRow(st, k, 0)
		if s.weights != nil {
			s.setPartWeight(st, byte(k+1), s.weights[x])
		}
	}
	a, b := st[step.SU], st[step.SV]
	switch {
	case take && a != b:
		if s.apart(st, a, b) {
			return topdown.Reject
		}
		s.moveLabel(st, step.Active, max(a, b), min(a, b))
		if s.weights != nil && s.partWeight(st, min(a, b)) > s.whi {
			return topdown.Reject
		}
	case !take && a == b:
		return topdown.Reject // an edge left out inside a part
	case !take:
		s.setRow(st, int(a)-1, s.row(st, int(a)-1)|1<<(b-1))
		s.setRow(st, int(b)-1, s.row(st, int(b)-1)|1<<(a-1))
	}
	parts := s.w + 8*s.w
	for _, x := range step.Leave {
		k := s.f.Slot[x]
		lab := st[k]
		st[k] = 0
		if int(lab) != k+1 {
			continue // the part's smallest slot is another vertex's
		}
		next := -1
		for _, j := range step.Active {
			if st[j] == lab {
				next = j
				break
			}
		}
		if next >= 0 {
			s.moveLabel(st, step.Active, lab, byte(next+1))
			continue
		}
		// The part is complete: forget its separations (and weigh it).
		if s.weights != nil {
			x := s.partWeight(st, lab)
			s.setPartWeight(st, lab, 0)
			if x < s.wlo || x > s.whi {
				return topdown.Reject
			}
			mn, mx := s.minMax(st)
			if mn < 0 || x < mn {
				mn = x
			}
			mx = max(mx, x)
			if !s.balanced(mn, mx) {
				return topdown.Reject
			}
			s.setMinMax(st, mn, mx)
		}
		s.setRow(st, k, 0)
		for _, j := range step.Active {
			if r := s.row(st, j); r>>k&1 == 1 {
				s.setRow(st, j, r&^(1<<k))
			}
		}
		if !countPart(&st[parts], s.k) {
			return topdown.Reject
		}
	}
	if i+1 == s.vars && int(st[parts]) >= s.lo {
		return topdown.Accept
	}
	return partsEnd(st[parts], s.k, i, s.vars)
}
