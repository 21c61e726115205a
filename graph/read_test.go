package graph

import (
	"strconv"
	"strings"
	"testing"
)

func TestReadFormats(t *testing.T) {
	g3, _ := Grid(3, 3)
	// TdZdd's adjacency list of the 3x3 grid, vertices row-major from 1.
	adj := "2 4\n1 3 5\n2 6\n1 5 7\n2 4 6 8\n3 5 9\n4 8\n5 7 9\n6 8\n"
	dimacs := "c the 3x3 grid\np edge 9 12\n"
	edges := "# the 3x3 grid\n"
	for _, e := range g3.Edges() {
		dimacs += "e " + itoa(e.U+1) + " " + itoa(e.V+1) + "\n"
		edges += itoa(e.U+1) + " " + itoa(e.V+1) + "\n"
	}
	for _, tc := range []struct{ name, text, format string }{
		{"adjacency", adj, FormatAdjacency},
		{"dimacs", dimacs, FormatDIMACS},
		{"edges", edges, FormatEdges},
	} {
		if got := DetectFormat(tc.text); got != tc.format {
			t.Errorf("%s detected as %s", tc.name, got)
		}
		g, err := Read(tc.text, "")
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if g.N() != 9 || g.M() != 12 {
			t.Fatalf("%s: %d vertices, %d edges", tc.name, g.N(), g.M())
		}
		for _, e := range g3.Edges() {
			found := false
			for _, f := range g.Edges() {
				found = found || g.Name(f.U) == itoa(e.U+1) && g.Name(f.V) == itoa(e.V+1) || g.Name(f.V) == itoa(e.U+1) && g.Name(f.U) == itoa(e.V+1)
			}
			if !found {
				t.Fatalf("%s: edge %d-%d missing", tc.name, e.U+1, e.V+1)
			}
		}
	}
}

func TestReadErrors(t *testing.T) {
	for _, tc := range []struct{ text, format, want string }{
		{"a b\nb c d\n", FormatEdges, "line 2, column 5: an edge is two vertices"},
		{"a b\nb a\n", FormatEdges, "line 2, column 1: the edge b-a again (first on line 1)"},
		{"a a\n", FormatEdges, "a loop at vertex a"},
		{"2\n1 3\n", FormatAdjacency, "line 2, column 3: vertex 3 has no line"},
		{"2 x\n1\n", FormatAdjacency, "line 1, column 3: a neighbour is a vertex number from 1"},
		{"2\n\n1\n", FormatAdjacency, "vertex 3 lists 1, but 1 does not list 3"},
		{"e 1 2\n", FormatDIMACS, "an edge before the \"p edge N M\" line"},
		{"p edge 2 1\ne 1 3\n", FormatDIMACS, "line 2, column 5: a vertex is a number 1..2"},
		{"p edge 2 1\nq\n", FormatDIMACS, "a line starts with c, p or e"},
		{"", FormatEdges, "no vertex"},
		{"a b 1\nb c\n", FormatEdges, "line 2, column 4: an edge is \"u v w\" with its weight w, as on line 1, got 2 words"},
		{"a b\nb c 2\n", FormatEdges, "line 2, column 5: an edge is two vertices \"u v\" as on line 1 (give every edge a weight or none)"},
		{"a b x\n", FormatEdges, "line 1, column 5: the weight: expected a number"},
		{"a b 1 2\n", FormatEdges, "line 1, column 7: an edge is two vertices \"u v\" (or \"u v w\" with a weight), got 4 words"},
	} {
		_, err := Read(tc.text, tc.format)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
}

func TestReadWeights(t *testing.T) {
	for _, tc := range []struct{ text, format string }{
		{"# weighted\na b 3\nb c 1.5\n\nc a -2/3\n", ""},
		{"1 2 3\n2 3 1.5\n3 1 -2/3\n", ""},
		{"1 2 3\n2 3 3\n3 1 1\n", FormatEdges},
		// detected as an adjacency list, which it is not (2 lists 3 twice)
		{"1 2 3\n2 3 3\n3 1 1\n", ""},
	} {
		g, err := Read(tc.text, tc.format)
		if err != nil {
			t.Fatalf("%q: %v", tc.text, err)
		}
		if g.M() != 3 || !g.Weighted() {
			t.Fatalf("%q: %d edges, weighted %v", tc.text, g.M(), g.Weighted())
		}
		if want := map[bool]string{true: "3/2", false: "3"}[strings.Contains(tc.text, "1.5")]; g.Weight(1).RatString() != want {
			t.Errorf("%q: the second edge weighs %v, want %s", tc.text, g.Weight(1), want)
		}
	}
	if f := DetectFormat("1 2 3\n2 3 3\n3 1 1\n"); f != FormatAdjacency {
		t.Errorf("three vertex numbers a line detected as %s", f)
	}
	// both an adjacency list (K4) and a weighted edge list: adjacency
	if g, err := Read("2 3 4\n1 3 4\n1 2 4\n1 2 3\n", ""); err != nil || g.Weighted() || g.M() != 6 {
		t.Errorf("K4's adjacency list read as %v (%v)", g, err)
	}
	if f := DetectFormat("1 2 3\n2 3 4\n3 1 1\n"); f != FormatEdges {
		t.Errorf("a number past the lines detected as %s", f)
	}
}

func FuzzRead(f *testing.F) {
	for _, s := range []string{"a b 1.5\nb c 2\n", "a b\nb c\n", "2 4\n1 3\n2\n", "p edge 3 2\ne 1 2\ne 2 3\n", "c x\n", "1 1\n", "\n\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, format := range []string{"", FormatEdges, FormatAdjacency, FormatDIMACS} {
			g, err := Read(s, format)
			if err == nil && g == nil {
				t.Fatal("no graph and no error")
			}
		}
	})
}

func itoa(i int) string { return strconv.Itoa(i) }
