package zdd

import (
	"errors"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
)

// Errors of the checked Family operations.
var (
	// ErrForeign is reported when families of different managers meet.
	ErrForeign = errors.New("zdd: family belongs to another manager")
	// ErrNoManager is reported for the zero Family.
	ErrNoManager = errors.New("zdd: family has no manager")
	// ErrInvalid is reported for a handle that is not a live node (for
	// example one freed by GC).
	ErrInvalid = errors.New("zdd: invalid node handle")
	// ErrUnknownVar is reported for a variable outside the declared
	// range (see Manager.SetVars).
	ErrUnknownVar = errors.New("zdd: unknown variable")
)

// Family is a checked handle: a Node bound to its Manager. Its methods
// return an error instead of misbehaving when given a family of another
// manager, a stale handle or an unknown variable, and they run under
// Guard, so an interrupt or the node limit comes back as an error too.
// A Family is only as durable as its node: Ref it (or keep it otherwise
// reachable from a root) across GC, and remap it after Compact.
type Family struct {
	m *Manager
	n Node
}

// Family binds n to m.
func (m *Manager) Family(n Node) Family { return Family{m: m, n: n} }

// EmptyFamily returns the empty family of m.
func (m *Manager) EmptyFamily() Family { return Family{m: m, n: Empty} }

// BaseFamily returns the family {∅} of m.
func (m *Manager) BaseFamily() Family { return Family{m: m, n: Base} }

// Node returns the node of f.
func (f Family) Node() Node { return f.n }

// Manager returns the manager of f.
func (f Family) Manager() *Manager { return f.m }

func (f Family) check() error {
	if f.m == nil {
		return ErrNoManager
	}
	if !f.m.Valid(f.n) {
		return fmt.Errorf("%w: %d", ErrInvalid, f.n)
	}
	return nil
}

func (f Family) check2(g Family) error {
	if err := f.check(); err != nil {
		return err
	}
	if g.m != f.m {
		if g.m == nil {
			return ErrNoManager
		}
		return ErrForeign
	}
	return g.check()
}

func (f Family) checkVar(v uint32) error {
	if v >= MaxVars || (f.m.nvars != 0 && v >= f.m.nvars) {
		return fmt.Errorf("%w: %d", ErrUnknownVar, v)
	}
	return nil
}

func (f Family) checkVars(vars []uint32) error {
	for _, v := range vars {
		if err := f.checkVar(v); err != nil {
			return err
		}
	}
	return nil
}

func (f Family) run(op func() Node) (Family, error) {
	var r Node
	if err := f.m.Guard(func() { r = op() }); err != nil {
		return Family{}, err
	}
	return Family{m: f.m, n: r}, nil
}

func (f Family) bin(g Family, op func(a, b Node) Node) (Family, error) {
	if err := f.check2(g); err != nil {
		return Family{}, err
	}
	return f.run(func() Node { return op(f.n, g.n) })
}

func (f Family) un(op func(a Node) Node) (Family, error) {
	if err := f.check(); err != nil {
		return Family{}, err
	}
	return f.run(func() Node { return op(f.n) })
}

func (f Family) withVar(v uint32, op func(a Node, v uint32) Node) (Family, error) {
	if err := f.check(); err != nil {
		return Family{}, err
	}
	if err := f.checkVar(v); err != nil {
		return Family{}, err
	}
	return f.run(func() Node { return op(f.n, v) })
}

// Union returns f ∪ g.
func (f Family) Union(g Family) (Family, error) { return f.bin(g, f.m.Union) }

// Intersect returns f ∩ g.
func (f Family) Intersect(g Family) (Family, error) { return f.bin(g, f.m.Intersect) }

// Diff returns f \ g.
func (f Family) Diff(g Family) (Family, error) { return f.bin(g, f.m.Diff) }

// SymDiff returns the symmetric difference of f and g.
func (f Family) SymDiff(g Family) (Family, error) { return f.bin(g, f.m.SymDiff) }

// Join returns {a ∪ b}.
func (f Family) Join(g Family) (Family, error) { return f.bin(g, f.m.Join) }

// Meet returns {a ∩ b}.
func (f Family) Meet(g Family) (Family, error) { return f.bin(g, f.m.Meet) }

// Quotient returns f / g (see Manager.Quotient).
func (f Family) Quotient(g Family) (Family, error) { return f.bin(g, f.m.Quotient) }

// Remainder returns f % g (see Manager.Remainder).
func (f Family) Remainder(g Family) (Family, error) { return f.bin(g, f.m.Remainder) }

// Restrict returns the sets of f containing some set of g.
func (f Family) Restrict(g Family) (Family, error) { return f.bin(g, f.m.Restrict) }

