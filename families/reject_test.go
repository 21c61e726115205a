package families

import (
	"bytes"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/topdown"
)

// checkForward checks that ChildForward of st at v gives what Child
// (which gave r and the state c) and forwarding give, and that Child
// and ChildForward give the same on a copy of st that starts at an odd
// address (two-byte codes are then not read in place).
func checkForward(t *testing.T, sp topdown.Spec, st string, v int, take bool, r int, c []byte) {
	t.Helper()
	tr, fw := sp.(topdown.TakeRejecter), sp.(topdown.Forwarder)
	want := []byte(string(c))
	wr := r
	for wr >= 0 && tr.TakeRejects(want, wr) {
		wr = sp.Child(want, wr, false)
	}
	buf := make([]byte, len(st)+1)
	odd := buf[1:]
	for _, k := range []int{0, 1} {
		for i, x := range [][]byte{[]byte(st), odd} {
			copy(x, st)
			var got int
			if k == 0 {
				got = sp.Child(x, v, take)
				if got != r || (got >= 0 && string(x) != string(c)) {
					t.Fatalf("Child of %v at %d (copy %d): %d %v, want %d %v", []byte(st), v, i, got, x, r, c)
				}
				continue
			}
			got = fw.ChildForward(x, v, take)
			if got != wr || (got >= 0 && string(x) != string(want)) {
				t.Fatalf("ChildForward of %v at %d (copy %d): %d %v, want %d %v", []byte(st), v, i, got, x, wr, want)
			}
		}
	}
}

// TestTakeRejects walks every state the specs reach on random graphs
// and on a grid: TakeRejects must report true exactly when Child
// rejects taking the edge, and must leave the state as it was; and
// ChildForward must agree with Child and TakeRejects.
func TestTakeRejects(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	grid, _ := graph.Grid(4, 4)
	// states of 8 and 10 bytes (ChildrenForward copies them by words)
	long1, _ := graph.Grid(2, 7)
	long2, _ := graph.Grid(2, 9)
	graphs := []*graph.Graph{grid, long1, long2}
	for len(graphs) < 40 {
		graphs = append(graphs, randomGraph(rng, 2+rng.Intn(6), 12))
	}
	hinted, rejected := 0, 0
	defer func() { wideCodes = false }()
	for i := 0; i < 2*len(graphs); i++ {
		gi, g := i%len(graphs), graphs[i%len(graphs)]
		wideCodes = i >= len(graphs)
		n := g.N()
		s, tt := rng.Intn(n), rng.Intn(n)
		if gi < 3 {
			s, tt = 0, n-1
		}
		specs := map[string]topdown.Spec{
			"pathmatchings": PathMatchings(g), "paths": Paths(g, s, tt), "hampaths": HamPaths(g, s, tt),
			"cycles": Cycles(g), "hamcycles": HamCycles(g),
		}
		for name, sp := range specs {
			tr := sp.(topdown.TakeRejecter)
			size := sp.StateSize()
			root := make([]byte, size)
			v := sp.Root(root)
			if v < 0 {
				continue
			}
			// states of each level, deduplicated
			levels := make([]map[string]bool, sp.Vars())
			levels[v] = map[string]bool{string(root): true}
			for v := range levels {
				checkBatch(t, sp, levels[v], v)
				for st := range levels[v] {
					cp := []byte(st)
					hint := tr.TakeRejects(cp, v)
					if string(cp) != st {
						t.Fatalf("%s on graph %d: TakeRejects changed the state", name, gi)
					}
					for _, take := range []bool{false, true} {
						c := []byte(st)
						r := sp.Child(c, v, take)
						checkForward(t, sp, st, v, take, r, c)
						if take && r == topdown.Reject {
							rejected++
						}
						if take && hint {
							hinted++
						}
						if take && hint != (r == topdown.Reject) {
							t.Fatalf("%s on graph %d, edge %d, state %v: TakeRejects %v but Child gives %d", name, gi, v, []byte(st), hint, r)
						}
						if r >= 0 {
							if levels[r] == nil {
								levels[r] = make(map[string]bool)
							}
							levels[r][string(c)] = true
						}
					}
				}
			}
		}
	}
	if hinted != rejected || rejected == 0 {
		t.Errorf("TakeRejects told %d of %d rejections", hinted, rejected)
	}
}

// checkBatch checks that ChildrenForward on the states sts of level v,
// all at once, gives what ChildForward gives child by child.
func checkBatch(t *testing.T, sp topdown.Spec, sts map[string]bool, v int) {
	t.Helper()
	bf, ok := sp.(topdown.BatchForwarder)
	if !ok {
		t.Fatalf("%T is not a BatchForwarder", sp)
	}
	fw := sp.(topdown.Forwarder)
	size := sp.StateSize()
	var src []byte
	for st := range sts {
		src = append(src, st...)
	}
	n := len(sts)
	// longer than needed, as the builder's buffers may be
	dst := make([]byte, (2*n+3)*size)
	res := make([]int32, 2*n+3)
	bf.ChildrenForward(src, dst, res, v)
	for k := 0; k < n; k++ {
		for take := 0; take < 2; take++ {
			c := bytes.Clone(src[k*size : (k+1)*size])
			r := fw.ChildForward(c, v, take == 1)
			got := dst[(2*k+take)*size : (2*k+take+1)*size]
			if int(res[2*k+take]) != r || (r >= 0 && !bytes.Equal(got, c)) {
				t.Fatalf("ChildrenForward of %v at %d, take %d: %d %v, ChildForward gives %d %v",
					src[k*size:(k+1)*size], v, take, res[2*k+take], got, r, c)
			}
		}
	}
}

// TestChildrenForward checks ChildrenForward against ChildForward on
// the states of grids whose states are 5 to 24 bytes long (the batch
// loop copies states of 8 to 16 bytes as two words, others as bytes),
// for every kind and both code widths: up to 200 states of each level,
// all at once.
func TestChildrenForward(t *testing.T) {
	defer func() { wideCodes = false }()
	sizes := map[int]bool{}
	for _, wide := range []bool{false, true} {
		wideCodes = wide
		for _, c := range []int{4, 7, 8, 15, 16, 23} {
			g, err := graph.Grid(2, c)
			if err != nil {
				t.Fatal(err)
			}
			n := g.N()
			specs := []topdown.Spec{PathMatchings(g), Paths(g, 0, n-1), HamPaths(g, 0, n-1), Cycles(g), HamCycles(g)}
			for _, sp := range specs {
				sizes[sp.StateSize()] = true
				vs, sts := specStates(sp, 200)
				for k := 0; k < len(vs); {
					level := map[string]bool{}
					v := vs[k]
					for ; k < len(vs) && vs[k] == v; k++ {
						level[string(sts[k])] = true
					}
					checkBatch(t, sp, level, v)
				}
			}
		}
	}
	for _, size := range []int{5, 8, 9, 16, 17, 24} {
		if !sizes[size] {
			t.Errorf("no spec with %d-byte states", size)
		}
	}
}
