package teach

import (
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/zqlang/zq/lang"
	"github.com/zqlang/zq/lang/lib/graphs"

	"github.com/zqlang/zq/lang/internal/wording"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// The diagram itself (levels, diagram); explain, which traces the
// operations while its argument is evaluated, is the evaluator's (in
// package lang).

// maxDiagramNodes is the largest diagram `diagram` draws.
const maxDiagramNodes = 60

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "levels", Topic: "diagrams", Result: "list",
		Params:  []lang.Param{fam("F")},
		Help:    "the number of nodes of F's diagram at each variable, from the top variable to the lowest one with a node (zeros for variables between); the sum is size(F)",
		Example: "levels({{1, 2}, {1, 3}, {2}})",
		Fn: func(c *lang.Call) (lang.Value, error) {
			lv := levelsOf(c.S.M, c.Family(0).Root)
			out := make(lang.List, len(lv.counts))
			for i, n := range lv.counts {
				out[i] = lang.NewInt(int64(n))
			}
			return out, nil
		},
	})
	lang.MustRegister(&lang.Builtin{
		Name: "diagram", Topic: "diagrams", Result: "string",
		Params:  []lang.Param{fam("F"), {Name: "ascii", Kind: "boolean", Optional: true}},
		Help:    "F's ZDD drawn as text: a row per variable, top first, each node with its 0-edge (lo, dashed) and 1-edge (hi, solid), ⊥ the empty family and ⊤ the family of the empty set; ascii: true for plain ASCII",
		Example: "diagram({{1, 2}, {1, 3}, {2}})",
		Fn: func(c *lang.Call) (lang.Value, error) {
			return lang.Str(drawDiagram(c.S.M, c.Family(0), c.Bool(1, false))), nil
		},
	})
}

// levelInfo is a diagram's nodes by variable.
type levelInfo struct {
	top    uint32
	counts []int        // nodes at variables top, top+1, ...
	nodes  [][]zdd.Node // the nodes at each, in the order first met from the root
}

// levelsOf walks the diagram of f from the root, breadth first.
func levelsOf(m *zdd.Manager, f zdd.Node) levelInfo {
	if zdd.IsTerminal(f) {
		return levelInfo{}
	}
	seen := map[zdd.Node]bool{f: true}
	byVar := map[uint32][]zdd.Node{}
	queue := []zdd.Node{f}
	lo, hi := m.Var(f), m.Var(f)
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		v := m.Var(n)
		byVar[v] = append(byVar[v], n)
		lo, hi = min(lo, v), max(hi, v)
		for _, ch := range []zdd.Node{m.Lo(n), m.Hi(n)} {
			if !zdd.IsTerminal(ch) && !seen[ch] {
				seen[ch] = true
				queue = append(queue, ch)
			}
		}
	}
	li := levelInfo{top: lo}
	for v := lo; v <= hi; v++ {
		li.counts = append(li.counts, len(byVar[v]))
		li.nodes = append(li.nodes, byVar[v])
	}
	return li
}

// nodeNames names the nodes of a diagram a, b, ..., z, aa, ab, ... in
// the order levelsOf lists them.
func nodeNames(li levelInfo) map[zdd.Node]string {
	names := map[zdd.Node]string{zdd.Empty: "⊥", zdd.Base: "⊤"}
	i := 0
	for _, ns := range li.nodes {
		for _, n := range ns {
			names[n] = NodeLetter(i)
			i++
		}
	}
	return names
}

// NodeLetter names the i-th node of a drawn diagram a, b, ..., z, aa,
// ab, ... (diagram and the playground's pictures use the same names).
func NodeLetter(i int) string {
	s := ""
	for {
		s = string(rune('a'+i%26)) + s
		i = i/26 - 1
		if i < 0 {
			return s
		}
	}
}

