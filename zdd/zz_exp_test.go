package zdd

import (
	"os"
	"testing"
	"time"
)

type expNS struct {
	m        *Manager
	memo     map[[2]Node]Node
	minMemo  map[Node]Node
	mode     int
	emptyChk bool
	calls    int
}

func (e *expNS) hasEmpty(g Node) bool {
	for g > Base {
		g = e.m.nodes[g].lo
	}
	return g == Base
}

func (e *expNS) nonsup(f, g Node) Node {
	m := e.m
	switch {
	case f == Empty || g == Base || f == g:
		return Empty
	case g == Empty:
		return f
	}
	if r, ok := e.memo[[2]Node{f, g}]; ok {
		return r
	}
	e.calls++
	fv, gv := m.nodes[f].v, m.nodes[g].v
	var r Node
	switch {
	case gv < fv:
		r = e.nonsup(f, m.nodes[g].lo)
	case fv < gv:
		if e.emptyChk && e.hasEmpty(g) {
			r = Empty
			break
		}
		nd := m.nodes[f]
		r = m.MakeNode(fv, e.nonsup(nd.lo, g), e.nonsup(nd.hi, g))
	default:
		fn, gn := m.nodes[f], m.nodes[g]
		var hi Node
		switch e.mode {
		case 0:
			hi = m.Intersect(e.nonsup(fn.hi, gn.lo), e.nonsup(fn.hi, gn.hi))
		case 1:
			hi = e.nonsup(e.nonsup(fn.hi, gn.lo), gn.hi)
		case 2:
			hi = e.nonsup(e.nonsup(fn.hi, gn.hi), gn.lo)
		case 3:
			hi = e.nonsup(fn.hi, m.Union(gn.lo, gn.hi))
		}
		r = m.MakeNode(fv, e.nonsup(fn.lo, gn.lo), hi)
	}
	e.memo[[2]Node{f, g}] = r
	return r
}

func (e *expNS) minimal(f Node, alt int) Node {
	if f <= Base {
		return f
	}
	if r, ok := e.minMemo[f]; ok {
		return r
	}
	nd := e.m.nodes[f]
	lo := e.minimal(nd.lo, alt)
	var hi Node
	switch alt {
	case 0:
		hi = e.nonsup(e.minimal(nd.hi, alt), lo)
	case 1:
		hi = e.nonsup(e.minimal(nd.hi, alt), nd.lo)
	case 2:
		hi = e.minimal(e.nonsup(nd.hi, nd.lo), alt)
	}
	r := e.m.MakeNode(nd.v, lo, hi)
	e.minMemo[f] = r
	return r
}

func TestZZExp(t *testing.T) {
	name := os.Getenv("ZZ_HINTS")
	if name == "" {
		t.Skip("no ZZ_HINTS")
	}
	var want Node
	for _, cfg := range [][2]int{{1, 3}, {1, 2}, {0, 2}, {2, 3}, {0, 3}, {0, 0}} {
		alt, mode := cfg[0], cfg[1]
		{
			for _, chk := range []bool{false} {
				f, _ := os.Open(name)
				m := New()
				h, err := m.Load(f)
				f.Close()
				if err != nil {
					t.Fatal(err)
				}
				e := &expNS{m: m, memo: map[[2]Node]Node{}, minMemo: map[Node]Node{}, mode: mode, emptyChk: chk}
				t0 := time.Now()
				r := e.minimal(h, alt)
				t.Logf("alt %d mode %d chk %v: %v, nonsup pairs %d, nodes %d, %v", alt, mode, chk, time.Since(t0), e.calls, m.Stats().LiveNodes, m.Count(r))
				_ = want
			}
		}
	}
}
