package families

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// TestWideFrontier (the cheap families; all of them with ZQ_LONG=1)
// uses k vertices joined to two hubs, with every edge
// to the first hub before any edge to the second, so the frontier holds
// all k vertices at once and the mate codes need two bytes.
func TestWideFrontier(t *testing.T) {
	const k = 260
	names := []string{"h1", "h2"}
	var edges []graph.Edge
	for i := 0; i < k; i++ {
		names = append(names, fmt.Sprint("a", i))
		edges = append(edges, graph.Edge{U: 0, V: 2 + i})
	}
	for i := 0; i < k; i++ {
		edges = append(edges, graph.Edge{U: 2 + i, V: 1})
	}
	g, err := graph.New(names, edges)
	if err != nil {
		t.Fatal(err)
	}
	if w := g.FrontierWidth(); w <= 251 {
		t.Fatalf("frontier width %d is too small for the test", w)
	}
	c2 := int64(k * (k - 1) / 2)
	pm := new(big.Int).SetInt64(1 + k + c2)
	pm.Mul(pm, pm).Sub(pm, big.NewInt(c2))
	cases := []struct {
		name string
		spec topdown.Spec
		want *big.Int
	}{
		{"paths", Paths(g, 0, 1), big.NewInt(k)},
		{"hampaths", HamPaths(g, 0, 1), big.NewInt(0)},
		{"hamcycles", HamCycles(g), big.NewInt(0)},
		{"matchings", Matchings(g), big.NewInt(1 + 2*k + k*(k-1))},
	}
	if os.Getenv("ZQ_LONG") != "" {
		cases = append(cases, []struct {
			name string
			spec topdown.Spec
			want *big.Int
		}{
			{"cycles", Cycles(g), big.NewInt(c2)},
			{"cyclesets", CycleSets(g), big.NewInt(1 + c2)},
			{"pathmatchings", PathMatchings(g), pm},
		}...)
	}
	for _, c := range cases {
		got, err := topdown.Count(context.Background(), c.spec, topdown.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got.Cmp(c.want) != 0 {
			t.Errorf("%s: %v sets, want %v", c.name, got, c.want)
		}
	}
}
