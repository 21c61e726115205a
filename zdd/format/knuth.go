package format

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/zqlang/zq/zdd"
)

// The text format of Knuth's ZDD programs (as SIMPATH writes its
// result, and SAPPOROBDD's extensions read it): a line "#k" opens level
// k (k = 1, 2, ... from the top variable down), then one line "ID:LO,HI"
// per node of that level, ids numbered 2, 3, ... in the order written
// (0 is the empty family, 1 is {{}}), hexadecimal or decimal; node 2 is
// the root. A terminal root is the single line "0" or "1".
//
// Level k is variable k-1 of the manager; levels without nodes are
// written too, so that the variables keep their numbers.

func init() {
	for _, hex := range []bool{true, false} {
		name, help := "knuth", "the format of Knuth's ZDD programs such as SIMPATH, hexadecimal ids, level #i+1 for variable i"
		if !hex {
			name, help = "knuth-decimal", "Knuth's format with decimal ids"
		}
		Register(&Format{
			Name: name,
			Help: help,
			Sniff: func(head []byte) bool {
				t := firstLine(head)
				if t == "0" || t == "1" {
					return hex // the same in both; taken as the usual one
				}
				return t == "#1" && knuthDecimal(head) != hex
			},
			Read: func(m *zdd.Manager, r io.Reader) (File, error) {
				root, err := readKnuth(m, r, hex)
				return File{Root: root, Vars: -1}, err
			},
			Write: func(m *zdd.Manager, w io.Writer, f File) error { return writeKnuth(m, w, f.Root, hex) },
		})
	}
}

// knuthDecimal reports whether the start of a file in Knuth's format
// has decimal ids: ids run 2, 3, ... in the order of the lines, so the
// ninth node is "10" in decimal and "a" in hexadecimal. A file whose
// first nine nodes are not in head (a smaller diagram reads the same in
// both) is taken as hexadecimal, the usual form.
func knuthDecimal(head []byte) bool {
	nodes := 0
	for len(head) > 0 {
		line, rest, whole := bytes.Cut(head, []byte("\n"))
		head = rest
		id, _, ok := strings.Cut(strings.TrimSpace(string(line)), ":")
		if !ok {
			continue
		}
		if nodes++; nodes == 9 {
			return whole && strings.TrimSpace(id) == "10"
		}
	}
	return false
}

// writeKnuth writes f in Knuth's format, ids in hexadecimal when hex is
// set and in decimal otherwise.
func writeKnuth(m *zdd.Manager, w io.Writer, f zdd.Node, hex bool) error {
	bw := bufio.NewWriter(w)
	if terminalText(bw, f, "0\n", "1\n") {
		return bw.Flush()
	}
	// Nodes by variable, each level in the order first met from the root.
	byVar := map[uint32][]zdd.Node{}
	ids := map[zdd.Node]uint64{zdd.Empty: 0, zdd.Base: 1}
	seen := map[zdd.Node]bool{f: true}
	queue := []zdd.Node{f}
	maxVar := uint32(0)
	for step := 0; len(queue) > 0; step++ {
		n := queue[0]
		queue = queue[1:]
		if step&0xFFFF == 0xFFFF {
			m.Poll()
		}
		v := m.Var(n)
		byVar[v] = append(byVar[v], n)
		maxVar = max(maxVar, v)
		for _, c := range [2]zdd.Node{m.Lo(n), m.Hi(n)} {
			if !zdd.IsTerminal(c) && !seen[c] {
				seen[c] = true
				queue = append(queue, c)
			}
		}
	}
	next := uint64(2)
	for v := uint32(0); v <= maxVar; v++ {
		for _, n := range byVar[v] {
			ids[n] = next
			next++
		}
	}
	num := func(x uint64) string {
		if hex {
			return strconv.FormatUint(x, 16)
		}
		return strconv.FormatUint(x, 10)
	}
	for v := uint32(0); v <= maxVar; v++ {
		fmt.Fprintf(bw, "#%d\n", v+1)
		for _, n := range byVar[v] {
			fmt.Fprintf(bw, "%s:%s,%s\n", num(ids[n]), num(ids[m.Lo(n)]), num(ids[m.Hi(n)]))
		}
	}
	return bw.Flush()
}

