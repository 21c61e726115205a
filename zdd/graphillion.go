package zdd

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// The text format Graphillion's dump and load use for one ZDD: a line
// "ID ELEM LO HI" per node, children before parents, elements numbered
// from 1 (element 1 at the top), LO and HI an id, B (the empty family) or
// T ({{}}); the last node is the root; a line "." ends the diagram. A
// terminal root is the line B or T, then ".".
//
// Variable v of the manager is element v + 1.

// WriteGraphillion writes f in Graphillion's dump format.
func (m *Manager) WriteGraphillion(w io.Writer, f Node) error {
	bw := bufio.NewWriter(w)
	if terminalText(bw, f, "B\n.\n", "T\n.\n") {
		return bw.Flush()
	}
	// Ids from 2, as Graphillion's own skip its terminals.
	order := m.nodesBottomUp(f)
	ids := make(map[Node]int, len(order))
	for i, n := range order {
		ids[n] = i + 2
	}
	name := func(n Node) string {
		switch n {
		case Empty:
			return "B"
		case Base:
			return "T"
		}
		return strconv.Itoa(ids[n])
	}
	for _, n := range order {
		nd := m.nodes[n]
		fmt.Fprintf(bw, "%d %d %s %s\n", ids[n], nd.v+1, name(nd.lo), name(nd.hi))
	}
	fmt.Fprint(bw, ".\n")
	return bw.Flush()
}

// ReadGraphillion reads one ZDD in Graphillion's dump format into m.
// Errors name the line.
func (m *Manager) ReadGraphillion(r io.Reader) (Node, error) {
	in := newLines(r)
	bad := in.bad
	nodes := map[string]Node{"B": Empty, "T": Base}
	root, ended, any := Empty, false, false
	var err error
	gerr := m.Guard(func() {
		for in.next() {
			f := strings.Fields(in.text())
			if len(f) == 0 {
				continue
			}
			if ended {
				err = bad("a line after the closing \".\"")
				return
			}
			switch {
			case f[0] == ".":
				ended = true
				continue
			case len(f) == 1 && (f[0] == "B" || f[0] == "T") && !any:
				root, any = nodes[f[0]], true
				continue
			case len(f) != 4:
				err = bad("a node line is \"ID ELEM LO HI\"")
				return
			}
			if _, dup := nodes[f[0]]; dup {
				err = bad("node %s defined twice", clip(f[0]))
				return
			}
			e, e1 := strconv.Atoi(f[1])
			if e1 != nil || e < 1 || e > MaxVars {
				err = bad("an element is a number from 1, got %q", clip(f[1]))
				return
			}
			v := uint32(e - 1)
			var kids [2]Node
			for c := 0; c < 2; c++ {
				n, ok := nodes[f[2+c]]
				if !ok {
					err = bad("node %s is used before its line", clip(f[2+c]))
					return
				}
				if m.nodes[n].v <= v {
					err = bad("node %s: a child does not lie below element %d", clip(f[0]), e)
					return
				}
				kids[c] = n
			}
			if kids[1] == Empty {
				err = bad("node %s: its 1-child is B", clip(f[0]))
				return
			}
			root = m.MakeNode(v, kids[0], kids[1])
			nodes[f[0]] = root
			any = true
		}
		err = in.err()
	})
	if gerr != nil {
		return Empty, gerr
	}
	if err != nil {
		return Empty, err
	}
	if !ended {
		return Empty, fmt.Errorf("%w: no closing \".\" line", ErrFormat)
	}
	if !any {
		return Empty, fmt.Errorf("%w: no diagram before the \".\"", ErrFormat)
	}
	return root, nil
}
