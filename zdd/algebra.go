package zdd

import (
	"slices"
)

// Operation codes of the family algebra (see ops.go for the reserved
// range).
const (
	opOnset uint32 = 64 + iota
	opOffset
	opChange
	opWith
	opJoin
	opMeet
	opQuotient
	opRestrict
	opPermit
	opNonSup
	opNonSub
	opMinimal
	opMaximal
	opSubset
	opAtMost
	opAtLeast
)

// cof returns the cofactors of f with respect to variable x, which must
// not lie below the top variable of f: the sets of f without x, and the
// sets with x (x removed).
func (m *Manager) cof(f Node, x uint32) (Node, Node) {
	nd := m.nodes[f]
	if nd.v == x {
		return nd.lo, nd.hi
	}
	return f, Empty
}

// Onset returns the sets of f that contain variable v, with v removed
// from each.
func (m *Manager) Onset(f Node, v uint32) Node {
	fv := m.nodes[f].v
	if fv > v {
		return Empty
	}
	if fv == v {
		return m.nodes[f].hi
	}
	if r, ok := m.cacheGet(opOnset, f, Node(v)); ok {
		return r
	}
	nd := m.nodes[f]
	r := m.MakeNode(fv, m.Onset(nd.lo, v), m.Onset(nd.hi, v))
	m.cachePut(opOnset, f, Node(v), r)
	return r
}

// Offset returns the sets of f that do not contain variable v.
func (m *Manager) Offset(f Node, v uint32) Node {
	fv := m.nodes[f].v
	if fv > v {
		return f
	}
	if fv == v {
		return m.nodes[f].lo
	}
	if r, ok := m.cacheGet(opOffset, f, Node(v)); ok {
		return r
	}
	nd := m.nodes[f]
	r := m.MakeNode(fv, m.Offset(nd.lo, v), m.Offset(nd.hi, v))
	m.cachePut(opOffset, f, Node(v), r)
	return r
}

// Without returns the sets of f that lack variable v (the same as Offset).
func (m *Manager) Without(f Node, v uint32) Node { return m.Offset(f, v) }

// With returns the sets of f that contain variable v (v kept in them).
func (m *Manager) With(f Node, v uint32) Node {
	fv := m.nodes[f].v
	if fv > v {
		return Empty
	}
	if fv == v {
		return m.MakeNode(v, Empty, m.nodes[f].hi)
	}
	if r, ok := m.cacheGet(opWith, f, Node(v)); ok {
		return r
	}
	nd := m.nodes[f]
	r := m.MakeNode(fv, m.With(nd.lo, v), m.With(nd.hi, v))
	m.cachePut(opWith, f, Node(v), r)
	return r
}

// Change toggles variable v in every set of f.
func (m *Manager) Change(f Node, v uint32) Node {
	fv := m.nodes[f].v
	if fv > v {
		return m.MakeNode(v, Empty, f)
	}
	if fv == v {
		nd := m.nodes[f]
		return m.MakeNode(v, nd.hi, nd.lo)
	}
	if r, ok := m.cacheGet(opChange, f, Node(v)); ok {
		return r
	}
	nd := m.nodes[f]
	r := m.MakeNode(fv, m.Change(nd.lo, v), m.Change(nd.hi, v))
	m.cachePut(opChange, f, Node(v), r)
	return r
}

// Join returns {a ∪ b : a ∈ f, b ∈ g}.
func (m *Manager) Join(f, g Node) Node {
	switch {
	case f == Empty || g == Empty:
		return Empty
	case f == Base:
		return g
	case g == Base:
		return f
	}
	if f > g {
		f, g = g, f
	}
	if r, ok := m.cacheGet(opJoin, f, g); ok {
		return r
	}
	x := min(m.nodes[f].v, m.nodes[g].v)
	f0, f1 := m.cof(f, x)
	g0, g1 := m.cof(g, x)
	lo := m.Join(f0, g0)
	hi := m.Union(m.Join(f1, g1), m.Union(m.Join(f1, g0), m.Join(f0, g1)))
	r := m.MakeNode(x, lo, hi)
	m.cachePut(opJoin, f, g, r)
	return r
}

