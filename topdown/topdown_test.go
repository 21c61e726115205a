package topdown_test

import (
	"context"
	"errors"
	"math/big"
	"sort"
	"testing"

	"github.com/zqlang/zq/families"
	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// kSubsets is the family of k-element subsets of n variables; its state
// is the number of variables taken so far.
type kSubsets struct{ n, k int }

func (s kSubsets) StateSize() int { return 1 }
func (s kSubsets) Vars() int      { return s.n }
func (s kSubsets) Root(st []byte) int {
	st[0] = 0
	if s.k > s.n {
		return topdown.Reject
	}
	if s.k == 0 {
		return topdown.Accept
	}
	return 0
}
func (s kSubsets) Child(st []byte, v int, take bool) int {
	if take {
		st[0]++
	}
	if int(st[0]) == s.k {
		return topdown.Accept
	}
	if int(st[0])+s.n-v-1 < s.k {
		return topdown.Reject
	}
	return v + 1
}

// strided is the family {{i, i+d} : 0 <= i < n-d} over n variables: the
// builder must skip d-1 levels after taking i.
type strided struct{ n, d int }

func (s strided) StateSize() int { return 4 }
func (s strided) Vars() int      { return s.n }
func (s strided) Root(st []byte) int {
	clear(st)
	return 0
}
func (s strided) Child(st []byte, v int, take bool) int {
	if st[0] == 1 { // v is the second element
		if take {
			return topdown.Accept
		}
		return topdown.Reject
	}
	if take {
		if v+s.d >= s.n {
			return topdown.Reject
		}
		st[0] = 1
		st[1], st[2] = byte(v), byte(v>>8)
		return v + s.d
	}
	if v+1 >= s.n {
		return topdown.Reject
	}
	return v + 1
}

// sets lists the sets of f, each sorted, in a canonical order.
func sets(m *zdd.Manager, f zdd.Node) [][]uint32 {
	var out [][]uint32
	var walk func(n zdd.Node, cur []uint32)
	walk = func(n zdd.Node, cur []uint32) {
		switch n {
		case zdd.Empty:
			return
		case zdd.Base:
			out = append(out, append([]uint32(nil), cur...))
			return
		}
		walk(m.Lo(n), cur)
		walk(m.Hi(n), append(cur, m.Var(n)))
	}
	walk(f, nil)
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		for k := 0; k < len(a) && k < len(b); k++ {
			if a[k] != b[k] {
				return a[k] < b[k]
			}
		}
		return len(a) < len(b)
	})
	return out
}

