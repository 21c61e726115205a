package zq_test

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/zqlang/zq"
)

func ExampleSession_Diagram() {
	s, _ := zq.New(zq.Options{})
	d, _ := s.Diagram(context.Background(), "{{1, 2}, {1, 3}, {2}}", zq.DiagramOptions{})
	fmt.Println(d.Sets, "sets,", d.Nodes, "nodes")
	for _, l := range d.Levels {
		var names []string
		for _, n := range l.Nodes {
			names = append(names, n.Name)
		}
		fmt.Println("element", l.Element+":", names)
	}
	// Output:
	// 3 sets, 4 nodes
	// element 1: [a]
	// element 2: [b c]
	// element 3: [d]
}

// setsOf lists the sets a diagram spells (the paths from the root to ⊤),
// each as sorted element names, the list sorted.
func setsOf(t *testing.T, d *zq.Diagram) []string {
	t.Helper()
	type node struct {
		elem   string
		lo, hi int
	}
	nodes := map[int]node{}
	for _, l := range d.Levels {
		for _, n := range l.Nodes {
			nodes[n.ID] = node{l.Element, n.Lo, n.Hi}
		}
	}
	var out []string
	var walk func(id int, path []string)
	walk = func(id int, path []string) {
		switch id {
		case zq.TermEmpty:
			return
		case zq.TermBase:
			p := slices.Clone(path)
			sort.Strings(p)
			out = append(out, strings.Join(p, " "))
			return
		}
		n, ok := nodes[id]
		if !ok {
			t.Fatalf("node %d is a child but not listed", id)
		}
		walk(n.lo, path)
		walk(n.hi, append(path, n.elem))
	}
	walk(d.Root, nil)
	sort.Strings(out)
	return out
}

// familySets lists a family's sets as setsOf does, through Eval.
func familySets(t *testing.T, s *zq.Session, expr string) []string {
	t.Helper()
	v, err := s.Eval(context.Background(), expr)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for set := range v.(*zq.Family).Sets() {
		p := slices.Clone(set)
		sort.Strings(p)
		out = append(out, strings.Join(p, " "))
	}
	sort.Strings(out)
	return out
}

