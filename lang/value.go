package lang

import (
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/zdd"
)

// Value is a value of the language. The concrete types are Int, Bool,
// Str, Tuple, List, *Family and *Graph; other files may add their own (a
// puzzle, say) by implementing Value, and optionally:
//
//	Summary() string       // the one-line text shown when it is bound
//	Display() string       // the full text shown for a bare expression
//	Equal(Value) bool      // == and != (values of one kind only)
//	ZDDNodes() []zdd.Node  // nodes to keep alive while it is bound (Nodes)
type Value interface {
	// Kind names the type of the value for messages ("family", "integer").
	Kind() string
}

// Int is an integer of any size.
type Int struct{ V *big.Int }

// Bool is a boolean.
type Bool bool

// Str is a string.
type Str string

// Tuple is (a, b, ...): grid vertices and cells are pairs (r, c).
type Tuple []Value

// List is [a, b, ...].
type List []Value

// Family is a family of sets: a ZDD node of the session's manager and
// the universe its elements belong to.
type Family struct {
	U    Universe
	Root zdd.Node
}

// Graph is an undirected graph value.
type Graph struct{ G *graph.Graph }

// Kind implements Value.
func (Int) Kind() string { return "integer" }

// Kind implements Value.
func (Bool) Kind() string { return "boolean" }

// Kind implements Value.
func (Str) Kind() string { return "string" }

// Kind implements Value.
func (Tuple) Kind() string { return "tuple" }

// Kind implements Value.
func (List) Kind() string { return "list" }

// Kind implements Value.
func (*Family) Kind() string { return "family" }

// Kind implements Value.
func (*Graph) Kind() string { return "graph" }

// NewInt returns the integer value i.
func NewInt(i int64) Int { return Int{big.NewInt(i)} }

func kindOf(v Value) string {
	if v == nil {
		return "nothing"
	}
	k := v.Kind()
	switch k[0] {
	case 'a', 'e', 'i', 'o', 'u':
		return "an " + k
	}
	return "a " + k
}

// Nodes is implemented by values that hold ZDD nodes (so that the
// session can keep them alive while they are bound to a name). Values
// defined in other files or packages that hold families implement it.
type Nodes interface {
	ZDDNodes() []zdd.Node
}

// ZDDNodes implements Nodes.
func (f *Family) ZDDNodes() []zdd.Node { return []zdd.Node{f.Root} }

func nodesOf(v Value, out []zdd.Node) []zdd.Node {
	switch v := v.(type) {
	case Nodes:
		return append(out, v.ZDDNodes()...)
	case List:
		for _, x := range v {
			out = nodesOf(x, out)
		}
	case Tuple:
		for _, x := range v {
			out = nodesOf(x, out)
		}
	}
	return out
}

