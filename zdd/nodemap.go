package zdd

// Per-node working storage of the algorithms that walk one family
// (counting, weights, projection, saving). For a family that fills a
// good part of the store it is a slice indexed by node id: no hashing,
// a few bytes per store slot. For a family much smaller than the store
// it is a hash map, so that working on a small family costs time and
// memory in proportion to the family, not to everything else the
// manager holds.

// nodeMap maps node ids to values of type T; missing ids give the zero
// value.
type nodeMap[T any] struct {
	dense  []T
	sparse map[Node]T
}

func newNodeMap[T any](m *Manager, small bool) nodeMap[T] {
	if small {
		return nodeMap[T]{sparse: make(map[Node]T)}
	}
	return nodeMap[T]{dense: make([]T, len(m.nodes))}
}

func (x nodeMap[T]) get(n Node) T {
	if x.dense != nil {
		return x.dense[n]
	}
	return x.sparse[n]
}

func (x nodeMap[T]) set(n Node, v T) {
	if x.dense != nil {
		x.dense[n] = v
		return
	}
	x.sparse[n] = v
}

// nodeSet is a set of node ids, dense (a bitset) or sparse.
type nodeSet struct {
	bits   bitset
	sparse map[Node]struct{}
}

func newNodeSet(m *Manager, small bool) nodeSet {
	if small {
		return nodeSet{sparse: make(map[Node]struct{})}
	}
	return nodeSet{bits: newBitset(len(m.nodes))}
}

// testAndSet adds n and reports whether it was there already.
func (s nodeSet) testAndSet(n Node) bool {
	if s.bits != nil {
		return s.bits.testAndSet(n)
	}
	if _, ok := s.sparse[n]; ok {
		return true
	}
	s.sparse[n] = struct{}{}
	return false
}

// isSmall reports whether f has so few nodes compared with the store
// that per-node storage should be hashed rather than indexed by id.
func (m *Manager) isSmall(f Node) bool {
	limit := len(m.nodes) / 32
	if limit < 64 {
		return false // a store this small costs nothing to index
	}
	if c, ok := m.nodeCountMemo[f]; ok {
		return c < limit
	}
	if f <= Base {
		return true
	}
	// A bounded walk; the bitset costs one bit per store slot, far less
	// than the per-node tables it decides about.
	seen := newBitset(len(m.nodes))
	seen.testAndSet(f)
	count := 1
	stack := []Node{f}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		nd := m.nodes[n]
		for _, c := range [2]Node{nd.lo, nd.hi} {
			if c > Base && !seen.testAndSet(c) {
				if count++; count > limit {
					return false
				}
				stack = append(stack, c)
			}
		}
	}
	return true
}