// Meet returns {a ∩ b : a ∈ f, b ∈ g}.
func (m *Manager) Meet(f, g Node) Node {
	switch {
	case f == Empty || g == Empty:
		return Empty
	case f == Base || g == Base:
		return Base
	}
	if f > g {
		f, g = g, f
	}
	if r, ok := m.cacheGet(opMeet, f, g); ok {
		return r
	}
	x := min(m.nodes[f].v, m.nodes[g].v)
	f0, f1 := m.cof(f, x)
	g0, g1 := m.cof(g, x)
	lo := m.Union(m.Meet(f0, g0), m.Union(m.Meet(f0, g1), m.Meet(f1, g0)))
	hi := m.Meet(f1, g1)
	r := m.MakeNode(x, lo, hi)
	m.cachePut(opMeet, f, g, r)
	return r
}

// Quotient returns the weak division f / g: the sets a such that for
// every b in g, a and b are disjoint and a ∪ b is in f. Dividing by the
// empty family gives the empty family, so that
// f = Join(Quotient(f, g), g) ∪ Remainder(f, g) holds for every g.
func (m *Manager) Quotient(f, g Node) Node {
	switch {
	case g == Base:
		return f
	case g == Empty || f <= Base:
		return Empty
	case f == g:
		return Base
	}
	if r, ok := m.cacheGet(opQuotient, f, g); ok {
		return r
	}
	gn := m.nodes[g]
	x := gn.v
	r := m.Quotient(m.Onset(f, x), gn.hi)
	if r != Empty && gn.lo != Empty {
		r = m.Intersect(r, m.Quotient(m.Offset(f, x), gn.lo))
	}
	m.cachePut(opQuotient, f, g, r)
	return r
}

// Remainder returns f \ Join(g, Quotient(f, g)).
func (m *Manager) Remainder(f, g Node) Node {
	return m.Diff(f, m.Join(g, m.Quotient(f, g)))
}

// Restrict returns the sets of f that contain at least one set of g.
func (m *Manager) Restrict(f, g Node) Node {
	switch {
	case f == Empty || g == Empty:
		return Empty
	case g == Base || f == g:
		return f
	}
	if r, ok := m.cacheGet(opRestrict, f, g); ok {
		return r
	}
	fv, gv := m.nodes[f].v, m.nodes[g].v
	var r Node
	switch {
	case gv < fv:
		r = m.Restrict(f, m.nodes[g].lo)
	case fv < gv:
		if m.hasEmptySet(g) {
			// every set contains ∅; settled without walking f
			r = f
			break
		}
		nd := m.nodes[f]
		r = m.MakeNode(fv, m.Restrict(nd.lo, g), m.Restrict(nd.hi, g))
	default:
		fn, gn := m.nodes[f], m.nodes[g]
		r = m.MakeNode(fv, m.Restrict(fn.lo, gn.lo), m.Restrict(fn.hi, m.Union(gn.lo, gn.hi)))
	}
	m.cachePut(opRestrict, f, g, r)
	return r
}

// Permit returns the sets of f that are contained in at least one set
// of g.
func (m *Manager) Permit(f, g Node) Node {
	switch {
	case f == Empty || g == Empty:
		return Empty
	case f == Base || f == g:
		return f
	}
	if r, ok := m.cacheGet(opPermit, f, g); ok {
		return r
	}
	fv, gv := m.nodes[f].v, m.nodes[g].v
	var r Node
	switch {
	case fv < gv:
		r = m.Permit(m.nodes[f].lo, g)
	case gv < fv:
		gn := m.nodes[g]
		r = m.Permit(f, m.Union(gn.lo, gn.hi))
	default:
		fn, gn := m.nodes[f], m.nodes[g]
		r = m.MakeNode(fv, m.Permit(fn.lo, m.Union(gn.lo, gn.hi)), m.Permit(fn.hi, gn.hi))
	}
	m.cachePut(opPermit, f, g, r)
	return r
}

// hasEmptySet reports whether the empty set is in f: the path of
// 0-arcs from f ends at Base.
func (m *Manager) hasEmptySet(f Node) bool {
	for f > Base {
		f = m.nodes[f].lo
	}
	return f == Base
}

