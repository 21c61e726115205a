package sudoku

import (
	"context"
	"math/bits"
	"testing"

	"github.com/zqlang/zq/zdd"
)

// member reports whether set (increasing) is in f.
func member(m *zdd.Manager, f zdd.Node, set []uint32) bool {
	i := 0
	for f > zdd.Base {
		v := m.Var(f)
		switch {
		case i < len(set) && set[i] < v:
			return false
		case i < len(set) && set[i] == v:
			f = m.Hi(f)
			i++
		default:
			f = m.Lo(f)
		}
	}
	return f == zdd.Base && i == len(set)
}

func gridsOf4(t *testing.T, m *zdd.Manager) (zdd.Node, [][]uint8) {
	t.Helper()
	shape, _ := New(2, 2, false)
	f, err := Grids(context.Background(), m, 2, 2, false)
	if err != nil {
		t.Fatal(err)
	}
	var grids [][]uint8
	eachSet(m, f, func(s []uint32) {
		rows := make([]int, len(s))
		for i, v := range s {
			rows[i] = int(v)
		}
		grids = append(grids, shape.GridOf(rows))
	})
	if len(grids) != 288 {
		t.Fatalf("%d grids", len(grids))
	}
	return f, grids
}

// uniqueWith reports whether the givens of sol on the cells of mask make
// a puzzle with one solution (checked by the search solver).
func uniqueWith(s *Solver, shape *Puzzle, sol []uint8, mask uint32) bool {
	p := shape.Clone()
	for i := range p.Cells {
		if mask>>i&1 == 1 {
			p.Cells[i] = sol[i]
		}
	}
	r, err := s.Solve(p, 2)
	return err == nil && r.Count == 1
}

// Every subset of the 16 cells is tested against the ZDD for a few grids.
func TestClueSetsAgainstBruteForce(t *testing.T) {
	m := zdd.New()
	all, grids := gridsOf4(t, m)
	shape, _ := New(2, 2, false)
	s := NewSolver(Fast)
	for _, gi := range []int{0, 97, 287} {
		sol := grids[gi]
		clues, err := ClueSets(m, shape, all, sol)
		if err != nil {
			t.Fatal(err)
		}
		var n uint64
		for mask := uint32(0); mask < 1<<16; mask++ {
			var set []uint32
			for i := 0; i < 16; i++ {
				if mask>>i&1 == 1 {
					set = append(set, uint32(i))
				}
			}
			u := uniqueWith(s, shape, sol, mask)
			if u {
				n++
			}
			if member(m, clues, set) != u {
				t.Fatalf("grid %d, clue set %v: ZDD says %v, search says unique=%v", gi, set, !u, u)
			}
		}
		if c, _ := m.Count64(clues); c != n {
			t.Fatalf("grid %d: ZDD has %d clue sets, search finds %d", gi, c, n)
		}
		min, err := MinimalClueSets(m, clues)
		if err != nil {
			t.Fatal(err)
		}
		// Minimal: unique, and no clue can be dropped.
		eachSet(m, min, func(set []uint32) {
			var mask uint32
			for _, v := range set {
				mask |= 1 << v
			}
			if !uniqueWith(s, shape, sol, mask) {
				t.Fatalf("minimal clue set %v is not unique", set)
			}
			for _, v := range set {
				if uniqueWith(s, shape, sol, mask&^(1<<v)) {
					t.Fatalf("minimal clue set %v stays unique without %d", set, v)
				}
			}
		})
	}
}

// The fewest clues of a 4x4 Sudoku is 4, over all 288 grids: by the
// ZDDs, and by search over every set of 3 and 4 cells.
func TestMinimumClues4x4(t *testing.T) {
	m := zdd.New()
	all, grids := gridsOf4(t, m)
	shape, _ := New(2, 2, false)
	s := NewSolver(Fast)
	best := 99
	for _, sol := range grids {
		clues, err := ClueSets(m, shape, all, sol)
		if err != nil {
			t.Fatal(err)
		}
		_, k, err := MinimumClueSets(m, clues)
		if err != nil {
			t.Fatal(err)
		}
		best = min(best, k)
	}
	if best != 4 {
		t.Fatalf("minimum clues over all 4x4 grids by ZDD: %d, want 4", best)
	}
	found4 := false
	for gi, sol := range grids {
		for mask := uint32(0); mask < 1<<16; mask++ {
			k := bits.OnesCount32(mask)
			if k != 3 && k != 4 {
				continue
			}
			if k == 4 && found4 && gi > 0 {
				continue
			}
			if uniqueWith(s, shape, sol, mask) {
				if k == 3 {
					t.Fatalf("grid %d: 3 clues %016b give a unique puzzle", gi, mask)
				}
				found4 = true
			}
		}
	}
	if !found4 {
		t.Fatal("no 4-clue unique puzzle found by search")
	}
}

// The family operations of this package agree with the engine's.
func TestClueFamilyOpsAgreeWithEngine(t *testing.T) {
	m := zdd.New()
	all, grids := gridsOf4(t, m)
	shape, _ := New(2, 2, false)
	cells := make([]uint32, 16)
	for i := range cells {
		cells[i] = uint32(i)
	}
	for _, gi := range []int{3, 150} {
		clues, err := ClueSets(m, shape, all, grids[gi])
		if err != nil {
			t.Fatal(err)
		}
		if minimal(m, clues) != m.Minimal(clues) {
			t.Errorf("grid %d: minimal clue sets differ from the engine's Minimal", gi)
		}
		if f, _ := minimum(m, clues); f != m.Minimum(clues) {
			t.Errorf("grid %d: minimum clue sets differ from the engine's Minimum", gi)
		}
		bad := m.Diff(powerSet(m, cells), clues)
		if downClosure(m, bad) != bad || m.Permit(m.Pow(cells), bad) != bad {
			t.Errorf("grid %d: the non-clue sets are not down-closed", gi)
		}
	}
}
