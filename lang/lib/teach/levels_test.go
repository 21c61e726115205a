package teach

import (
	"math/rand"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestLevelsSumToSize checks levels against size on random families,
// and that each level's nodes test its variable.
func TestLevelsSumToSize(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	m := zdd.New()
	for trial := 0; trial < 200; trial++ {
		f := zdd.Empty
		for i := 0; i < rng.Intn(20); i++ {
			var set []uint32
			for v := uint32(0); v < 12; v++ {
				if rng.Intn(3) == 0 {
					set = append(set, v)
				}
			}
			f = m.Union(f, m.SetOf(set))
		}
		li := levelsOf(m, f)
		sum := 0
		for i, n := range li.counts {
			sum += n
			for _, nd := range li.nodes[i] {
				if m.Var(nd) != li.top+uint32(i) {
					t.Fatalf("node at level %d tests variable %d", i, m.Var(nd))
				}
			}
		}
		if sum != m.NodeCount(f) {
			t.Fatalf("levels sum to %d, the diagram has %d nodes", sum, m.NodeCount(f))
		}
		if got := sortedVars(li); len(got) > 0 && got[0] != m.Var(f) {
			t.Fatalf("top level %d, root variable %d", got[0], m.Var(f))
		}
	}
}
