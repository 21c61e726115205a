package graph

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// Formats of graph files, for Read.
const (
	// FormatEdges is an edge list: one edge "u v" per line, vertices
	// named by any word and numbered in order of first appearance; or
	// "u v w" on every line, w the edge's weight (ParseWeight's numbers).
	FormatEdges = "edges"
	// FormatAdjacency is an adjacency list as TdZdd's graph files have
	// it: line i (from 1) lists the neighbours of vertex i, numbered from
	// 1; a blank line is a vertex without neighbours.
	FormatAdjacency = "adjacency"
	// FormatDIMACS is the DIMACS graph format: "c" comment lines, one
	// "p edge N M" line, then "e u v" lines with vertices 1..N.
	FormatDIMACS = "dimacs"
)

// ReadError is a bad line of a graph file: Line and Col are 1-based.
type ReadError struct {
	Line, Col int
	Msg       string
}

func (e *ReadError) Error() string {
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
}

// DetectFormat guesses the format of a graph file: DIMACS when a line
// starts with "p" or "e", an edge list when every line holds two words,
// or three that cannot be an adjacency list (a word that is not a
// vertex number 1..lines: a weighted edge list), an adjacency list
// otherwise. A weighted edge list whose words all look like vertex
// numbers is read as one with the format given (or by Read when it is
// no adjacency list).
func DetectFormat(text string) string {
	pairs, triples, numbers := true, true, true
	lines, most := 0, 0
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		f := strings.Fields(l)
		if len(f) > 0 && strings.HasPrefix(f[0], "#") {
			continue
		}
		lines++
		if len(f) == 0 || f[0] == "c" {
			continue
		}
		if f[0] == "p" || f[0] == "e" {
			return FormatDIMACS
		}
		pairs = pairs && len(f) == 2
		triples = triples && len(f) == 3
		for _, w := range f {
			x, err := strconv.Atoi(w)
			numbers = numbers && err == nil && x >= 1
			most = max(most, x)
		}
	}
	if pairs {
		return FormatEdges
	}
	if triples && (!numbers || most > lines) {
		return FormatEdges
	}
	return FormatAdjacency
}

// Read reads a graph file in the given format ("" to detect it). Edges
// keep the order of the file (for an adjacency list: each pair once, when
// its first end's line lists it). Errors are *ReadError values naming the
// line and column. A file detected as an adjacency list that is not one
// but reads as a weighted edge list (three words a line) is read as
// that; one that is both is read as an adjacency list.
func Read(text, format string) (*Graph, error) {
	if format == "" {
		format = DetectFormat(text)
		if format == FormatAdjacency {
			g, err := readAdjacency(text)
			if err != nil {
				if h, err2 := readEdges(text); err2 == nil && h.Weighted() {
					return h, nil
				}
			}
			return g, err
		}
	}
	switch format {
	case FormatEdges:
		return readEdges(text)
	case FormatAdjacency:
		return readAdjacency(text)
	case FormatDIMACS:
		return readDIMACS(text)
	}
	return nil, fmt.Errorf("graph: unknown format %q (%s, %s or %s)", format, FormatEdges, FormatAdjacency, FormatDIMACS)
}

// word is one field of a line with its 1-based column.
type word struct {
	s   string
	col int
}

func words(line string) []word {
	var out []word
	i := 0
	for i < len(line) {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') {
			i++
		}
		if i == len(line) {
			break
		}
		j := i
		for j < len(line) && line[j] != ' ' && line[j] != '\t' && line[j] != '\r' {
			j++
		}
		out = append(out, word{line[i:j], i + 1})
		i = j
	}
	return out
}

// clip cuts quoted input to a short excerpt for messages.
func clip(s string) string {
	if r := []rune(s); len(r) > 30 {
		return string(r[:30]) + "..."
	}
	return s
}

// builder collects vertices and edges, checking each edge as it comes.
type builder struct {
	names []string
	index map[string]int
	edges []Edge
	pairs map[[2]int]int // pair -> line
}

func newBuilder() *builder {
	return &builder{index: map[string]int{}, pairs: map[[2]int]int{}}
}

func (b *builder) vertex(name string) int {
	if i, ok := b.index[name]; ok {
		return i
	}
	b.index[name] = len(b.names)
	b.names = append(b.names, name)
	return len(b.names) - 1
}

func (b *builder) edge(u, v, line, col int) error {
	if u == v {
		return &ReadError{line, col, fmt.Sprintf("a loop at vertex %s", b.names[u])}
	}
	k := [2]int{min(u, v), max(u, v)}
	if l, ok := b.pairs[k]; ok {
		return &ReadError{line, col, fmt.Sprintf("the edge %s-%s again (first on line %d)", b.names[u], b.names[v], l)}
	}
	b.pairs[k] = line
	b.edges = append(b.edges, Edge{U: u, V: v})
	return nil
}

func (b *builder) graph() (*Graph, error) {
	if len(b.names) == 0 {
		return nil, &ReadError{1, 1, "no vertex in the file"}
	}
	return New(b.names, b.edges)
}

func comment(ws []word) bool {
	return len(ws) == 0 || strings.HasPrefix(ws[0].s, "#")
}

