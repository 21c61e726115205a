package topdown_test

import (
	"testing"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// plain hides every optional interface of a spec (Forwarder,
// TakeRejecter), so that the builder takes its general loop.
type plain struct{ topdown.Spec }

// single hides a spec's BatchForwarder, so that the builder calls
// ChildForward child by child.
type single struct{ fwSpec }

// fwSpec is a Spec that is a TakeRejecter and a Forwarder.
type fwSpec interface {
	topdown.Spec
	topdown.TakeRejecter
	topdown.Forwarder
}

// wideStrided is strided with 12-byte states, as a Forwarder: the
// builder's loop for short states runs it, far skips included.
type wideStrided struct{ strided }

func (s wideStrided) StateSize() int { return 12 }
func (s wideStrided) ChildForward(st []byte, v int, take bool) int {
	st[11] = byte(v) // a byte the hash and comparison must see
	if !take {
		st[11] = 0
	}
	return s.Child(st, v, take)
}

// TestShortStates compares the one-worker loop for states of 8 to 16
// bytes (with the spec's batch calls and without), and several workers
// on them, with the general loop,
// node by node and by count-only runs, on mate specs of those sizes and
// on a spec that skips far.
func TestShortStates(t *testing.T) {
	defer topdown.SetChunk(8)()
	var specs []topdown.Spec
	// Grid(r, c) has (c+1)-byte states: every size from 8 to 16.
	for _, d := range [][2]int{{6, 7}, {2, 8}, {2, 9}, {2, 10}, {2, 11}, {2, 12}, {2, 13}, {2, 14}, {2, 15}} {
		g, err := graph.Grid(d[0], d[1])
		if err != nil {
			t.Fatal(err)
		}
		n := d[0] * d[1]
		specs = append(specs, families.Paths(g, 0, n-1), families.Cycles(g))
		if n <= 24 {
			specs = append(specs, families.PathMatchings(g))
		}
	}
	for _, d := range []int{1, 254, 255, 300} {
		specs = append(specs, wideStrided{strided{n: 400, d: d}})
	}
	sizes := map[int]bool{}
	batched := 0
	for _, s := range specs {
		size := s.StateSize()
		sizes[size] = true
		m1, m2 := zdd.New(), zdd.New()
		f1 := build(t, m1, s, 1)
		f2 := build(t, m2, plain{s}, 1)
		sameNodes(t, m1, f1, m2, f2)
		if fs, ok := s.(fwSpec); ok {
			if _, ok := s.(topdown.BatchForwarder); ok {
				batched++
				m4 := zdd.New()
				f4 := build(t, m4, single{fs}, 1)
				sameNodes(t, m1, f1, m4, f4)
				m5 := zdd.New()
				f5 := build(t, m5, single{fs}, 3)
				sameNodes(t, m1, f1, m5, f5)
			}
		}
		// several workers give the same nodes for short states too
		m3 := zdd.New()
		f3 := build(t, m3, s, 3)
		sameNodes(t, m1, f1, m3, f3)
		for _, w := range []int{1, 2} {
			if c := count(t, s, w); c.Cmp(m1.Count(f1)) != 0 {
				t.Errorf("state size %d, %d workers: counted %v, built %v", size, w, c, m1.Count(f1))
			}
		}
	}
	if batched == 0 {
		t.Error("no spec was a BatchForwarder")
	}
	for size := 8; size <= 16; size++ {
		if !sizes[size] {
			t.Errorf("no spec with %d-byte states", size)
		}
	}
}

// TestBatchLongStates compares several workers, which make children
// with the spec's batch calls for states of any length, with the
// general loop, on mate specs with states longer than 16 bytes.
func TestBatchLongStates(t *testing.T) {
	defer topdown.SetChunk(8)()
	for _, c := range []int{16, 17} {
		g, err := graph.Grid(2, c)
		if err != nil {
			t.Fatal(err)
		}
		n := g.N()
		for _, s := range []topdown.Spec{families.Paths(g, 0, n-1), families.Cycles(g), families.HamCycles(g)} {
			if _, ok := s.(topdown.BatchForwarder); !ok || s.StateSize() <= 16 {
				t.Fatalf("%T with %d-byte states: not a long-state BatchForwarder", s, s.StateSize())
			}
			m1, m2 := zdd.New(), zdd.New()
			f1 := build(t, m1, plain{s}, 1)
			f2 := build(t, m2, s, 3)
			sameNodes(t, m1, f1, m2, f2)
			if c := count(t, s, 2); c.Cmp(m1.Count(f1)) != 0 {
				t.Errorf("%d-byte states, 2 workers: counted %v, built %v", s.StateSize(), c, m1.Count(f1))
			}
		}
	}
}

// TestShortStatesWeakHash builds with hashes of two bits, so that
// states share tags and slots all the time, and probes run long: the
// one-worker loop for short states must still give the family of the
// general loop (the same node of one manager).
func TestShortStatesWeakHash(t *testing.T) {
	var specs []topdown.Spec
	for _, d := range [][2]int{{3, 7}, {2, 12}, {2, 15}} {
		g, err := graph.Grid(d[0], d[1])
		if err != nil {
			t.Fatal(err)
		}
		specs = append(specs, families.Paths(g, 0, g.N()-1), families.Cycles(g))
	}
	m := zdd.New()
	want := make([]zdd.Node, len(specs))
	for i, s := range specs {
		want[i] = build(t, m, plain{s}, 1)
		m.Ref(want[i])
	}
	defer topdown.SetHashMask(3)()
	for i, s := range specs {
		if f := build(t, m, s, 1); f != want[i] {
			t.Errorf("spec %d (%d-byte states): node %d, the general loop's %d", i, s.StateSize(), f, want[i])
		}
	}
}
