package slitherlink

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
)

var update = flag.Bool("update", false, "rewrite golden files")

// fixtures returns the puzzles of testdata/fixtures.txt, each with its
// recorded count and solution.
func fixtures(t testing.TB) []*Entry { return testdataEntries(t, "testdata/fixtures.txt") }

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

// checker returns the check of a reported solution of p: a single loop
// meeting every clue.
func checker(p *Puzzle) func([]int) error {
	return func(s []int) error { return p.Check(u32s(s), false) }
}

// capped returns a recorded count as a method reports it (2 meaning at
// least two).
func capped(n int64) int { return int(min(n, 2)) }

// bruteLoops enumerates the solutions of p by a search over the edges
// (dot degrees 0 or 2, clue counts), checking each complete set with
// p.Check; it stops after limit solutions.
func bruteLoops(p *Puzzle, limit int) [][]int {
	g := p.Graph()
	var ends [][2]int
	for _, e := range g.Edges() {
		ends = append(ends, [2]int{e.U, e.V})
	}
	var cons [][]int
	var want []int
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if k := p.Clue(r, c); k >= 0 {
				ce := p.CellEdges(r, c)
				cons = append(cons, ce[:])
				want = append(want, k)
			}
		}
	}
	var out [][]int
	s := &solvertest.EdgeSearch{Ends: ends, N: g.N(), Cons: cons, Want: want,
		MaxDeg: func(int) int { return 2 },
		OkDeg:  func(_, d int) bool { return d == 0 || d == 2 },
		Leaf: func(set []int) bool {
			if p.Check(u32s(set), false) == nil {
				out = append(out, slices.Clone(set))
			}
			return len(out) < limit
		}}
	s.Run()
	return out
}

// randomLoopPuzzle returns a rows x cols puzzle whose clues are those
// of a random single loop (the border of a random connected set of
// cells), each kept with probability keep.
func randomLoopPuzzle(rng *rand.Rand, rows, cols int, keep float64) *Puzzle {
	p, _ := randomLoop(rng, rows, cols, keep)
	return p
}

// randomLoop is randomLoopPuzzle that also returns the loop (its edges,
// sorted): a solution of the puzzle.
func randomLoop(rng *rand.Rand, rows, cols int, keep float64) (*Puzzle, []uint32) {
	p, err := New(rows, cols)
	if err != nil {
		panic(err)
	}
	for {
		in := make([]bool, rows*cols)
		in[rng.IntN(rows*cols)] = true
		size := 1 + rng.IntN(rows*cols-1)
		for n := 1; n < size; {
			c := rng.IntN(rows * cols)
			if in[c] {
				continue
			}
			r0, c0 := c/cols, c%cols
			adj := false
			for _, d := range [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
				r1, c1 := r0+d[0], c0+d[1]
				if r1 >= 0 && c1 >= 0 && r1 < rows && c1 < cols && in[r1*cols+c1] {
					adj = true
				}
			}
			if adj {
				in[c] = true
				n++
			}
		}
		// The border of the region: edges between an inside cell and an
		// outside cell or the outside of the grid.
		inside := func(r, c int) bool { return r >= 0 && c >= 0 && r < rows && c < cols && in[r*cols+c] }
		var border []int
		for r := 0; r <= rows; r++ {
			for c := 0; c < cols; c++ {
				if inside(r-1, c) != inside(r, c) {
					border = append(border, p.HEdge(r, c))
				}
			}
		}
		for r := 0; r < rows; r++ {
			for c := 0; c <= cols; c++ {
				if inside(r, c-1) != inside(r, c) {
					border = append(border, p.VEdge(r, c))
				}
			}
		}
		onLoop := make([]bool, p.Edges())
		for _, e := range border {
			onLoop[e] = true
		}
		for r := 0; r < rows; r++ {
			for c := 0; c < cols; c++ {
				k := int8(0)
				for _, e := range p.CellEdges(r, c) {
					if onLoop[e] {
						k++
					}
				}
				p.Clues[r*cols+c] = k
				if rng.Float64() >= keep {
					p.Clues[r*cols+c] = NoClue
				}
			}
		}
		slices.Sort(border)
		// Keep only regions whose border is one simple loop and whose
		// clues are all below 4.
		if _, err := p.forExternal(); err == nil && p.Check(u32s(border), false) == nil {
			return p, u32s(border)
		}
	}
}