// readKnuth reads a ZDD in Knuth's format into m, ids in hexadecimal
// when hex is set. Errors name the line.
func readKnuth(m *zdd.Manager, r io.Reader, hex bool) (zdd.Node, error) {
	in := newLines(r)
	bad := in.bad
	base := 10
	if hex {
		base = 16
	}
	type rec struct {
		v      uint32
		lo, hi uint64
		line   int
	}
	var recs []rec // node id 2+i
	level := 0
	for in.next() {
		t := strings.TrimSpace(in.text())
		if t == "" {
			continue
		}
		if level == 0 && len(recs) == 0 && (t == "0" || t == "1") {
			if in.next() && strings.TrimSpace(in.text()) != "" {
				return zdd.Empty, bad("a line after a terminal diagram")
			}
			if t == "0" {
				return zdd.Empty, nil
			}
			return zdd.Base, nil
		}
		if rest, ok := strings.CutPrefix(t, "#"); ok {
			k, err := strconv.Atoi(rest)
			if err != nil || k != level+1 {
				return zdd.Empty, bad("level %q where #%d comes next", clip(t), level+1)
			}
			if k > zdd.MaxVars {
				return zdd.Empty, bad("more than %d levels", zdd.MaxVars)
			}
			level = k
			continue
		}
		if level == 0 {
			return zdd.Empty, bad("a node before the first level line #1")
		}
		idText, kids, ok1 := strings.Cut(t, ":")
		loText, hiText, ok2 := strings.Cut(kids, ",")
		if !ok1 || !ok2 {
			return zdd.Empty, bad("a node line is \"ID:LO,HI\"")
		}
		var xs [3]uint64
		for i, s := range [3]string{idText, loText, hiText} {
			x, err := strconv.ParseUint(strings.TrimSpace(s), base, 64)
			if err != nil {
				return zdd.Empty, bad("%q is not a number in base %d", clip(s), base)
			}
			xs[i] = x
		}
		if xs[0] != uint64(len(recs))+2 {
			return zdd.Empty, bad("node %s where %s comes next (ids run 2, 3, ... in order)", clip(idText), strconv.FormatUint(uint64(len(recs))+2, base))
		}
		if xs[2] == 0 {
			return zdd.Empty, bad("node %s: its 1-child is 0", clip(idText))
		}
		recs = append(recs, rec{uint32(level - 1), xs[1], xs[2], in.line})
	}
	if err := in.err(); err != nil {
		return zdd.Empty, err
	}
	if len(recs) == 0 {
		return zdd.Empty, fmt.Errorf("%w: no node", zdd.ErrFormat)
	}
	nodes := make([]zdd.Node, len(recs)+2)
	nodes[0], nodes[1] = zdd.Empty, zdd.Base
	var err error
	gerr := m.Guard(func() {
		for i := len(recs) - 1; i >= 0; i-- {
			r := recs[i]
			in.line = r.line
			id := uint64(i) + 2
			var kids [2]zdd.Node
			for c, x := range [2]uint64{r.lo, r.hi} {
				if x >= uint64(len(nodes)) || x != 0 && x != 1 && x <= id {
					err = bad("node %d: child %d is not a later node, 0 or 1", id, x)
					return
				}
				kids[c] = nodes[x]
				if m.Var(kids[c]) <= r.v {
					err = bad("node %d: a child does not lie below level %d", id, r.v+1)
					return
				}
			}
			nodes[id] = m.MakeNode(r.v, kids[0], kids[1])
		}
	})
	if gerr != nil {
		return zdd.Empty, gerr
	}
	if err != nil {
		return zdd.Empty, err
	}
	return nodes[2], nil
}
