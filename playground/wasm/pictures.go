package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/zqlang/zq"
)

// The pictures of a cell: explain and frontier are recorded as they run
// (see engine.exec); a cell that is one call of diagram, levels or show
// gets the data of its picture besides its text.

// Limits of what a picture carries, so that the page stays quick.
const (
	// maxDrawnNodes is the largest diagram drawn node by node; a larger
	// one is shown level by level, each level opened on demand.
	maxDrawnNodes = 300
	// maxSteps is the most steps of explain that are animated.
	maxSteps = 3000
	// maxStates is the most states of frontier shown one by one; a
	// larger search is shown as the number of states per edge.
	maxStates = 1500
	// maxGraphSets is the most sets of a family drawn on its graph.
	maxGraphSets = 24
)

// picture is what the page draws for one call.
type picture struct {
	// Kind is "diagram", "levels", "explain", "frontier", "graph",
	// "puzzle" or "level" (one level of a large diagram).
	Kind string `json:"kind"`
	// Expr is the expression drawn (a family for diagram and levels).
	Expr     string         `json:"expr,omitempty"`
	Diagram  *diagramData   `json:"diagram,omitempty"`
	Trace    *traceData     `json:"trace,omitempty"`
	Frontier *frontierData  `json:"frontier,omitempty"`
	Graph    *graphSetsData `json:"graph,omitempty"`
	SVG      string         `json:"svg,omitempty"`
	Level    *levelData     `json:"level,omitempty"`
	Error    string         `json:"error,omitempty"`
}

type diagramData struct {
	Sets   string      `json:"sets"` // a decimal string: counts outgrow JavaScript's numbers
	Nodes  int         `json:"nodes"`
	Root   int         `json:"root"`
	Levels []levelData `json:"levels"`
	// Drawn tells that every level lists its nodes.
	Drawn bool `json:"drawn"`
}

type levelData struct {
	Index   int        `json:"index"`
	Var     int        `json:"var"`
	Element string     `json:"element"`
	Count   int        `json:"count"`
	Nodes   []nodeData `json:"nodes,omitempty"`
}

type nodeData struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
	Lo   int    `json:"lo"`
	Hi   int    `json:"hi"`
}

func diagramJSON(d *zq.Diagram) *diagramData {
	out := &diagramData{Sets: d.Sets.String(), Nodes: d.Nodes, Root: d.Root, Drawn: true}
	for i, l := range d.Levels {
		out.Levels = append(out.Levels, levelJSON(i, l))
		if len(l.Nodes) != l.Count {
			out.Drawn = false
		}
	}
	return out
}

func levelJSON(i int, l zq.Level) levelData {
	ld := levelData{Index: i, Var: l.Var, Element: l.Element, Count: l.Count}
	for _, n := range l.Nodes {
		ld.Nodes = append(ld.Nodes, nodeData(n))
	}
	return ld
}

type traceData struct {
	Steps     []stepData   `json:"steps"`
	Truncated bool         `json:"truncated"`
	Calls     int          `json:"calls"`
	Hits      int          `json:"hits"`
	New       int          `json:"new"`
	Result    *diagramData `json:"result,omitempty"`
}

type stepData struct {
	Kind  string `json:"kind"`
	Op    string `json:"op,omitempty"`
	A     string `json:"a,omitempty"`
	B     string `json:"b,omitempty"`
	R     string `json:"r,omitempty"`
	Var   int    `json:"var,omitempty"`
	Lo    string `json:"lo,omitempty"`
	Hi    string `json:"hi,omitempty"`
	Depth int    `json:"depth"`
	Top   int    `json:"top"`
}

type frontierData struct {
	Kind     string         `json:"kind"`
	Graph    *graphData     `json:"graph"`
	Width    int            `json:"width"`
	Root     string         `json:"root,omitempty"`
	Edges    []frontierEdge `json:"edges"`
	States   int            `json:"states"`
	Accepted int            `json:"accepted"`
	Sets     string         `json:"sets"`
	// Listed tells that the states are listed one by one.
	Listed bool `json:"listed"`
}

type frontierEdge struct {
	Edge     int             `json:"edge"`
	Frontier []int           `json:"frontier"`
	Count    int             `json:"count"`
	States   []frontierState `json:"states,omitempty"`
}

type frontierState struct {
	Name     string   `json:"name"`
	Mates    []string `json:"mates"`
	Lo       string   `json:"lo"`
	Hi       string   `json:"hi"`
	LoMerges bool     `json:"loMerges,omitempty"`
	HiMerges bool     `json:"hiMerges,omitempty"`
}

type graphData struct {
	Vertices []string `json:"vertices"`
	Edges    [][2]int `json:"edges"`
	Rows     int      `json:"rows"`
	Cols     int      `json:"cols"`
}

func graphJSON(g *zq.GraphPicture) *graphData {
	return &graphData{Vertices: g.Vertices, Edges: g.Edges, Rows: g.Rows, Cols: g.Cols}
}