// Group writes an integer with its digits grouped by commas when it
// has five digits or more ("12,345").
func Group(x *big.Int) string {
	s := x.String()
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	if len(s) < 5 {
		if neg {
			return "-" + s
		}
		return s
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	first := len(s) % 3
	if first == 0 {
		first = 3
	}
	b.WriteString(s[:first])
	for i := first; i < len(s); i += 3 {
		b.WriteByte(',')
		b.WriteString(s[i : i+3])
	}
	return b.String()
}

// Show is the short text of a value inside other values and messages
// (integers without grouping, strings quoted, families summarised).
func Show(v Value) string {
	switch v := v.(type) {
	case nil:
		return "nothing"
	case Int:
		return v.V.String()
	case Bool:
		return strconv.FormatBool(bool(v))
	case Str:
		return strconv.Quote(string(v))
	case Tuple:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = Show(x)
		}
		if len(v) == 1 {
			return "(" + parts[0] + ",)"
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case List:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = Show(x)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case *Family:
		return "<family>"
	case *Graph:
		return "<graph>"
	case fmt.Stringer:
		return v.String()
	}
	return "<" + v.Kind() + ">"
}

// displayLimit is the largest number of sets a family display lists.
const displayLimit = 16

// displayChars is the largest listing (in characters) a display prints.
const displayChars = 2000

// summary is the one-line description of a value.
func (s *Session) summary(v Value) string {
	switch v := v.(type) {
	case Int:
		return Group(v.V)
	case *Family:
		m := s.M
		n := m.Count(v.Root)
		word := "sets"
		if n.Cmp(big.NewInt(1)) == 0 {
			word = "set"
		}
		elems := ""
		if sz := v.U.Size(); sz >= 0 {
			elems = fmt.Sprintf(" over %s %s", Group(big.NewInt(int64(sz))), plural(sz, "element", "elements"))
		} else {
			k := len(m.Support(v.Root))
			elems = fmt.Sprintf(" over %s %s", Group(big.NewInt(int64(k))), plural(k, "element", "elements"))
		}
		nodes := m.NodeCount(v.Root)
		return fmt.Sprintf("family: %s %s%s, %s %s", Group(n), word, elems, Group(big.NewInt(int64(nodes))), plural(nodes, "node", "nodes"))
	case *Graph:
		g := v.G
		if g.IsGrid() {
			return fmt.Sprintf("graph: grid(%d, %d), %d vertices, %d edges", g.Rows, g.Cols, g.N(), g.M())
		}
		return fmt.Sprintf("graph: %d vertices, %d edges", g.N(), g.M())
	case List:
		if len(v) > 0 {
			if _, ok := v[0].(*Family); ok {
				return fmt.Sprintf("list of %d %s", len(v), plural(len(v), "family", "families"))
			}
		}
	}
	if d, ok := v.(interface{ Summary() string }); ok {
		return d.Summary()
	}
	return Show(v)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Display is the full text of a value shown as the result of a bare
// expression: the summary, and for a small family its sets.
func (s *Session) Display(v Value) string {
	switch v := v.(type) {
	case *Family:
		out := s.summary(v)
		if c, ok := s.M.Count64(v.Root); ok && c <= displayLimit {
			if l := s.listing(v); len(l) <= displayChars {
				out += "\n" + l
			}
		}
		return out
	case *Graph:
		out := s.summary(v)
		if !v.G.IsGrid() && v.G.M() <= 40 {
			names := make([]string, v.G.M())
			for i := range names {
				names[i] = v.G.EdgeName(i)
			}
			out += "\nedges: " + strings.Join(names, " ")
		}
		return out
	case Str:
		return string(v)
	case List:
		if len(v) > 0 {
			if _, ok := v[0].(*Family); ok {
				var parts []string
				for i, x := range v {
					parts = append(parts, fmt.Sprintf("[%d] %s", i, s.Display(x)))
				}
				return strings.Join(parts, "\n")
			}
		}
	}
	if d, ok := v.(interface{ Display() string }); ok {
		return d.Display()
	}
	return s.summary(v)
}

// sortedSets returns the sets of f (at most limit of them) ordered by
// size, then element by element.
func (s *Session) sortedSets(f *Family) [][]uint32 {
	var sets [][]uint32
	s.each(f.Root, func(set []uint32) bool {
		sets = append(sets, append([]uint32(nil), set...))
		return len(sets) < displayLimit*64
	})
	for _, st := range sets {
		sort.Slice(st, func(i, j int) bool { return st[i] < st[j] })
	}
	sort.SliceStable(sets, func(i, j int) bool {
		a, b := sets[i], sets[j]
		if len(a) != len(b) {
			return len(a) < len(b)
		}
		for k := range a {
			if a[k] != b[k] {
				return a[k] < b[k]
			}
		}
		return false
	})
	return sets
}

// listing writes the sets of f in the universe's names: {{1, 2}, {3}}.
func (s *Session) listing(f *Family) string {
	sets := s.sortedSets(f)
	parts := make([]string, len(sets))
	for i, st := range sets {
		names := make([]string, len(st))
		for j, v := range st {
			names[j] = f.U.Name(v)
		}
		parts[i] = "{" + strings.Join(names, ", ") + "}"
	}
	one := "{" + strings.Join(parts, ", ") + "}"
	if len(one) <= 100 {
		return one
	}
	return "{\n  " + strings.Join(parts, ",\n  ") + "\n}"
}

// equal reports whether a and b are equal values of one kind.
func equal(a, b Value) bool {
	switch a := a.(type) {
	case Int:
		b, ok := b.(Int)
		return ok && a.V.Cmp(b.V) == 0
	case Bool:
		b, ok := b.(Bool)
		return ok && a == b
	case Str:
		b, ok := b.(Str)
		return ok && a == b
	case Tuple:
		b, ok := b.(Tuple)
		return ok && slices.EqualFunc(a, b, equal)
	case List:
		b, ok := b.(List)
		return ok && slices.EqualFunc(a, b, equal)
	case *Family:
		b, ok := b.(*Family)
		if !ok || a.Root != b.Root {
			return false
		}
		_, same := unify(a, b)
		return same
	case *Graph:
		b, ok := b.(*Graph)
		return ok && graphKey(a.G) == graphKey(b.G)
	}
	if e, ok := a.(interface{ Equal(Value) bool }); ok {
		return e.Equal(b)
	}
	return false
}