// TestDiagramData checks the diagram's data against the family: the
// paths to ⊤ are its sets, the levels' counts are levels(F), the nodes
// size(F).
func TestDiagramData(t *testing.T) {
	s, err := zq.New(zq.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, expr := range []string{
		"{{1, 2}, {1, 3}, {2}}",
		"{{}}",
		"{}",
		"minimal({{1, 2}, {1, 3}, {2}, {4, 5}, {1, 4, 5}})",
		"pow(range(6)) - {{0, 1}, {2, 3, 4}}",
		"cycles(grid(3, 3))",
		"paths(grid(3, 4), (0, 0), (2, 3))",
	} {
		d, err := s.Diagram(ctx, expr, zq.DiagramOptions{})
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		if got, want := setsOf(t, d), familySets(t, s, expr); !slices.Equal(got, want) {
			t.Errorf("%s: the diagram spells %d sets %v, the family has %d %v", expr, len(got), got, len(want), want)
		}
		var counts, want []string
		total := 0
		for _, l := range d.Levels {
			counts = append(counts, fmt.Sprint(l.Count))
			total += l.Count
		}
		lv, err := s.Eval(ctx, "levels("+expr+")")
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range lv.([]zq.Value) {
			want = append(want, fmt.Sprint(x))
		}
		if !slices.Equal(counts, want) {
			t.Errorf("%s: level counts %v, levels gives %v", expr, counts, want)
		}
		size, _ := s.Eval(ctx, "size("+expr+")")
		if fmt.Sprint(size) != fmt.Sprint(total) || total != d.Nodes {
			t.Errorf("%s: %d nodes (levels sum to %d), size gives %v", expr, d.Nodes, total, size)
		}
		if fmt.Sprint(d.Sets) != fmt.Sprint(len(familySets(t, s, expr))) {
			t.Errorf("%s: Sets %v", expr, d.Sets)
		}
	}
	// Past MaxNodes only the levels asked for list their nodes.
	d, err := s.Diagram(ctx, "cycles(grid(3, 3))", zq.DiagramOptions{MaxNodes: 10, Open: []int{2}})
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range d.Levels {
		if (i == 2) != (l.Nodes != nil) || (i == 2 && len(l.Nodes) != l.Count) {
			t.Errorf("level %d: %d of %d nodes listed", i, len(l.Nodes), l.Count)
		}
	}
	if _, err := s.Diagram(ctx, "grid(2, 2)", zq.DiagramOptions{}); err == nil || !strings.Contains(err.Error(), "not a family") {
		t.Errorf("the diagram of a graph: %v", err)
	}
}

// TestExplainData checks the steps of explain as data: calls and
// results pair up, the counts add up, each node made is listed once and
// the result's diagram is the value's.
func TestExplainData(t *testing.T) {
	s, err := zq.New(zq.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, expr := range []string{
		"{{1, 2}, {3}} | {{2}, {3}}",
		"minimal({{1, 2}, {1, 3}, {2}})",
		"{{1, 2}, {2, 3}} * {{3}, {4}}",
	} {
		tr, err := s.Explain(ctx, expr, 0, 0)
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		calls, hits, results, nodes := 0, 0, 0, 0
		depth := 0
		made := map[string]bool{}
		for i, st := range tr.Steps {
			if st.Depth != depth && st.Kind != "result" {
				t.Fatalf("%s: step %d (%s) at depth %d, the calls open say %d", expr, i, st.Kind, st.Depth, depth)
			}
			switch st.Kind {
			case "call":
				calls++
				depth++
			case "hit":
				hits++
			case "result":
				results++
				depth--
			case "node":
				nodes++
				if made[st.R] {
					t.Fatalf("%s: node %s made twice", expr, st.R)
				}
				made[st.R] = true
			}
		}
		if calls != results || calls+hits != tr.Calls || hits != tr.Hits || nodes != tr.New || depth != 0 || tr.Truncated {
			t.Errorf("%s: %d calls, %d results, %d hits, %d nodes; totals %d calls, %d hits, %d new", expr, calls, results, hits, nodes, tr.Calls, tr.Hits, tr.New)
		}
		// Steps before the first top-level call (nodes of the literals)
		// have Top 0; the calls count up from 1.
		top := 0
		for _, st := range tr.Steps {
			if st.Kind == "call" && st.Depth == 0 || st.Kind == "hit" && st.Depth == 0 {
				top++
			}
			if st.Top != top {
				t.Fatalf("%s: step %+v has Top %d, %d top-level calls so far", expr, st, st.Top, top)
			}
		}
		if top == 0 {
			t.Errorf("%s: no top-level call", expr)
		}
		if got, want := setsOf(t, tr.Result), familySets(t, s, expr); !slices.Equal(got, want) {
			t.Errorf("%s: the result's diagram spells %v, the value is %v", expr, got, want)
		}
	}
	tr, err := s.Explain(ctx, "minimal({{1, 2}, {1, 3}, {2}})", 3, 0)
	if err != nil || len(tr.Steps) != 3 || !tr.Truncated {
		t.Errorf("at most 3 steps: %d steps, truncated %v, %v", len(tr.Steps), tr.Truncated, err)
	}
}

func TestFrontierData(t *testing.T) {
	s, err := zq.New(zq.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tr, err := s.Frontier(context.Background(), `frontier("paths", grid(2, 3), (0, 0), (1, 2))`)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Sets.Int64() != 4 || len(tr.Edges) != 7 || tr.Graph.Rows != 2 || tr.Graph.Cols != 3 || len(tr.Graph.Edges) != 7 {
		t.Fatalf("frontier of the 2x3 paths: %d sets, %d levels, graph %+v", tr.Sets, len(tr.Edges), tr.Graph)
	}
	for _, e := range tr.Edges {
		for _, st := range e.States {
			if len(st.Mates) != len(e.Frontier) {
				t.Fatalf("edge %d: state %s has %d mates for %d frontier vertices", e.Edge, st.Name, len(st.Mates), len(e.Frontier))
			}
		}
	}
	if _, err := s.Frontier(context.Background(), "count(cycles(grid(2, 2)))"); err == nil {
		t.Error("Frontier of a call that is not frontier's gave no error")
	}
}

// TestGraphSetsData: each of the first sets of cycles(grid(3, 3)) is a
// cycle (every vertex met twice, or not at all).
func TestGraphSetsData(t *testing.T) {
	s, err := zq.New(zq.Options{})
	if err != nil {
		t.Fatal(err)
	}
	gs, err := s.GraphSets(context.Background(), "cycles(grid(3, 3))", 20)
	if err != nil {
		t.Fatal(err)
	}
	if gs.Sets.Int64() != 13 || len(gs.First) != 13 || len(gs.Graph.Vertices) != 9 {
		t.Fatalf("cycles(grid(3, 3)): %v sets, %d drawn, %d vertices", gs.Sets, len(gs.First), len(gs.Graph.Vertices))
	}
	for _, set := range gs.First {
		deg := map[int]int{}
		for _, e := range set {
			deg[gs.Graph.Edges[e][0]]++
			deg[gs.Graph.Edges[e][1]]++
		}
		for v, d := range deg {
			if d != 2 {
				t.Fatalf("set %v: vertex %s has degree %d", set, gs.Graph.Vertices[v], d)
			}
		}
	}
	if _, err := s.GraphSets(context.Background(), "{{1}}", 3); err == nil {
		t.Error("a family of integers drawn on a graph")
	}
}

// TestRecording: one run of a cell both prints explain's and frontier's
// text and records their steps, the same as those printed.
func TestRecording(t *testing.T) {
	var out strings.Builder
	s, err := zq.New(zq.Options{Stdout: &out})
	if err != nil {
		t.Fatal(err)
	}
	var traces []*zq.Trace
	var fronts []*zq.FrontierTrace
	ctx := s.Recording(context.Background(), zq.Recorder{
		Explain:  func(tr *zq.Trace) { traces = append(traces, tr) },
		Frontier: func(ft *zq.FrontierTrace) { fronts = append(fronts, ft) },
	})
	if err := s.Exec(ctx, "F = {{1, 2}, {1, 3}, {2}}\nexplain(minimal(F))\nexplain(F | {{4}})\nfrontier(\"cycles\", grid(2, 3))"); err != nil {
		t.Fatal(err)
	}
	if len(traces) != 2 || len(fronts) != 1 {
		t.Fatalf("%d explain traces and %d frontier traces recorded, want 2 and 1", len(traces), len(fronts))
	}
	text := out.String()
	for _, tr := range traces {
		totals := fmt.Sprintf("calls: %d, cache hits: %d, new nodes: %d,", tr.Calls, tr.Hits, tr.New)
		if !strings.Contains(text, totals) {
			t.Errorf("the printed text lacks %q:\n%s", totals, text)
		}
		for _, st := range tr.Steps {
			if st.Kind == "node" && !strings.Contains(text, "new node "+st.R+" = (x") {
				t.Errorf("node %s recorded but not printed", st.R)
			}
		}
	}
	if got := setsOf(t, traces[0].Result); strings.Join(got, "|") != "1 3|2" {
		t.Errorf("minimal(F)'s recorded result spells %q", got)
	}
	if fronts[0].Sets.Int64() != 3 || !strings.Contains(text, fmt.Sprintf("%d states", fronts[0].States)) {
		t.Errorf("frontier recorded %v sets and %d states; printed:\n%s", fronts[0].Sets, fronts[0].States, text)
	}
}