// Permit returns the sets of f contained in some set of g.
func (f Family) Permit(g Family) (Family, error) { return f.bin(g, f.m.Permit) }

// NonSup returns the sets of f containing no set of g.
func (f Family) NonSup(g Family) (Family, error) { return f.bin(g, f.m.NonSup) }

// NonSub returns the sets of f contained in no set of g.
func (f Family) NonSub(g Family) (Family, error) { return f.bin(g, f.m.NonSub) }

// Minimal returns the inclusion-minimal sets of f.
func (f Family) Minimal() (Family, error) { return f.un(f.m.Minimal) }

// Maximal returns the inclusion-maximal sets of f.
func (f Family) Maximal() (Family, error) { return f.un(f.m.Maximal) }

// Minimum returns the sets of f of least cardinality.
func (f Family) Minimum() (Family, error) { return f.un(f.m.Minimum) }

// Maximum returns the sets of f of greatest cardinality.
func (f Family) Maximum() (Family, error) { return f.un(f.m.Maximum) }

// Onset returns the sets containing v, v removed.
func (f Family) Onset(v uint32) (Family, error) { return f.withVar(v, f.m.Onset) }

// Offset returns the sets lacking v.
func (f Family) Offset(v uint32) (Family, error) { return f.withVar(v, f.m.Offset) }

// Change toggles v in every set.
func (f Family) Change(v uint32) (Family, error) { return f.withVar(v, f.m.Change) }

// With returns the sets containing v.
func (f Family) With(v uint32) (Family, error) { return f.withVar(v, f.m.With) }

// Without returns the sets lacking v.
func (f Family) Without(v uint32) (Family, error) { return f.withVar(v, f.m.Without) }

// Project returns {S ∩ E} for E the given variables.
func (f Family) Project(vars []uint32) (Family, error) {
	if err := f.checkVars(vars); err != nil {
		return Family{}, err
	}
	return f.un(func(a Node) Node { return f.m.Project(a, vars) })
}

// Complement returns the sets of the power set of vars not in f.
func (f Family) Complement(vars []uint32) (Family, error) {
	if err := f.checkVars(vars); err != nil {
		return Family{}, err
	}
	return f.un(func(a Node) Node { return f.m.Complement(a, vars) })
}

// PowFamily returns the power set of vars in m, checked like Family
// methods.
func (m *Manager) PowFamily(vars []uint32) (Family, error) {
	return m.EmptyFamily().Complement(vars)
}

// SetFamily returns the family holding the one given set, checked like
// Family methods.
func (m *Manager) SetFamily(vars []uint32) (Family, error) {
	f := m.EmptyFamily()
	if err := f.checkVars(vars); err != nil {
		return Family{}, err
	}
	return f.run(func() Node { return m.SetOf(vars) })
}

// Equal reports whether f and g are the same family.
func (f Family) Equal(g Family) (bool, error) {
	if err := f.check2(g); err != nil {
		return false, err
	}
	return f.n == g.n, nil
}

// IsSubfamily reports whether every set of f is in g.
func (f Family) IsSubfamily(g Family) (bool, error) {
	if err := f.check2(g); err != nil {
		return false, err
	}
	var ok bool
	err := f.m.Guard(func() { ok = f.m.IsSubfamily(f.n, g.n) })
	return ok, err
}

// Contains reports whether the given set is in f.
func (f Family) Contains(set []uint32) (bool, error) {
	if err := f.check(); err != nil {
		return false, err
	}
	if err := f.checkVars(set); err != nil {
		return false, err
	}
	return f.m.Contains(f.n, set), nil
}

// Count returns the number of sets of f.
func (f Family) Count() (*big.Int, error) {
	if err := f.check(); err != nil {
		return nil, err
	}
	return f.m.Count(f.n), nil
}

// Sizes returns the histogram of set sizes of f.
func (f Family) Sizes() ([]*big.Int, error) {
	if err := f.check(); err != nil {
		return nil, err
	}
	return f.m.Sizes(f.n), nil
}

// NodeCount returns the number of nodes of f.
func (f Family) NodeCount() (int, error) {
	if err := f.check(); err != nil {
		return 0, err
	}
	return f.m.NodeCount(f.n), nil
}

// Unrank returns the set of rank k (see Manager.Unrank).
func (f Family) Unrank(k *big.Int) ([]uint32, error) {
	if err := f.check(); err != nil {
		return nil, err
	}
	return f.m.Unrank(f.n, k), nil
}

