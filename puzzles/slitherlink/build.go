package slitherlink

import (
	"context"

	"zq/topdown"
	"zq/zdd"
)

// BuildStats describes one top-down construction.
type BuildStats struct {
	// States is the number of distinct (variable, state) pairs created.
	States int
	// Bytes is the memory held by the state tables at their peak.
	Bytes int64
}

// build constructs the ZDD of a Spec level by level: the states at each
// variable are merged by their bytes, then the diagram is reduced
// bottom-up into m.
func build(ctx context.Context, m *zdd.Manager, s topdown.Spec, bs *BuildStats) (zdd.Node, error) {
	n := s.Vars()
	size := s.StateSize()
	type rec struct{ lo, hi int64 } // child refs: <0 terminal (-1 reject, -2 accept), else level<<32|index
	levels := make([]map[string]int32, n)
	stores := make([][]byte, n)
	recs := make([][]rec, n)
	st := make([]byte, size)
	ref := func(next int, state []byte) int64 {
		switch next {
		case topdown.Reject:
			return -1
		case topdown.Accept:
			return -2
		}
		if levels[next] == nil {
			levels[next] = map[string]int32{}
		}
		k := string(state)
		idx, ok := levels[next][k]
		if !ok {
			idx = int32(len(recs[next]))
			levels[next][k] = idx
			stores[next] = append(stores[next], state...)
			recs[next] = append(recs[next], rec{})
		}
		return int64(next)<<32 | int64(idx)
	}
	root := ref(s.Root(st), st)
	var bytes, peak int64
	states := 0
	for v := 0; v < n; v++ {
		if len(recs[v]) == 0 {
			continue
		}
		if err := ctx.Err(); err != nil {
			return zdd.Empty, err
		}
		for i := range recs[v] {
			if i&1023 == 0 {
				if err := ctx.Err(); err != nil {
					return zdd.Empty, err
				}
			}
			copy(st, stores[v][i*size:(i+1)*size])
			lo := ref(s.Child(st, v, false), st)
			copy(st, stores[v][i*size:(i+1)*size])
			hi := ref(s.Child(st, v, true), st)
			recs[v][i] = rec{lo, hi}
		}
		states += len(recs[v])
		bytes += int64(len(stores[v])) + int64(len(recs[v]))*(16+int64(size)+48)
		if bytes > peak {
			peak = bytes
		}
		levels[v] = nil // keys no longer needed
		stores[v] = nil
		bytes -= int64(len(recs[v])) * (int64(size) + 48)
	}
	if bs != nil {
		bs.States, bs.Bytes = states, peak
	}
	nodes := make([][]zdd.Node, n)
	get := func(r int64) zdd.Node {
		switch r {
		case -1:
			return zdd.Empty
		case -2:
			return zdd.Base
		}
		return nodes[r>>32][int32(r)]
	}
	var out zdd.Node
	err := m.Guard(func() {
		for v := n - 1; v >= 0; v-- {
			if len(recs[v]) == 0 {
				continue
			}
			nodes[v] = make([]zdd.Node, len(recs[v]))
			for i, r := range recs[v] {
				nodes[v][i] = m.MakeNode(uint32(v), get(r.lo), get(r.hi))
			}
			recs[v] = nil
		}
		out = get(root)
	})
	return out, err
}
