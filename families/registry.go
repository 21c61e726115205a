package families

import (
	"context"
	"fmt"
	"sort"
	"sync"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// Kind is what an argument of a registered family is, once the
// language has read it.
type Kind string

// The kinds of arguments, and the Go type each arrives as in Args.
const (
	// KindVertex is a vertex of the graph: an int.
	KindVertex Kind = "vertex"
	// KindVertices is a list of vertices: a []int, in the order given,
	// duplicates kept.
	KindVertices Kind = "vertices"
	// KindInteger is an integer: an int64.
	KindInteger Kind = "integer"
	// KindRange is an integer n or a range [lo, hi]: a [2]int64, maybe
	// empty (lo > hi).
	KindRange Kind = "range"
	// KindBoolean is a bool.
	KindBoolean Kind = "boolean"
	// KindVertexWeights is an integer per vertex: a []int64 of the
	// graph's N() entries (vertices not given weigh Param.Default).
	KindVertexWeights Kind = "vertex weights"
	// KindEdgeWeights is an integer per edge: a []int64 of M() entries.
	KindEdgeWeights Kind = "edge weights"
	// KindPairs is a list of pairs of integers: a [][2]int64.
	KindPairs Kind = "pairs"
	// KindRational is an exact number p/q (q > 0): a [2]int64.
	KindRational Kind = "rational"
	// KindDegrees is a list of degrees 0..62: a uint64 with bit d set
	// for each degree d listed.
	KindDegrees Kind = "degrees"
	// KindVertexDegrees is a list of pairs (vertex, [degrees...]): a
	// map[int]uint64 from each vertex given to its degrees as a
	// KindDegrees mask.
	KindVertexDegrees Kind = "vertex degrees"
	// KindGroups is a list of nonempty lists of vertices: a [][]int.
	KindGroups Kind = "groups"
	// KindFamily is a family of edge sets of the graph, in the edge
	// order the family is built over: a zdd.Node of the manager given
	// to Build (only families with Build take one).
	KindFamily Kind = "family"
)

// Param is a parameter of a registered family (the graph, always the
// first, is not listed).
type Param struct {
	Name string
	Kind Kind
	// Optional parameters may be left out (nil in Args).
	Optional bool
	// Default is the weight of a vertex a KindVertexWeights argument
	// does not give.
	Default int64
}

// Args holds a family's arguments by parameter, nil where an optional
// one was left out.
type Args []any

// Vertex returns argument i, a KindVertex.
func (a Args) Vertex(i int) int { return a[i].(int) }

// Vertices returns argument i, a KindVertices.
func (a Args) Vertices(i int) []int { return a[i].([]int) }

// Int returns argument i, a KindInteger, or def when it was left out.
func (a Args) Int(i int, def int64) int64 {
	if i >= len(a) || a[i] == nil {
		return def
	}
	return a[i].(int64)
}

// Range returns argument i, a KindRange, and whether it was given.
func (a Args) Range(i int) (lo, hi int64, ok bool) {
	if i >= len(a) || a[i] == nil {
		return 0, 0, false
	}
	r := a[i].([2]int64)
	return r[0], r[1], true
}

// Bool returns argument i, a KindBoolean, or def.
func (a Args) Bool(i int, def bool) bool {
	if i >= len(a) || a[i] == nil {
		return def
	}
	return a[i].(bool)
}

// Weights returns argument i, a KindVertexWeights or KindEdgeWeights,
// or nil when it was left out.
func (a Args) Weights(i int) []int64 {
	if i >= len(a) || a[i] == nil {
		return nil
	}
	return a[i].([]int64)
}

// Pairs returns argument i, a KindPairs, or nil when it was left out.
func (a Args) Pairs(i int) [][2]int64 {
	if i >= len(a) || a[i] == nil {
		return nil
	}
	return a[i].([][2]int64)
}

// Degrees returns argument i, a KindDegrees mask, and whether it was
// given.
func (a Args) Degrees(i int) (uint64, bool) {
	if i >= len(a) || a[i] == nil {
		return 0, false
	}
	return a[i].(uint64), true
}

// VertexDegrees returns argument i, a KindVertexDegrees, or nil.
func (a Args) VertexDegrees(i int) map[int]uint64 {
	if i >= len(a) || a[i] == nil {
		return nil
	}
	return a[i].(map[int]uint64)
}

// Groups returns argument i, a KindGroups, or nil.
func (a Args) Groups(i int) [][]int {
	if i >= len(a) || a[i] == nil {
		return nil
	}
	return a[i].([][]int)
}

// Family returns argument i, a KindFamily.
func (a Args) Family(i int) zdd.Node { return a[i].(zdd.Node) }

// Given reports whether argument i was given.
func (a Args) Given(i int) bool { return i < len(a) && a[i] != nil }

// ArgError is an error about one argument of a family, which the
// language shows at the argument.
type ArgError struct {
	Arg string // the parameter's name
	Msg string
}

func (e *ArgError) Error() string { return "argument " + e.Arg + ": " + e.Msg }

// Family is a family of edge sets (or, with Vertices, vertex sets) of a
// graph, registered for the language: a builtin name(g, params...)
// builds it top-down.
type Family struct {
	// Name is the builtin's name.
	Name string
	// Help says what the family holds (one line), Example is a statement
	// of the language using it (its output is kept and checked by the
	// language's tests).
	Help, Example string
	// Params are the parameters after the graph.
	Params []Param
	// Vertices marks a family of vertex sets: variable v is vertex v of
	// the graph, decided in the vertices' order (the family's universe
	// is the graph's vertices, not its edges).
	Vertices bool
	// Directed marks a family of a directed graph's arc sets (the graph
	// must be one, graph.Graph.Directed); the others take undirected
	// graphs only.
	Directed bool
	// MaxWidth is the widest frontier the spec's states hold (0: any);
	// a wider graph is refused with an error that suggests another edge
	// order.
	MaxWidth int
	// Spec returns the specification on g; an *ArgError names the
	// argument at fault. When it returns (nil, nil) the family is empty.
	Spec func(g *graph.Graph, a Args) (topdown.Spec, error)
	// Build, for a family that is not one top-down construction (but
	// several, or one and the algebra), makes it in m instead of Spec:
	// its top-down constructions take ctx and opt, and its operations of
	// m stop as m's do (Interrupt, the node limit). A family has Spec or
	// Build, not both; only a family with Build takes a KindFamily.
	Build func(ctx context.Context, m *zdd.Manager, g *graph.Graph, a Args, opt topdown.Options) (zdd.Node, error)
}

// Make builds the family on g in m: through Build, or through Spec and
// topdown.Build (an empty family when Spec gives none).
func (f *Family) Make(ctx context.Context, m *zdd.Manager, g *graph.Graph, a Args, opt topdown.Options) (zdd.Node, error) {
	if f.Build != nil {
		return f.Build(ctx, m, g, a, opt)
	}
	spec, err := f.Spec(g, a)
	if err != nil || spec == nil {
		return zdd.Empty, err
	}
	return topdown.Build(ctx, m, spec, opt)
}

var (
	regMu sync.Mutex
	reg   = map[string]*Family{}
	order []*Family
)

// Register adds a family; registering a name twice, or a family without
// Name, Help, Example and one of Spec and Build, or with a KindFamily
// parameter and no Build, panics.
func Register(f *Family) {
	if f.Name == "" || f.Help == "" || f.Example == "" || (f.Spec == nil) == (f.Build == nil) {
		panic(fmt.Sprintf("families: family %q needs Name, Help, Example and one of Spec and Build", f.Name))
	}
	for _, p := range f.Params {
		if p.Kind == KindFamily && f.Build == nil {
			panic(fmt.Sprintf("families: family %q takes a family (%s) and so needs Build", f.Name, p.Name))
		}
	}
	regMu.Lock()
	defer regMu.Unlock()
	if _, dup := reg[f.Name]; dup {
		panic("families: family registered twice: " + f.Name)
	}
	reg[f.Name] = f
	order = append(order, f)
}

// Lookup returns the family registered as name.
func Lookup(name string) (*Family, bool) {
	regMu.Lock()
	defer regMu.Unlock()
	f, ok := reg[name]
	return f, ok
}

// All returns the registered families, sorted by name.
func All() []*Family {
	regMu.Lock()
	out := append([]*Family(nil), order...)
	regMu.Unlock()
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Registered returns the number of families registered so far.
func Registered() int {
	regMu.Lock()
	defer regMu.Unlock()
	return len(order)
}

// Names returns the names of the registered families, sorted.
func Names() []string {
	var out []string
	for _, f := range All() {
		out = append(out, f.Name)
	}
	return out
}