type graphSetsData struct {
	Graph *graphData `json:"graph"`
	Sets  string     `json:"sets"`
	First [][]int    `json:"first"`
}

// pictures returns the pictures of a cell that ran without error: none
// unless the cell is one call of a drawn builtin.
func (e *engine) pictures(ctx context.Context, src string) []picture {
	name, args, ok := oneCall(src)
	if !ok {
		return nil
	}
	p := picture{Kind: name}
	var err error
	switch name {
	case "diagram", "levels":
		if len(args) == 0 {
			return nil
		}
		p.Expr = args[0]
		max := maxDrawnNodes
		if name == "levels" {
			max = 1
		}
		var d *zq.Diagram
		if d, err = e.s.Diagram(ctx, p.Expr, zq.DiagramOptions{MaxNodes: max}); err == nil {
			p.Diagram = diagramJSON(d)
		}
	case "show":
		if len(args) == 0 {
			return nil
		}
		p.Expr = args[0]
		solution := ""
		if len(args) > 1 && !strings.Contains(args[1], ":") {
			solution = args[1]
		}
		if svg, perr := e.s.PuzzleSVG(ctx, p.Expr, solution); perr == nil {
			p.Kind, p.SVG = "puzzle", svg
			break
		}
		gs, gerr := e.s.GraphSets(ctx, p.Expr, maxGraphSets)
		if gerr != nil {
			return nil // show of something else: its text says it all
		}
		p.Kind = "graph"
		p.Graph = &graphSetsData{Graph: graphJSON(gs.Graph), Sets: gs.Sets.String(), First: gs.First}
		if p.Graph.First == nil {
			p.Graph.First = [][]int{}
		}
	default:
		return nil
	}
	if err != nil {
		p.Error = zq.Detail(err)
	}
	return []picture{p}
}

// level returns one level of a large diagram, its nodes listed.
func (e *engine) level(ctx context.Context, expr string, i int) picture {
	p := picture{Kind: "level", Expr: expr}
	d, err := e.s.Diagram(ctx, expr, zq.DiagramOptions{MaxNodes: 1, Open: []int{i}})
	if err != nil {
		p.Error = zq.Detail(err)
		return p
	}
	if i < 0 || i >= len(d.Levels) {
		p.Error = fmt.Sprintf("no level %d: the diagram has %d", i, len(d.Levels))
		return p
	}
	l := levelJSON(i, d.Levels[i])
	p.Level = &l
	p.Diagram = diagramJSON(d)
	p.Diagram.Levels = nil
	return p
}

func traceJSON(t *zq.Trace) *traceData {
	out := &traceData{Truncated: t.Truncated, Calls: t.Calls, Hits: t.Hits, New: t.New, Steps: []stepData{}}
	for _, st := range t.Steps {
		out.Steps = append(out.Steps, stepData(st))
	}
	if t.Result != nil {
		out.Result = diagramJSON(t.Result)
	}
	return out
}

func frontierJSON(t *zq.FrontierTrace) *frontierData {
	out := &frontierData{Kind: t.Kind, Graph: graphJSON(t.Graph), Width: t.Width, Root: t.Root,
		States: t.States, Accepted: t.Accepted, Sets: t.Sets.String(), Listed: t.States <= maxStates, Edges: []frontierEdge{}}
	for _, e := range t.Edges {
		// JSON lists, never null: the page maps over them.
		fe := frontierEdge{Edge: e.Edge, Frontier: append([]int{}, e.Frontier...), Count: len(e.States)}
		if out.Listed {
			for _, st := range e.States {
				fs := frontierState(st)
				fs.Mates = append([]string{}, st.Mates...)
				fe.States = append(fe.States, fs)
			}
		}
		out.Edges = append(out.Edges, fe)
	}
	return out
}

// oneCall reports whether src is one call name(args) and returns the
// name and the arguments' texts (split at top-level commas).
func oneCall(src string) (name string, args []string, ok bool) {
	s := strings.TrimSpace(stripComment(src))
	open := strings.IndexByte(s, '(')
	if open <= 0 || !strings.HasSuffix(s, ")") {
		return "", nil, false
	}
	name = s[:open]
	for _, r := range name {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return "", nil, false
		}
	}
	depth, start := 0, open+1
	var quote byte
	for i := open; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' && quote == '"' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '`':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
			if depth == 0 && i != len(s)-1 {
				return "", nil, false // the call ends before the text does
			}
		case c == ',' && depth == 1:
			args = append(args, strings.TrimSpace(s[start:i]))
			start = i + 1
		case c == ';' && depth == 0:
			return "", nil, false
		}
	}
	if depth != 0 {
		return "", nil, false
	}
	if last := strings.TrimSpace(s[start : len(s)-1]); last != "" || len(args) > 0 {
		args = append(args, last)
	}
	return name, args, true
}

// stripComment drops a trailing # comment outside strings.
func stripComment(src string) string {
	var quote byte
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case quote != 0:
			if c == '\\' && quote == '"' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '`':
			quote = c
		case c == '#':
			return src[:i]
		}
	}
	return src
}
