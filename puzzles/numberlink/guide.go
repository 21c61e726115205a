package numberlink

import (
	"encoding/binary"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// guidedSpec is the exact construction s confined to the sets of a
// family over the same edges (a superset of s's, as the compact
// construction builds under rule A): its state is s's state and the node
// of the family reached by the decisions so far, so only the ways that
// family allows are followed. The family's manager must not change while
// the spec is in use.
type guidedSpec struct {
	s    *spec
	m    *zdd.Manager
	root zdd.Node
}

// StateSize implements topdown.Spec.
func (g *guidedSpec) StateSize() int { return 4 + g.s.StateSize() }

// Vars implements topdown.Spec.
func (g *guidedSpec) Vars() int { return g.s.Vars() }

// skip follows n past the variables before v, all left out.
func (g *guidedSpec) skip(n zdd.Node, v int) zdd.Node {
	for n != zdd.Empty && n != zdd.Base && int(g.m.Var(n)) < v {
		n = g.m.Lo(n)
	}
	return n
}

// Root implements topdown.Spec.
func (g *guidedSpec) Root(st []byte) int {
	r := g.s.Root(st[4:])
	return g.follow(st, g.root, r)
}

// follow stores n in st after the spec's answer r: the variables before
// r are left out of every set below, so n follows them; at Accept every
// later variable is, so n must hold the empty set from there.
func (g *guidedSpec) follow(st []byte, n zdd.Node, r int) int {
	switch {
	case r == topdown.Reject:
		return r
	case r == topdown.Accept:
		if g.skip(n, g.Vars()) == zdd.Base {
			return r
		}
		return topdown.Reject
	}
	n = g.skip(n, r)
	if n == zdd.Empty {
		return topdown.Reject
	}
	binary.LittleEndian.PutUint32(st, uint32(n))
	return r
}

// Child implements topdown.Spec.
func (g *guidedSpec) Child(st []byte, v int, take bool) int {
	n := zdd.Node(binary.LittleEndian.Uint32(st))
	if n != zdd.Base && int(g.m.Var(n)) == v {
		if take {
			n = g.m.Hi(n)
		} else {
			n = g.m.Lo(n)
		}
	} else if take {
		return topdown.Reject // the family never takes v here
	}
	if n == zdd.Empty {
		return topdown.Reject
	}
	return g.follow(st, n, g.s.Child(st[4:], v, take))
}
