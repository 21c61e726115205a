package zq

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"math/big"
	"reflect"
	"runtime"
	"strings"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/lang"
	"github.com/zqlang/zq/zdd"
)

// Value is a value of the language as a Go program reads it. Its
// dynamic type is one of:
//
//	*big.Int      an integer (of any size)
//	bool          a boolean
//	string        a string
//	[]Value       a list
//	Tuple         a tuple, such as a grid vertex (r, c)
//	*Family       a family of sets
//	*Graph        a graph
//	*Puzzle       a puzzle
//	*Func         a function defined in zq (f(n) = ...)
//	*Opaque       any other value, which can only be bound again
//	nil           nothing (the value of print(...))
type Value = any

// Tuple is a tuple of values: (a, b, ...).
type Tuple []Value

// Family is a family of sets held in a session's store, with the
// universe its elements come from. Its sets are read lazily (Sets,
// Indices), so a family of 10^30 sets can be walked as far as wanted.
// A family made in Go (Families, IntFamily) belongs to no session until
// it is bound with Set. The methods may be called from any goroutine;
// they take turns with the session's calls.
type Family struct {
	s  *Session
	lf *lang.Family

	// for a family made in Go
	spec *familySpec
}

// familySpec is a family made in Go: its universe and sets as element
// numbers.
type familySpec struct {
	u    lang.Universe
	sets [][]uint32
}

// Graph is an undirected graph: named vertices and an ordered list of
// edges (edge i is element i of the families over its edges).
type Graph struct{ g *graph.Graph }

// Puzzle is a puzzle of one of the registered genres.
type Puzzle struct{ p *lang.Puzzle }

// Func is a function defined in zq (f(n) = n * n); it can be bound
// again, in this session or another.
type Func struct{ f *lang.Func }

// Opaque is a value of a kind this package does not convert; it can be
// bound again in the session it came from.
type Opaque struct {
	s *Session
	v lang.Value
}

// Kind names the value's kind as the language does ("drawing", ...).
func (o *Opaque) Kind() string { return o.v.Kind() }

// String is the value's one-line text.
func (o *Opaque) String() string { return lang.Show(o.v) }

// Signature is "f(a, b)".
func (f *Func) Signature() string { return f.f.Signature() }

// String is the definition as written.
func (f *Func) String() string { return f.f.Text }

// Genre is the puzzle's genre: "sudoku", "slitherlink", ...
func (p *Puzzle) Genre() string { return p.p.Type() }

// Text is the puzzle's grid as text (what the genre's reader reads).
func (p *Puzzle) Text() string { return p.p.Text() }

// String is the one-line summary of the puzzle.
func (p *Puzzle) String() string { return p.p.Summary() }

// NewGraph returns the graph with the given edges, each a pair of vertex
// names, in order; the vertices are numbered as they first appear.
func NewGraph(edges [][2]string) (*Graph, error) {
	if len(edges) == 0 {
		return nil, errors.New("zq: NewGraph: no edges")
	}
	var names []string
	index := map[string]int{}
	vertex := func(n string) int {
		if i, ok := index[n]; ok {
			return i
		}
		index[n] = len(names)
		names = append(names, n)
		return index[n]
	}
	es := make([]graph.Edge, len(edges))
	for i, e := range edges {
		if e[0] == "" || e[1] == "" {
			return nil, fmt.Errorf("zq: NewGraph: edge %d has an empty vertex name", i)
		}
		es[i] = graph.Edge{U: vertex(e[0]), V: vertex(e[1])}
	}
	g, err := graph.New(names, es)
	if err != nil {
		return nil, fmt.Errorf("zq: NewGraph: %w", err)
	}
	return &Graph{g}, nil
}

// Vertices returns the names of the vertices, in order.
func (g *Graph) Vertices() []string {
	out := make([]string, g.g.N())
	for i := range out {
		out[i] = g.g.Name(i)
	}
	return out
}

