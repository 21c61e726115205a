package families

import (
	"maps"
	"slices"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// specStates lists the distinct states of every level that the builder
// stores for s (states whose 1-branch is not rejected), as (level,
// state) pairs; the states lie in one array, level by level. With a
// limit above 0, only the limit least states of each level are kept
// (and expanded).
func specStates(s topdown.Spec, limit int) ([]int, [][]byte) {
	tr := s.(topdown.TakeRejecter)
	size := s.StateSize()
	root := make([]byte, size)
	v := s.Root(root)
	levels := make([]map[string]bool, s.Vars())
	forward := func(st []byte, r int) int {
		for r >= 0 && tr.TakeRejects(st, r) {
			r = s.Child(st, r, false)
		}
		return r
	}
	v = forward(root, v)
	levels[v] = map[string]bool{string(root): true}
	var vs []int
	var sts [][]byte
	var arena []byte
	for v := range levels {
		if limit > 0 && len(levels[v]) > limit {
			keys := slices.Sorted(maps.Keys(levels[v]))
			levels[v] = map[string]bool{}
			for _, k := range keys[:limit] {
				levels[v][k] = true
			}
		}
		for st := range levels[v] {
			vs = append(vs, v)
			arena = append(arena, st...)
			for _, take := range []bool{false, true} {
				c := []byte(st)
				r := forward(c, s.Child(c, v, take))
				if r >= 0 {
					if levels[r] == nil {
						levels[r] = make(map[string]bool)
					}
					levels[r][string(c)] = true
				}
			}
		}
		levels[v] = nil
	}
	// one array, level by level, as the builder keeps them
	for k := range vs {
		sts = append(sts, arena[k*size:(k+1)*size:(k+1)*size])
	}
	return vs, sts
}

// BenchmarkSpecCycles runs the cycles spec of the 10 x 10 grid on every
// state the builder stores: both children and their forwarding, as the
// builder calls them (through ChildForward).
func BenchmarkSpecCycles(b *testing.B) {
	g, _ := graph.Grid(10, 10)
	s := Cycles(g)
	fw := s.(topdown.Forwarder)
	vs, sts := specStates(s, 0)
	c := make([]byte, s.StateSize())
	b.ResetTimer()
	sum := 0
	for i := 0; i < b.N; i++ {
		for k, st := range sts {
			for _, take := range []bool{false, true} {
				copy(c, st)
				sum += fw.ChildForward(c, vs[k], take)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(sts)), "ns/state")
	_ = sum
}
