package zq

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/lang"
	"github.com/zqlang/zq/lang/lib/teach"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// Teaching data: what diagram, explain and frontier print, as values a
// program can draw (the playground draws them in the browser).

// Diagram is a family's ZDD as data: its nodes level by level, one
// level per variable from the root's down to the lowest with a node.
type Diagram struct {
	// Sets is the number of sets of the family; Nodes the number of
	// nodes of its diagram (terminals not counted).
	Sets  *big.Int
	Nodes int
	// Root is the root's ID: TermEmpty (⊥, the empty family), TermBase
	// (⊤, only the empty set) or a node's ID.
	Root int
	// Levels are the variables from the root's down, those without a
	// node included; their Nodes are listed when the diagram has at most
	// the nodes asked for, or the level was asked for by itself.
	Levels []Level
}

// The terminals' IDs, as children of a Node and as a Diagram's root.
const (
	TermEmpty = 0 // ⊥: the empty family
	TermBase  = 1 // ⊤: the family of the empty set
)

// Level is the nodes of one variable of a diagram.
type Level struct {
	// Var is the variable; Element the element's name in the family's
	// universe.
	Var     int
	Element string
	// Count is the number of nodes of the variable; Nodes lists them
	// (nil when not asked for), in the order met breadth first from the
	// root.
	Count int
	Nodes []Node
}

// Node is a node of a diagram.
type Node struct {
	// ID is the node's number in the session's store (explain calls it
	// n<ID>); Name is its name in diagram's text (a, b, ...).
	ID   int
	Name string
	// Lo and Hi are the IDs of its children: the sets without the
	// variable, and those with it.
	Lo, Hi int
}

// DiagramOptions choose how much of a diagram Diagram lists.
type DiagramOptions struct {
	// MaxNodes: the nodes of every level are listed when the diagram has
	// at most this many (0: always).
	MaxNodes int
	// Open lists levels (indices into Levels) whose nodes are listed
	// however large the diagram.
	Open []int
}

// Diagram evaluates expr, which must give a family, and returns its
// diagram as data.
func (s *Session) Diagram(ctx context.Context, expr string, opt DiagramOptions) (*Diagram, error) {
	defer s.lock()()
	v, err := s.ls.EvalContext(ctx, "<expr>", expr)
	if err != nil {
		return nil, wrapErr(err)
	}
	defer s.ls.Release(v)
	f, ok := v.(*lang.Family)
	if !ok {
		return nil, fmt.Errorf("zq: %s is %s, not a family", expr, kindText(v))
	}
	return diagramOf(s.ls.M, f, opt), nil
}

func kindText(v lang.Value) string {
	if v == nil {
		return "nothing"
	}
	return "a " + v.Kind()
}

// diagramOf walks f's diagram breadth first from the root.
func diagramOf(m *zdd.Manager, f *lang.Family, opt DiagramOptions) *Diagram {
	d := &Diagram{Sets: m.Count(f.Root), Root: int(f.Root)}
	if zdd.IsTerminal(f.Root) {
		return d
	}
	seen := map[zdd.Node]bool{f.Root: true}
	byVar := map[uint32][]zdd.Node{}
	queue := []zdd.Node{f.Root}
	top, low := m.Var(f.Root), m.Var(f.Root)
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		v := m.Var(n)
		byVar[v] = append(byVar[v], n)
		top, low = min(top, v), max(low, v)
		for _, ch := range []zdd.Node{m.Lo(n), m.Hi(n)} {
			if !zdd.IsTerminal(ch) && !seen[ch] {
				seen[ch] = true
				queue = append(queue, ch)
			}
		}
	}
	d.Nodes = len(seen)
	all := opt.MaxNodes <= 0 || d.Nodes <= opt.MaxNodes
	open := map[int]bool{}
	for _, i := range opt.Open {
		open[i] = true
	}
	k := 0
	for v := top; v <= low; v++ {
		i := int(v - top)
		l := Level{Var: int(v), Element: f.U.Name(v), Count: len(byVar[v])}
		for _, n := range byVar[v] {
			if all || open[i] {
				l.Nodes = append(l.Nodes, Node{ID: int(n), Name: teach.NodeLetter(k), Lo: int(m.Lo(n)), Hi: int(m.Hi(n))})
			}
			k++
		}
		d.Levels = append(d.Levels, l)
	}
	return d
}

// Trace is what explain(expr) prints, as data: each step of the ZDD
// operations evaluating expr with the operation cache emptied first.
type Trace struct {
	// Steps are the steps in order, at most the number asked for;
	// Truncated tells that there were more.
	Steps     []Step
	Truncated bool
	// Calls, Hits and New count every call, cache hit and node made.
	Calls, Hits, New int
	// Result is the diagram of expr's value when it is a family (nil
	// otherwise), with every node listed up to the MaxNodes asked for.
	Result *Diagram
}