// Edges returns the edges as pairs of vertex names, in order.
func (g *Graph) Edges() [][2]string {
	es := g.g.Edges()
	out := make([][2]string, len(es))
	for i, e := range es {
		out[i] = [2]string{g.g.Name(e.U), g.g.Name(e.V)}
	}
	return out
}

// String is the graph as an edge list ("a-b b-c").
func (g *Graph) String() string { return g.g.String() }

// IntFamily returns the family of the given sets of non-negative
// integers (over the universe of integers, like {{1, 2}, {3}} in zq).
func IntFamily(sets [][]int) (*Family, error) {
	spec := &familySpec{u: lang.Integers, sets: make([][]uint32, len(sets))}
	for i, st := range sets {
		spec.sets[i] = make([]uint32, len(st))
		for j, x := range st {
			if x < 0 || x > 1<<31-1 {
				return nil, fmt.Errorf("zq: IntFamily: set %d: element %d is out of range 0..%d", i, x, 1<<31-1)
			}
			spec.sets[i][j] = uint32(x)
		}
	}
	return &Family{spec: spec}, nil
}

// Families returns the family of the given sets over the universe of
// the named elements: element i is universe[i], and each set lists
// element names. Such families are written with their names in zq
// ({{a, b}} shows as {a, b}), and their elements are given in zq by
// name ("a") or number.
func Families(universe []string, sets [][]string) (*Family, error) {
	u, err := newNames(universe)
	if err != nil {
		return nil, fmt.Errorf("zq: Families: %w", err)
	}
	spec := &familySpec{u: u, sets: make([][]uint32, len(sets))}
	for i, st := range sets {
		spec.sets[i] = make([]uint32, len(st))
		for j, n := range st {
			k, ok := u.index[n]
			if !ok {
				return nil, fmt.Errorf("zq: Families: set %d: %q is not an element of the universe", i, n)
			}
			spec.sets[i][j] = uint32(k)
		}
	}
	return &Family{spec: spec}, nil
}

// Count returns the number of sets.
func (f *Family) Count() *big.Int {
	if f.spec != nil {
		return big.NewInt(int64(len(f.spec.distinct())))
	}
	defer f.s.use()()
	return f.s.ls.M.Count(f.lf.Root)
}

// Universe describes where the elements come from ("integers", "edges
// of grid(3, 3)", ...).
func (f *Family) Universe() string { return f.universe().Describe() }

func (f *Family) universe() lang.Universe {
	if f.spec != nil {
		return f.spec.u
	}
	return f.lf.U
}

// String is the family's one-line summary: its count, elements and
// nodes.
func (f *Family) String() string {
	if f.spec != nil {
		return fmt.Sprintf("family: %d sets over %s (not bound yet)", len(f.spec.distinct()), f.spec.u.Describe())
	}
	defer f.s.use()()
	return f.s.ls.Summary(f.lf)
}

// Indices returns an iterator over the sets, each as the numbers of its
// elements in increasing order (for a family over integers, the
// integers themselves; over a graph's edges, the edge numbers). The
// sets come in the store's order: a set comes before another when the
// smallest element in which they differ belongs to it. Each set is a
// new slice. The iterator is lazy: it reads one set at a time.
func (f *Family) Indices() iter.Seq[[]int] {
	return func(yield func([]int) bool) {
		f.walk(func(set []uint32) bool {
			out := make([]int, len(set))
			for i, v := range set {
				out[i] = int(v)
			}
			return yield(out)
		})
	}
}

// Sets returns an iterator over the sets, each as the names of its
// elements (as zq shows them), in the order of Indices.
func (f *Family) Sets() iter.Seq[[]string] {
	return func(yield func([]string) bool) {
		u := f.universe()
		f.walk(func(set []uint32) bool {
			out := make([]string, len(set))
			for i, v := range set {
				out[i] = u.Name(v)
			}
			return yield(out)
		})
	}
}