func readEdges(text string) (*Graph, error) {
	b := newBuilder()
	var weights []*big.Rat
	first := 0 // the line of the first edge
	for n, l := range strings.Split(text, "\n") {
		ws := words(l)
		if comment(ws) {
			continue
		}
		if first == 0 {
			first = n + 1
		}
		want := 2
		if weights != nil || len(b.edges) == 0 && len(ws) == 3 {
			want = 3
		}
		if len(ws) != want {
			col := len(l) + 1
			if len(ws) > 3 {
				col = ws[3].col
			} else if len(ws) > want {
				col = ws[want].col
			}
			if want == 3 {
				return nil, &ReadError{n + 1, col, fmt.Sprintf("an edge is \"u v w\" with its weight w, as on line %d, got %d words", first, len(ws))}
			}
			if len(ws) == 3 {
				return nil, &ReadError{n + 1, col, fmt.Sprintf("an edge is two vertices \"u v\" as on line %d (give every edge a weight or none), got 3 words", first)}
			}
			return nil, &ReadError{n + 1, col, fmt.Sprintf("an edge is two vertices \"u v\" (or \"u v w\" with a weight), got %d words", len(ws))}
		}
		u, v := b.vertex(ws[0].s), b.vertex(ws[1].s)
		if err := b.edge(u, v, n+1, ws[0].col); err != nil {
			return nil, err
		}
		if want == 3 {
			w, err := ParseWeight(ws[2].s)
			if err != nil {
				return nil, &ReadError{n + 1, ws[2].col, "the weight: " + err.Error()}
			}
			weights = append(weights, w)
		}
	}
	g, err := b.graph()
	if err == nil && weights != nil {
		g.weights = weights
	}
	return g, err
}

func readAdjacency(text string) (*Graph, error) {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	type entry struct {
		u, v, line, col int
	}
	var es []entry
	n := 0
	for i, l := range lines {
		ws := words(l)
		if len(ws) > 0 && strings.HasPrefix(ws[0].s, "#") {
			continue
		}
		n++
		for _, w := range ws {
			x, err := strconv.Atoi(w.s)
			if err != nil || x < 1 {
				return nil, &ReadError{i + 1, w.col, fmt.Sprintf("a neighbour is a vertex number from 1, got %q", clip(w.s))}
			}
			es = append(es, entry{n, x, i + 1, w.col})
		}
	}
	b := newBuilder()
	for v := 1; v <= n; v++ {
		b.vertex(strconv.Itoa(v))
	}
	for _, e := range es {
		if e.v > n {
			return nil, &ReadError{e.line, e.col, fmt.Sprintf("vertex %d has no line (the file lists %d vertices)", e.v, n)}
		}
		if e.v < e.u {
			// Listed again from the other end: it must have been listed.
			if _, ok := b.pairs[[2]int{e.v - 1, e.u - 1}]; !ok {
				return nil, &ReadError{e.line, e.col, fmt.Sprintf("vertex %d lists %d, but %d does not list %d", e.u, e.v, e.v, e.u)}
			}
			continue
		}
		if err := b.edge(e.u-1, e.v-1, e.line, e.col); err != nil {
			return nil, err
		}
	}
	return b.graph()
}

func readDIMACS(text string) (*Graph, error) {
	b := newBuilder()
	nv, ne := -1, 0
	for i, l := range strings.Split(text, "\n") {
		ws := words(l)
		if comment(ws) || ws[0].s == "c" {
			continue
		}
		switch ws[0].s {
		case "p":
			if nv >= 0 {
				return nil, &ReadError{i + 1, 1, "a second \"p\" line"}
			}
			if len(ws) != 4 {
				return nil, &ReadError{i + 1, 1, "the problem line is \"p edge N M\""}
			}
			x, err1 := strconv.Atoi(ws[2].s)
			_, err2 := strconv.Atoi(ws[3].s)
			if err1 != nil || err2 != nil || x < 0 || x > 1<<24 {
				return nil, &ReadError{i + 1, ws[2].col, "the problem line is \"p edge N M\" with numbers N and M"}
			}
			nv = x
			for v := 1; v <= nv; v++ {
				b.vertex(strconv.Itoa(v))
			}
		case "e":
			if nv < 0 {
				return nil, &ReadError{i + 1, 1, "an edge before the \"p edge N M\" line"}
			}
			if len(ws) != 3 {
				return nil, &ReadError{i + 1, 1, "an edge line is \"e u v\""}
			}
			var ends [2]int
			for k := 0; k < 2; k++ {
				x, err := strconv.Atoi(ws[k+1].s)
				if err != nil || x < 1 || x > nv {
					return nil, &ReadError{i + 1, ws[k+1].col, fmt.Sprintf("a vertex is a number 1..%d, got %q", nv, clip(ws[k+1].s))}
				}
				ends[k] = x - 1
			}
			if err := b.edge(ends[0], ends[1], i+1, ws[1].col); err != nil {
				return nil, err
			}
			ne++
		default:
			return nil, &ReadError{i + 1, ws[0].col, fmt.Sprintf("a line starts with c, p or e, not %q", clip(ws[0].s))}
		}
	}
	if nv < 0 {
		return nil, &ReadError{1, 1, "no \"p edge N M\" line"}
	}
	return b.graph()
}
