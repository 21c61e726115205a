package firefly

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// randomBoard makes a rows x cols board with fireflies on about one
// cell in three, numbers 0..2 or unknown, dots mostly pointing into the
// board.
func randomBoard(rng *rand.Rand, rows, cols int) *Puzzle {
	p, _ := New(rows, cols)
	for i := range p.Cells {
		if rng.Intn(3) != 0 {
			continue
		}
		c := Cell{Num: rng.Intn(4) - 1, Dir: rng.Intn(5)}
		if c.Num < 0 {
			c.Num = Unknown
		}
		if rng.Intn(8) != 0 {
			for tries := 0; tries < 10; tries++ {
				r, cc := i/cols+dr[c.Dir], i%cols+dc[c.Dir]
				if c.Dir != None && r >= 0 && cc >= 0 && r < rows && cc < cols {
					break
				}
				c.Dir = 1 + rng.Intn(4)
			}
		}
		p.Cells[i] = c
	}
	return p
}

// bruteSolutions checks every set of edges.
func bruteSolutions(p *Puzzle) []string {
	m := p.Graph().M()
	var out []string
	set := make([]uint32, 0, m)
	for mask := 0; mask < 1<<m; mask++ {
		set = set[:0]
		for e := 0; e < m; e++ {
			if mask>>e&1 == 1 {
				set = append(set, uint32(e))
			}
		}
		if p.Check(set) == nil {
			out = append(out, fmt.Sprint(set))
		}
	}
	sort.Strings(out)
	return out
}

// zddSolutions lists the family's sets.
func zddSolutions(t testing.TB, p *Puzzle) []string {
	t.Helper()
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	m.Each(f, func(s []uint32) bool {
		s = slices.Clone(s)
		slices.Sort(s)
		out = append(out, fmt.Sprint(s))
		return true
	})
	sort.Strings(out)
	if n := m.Count(f).Int64(); int(n) != len(out) {
		t.Fatalf("count %d, listed %d", n, len(out))
	}
	return out
}

func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	sizes := [][2]int{{1, 1}, {1, 2}, {1, 4}, {2, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}, {2, 5}, {5, 2}, {3, 4}, {4, 3}}
	total, withSol := 0, 0
	for _, sz := range sizes {
		n := 60
		if sz[0]*sz[1] >= 12 {
			n = 6
		}
		for k := 0; k < n; k++ {
			p := randomBoard(rng, sz[0], sz[1])
			want := bruteSolutions(p)
			got := zddSolutions(t, p)
			total++
			if len(want) > 0 {
				withSol++
			}
			if strings.Join(got, ";") != strings.Join(want, ";") {
				t.Fatalf("%dx%d board\n%s: ZDD %d solutions, brute force %d\nzdd:   %v\nbrute: %v", sz[0], sz[1], p, len(got), len(want), got, want)
			}
		}
	}
	if withSol < total/10 {
		t.Fatalf("only %d of %d boards have a solution", withSol, total)
	}
	t.Logf("%d boards, %d with solutions", total, withSol)
}

// first is one set of f (nil for none).
func first(m *zdd.Manager, f zdd.Node) []uint32 {
	var out []uint32
	m.Each(f, func(s []uint32) bool {
		out = append([]uint32(nil), s...)
		return false
	})
	return out
}
