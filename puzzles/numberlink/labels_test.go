package numberlink

import (
	"context"
	"errors"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// randomFilled returns a board whose numbers are the ends of random
// paths that cover every cell and never touch themselves, so that it has
// at least one solution under rule A, or nil when the random growth left
// a cell alone.
func randomFilled(rng *rand.Rand, rows, cols int) *Puzzle {
	n := rows * cols
	owner := make([]int, n)
	for i := range owner {
		owner[i] = -1
	}
	nbrs := func(v int) []int {
		r, c := v/cols, v%cols
		var out []int
		if r > 0 {
			out = append(out, v-cols)
		}
		if r+1 < rows {
			out = append(out, v+cols)
		}
		if c > 0 {
			out = append(out, v-1)
		}
		if c+1 < cols {
			out = append(out, v+1)
		}
		return out
	}
	cells := make([]int, n)
	k := 0
	for _, s := range rng.Perm(n) {
		if owner[s] >= 0 {
			continue
		}
		owner[s] = k
		path := []int{s}
		for _, fromHead := range []bool{false, true} {
			limit := 1 + rng.Intn(2*n)
			for step := 0; step < limit; step++ {
				end := path[len(path)-1]
				if fromHead {
					end = path[0]
				}
				var cand []int
				for _, x := range nbrs(end) {
					if owner[x] >= 0 {
						continue
					}
					touch := false
					for _, y := range nbrs(x) {
						if y != end && owner[y] == k {
							touch = true
						}
					}
					if !touch {
						cand = append(cand, x)
					}
				}
				if len(cand) == 0 {
					break
				}
				x := cand[rng.Intn(len(cand))]
				owner[x] = k
				if fromHead {
					path = append([]int{x}, path...)
				} else {
					path = append(path, x)
				}
			}
		}
		if len(path) < 2 {
			return nil
		}
		cells[path[0]] = k + 1
		cells[path[len(path)-1]] = k + 1
		k++
	}
	p, err := New(rows, cols, cells)
	if err != nil {
		panic(err)
	}
	return p
}

// TestDeductionsKeepFamily compares the number of solutions with and
// without the deductions (and with the deductions but no probing) on
// random boards, under every rule: boards filled by random paths (which
// have solutions under rule A, where the deductions have most to do) and
// boards with random numbers.
func TestDeductionsKeepFamily(t *testing.T) {
	rng := rand.New(rand.NewSource(61))
	ctx := context.Background()
	sizes := [][2]int{{2, 4}, {3, 3}, {3, 4}, {4, 4}, {3, 6}, {4, 5}, {5, 5}, {4, 7}, {6, 5}, {6, 6}}
	checked, filled := 0, 0
	for _, sz := range sizes {
		iters := 120
		if sz[0]*sz[1] > 20 {
			iters = 40
		}
		for it := 0; it < iters; it++ {
			var p *Puzzle
			if it%3 != 2 {
				for try := 0; p == nil && try < 100; try++ {
					p = randomFilled(rng, sz[0], sz[1])
				}
				if p == nil {
					continue
				}
				filled++
			} else {
				p = randomPuzzle(rng, sz[0], sz[1], 1+rng.Intn(max(1, sz[0]*sz[1]/4)))
			}
			for _, rule := range []Rule{RuleA, RuleB, RuleC} {
				if rule == RuleC && sz[0]*sz[1] > 20 {
					continue
				}
				want, err := p.Count(ctx, rule, Options{Workers: 1, NoDeduce: true})
				if err != nil {
					t.Fatal(err)
				}
				if rule == RuleA && it%3 != 2 && want.Sign() == 0 {
					t.Fatalf("a board filled by paths has no solution under rule A\n%s", p)
				}
				for _, opt := range []Options{{Workers: 1}, {Workers: 1, NoProbe: true}} {
					got, err := p.Count(ctx, rule, opt)
					if err != nil {
						t.Fatal(err)
					}
					if got.Cmp(want) != 0 {
						t.Fatalf("rule %v noprobe=%v: %v solutions with the deductions, %v without\n%s", rule, opt.NoProbe, got, want, p)
					}
					checked++
				}
			}
		}
	}
	if filled < 300 {
		t.Fatalf("only %d filled boards were made", filled)
	}
	t.Logf("%d comparisons, %d filled boards", checked, filled)
}

// TestBackboneKeepsFamily checks that the edges the SAT backbone fixes
// keep every solution under rule A: the count with the backbone equals
// the count without any deduction, on random boards filled by paths
// (some with more than one solution) and on boards with random numbers.
func TestBackboneKeepsFamily(t *testing.T) {
	if _, err := cnf.Cadical.Path(); err != nil {
		t.Skipf("SAT solver not installed: %v", err)
	}
	rng := rand.New(rand.NewSource(62))
	ctx := context.Background()
	sizes := [][2]int{{3, 3}, {3, 4}, {4, 4}, {4, 5}, {5, 5}, {6, 6}}
	// A board with two solutions under rule A, and its mirror images.
	twoSols := [][]int{
		{0, 0, 0, 0, 0, 4},
		{0, 1, 0, 1, 0, 0},
		{0, 2, 3, 0, 0, 0},
		{3, 0, 0, 2, 4, 0},
	}
	var fixtures []*Puzzle
	for _, tr := range []int{0, 1, 2, 3} {
		rows, cols := len(twoSols), len(twoSols[0])
		if tr >= 2 {
			rows, cols = cols, rows
		}
		cells := make([]int, rows*cols)
		for r, row := range twoSols {
			for c, x := range row {
				switch tr {
				case 0:
					cells[r*cols+c] = x
				case 1:
					cells[r*cols+cols-1-c] = x
				case 2:
					cells[c*cols+r] = x
				case 3:
					cells[(rows-1-c)*cols+r] = x
				}
			}
		}
		p, err := New(rows, cols, cells)
		if err != nil {
			t.Fatal(err)
		}
		fixtures = append(fixtures, p)
	}
	fixedAll, multi := 0, 0
	for _, sz := range append(sizes, [2]int{0, 0}) {
		for it := 0; it < 6; it++ {
			var p *Puzzle
			switch {
			case sz[0] == 0:
				if it >= len(fixtures) {
					continue
				}
				p = fixtures[it]
			case it%3 != 2:
				for try := 0; p == nil && try < 100; try++ {
					p = randomFilled(rng, sz[0], sz[1])
				}
				if p == nil {
					continue
				}
			default:
				p = randomPuzzle(rng, sz[0], sz[1], 1+rng.Intn(max(1, sz[0]*sz[1]/4)))
			}
			want, err := p.Count(ctx, RuleA, Options{Workers: 1, NoDeduce: true})
			if err != nil {
				t.Fatal(err)
			}
			got, err := p.Count(ctx, RuleA, Options{Workers: 1, Backbone: true})
			if err != nil {
				t.Fatal(err)
			}
			if got.Cmp(want) != 0 {
				t.Fatalf("%v solutions with the backbone, %v without deductions\n%s", got, want, p)
			}
			if want.Int64() > 1 {
				multi++
			}
			// On a board with one solution the backbone is every edge.
			b, err := p.board(RuleA, false)
			if err != nil {
				t.Fatal(err)
			}
			if err := b.backbone(ctx, cnf.Cadical, 64); err != nil {
				if want.Sign() == 0 && errors.Is(err, errUnsolvable) {
					continue
				}
				t.Fatal(err)
			}
			if want.Int64() == 1 {
				for e, st := range b.force {
					if st == free {
						t.Fatalf("edge %d not fixed on a board with one solution\n%s", e, p)
					}
				}
				fixedAll++
			}
		}
	}
	if fixedAll == 0 || multi < len(fixtures) {
		t.Fatalf("boards with one solution: %d, with several: %d; want some of each", fixedAll, multi)
	}
}

// TestForcedInEverySolution checks Forced against the solutions built
// without deductions: every solution holds every edge fixed in and none
// fixed out, on boards of both orientations (wide boards are turned for
// construction).
func TestForcedInEverySolution(t *testing.T) {
	rng := rand.New(rand.NewSource(63))
	ctx := context.Background()
	sizes := [][2]int{{3, 5}, {5, 3}, {4, 6}, {6, 4}, {2, 7}}
	fixed := 0
	for _, sz := range sizes {
		for it := 0; it < 20; it++ {
			p := randomFilled(rng, sz[0], sz[1])
			if p == nil {
				continue
			}
			for _, rule := range []Rule{RuleA, RuleB} {
				m := zdd.New()
				f, err := p.Solutions(ctx, m, rule, Options{Workers: 1, NoDeduce: true})
				if err != nil {
					t.Fatal(err)
				}
				fin, fout, ok, err := p.Forced(ctx, rule, Options{Workers: 1})
				if err != nil {
					t.Fatal(err)
				}
				if !ok {
					if f != zdd.Empty {
						t.Fatalf("rule %v: deductions found no solution, but there are %v\n%s", rule, m.Count(f), p)
					}
					continue
				}
				fixed += len(fin) + len(fout)
				m.Each(f, func(set []uint32) bool {
					has := map[uint32]bool{}
					for _, e := range set {
						has[e] = true
					}
					for _, e := range fin {
						if !has[e] {
							t.Fatalf("rule %v: edge %d fixed in is missing from a solution\n%s", rule, e, p)
						}
					}
					for _, e := range fout {
						if has[e] {
							t.Fatalf("rule %v: edge %d fixed out is in a solution\n%s", rule, e, p)
						}
					}
					return true
				})
			}
		}
	}
	if fixed == 0 {
		t.Fatal("no edge was fixed")
	}
}
