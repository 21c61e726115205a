package graph

import (
	"math/rand"
	"strings"
	"testing"
)

func TestGridContract(t *testing.T) {
	g, err := Grid(3, 4)
	if err != nil {
		t.Fatal(err)
	}
	if g.N() != 12 || g.M() != 17 {
		t.Fatalf("3x4 grid: %d vertices, %d edges", g.N(), g.M())
	}
	// edges row-major by first vertex, right before down
	want := []string{"(0,0)-(0,1)", "(0,0)-(1,0)", "(0,1)-(0,2)", "(0,1)-(1,1)", "(0,2)-(0,3)", "(0,2)-(1,2)", "(0,3)-(1,3)", "(1,0)-(1,1)"}
	for i, w := range want {
		if g.EdgeName(i) != w {
			t.Errorf("edge %d is %s, want %s", i, g.EdgeName(i), w)
		}
	}
	if e := g.GridEdge(1, 0, 1, 1); e != 7 {
		t.Errorf("GridEdge((1,0),(1,1)) = %d, want 7", e)
	}
	if e := g.GridEdge(0, 0, 1, 1); e != -1 {
		t.Errorf("GridEdge of a diagonal = %d, want -1", e)
	}
	if _, err := Grid(0, 3); err == nil {
		t.Error("Grid(0, 3) gave no error")
	}
}

func TestParse(t *testing.T) {
	cases := []struct {
		in    string
		n, m  int
		names string
	}{
		{"0-1 1-2 2-0", 3, 3, "0-1 1-2 2-0"},
		{"a-b,b-c;c-d\nd-a", 4, 4, "a-b b-c c-d d-a"},
		{"(0,0)-(0,1), (0,1)-(1,1)", 3, 2, "(0,0)-(0,1) (0,1)-(1,1)"},
		{"( 0 , 0 ) - ( 0 , 1 )", 2, 1, "(0,0)-(0,1)"},
		{"x-y z", 3, 1, "x-y z"},
		{"", 0, 0, ""},
	}
	for _, c := range cases {
		g, err := Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		if g.N() != c.n || g.M() != c.m || g.String() != c.names {
			t.Errorf("Parse(%q) = %d vertices, %d edges, %q; want %d, %d, %q", c.in, g.N(), g.M(), g.String(), c.n, c.m, c.names)
		}
	}
	bad := map[string]string{
		"a-a":      "loop",
		"a-b b-a":  "both join",
		"(0,0-1":   "unclosed",
		"a)-b":     "unbalanced",
		"-b":       "missing vertex",
		"a-":       "missing vertex",
		"a-b-c":    "missing vertex",
		"a - - b":  "missing vertex",
		"a-b, ,-c": "missing vertex",
	}
	for in, want := range bad {
		_, err := Parse(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) error %v, want one saying %q", in, err, want)
		}
	}
}

func TestNewErrors(t *testing.T) {
	if _, err := New([]string{"a", "a"}, nil); err == nil {
		t.Error("duplicate names accepted")
	}
	if _, err := New([]string{"a", ""}, nil); err == nil {
		t.Error("empty name accepted")
	}
	if _, err := New([]string{"a", "b"}, []Edge{{0, 2}}); err == nil {
		t.Error("edge to a missing vertex accepted")
	}
}

func TestFromCoords(t *testing.T) {
	g, err := FromCoords([][2][2]int{{{0, 0}, {0, 1}}, {{0, 1}, {1, 1}}, {{1, 1}, {0, 0}}})
	if err != nil {
		t.Fatal(err)
	}
	if g.N() != 3 || g.M() != 3 || g.Name(2) != "(1,1)" || g.Vertex("(0,1)") != 1 {
		t.Errorf("FromCoords: %v", g)
	}
	if _, err := FromCoords([][2][2]int{{{0, 0}, {0, 0}}}); err == nil {
		t.Error("FromCoords accepted a loop")
	}
}

func TestOrders(t *testing.T) {
	g, _ := Grid(4, 5)
	id := make([]int, g.N())
	for i := range id {
		id[i] = i
	}
	order, err := g.VertexOrder(id)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range order {
		if e != i {
			t.Fatalf("row-major vertex order gives edge %d at %d", e, i)
		}
	}
	h, err := g.Reorder(order)
	if err != nil || !h.IsGrid() {
		t.Fatalf("Reorder(identity): %v, grid %v", err, h.IsGrid())
	}
	// column-major vertex order: a different edge order, still all edges
	var col []int
	for c := 0; c < 5; c++ {
		for r := 0; r < 4; r++ {
			col = append(col, r*5+c)
		}
	}
	order, _ = g.VertexOrder(col)
	h, err = g.Reorder(order)
	if err != nil {
		t.Fatal(err)
	}
	if h.IsGrid() {
		t.Error("a reordered grid still claims the grid order")
	}
	if h.FrontierWidth() != 5 || g.FrontierWidth() != 6 {
		t.Errorf("frontier widths %d (column-major) and %d (row-major), want 5 and 6", h.FrontierWidth(), g.FrontierWidth())
	}
	if _, err := g.Reorder([]int{0, 0}); err == nil {
		t.Error("Reorder accepted a bad order")
	}
	if _, err := g.VertexOrder([]int{0}); err == nil {
		t.Error("VertexOrder accepted a short order")
	}
	bfs := g.BFSOrder(0)
	if len(bfs) != g.N() || bfs[0] != 0 {
		t.Errorf("BFSOrder = %v", bfs)
	}
}

