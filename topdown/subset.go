package topdown

import (
	"encoding/binary"

	"zq/zdd"
)

// zddSpec walks a ZDD of a manager: the state is a node handle.
type zddSpec struct {
	m    *zdd.Manager
	f    zdd.Node
	vars int
}

// ZDDSpec returns a Spec of the family f of m: its state is a node of f
// (4 bytes). Its variables are 0..max variable of f. The manager must
// not be changed while the spec is in use (Build only changes it after
// the spec's last call).
func ZDDSpec(m *zdd.Manager, f zdd.Node) Spec {
	return &zddSpec{m: m, f: f, vars: maxVar(m, f) + 1}
}

// maxVar returns the largest variable in f, or -1.
func maxVar(m *zdd.Manager, f zdd.Node) int {
	seen := make(map[zdd.Node]bool)
	best := -1
	stack := []zdd.Node{f}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if zdd.IsTerminal(n) || seen[n] {
			continue
		}
		seen[n] = true
		if v := int(m.Var(n)); v > best {
			best = v
		}
		stack = append(stack, m.Lo(n), m.Hi(n))
	}
	return best
}

func (z *zddSpec) StateSize() int { return 4 }
func (z *zddSpec) Vars() int      { return z.vars }

func (z *zddSpec) next(st []byte, n zdd.Node) int {
	binary.LittleEndian.PutUint32(st, uint32(n))
	switch n {
	case zdd.Empty:
		return Reject
	case zdd.Base:
		return Accept
	}
	return int(z.m.Var(n))
}

func (z *zddSpec) Root(st []byte) int { return z.next(st, z.f) }

func (z *zddSpec) Child(st []byte, v int, take bool) int {
	n := zdd.Node(binary.LittleEndian.Uint32(st))
	if int(z.m.Var(n)) != v {
		// v is not in any set below n
		if take {
			return z.next(st, zdd.Empty)
		}
		return z.next(st, n)
	}
	if take {
		return z.next(st, z.m.Hi(n))
	}
	return z.next(st, z.m.Lo(n))
}

// andSpec is the product of two specs: a set is a member when it is a
// member of both families.
type andSpec struct {
	a, b   Spec
	sa, sb int
	vars   int
}

// And returns a Spec of the intersection of the families of a and b,
// built in one pass over pairs of states (neither family is built on
// its own). Its variables are those of the larger of the two.
func And(a, b Spec) Spec {
	return &andSpec{a: a, b: b, sa: a.StateSize(), sb: b.StateSize(), vars: max(a.Vars(), b.Vars())}
}

// Intersect returns a Spec of the sets of s's family that are also in
// the family f of m (subsetting: f guides the construction, and the
// family of s is never built alone).
func Intersect(s Spec, m *zdd.Manager, f zdd.Node) Spec {
	return And(s, ZDDSpec(m, f))
}

func (p *andSpec) StateSize() int { return p.sa + p.sb }
func (p *andSpec) Vars() int      { return p.vars }

// align moves both parts to the same variable by leaving out variables
// that only one part would decide; it returns that variable or a
// terminal.
func (p *andSpec) align(st []byte, ra, rb int) int {
	sa, sb := st[:p.sa], st[p.sa:]
	for {
		switch {
		case ra == Reject || rb == Reject:
			return p.reject(st)
		case ra == Accept && rb == Accept:
			return p.accept(st)
		case ra == rb:
			return ra
		case rb == Accept || (ra != Accept && ra < rb):
			ra = p.a.Child(sa, ra, false)
		default:
			rb = p.b.Child(sb, rb, false)
		}
	}
}

// reject and accept clear the state so terminal states are canonical
// (the builder never stores them, but callers might compare them).
func (p *andSpec) reject(st []byte) int { clear(st); return Reject }
func (p *andSpec) accept(st []byte) int { clear(st); return Accept }

func (p *andSpec) Root(st []byte) int {
	ra := p.a.Root(st[:p.sa])
	rb := p.b.Root(st[p.sa:])
	return p.align(st, ra, rb)
}

func (p *andSpec) Child(st []byte, v int, take bool) int {
	ra := p.a.Child(st[:p.sa], v, take)
	rb := p.b.Child(st[p.sa:], v, take)
	return p.align(st, ra, rb)
}
