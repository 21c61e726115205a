package lang

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"sync"
	"time"

	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// What builtins outside this package use of a call beyond its arguments:
// the session's files, progress line and limits, and the conversions the
// library shares.

// Progress returns a progress hook showing construction progress on the
// session's Progress line (at most ten times a second).
func (c *Call) Progress() func(topdown.Progress) {
	if c.S.Progress == nil && (c.S.MemoryBudget <= 0 || c.S.MemoryUsed == nil) {
		return nil
	}
	var mu sync.Mutex
	last := time.Now()
	start := last
	return func(p topdown.Progress) {
		// The builder's memory counts against the session's budget.
		c.S.building.Store(p.Bytes)
		if c.S.Progress == nil {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if now := time.Now(); now.Sub(last) >= 100*time.Millisecond && now.Sub(start) >= 300*time.Millisecond {
			last = now
			phase := "expanding"
			if p.Reducing {
				phase = "reducing"
			}
			c.S.Progress(fmt.Sprintf("%s: %s level %d/%d, %s states, %s nodes, %s",
				c.B.Name, phase, p.Var+1, p.Vars, wording.Group64(int64(p.States)), wording.Group64(int64(p.Nodes)), wording.Bytes(p.Bytes)))
		}
	}
}

// Note returns a hook that shows a line about a phase of a puzzle
// construction (such as the SAT backbone's solver runs) on the
// session's progress line, or nil when the session shows no progress.
func (c *Call) Note() func(string) {
	if c.S.Progress == nil {
		return nil
	}
	return func(line string) { c.S.Progress(c.B.Name + ": " + line) }
}

// Build constructs the ZDD of a top-down spec, reporting progress to the
// session's Progress hook (at most ten times a second), stopping when the
// statement is interrupted, and holding the builder to the node limit
// (:limit) as the manager is held to it.
func (c *Call) Build(spec topdown.Spec, u Universe) (Value, error) {
	return c.BuildWith(u, func(ctx context.Context, opt topdown.Options) (zdd.Node, error) {
		return topdown.Build(ctx, c.S.M, spec, opt)
	})
}

// BuildWith runs make, which builds a family over u in the session's
// manager by top-down constructions (each given ctx and opt) and
// operations on their diagrams, as Build runs one construction.
func (c *Call) BuildWith(u Universe, make func(ctx context.Context, opt topdown.Options) (zdd.Node, error)) (Value, error) {
	ctx, cancel := context.WithCancel(c.Ctx)
	defer cancel()
	var mu sync.Mutex
	overLimit := false
	show := c.Progress()
	opt := topdown.Options{Progress: func(p topdown.Progress) {
		mu.Lock()
		if lim := c.S.NodeLimit; lim > 0 && p.Nodes > lim && !overLimit {
			overLimit = true
			cancel()
		}
		mu.Unlock()
		if show != nil {
			show(p)
		}
	}}
	root, err := make(ctx, opt)
	mu.Lock()
	defer mu.Unlock()
	if overLimit && c.Ctx.Err() == nil {
		return nil, zdd.ErrNodeLimit
	}
	if err != nil {
		return nil, err
	}
	return &Family{U: u, Root: root}, nil
}

// Vertex converts parameter i to a vertex of g.
func (c *Call) Vertex(i int, g *graph.Graph) (int, error) {
	v, err := VertexOf(g, c.Arg(i))
	if err != nil {
		return 0, c.Errorf(i, "%s", err.Error())
	}
	return v, nil
}

// ReadFile reads the file named by string parameter i, with an error at
// the argument that names the file and the reason.
func (c *Call) ReadFile(i int) ([]byte, error) {
	path := c.Str(i)
	data, err := c.S.readAll(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return nil, c.Errorf(i, "cannot read %s: %v", path, pe.Err)
		}
		return nil, c.Errorf(i, "%v", err)
	}
	return data, nil
}

// OptStr returns the string parameter i, or "".
func (c *Call) OptStr(i int) string {
	if !c.Has(i) {
		return ""
	}
	return c.Str(i)
}

// FamilyOf returns the family of the given sets (element numbers of
// u), over u, in manager m.
func FamilyOf(m *zdd.Manager, u Universe, sets ...[]uint32) *Family {
	root := zdd.Empty
	for _, st := range sets {
		root = m.Union(root, m.SetOf(st))
	}
	return &Family{U: u, Root: root}
}

// OneSet reads parameter i as one set of universe u: a list of elements
// or a family holding exactly one set.
func (c *Call) OneSet(i int, u Universe) ([]uint32, error) {
	if f, ok := c.Arg(i).(*Family); ok {
		if !Fits(f, u) {
			return nil, c.Errorf(i, "the set is over %s, expected %s", f.U.Describe(), u.Describe())
		}
		if n, ok := c.S.M.Count64(f.Root); !ok || n != 1 {
			return nil, c.Errorf(i, "expected a family of exactly one set, got %s sets", Group(c.S.M.Count(f.Root)))
		}
		return c.S.M.Unrank(f.Root, big.NewInt(0)), nil
	}
	return c.Elements(i, u)
}

// Weights reads parameter i as a list of integer weights, one per
// variable.
func (c *Call) Weights(i int) ([]int64, error) {
	l := c.Arg(i).(List)
	w := make([]int64, len(l))
	for j, x := range l {
		v, ok := x.(Int)
		if !ok || !v.V.IsInt64() {
			return nil, c.Errorf(i, "weight %d must be an integer (64-bit), got %s", j, Show(x))
		}
		w[j] = v.V.Int64()
	}
	return w, nil
}

// WriteFile writes the file name through the session's Files (the
// operating system's by default: the file is replaced whole and
// atomically); replace, when the files are the operating system's,
// also replaces a read-only file.
func (c *Call) WriteFile(name string, data []byte, replace bool) error {
	f := c.S.files()
	if replace && f == OSFiles {
		return writeFileOpt(name, data, true)
	}
	return f.WriteFile(name, data)
}

// posOf is the position of argument i (the call's when unknown).
func (c *Call) posOf(i int) Pos {
	if i < len(c.at) {
		return c.at[i]
	}
	return c.pos
}

// Spread returns a call of b, in c's session and context, whose
// arguments are c's fixed ones followed by the values of its variadic
// parameter, each at its place: a builtin that hands its trailing
// arguments on to the checks of another (countdp(kind, g, args...)
// reads args as the parameters of the graph family kind) checks them
// through it.
func (c *Call) Spread(b *Builtin) *Call {
	n := len(c.B.Params) - 1
	fc := *c
	fc.B = b
	fc.args = append(append([]Value(nil), c.args[:n]...), c.rest...)
	fc.at = make([]Pos, 0, len(fc.args))
	for i := range n {
		fc.at = append(fc.at, c.posOf(i))
	}
	fc.at = append(fc.at, c.rpos...)
	return &fc
}
