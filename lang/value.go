package lang

import (
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/zqlang/zq/zdd"

	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/graph"
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

// KindOf names the kind of v with its article, as messages say it: "a
// family", "an integer", "nothing" for no value.
func KindOf(v Value) string {
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

// Show is the short text of a value inside other values and messages
// (integers without grouping, strings quoted, families summarised). It
// is cut past showLimit characters ("...") and writes an integer of
// more than 2^17 bits by its size, so a message about a huge value
// stays short and quick; str and print write values whole.
func Show(v Value) string {
	var b strings.Builder
	show(&b, v)
	if b.Len() > showLimit {
		return b.String()[:showLimit] + "..."
	}
	return b.String()
}

// showLimit is the longest text Show gives, in bytes.
const showLimit = 10000

func show(b *strings.Builder, v Value) {
	if b.Len() > showLimit {
		return
	}
	switch v := v.(type) {
	case nil:
		b.WriteString("nothing")
	case Int:
		if bits := v.V.BitLen(); bits >= smallDecimal {
			fmt.Fprintf(b, "<an integer of %s bits>", Group(big.NewInt(int64(bits))))
			return
		}
		b.WriteString(v.V.String())
	case Bool:
		b.WriteString(strconv.FormatBool(bool(v)))
	case Str:
		if len(v) > showLimit {
			v = v[:showLimit]
		}
		b.WriteString(strconv.Quote(string(v)))
	case Tuple:
		b.WriteString("(")
		for i, x := range v {
			if i > 0 {
				b.WriteString(", ")
			}
			show(b, x)
		}
		if len(v) == 1 {
			b.WriteString(",")
		}
		b.WriteString(")")
	case List:
		b.WriteString("[")
		for i, x := range v {
			if i > 0 {
				b.WriteString(", ")
			}
			if b.Len() > showLimit {
				return
			}
			show(b, x)
		}
		b.WriteString("]")
	case *Family:
		b.WriteString("<family>")
	case *Graph:
		b.WriteString("<graph>")
	case fmt.Stringer:
		b.WriteString(v.String())
	default:
		b.WriteString("<" + v.Kind() + ">")
	}
}

// displayLimit is the largest number of sets a family display lists.
const displayLimit = 16

// displayChars is the largest listing (in characters) a display prints.
const displayChars = 2000

// summary is the one-line description of a value.
func (s *Session) summary(v Value) string {
	switch v := v.(type) {
	case Int:
		if bits := v.V.BitLen(); bits >= smallDecimal {
			return fmt.Sprintf("an integer of %s bits", Group(big.NewInt(int64(bits))))
		}
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
			elems = fmt.Sprintf(" over %s %s", Group(big.NewInt(int64(sz))), wording.Plural(sz, "element", "elements"))
		} else {
			k := len(m.Support(v.Root))
			elems = fmt.Sprintf(" over %s %s", Group(big.NewInt(int64(k))), wording.Plural(k, "element", "elements"))
		}
		nodes := m.NodeCount(v.Root)
		return fmt.Sprintf("family: %s %s%s, %s %s", Group(n), word, elems, Group(big.NewInt(int64(nodes))), wording.Plural(nodes, "node", "nodes"))
	case *Graph:
		g := v.G
		edges := "edges"
		if g.Weighted() {
			edges = "weighted edges"
		}
		if g.IsGrid() {
			return fmt.Sprintf("graph: grid(%d, %d), %d vertices, %d %s", g.Rows, g.Cols, g.N(), g.M(), edges)
		}
		if g.Directed {
			return fmt.Sprintf("digraph: %d vertices, %d arcs", g.N(), g.M())
		}
		return fmt.Sprintf("graph: %d vertices, %d %s", g.N(), g.M(), edges)
	case List:
		if len(v) > 0 {
			if _, ok := v[0].(*Family); ok {
				return fmt.Sprintf("list of %d %s", len(v), wording.Plural(len(v), "family", "families"))
			}
		}
	}
	if d, ok := v.(interface{ Summary() string }); ok {
		return d.Summary()
	}
	return Show(v)
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
				if w := v.G.Weight(i); w != nil {
					names[i] += ":" + graph.WeightString(w)
				}
			}
			label := "\nedges: "
			if v.G.Directed {
				label = "\narcs: "
			}
			out += label + strings.Join(names, " ")
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
		_, same := Unify(a, b)
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

// Items returns the items of a list or tuple (nil for other values).
func Items(v Value) []Value {
	switch x := v.(type) {
	case List:
		return x
	case Tuple:
		return x
	}
	return nil
}

// RationalOf reads an exact number: an integer, a decimal or a fraction
// in a string ("0.3", "-2/3"), or a rational.
func RationalOf(x Value) (*big.Rat, bool) {
	switch x := x.(type) {
	case Int:
		return new(big.Rat).SetInt(x.V), true
	case Str:
		return new(big.Rat).SetString(strings.TrimSpace(string(x)))
	case Rat:
		return x.V, true
	}
	return nil, false
}

// Group writes an integer with its digits grouped by commas when it
// has five digits or more ("12,345").
func Group(x *big.Int) string { return wording.Group(x) }

// Rat is an exact rational number, as probabilities are computed.
type Rat struct{ V *big.Rat }

// Kind implements Value.
func (Rat) Kind() string { return "rational" }

// String is the fraction with its decimal value beside it: "= 0.375"
// when twelve decimals or fewer give it exactly, "≈ 0.333333333333"
// otherwise; an integer is shown alone.
func (r Rat) String() string {
	if r.V.IsInt() {
		return r.V.Num().String()
	}
	d := strings.TrimRight(r.V.FloatString(12), "0")
	if back, ok := new(big.Rat).SetString(d); ok && back.Cmp(r.V) == 0 {
		return r.V.String() + " = " + d
	}
	f := new(big.Float).SetPrec(80).SetRat(r.V)
	if r.V.Sign() != 0 && new(big.Float).Abs(f).Cmp(big.NewFloat(1e-6)) < 0 {
		return r.V.String() + " ≈ " + f.Text('g', 12)
	}
	return r.V.String() + " ≈ " + d
}

// Equal implements == on rationals.
func (r Rat) Equal(v Value) bool {
	o, ok := v.(Rat)
	return ok && r.V.Cmp(o.V) == 0
}
