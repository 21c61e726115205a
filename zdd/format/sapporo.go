package format

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/zqlang/zq/zdd"
)

// The SAPPOROBDD text format of a ZDD, as SAPPOROBDD and TdZdd
// (`ddpaths -export`) write it:
//
//	_i N          the number of variables (levels 1..N, N at the top)
//	_o 1          one root
//	_n L          the number of nodes
//	ID LEVEL LO HI   one line per node, children first; ids are even,
//	                 LO and HI an id, F (the empty family) or T ({{}})
//	ROOT          the root: an id, F or T
//
// Variable v of the manager is level N - v, so that variable 0 is
// decided first, at the top, as in the manager.

func init() {
	Register(&Format{
		Name: "sapporo",
		Help: "the SAPPOROBDD text format, as TdZdd's ddpaths -export writes it, variables as levels, the first at the top",
		Sniff: func(head []byte) bool {
			f := strings.Fields(firstLine(head))
			return len(f) == 2 && f[0] == "_i" && isNumber(f[1])
		},
		Read: func(m *zdd.Manager, r io.Reader) (File, error) {
			root, n, err := readSapporo(m, r)
			return File{Root: root, Vars: n}, err
		},
		Write: func(m *zdd.Manager, w io.Writer, f File) error {
			n := f.Vars
			if n < 0 {
				n = 0
				if vs := m.Support(f.Root); len(vs) > 0 {
					n = int(vs[len(vs)-1]) + 1
				}
			}
			return writeSapporo(m, w, f.Root, n)
		},
	})
}

// writeSapporo writes f in the SAPPOROBDD format over nvars variables
// (every variable of f must be below nvars).
func writeSapporo(m *zdd.Manager, w io.Writer, f zdd.Node, nvars int) error {
	if sup := m.Support(f); len(sup) > 0 && int(sup[len(sup)-1]) >= nvars {
		return fmt.Errorf("zdd: variable %d is outside the %d variables written", sup[len(sup)-1], nvars)
	}
	bw := bufio.NewWriter(w)
	order := m.Nodes(f)
	ids := make(map[zdd.Node]int, len(order))
	for i, n := range order {
		ids[n] = 2 * (i + 1)
	}
	name := func(n zdd.Node) string {
		switch n {
		case zdd.Empty:
			return "F"
		case zdd.Base:
			return "T"
		}
		return strconv.Itoa(ids[n])
	}
	fmt.Fprintf(bw, "_i %d\n_o 1\n_n %d\n", nvars, len(order))
	for _, n := range order {
		fmt.Fprintf(bw, "%d %d %s %s\n", ids[n], nvars-int(m.Var(n)), name(m.Lo(n)), name(m.Hi(n)))
	}
	fmt.Fprintln(bw, name(f))
	return bw.Flush()
}

// readSapporo reads a ZDD in the SAPPOROBDD format into m and returns
// its root and its number of variables. Errors name the line.
func readSapporo(m *zdd.Manager, r io.Reader) (root zdd.Node, nvars int, err error) {
	in := newLines(r)
	bad := in.bad
	nvars, count := -1, -1
	nodes := map[int]zdd.Node{}
	ref := func(s string) (zdd.Node, error) {
		switch s {
		case "F":
			return zdd.Empty, nil
		case "T":
			return zdd.Base, nil
		}
		id, err := strconv.Atoi(s)
		if err != nil {
			return zdd.Empty, bad("%q is not a node id, F or T", clip(s))
		}
		n, ok := nodes[id]
		if !ok {
			return zdd.Empty, bad("node %d is used before its line", id)
		}
		return n, nil
	}
	var rootSet bool
	gerr := m.Guard(func() {
		for in.next() {
			f := strings.Fields(in.text())
			if len(f) == 0 {
				continue
			}
			if rootSet {
				err = bad("a line after the root")
				return
			}
			switch f[0] {
			case "_i", "_o", "_n":
				if len(f) != 2 {
					err = bad("%s takes one number", f[0])
					return
				}
				x, e := strconv.Atoi(f[1])
				if e != nil || x < 0 {
					err = bad("%s takes a number, got %q", f[0], clip(f[1]))
					return
				}
				switch f[0] {
				case "_i":
					if x > zdd.MaxVars {
						err = bad("%d variables, at most %d", x, zdd.MaxVars)
						return
					}
					nvars = x
				case "_o":
					if x != 1 {
						err = bad("%d roots; only files of one ZDD are read", x)
						return
					}
				case "_n":
					count = x
				}
				continue
			}
			if nvars < 0 {
				err = bad("a node before the \"_i N\" line")
				return
			}
			if len(f) == 1 {
				root, err = ref(f[0])
				rootSet = true
				if err != nil {
					return
				}
				continue
			}
			if len(f) != 4 {
				err = bad("a node line is \"ID LEVEL LO HI\"")
				return
			}
			id, e1 := strconv.Atoi(f[0])
			lev, e2 := strconv.Atoi(f[1])
			if e1 != nil || e2 != nil || lev < 1 || lev > nvars {
				err = bad("a node line is \"ID LEVEL LO HI\" with a level 1..%d", nvars)
				return
			}
			if _, dup := nodes[id]; dup {
				err = bad("node %d defined twice", id)
				return
			}
			v := uint32(nvars - lev)
			var kids [2]zdd.Node
			for c := 0; c < 2; c++ {
				if kids[c], err = ref(f[2+c]); err != nil {
					return
				}
				if m.Var(kids[c]) <= v {
					err = bad("node %d: a child does not lie below level %d", id, lev)
					return
				}
			}
			if kids[1] == zdd.Empty {
				err = bad("node %d: its 1-child is F", id)
				return
			}
			nodes[id] = m.MakeNode(v, kids[0], kids[1])
		}
		if e := in.err(); e != nil {
			err = e
		}
	})
	if gerr != nil {
		return zdd.Empty, 0, gerr
	}
	if err != nil {
		return zdd.Empty, 0, err
	}
	if !rootSet {
		return zdd.Empty, 0, fmt.Errorf("%w: no root line at the end", zdd.ErrFormat)
	}
	if count >= 0 && count != len(nodes) {
		return zdd.Empty, 0, fmt.Errorf("%w: \"_n %d\" but %d nodes", zdd.ErrFormat, count, len(nodes))
	}
	return root, nvars, nil
}
