package zdd

// Nodes returns the non-terminal nodes reachable from f, each once,
// children before parents (the order Save writes them in): a depth-first
// walk from f that visits a node's 0-child, then its 1-child, then the
// node. The order depends only on the family, not on the history of the
// manager, so a writer that numbers the nodes in this order writes the
// same text for the same family. With Var, Lo and Hi it is the traversal
// that file formats outside the package are written on; it polls for
// interrupts like the package's own walks.
func (m *Manager) Nodes(f Node) []Node {
	var order []Node
	m.postorder(f, func(n Node) { order = append(order, n) })
	return order
}
