package families

import (
	"math/rand"
	"testing"

	"zq/graph"
	"zq/topdown"
)

// TestTakeRejects walks every state the specs reach on random graphs
// and on a grid: TakeRejects must report true exactly when Child
// rejects taking the edge, and must leave the state as it was.
func TestTakeRejects(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	grid, _ := graph.Grid(4, 4)
	graphs := []*graph.Graph{grid}
	for len(graphs) < 40 {
		graphs = append(graphs, randomGraph(rng, 2+rng.Intn(6), 12))
	}
	hinted, rejected := 0, 0
	defer func() { wideCodes = false }()
	for i := 0; i < 2*len(graphs); i++ {
		gi, g := i%len(graphs), graphs[i%len(graphs)]
		wideCodes = i >= len(graphs)
		n := g.N()
		s, tt := rng.Intn(n), rng.Intn(n)
		if gi == 0 {
			s, tt = 0, n-1
		}
		specs := map[string]topdown.Spec{
			"pathmatchings": PathMatchings(g), "paths": Paths(g, s, tt), "hampaths": HamPaths(g, s, tt),
			"cycles": Cycles(g), "hamcycles": HamCycles(g),
		}
		for name, sp := range specs {
			tr := sp.(topdown.TakeRejecter)
			size := sp.StateSize()
			root := make([]byte, size)
			v := sp.Root(root)
			if v < 0 {
				continue
			}
			// states of each level, deduplicated
			levels := make([]map[string]bool, sp.Vars())
			levels[v] = map[string]bool{string(root): true}
			for v := range levels {
				for st := range levels[v] {
					cp := []byte(st)
					hint := tr.TakeRejects(cp, v)
					if string(cp) != st {
						t.Fatalf("%s on graph %d: TakeRejects changed the state", name, gi)
					}
					for _, take := range []bool{false, true} {
						c := []byte(st)
						r := sp.Child(c, v, take)
						if take && r == topdown.Reject {
							rejected++
						}
						if take && hint {
							hinted++
						}
						if take && hint != (r == topdown.Reject) {
							t.Fatalf("%s on graph %d, edge %d, state %v: TakeRejects %v but Child gives %d", name, gi, v, []byte(st), hint, r)
						}
						if r >= 0 {
							if levels[r] == nil {
								levels[r] = make(map[string]bool)
							}
							levels[r][string(c)] = true
						}
					}
				}
			}
		}
	}
	if hinted != rejected || rejected == 0 {
		t.Errorf("TakeRejects told %d of %d rejections", hinted, rejected)
	}
}