// Step is one step of an operation.
type Step struct {
	// Kind is "call" (a call that computes), "hit" (a call answered by
	// the cache), "result" (a call's result) or "node" (a node made).
	Kind string
	// Op is the operation ("union", "minimal", ...); A and B its operands
	// as explain names them: n<ID>, ⊥, ⊤, or xV for a variable.
	Op   string
	A, B string
	// R is the result (hit, result) or the node made (node), as above.
	R string
	// Var, Lo and Hi describe a node made: its variable and children.
	Var    int
	Lo, Hi string
	// Depth is the depth of the call (0: a call of the expression's own
	// operations); Top counts the top-level calls before this step (the
	// step belongs to top-level call Top-1).
	Depth, Top int
}

// tracer collects the steps (it implements zdd.Tracer).
type tracer struct {
	t     *Trace
	max   int
	depth int
	stack []string
	top   int
}

func nodeText(n zdd.Node) string {
	switch n {
	case zdd.Empty:
		return "⊥"
	case zdd.Base:
		return "⊤"
	}
	return fmt.Sprintf("n%d", n)
}

func (tr *tracer) add(st Step) {
	st.Depth, st.Top = tr.depth, tr.top
	if len(tr.t.Steps) < tr.max {
		tr.t.Steps = append(tr.t.Steps, st)
	} else {
		tr.t.Truncated = true
	}
}

func (tr *tracer) operands(op string, a, b zdd.Node) (string, string) {
	if zdd.OpTakesVar(op) {
		return nodeText(a), fmt.Sprintf("x%d", b)
	}
	return nodeText(a), nodeText(b)
}

func (tr *tracer) Call(op string, a, b zdd.Node, hit bool, r zdd.Node) {
	tr.t.Calls++
	if tr.depth == 0 {
		tr.top++
	}
	x, y := tr.operands(op, a, b)
	if hit {
		tr.t.Hits++
		tr.add(Step{Kind: "hit", Op: op, A: x, B: y, R: nodeText(r)})
		return
	}
	tr.add(Step{Kind: "call", Op: op, A: x, B: y})
	tr.stack = append(tr.stack, op+" "+x+" "+y)
	tr.depth++
}

func (tr *tracer) Result(op string, a, b, r zdd.Node) {
	x, y := tr.operands(op, a, b)
	want := op + " " + x + " " + y
	for len(tr.stack) > 0 {
		top := tr.stack[len(tr.stack)-1]
		tr.stack = tr.stack[:len(tr.stack)-1]
		tr.depth--
		if top == want {
			break
		}
	}
	tr.add(Step{Kind: "result", Op: op, A: x, B: y, R: nodeText(r)})
}

func (tr *tracer) NewNode(n zdd.Node, v uint32, lo, hi zdd.Node) {
	tr.t.New++
	tr.add(Step{Kind: "node", R: nodeText(n), Var: int(v), Lo: nodeText(lo), Hi: nodeText(hi)})
}

// Explain evaluates expr as explain(expr) does, with the operation
// cache emptied first, and returns its steps (at most maxSteps; 0: all)
// and its result's diagram (its nodes listed up to maxNodes, as
// Diagram's option).
func (s *Session) Explain(ctx context.Context, expr string, maxSteps, maxNodes int) (*Trace, error) {
	defer s.lock()()
	if maxSteps <= 0 {
		maxSteps = int(^uint(0) >> 1)
	}
	t := &Trace{}
	m := s.ls.M
	m.ClearCache()
	m.SetTracer(&tracer{t: t, max: maxSteps})
	v, err := s.ls.EvalContext(ctx, "<expr>", expr)
	m.SetTracer(nil)
	if err != nil {
		return nil, wrapErr(err)
	}
	defer s.ls.Release(v)
	if f, ok := v.(*lang.Family); ok {
		t.Result = diagramOf(m, f, DiagramOptions{MaxNodes: maxNodes})
	}
	return t, nil
}

// FrontierTrace is what frontier(kind, g, ...) prints, as data: the
// top-down construction of a graph family, one level per edge.
type FrontierTrace struct {
	// Kind is the family ("paths", "cycles", ...); Graph its graph.
	Kind  string
	Graph *GraphPicture
	// Width is the largest frontier of the graph's edge order.
	Width int
	// Root is "accept" or "reject" when the root decides the family at
	// once, "" otherwise.
	Root string
	// Edges are the levels with states, in the graph's edge order.
	Edges []FrontierEdge
	// States counts the distinct states, Accepted the arcs to ⊤, Sets
	// the sets of the family.
	States, Accepted int
	Sets             *big.Int
}

