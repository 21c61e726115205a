package zdd

// Blocking returns the blocker of f: its minimal hitting sets, the
// minimal sets that meet every set of f. The blocker of the empty family
// is {{}}; a family holding the empty set has none.
//
// With v the top variable of f, f0 the sets without v and f1 those with
// it (v removed), a minimal hitting set either lacks v, and then is a
// minimal hitting set of f0 ∪ f1, or holds v, and then is v added to a
// minimal hitting set of f0 that does not already meet every set of f1,
// that is one containing no minimal hitting set of f0 ∪ f1:
//
//	b(f) = b(f0 ∪ f1) ∪ v·NonSup(b(f0), b(f0 ∪ f1))
//
// Each node is worked on once (memoized for the call), and the operation
// never lists the sets of f.
func (m *Manager) Blocking(f Node) Node {
	memo := map[Node]Node{}
	var rec func(f Node) Node
	rec = func(f Node) Node {
		switch f {
		case Empty:
			return Base
		case Base:
			return Empty
		}
		if r, ok := memo[f]; ok {
			return r
		}
		m.pollTick()
		nd := m.nodes[f]
		both := rec(m.Union(nd.lo, nd.hi))
		with := m.NonSup(rec(nd.lo), both)
		r := m.Union(both, m.Change(with, nd.v))
		memo[f] = r
		return r
	}
	return rec(f)
}
