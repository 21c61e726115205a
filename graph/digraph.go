package graph

import (
	"fmt"
	"strings"
)

// NewDigraph returns the directed graph with the given vertex names and
// arcs (Edge{U, V} is the arc from U to V; arc i is variable i). Two
// arcs may join two vertices in opposite directions, not in the same.
func NewDigraph(names []string, arcs []Edge) (*Graph, error) {
	g := &Graph{Directed: true}
	seen := make(map[string]int, len(names))
	for i, n := range names {
		if n == "" {
			return nil, fmt.Errorf("graph: vertex %d has an empty name", i)
		}
		if j, ok := seen[n]; ok {
			return nil, fmt.Errorf("graph: vertices %d and %d are both named %q", j, i, n)
		}
		seen[n] = i
		g.names = append(g.names, n)
	}
	pairs := make(map[Edge]int, len(arcs))
	for i, e := range arcs {
		if e.U < 0 || e.U >= len(names) || e.V < 0 || e.V >= len(names) {
			return nil, fmt.Errorf("graph: arc %d (%d>%d) names a vertex outside 0..%d", i, e.U, e.V, len(names)-1)
		}
		if e.U == e.V {
			return nil, fmt.Errorf("graph: arc %d is a loop at %s", i, names[e.U])
		}
		if j, ok := pairs[e]; ok {
			return nil, fmt.Errorf("graph: arcs %d and %d both go from %s to %s", j, i, names[e.U], names[e.V])
		}
		pairs[e] = i
		g.edges = append(g.edges, e)
	}
	return g, nil
}

// ParseDigraph reads a directed graph from a list of arcs "u>v"
// separated by spaces, commas, semicolons or new lines, as in "1>2 2>3
// 3>1" or "(0,0)>(0,1)"; commas inside parentheses belong to a name.
// Vertices are numbered in the order of first appearance and arcs keep
// the order given; a name alone adds an isolated vertex.
func ParseDigraph(s string) (*Graph, error) {
	var names []string
	index := map[string]int{}
	vertex := func(name string) int {
		if i, ok := index[name]; ok {
			return i
		}
		index[name] = len(names)
		names = append(names, name)
		return len(names) - 1
	}
	var arcs []Edge
	toks, err := splitTop(s)
	if err != nil {
		return nil, err
	}
	for _, tok := range toks {
		a, b, isArc := cutTop(tok.text, '>')
		a, b = strings.Join(strings.Fields(a), ""), strings.Join(strings.Fields(b), "")
		switch {
		case !isArc && a != "":
			vertex(a)
		case a == "" || b == "":
			return nil, fmt.Errorf("graph: offset %d: %q is no arc u>v", tok.at, tok.text)
		case a == b:
			return nil, fmt.Errorf("graph: offset %d: arc %s>%s is a loop", tok.at, a, b)
		case strings.ContainsAny(a+b, ">"):
			return nil, fmt.Errorf("graph: offset %d: %q is no arc u>v", tok.at, tok.text)
		default:
			arcs = append(arcs, Edge{vertex(a), vertex(b)})
		}
	}
	return NewDigraph(names, arcs)
}

type token struct {
	text string
	at   int
}

// splitTop splits s at separators outside parentheses and brackets.
func splitTop(s string) ([]token, error) {
	var out []token
	depth, start := 0, 0
	flush := func(end int) {
		if t := strings.TrimSpace(s[start:end]); t != "" {
			out = append(out, token{t, start})
		}
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			depth--
			if depth < 0 {
				return nil, fmt.Errorf("graph: offset %d: unbalanced %q", i, c)
			}
		case depth == 0 && (c == ',' || c == ';' || c == '\n' || c == '\r' || c == ' ' || c == '\t'):
			// A space next to '>' belongs to the arc.
			if c == ' ' || c == '\t' {
				prev := strings.TrimRight(s[start:i], " \t")
				rest := strings.TrimLeft(s[i:], " \t")
				if strings.HasSuffix(prev, ">") || strings.HasPrefix(rest, ">") {
					continue
				}
			}
			flush(i)
			start = i + 1
		}
	}
	if depth != 0 {
		return nil, fmt.Errorf("graph: offset %d: unclosed parenthesis", start)
	}
	flush(len(s))
	return out, nil
}

// cutTop cuts s at the first sep outside parentheses.
func cutTop(s string, sep byte) (string, string, bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case sep:
			if depth == 0 {
				return s[:i], s[i+1:], true
			}
		}
	}
	return s, "", false
}