// Rank returns the rank of set in f, -1 if absent.
func (f Family) Rank(set []uint32) (*big.Int, error) {
	if err := f.check(); err != nil {
		return nil, err
	}
	if err := f.checkVars(set); err != nil {
		return nil, err
	}
	return f.m.Rank(f.n, set), nil
}

// Sample returns k distinct sets of f chosen uniformly (see Manager.Sample).
func (f Family) Sample(rng *rand.Rand, k int) ([][]uint32, error) {
	if err := f.check(); err != nil {
		return nil, err
	}
	return f.m.Sample(f.n, rng, k), nil
}

// Save writes f to w (see Manager.Save).
func (f Family) Save(w io.Writer) error {
	if err := f.check(); err != nil {
		return err
	}
	return f.m.Save(w, f.n)
}

// SaveWithMeta writes f and the metadata to w (see
// Manager.SaveWithMeta).
func (f Family) SaveWithMeta(w io.Writer, meta []byte) error {
	if err := f.check(); err != nil {
		return err
	}
	return f.m.SaveWithMeta(w, f.n, meta)
}

// Ref registers f as a GC root.
func (f Family) Ref() { f.m.Ref(f.n) }

// Unref withdraws one registration of f.
func (f Family) Unref() { f.m.Unref(f.n) }

// Each calls fn for every set of f in the documented order (see
// Manager.Each).
func (f Family) Each(fn func(set []uint32) bool) error {
	if err := f.check(); err != nil {
		return err
	}
	f.m.Each(f.n, fn)
	return nil
}

// Sets returns up to limit sets of f (all when limit < 0).
func (f Family) Sets(limit int) ([][]uint32, error) {
	if err := f.check(); err != nil {
		return nil, err
	}
	return f.m.Sets(f.n, limit), nil
}

// MinWeight returns a least-weight set of f (see Manager.MinWeight).
func (f Family) MinWeight(w []int64) ([]uint32, int64, bool, error) {
	if err := f.check(); err != nil {
		return nil, 0, false, err
	}
	s, x, ok := f.m.MinWeight(f.n, w)
	return s, x, ok, nil
}

// MaxWeight returns a greatest-weight set of f (see Manager.MaxWeight).
func (f Family) MaxWeight(w []int64) ([]uint32, int64, bool, error) {
	if err := f.check(); err != nil {
		return nil, 0, false, err
	}
	s, x, ok := f.m.MaxWeight(f.n, w)
	return s, x, ok, nil
}

// MinWeightSets returns all least-weight sets of f.
func (f Family) MinWeightSets(w []int64) (Family, error) {
	return f.un(func(a Node) Node { return f.m.MinWeightSets(a, w) })
}

// MaxWeightSets returns all greatest-weight sets of f.
func (f Family) MaxWeightSets(w []int64) (Family, error) {
	return f.un(func(a Node) Node { return f.m.MaxWeightSets(a, w) })
}

// KBest returns the k least-weight sets of f in order (see
// Manager.KBest).
func (f Family) KBest(w []int64, k int) ([]WeightedSet, error) {
	if err := f.check(); err != nil {
		return nil, err
	}
	return f.m.KBest(f.n, w, k), nil
}

// WriteDOT writes the diagram of f (see Manager.WriteDOT).
func (f Family) WriteDOT(w io.Writer, name func(v uint32) string) error {
	if err := f.check(); err != nil {
		return err
	}
	return f.m.WriteDOT(w, f.n, name)
}

// LoadFamily reads a family file (see Manager.LoadWithMeta) into m.
func (m *Manager) LoadFamily(r io.Reader) (Family, []byte, error) {
	n, meta, err := m.LoadWithMeta(r)
	if err != nil {
		return Family{}, nil, err
	}
	if m.nvars != 0 {
		var top uint32
		m.postorder(n, func(x Node) { top = max(top, m.nodes[x].v) })
		if n > Base && top >= m.nvars {
			return Family{}, nil, fmt.Errorf("%w: %d in loaded family", ErrUnknownVar, top)
		}
	}
	return Family{m: m, n: n}, meta, nil
}

// SizeAtMost returns the sets of f with at most k elements.
func (f Family) SizeAtMost(k int) (Family, error) {
	return f.un(func(a Node) Node { return f.m.SizeAtMost(a, k) })
}

// SizeAtLeast returns the sets of f with at least k elements.
func (f Family) SizeAtLeast(k int) (Family, error) {
	return f.un(func(a Node) Node { return f.m.SizeAtLeast(a, k) })
}

// SizeEq returns the sets of f with exactly k elements.
func (f Family) SizeEq(k int) (Family, error) {
	return f.un(func(a Node) Node { return f.m.SizeEq(a, k) })
}
