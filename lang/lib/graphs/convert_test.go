package graphs_test

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/zqlang/zq/lang"
	"github.com/zqlang/zq/lang/lib/graphs"
)

// setsOf lists the sets of a family value, each sorted, the list sorted.
func setsOf(s *lang.Session, name string) (*lang.Family, []string) {
	v, _ := s.Lookup(name)
	f := v.(*lang.Family)
	var out []string
	for _, set := range s.M.Sets(f.Root, -1) {
		slices.Sort(set)
		out = append(out, fmt.Sprint(set))
	}
	sort.Strings(out)
	return f, out
}

// TestConvert checks touched and induced against the sets of their
// arguments mapped one by one, on grids, a graph and a digraph.
func TestConvert(t *testing.T) {
	s := lang.NewSession(&strings.Builder{})
	for _, tc := range []struct{ g, edges, vertices string }{
		{"grid(2, 3)", "forests(g)", "connectedvertexsets(g) | independentsets(g)"},
		{"grid(3, 3)", "cycles(g) | paths(g, (0, 0), (2, 2))", "dominatingsets(g)"},
		{`graph("1-2 2-3 3-1 3-4 4-5")`, "matchings(g) | cycles(g)", "vertexcovers(g)"},
		{`digraph("1>2 2>1 2>3 3>1 3>4")`, "directedforests(g)", "vertexsets(g)"},
	} {
		if err := s.Run("t", "g = "+tc.g+"; E = "+tc.edges+"; V = "+tc.vertices+"; T = touched(E); I = induced(V)"); err != nil {
			t.Fatalf("%s: %v", tc.g, lang.Detail(err))
		}
		gv, _ := s.Lookup("g")
		g := gv.(*lang.Graph).G
		_, tGot := setsOf(s, "T")
		_, iGot := setsOf(s, "I")
		// touched, one set at a time
		ev, _ := s.Lookup("E")
		want := map[string]bool{}
		for _, set := range s.M.Sets(ev.(*lang.Family).Root, -1) {
			var vs []uint32
			for _, e := range set {
				ed := g.Edge(int(e))
				vs = append(vs, uint32(ed.U), uint32(ed.V))
			}
			slices.Sort(vs)
			want[fmt.Sprint(slices.Compact(vs))] = true
		}
		if got := strings.Join(tGot, " "); got != strings.Join(keys(want), " ") {
			t.Errorf("%s: touched(%s) = %s, want %s", tc.g, tc.edges, got, strings.Join(keys(want), " "))
		}
		// induced, one set at a time
		vv, _ := s.Lookup("V")
		want = map[string]bool{}
		for _, set := range s.M.Sets(vv.(*lang.Family).Root, -1) {
			in := map[int]bool{}
			for _, v := range set {
				in[int(v)] = true
			}
			es := []uint32{}
			for i, ed := range g.Edges() {
				if in[ed.U] && in[ed.V] {
					es = append(es, uint32(i))
				}
			}
			want[fmt.Sprint(es)] = true
		}
		if got := strings.Join(iGot, " "); got != strings.Join(keys(want), " ") {
			t.Errorf("%s: induced(%s) = %s, want %s", tc.g, tc.vertices, got, strings.Join(keys(want), " "))
		}
		tv, _ := s.Lookup("T")
		if _, ok := tv.(*lang.Family).U.(*graphs.VertexUniverse); !ok {
			t.Errorf("%s: touched gives a family over %s", tc.g, tv.(*lang.Family).U.Describe())
		}
	}
	for _, bad := range []string{"touched(independentsets(grid(2, 2)))", "induced(cycles(grid(2, 2)))", "touched({{1}})"} {
		if err := s.Run("t", bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
