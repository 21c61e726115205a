package zdd

import "slices"

// universeOf returns vars with f's support added, sorted, without
// repeats.
func universeOf(m *Manager, f Node, vars []uint32) []uint32 {
	u := append(append([]uint32(nil), vars...), m.Support(f)...)
	slices.Sort(u)
	return slices.Compact(u)
}

// Swaps returns the family of the sets S - {e} + {e'} for every set S of
// f, where e is an element of S when remove is set (else none is
// taken out) and e' an element of vars (or of f's support) not in S when
// add is set (else none is put in). With remove alone these are the sets
// with one element fewer (Graphillion's remove_some_edge), with add
// alone one more (add_some_edge), with both one element exchanged for
// another (remove_add_some_edges); with neither, f.
func Swaps(m *Manager, f Node, vars []uint32, remove, add bool) Node {
	u := universeOf(m, f, vars)
	type key struct {
		n    Node
		i    int
		r, a bool
	}
	memo := map[key]Node{}
	// w completes the sets of n over u[i:], still to take out one
	// element (r) and to put one in (a).
	var w func(n Node, i int, r, a bool) Node
	w = func(n Node, i int, r, a bool) Node {
		if n == Empty {
			return Empty
		}
		if i == len(u) {
			if n == Base && !r && !a {
				return Base
			}
			return Empty
		}
		k := key{n, i, r, a}
		if x, ok := memo[k]; ok {
			return x
		}
		e := u[i]
		var lo, hi Node
		if n == Base || m.Var(n) > e {
			// e is in no set of n: leave it out, or put it in.
			lo = w(n, i+1, r, a)
			hi = Empty
			if a {
				hi = w(n, i+1, r, false)
			}
		} else {
			n0, n1 := m.Lo(n), m.Hi(n)
			lo = w(n0, i+1, r, a)
			hi = w(n1, i+1, r, a)
			if a {
				hi = m.Union(hi, w(n0, i+1, r, false))
			}
			if r {
				lo = m.Union(lo, w(n1, i+1, false, a))
			}
		}
		x := m.MakeNode(e, lo, hi)
		memo[k] = x
		return x
	}
	return w(f, 0, remove, add)
}

// Hitting returns every hitting set of f over vars (and f's support):
// the sets H of them that meet every set of f (all of them when f is
// empty, none when f holds the empty set). Its minimal sets are the
// blocking family of f.
func Hitting(m *Manager, f Node, vars []uint32) Node {
	u := universeOf(m, f, vars)
	type key struct {
		n Node
		i int
	}
	memo := map[key]Node{}
	var h func(n Node, i int) Node
	h = func(n Node, i int) Node {
		if i == len(u) {
			if n == Empty {
				return Base
			}
			return Empty
		}
		k := key{n, i}
		if x, ok := memo[k]; ok {
			return x
		}
		e := u[i]
		f0, f1 := n, Empty
		if n > Base && m.Var(n) == e {
			f0, f1 = m.Lo(n), m.Hi(n)
		}
		// Without e, H must meet every set with e taken out; with e, the
		// sets without e.
		x := m.MakeNode(e, h(m.Union(f0, f1), i+1), h(f0, i+1))
		memo[k] = x
		return x
	}
	return h(f, 0)
}
