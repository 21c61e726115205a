package families

import (
	"strings"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// oddSpec is a specification no file of the package lists (every edge
// set, its state the parity of each frontier vertex's degree): it shows
// that Describe needs no edit for a new specification.
type oddSpec struct{ f *graph.Frontier }

func (s *oddSpec) StateSize() int { return s.f.Width }
func (s *oddSpec) Vars() int      { return len(s.f.Steps) }
func (s *oddSpec) Root(st []byte) int {
	clear(st)
	return 0
}
func (s *oddSpec) Child(st []byte, i int, take bool) int {
	step := &s.f.Steps[i]
	if take {
		st[step.SU] ^= 1
		st[step.SV] ^= 1
	}
	for _, x := range step.Leave {
		st[s.f.Slot[x]] = 0
	}
	if i+1 == len(s.f.Steps) {
		return topdown.Accept
	}
	return i + 1
}
func (s *oddSpec) FrontierPlan() *graph.Frontier { return s.f }
func (s *oddSpec) Code(g *graph.Graph, st []byte, v, _ int) string {
	return []string{"even", "odd"}[st[s.f.Slot[v]]]
}

// walk follows the 1-branch from the root as far as it goes and
// describes every state on the way.
func walk(t *testing.T, g *graph.Graph, name string, spec topdown.Spec) []string {
	t.Helper()
	st := make([]byte, spec.StateSize())
	var out []string
	for i := spec.Root(st); i >= 0; {
		frontier, codes, ok := Describe(spec, g, st, i)
		if !ok {
			t.Fatalf("%s: Describe says no", name)
		}
		if len(frontier) != len(codes) {
			t.Fatalf("%s: %d frontier vertices, %d codes", name, len(frontier), len(codes))
		}
		var parts []string
		for k, v := range frontier {
			parts = append(parts, g.Name(v)+"→"+codes[k])
		}
		out = append(out, strings.Join(parts, " "))
		next := spec.Child(st, i, true)
		if next < 0 {
			break
		}
		i = next
	}
	return out
}

func TestDescribe(t *testing.T) {
	g, _ := graph.Grid(2, 3)
	for _, tc := range []struct {
		name string
		spec topdown.Spec
		// the descriptions of the second and third states on the
		// 1-branch (grid 2x3: edge 0 is (0,0)-(0,1), edge 1 (0,0)-(1,0);
		// a forest's label is 1 + the smallest slot of its vertices,
		// General's numbered in slot order)
		second, third string
	}{
		{"paths", Paths(g, 0, 5), "(0,0)→0 (0,1)→s", ""},
		{"cycles", Cycles(g), "(0,0)→(0,1) (0,1)→(0,0)", "(0,1)→(1,0) (1,0)→(0,1)"},
		{"cyclesets", CycleSets(g), "(0,0)→deg 1 (0,1)→deg 1", "(0,1)→deg 1 (1,0)→deg 1"},
		{"forests", Forests(g), "(0,0)→c1 (0,1)→c1", "(0,1)→c2 (1,0)→c2"},
		{"components", Components(g, 1), "(0,0)→c1 (0,1)→c1", "(0,1)→c2 (1,0)→c2"},
		{"partitions", Partitions(g, 2), "(0,0)→p1 (0,1)→p1", "(0,1)→p2 (1,0)→p2"},
		{"general", General(g, Constraints{Components: -1, MaxEdges: -1}), "(0,0)→c1 deg 1 (0,1)→c1 deg 1", "(0,1)→c1 deg 1 (1,0)→c1 deg 1"},
		{"inducedgraphs", ConnectedInduced(g), "(0,0)→c1 (0,1)→c1", "(0,1)→c2 (1,0)→c2"},
		{"odd", &oddSpec{g.Frontier()}, "(0,0)→odd (0,1)→odd", "(0,1)→odd (1,0)→odd"},
	} {
		got := walk(t, g, tc.name, tc.spec)
		if got[0] != "" || len(got) < 2 || got[1] != tc.second || tc.third != "" && (len(got) < 3 || got[2] != tc.third) {
			t.Errorf("%s: the states on the 1-branch are described %q, want \"\", %q, %q", tc.name, got, tc.second, tc.third)
		}
	}
	if _, _, ok := Describe(colouring(nil, g, 0), g, nil, 0); ok {
		t.Error("the colouring spec, two variables an edge, should not describe itself as a spec over edges")
	}
}
