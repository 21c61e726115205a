package format

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/zqlang/zq/zdd"
)

// The text format Graphillion's dump and load use for one ZDD: a line
// "ID ELEM LO HI" per node, children before parents, elements numbered
// from 1 (element 1 at the top), LO and HI an id, B (the empty family) or
// T ({{}}); the last node is the root; a line "." ends the diagram. A
// terminal root is the line B or T, then ".".
//
// Variable v of the manager is element v + 1.

func init() {
	Register(&Format{
		Name: "graphillion",
		Help: "Graphillion's dump format, as GraphSet.dump writes it, element i+1 for variable i",
		Sniff: func(head []byte) bool {
			f := strings.Fields(firstLine(head))
			if len(f) == 1 {
				return f[0] == "B" || f[0] == "T"
			}
			return len(f) == 4 && isNumber(f[0]) && isNumber(f[1]) && isRef(f[2], "B", "T") && isRef(f[3], "B", "T")
		},
		Read: func(m *zdd.Manager, r io.Reader) (File, error) {
			root, err := readGraphillion(m, r)
			return File{Root: root, Vars: -1}, err
		},
		Write: func(m *zdd.Manager, w io.Writer, f File) error { return writeGraphillion(m, w, f.Root) },
	})
}

// isNumber reports whether s is a decimal number.
func isNumber(s string) bool {
	_, err := strconv.ParseUint(s, 10, 64)
	return err == nil
}

// isRef reports whether s is a node id or one of the terminals' names.
func isRef(s, empty, base string) bool { return s == empty || s == base || isNumber(s) }

// writeGraphillion writes f in Graphillion's dump format.
func writeGraphillion(m *zdd.Manager, w io.Writer, f zdd.Node) error {
	bw := bufio.NewWriter(w)
	if terminalText(bw, f, "B\n.\n", "T\n.\n") {
		return bw.Flush()
	}
	// Ids from 2, as Graphillion's own skip its terminals.
	order := m.Nodes(f)
	ids := make(map[zdd.Node]int, len(order))
	for i, n := range order {
		ids[n] = i + 2
	}
	name := func(n zdd.Node) string {
		switch n {
		case zdd.Empty:
			return "B"
		case zdd.Base:
			return "T"
		}
		return strconv.Itoa(ids[n])
	}
	for _, n := range order {
		fmt.Fprintf(bw, "%d %d %s %s\n", ids[n], m.Var(n)+1, name(m.Lo(n)), name(m.Hi(n)))
	}
	fmt.Fprint(bw, ".\n")
	return bw.Flush()
}

// readGraphillion reads one ZDD in Graphillion's dump format into m.
// Errors name the line.
func readGraphillion(m *zdd.Manager, r io.Reader) (zdd.Node, error) {
	in := newLines(r)
	bad := in.bad
	nodes := map[string]zdd.Node{"B": zdd.Empty, "T": zdd.Base}
	root, ended, any := zdd.Empty, false, false
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
			if e1 != nil || e < 1 || e > zdd.MaxVars {
				err = bad("an element is a number from 1, got %q", clip(f[1]))
				return
			}
			v := uint32(e - 1)
			var kids [2]zdd.Node
			for c := 0; c < 2; c++ {
				n, ok := nodes[f[2+c]]
				if !ok {
					err = bad("node %s is used before its line", clip(f[2+c]))
					return
				}
				if m.Var(n) <= v {
					err = bad("node %s: a child does not lie below element %d", clip(f[0]), e)
					return
				}
				kids[c] = n
			}
			if kids[1] == zdd.Empty {
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
		return zdd.Empty, gerr
	}
	if err != nil {
		return zdd.Empty, err
	}
	if !ended {
		return zdd.Empty, fmt.Errorf("%w: no closing \".\" line", zdd.ErrFormat)
	}
	if !any {
		return zdd.Empty, fmt.Errorf("%w: no diagram before the \".\"", zdd.ErrFormat)
	}
	return root, nil
}