// The brute-force enumeration agrees with the recorded answers of the
// fixtures and with counts worked out by hand, and the random puzzles
// have solutions.
func TestBruteLoops(t *testing.T) {
	for _, e := range fixtures(t) {
		sols := bruteLoops(e.Puzzle, 3)
		if len(sols) != capped(e.Count) || !slices.Equal(sols[0], ints(e.Solution)) {
			t.Errorf("%s: brute force found %d solutions", e.Puzzle.ID, len(sols))
		}
	}
	// A 1x1 Slitherlink: the only loop is the cell border.
	one, _ := New(1, 1)
	if n := len(bruteLoops(one, 10)); n != 1 {
		t.Errorf("1x1 without clue: %d loops, want 1", n)
	}
	// 2x2 without clues: 4 single cells, 4 dominoes, 4 L-trominoes, 1
	// square: 13 simple cycles of the 3x3 dot grid.
	four, _ := New(2, 2)
	if n := len(bruteLoops(four, 100)); n != 13 {
		t.Errorf("2x2 without clues: %d loops, want 13", n)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		p := randomLoopPuzzle(rng, 3, 4, 0.7)
		if len(bruteLoops(p, 1)) == 0 {
			t.Fatalf("random puzzle %v has no solution", p.Clues)
		}
	}
}

// The starting rules hold for every solution found by brute force.
func TestStartingRulesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	check := func(name string, p *Puzzle, sols [][]int) {
		in, out := p.StartingRules()
		for _, s := range sols {
			for _, e := range in {
				if !slices.Contains(s, e) {
					t.Errorf("%s: edge %d deduced in is out of solution %v", name, e, s)
				}
			}
			for _, e := range out {
				if slices.Contains(s, e) {
					t.Errorf("%s: edge %d deduced out is in solution %v", name, e, s)
				}
			}
		}
	}
	rules := 0
	for i := range 300 {
		rows, cols := 2+i%3, 2+i/3%3
		p := randomLoopPuzzle(rng, rows, cols, 0.3+0.7*rng.Float64())
		in, out := p.StartingRules()
		rules += len(in) + len(out)
		check(fmt.Sprint(rows, "x", cols, p.Clues), p, bruteLoops(p, 1000))
	}
	if rules == 0 {
		t.Fatal("no rule ever applied")
	}
	// Two 3s whose common border is the only solution: the rule for
	// adjacent 3s must not claim the edge between them.
	p, err := ParseGrid(".00\n...\n.33")
	if err != nil {
		t.Fatal(err)
	}
	sols := bruteLoops(p, 10)
	if len(sols) != 1 {
		t.Fatalf("domino: %d solutions, want 1", len(sols))
	}
	check("domino", p, sols)
	if in, _ := p.StartingRules(); slices.Contains(in, p.VEdge(2, 2)) {
		t.Errorf("domino: the edge between the 3s is deduced in")
	}
	for _, e := range fixtures(t) {
		check(e.Puzzle.ID, e.Puzzle, [][]int{ints(e.Solution)})
	}
}