// walk calls fn with each set until it returns false; the session is
// held only while the next set is found, not while fn runs.
func (f *Family) walk(fn func([]uint32) bool) {
	if f.spec != nil {
		for _, st := range f.spec.distinct() {
			if !fn(append([]uint32(nil), st...)) {
				return
			}
		}
		return
	}
	type step struct {
		n    zdd.Node
		plen int
		v    int64 // the element added before n is explored, or -1
	}
	stack := []step{{f.lf.Root, 0, -1}}
	var path []uint32
	for len(stack) > 0 {
		var set []uint32
		found := false
		func() {
			defer f.s.use()()
			m := f.s.ls.M
			for len(stack) > 0 && !found {
				st := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				path = path[:st.plen]
				if st.v >= 0 {
					path = append(path, uint32(st.v))
				}
				switch st.n {
				case zdd.Empty:
				case zdd.Base:
					set = append([]uint32(nil), path...)
					found = true
				default:
					stack = append(stack, step{m.Lo(st.n), len(path), -1}, step{m.Hi(st.n), len(path), int64(m.Var(st.n))})
				}
			}
		}()
		if found && !fn(set) {
			return
		}
	}
}

// distinct returns the sets of a family made in Go, each sorted, without
// repeats, in the store's order.
func (sp *familySpec) distinct() [][]uint32 {
	m := zdd.New()
	var root zdd.Node
	for _, st := range sp.sets {
		root = m.Union(root, m.SetOf(st))
	}
	return m.Sets(root, -1)
}

// fromLang converts a value of the session for the program. Families
// keep their nodes alive until the program drops them.
func (s *Session) fromLang(v lang.Value) Value {
	switch x := v.(type) {
	case nil:
		return nil
	case lang.Int:
		return new(big.Int).Set(x.V)
	case lang.Bool:
		return bool(x)
	case lang.Str:
		return string(x)
	case lang.List:
		out := make([]Value, len(x))
		for i, e := range x {
			out[i] = s.fromLang(e)
		}
		return out
	case lang.Tuple:
		out := make(Tuple, len(x))
		for i, e := range x {
			out[i] = s.fromLang(e)
		}
		return out
	case *lang.Family:
		s.ls.M.Ref(x.Root)
		f := &Family{s: s, lf: &lang.Family{U: x.U, Root: x.Root}}
		runtime.AddCleanup(f, func(n zdd.Node) { s.dropped(n) }, x.Root)
		return f
	case *lang.Graph:
		return &Graph{x.G}
	case *lang.Puzzle:
		return &Puzzle{x}
	case *lang.Func:
		return &Func{x}
	}
	if _, holds := v.(lang.Nodes); holds {
		for _, n := range v.(lang.Nodes).ZDDNodes() {
			s.ls.M.Ref(n)
		}
		o := &Opaque{s: s, v: v}
		runtime.AddCleanup(o, func(ns []zdd.Node) {
			for _, n := range ns {
				s.dropped(n)
			}
		}, v.(lang.Nodes).ZDDNodes())
		return o
	}
	return &Opaque{s: s, v: v}
}

// dropped queues the root of a family the program no longer holds; the
// session releases it at its next call.
func (s *Session) dropped(n zdd.Node) {
	s.relMu.Lock()
	s.release = append(s.release, n)
	s.relMu.Unlock()
}

// portable is a family of another session copied out of its store:
// nodes bottom-up, children by index (0 and 1 the terminals).
type portable struct {
	u     lang.Universe
	nodes [][3]uint32 // var, lo, hi
	root  uint32
}

