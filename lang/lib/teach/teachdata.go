package teach

import (
	"context"
	"math/big"
	"strings"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// The teaching builtins' steps as data, for programs that draw them
// (the playground): frontier's states level by level.

// FrontierTrace is what frontier(kind, g, ...) shows, as data: for each
// edge (one level of the search, in the graph's order) the frontier and
// every state with its mates and its two children.
type FrontierTrace struct {
	// Kind is the family watched ("paths", "cycles", ...); Graph its graph.
	Kind  string
	Graph *graph.Graph
	// Width is the largest frontier of the graph's edge order.
	Width int
	// Root is "accept" or "reject" when the root state decides the
	// family at once (no edges then), "" otherwise.
	Root string
	// Edges are the levels with states, in order.
	Edges []FrontierEdge
	// States counts the distinct states; Accepted the arcs to ⊤.
	States, Accepted int
	// Count is the number of sets of the family.
	Count *big.Int
}

// FrontierEdge is one level of the search: the edge decided there.
type FrontierEdge struct {
	// Index is the edge's variable (from 0); U and V its ends.
	Index, U, V int
	// Frontier lists the vertices of the frontier at this edge.
	Frontier []int
	// States are the distinct states reaching this edge.
	States []FrontierState
}

// FrontierState is one state of a level and where its children go.
type FrontierState struct {
	// Name is the state's name, as frontier prints it.
	Name string
	// Mates is the code of each frontier vertex, in the order of the
	// edge's Frontier: a vertex's own name (no edge yet), "0" (done),
	// another vertex (the other end of its path), "s"/"t", or "cN" (the
	// component of forests and trees).
	Mates []string
	// Lo and Hi are the children without and with the edge: a state's
	// name, "cut" (rejected) or "⊤" (accepted). LoMerges and HiMerges
	// tell that the child is a state made before (the states merge).
	Lo, Hi             string
	LoMerges, HiMerges bool
}

type frontierKey struct{}

// WithFrontierTrace returns a context under which every frontier(...)
// evaluated also hands its steps as data to record when it is done.
func WithFrontierTrace(ctx context.Context, record func(*FrontierTrace)) context.Context {
	return context.WithValue(ctx, frontierKey{}, record)
}

// frontierTrace starts the data of a frontier call, or returns nil when
// the context asks for none; every method of a nil trace does nothing.
func frontierTrace(ctx context.Context, kind string, g *graph.Graph, width int) *frontierData {
	record, _ := ctx.Value(frontierKey{}).(func(*FrontierTrace))
	if record == nil {
		return nil
	}
	return &frontierData{record: record, t: FrontierTrace{Kind: kind, Graph: g, Width: width}}
}

type frontierData struct {
	record func(*FrontierTrace)
	t      FrontierTrace
}

// root records a root that decides the family at once.
func (d *frontierData) root(r int) {
	if d == nil {
		return
	}
	switch r {
	case topdown.Accept:
		d.t.Root, d.t.Count = "accept", big.NewInt(1)
	case topdown.Reject:
		d.t.Root, d.t.Count = "reject", new(big.Int)
	}
	d.record(&d.t)
}

// edge starts the level of edge v.
func (d *frontierData) edge(v, u, w int, frontier []int) {
	if d == nil {
		return
	}
	d.t.Edges = append(d.t.Edges, FrontierEdge{Index: v, U: u, V: w, Frontier: append([]int(nil), frontier...)})
}

// state records a state of the current level; lo and hi are the arms
// as frontier prints them ("b", "b (merges)", "cut", "⊤").
func (d *frontierData) state(name string, codes []string, lo, hi string) {
	if d == nil || len(d.t.Edges) == 0 {
		return
	}
	e := &d.t.Edges[len(d.t.Edges)-1]
	st := FrontierState{Name: name, Mates: append([]string(nil), codes...)}
	st.Lo, st.LoMerges = strings.CutSuffix(lo, " (merges)")
	st.Hi, st.HiMerges = strings.CutSuffix(hi, " (merges)")
	e.States = append(e.States, st)
}

// finish records the totals and hands the trace over.
func (d *frontierData) finish(states, accepted int, count *big.Int) {
	if d == nil {
		return
	}
	d.t.States, d.t.Accepted, d.t.Count = states, accepted, count
	d.record(&d.t)
}
