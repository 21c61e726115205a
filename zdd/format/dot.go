package format

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/zqlang/zq/zdd"
)

func init() {
	Register(&Format{
		Name:       "dot",
		Help:       "Graphviz DOT, written only: the diagram, one rank per variable, elements by name",
		Extensions: []string{".dot", ".gv"},
		Write:      func(m *zdd.Manager, w io.Writer, f File) error { return WriteDOT(m, w, f.Root, f.Name) },
	})
}

// WriteDOT writes the diagram of f in Graphviz DOT syntax: one rank per
// variable (top variable first), a node labelled name(v) for every node,
// dashed 0-arcs and solid 1-arcs, and box-shaped terminals ⊥ (Empty) and
// ⊤ (Base) on the bottom rank. A nil name labels variables with their
// numbers. Node names in the output depend only on the family, not on
// the history of the manager.
func WriteDOT(m *zdd.Manager, w io.Writer, f zdd.Node, name func(v uint32) string) error {
	if !m.Valid(f) {
		return fmt.Errorf("zdd: dot: invalid node %d", f)
	}
	if name == nil {
		name = func(v uint32) string { return strconv.FormatUint(uint64(v), 10) }
	}
	order := m.Nodes(f)
	id := make(map[zdd.Node]int, len(order))
	for i, n := range order {
		id[n] = i
	}
	ref := func(n zdd.Node) string {
		switch n {
		case zdd.Empty:
			return "bot"
		case zdd.Base:
			return "top"
		}
		return "n" + strconv.Itoa(id[n])
	}
	// Group the nodes by variable, in increasing variable order.
	byVar := slices.Clone(order)
	slices.SortStableFunc(byVar, func(a, b zdd.Node) int {
		va, vb := m.Var(a), m.Var(b)
		switch {
		case va < vb:
			return -1
		case va > vb:
			return 1
		}
		return id[a] - id[b]
	})
	usesBot := f == zdd.Empty
	usesTop := f == zdd.Base
	for _, n := range order {
		usesBot = usesBot || m.Lo(n) == zdd.Empty
		usesTop = usesTop || m.Lo(n) == zdd.Base || m.Hi(n) == zdd.Base
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, "digraph zdd {")
	fmt.Fprintln(bw, "  node [shape=circle];")
	for i := 0; i < len(byVar); {
		v := m.Var(byVar[i])
		j := i
		for j < len(byVar) && m.Var(byVar[j]) == v {
			j++
		}
		fmt.Fprintf(bw, "  { rank=same;")
		for _, n := range byVar[i:j] {
			fmt.Fprintf(bw, " %s [label=%s];", ref(n), strconv.Quote(name(v)))
		}
		fmt.Fprintln(bw, " }")
		i = j
	}
	fmt.Fprint(bw, "  { rank=sink;")
	if usesBot {
		fmt.Fprint(bw, " bot [shape=box,label=\"⊥\"];")
	}
	if usesTop {
		fmt.Fprint(bw, " top [shape=box,label=\"⊤\"];")
	}
	fmt.Fprintln(bw, " }")
	for _, n := range byVar {
		fmt.Fprintf(bw, "  %s -> %s [style=dashed];\n", ref(n), ref(m.Lo(n)))
		fmt.Fprintf(bw, "  %s -> %s;\n", ref(n), ref(m.Hi(n)))
	}
	fmt.Fprintln(bw, "}")
	return bw.Flush()
}
