package numberlink

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// TestRandomPlanted checks Random's boards: the planted label grid is a
// rule-A solution, the board's numbers are its pieces' ends, and on
// small boards the count is brute force's.
func TestRandomPlanted(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	sizes := [][2]int{{1, 2}, {1, 7}, {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {3, 5}, {4, 5}}
	for _, sz := range sizes {
		for it := 0; it < 6; it++ {
			maxLen := 2 + rng.IntN(6)
			p, lab, err := Random(rng, sz[0], sz[1], RandomOptions{MaxLen: maxLen})
			if err != nil {
				// an odd number of cells has no cut into pieces of 2
				if sz[0]*sz[1]%2 == 1 && maxLen == 2 {
					continue
				}
				t.Fatalf("%dx%d maxLen %d: %v", sz[0], sz[1], maxLen, err)
			}
			set, err := p.Check(lab, RuleA)
			if err != nil {
				t.Fatalf("%dx%d: planted labels are not a rule-A solution: %v\n%s", sz[0], sz[1], err, p)
			}
			for v, x := range p.Cells {
				if x != 0 && lab[v] != x {
					t.Fatalf("%dx%d: cell %d holds %d but lies on piece %d", sz[0], sz[1], v, x, lab[v])
				}
			}
			want, _ := bruteCount(p, RuleA)
			m := zdd.New()
			f, err := p.Solutions(context.Background(), m, RuleA, Options{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := m.Count64(f); int(got) != want || want < 1 {
				t.Fatalf("%dx%d: count %d, brute force %d\n%s", sz[0], sz[1], got, want, p)
			}
			if !m.Contains(f, set) {
				t.Fatalf("%dx%d: the planted solution is not in the family\n%s", sz[0], sz[1], p)
			}
		}
	}
}

// TestRandomSolved solves Random's boards of up to 20x20 (30x30 without
// -short) and checks that the planted solution is among the solutions
// found, with the deductions, without them, and on all cores: a wrong
// deduction or a construction that loses a solution shows here on
// boards no data set holds.
func TestRandomSolved(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	sizes := [][2]int{{6, 6}, {8, 11}, {12, 12}, {15, 9}, {20, 20}}
	if !testing.Short() {
		sizes = append(sizes, [2]int{30, 30})
	}
	boards := 0
	for _, sz := range sizes {
		for k := range 9 {
			maxLen := []int{4, 12, 60}[k%3]
			// long straight runs, so long paths and few pairs, on a third
			moves := []float64{0, 0, 0.3}[k/3]
			p, lab, err := Random(rng, sz[0], sz[1], RandomOptions{MaxLen: maxLen, Moves: moves})
			if err != nil {
				t.Fatal(err)
			}
			set, err := p.Check(lab, RuleA)
			if err != nil {
				t.Fatal(err)
			}
			var counts []uint64
			for _, opt := range []Options{{Workers: 1}, {}, {Workers: 1, NoDeduce: true}} {
				if opt.NoDeduce && sz[0]*sz[1] > 150 && maxLen > 4 {
					continue // without deductions, long pieces make wide levels
				}
				m := zdd.New()
				f, err := p.Solutions(context.Background(), m, RuleA, opt)
				if err != nil {
					t.Fatalf("%dx%d maxLen %d %+v: %v\n%s", sz[0], sz[1], maxLen, opt, err, p)
				}
				if !m.Contains(f, set) {
					t.Fatalf("%dx%d maxLen %d %+v: the planted solution is not in the family\n%s", sz[0], sz[1], maxLen, opt, p)
				}
				c, ok := m.Count64(f)
				if !ok {
					t.Fatalf("%dx%d: count past 64 bits", sz[0], sz[1])
				}
				counts = append(counts, c)
			}
			for _, c := range counts[1:] {
				if c != counts[0] {
					t.Fatalf("%dx%d maxLen %d: counts %v differ by options\n%s", sz[0], sz[1], maxLen, counts, p)
				}
			}
			boards++
		}
	}
	t.Logf("%d boards", boards)
}

// TestRandomErrors checks Random's refusals.
func TestRandomErrors(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, c := range []struct {
		rows, cols int
		opt        RandomOptions
	}{{1, 1, RandomOptions{}}, {0, 5, RandomOptions{}}, {3, 3, RandomOptions{MaxLen: 1}},
		{1, 3, RandomOptions{MaxLen: 2}}, {4, 4, RandomOptions{Moves: -1}}} {
		if _, _, err := Random(rng, c.rows, c.cols, c.opt); err == nil {
			t.Errorf("Random(%d, %d, %+v): no error", c.rows, c.cols, c.opt)
		}
	}
}
