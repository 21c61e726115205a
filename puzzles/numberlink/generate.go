package numberlink

import (
	"context"
	"encoding/binary"
	"fmt"
	"math/big"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// PairVar returns the variable of the vertex pair {u, v} (u != v) of a
// graph with n vertices (puzzles.PairVar).
func PairVar(n, u, v int) uint32 { return puzzles.PairVar(n, u, v) }

// PairOf inverts PairVar.
func PairOf(n int, x uint32) (u, v int) { return puzzles.PairOf(n, x) }

// GenOptions control GoodInstances.
type GenOptions struct {
	// MaxPairs, if positive, keeps only instances with at most that many
	// pairs (the paper's Table 7).
	MaxPairs int
	// Progress, if not nil, is called after each edge with the number of
	// states of that level.
	Progress func(edge, edges, states int)
}

// GenResult is the outcome of GoodInstances.
type GenResult struct {
	// Good is the family of good instances: sets of pair variables
	// (PairVar) of pair matchings h such that (G, h) has exactly one
	// solution and that solution covers every vertex.
	Good zdd.Node
	// Count is the number of good instances.
	Count *big.Int
	// MinPairs is the least number of pairs of a good instance (-1 if
	// there is none).
	MinPairs int
	// MaxStates is the largest number of frontier states of a level.
	MaxStates int
}

// GoodInstances enumerates every good Numberlink instance of g
// (Algorithm 3): a top-down pass over the path matchings of g in edge
// order, in which every frontier state carries the family S of pair
// matchings formed by the paths already fixed (both ends off the
// frontier) along the ways that reach it, and the family D of those
// among them that cannot be good (reached twice, or with an uncovered
// vertex). The good instances are S \ D at the end.
func GoodInstances(ctx context.Context, m *zdd.Manager, g *graph.Graph, opt GenOptions) (GenResult, error) {
	res := GenResult{Good: zdd.Empty, Count: new(big.Int), MinPairs: -1}
	n := g.N()
	if n > 1<<15 {
		return res, fmt.Errorf("numberlink: graph too large for instance enumeration")
	}
	if n < 2 {
		return res, nil
	}
	first := make([]int, n)
	lastE := make([]int, n)
	for v := range first {
		first[v], lastE[v] = -1, -1
	}
	for i, e := range g.Edges() {
		for _, v := range []int{e.U, e.V} {
			if first[v] < 0 {
				first[v] = i
			}
			lastE[v] = i
		}
	}
	for v := 0; v < n; v++ {
		if first[v] < 0 {
			return res, nil // an isolated vertex is never covered
		}
	}
	leaving := make([][]int, g.M())
	for v := 0; v < n; v++ {
		leaving[lastE[v]] = append(leaving[lastE[v]], v)
	}
	var capF zdd.Node = zdd.Empty
	npairs := n * (n - 1) / 2
	// caps[j] = all sets of at most j pairs.
	var caps []zdd.Node
	err := m.Guard(func() {
		if opt.MaxPairs > 0 {
			for j := 0; j <= opt.MaxPairs; j++ {
				caps = append(caps, atMost(m, npairs, j))
				m.Ref(caps[j])
			}
			capF = caps[opt.MaxPairs]
		}
	})
	if err != nil {
		return res, err
	}
	// State: per vertex an int16: -1 off the frontier, v itself for
	// degree 0, -2 for degree 2, the other end's vertex for degree 1.
	type fam struct{ s, d zdd.Node }
	const (
		off      = -1
		interior = -2
	)
	get := func(st []byte, v int) int { return int(int16(binary.LittleEndian.Uint16(st[2*v:]))) }
	put := func(st []byte, v, x int) { binary.LittleEndian.PutUint16(st[2*v:], uint16(int16(x))) }
	root := make([]byte, 2*n)
	for v := 0; v < n; v++ {
		put(root, v, off)
	}
	cur := map[string]fam{string(root): {zdd.Base, zdd.Empty}}
	var final fam
	haveFinal := false
	var ctxErr error
	gcAt := 1 << 22
	err = m.Guard(func() {
		for i, e := range g.Edges() {
			if ctxErr = ctx.Err(); ctxErr != nil {
				return
			}
			next := map[string]fam{}
			merge := func(st []byte, f fam) {
				key := string(st)
				if old, ok := next[key]; ok {
					// s holds the instances still possibly good (S \ D),
					// d the bad ones.
					d := m.Union(old.d, f.d)
					s := m.Diff(m.SymDiff(old.s, f.s), d)
					next[key] = fam{s, m.Union(d, m.Intersect(old.s, f.s))}
				} else {
					next[key] = f
				}
			}
			for key, f := range cur {
				for _, take := range []bool{false, true} {
					st := []byte(key)
					for _, v := range []int{e.U, e.V} {
						if get(st, v) == off && first[v] == i {
							put(st, v, v)
						}
					}
					joined := -1
					if take {
						a, b := e.U, e.V
						ma, mb := get(st, a), get(st, b)
						if ma == interior || mb == interior || ma == b {
							continue
						}
						// ma, mb: the far ends of the paths through a and b.
						if ma != a {
							put(st, a, interior)
						}
						if mb != b {
							put(st, b, interior)
						}
						if ma >= 0 && (ma == a || get(st, ma) != off) {
							put(st, ma, mb)
						}
						if mb >= 0 && (mb == b || get(st, mb) != off) {
							put(st, mb, ma)
						}
						if ma != a && mb != b && get(st, ma) == off && get(st, mb) == off {
							// Both ends already left: the path is fixed now.
							joined = int(PairVar(n, ma, mb))
						}
					}
					nf := f
					if joined >= 0 {
						nf.s, nf.d = m.Change(nf.s, uint32(joined)), m.Change(nf.d, uint32(joined))
						if capF != zdd.Empty {
							nf.s = m.Intersect(nf.s, capF)
							nf.d = m.Intersect(nf.d, capF)
						}
					}
					for _, x := range leaving[i] {
						mx := get(st, x)
						switch {
						case mx == x:
							// x stays uncovered: no instance here is good.
							nf.d = m.Union(nf.d, nf.s)
							nf.s = zdd.Empty
						case mx >= 0 && get(st, mx) == off:
							pv := PairVar(n, x, mx)
							nf.s = m.Change(nf.s, pv)
							nf.d = m.Change(nf.d, pv)
							if capF != zdd.Empty {
								nf.s = m.Intersect(nf.s, capF)
								nf.d = m.Intersect(nf.d, capF)
							}
						}
						put(st, x, off)
					}
					if opt.MaxPairs > 0 {
						// Open paths become pairs; at most two open paths with
						// an end already off the frontier join into one.
						half, whole := 0, 0
						for v := 0; v < n; v++ {
							if mv := get(st, v); mv >= 0 && mv != v {
								if get(st, mv) == off {
									half++
								} else {
									whole++
								}
							}
						}
						more := (half + 1) / 2
						if more == 0 && whole > 0 {
							more = 1
						}
						j := opt.MaxPairs - more
						if j < 0 {
							continue
						}
						if j < opt.MaxPairs {
							nf.s = m.Intersect(nf.s, caps[j])
							nf.d = m.Intersect(nf.d, caps[j])
						}
					}
					if nf.s != zdd.Empty || nf.d != zdd.Empty {
						merge(st, nf)
					}
				}
			}
			cur = next
			res.MaxStates = max(res.MaxStates, len(cur))
			if st := m.Stats(); st.LiveNodes > gcAt {
				roots := make([]zdd.Node, 0, 2*len(cur)+len(caps))
				roots = append(roots, caps...)
				for _, f := range cur {
					roots = append(roots, f.s, f.d)
				}
				m.GC(roots...)
				gcAt = max(gcAt, 2*m.Stats().LiveNodes)
			}
			if opt.Progress != nil {
				opt.Progress(i, g.M(), len(cur))
			}
		}
		for _, f := range cur {
			final = f
			haveFinal = true
		}
		if haveFinal {
			res.Good = final.s
		}
	})
	for _, c := range caps {
		m.Unref(c)
	}
	if err == nil {
		err = ctxErr
	}
	if err != nil {
		return res, err
	}
	res.Count = m.Count(res.Good)
	for k, c := range m.Sizes(res.Good) {
		if c.Sign() > 0 {
			res.MinPairs = k
			break
		}
	}
	return res, nil
}

// atMost returns the family of all sets of at most k of the variables
// 0..nv-1.
func atMost(m *zdd.Manager, nv, k int) zdd.Node {
	// row[j] = all subsets of variables v..nv-1 with at most j elements.
	row := make([]zdd.Node, k+1)
	for j := range row {
		row[j] = zdd.Base
	}
	for v := nv - 1; v >= 0; v-- {
		for j := k; j >= 1; j-- {
			row[j] = m.MakeNode(uint32(v), row[j], row[j-1])
		}
	}
	return row[k]
}
