package families

import (
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// degreeSpec keeps one byte per frontier slot: the degree of the vertex
// in the chosen edges so far (0, 1 or 2); a slot not in use holds 0.
type degreeSpec struct {
	f      *graph.Frontier
	vars   int
	maxDeg int
	// even: every vertex must end with degree 0 or 2 (else any degree
	// up to maxDeg).
	even bool
}

func (d *degreeSpec) StateSize() int { return d.f.Width }
func (d *degreeSpec) Vars() int      { return d.vars }

func (d *degreeSpec) Root(st []byte) int {
	clear(st)
	if d.vars == 0 {
		return topdown.Accept
	}
	return 0
}

func (d *degreeSpec) Child(st []byte, i int, take bool) int {
	step := &d.f.Steps[i]
	if take {
		if int(st[step.SU]) >= d.maxDeg || int(st[step.SV]) >= d.maxDeg {
			return topdown.Reject
		}
		st[step.SU]++
		st[step.SV]++
	}
	for _, x := range step.Leave {
		a := d.f.Slot[x]
		if d.even && st[a] == 1 {
			return topdown.Reject
		}
		st[a] = 0
	}
	if i+1 == d.vars {
		return topdown.Accept
	}
	return i + 1
}

// CycleSets returns the family of edge sets of g in which every vertex
// has degree 0 or 2: the unions of vertex-disjoint simple cycles, the
// empty set included.
//
// State invariant: the degree (0, 1 or 2) of each frontier vertex in the
// chosen edges; a vertex leaves the frontier only with degree 0 or 2.
func CycleSets(g *graph.Graph) topdown.Spec {
	return &degreeSpec{f: g.Frontier(), vars: g.M(), maxDeg: 2, even: true}
}

// Matchings returns the family of matchings of g: edge sets in which
// every vertex has degree at most 1, the empty set included.
//
// State invariant: the degree (0 or 1) of each frontier vertex in the
// chosen edges.
func Matchings(g *graph.Graph) topdown.Spec {
	return &degreeSpec{f: g.Frontier(), vars: g.M(), maxDeg: 1}
}