// NonSup returns the sets of f that contain no set of g.
//
// A set of f with the top variable x of the two must avoid both the
// sets of g without x and (x removed) those with it, so the 1-branch is
// one recursion against their union rather than two recursions and an
// intersection; a g holding the empty set leaves nothing.
func (m *Manager) NonSup(f, g Node) Node {
	switch {
	case f == Empty || g == Base || f == g:
		return Empty
	case g == Empty:
		return f
	}
	if r, ok := m.cacheGet(opNonSup, f, g); ok {
		return r
	}
	fv, gv := m.nodes[f].v, m.nodes[g].v
	var r Node
	switch {
	case gv < fv:
		// the sets of g with gv lie in no set of f
		r = m.NonSup(f, m.nodes[g].lo)
	case fv < gv:
		if m.hasEmptySet(g) {
			// every set contains ∅; settled without walking f
			r = Empty
			break
		}
		nd := m.nodes[f]
		r = m.MakeNode(fv, m.NonSup(nd.lo, g), m.NonSup(nd.hi, g))
	default:
		fn, gn := m.nodes[f], m.nodes[g]
		lo := m.NonSup(fn.lo, gn.lo)
		r = m.MakeNode(fv, lo, m.NonSup(fn.hi, m.Union(gn.lo, gn.hi)))
	}
	m.cachePut(opNonSup, f, g, r)
	return r
}

// NonSub returns the sets of f that are contained in no set of g.
func (m *Manager) NonSub(f, g Node) Node {
	switch {
	case f == Empty || f == g:
		return Empty
	case g == Empty:
		return f
	case f == Base:
		return Empty
	}
	if r, ok := m.cacheGet(opNonSub, f, g); ok {
		return r
	}
	fv, gv := m.nodes[f].v, m.nodes[g].v
	var r Node
	switch {
	case fv < gv:
		// the sets of f with fv lie in no set of g
		nd := m.nodes[f]
		r = m.MakeNode(fv, m.NonSub(nd.lo, g), nd.hi)
	case gv < fv:
		gn := m.nodes[g]
		r = m.NonSub(f, m.Union(gn.lo, gn.hi))
	default:
		fn, gn := m.nodes[f], m.nodes[g]
		r = m.MakeNode(fv, m.NonSub(fn.lo, m.Union(gn.lo, gn.hi)), m.NonSub(fn.hi, gn.hi))
	}
	m.cachePut(opNonSub, f, g, r)
	return r
}

// Minimal returns the sets of f that have no proper subset in f. It
// works on the diagram directly: the minimal sets without the top
// variable are those of the 0-branch f0, and a set with it is minimal
// when it is minimal in the 1-branch and contains no set of f0. (Testing
// against f0 itself rather than its minimal sets gives the same result,
// and f0 shares its nodes with the rest of f, so the sub-results of the
// nested NonSup calls are shared far more.) Each node of f is worked on
// once, whatever the operation cache loses.
func (m *Manager) Minimal(f Node) Node {
	if f <= Base {
		return f
	}
	memo := newNodeMap[Node](m, m.isSmall(f))
	var rec func(f Node) Node
	rec = func(f Node) Node {
		if f <= Base {
			return f
		}
		if r := memo.get(f); r != Empty {
			return r
		}
		nd := m.nodes[f]
		r := m.MakeNode(nd.v, rec(nd.lo), m.NonSup(rec(nd.hi), nd.lo))
		memo.set(f, r)
		return r
	}
	return rec(f)
}

// Maximal returns the sets of f that have no proper superset in f: the
// maximal sets with the top variable are those of the 1-branch f1, and
// a set without it is maximal when it is maximal in the 0-branch and
// lies in no set of f1. Each node of f is worked on once.
func (m *Manager) Maximal(f Node) Node {
	if f <= Base {
		return f
	}
	memo := newNodeMap[Node](m, m.isSmall(f))
	var rec func(f Node) Node
	rec = func(f Node) Node {
		if f <= Base {
			return f
		}
		if r := memo.get(f); r != Empty {
			return r
		}
		nd := m.nodes[f]
		r := m.MakeNode(nd.v, m.NonSub(rec(nd.lo), nd.hi), rec(nd.hi))
		memo.set(f, r)
		return r
	}
	return rec(f)
}

