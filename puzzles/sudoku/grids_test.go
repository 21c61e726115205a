package sudoku

import (
	"context"
	"math/big"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/zqlang/zq/exactcover"
	"github.com/zqlang/zq/zdd"
)

// eachSet calls fn with every set of f.
func eachSet(m *zdd.Manager, f zdd.Node, fn func([]uint32)) {
	var cur []uint32
	var rec func(f zdd.Node)
	rec = func(f zdd.Node) {
		if f == zdd.Empty {
			return
		}
		if f == zdd.Base {
			fn(append([]uint32(nil), cur...))
			return
		}
		rec(m.Lo(f))
		cur = append(cur, m.Var(f))
		rec(m.Hi(f))
		cur = cur[:len(cur)-1]
	}
	rec(f)
}

// bruteGrids counts complete grids of a shape by plain backtracking
// over the cells, independent of every solver of the package.
func bruteGrids(p *Puzzle) uint64 {
	n := p.N()
	units := p.Units()
	of := make([][]int, n*n)
	for _, u := range units {
		for _, c := range u {
			of[c] = append(of[c], 0)
		}
	}
	g := make([]uint8, n*n)
	var count uint64
	var rec func(i int)
	rec = func(i int) {
		if i == n*n {
			count++
			return
		}
		for v := uint8(1); int(v) <= n; v++ {
			ok := true
			for _, u := range units {
				in := false
				for _, c := range u {
					if c == i {
						in = true
					}
				}
				if !in {
					continue
				}
				for _, c := range u {
					if c < i && g[c] == v {
						ok = false
					}
				}
			}
			if ok {
				g[i] = v
				rec(i + 1)
				g[i] = 0
			}
		}
	}
	rec(0)
	return count
}

func TestGridCounts(t *testing.T) {
	cases := []struct {
		br, bc int
		x      bool
		want   uint64
	}{
		{2, 2, false, 288}, // A107739(2)
		{2, 2, true, 48},   // diagonal 4x4
		{1, 1, false, 1},
		{1, 2, false, 2},
		{1, 3, false, 12}, // boxes are rows: Latin squares of order 3
	}
	for _, c := range cases {
		m := zdd.New()
		f, err := Grids(context.Background(), m, c.br, c.bc, c.x)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := m.Count64(f); !ok || got != c.want {
			t.Errorf("%dx%d x=%v: ZDD count %d, want %d", c.br, c.bc, c.x, got, c.want)
		}
		p, _ := New(c.br, c.bc, c.x)
		if got := bruteGrids(p); got != c.want {
			t.Errorf("%dx%d x=%v: backtracking count %d, want %d", c.br, c.bc, c.x, got, c.want)
		}
		for _, meth := range []Method{Fast, PS12, DLX} {
			r, err := Solve(p, meth, 0)
			if err != nil || r.Count != c.want {
				t.Errorf("%dx%d x=%v %v: count %d (%v), want %d", c.br, c.bc, c.x, meth, r.Count, err, c.want)
			}
		}
		// Every set of the ZDD is a valid grid.
		eachSet(m, f, func(s []uint32) {
			rows := make([]int, len(s))
			for i, v := range s {
				rows[i] = int(v)
			}
			if !p.IsSolutionOf(p.GridOf(rows)) || len(s) != p.N()*p.N() {
				t.Fatalf("%dx%d: ZDD set %v is not a grid", c.br, c.bc, s)
			}
		})
	}
}

func TestGrids6x6(t *testing.T) {
	m := zdd.New()
	f, err := Grids(context.Background(), m, 2, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Count(f); got.Cmp(big.NewInt(28200960)) != 0 {
		t.Fatalf("6x6 grids: %v, want 28200960", got)
	}
	if os.Getenv("ZQ_LONG") == "" {
		return
	}
	// The 3x2 shape is the transpose: the same number of grids, here
	// counted by search (about a minute; ZQ_LONG=1).
	p, _ := New(3, 2, false)
	r, err := Solve(p, Fast, 0)
	if err != nil || r.Count != 28200960 {
		t.Fatalf("3x2 boxes by search: %d (%v), want 28200960", r.Count, err)
	}
}

// The exact cover ZDD of a 4x4 grid family equals the family of its
// grids read from a brute-force list.
func TestGrids4EqualsBruteList(t *testing.T) {
	p, _ := New(2, 2, false)
	ec := p.ExactCover()
	d := exactcover.NewDLX(ec)
	m := zdd.New()
	want := zdd.Empty
	for _, rows := range d.All() {
		s := make([]uint32, len(rows))
		for i, r := range rows {
			s[i] = uint32(r)
		}
		want = m.Union(want, m.SetOf(s))
	}
	f, err := Grids(context.Background(), m, 2, 2, false)
	if err != nil {
		t.Fatal(err)
	}
	if f != want {
		t.Fatal("grid ZDD differs from the family of enumerated grids")
	}
	g, err := Solutions(context.Background(), m, p)
	if err != nil {
		t.Fatal(err)
	}
	if g != f {
		t.Fatal("ZDDs built with the two branchings differ")
	}
}

func TestAllAndEstimate(t *testing.T) {
	p, _ := New(2, 2, false)
	all, err := All(p, 0)
	if err != nil || len(all) != 288 {
		t.Fatalf("All: %d grids (%v)", len(all), err)
	}
	seen := map[string]bool{}
	for _, g := range all {
		if !p.IsSolutionOf(g) || seen[string(g)] {
			t.Fatal("All returned a bad or repeated grid")
		}
		seen[string(g)] = true
	}
	if some, _ := All(p, 5); len(some) != 5 {
		t.Fatalf("All with limit 5: %d", len(some))
	}
	// The estimate is unbiased: its mean over many paths is near the size
	// of the search tree of the full count.
	d, _ := p.DLX()
	d.Count(0)
	nodes := float64(d.Stats().Nodes)
	est, err := Estimate(p, rand.New(rand.NewPCG(1, 1)), 20000)
	if err != nil || est < 0.9*nodes || est > 1.1*nodes {
		t.Fatalf("estimate %.0f, tree %.0f nodes (%v)", est, nodes, err)
	}
}
