package families

import (
	"strconv"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// Describe explains a state of one of this package's specifications,
// for teaching: the frontier before variable (edge) i is decided, that
// is the vertices with edges both decided and undecided, and what st
// says of each, in the notation of mate arrays: the vertex's own name
// when it has no edge yet, "0" when it is done (degree 2, or the end of
// the path from s or t that has met the other), the name of the other
// end of the path it ends, "s" or "t" for the end of the path grown
// from s or t whose other end has left the frontier, "off" for the end
// of a path whose other end has left (path matchings). The degree-based
// families (cycle sets, matchings) give the degree instead, and forests
// and trees the component: "c1", "c2", ... (the vertex's own name while
// no edge touches it); General's families the component and the degree
// ("c1 deg 2"), and the induced subgraphs the component or "out" for a
// vertex that may no longer join. ok is false
// for a specification of another package.
func Describe(spec topdown.Spec, g *graph.Graph, st []byte, i int) (frontier []int, codes []string, ok bool) {
	var f *graph.Frontier
	switch sp := spec.(type) {
	case *mateSpec:
		f = sp.f
	case *degreeSpec:
		f = sp.f
	case *forestSpec:
		f = sp.f
	case *generalSpec:
		f = sp.f
	case *inducedSpec:
		f = sp.f
	default:
		return nil, nil, false
	}
	bySlot := map[int]int{}
	for v := range f.Slot {
		if f.First[v] >= 0 && f.First[v] < i && f.Last[v] >= i {
			frontier = append(frontier, v)
			bySlot[f.Slot[v]] = v
		}
	}
	for _, v := range frontier {
		slot := f.Slot[v]
		switch sp := spec.(type) {
		case *degreeSpec:
			codes = append(codes, "deg "+strconv.Itoa(int(st[slot])))
		case *generalSpec:
			if lab := *sp.label(st, slot); lab == 0 {
				codes = append(codes, g.Name(v))
			} else {
				codes = append(codes, "c"+strconv.Itoa(int(lab))+" deg "+strconv.Itoa(int(*sp.deg(st, slot))))
			}
		case *inducedSpec:
			switch {
			case st[slot] != 0:
				codes = append(codes, "c"+strconv.Itoa(int(st[slot])))
			case st[sp.w+slot] != 0:
				codes = append(codes, "out")
			default:
				codes = append(codes, g.Name(v))
			}
		case *forestSpec:
			if st[slot] == 0 {
				codes = append(codes, g.Name(v))
			} else {
				codes = append(codes, "c"+strconv.Itoa(int(st[slot])))
			}
		case *mateSpec:
			c := sp.get(st, slot)
			switch {
			case c == cFree:
				codes = append(codes, g.Name(v))
			case c == cSat:
				codes = append(codes, "0")
			case c == cOff && (sp.kind == kPaths || sp.kind == kHamPaths):
				if v == sp.s {
					codes = append(codes, g.Name(v))
				} else {
					codes = append(codes, "s")
				}
			case c == cOff:
				codes = append(codes, "off")
			case c == cT:
				if v == sp.t {
					codes = append(codes, g.Name(v))
				} else {
					codes = append(codes, "t")
				}
			default:
				if w, ok := bySlot[c-cSlot]; ok {
					codes = append(codes, g.Name(w))
				} else {
					codes = append(codes, "slot "+strconv.Itoa(c-cSlot))
				}
			}
		}
	}
	return frontier, codes, true
}