// prepare copies the families of other sessions found in v out of their
// stores (taking each such session in turn, while this one is not
// held), so that toLang can rebuild them here. A session running a
// statement is waited for until ctx is done; a nil ctx waits for none.
func (s *Session) prepare(ctx context.Context, v any) (any, error) {
	switch x := v.(type) {
	case *Family:
		if x == nil {
			return nil, errors.New("a nil *Family")
		}
		if x.spec != nil || x.s == s {
			return x, nil
		}
		return x.export(ctx)
	case []Value:
		out := make([]Value, len(x))
		for i, e := range x {
			p, err := s.prepare(ctx, e)
			if err != nil {
				return nil, err
			}
			out[i] = p
		}
		return out, nil
	case Tuple:
		out := make(Tuple, len(x))
		for i, e := range x {
			p, err := s.prepare(ctx, e)
			if err != nil {
				return nil, err
			}
			out[i] = p
		}
		return out, nil
	}
	return v, nil
}

// export copies f out of its session's store, waiting for a call of
// that session to end until ctx is done (a nil ctx: not at all).
func (f *Family) export(ctx context.Context) (*portable, error) {
	o := f.s
	busy := errors.New("the family belongs to another session, which is running a statement now")
	switch {
	case o.mu.TryLock():
		o.drain()
		defer o.mu.Unlock()
	case ctx != nil && !o.inHost.Load():
		unlock, err := o.lockContext(ctx)
		if err != nil {
			return nil, fmt.Errorf("%w (waited until %w)", busy, err)
		}
		defer unlock()
	default:
		return nil, busy
	}
	m := o.ls.M
	p := &portable{u: f.lf.U}
	index := map[zdd.Node]uint32{zdd.Empty: 0, zdd.Base: 1}
	// Post-order walk without recursion: a node is numbered after its
	// children.
	stack := []zdd.Node{f.lf.Root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		if _, done := index[n]; done {
			stack = stack[:len(stack)-1]
			continue
		}
		lo, hi := m.Lo(n), m.Hi(n)
		_, lok := index[lo]
		_, hok := index[hi]
		if !lok {
			stack = append(stack, lo)
		}
		if !hok {
			stack = append(stack, hi)
		}
		if lok && hok {
			stack = stack[:len(stack)-1]
			index[n] = uint32(len(p.nodes) + 2)
			p.nodes = append(p.nodes, [3]uint32{m.Var(n), index[lo], index[hi]})
		}
	}
	p.root = index[f.lf.Root]
	return p, nil
}

// toLang converts a Go value (after prepare) into a value of this
// session.
func (s *Session) toLang(v any) (lang.Value, error) {
	switch x := v.(type) {
	case nil:
		return nil, errors.New("nil cannot be bound")
	case *big.Int:
		if x == nil {
			return nil, errors.New("a nil *big.Int")
		}
		return lang.Int{V: new(big.Int).Set(x)}, nil
	case bool:
		return lang.Bool(x), nil
	case string:
		return lang.Str(x), nil
	case *Family:
		if x.spec != nil {
			m := s.ls.M
			var root zdd.Node
			err := m.Guard(func() {
				for _, st := range x.spec.sets {
					root = m.Union(root, m.SetOf(st))
				}
			})
			if err != nil {
				return nil, err
			}
			return &lang.Family{U: x.spec.u, Root: root}, nil
		}
		if x.s != s {
			return nil, errors.New("the family belongs to another session")
		}
		return &lang.Family{U: x.lf.U, Root: x.lf.Root}, nil
	case *portable:
		m := s.ls.M
		ids := make([]zdd.Node, len(x.nodes)+2)
		ids[0], ids[1] = zdd.Empty, zdd.Base
		err := m.Guard(func() {
			for i, nd := range x.nodes {
				ids[i+2] = m.MakeNode(nd[0], ids[nd[1]], ids[nd[2]])
			}
		})
		if err != nil {
			return nil, err
		}
		return &lang.Family{U: x.u, Root: ids[x.root]}, nil
	case *Graph:
		return &lang.Graph{G: x.g}, nil
	case *Puzzle:
		return x.p, nil
	case *Func:
		return x.f, nil
	case *Opaque:
		if x.s != s {
			if _, holds := x.v.(lang.Nodes); holds {
				return nil, fmt.Errorf("a %s from another session cannot be bound here", x.v.Kind())
			}
		}
		return x.v, nil
	case Tuple:
		out := make(lang.Tuple, len(x))
		for i, e := range x {
			lv, err := s.toLang(e)
			if err != nil {
				return nil, err
			}
			out[i] = lv
		}
		return out, nil
	case []Value:
		out := make(lang.List, len(x))
		for i, e := range x {
			lv, err := s.toLang(e)
			if err != nil {
				return nil, fmt.Errorf("item %d: %w", i, err)
			}
			out[i] = lv
		}
		return out, nil
	case [][]int:
		f, err := IntFamily(x)
		if err != nil {
			return nil, err
		}
		return s.toLang(f)
	}
	// Integers of any Go type, and slices of anything convertible.
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return lang.Int{V: big.NewInt(rv.Int())}, nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return lang.Int{V: new(big.Int).SetUint64(rv.Uint())}, nil
	case reflect.Slice, reflect.Array:
		out := make(lang.List, rv.Len())
		for i := range out {
			lv, err := s.toLang(rv.Index(i).Interface())
			if err != nil {
				return nil, fmt.Errorf("item %d: %w", i, err)
			}
			out[i] = lv
		}
		return out, nil
	}
	return nil, fmt.Errorf("a Go %T has no value in zq (integers, bool, string, slices, Tuple, *Family, *Graph)", v)
}

