package numberlink

import (
	"context"
	"math/big"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// bruteValid decides directly from the definitions whether an edge set
// (bit i = edge i of p.Graph()) is a solution of p under rule.
func bruteValid(p *Puzzle, mask uint64, rule Rule) bool {
	g := p.Graph()
	n := p.Rows * p.Cols
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(v int) int {
		for parent[v] != v {
			v = parent[v]
		}
		return v
	}
	deg := make([]int, n)
	for i, e := range g.Edges() {
		if mask>>uint(i)&1 == 0 {
			continue
		}
		deg[e.U]++
		deg[e.V]++
		a, b := find(e.U), find(e.V)
		if a == b {
			return false // cycle
		}
		parent[a] = b
	}
	for v := 0; v < n; v++ {
		switch {
		case p.Cells[v] != 0:
			if deg[v] != 1 {
				return false
			}
		case deg[v] == 0:
			if rule != RuleC {
				return false
			}
		case deg[v] != 2:
			return false
		}
	}
	// Every component with an edge is a path; its ends have degree 1 and
	// must be the two cells of one number.
	ends := map[int][]int{}
	for v := 0; v < n; v++ {
		if deg[v] == 1 {
			ends[find(v)] = append(ends[find(v)], v)
		}
	}
	for v := 0; v < n; v++ {
		if deg[v] > 0 {
			e := ends[find(v)]
			if len(e) != 2 || p.Cells[e[0]] != p.Cells[e[1]] || p.Cells[e[0]] == 0 {
				return false
			}
		}
	}
	if rule == RuleA {
		for i, e := range g.Edges() {
			if mask>>uint(i)&1 == 0 && find(e.U) == find(e.V) {
				return false
			}
		}
	}
	return true
}

// bruteCount enumerates edge sets by backtracking, cutting a branch only
// when a cell's degree goes over 2 (1 for a number) or a cell whose edges
// are all decided has a wrong degree, and tests each complete set with
// bruteValid.
func bruteCount(p *Puzzle, rule Rule) (int, []uint64) {
	g := p.Graph()
	m := g.M()
	n := p.Rows * p.Cols
	lastEdge := make([]int, n)
	for i, e := range g.Edges() {
		lastEdge[e.U] = max(lastEdge[e.U], i)
		lastEdge[e.V] = max(lastEdge[e.V], i)
	}
	deg := make([]int, n)
	ok := func(v int) bool {
		if p.Cells[v] != 0 {
			return deg[v] == 1
		}
		return deg[v] == 2 || deg[v] == 0
	}
	var sols []uint64
	var rec func(i int, mask uint64)
	rec = func(i int, mask uint64) {
		if i == m {
			if bruteValid(p, mask, rule) {
				sols = append(sols, mask)
			}
			return
		}
		e := g.Edge(i)
		for _, take := range []bool{false, true} {
			if take {
				deg[e.U]++
				deg[e.V]++
			}
			good := deg[e.U] <= 2 && deg[e.V] <= 2
			if good && lastEdge[e.U] == i && !ok(e.U) || good && lastEdge[e.V] == i && !ok(e.V) {
				good = false
			}
			if good {
				next := mask
				if take {
					next |= 1 << uint(i)
				}
				rec(i+1, next)
			}
			if take {
				deg[e.U]--
				deg[e.V]--
			}
		}
	}
	rec(0, 0)
	return len(sols), sols
}

func randomPuzzle(rng *rand.Rand, rows, cols, pairs int) *Puzzle {
	n := rows * cols
	cells := make([]int, n)
	perm := rng.Perm(n)
	for k := 0; k < pairs && 2*k+1 < n; k++ {
		cells[perm[2*k]] = k + 1
		cells[perm[2*k+1]] = k + 1
	}
	p, err := New(rows, cols, cells)
	if err != nil {
		panic(err)
	}
	return p
}

// TestSolutionsBrute compares the solution ZDD with a direct enumeration
// of all edge sets on random small boards, for every rule, with and
// without the deductions.
func TestSolutionsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	sizes := [][2]int{{1, 2}, {1, 5}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 5}, {3, 4}, {4, 3}, {2, 7}, {4, 4}, {3, 5}}
	trials := 0
	for _, sz := range sizes {
		for it := 0; it < 12; it++ {
			n := sz[0] * sz[1]
			p := randomPuzzle(rng, sz[0], sz[1], 1+rng.Intn(max(1, n/2)))
			if sz[0]*sz[1] >= 15 && it > 6 {
				continue
			}
			for _, rule := range []Rule{RuleA, RuleB, RuleC} {
				want, sols := bruteCount(p, rule)
				for _, nd := range []bool{false, true} {
					m := zdd.New()
					f, err := p.Solutions(context.Background(), m, rule, Options{Workers: 1, NoDeduce: nd})
					if err != nil {
						t.Fatal(err)
					}
					got, _ := m.Count64(f)
					if int(got) != want {
						t.Fatalf("%dx%d rule %v nodeduce=%v: count %d, brute force %d\n%s", p.Rows, p.Cols, rule, nd, got, want, p)
					}
					g := zdd.Empty
					for _, s := range sols {
						var set []uint32
						for i := 0; i < 64; i++ {
							if s>>uint(i)&1 == 1 {
								set = append(set, uint32(i))
							}
						}
						g = m.Union(g, m.SetOf(set))
					}
					if g != f {
						t.Fatalf("%dx%d rule %v: family differs from brute force\n%s", p.Rows, p.Cols, rule, p)
					}
					trials++
				}
			}
		}
	}
	t.Logf("%d comparisons", trials)
}

// TestPairOverflowRetry forces rule-A states to run out of room for
// their pairs and checks that the construction notices and retries with
// more room, ending with the brute-force count.
func TestPairOverflowRetry(t *testing.T) {
	p, err := ParseGrid("1 . . . 2\n. . . . .\n. . 3 . .\n1 . . 3 2")
	if err != nil {
		t.Fatal(err)
	}
	want, _ := bruteCount(p, RuleA)
	b, err := p.board(RuleA, false)
	if err != nil {
		t.Fatal(err)
	}
	s := newSpec(b, 0)
	s.pcap = 1
	s.size = 4*s.f + 4 + 4*s.pcap
	overflowed := false
	n, err := retry(s, func(s *spec) (*big.Int, error) {
		n, err := topdown.Count(context.Background(), s, topdown.Options{Workers: 1})
		overflowed = overflowed || s.Overflowed()
		return n, err
	})
	if err != nil {
		t.Fatal(err)
	}
	if !overflowed {
		t.Fatal("a capacity of one pair did not overflow")
	}
	if n.Int64() != int64(want) {
		t.Fatalf("count %v, brute force %d", n, want)
	}
}
