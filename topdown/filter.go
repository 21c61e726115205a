package topdown

import (
	"encoding/binary"

	"github.com/zqlang/zq/zdd"
)

// Linear is the constraint Lo <= the sum of W[v] over the variables v
// of a set <= Hi (a variable past the end of W weighs 0).
type Linear struct {
	W      []int64
	Lo, Hi int64
}

// filterSpec walks a family of a manager (TdZdd's subsetting of a
// diagram by a spec): its state is the node reached and the sum of each
// constraint's weights so far.
//
// State invariant: at variable v the node's variable is v (the
// variables between are left out of every set of the family); each sum
// can still end within its bounds, given the weights still to come.
type filterSpec struct {
	m    *zdd.Manager
	f    zdd.Node
	vars int
	cons []Linear
	// minRest[k][v], maxRest[k][v]: the least and greatest sum of
	// constraint k's weights over variables v.. (negative ones, positive
	// ones)
	minRest, maxRest [][]int64
}

// Filter returns the spec of the sets of f, a family of m, that meet
// every constraint, over variables 0..vars-1 (or up to f's greatest
// variable, if greater). The weights are not
// checked for overflow: their absolute values should sum to less than
// 2^62. m must not be garbage collected while the spec is built (Build
// may add nodes to m: f's stay).
func Filter(m *zdd.Manager, f zdd.Node, vars int, cons []Linear) Spec {
	for _, v := range m.Support(f) {
		vars = max(vars, int(v)+1)
	}
	s := &filterSpec{m: m, f: f, vars: vars, cons: cons}
	for _, c := range cons {
		lo, hi := make([]int64, vars+1), make([]int64, vars+1)
		for v := vars - 1; v >= 0; v-- {
			lo[v], hi[v] = lo[v+1], hi[v+1]
			if v < len(c.W) {
				if w := c.W[v]; w < 0 {
					lo[v] += w
				} else {
					hi[v] += w
				}
			}
		}
		s.minRest = append(s.minRest, lo)
		s.maxRest = append(s.maxRest, hi)
	}
	return s
}

// StateSize implements Spec: the node and a sum per constraint.
func (s *filterSpec) StateSize() int { return 4 + 8*len(s.cons) }

// Vars implements Spec.
func (s *filterSpec) Vars() int { return s.vars }

func (s *filterSpec) sum(st []byte, k int) int64 {
	return int64(binary.LittleEndian.Uint64(st[4+8*k:]))
}

// Root implements Spec.
func (s *filterSpec) Root(st []byte) int {
	clear(st)
	return s.goTo(st, s.f)
}

// Child implements Spec.
func (s *filterSpec) Child(st []byte, v int, take bool) int {
	n := zdd.Node(binary.LittleEndian.Uint32(st))
	if !take {
		return s.goTo(st, s.m.Lo(n))
	}
	for k, c := range s.cons {
		if v < len(c.W) {
			binary.LittleEndian.PutUint64(st[4+8*k:], uint64(s.sum(st, k)+c.W[v]))
		}
	}
	return s.goTo(st, s.m.Hi(n))
}

// goTo moves the state to node n, every variable up to n's left out:
// the next variable to decide, or a terminal.
func (s *filterSpec) goTo(st []byte, n zdd.Node) int {
	if n == zdd.Empty {
		return Reject
	}
	at := s.vars
	if n != zdd.Base {
		at = int(s.m.Var(n))
	}
	for k, c := range s.cons {
		sum := s.sum(st, k)
		if n == zdd.Base {
			if sum < c.Lo || sum > c.Hi {
				return Reject
			}
			continue
		}
		if sum+s.maxRest[k][at] < c.Lo || sum+s.minRest[k][at] > c.Hi {
			return Reject
		}
	}
	if n == zdd.Base {
		return Accept
	}
	binary.LittleEndian.PutUint32(st, uint32(n))
	return at
}