func build(t *testing.T, m *zdd.Manager, s topdown.Spec, workers int) zdd.Node {
	t.Helper()
	f, err := topdown.Build(context.Background(), m, s, topdown.Options{Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func count(t *testing.T, s topdown.Spec, workers int) *big.Int {
	t.Helper()
	c, err := topdown.Count(context.Background(), s, topdown.Options{Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func binom(n, k int) *big.Int { return new(big.Int).Binomial(int64(n), int64(k)) }

func TestKSubsets(t *testing.T) {
	for _, c := range []struct{ n, k int }{{0, 0}, {1, 0}, {1, 1}, {3, 4}, {5, 2}, {10, 5}, {70, 35}, {200, 3}} {
		s := kSubsets{c.n, c.k}
		m := zdd.New()
		f := build(t, m, s, 1)
		want := binom(c.n, c.k)
		if c.k > c.n {
			want = big.NewInt(0)
		}
		if got := m.Count(f); got.Cmp(want) != 0 {
			t.Errorf("C(%d,%d): built %v, want %v", c.n, c.k, got, want)
		}
		if got := count(t, s, 2); got.Cmp(want) != 0 {
			t.Errorf("C(%d,%d): counted %v, want %v", c.n, c.k, got, want)
		}
		if c.n <= 10 {
			for _, set := range sets(m, f) {
				if len(set) != c.k {
					t.Errorf("C(%d,%d): set %v has the wrong size", c.n, c.k, set)
				}
			}
		}
	}
}

func TestCountLarge(t *testing.T) {
	// C(400, 200) needs several 64-bit words.
	s := kSubsets{400, 200}
	want := binom(400, 200)
	for _, w := range []int{1, 2} {
		if got := count(t, s, w); got.Cmp(want) != 0 {
			t.Errorf("workers %d: counted %v, want %v", w, got, want)
		}
	}
	m := zdd.New()
	if got := m.Count(build(t, m, s, 2)); got.Cmp(want) != 0 {
		t.Errorf("built %v, want %v", got, want)
	}
}

func TestSkipFar(t *testing.T) {
	for _, d := range []int{1, 2, 254, 255, 300} {
		s := strided{n: 400, d: d}
		m := zdd.New()
		f := build(t, m, s, 2)
		got := sets(m, f)
		if len(got) != 400-d {
			t.Fatalf("d=%d: %d sets, want %d", d, len(got), 400-d)
		}
		for i, set := range got {
			if len(set) != 2 || set[0] != uint32(i) || set[1] != uint32(i+d) {
				t.Fatalf("d=%d: set %d is %v", d, i, set)
			}
		}
		if c := count(t, s, 2); c.Int64() != int64(400-d) {
			t.Errorf("d=%d: counted %v", d, c)
		}
	}
}

// nodes lists every node of m reachable from f as (var, lo, hi) by handle.
func sameNodes(t *testing.T, m1 *zdd.Manager, f1 zdd.Node, m2 *zdd.Manager, f2 zdd.Node) {
	t.Helper()
	if f1 != f2 {
		t.Fatalf("roots differ: %d and %d", f1, f2)
	}
	s1, s2 := m1.Stats(), m2.Stats()
	if s1.LiveNodes != s2.LiveNodes {
		t.Fatalf("live nodes differ: %d and %d", s1.LiveNodes, s2.LiveNodes)
	}
	for n := zdd.Node(2); int(n) < s1.LiveNodes+2; n++ {
		if m1.Var(n) != m2.Var(n) || m1.Lo(n) != m2.Lo(n) || m1.Hi(n) != m2.Hi(n) {
			t.Fatalf("node %d differs: (%d,%d,%d) and (%d,%d,%d)", n,
				m1.Var(n), m1.Lo(n), m1.Hi(n), m2.Var(n), m2.Lo(n), m2.Hi(n))
		}
	}
}

func TestWorkersSameZDD(t *testing.T) {
	defer topdown.SetChunk(8)()
	g, _ := graph.Grid(6, 6)
	for _, s := range []topdown.Spec{families.Paths(g, 0, 35), families.Cycles(g), families.Matchings(g)} {
		// Any number of workers makes the same nodes in the same order.
		m1 := zdd.New()
		f1 := build(t, m1, s, 1)
		for _, w := range []int{2, 3, 4, 6} {
			m2 := zdd.New()
			f2 := build(t, m2, s, w)
			sameNodes(t, m1, f1, m2, f2)
		}
		for _, w := range []int{1, 2, 3} {
			if c := count(t, s, w); c.Cmp(m1.Count(f1)) != 0 {
				t.Errorf("count-only with %d workers %v, built %v", w, c, m1.Count(f1))
			}
		}
	}
}

// failAt is a spec that answers a variable that does not increase for
// one state at variable at, to test how errors leave an expansion by
// several workers.
type failAt struct {
	topdown.Spec
	at int
}

func (s failAt) Child(st []byte, v int, take bool) int {
	r := s.Spec.Child(st, v, take)
	if v == s.at && take && r >= 0 && st[0] == 0 {
		return v
	}
	return r
}

func TestWorkersErrors(t *testing.T) {
	defer topdown.SetChunk(4)()
	g, _ := graph.Grid(6, 6)
	for _, w := range []int{2, 3} {
		s := failAt{families.Paths(g, 0, 35), 30}
		if _, err := topdown.Build(context.Background(), zdd.New(), s, topdown.Options{Workers: w}); err == nil {
			t.Errorf("%d workers: Build accepted a spec whose next variable does not increase", w)
		}
		if _, err := topdown.Count(context.Background(), s, topdown.Options{Workers: w}); err == nil {
			t.Errorf("%d workers: Count accepted a spec whose next variable does not increase", w)
		}
		// cancel in the middle of the expansion
		ctx, cancel := context.WithCancel(context.Background())
		_, err := topdown.Build(ctx, zdd.New(), families.Paths(g, 0, 35), topdown.Options{Workers: w, Progress: func(p topdown.Progress) {
			if p.Var == 25 {
				cancel()
			}
		}})
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%d workers: canceled at level 25: %v", w, err)
		}
	}
}

func TestCancel(t *testing.T) {
	g, _ := graph.Grid(8, 8)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	m := zdd.New()
	if _, err := topdown.Build(ctx, m, families.Paths(g, 0, 63), topdown.Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Build on a canceled context: %v", err)
	}
	if _, err := topdown.Count(ctx, families.Paths(g, 0, 63), topdown.Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Count on a canceled context: %v", err)
	}
	// cancel from the progress callback, in the middle of the expansion
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	calls := 0
	_, err := topdown.Build(ctx, m, families.Paths(g, 0, 63), topdown.Options{Progress: func(p topdown.Progress) {
		calls++
		if p.Var == 50 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) || calls < 50 {
		t.Errorf("canceled at level 50: err %v after %d calls", err, calls)
	}
}

func TestProgress(t *testing.T) {
	g, _ := graph.Grid(5, 5)
	var exp, red int
	last := -1
	m := zdd.New()
	_, err := topdown.Build(context.Background(), m, families.Cycles(g), topdown.Options{Progress: func(p topdown.Progress) {
		if p.Vars != g.M() {
			t.Errorf("Vars %d", p.Vars)
		}
		if p.Reducing {
			red++
			return
		}
		if p.Var <= last || p.States <= 0 {
			t.Errorf("progress out of order: %+v after %d", p, last)
		}
		last = p.Var
		exp++
	}})
	if err != nil {
		t.Fatal(err)
	}
	if exp != g.M() || red != g.M() {
		t.Errorf("%d expansion and %d reduction reports, want %d each", exp, red, g.M())
	}
}

// badSpec returns a variable that does not increase.
type badSpec struct{}

func (badSpec) StateSize() int                    { return 0 }
func (badSpec) Vars() int                         { return 3 }
func (badSpec) Root([]byte) int                   { return 1 }
func (badSpec) Child(_ []byte, v int, _ bool) int { return v }

func TestBadSpec(t *testing.T) {
	m := zdd.New()
	if _, err := topdown.Build(context.Background(), m, badSpec{}, topdown.Options{}); err == nil {
		t.Error("Build accepted a spec whose next variable does not increase")
	}
	if _, err := topdown.Count(context.Background(), badSpec{}, topdown.Options{}); err == nil {
		t.Error("Count accepted a spec whose next variable does not increase")
	}
}

func TestNodeLimit(t *testing.T) {
	g, _ := graph.Grid(6, 6)
	m := zdd.New()
	m.SetNodeLimit(1000)
	if _, err := topdown.Build(context.Background(), m, families.Paths(g, 0, 35), topdown.Options{}); !errors.Is(err, zdd.ErrNodeLimit) {
		t.Errorf("Build past the node limit: %v", err)
	}
}

// powerSet is the family of all subsets of n variables, with empty states.
type powerSet struct{ n int }

func (s powerSet) StateSize() int { return 0 }
func (s powerSet) Vars() int      { return s.n }
func (s powerSet) Root([]byte) int {
	if s.n == 0 {
		return topdown.Accept
	}
	return 0
}
func (s powerSet) Child(_ []byte, v int, _ bool) int {
	if v+1 == s.n {
		return topdown.Accept
	}
	return v + 1
}

func TestEmptyStates(t *testing.T) {
	for _, n := range []int{0, 1, 5, 100} {
		want := new(big.Int).Lsh(big.NewInt(1), uint(n))
		m := zdd.New()
		f := build(t, m, powerSet{n}, 2)
		if got := m.Count(f); got.Cmp(want) != 0 {
			t.Errorf("power set of %d: built %v sets", n, got)
		}
		if m.NodeCount(f) != n {
			t.Errorf("power set of %d: %d nodes, want %d", n, m.NodeCount(f), n)
		}
		if got := count(t, powerSet{n}, 1); got.Cmp(want) != 0 {
			t.Errorf("power set of %d: counted %v", n, got)
		}
	}
}

// TestWithProgress checks that a progress hook carried by the context
// sees every level as the options' own hook does, and that cancelling
// the context from it stops the build.
func TestWithProgress(t *testing.T) {
	g, _ := graph.Grid(5, 5)
	var own, outer int
	ctx := topdown.WithProgress(context.Background(), func(topdown.Progress) { outer++ })
	if _, err := topdown.Build(ctx, zdd.New(), families.Cycles(g), topdown.Options{Workers: 1, Progress: func(topdown.Progress) { own++ }}); err != nil {
		t.Fatal(err)
	}
	if own == 0 || outer != own {
		t.Fatalf("own hook %d calls, context hook %d", own, outer)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ctx = topdown.WithProgress(ctx, func(p topdown.Progress) {
		if p.Var > 5 {
			cancel()
		}
	})
	if _, err := topdown.Count(ctx, families.Cycles(g), topdown.Options{Workers: 1}); err == nil {
		t.Fatal("a build cancelled from the context's hook went on")
	}
}