// names is the universe of named elements of families made in Go
// (Families): element i is names[i].
type names struct {
	list  []string
	index map[string]int
	key   string
}

func newNames(list []string) (*names, error) {
	if len(list) == 0 {
		return nil, errors.New("the universe has no elements")
	}
	u := &names{list: append([]string(nil), list...), index: map[string]int{}}
	for i, n := range list {
		if n == "" {
			return nil, fmt.Errorf("element %d has an empty name", i)
		}
		if _, dup := u.index[n]; dup {
			return nil, fmt.Errorf("element %q is named twice", n)
		}
		u.index[n] = i
	}
	data, _ := json.Marshal(u.list)
	u.key = "names " + string(data)
	return u, nil
}

func (u *names) Describe() string {
	if len(u.list) <= 6 {
		return "{" + strings.Join(u.list, ", ") + "}"
	}
	return fmt.Sprintf("%d named elements (%s, ..., %s)", len(u.list), u.list[0], u.list[len(u.list)-1])
}
func (u *names) Size() int   { return len(u.list) }
func (u *names) Key() string { return u.key }
func (u *names) Name(v uint32) string {
	if int(v) < len(u.list) {
		return u.list[v]
	}
	return fmt.Sprintf("#%d", v)
}
func (u *names) Elem(x lang.Value) (uint32, error) {
	switch x := x.(type) {
	case lang.Str:
		if i, ok := u.index[string(x)]; ok {
			return uint32(i), nil
		}
		return 0, fmt.Errorf("%q is not an element of %s", string(x), u.Describe())
	case lang.Int:
		if x.V.IsInt64() && x.V.Int64() >= 0 && x.V.Int64() < int64(len(u.list)) {
			return uint32(x.V.Int64()), nil
		}
		return 0, fmt.Errorf("element %s is out of range 0..%d", x.V, len(u.list)-1)
	}
	article := "a "
	if strings.ContainsRune("aeiou", rune(x.Kind()[0])) {
		article = "an "
	}
	return 0, fmt.Errorf("expected an element of %s (a name or a number), got %s%s", u.Describe(), article, x.Kind())
}

func init() {
	lang.RegisterUniverse("names", func(key string) (lang.Universe, error) {
		var list []string
		if err := json.Unmarshal([]byte(strings.TrimPrefix(key, "names ")), &list); err != nil {
			return nil, fmt.Errorf("bad universe %q", key)
		}
		return newNames(list)
	})
}
