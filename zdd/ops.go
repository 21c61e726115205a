package zdd

// cacheEntry is one slot of the lossy operation cache.
type cacheEntry struct {
	op   uint32
	a, b Node
	r    Node
}

// Operation codes for the cache. Codes 0..63 are reserved for this
// file; other files of the package take codes from 64 up.
const (
	opNone uint32 = iota
	opUnion
	opIntersect
	opDiff
	opSymDiff
)

func (m *Manager) cacheGet(op uint32, a, b Node) (Node, bool) {
	m.stats.CacheLookups++
	e := &m.cache[hash3(op, uint32(a), uint32(b))&m.cacheMask]
	if e.op == op && e.a == a && e.b == b {
		m.stats.CacheHits++
		if m.tracer != nil {
			m.traceCall(op, a, b, true, e.r)
		}
		return e.r, true
	}
	if m.tracer != nil {
		m.traceCall(op, a, b, false, 0)
	}
	return 0, false
}

func (m *Manager) cachePut(op uint32, a, b, r Node) {
	if m.tracer != nil {
		m.traceResult(op, a, b, r)
	}
	m.cache[hash3(op, uint32(a), uint32(b))&m.cacheMask] = cacheEntry{op: op, a: a, b: b, r: r}
	if m.cacheFills++; m.cacheFills > 8*len(m.cache) {
		m.growCacheMaybe()
	}
}

// Union returns f ∪ g.
func (m *Manager) Union(f, g Node) Node {
	switch {
	case f == Empty:
		return g
	case g == Empty || f == g:
		return f
	}
	if f > g {
		f, g = g, f
	}
	if r, ok := m.cacheGet(opUnion, f, g); ok {
		return r
	}
	fv, gv := m.nodes[f].v, m.nodes[g].v
	var r Node
	switch {
	case fv < gv:
		r = m.MakeNode(fv, m.Union(m.nodes[f].lo, g), m.nodes[f].hi)
	case fv > gv:
		r = m.MakeNode(gv, m.Union(f, m.nodes[g].lo), m.nodes[g].hi)
	default:
		r = m.MakeNode(fv, m.Union(m.nodes[f].lo, m.nodes[g].lo), m.Union(m.nodes[f].hi, m.nodes[g].hi))
	}
	m.cachePut(opUnion, f, g, r)
	return r
}

// Intersect returns f ∩ g.
func (m *Manager) Intersect(f, g Node) Node {
	switch {
	case f == Empty || g == Empty:
		return Empty
	case f == g:
		return f
	}
	if f > g {
		f, g = g, f
	}
	if r, ok := m.cacheGet(opIntersect, f, g); ok {
		return r
	}
	fv, gv := m.nodes[f].v, m.nodes[g].v
	var r Node
	switch {
	case fv < gv:
		r = m.Intersect(m.nodes[f].lo, g)
	case fv > gv:
		r = m.Intersect(f, m.nodes[g].lo)
	default:
		r = m.MakeNode(fv, m.Intersect(m.nodes[f].lo, m.nodes[g].lo), m.Intersect(m.nodes[f].hi, m.nodes[g].hi))
	}
	m.cachePut(opIntersect, f, g, r)
	return r
}

// Diff returns f \ g.
func (m *Manager) Diff(f, g Node) Node {
	switch {
	case f == Empty || f == g:
		return Empty
	case g == Empty:
		return f
	}
	if r, ok := m.cacheGet(opDiff, f, g); ok {
		return r
	}
	fv, gv := m.nodes[f].v, m.nodes[g].v
	var r Node
	switch {
	case fv < gv:
		r = m.MakeNode(fv, m.Diff(m.nodes[f].lo, g), m.nodes[f].hi)
	case fv > gv:
		r = m.Diff(f, m.nodes[g].lo)
	default:
		r = m.MakeNode(fv, m.Diff(m.nodes[f].lo, m.nodes[g].lo), m.Diff(m.nodes[f].hi, m.nodes[g].hi))
	}
	m.cachePut(opDiff, f, g, r)
	return r
}

// SymDiff returns (f \ g) ∪ (g \ f).
func (m *Manager) SymDiff(f, g Node) Node {
	switch {
	case f == Empty:
		return g
	case g == Empty:
		return f
	case f == g:
		return Empty
	}
	if f > g {
		f, g = g, f
	}
	if r, ok := m.cacheGet(opSymDiff, f, g); ok {
		return r
	}
	fv, gv := m.nodes[f].v, m.nodes[g].v
	var r Node
	switch {
	case fv < gv:
		r = m.MakeNode(fv, m.SymDiff(m.nodes[f].lo, g), m.nodes[f].hi)
	case fv > gv:
		r = m.MakeNode(gv, m.SymDiff(f, m.nodes[g].lo), m.nodes[g].hi)
	default:
		r = m.MakeNode(fv, m.SymDiff(m.nodes[f].lo, m.nodes[g].lo), m.SymDiff(m.nodes[f].hi, m.nodes[g].hi))
	}
	m.cachePut(opSymDiff, f, g, r)
	return r
}

// SetOf returns the family holding the one set of the given variables
// (duplicates are ignored).
func (m *Manager) SetOf(vars []uint32) Node {
	s := append([]uint32(nil), vars...)
	sortU32(s)
	r := Base
	for i := len(s) - 1; i >= 0; i-- {
		if i+1 < len(s) && s[i] == s[i+1] {
			continue
		}
		r = m.MakeNode(s[i], Empty, r)
	}
	return r
}

func sortU32(s []uint32) {
	// insertion sort for short inputs, else a simple heap-free quicksort
	if len(s) < 32 {
		for i := 1; i < len(s); i++ {
			for j := i; j > 0 && s[j] < s[j-1]; j-- {
				s[j], s[j-1] = s[j-1], s[j]
			}
		}
		return
	}
	p := s[len(s)/2]
	i, j := 0, len(s)-1
	for i <= j {
		for s[i] < p {
			i++
		}
		for s[j] > p {
			j--
		}
		if i <= j {
			s[i], s[j] = s[j], s[i]
			i++
			j--
		}
	}
	sortU32(s[:j+1])
	sortU32(s[i:])
}
