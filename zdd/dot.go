package zdd

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
)

// WriteDOT writes the diagram of f in Graphviz DOT syntax: one rank per
// variable (top variable first), a node labelled name(v) for every node,
// dashed 0-arcs and solid 1-arcs, and box-shaped terminals ⊥ (Empty) and
// ⊤ (Base) on the bottom rank. A nil name labels variables with their
// numbers. Node names in the output depend only on the family, not on
// the history of the manager.
func (m *Manager) WriteDOT(w io.Writer, f Node, name func(v uint32) string) error {
	if !m.Valid(f) {
		return fmt.Errorf("zdd: dot: invalid node %d", f)
	}
	if name == nil {
		name = func(v uint32) string { return strconv.FormatUint(uint64(v), 10) }
	}
	var order []Node
	m.postorder(f, func(n Node) { order = append(order, n) })
	id := make(map[Node]int, len(order))
	for i, n := range order {
		id[n] = i
	}
	ref := func(n Node) string {
		switch n {
		case Empty:
			return "bot"
		case Base:
			return "top"
		}
		return "n" + strconv.Itoa(id[n])
	}
	// Group the nodes by variable, in increasing variable order.
	byVar := slices.Clone(order)
	slices.SortStableFunc(byVar, func(a, b Node) int {
		va, vb := m.nodes[a].v, m.nodes[b].v
		switch {
		case va < vb:
			return -1
		case va > vb:
			return 1
		}
		return id[a] - id[b]
	})
	usesBot := f == Empty
	usesTop := f == Base
	for _, n := range order {
		nd := m.nodes[n]
		usesBot = usesBot || nd.lo == Empty
		usesTop = usesTop || nd.lo == Base || nd.hi == Base
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, "digraph zdd {")
	fmt.Fprintln(bw, "  node [shape=circle];")
	for i := 0; i < len(byVar); {
		v := m.nodes[byVar[i]].v
		j := i
		for j < len(byVar) && m.nodes[byVar[j]].v == v {
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
		nd := m.nodes[n]
		fmt.Fprintf(bw, "  %s -> %s [style=dashed];\n", ref(n), ref(nd.lo))
		fmt.Fprintf(bw, "  %s -> %s;\n", ref(n), ref(nd.hi))
	}
	fmt.Fprintln(bw, "}")
	return bw.Flush()
}