// drawDiagram draws a family's diagram as rows of text.
func drawDiagram(m *zdd.Manager, f *lang.Family, ascii bool) string {
	li := levelsOf(m, f.Root)
	total := 0
	for _, n := range li.counts {
		total += n
	}
	bot, top, lo, hi := "⊥", "⊤", "┄┄▷", "──▶"
	if ascii {
		bot, top, lo, hi = "0", "1", "..>", "-->"
	}
	var b strings.Builder
	switch f.Root {
	case zdd.Empty:
		return fmt.Sprintf("%s   the empty family: no sets, no nodes\n", bot)
	case zdd.Base:
		return fmt.Sprintf("%s   the family holding only the empty set: no nodes\n", top)
	}
	if total > maxDiagramNodes {
		widest := 0
		for _, n := range li.counts {
			widest = max(widest, n)
		}
		return fmt.Sprintf("the diagram has %s nodes on %d variables (at most %d per row); too many to draw here: levels(F) gives the nodes per variable, svg(F, path) draws it with Graphviz\n",
			lang.Group(big.NewInt(int64(total))), len(li.counts), widest)
	}
	names := nodeNames(li)
	name := func(n zdd.Node) string {
		s := names[n]
		if ascii && n == zdd.Empty {
			return bot
		}
		if ascii && n == zdd.Base {
			return top
		}
		return s
	}
	cnt := m.Count(f.Root)
	fmt.Fprintf(&b, "%s %s, %d %s; %s 0-edge (lo: sets without the variable), %s 1-edge (hi: sets with it)\n",
		lang.Group(cnt), wording.Plural(int(min(cnt.Int64(), 2)), "set", "sets"), total, wording.Plural(total, "node", "nodes"), lo, hi)
	// Variable names are padded to one width.
	width := 0
	for i := range li.counts {
		width = max(width, len([]rune(f.U.Name(li.top+uint32(i)))))
	}
	for i, ns := range li.nodes {
		label := f.U.Name(li.top + uint32(i))
		row := make([]string, len(ns))
		for j, n := range ns {
			row[j] = fmt.Sprintf("%s %s %s %s %s", name(n), lo, name(m.Lo(n)), hi, name(m.Hi(n)))
		}
		line := strings.Repeat(" ", width-len([]rune(label))) + label + " │ " + strings.Join(row, "    ")
		if ascii {
			line = strings.Replace(line, "│", "|", 1)
		}
		if len(ns) == 0 {
			line = strings.TrimRight(line, " ") + " (no node: every set skips it the same way)"
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	fmt.Fprintf(&b, "%s │ %s the empty family (no set)    %s the empty set (a set ends here)\n", strings.Repeat(" ", width), bot, top)
	if ascii {
		s := b.String()
		return strings.ReplaceAll(s, "│", "|")
	}
	return b.String()
}

// sortedVars is a helper for tests: the variables of li with nodes.
func sortedVars(li levelInfo) []uint32 {
	var out []uint32
	for i, n := range li.counts {
		if n > 0 {
			out = append(out, li.top+uint32(i))
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// maxFrontierStates is the most states frontier prints one by one; a
// larger search prints the count of states per level only.
const maxFrontierStates = 120

func init() {
	lang.MustRegister(&lang.Builtin{
		Name: "frontier", Topic: "diagrams", Result: "nothing",
		Params:  []lang.Param{{Name: "kind", Kind: "string"}, graphParam("g"), {Name: "args", Kind: "any", Optional: true, Variadic: true}},
		Help:    "watch the frontier-based search build kind(g, args...) (kind as for countdp): edge by edge, the frontier, each state in mate notation, where its two children go, which states merge and which are cut; a large search prints the states per level only",
		Example: `frontier("paths", grid(2, 3), (0, 0), (1, 2))`,
		Fn: func(c *lang.Call) (lang.Value, error) {
			spec, g, err := graphs.Spec(c)
			if err != nil {
				return nil, err
			}
			if spec == nil {
				fmt.Fprintln(c.S.Out, "the family is empty: nothing to search")
				return nil, nil
			}
			out, err := traceFrontier(c, spec, g)
			if err != nil {
				return nil, err
			}
			fmt.Fprint(c.S.Out, out)
			return nil, nil
		},
	})
}

// traceFrontier runs spec breadth first, one level per variable, and
// describes each level.
func traceFrontier(c *lang.Call, spec topdown.Spec, g *graph.Graph) (string, error) {
	type state struct {
		name string
		st   []byte
	}
	var b strings.Builder
	size := spec.StateSize()
	root := make([]byte, size)
	first := spec.Root(root)
	fr := g.Frontier()
	fmt.Fprintf(&b, "%s: %d edges, frontier at most %d wide\n", c.Str(0), g.M(), fr.Width)
	data := frontierTrace(c.Ctx, c.Str(0), g, fr.Width)
	switch first {
	case topdown.Accept, topdown.Reject:
		data.root(first)
	}
	switch first {
	case topdown.Accept:
		b.WriteString("the root is accepted at once: the family is {{}}\n")
		return b.String(), nil
	case topdown.Reject:
		b.WriteString("the root is rejected at once: the family is empty\n")
		return b.String(), nil
	}
	// levels[v] holds the distinct states reaching variable v.
	levels := make([][]state, spec.Vars()+1)
	index := make([]map[string]int, spec.Vars()+1)
	for i := range index {
		index[i] = map[string]int{}
	}
	counter := 0
	add := func(v int, st []byte) (string, bool) {
		if j, ok := index[v][string(st)]; ok {
			return levels[v][j].name, true
		}
		counter++
		name := NodeLetter(counter - 1)
		if counter > 26*27 {
			name = "S" + strconv.Itoa(counter)
		}
		index[v][string(st)] = len(levels[v])
		levels[v] = append(levels[v], state{name, append([]byte(nil), st...)})
		return name, false
	}
	add(first, root)
	// A first pass counts the states, so that a large search prints
	// its counts only.
	total, accepted := 0, 0
	detail := true
	var lines []string
	buf := make([]byte, size)
	for v := 0; v < spec.Vars(); v++ {
		if err := c.Ctx.Err(); err != nil {
			return "", err
		}
		c.S.M.Poll()
		if len(levels[v]) == 0 {
			continue
		}
		total += len(levels[v])
		if total > maxFrontierStates {
			detail = false
		}
		if len(levels[v]) > 100000 {
			return "", c.Fail("more than 100,000 states at edge %d: too large to watch; countdp counts it", v+1)
		}
		e := g.Edge(v)
		u, w := e.U, e.V
		frontier, _, _ := families.Describe(spec, g, levels[v][0].st, v)
		names := make([]string, len(frontier))
		for i, x := range frontier {
			names[i] = g.Name(x)
		}
		data.edge(v, u, w, frontier)
		lines = append(lines, fmt.Sprintf("edge %d %s-%s   frontier {%s}   %d %s", v+1, g.Name(u), g.Name(w), strings.Join(names, ", "), len(levels[v]), wording.Plural(len(levels[v]), "state", "states")))
		for _, s := range levels[v] {
			_, codes, _ := families.Describe(spec, g, s.st, v)
			var arms [2]string
			for k, take := range []bool{false, true} {
				copy(buf, s.st)
				next := spec.Child(buf, v, take)
				switch next {
				case topdown.Reject:
					arms[k] = "cut"
				case topdown.Accept:
					arms[k] = "⊤"
					accepted++
				default:
					name, merged := add(next, buf)
					arms[k] = name
					if merged {
						arms[k] += " (merges)"
					}
				}
			}
			mates := make([]string, len(codes))
			for i := range codes {
				mates[i] = names[i] + "→" + codes[i]
			}
			data.state(s.name, codes, arms[0], arms[1])
			lines = append(lines, fmt.Sprintf("  %s: [%s]   0 → %s   1 → %s", s.name, strings.Join(mates, " "), arms[0], arms[1]))
		}
	}
	if detail {
		b.WriteString("each state: [vertex→mate] (mate: itself = no edge yet, 0 = done, another vertex = the other end of its path, s/t = end of the path from s/t; forests and trees: c1, c2, ... = its component); 0 → child without the edge, 1 → with it\n")
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
	} else {
		fmt.Fprintf(&b, "%s states in all, too many to list; states per edge:\n", lang.Group(big.NewInt(int64(total))))
		for v := 0; v < spec.Vars(); v++ {
			e := g.Edge(v)
			u, w := e.U, e.V
			fmt.Fprintf(&b, "  edge %d %s-%s: %d\n", v+1, g.Name(u), g.Name(w), len(levels[v]))
		}
	}
	n, err := topdown.Count(c.Ctx, spec, topdown.Options{})
	if err != nil {
		return "", err
	}
	data.finish(total, accepted, n)
	fmt.Fprintf(&b, "%d %s, %d %s reach ⊤; %s %s (paths from the root to ⊤)\n", total, wording.Plural(total, "state", "states"), accepted, wording.Plural(accepted, "arc", "arcs"), lang.Group(n), wording.Plural(int(min(n.Int64(), 2)), "set", "sets"))
	return b.String(), nil
}