// FrontierEdge is one level of the search: the edge decided there.
type FrontierEdge struct {
	// Edge is the edge's index in Graph.Edges.
	Edge int
	// Frontier lists the frontier's vertices (indices in Graph.Vertices).
	Frontier []int
	// States are the distinct states reaching the edge.
	States []FrontierState
}

// FrontierState is a state and where its children go.
type FrontierState struct {
	// Name is the state's name as frontier prints it.
	Name string
	// Mates is the code of each frontier vertex in the order of the
	// edge's Frontier: the vertex's own name (no edge yet), "0" (done),
	// another vertex's name (the other end of its path), "s" or "t" (an
	// end of the path from s or t), "cN" (a component of a forest).
	Mates []string
	// Lo and Hi are the children without and with the edge: a state's
	// name, "cut" or "⊤"; LoMerges and HiMerges tell that the child was
	// made before (the two states merge).
	Lo, Hi             string
	LoMerges, HiMerges bool
}

// GraphPicture is a graph as a drawing needs it.
type GraphPicture struct {
	// Vertices are the vertices' names; Edges the pairs of vertex
	// indices, in the graph's order (a family's variable v is edge v).
	Vertices []string
	Edges    [][2]int
	// Rows and Cols are set for a grid graph: vertex i is at row
	// i / Cols, column i % Cols.
	Rows, Cols int
}

func graphPicture(g *graph.Graph) *GraphPicture {
	p := &GraphPicture{Rows: g.Rows, Cols: g.Cols}
	for v := 0; v < g.N(); v++ {
		p.Vertices = append(p.Vertices, g.Name(v))
	}
	for i := 0; i < g.M(); i++ {
		e := g.Edge(i)
		p.Edges = append(p.Edges, [2]int{e.U, e.V})
	}
	return p
}

// Frontier evaluates call, a call of frontier(kind, g, ...), and returns
// the search it watches as data (nothing is displayed).
func (s *Session) Frontier(ctx context.Context, call string) (*FrontierTrace, error) {
	defer s.lock()()
	var got *teach.FrontierTrace
	ctx = teach.WithFrontierTrace(ctx, func(t *teach.FrontierTrace) { got = t })
	out, errOut := s.ls.Out, s.ls.Err
	s.ls.Out, s.ls.Err = io.Discard, io.Discard
	v, err := s.ls.EvalContext(ctx, "<expr>", call)
	s.ls.Out, s.ls.Err = out, errOut
	if err != nil {
		return nil, wrapErr(err)
	}
	s.ls.Release(v)
	if got == nil {
		return nil, fmt.Errorf("zq: %s is not a call of frontier", strings.TrimSpace(call))
	}
	return frontierOf(got), nil
}

func frontierOf(got *teach.FrontierTrace) *FrontierTrace {
	t := &FrontierTrace{Kind: got.Kind, Graph: graphPicture(got.Graph), Width: got.Width, Root: got.Root,
		States: got.States, Accepted: got.Accepted, Sets: got.Count}
	for _, e := range got.Edges {
		fe := FrontierEdge{Edge: e.Index, Frontier: e.Frontier}
		for _, st := range e.States {
			fe.States = append(fe.States, FrontierState(st))
		}
		t.Edges = append(t.Edges, fe)
	}
	return t
}

// Recorder receives the steps of the teaching builtins run under a
// context made by Session.Recording, as they are printed.
type Recorder struct {
	// Explain receives the steps of each explain(expr) and the diagram
	// of its value, as Session.Explain returns them.
	Explain func(*Trace)
	// Frontier receives each frontier(...) as Session.Frontier returns it.
	Frontier func(*FrontierTrace)
	// MaxSteps and MaxNodes bound the steps and the result's nodes listed
	// (0: all), as for Session.Explain.
	MaxSteps, MaxNodes int
}

// Recording returns a context under which the session's calls (Exec,
// Eval) also hand the steps of explain and frontier to r: the same run
// both prints them and records them.
func (s *Session) Recording(ctx context.Context, r Recorder) context.Context {
	if r.Explain != nil {
		ctx = lang.WithExplainTrace(ctx, &explainRecorder{m: s.ls.M, r: r})
	}
	if r.Frontier != nil {
		ctx = teach.WithFrontierTrace(ctx, func(t *teach.FrontierTrace) { r.Frontier(frontierOf(t)) })
	}
	return ctx
}

