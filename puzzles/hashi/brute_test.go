package hashi

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// bruteSolutions enumerates every assignment of 0..Max bridges to the
// pairs of p and keeps those that obey the rules, checked on the grid
// itself: the bridges are drawn cell by cell (a cell holding a
// horizontal and a vertical bridge is a crossing), the islands' counts
// are summed, and the islands joined are searched breadth first. It
// shares nothing with the spec or Check but the list of pairs.
func bruteSolutions(p *Puzzle) [][]int {
	np := len(p.pairs)
	counts := make([]int, np)
	var out [][]int
	var rec func(q int)
	rec = func(q int) {
		if q == np {
			if bruteOK(p, counts) {
				out = append(out, slices.Clone(counts))
			}
			return
		}
		for n := 0; n <= p.Max; n++ {
			counts[q] = n
			rec(q + 1)
		}
	}
	rec(0)
	return out
}

func bruteOK(p *Puzzle, counts []int) bool {
	h := make([]bool, p.Rows*p.Cols)
	v := make([]bool, p.Rows*p.Cols)
	deg := map[[2]int]int{}
	adj := map[[2]int][][2]int{}
	var islands [][2]int
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if p.Grid[r*p.Cols+c] != 0 {
				islands = append(islands, [2]int{r, c})
			}
		}
	}
	for q, n := range counts {
		if n == 0 {
			continue
		}
		a, b := p.islands[p.pairs[q].A], p.islands[p.pairs[q].B]
		ka, kb := [2]int{a.R, a.C}, [2]int{b.R, b.C}
		deg[ka] += n
		deg[kb] += n
		adj[ka] = append(adj[ka], kb)
		adj[kb] = append(adj[kb], ka)
		for r := a.R; r <= b.R; r++ {
			for c := a.C; c <= b.C; c++ {
				if p.Grid[r*p.Cols+c] != 0 {
					continue
				}
				if a.R == b.R {
					h[r*p.Cols+c] = true
				} else {
					v[r*p.Cols+c] = true
				}
			}
		}
	}
	for i := range h {
		if h[i] && v[i] {
			return false
		}
	}
	for _, is := range islands {
		if n := p.Grid[is[0]*p.Cols+is[1]]; n != Unknown && deg[is] != n {
			return false
		}
	}
	seen := map[[2]int]bool{islands[0]: true}
	queue := [][2]int{islands[0]}
	edges := 0
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, y := range adj[x] {
			edges++
			if !seen[y] {
				seen[y] = true
				queue = append(queue, y)
			}
		}
	}
	if len(seen) != len(islands) {
		return false
	}
	// a tree has one pair fewer than islands (edges counts each twice)
	return !p.NoLoops || edges/2 == len(islands)-1
}

// randomBoard makes a small board: islands placed at random, numbered
// from a random assignment of bridges (so that it has a solution when
// that assignment happens to be one) or at random, some without a
// number.
func randomBoard(rng *rand.Rand) *Puzzle {
	for {
		rows, cols := 1+rng.IntN(5), 1+rng.IntN(5)
		g := make([]int, rows*cols)
		for i := range g {
			if rng.IntN(100) < 40 {
				g[i] = Unknown
			}
		}
		max := 1 + rng.IntN(3)
		p, err := New(rows, cols, g, max, rng.IntN(4) == 0)
		if err != nil || len(p.pairs) == 0 && len(p.islands) > 1 {
			continue
		}
		lim := map[int]int{1: 14, 2: 9, 3: 7}[max]
		if len(p.pairs) > lim {
			continue
		}
		counts := make([]int, len(p.pairs))
		for q := range counts {
			counts[q] = rng.IntN(max + 1)
		}
		deg := p.Degrees(counts)
		for i, is := range p.islands {
			switch k := rng.IntN(10); {
			case k < 2:
				// no number
			case k < 8:
				if deg[i] > 0 {
					g[is.R*cols+is.C] = deg[i]
				}
			default:
				g[is.R*cols+is.C] = 1 + rng.IntN(4)
			}
		}
		p, err = New(rows, cols, g, max, p.NoLoops)
		if err != nil {
			panic(err)
		}
		return p
	}
}

func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 32))
	ctx := context.Background()
	solved := 0
	for it := 0; it < 400; it++ {
		p := randomBoard(rng)
		want := bruteSolutions(p)
		m := zdd.New()
		n, err := p.Solutions(ctx, m, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got [][]int
		m.Each(n, func(set []uint32) bool {
			c, err := p.Counts(set)
			if err != nil {
				t.Fatalf("board %d: %v", it, err)
			}
			got = append(got, c)
			return true
		})
		sortCounts(got)
		sortCounts(want)
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("board %d (max %d, noloops %v):\n%s: ZDD has %d solutions, brute force %d\nzdd %v\nbrute %v", it, p.Max, p.NoLoops, p, len(got), len(want), got, want)
		}
		c, err := p.Count(ctx)
		if err != nil || c.Int64() != int64(len(want)) {
			t.Fatalf("board %d: Count %v (%v), want %d", it, c, err, len(want))
		}
		for _, s := range want {
			if err := p.Check(p.Set(s)); err != nil {
				t.Fatalf("board %d: Check refuses a solution %v: %v", it, s, err)
			}
		}
		if len(want) > 0 {
			solved++
		}
	}
	if solved < 100 {
		t.Errorf("only %d of the boards have a solution; the test needs more", solved)
	}
}

func sortCounts(s [][]int) {
	slices.SortFunc(s, slices.Compare)
}

// TestCheckAgreesWithBrute: Check accepts exactly the assignments the
// brute-force rules accept.
func TestCheckAgreesWithBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 32))
	for it := 0; it < 100; it++ {
		p := randomBoard(rng)
		counts := make([]int, len(p.pairs))
		var rec func(q int)
		rec = func(q int) {
			if q == len(counts) {
				if ok, err := bruteOK(p, counts), p.Check(p.Set(counts)); ok != (err == nil) {
					t.Fatalf("board %d %v: brute %v, Check %v\n%s", it, counts, ok, err, p)
				}
				return
			}
			for n := 0; n <= p.Max; n++ {
				counts[q] = n
				rec(q + 1)
			}
		}
		rec(0)
	}
}

func ExamplePuzzle_Check() {
	p, _ := Parse("2.2\n...\n1.1")
	// the bridges (0, 0)-(0, 2) and (0, 0)-(2, 0), (0, 2)-(2, 2)
	q := p.Pairs()
	var counts = make([]int, len(q))
	counts[0], counts[1], counts[2] = 1, 1, 1
	fmt.Println(p.Check(p.Set(counts)))
	counts[0] = 2
	fmt.Println(p.Check(p.Set(counts)))
	// Output:
	// <nil>
	// hashi: the island at (0, 0) has 3 bridges, its number is 2
}