// The classic opening rules are among the starting rules.
func TestStartingRulesPatterns(t *testing.T) {
	type edge struct {
		h    bool // horizontal (HEdge) or vertical (VEdge)
		r, c int
	}
	for _, tc := range []struct {
		name, grid string
		in, out    []edge
	}{
		{"1 in a corner", "1...\n....\n....\n....", nil, []edge{{true, 0, 0}, {false, 0, 0}}},
		{"3 in a corner", "...3\n....\n....\n....", []edge{{true, 0, 3}, {false, 0, 4}}, nil},
		{"2 in the top-left corner", "2...\n....\n....\n....", []edge{{true, 0, 1}, {false, 1, 0}}, nil},
		{"2 in the top-right corner", "...2\n....\n....\n....", []edge{{true, 0, 2}, {false, 1, 4}}, nil},
		{"2 in the bottom-left corner", "....\n....\n....\n2...", []edge{{true, 4, 1}, {false, 2, 0}}, nil},
		{"2 in the bottom-right corner", "....\n....\n....\n...2", []edge{{true, 4, 2}, {false, 2, 4}}, nil},
		{"a 3 diagonally next to a 0", ".....\n.3...\n..0..\n.....\n.....", []edge{{true, 2, 1}, {false, 1, 2}}, nil},
		{"two diagonal 3s", ".....\n.3...\n..3..\n.....\n.....", []edge{{true, 1, 1}, {false, 1, 1}, {true, 3, 2}, {false, 2, 3}}, nil},
		// The 1 keeps the border of the two 3s from being a solution.
		{"two adjacent 3s", ".....\n.33..\n.....\n.....\n....1", []edge{{false, 1, 1}, {false, 1, 2}, {false, 1, 3}}, nil},
	} {
		p, err := ParseGrid(tc.grid)
		if err != nil {
			t.Fatal(err)
		}
		in, out := p.StartingRules()
		for _, want := range []struct {
			got   []int
			edges []edge
			what  string
		}{{in, tc.in, "in"}, {out, tc.out, "out"}} {
			for _, e := range want.edges {
				x := p.VEdge(e.r, e.c)
				if e.h {
					x = p.HEdge(e.r, e.c)
				}
				if !slices.Contains(want.got, x) {
					t.Errorf("%s: edge %v (%d) is not deduced %s: in %v, out %v", tc.name, e, x, want.what, in, out)
				}
			}
		}
	}
}

// The data-set reader gives the recorded answer in the edge numbering
// of p.Graph() and keeps the count as written.
func TestEntryAnswer(t *testing.T) {
	const line = "pzprjs-slither-1 5 5 2..1..2..1..2..3..3..0..3 1 111110110000100000101010000001100001110101111001111111000011 answer=source"
	e, err := ParseLine(line)
	if err != nil {
		t.Fatal(err)
	}
	p := e.Puzzle
	if p.ID != "pzprjs-slither-1" || p.Rows != 5 || p.Clue(0, 0) != 2 || p.Clue(0, 1) != NoClue || e.Meta["answer"] != "source" {
		t.Errorf("parsed %+v", e)
	}
	if e.Count != 1 || e.CountText != "1" {
		t.Errorf("count %d %q", e.Count, e.CountText)
	}
	if err := p.Check(e.Solution, false); err != nil {
		t.Errorf("recorded solution: %v", err)
	}
	// The first solution character is the top edge of cell (0,0): the
	// edge from dot (0,0) to dot (0,1), edge 0 of the lattice.
	if e.Solution[0] != 0 {
		t.Errorf("first edge %d", e.Solution[0])
	}
	for _, c := range []string{"2+", "?"} {
		e, err := ParseLine(strings.Replace(line, " 1 1111", " "+c+" 1111", 1))
		if err != nil || e.Count != -1 || e.CountText != c {
			t.Errorf("count %s: %+v %v", c, e, err)
		}
	}
}

// The models refuse bad clues, naming the cell, and accept a puzzle
// value not made by New.
func TestExternalBadInput(t *testing.T) {
	p, _ := New(2, 1)
	p.Clues[1] = -2
	if _, err := NewIPModel(p, true, true); err == nil || !strings.Contains(err.Error(), "cell (1, 0): clue -2") {
		t.Errorf("ip: %v", err)
	}
	q := &Puzzle{Rows: 1, Cols: 1, Clues: []int8{5}}
	if _, err := q.CNF(false); err == nil || !strings.Contains(err.Error(), "cell (0, 0): clue 5") {
		t.Errorf("sat: %v", err)
	}
	q = &Puzzle{Rows: 1, Cols: 2, Clues: []int8{3}}
	if _, err := q.CNF(false); err == nil || !strings.Contains(err.Error(), "1 clues for 1x2") {
		t.Errorf("sat: %v", err)
	}
	q = &Puzzle{Rows: 1, Cols: 2, Clues: []int8{3, NoClue}}
	f, err := q.CNF(false)
	if err != nil || f.Vars() != 7 {
		t.Errorf("a puzzle not made by New: %v", err)
	}
}
