package zdd

import "math/big"

// values holds what a fold gave each node of a family.
type values[T any] struct {
	vals        nodeMap[T]
	empty, base T
}

// Of returns the value of node n (a node of the folded family, or a
// terminal).
func (x values[T]) Of(n Node) T {
	switch n {
	case Empty:
		return x.empty
	case Base:
		return x.base
	}
	return x.vals.get(n)
}

// foldAll is Fold keeping the value of every node, for the walks that
// consult any node's value afterwards (the weights' descents).
func foldAll[T any](m *Manager, f Node, empty, base T, node func(n Node, lo, hi T) T) values[T] {
	small := m.isSmall(f)
	x := values[T]{vals: newNodeMap[T](m, small), empty: empty, base: base}
	m.postorderIn(f, small, func(n Node) {
		nd := m.nodes[n]
		x.vals.set(n, node(n, x.Of(nd.lo), x.Of(nd.hi)))
	})
	return x
}

// Fold evaluates the family f bottom-up, as TdZdd's DdEval does, and
// returns the value of f: the terminals are worth empty and base, and
// each node reachable from f is worth node(n, lo, hi), lo and hi being
// the values of its children; node is called once per node, children
// first. Weights, sizes, probabilities and the like are folds (node
// reads n's variable with m.Var, and its children's with m.Lo and m.Hi,
// when it needs them). Only the values still needed are held: the value
// of a node is dropped once its last parent has been worked out, so
// memory follows the frontier of the walk rather than the whole
// diagram. node may return lo or hi themselves.
func Fold[T any](m *Manager, f Node, empty, base T, node func(n Node, lo, hi T) T) T {
	return foldLean(m, f, empty, base, func(n Node, lo, hi, _ T) T { return node(n, lo, hi) })
}

// foldLean is the walk of Fold, and of the counts and histograms of set
// sizes: values live in slots, and a slot is freed when the last parent
// of its node has been worked out. node gets as spare the value last
// held by the slot its result goes to (the zero T for a new slot), whose
// memory it may reuse, as long as its result shares no memory with lo
// or hi.
func foldLean[T any](m *Manager, f Node, empty, base T, node func(n Node, lo, hi, spare T) T) T {
	switch f {
	case Empty:
		return empty
	case Base:
		return base
	}
	small := m.isSmall(f)
	parents := newNodeMap[uint32](m, small)
	m.postorderIn(f, small, func(n Node) {
		nd := m.nodes[n]
		parents.set(nd.lo, parents.get(nd.lo)+1)
		parents.set(nd.hi, parents.get(nd.hi)+1)
	})
	slot := newNodeMap[uint32](m, small) // Empty's slot is 0
	slot.set(Base, 1)
	vals := []T{empty, base}
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
		if k := len(free); k > 0 {
			s = free[k-1]
			free = free[:k-1]
		} else {
			s = uint32(len(vals))
			var zero T
			vals = append(vals, zero)
		}
		vals[s] = node(n, vals[slot.get(nd.lo)], vals[slot.get(nd.hi)], vals[s])
		slot.set(n, s)
		release(nd.lo)
		release(nd.hi)
	})
	return vals[slot.get(f)]
}

// Probability returns the probability that a random set holds exactly
// a set of f, when each variable v < len(p) is in it with probability
// p[v], independently: the sum over the sets S of f of the product of
// p[v] over v in S and of 1 - p[v] over the other v < len(p). A set of
// f with a variable v >= len(p) counts for nothing (such a variable is
// never in the random set).
func Probability(m *Manager, f Node, p []*big.Rat) *big.Rat {
	n := len(p)
	// absent(a, b) is the probability that no variable of a..b-1 is in
	// the random set: the product of 1 - p over them, from prefix
	// products of the nonzero factors and counts of the zero ones.
	prod := make([]*big.Rat, n+1)
	zeros := make([]int, n+1)
	prod[0] = big.NewRat(1, 1)
	one := big.NewRat(1, 1)
	for v, pv := range p {
		q := new(big.Rat).Sub(one, pv)
		zeros[v+1] = zeros[v]
		if q.Sign() == 0 {
			q.SetInt64(1)
			zeros[v+1]++
		}
		prod[v+1] = new(big.Rat).Mul(prod[v], q)
	}
	level := func(x Node) int {
		if x <= Base {
			return n
		}
		return min(int(m.Var(x)), n)
	}
	absent := func(a, b int) *big.Rat {
		if a >= b {
			return big.NewRat(1, 1)
		}
		if zeros[b] > zeros[a] {
			return new(big.Rat)
		}
		return new(big.Rat).Quo(prod[b], prod[a])
	}
	val := Fold(m, f, new(big.Rat), big.NewRat(1, 1), func(x Node, lo, hi *big.Rat) *big.Rat {
		v := int(m.Var(x))
		if v >= n {
			return lo // x's variable is never in the random set
		}
		a := new(big.Rat).Mul(lo, absent(v+1, level(m.Lo(x))))
		a.Mul(a, new(big.Rat).Sub(one, p[v]))
		b := new(big.Rat).Mul(hi, absent(v+1, level(m.Hi(x))))
		b.Mul(b, p[v])
		return a.Add(a, b)
	})
	return val.Mul(val, absent(0, level(f)))
}
