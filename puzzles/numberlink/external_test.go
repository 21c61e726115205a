package numberlink

import (
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
)

// fixtures returns the boards of testdata/fixtures.txt with their
// recorded answers.
func fixtures(t *testing.T) []*Instance { return loadSet(t, "testdata/fixtures.txt") }

func u32s(s []int) []uint32 {
	out := make([]uint32, len(s))
	for i, x := range s {
		out[i] = uint32(x)
	}
	return out
}

func ints(s []uint32) []int {
	out := make([]int, len(s))
	for i, x := range s {
		out[i] = int(x)
	}
	return out
}

// checker returns the check of a reported solution of p under rule.
func checker(p *Puzzle, rule Rule) func([]int) error {
	return func(s []int) error { return p.Explain(u32s(s), rule) }
}

// recorded returns the recorded rule-A solution of in as edges of
// p.Graph(), nil when none is recorded.
func recorded(t testing.TB, in *Instance) []int {
	t.Helper()
	if in.Status != "A" {
		return nil
	}
	set, err := in.Puzzle.Check(in.Answer, RuleA)
	if err != nil {
		t.Fatalf("%s: recorded solution: %v", in.Puzzle.ID, err)
	}
	return ints(set)
}

// capped returns a recorded count as a method reports it (2 meaning at
// least two) and whether it is determined.
func capped(c Count) (int, bool) {
	if !c.Known || (c.AtLeast && c.N < 2) {
		return 0, false
	}
	return int(min(c.N, 2)), true
}

// boards returns small self-made boards covering the three rules; the
// last four have rule-A solutions (two, then one each).
func boards() []*Puzzle {
	var out []*Puzzle
	for _, b := range []struct {
		w, h  int
		cells []int
	}{
		{2, 2, []int{1, 1, 0, 0}},
		{3, 3, []int{1, 0, 0, 0, 0, 0, 0, 0, 1}},
		{3, 3, []int{1, 0, 2, 0, 0, 0, 1, 0, 2}},
		{4, 3, []int{1, 0, 0, 2, 0, 0, 0, 0, 1, 0, 0, 2}},
		{4, 4, []int{1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1}},
		{4, 4, []int{1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 1, 2, 3, 0}},
		{3, 2, []int{1, 0, 0, 0, 0, 1}},
		{2, 1, []int{1, 1}},
		{1, 1, []int{0}},
		// Boards with rule-A solutions: two, then one each.
		{5, 4, []int{1, 0, 0, 0, 0, 0, 2, 0, 3, 0, 0, 3, 0, 2, 0, 0, 0, 0, 0, 1}},
		{3, 4, []int{3, 0, 1, 2, 3, 0, 0, 2, 0, 1, 0, 0}},
		{3, 3, []int{2, 0, 0, 3, 3, 0, 1, 1, 2}},
		{4, 3, []int{2, 1, 0, 1, 0, 3, 0, 0, 0, 0, 2, 3}},
	} {
		p, err := New(b.h, b.w, b.cells)
		if err != nil {
			panic(err)
		}
		out = append(out, p)
	}
	return out
}

// bruteSolutions enumerates the solutions of p under rule by a search
// over the edges (numbers of degree 1, other cells 0 or 2), checking
// each complete set with p.Explain; it stops after limit.
func bruteSolutions(p *Puzzle, rule Rule, limit int) [][]int {
	g := p.Graph()
	var ends [][2]int
	for _, e := range g.Edges() {
		ends = append(ends, [2]int{e.U, e.V})
	}
	var out [][]int
	s := &solvertest.EdgeSearch{Ends: ends, N: g.N(),
		MaxDeg: func(v int) int {
			if p.Cells[v] > 0 {
				return 1
			}
			return 2
		},
		OkDeg: func(v, d int) bool {
			if p.Cells[v] > 0 {
				return d == 1
			}
			return d == 2 || (d == 0 && rule == RuleC)
		},
		Leaf: func(set []int) bool {
			// A cell without edges (a 1x1 board) is never checked by
			// the search; Explain covers it.
			if p.Explain(u32s(set), rule) == nil {
				out = append(out, slices.Clone(set))
			}
			return len(out) < limit
		}}
	s.Run()
	return out
}

// The brute-force enumeration agrees with the recorded answers of the
// fixtures and with counts worked out by hand; the reader gives the
// recorded answers.
func TestBruteSolutions(t *testing.T) {
	all := fixtures(t)
	for _, in := range all {
		for _, rule := range []Rule{RuleA, RuleB, RuleC} {
			c := in.Counts[rule]
			if !c.Known {
				continue
			}
			if n := len(bruteSolutions(in.Puzzle, rule, 10)); int64(n) != c.N {
				t.Errorf("%s: rule %v: brute force found %d solutions, want %d", in.Puzzle.ID, rule, n, c.N)
			}
		}
	}
	if len(all) != 2 {
		t.Fatalf("%d fixtures", len(all))
	}
	p := all[0].Puzzle
	if p.ID != "pzprjs-numlin-1" || p.Cols != 5 || all[0].Status != "A" || all[0].Counts[RuleA].N != 1 || p.Pairs() != 3 {
		t.Errorf("parsed %+v", all[0])
	}
	if sols := bruteSolutions(p, RuleA, 2); len(sols) != 1 || !slices.Equal(sols[0], recorded(t, all[0])) {
		t.Errorf("recorded solution %v, brute force %v", recorded(t, all[0]), sols)
	}
	if all[1].Status != "none" || all[1].Counts[RuleC].Known || recorded(t, all[1]) != nil {
		t.Errorf("second: %+v", all[1])
	}
	// A 2x2 board with a pair on one side: rule C has the direct edge
	// and the path around (2); A and B must cover every cell: 1, and the
	// path touches itself, so A has none.
	nl := boards()[0]
	for rule, want := range map[Rule]int{RuleA: 0, RuleB: 1, RuleC: 2} {
		if n := len(bruteSolutions(nl, rule, 10)); n != want {
			t.Errorf("2x2 rule %v: %d, want %d", rule, n, want)
		}
	}
}