// TestFrontierInvariants checks the frontier plan against its
// definition on random graphs.
func TestFrontierInvariants(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for iter := 0; iter < 200; iter++ {
		n := 1 + rng.Intn(9)
		var edges []Edge
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if rng.Intn(3) == 0 {
					edges = append(edges, Edge{u, v})
				}
			}
		}
		rng.Shuffle(len(edges), func(i, j int) { edges[i], edges[j] = edges[j], edges[i] })
		names := make([]string, n)
		for i := range names {
			names[i] = string(rune('a' + i))
		}
		g, err := New(names, edges)
		if err != nil {
			t.Fatal(err)
		}
		f := g.Frontier()
		for i, st := range f.Steps {
			var active []int
			pending := 0
			for v := 0; v < n; v++ {
				if f.First[v] >= 0 && f.First[v] <= i && i <= f.Last[v] {
					active = append(active, v)
				}
				if f.First[v] > i {
					pending++
				}
			}
			if len(active) != len(st.Active) || pending != st.Pending {
				t.Fatalf("step %d: %d active (want %d), pending %d (want %d)", i, len(st.Active), len(active), st.Pending, pending)
			}
			seen := map[int]bool{}
			for _, v := range active {
				s := f.Slot[v]
				if s < 0 || s >= f.Width || seen[s] {
					t.Fatalf("step %d: vertex %d has slot %d", i, v, s)
				}
				seen[s] = true
			}
			if st.SU != f.Slot[st.U] || st.SV != f.Slot[st.V] {
				t.Fatalf("step %d: slots of the edge", i)
			}
			for _, v := range st.Leave {
				if f.Last[v] != i {
					t.Fatalf("step %d: vertex %d leaves but its last edge is %d", i, v, f.Last[v])
				}
			}
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"0-1 1-2 2-0", "(0,0)-(0,1), (0,1)-(1,1)", "a-b b-c x", "a-a", "(((", "a--b", "", "1-2:3 2-3:1.5 3-1:-2/3", "a-b:1 b-c", "a-b:.5/2", "a-b:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			return
		}
		h, err := Parse(g.String())
		if err != nil {
			t.Fatalf("Parse(%q) gave %q, which does not parse: %v", s, g.String(), err)
		}
		if h.M() != g.M() || h.N() != g.N() {
			t.Fatalf("round trip of %q: %d/%d vertices, %d/%d edges", s, g.N(), h.N(), g.M(), h.M())
		}
		for i := 0; i < g.M(); i++ {
			if g.EdgeName(i) != h.EdgeName(i) {
				t.Fatalf("round trip of %q: edge %d is %s, then %s", s, i, g.EdgeName(i), h.EdgeName(i))
			}
			if (g.Weight(i) == nil) != (h.Weight(i) == nil) || g.Weight(i) != nil && g.Weight(i).Cmp(h.Weight(i)) != 0 {
				t.Fatalf("round trip of %q: edge %d weighs %v, then %v", s, i, g.Weight(i), h.Weight(i))
			}
		}
	})
}

func TestParseWeights(t *testing.T) {
	g, err := Parse("1-2:3 2-3:1.5, 3-1:-2/3; 3-4:+0.125 4-5:1/3 5-1:.5")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"3", "3/2", "-2/3", "1/8", "1/3", "1/2"}
	for i, w := range want {
		if got := g.Weight(i).RatString(); got != w {
			t.Errorf("edge %s weighs %s, want %s", g.EdgeName(i), got, w)
		}
	}
	if s := g.String(); s != "1-2:3 2-3:1.5 3-1:-2/3 3-4:0.125 4-5:1/3 5-1:0.5" {
		t.Errorf("String() = %q", s)
	}
	h, err := g.Reorder([]int{5, 4, 3, 2, 1, 0})
	if err != nil {
		t.Fatal(err)
	}
	if h.Weight(0).RatString() != "1/2" || h.Weight(5).RatString() != "3" {
		t.Errorf("reordered, the weights are %v ... %v", h.Weight(0), h.Weight(5))
	}
	plain, _ := Parse("1-2 2-3")
	if plain.Weighted() || plain.Weight(0) != nil {
		t.Error("a graph without weights says it has some")
	}
	for _, tc := range []struct{ in, want string }{
		{"1-2:3 2-3", "offset 6: some edges have a weight (u-v:w) and some not"},
		{"1-2 2-3:3", "offset 4: some edges have a weight"},
		{"1-2:x", "offset 4: the weight of 1-2: expected a number"},
		{"1-2:1e3", "expected a number"},
		{"1-2:1/0", "denominator"},
		{"1-2:1.5/2", "expected a number"},
		{"1-2:", "expected a number"},
		{"a:b-c", "missing vertex name"},
	} {
		if _, err := Parse(tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q): %v, want %q", tc.in, err, tc.want)
		}
	}
}
