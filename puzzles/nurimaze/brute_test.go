package nurimaze

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzpr"
	"github.com/zqlang/zq/zdd"
)

// randomBoard makes a rows x cols board of random rooms (each inner
// border drawn with probability 1/2) with a start, a goal and a few
// circles and triangles.
func randomBoard(rng *rand.Rand, rows, cols int) *Puzzle {
	p, _ := newPuzzle(rows, cols)
	b := &pzpr.Borders{Rows: rows, Cols: cols, V: make([]bool, rows*(cols-1)), H: make([]bool, (rows-1)*cols)}
	for i := range b.V {
		b.V[i] = rng.Intn(2) == 0
	}
	for i := range b.H {
		b.H[i] = rng.Intn(2) == 0
	}
	p.Room, p.Rooms = b.Rooms()
	N := rows * cols
	perm := rng.Perm(N)
	p.Marks[perm[0]] = Start
	p.Marks[perm[1]] = Goal
	for _, i := range perm[2:] {
		switch rng.Intn(8) {
		case 0:
			p.Marks[i] = Circle
		case 1:
			p.Marks[i] = Triangle
		}
	}
	return p
}

func bruteSolutions(p *Puzzle) []string {
	N := len(p.Marks)
	var out []string
	set := make([]uint32, 0, N)
	for mask := 0; mask < 1<<N; mask++ {
		set = set[:0]
		for i := 0; i < N; i++ {
			if mask>>i&1 == 1 {
				set = append(set, uint32(i))
			}
		}
		if p.Check(set) == nil {
			out = append(out, fmt.Sprint(set))
		}
	}
	sort.Strings(out)
	return out
}

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
	n, err := p.CountSolutions(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if int(n.Int64()) != len(out) {
		t.Fatalf("%s: the spec counts %v, the family has %d", p, n, len(out))
	}
	return out
}

func first(m *zdd.Manager, f zdd.Node) []uint32 {
	var out []uint32
	m.Each(f, func(s []uint32) bool {
		out = append([]uint32(nil), s...)
		return false
	})
	return out
}

func TestBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	sizes := [][2]int{{1, 2}, {1, 4}, {2, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}, {3, 4}, {4, 3}}
	total, withSol := 0, 0
	for _, sz := range sizes {
		for k := 0; k < 60; k++ {
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
