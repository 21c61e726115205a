package sudoku

import (
	"flag"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files")

// fixtures returns the puzzles of testdata/fixtures.txt with their
// recorded solutions.
func fixtures(t testing.TB) []*Record { return loadFile(t, "testdata/fixtures.txt") }

func ints(s []uint32) []int {
	out := make([]int, len(s))
	for i, x := range s {
		out[i] = int(x)
	}
	return out
}

// recorded returns the recorded solution of rec as placements.
func recorded(rec *Record) []int { return ints(rec.Puzzle.RowsOf(rec.Solution)) }

// checker returns the check of a reported solution of p.
func checker(p *Puzzle) func([]int) error { return p.ExplainPlacements }

// capped returns a recorded count as a method reports it (2 meaning at
// least two).
func capped(n int64) int { return int(min(n, 2)) }

// bruteSolutions enumerates the solutions of p (as sorted placements) by
// backtracking over the cells; it stops after limit.
func bruteSolutions(p *Puzzle, limit int) [][]int {
	n := p.N()
	grid := slices.Clone(p.Cells)
	units := p.Units()
	unitsOf := make([][]int, n*n)
	for u, cells := range units {
		for _, c := range cells {
			unitsOf[c] = append(unitsOf[c], u)
		}
	}
	ok := func(cell int, d uint8) bool {
		for _, u := range unitsOf[cell] {
			for _, c := range units[u] {
				if c != cell && grid[c] == d {
					return false
				}
			}
		}
		return true
	}
	for cell, d := range grid {
		if d > 0 && !ok(cell, d) {
			return nil
		}
	}
	var out [][]int
	var rec func(cell int) bool
	rec = func(cell int) bool {
		for cell < n*n && grid[cell] != 0 {
			cell++
		}
		if cell == n*n {
			out = append(out, ints(p.RowsOf(grid)))
			return len(out) < limit
		}
		for d := uint8(1); int(d) <= n; d++ {
			if ok(cell, d) {
				grid[cell] = d
				if !rec(cell + 1) {
					grid[cell] = 0
					return false
				}
			}
		}
		grid[cell] = 0
		return true
	}
	rec(0)
	return out
}

// randomSudoku returns a puzzle with the givens of a random solution of
// the empty grid kept with probability keep.
func randomSudoku(rng *rand.Rand, boxRows, boxCols int, x bool, keep float64) *Puzzle {
	p, err := New(boxRows, boxCols, x)
	if err != nil {
		panic(err)
	}
	n := p.N()
	units := p.Units()
	// partialOK reports whether the digit in cell clashes with no other
	// digit in its units.
	partialOK := func(cell int) bool {
		for _, u := range units {
			if !slices.Contains(u, cell) {
				continue
			}
			for _, c := range u {
				if c != cell && p.Cells[c] == p.Cells[cell] {
					return false
				}
			}
		}
		return true
	}
	// Fill the cells row by row with digits in random order, backtracking.
	var full []uint8
	var rec func(cell int) bool
	rec = func(cell int) bool {
		if cell == n*n {
			full = slices.Clone(p.Cells)
			return true
		}
		for _, d0 := range rng.Perm(n) {
			p.Cells[cell] = uint8(d0 + 1)
			if !partialOK(cell) {
				continue
			}
			if rec(cell + 1) {
				return true
			}
		}
		p.Cells[cell] = 0
		return false
	}
	rec(0)
	for cell := range p.Cells {
		p.Cells[cell] = 0
		if rng.Float64() < keep {
			p.Cells[cell] = full[cell]
		}
	}
	return p
}

// The brute-force enumeration agrees with the recorded answers of the
// fixtures and with known grid counts, and the random puzzles have
// solutions.
func TestBruteSolutions(t *testing.T) {
	for _, rec := range fixtures(t) {
		sols := bruteSolutions(rec.Puzzle, 3)
		if len(sols) != 1 || !slices.Equal(sols[0], recorded(rec)) {
			t.Errorf("%s: brute force found %d solutions", rec.ID, len(sols))
		}
	}
	// The empty 4x4 Sudoku has 288 grids, the 4x4 X-Sudoku 48.
	for x, want := range map[bool]int{false: 288, true: 48} {
		p, _ := New(2, 2, x)
		if n := len(bruteSolutions(p, 1000)); n != want {
			t.Errorf("4x4 grids (X %v): %d, want %d", x, n, want)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		p := randomSudoku(rng, 2, 3, false, 0.4)
		if len(bruteSolutions(p, 1)) == 0 {
			t.Fatalf("random sudoku %v has no solution", p.Cells)
		}
	}
}

// ExplainPlacements accepts a solution and names what is wrong with
// anything else.
func TestExplainPlacements(t *testing.T) {
	p, _ := New(2, 2, false)
	grid := []uint8{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}
	el := ints(p.RowsOf(grid))
	if el[0] != 0 || el[1] != 4*1+1 || len(el) != 16 {
		t.Errorf("placements %v", el)
	}
	if err := p.ExplainPlacements(el); err != nil {
		t.Errorf("valid grid: %v", err)
	}
	clash := slices.Clone(grid)
	clash[0], clash[1] = 2, 1
	if err := p.ExplainPlacements(ints(p.RowsOf(clash))); err == nil {
		t.Error("clash accepted")
	}
	d, _ := New(2, 2, true)
	if err := d.ExplainPlacements(el); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("diagonal clash: %v", err)
	}
	if err := p.ExplainPlacements(append(slices.Clone(el), 1)); err == nil || !strings.Contains(err.Error(), "two digits") {
		t.Errorf("two digits in a cell: %v", err)
	}
	if err := p.ExplainPlacements([]int{64}); err == nil || !strings.Contains(err.Error(), "out of range") {
		t.Errorf("placement out of range: %v", err)
	}
	if err := p.ExplainPlacements(el[1:]); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Errorf("missing placement: %v", err)
	}
}

// The reader gives the recorded solution, whose placements are the
// solution in the numbering of the methods.
func TestRecordAnswer(t *testing.T) {
	// A 16x16 grid written with letters: value (r*4 + r/4 + c) mod 16 + 1.
	var sol strings.Builder
	vals := make([]int, 256)
	for i := range vals {
		r, c := i/16, i%16
		vals[i] = (r*4+r/4+c)%16 + 1
		sol.WriteString(ValueString(vals[i]))
	}
	rec, err := ParseRecord("x16 std 4 4 " + strings.Repeat(".", 255) + ValueString(vals[255]) + " 1 " + sol.String())
	if err != nil {
		t.Fatal(err)
	}
	if int(rec.Puzzle.Cells[255]) != vals[255] || rec.CountText != "1" {
		t.Errorf("parsed %+v", rec)
	}
	for i, x := range recorded(rec) {
		if x != i*16+vals[i]-1 {
			t.Fatalf("placement %d is %d, want %d", i, x, i*16+vals[i]-1)
		}
	}
	rec, err = ParseRecord("x4 X 2 2 1............... 1 1234341243212143")
	if err != nil {
		t.Fatal(err)
	}
	if !rec.Puzzle.X || rec.Puzzle.ExplainPlacements(recorded(rec)) != nil {
		t.Errorf("parsed %+v", rec)
	}
}
