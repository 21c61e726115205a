package topdown_test

import (
	"context"
	"testing"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// checkCanonical remakes every node below f with MakeNode and fails
// unless each comes back as itself: the nodes the builder handed over
// are all in the manager's unique table and none is a duplicate.
func checkCanonical(t *testing.T, m *zdd.Manager, f zdd.Node) {
	t.Helper()
	seen := make(map[zdd.Node]bool)
	var walk func(n zdd.Node)
	walk = func(n zdd.Node) {
		if zdd.IsTerminal(n) || seen[n] {
			return
		}
		seen[n] = true
		walk(m.Lo(n))
		walk(m.Hi(n))
		if r := m.MakeNode(m.Var(n), m.Lo(n), m.Hi(n)); r != n {
			t.Fatalf("node %d made again is %d", n, r)
		}
	}
	walk(f)
}

// walkNodes counts the nodes below f by a walk.
func walkNodes(m *zdd.Manager, f zdd.Node) int {
	seen := make(map[zdd.Node]bool)
	var walk func(n zdd.Node)
	walk = func(n zdd.Node) {
		if zdd.IsTerminal(n) || seen[n] {
			return
		}
		seen[n] = true
		walk(m.Lo(n))
		walk(m.Hi(n))
	}
	walk(f)
	return len(seen)
}

// TestBuildIntoUsedManager builds into managers that already hold some
// of the nodes, have free slots, or hold nodes of an aborted build: the
// result must be canonical and equal to a build in a fresh manager.
func TestBuildIntoUsedManager(t *testing.T) {
	g, _ := graph.Grid(5, 5)
	paths, cycles := families.Paths(g, 0, 24), families.Cycles(g)
	ref := zdd.New()
	fp := build(t, ref, paths, 1)
	// a build on an empty manager tells it the node count
	if got, want := ref.NodeCount(fp), walkNodes(ref, fp); got != want {
		t.Fatalf("NodeCount after a build %d, a walk finds %d", got, want)
	}
	fc := build(t, ref, cycles, 1)
	if got, want := ref.NodeCount(fc), walkNodes(ref, fc); got != want {
		t.Fatalf("NodeCount after a second build %d, a walk finds %d", got, want)
	}
	checkCanonical(t, ref, fp)
	checkCanonical(t, ref, fc)

	m := zdd.New()
	a := build(t, m, cycles, 1)
	m.Ref(a)
	b := build(t, m, paths, 2) // shares nodes with a
	checkCanonical(t, m, b)
	if m.Count(b).Cmp(ref.Count(fp)) != 0 || m.NodeCount(b) != ref.NodeCount(fp) {
		t.Fatalf("paths in a used manager: %v sets, %d nodes; want %v, %d",
			m.Count(b), m.NodeCount(b), ref.Count(fp), ref.NodeCount(fp))
	}
	if b2 := build(t, m, paths, 1); b2 != b {
		t.Fatalf("second build gave %d, first %d", b2, b)
	}
	// free slots: drop the paths and build them again
	m.GC()
	b = build(t, m, paths, 1)
	checkCanonical(t, m, b)
	checkCanonical(t, m, a)
	if m.NodeCount(b) != ref.NodeCount(fp) {
		t.Fatalf("after GC: %d nodes, want %d", m.NodeCount(b), ref.NodeCount(fp))
	}

	// an aborted build leaves nodes behind; the next one must reuse them
	g6, _ := graph.Grid(6, 6)
	paths = families.Paths(g6, 0, 35)
	fp = build(t, ref, paths, 1)
	m2 := zdd.New()
	m2.SetNodeLimit(ref.NodeCount(fp) / 2)
	if _, err := build2(m2, paths); err == nil {
		t.Fatal("build past the node limit succeeded")
	}
	m2.SetNodeLimit(0)
	b = build(t, m2, paths, 1)
	checkCanonical(t, m2, b)
	if m2.NodeCount(b) != ref.NodeCount(fp) || m2.Stats().LiveNodes != ref.NodeCount(fp) {
		t.Fatalf("after an aborted build: %d nodes (%d live), want %d",
			m2.NodeCount(b), m2.Stats().LiveNodes, ref.NodeCount(fp))
	}
}

func build2(m *zdd.Manager, s topdown.Spec) (zdd.Node, error) {
	return topdown.Build(context.Background(), m, s, topdown.Options{Workers: 1})
}