// IsSubfamily reports whether every set of f is in g. It creates no
// nodes.
func (m *Manager) IsSubfamily(f, g Node) bool {
	switch {
	case f == Empty || f == g:
		return true
	case g == Empty:
		return false
	}
	fv, gv := m.nodes[f].v, m.nodes[g].v
	if fv < gv {
		return false
	}
	if r, ok := m.cacheGet(opSubset, f, g); ok {
		return r == Base
	}
	m.pollTick()
	var ok bool
	if gv < fv {
		ok = m.IsSubfamily(f, m.nodes[g].lo)
	} else {
		fn, gn := m.nodes[f], m.nodes[g]
		ok = m.IsSubfamily(fn.hi, gn.hi) && m.IsSubfamily(fn.lo, gn.lo)
	}
	r := Empty
	if ok {
		r = Base
	}
	m.cachePut(opSubset, f, g, r)
	return ok
}

// Contains reports whether the set of the given variables (in any
// order, duplicates ignored) is in f. It creates no nodes.
func (m *Manager) Contains(f Node, set []uint32) bool {
	s := sortedSet(set)
	i := 0
	for f > Base {
		nd := m.nodes[f]
		for i < len(s) && s[i] < nd.v {
			return false
		}
		if i < len(s) && s[i] == nd.v {
			f = nd.hi
			i++
		} else {
			f = nd.lo
		}
	}
	return f == Base && i == len(s)
}

// sortedSet returns a sorted copy of vars without duplicates.
func sortedSet(vars []uint32) []uint32 {
	s := slices.Clone(vars)
	slices.Sort(s)
	return slices.Compact(s)
}

// Pow returns the family of all subsets of the given variables
// (duplicates ignored): 2^n sets in n nodes.
func (m *Manager) Pow(vars []uint32) Node {
	s := sortedSet(vars)
	r := Base
	for i := len(s) - 1; i >= 0; i-- {
		r = m.MakeNode(s[i], r, r)
	}
	return r
}

// Complement returns the sets of the power set of vars that are not in
// f. Sets of f with elements outside vars do not affect the result.
func (m *Manager) Complement(f Node, vars []uint32) Node {
	return m.Diff(m.Pow(vars), f)
}

// Project returns {S ∩ E : S ∈ f} where E is the set of the given
// variables.
func (m *Manager) Project(f Node, vars []uint32) Node {
	keep := sortedSet(vars)
	// A memo of its own (the projection of a non-empty family is not
	// empty, so 0 marks "not done"): each node of f is worked on once.
	memo := newNodeMap[Node](m, m.isSmall(f))
	var rec func(f Node) Node
	rec = func(f Node) Node {
		if f <= Base {
			return f
		}
		if r := memo.get(f); r != 0 {
			return r
		}
		nd := m.nodes[f]
		var r Node
		if _, in := slices.BinarySearch(keep, nd.v); in {
			r = m.MakeNode(nd.v, rec(nd.lo), rec(nd.hi))
		} else {
			r = m.Union(rec(nd.lo), rec(nd.hi))
		}
		memo.set(f, r)
		return r
	}
	return rec(f)
}

// SizeAtMost returns the sets of f with at most k elements.
func (m *Manager) SizeAtMost(f Node, k int) Node {
	switch {
	case k < 0 || f == Empty:
		return Empty
	case f == Base:
		return Base
	}
	if k >= MaxVars {
		return f
	}
	if r, ok := m.cacheGet(opAtMost, f, Node(k)); ok {
		return r
	}
	nd := m.nodes[f]
	r := m.MakeNode(nd.v, m.SizeAtMost(nd.lo, k), m.SizeAtMost(nd.hi, k-1))
	m.cachePut(opAtMost, f, Node(k), r)
	return r
}

// SizeAtLeast returns the sets of f with at least k elements.
func (m *Manager) SizeAtLeast(f Node, k int) Node {
	switch {
	case k <= 0:
		return f
	case f <= Base || k >= MaxVars:
		return Empty
	}
	if r, ok := m.cacheGet(opAtLeast, f, Node(k)); ok {
		return r
	}
	nd := m.nodes[f]
	r := m.MakeNode(nd.v, m.SizeAtLeast(nd.lo, k), m.SizeAtLeast(nd.hi, k-1))
	m.cachePut(opAtLeast, f, Node(k), r)
	return r
}
