package teach

import (
	"context"
	"io"
	"math/big"
	"testing"

	"github.com/zqlang/zq/lang"
)

// TestFrontierTraceData checks frontier's steps as data against the
// family: the paths through the states (each state's children, ⊤
// counting one) number the family's sets, for several kinds.
func TestFrontierTraceData(t *testing.T) {
	for _, c := range []struct {
		src   string
		count int64
		edges int
	}{
		{`frontier("paths", grid(2, 3), (0, 0), (1, 2))`, 4, 7},
		{`frontier("cycles", grid(3, 3))`, 13, 12},
		{`frontier("matchings", grid(2, 2))`, 7, 4},
		{`frontier("spanningtrees", grid(2, 3))`, 15, 7},
	} {
		s := lang.NewSession(io.Discard)
		var got *FrontierTrace
		ctx := WithFrontierTrace(context.Background(), func(tr *FrontierTrace) { got = tr })
		if err := s.RunContext(ctx, "t", c.src); err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if got == nil {
			t.Fatalf("%s: no trace", c.src)
		}
		if got.Count.Int64() != c.count || len(got.Edges) != c.edges {
			t.Fatalf("%s: count %v over %d edges, want %d over %d", c.src, got.Count, len(got.Edges), c.count, c.edges)
		}
		// Paths from each state to ⊤, from the last level up.
		paths := map[string]*big.Int{"⊤": big.NewInt(1), "cut": new(big.Int)}
		states, accepted := 0, 0
		for i := len(got.Edges) - 1; i >= 0; i-- {
			e := got.Edges[i]
			for _, st := range e.States {
				if len(st.Mates) != len(e.Frontier) {
					t.Fatalf("%s: state %s has %d mates for a frontier of %d", c.src, st.Name, len(st.Mates), len(e.Frontier))
				}
				lo, hi := paths[st.Lo], paths[st.Hi]
				if lo == nil || hi == nil {
					t.Fatalf("%s: state %s's children %s, %s are not states of a later edge", c.src, st.Name, st.Lo, st.Hi)
				}
				paths[st.Name] = new(big.Int).Add(lo, hi)
				states++
				for _, ch := range []string{st.Lo, st.Hi} {
					if ch == "⊤" {
						accepted++
					}
				}
			}
		}
		root := got.Edges[0].States[0].Name
		if paths[root].Cmp(got.Count) != 0 {
			t.Errorf("%s: %v paths from the root state, the family has %v sets", c.src, paths[root], got.Count)
		}
		if states != got.States || accepted != got.Accepted {
			t.Errorf("%s: %d states and %d arcs to ⊤ listed, totals say %d and %d", c.src, states, accepted, got.States, got.Accepted)
		}
	}
}

// TestFrontierTraceOff: without the context's recorder frontier makes
// no data.
func TestFrontierTraceOff(t *testing.T) {
	if d := frontierTrace(context.Background(), "paths", nil, 0); d != nil {
		t.Fatal("a trace without a recorder")
	}
}