// explainRecorder collects one explain's steps at a time.
type explainRecorder struct {
	m  *zdd.Manager
	r  Recorder
	tr *tracer
}

func (e *explainRecorder) cur() *tracer {
	if e.tr == nil {
		max := e.r.MaxSteps
		if max <= 0 {
			max = int(^uint(0) >> 1)
		}
		e.tr = &tracer{t: &Trace{}, max: max}
	}
	return e.tr
}

func (e *explainRecorder) Call(op string, a, b zdd.Node, hit bool, r zdd.Node) {
	e.cur().Call(op, a, b, hit, r)
}

func (e *explainRecorder) Result(op string, a, b, r zdd.Node) { e.cur().Result(op, a, b, r) }

func (e *explainRecorder) NewNode(n zdd.Node, v uint32, lo, hi zdd.Node) {
	e.cur().NewNode(n, v, lo, hi)
}

func (e *explainRecorder) Done(v lang.Value) {
	t := e.cur().t
	e.tr = nil
	if f, ok := v.(*lang.Family); ok {
		t.Result = diagramOf(e.m, f, DiagramOptions{MaxNodes: e.r.MaxNodes})
	}
	e.r.Explain(t)
}

// GraphSets is a family of edge sets drawn on its graph.
type GraphSets struct {
	Graph *GraphPicture
	// Sets is the number of sets; First lists the first ones (as edge
	// indices), in the family's order.
	Sets  *big.Int
	First [][]int
}

// GraphSets evaluates expr, which must give a graph or a family over a
// graph's edges, and returns the graph with the family's first sets (at
// most max).
func (s *Session) GraphSets(ctx context.Context, expr string, max int) (*GraphSets, error) {
	defer s.lock()()
	v, err := s.ls.EvalContext(ctx, "<expr>", expr)
	if err != nil {
		return nil, wrapErr(err)
	}
	defer s.ls.Release(v)
	switch x := v.(type) {
	case *lang.Graph:
		return &GraphSets{Graph: graphPicture(x.G), Sets: new(big.Int)}, nil
	case *lang.Family:
		u, ok := x.U.(*lang.EdgeUniverse)
		if !ok {
			return nil, fmt.Errorf("zq: %s is a family over %s, not over a graph's edges", expr, x.U.Describe())
		}
		m := s.ls.M
		gs := &GraphSets{Graph: graphPicture(u.G), Sets: m.Count(x.Root)}
		firstSets(m, x.Root, max, func(set []uint32) {
			edges := make([]int, len(set))
			for i, e := range set {
				edges[i] = int(e)
			}
			gs.First = append(gs.First, edges)
		})
		return gs, nil
	}
	return nil, fmt.Errorf("zq: %s is %s, not a graph or a family of edge sets", expr, kindText(v))
}

// firstSets calls fn with the first max sets of f, in the order of the
// language (hi before lo).
func firstSets(m *zdd.Manager, f zdd.Node, max int, fn func([]uint32)) {
	var path []uint32
	left := max
	var walk func(n zdd.Node)
	walk = func(n zdd.Node) {
		if left <= 0 || n == zdd.Empty {
			return
		}
		if n == zdd.Base {
			fn(append([]uint32(nil), path...))
			left--
			return
		}
		path = append(path, m.Var(n))
		walk(m.Hi(n))
		path = path[:len(path)-1]
		walk(m.Lo(n))
	}
	walk(f)
}

// PuzzleSVG evaluates puzzle, which must give a puzzle, and draws it as
// SVG with its genre's drawing; solution, when not "", must give a
// family over the puzzle's universe, whose first set is drawn on it.
func (s *Session) PuzzleSVG(ctx context.Context, puzzle, solution string) (string, error) {
	defer s.lock()()
	v, err := s.ls.EvalContext(ctx, "<expr>", puzzle)
	if err != nil {
		return "", wrapErr(err)
	}
	defer s.ls.Release(v)
	p, ok := v.(*lang.Puzzle)
	if !ok {
		return "", fmt.Errorf("zq: %s is %s, not a puzzle", puzzle, kindText(v))
	}
	var set []uint32
	if solution != "" {
		w, err := s.ls.EvalContext(ctx, "<expr>", solution)
		if err != nil {
			return "", wrapErr(err)
		}
		defer s.ls.Release(w)
		f, ok := w.(*lang.Family)
		if !ok {
			return "", fmt.Errorf("zq: %s is %s, not a family", solution, kindText(w))
		}
		firstSets(s.ls.M, f.Root, 1, func(x []uint32) { set = x })
	}
	var b strings.Builder
	if err := puzzles.SVG(&b, p.P, set); err != nil {
		return "", err
	}
	return b.String(), nil
}
