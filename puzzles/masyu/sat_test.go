package masyu

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestSATAgrees: on random small boards, every solution the SAT method
// lists (with its loop cuts) is a ZDD solution and the two families
// are equal, with cadical and minisat.
func TestSATAgrees(t *testing.T) {
	solvertest.RequireSolver(t, cnf.Cadical.Solver)
	solvertest.RequireSolver(t, cnf.Minisat.Solver)
	rng := rand.New(rand.NewSource(9))
	m := zdd.New()
	multi := 0
	for trial := 0; trial < 24; trial++ {
		R, C := 3+rng.Intn(3), 3+rng.Intn(3)
		loops := allLoops(min(R, 4), min(C, 4))
		p, _ := New(R, C)
		L := loops[rng.Intn(len(loops))]
		small, _ := New(min(R, 4), min(C, 4))
		clues, _ := small.Clues(L)
		for i, x := range clues {
			if rng.Intn(3) == 0 {
				p.Pearls[(i/small.Cols)*C+i%small.Cols] = x
			}
		}
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		want := m.Sets(f, -1)
		if len(want) > 40 {
			continue
		}
		if len(want) > 1 {
			multi++
		}
		solver := []string{"sat", "sat-minisat"}[trial%2]
		var got [][]uint32
		err = p.EachExternal(context.Background(), solver, func(s []int) bool {
			set := make([]uint32, len(s))
			for i, e := range s {
				set[i] = uint32(e)
			}
			got = append(got, set)
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		slices.SortFunc(got, func(a, b []uint32) int { return slices.Compare(a, b) })
		slices.SortFunc(want, func(a, b []uint32) int { return slices.Compare(a, b) })
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("board\n%s: %s finds %d solutions, the ZDD %d", p, solver, len(got), len(want))
		}
	}
	if multi < 3 {
		t.Errorf("only %d boards with several solutions", multi)
	}
	if err := (&Puzzle{Rows: 2, Cols: 2, Pearls: make([]Pearl, 4)}).EachExternal(context.Background(), "ip", nil); err == nil {
		t.Error("method ip has no model but gave no error")
	}
}

// TestCNFGolden keeps the formula of a small board in a golden file
// (go test -update rewrites it).
func TestCNFGolden(t *testing.T) {
	p := mustGrid("B.W\n...\nW..")
	solvertest.Golden(t, "sat_3x3.cnf", *update, func(w io.Writer) error { return p.CNF().WriteDIMACS(w) })
}

// TestRenderGolden keeps the drawings (text, ASCII, SVG) of a solved
// board in a golden file.
func TestRenderGolden(t *testing.T) {
	p, _ := ParseID("6x6:eBaWeWeWaBaBaWcWbWc")
	m := zdd.New()
	f, _ := p.Solutions(context.Background(), m)
	sol := m.Sets(f, 1)[0]
	solvertest.Golden(t, "render.golden", *update, func(w io.Writer) error {
		io.WriteString(w, p.Render(nil, false, nil)+"\n"+p.Render(sol, false, nil)+"\n"+p.Render(sol, true, sol[:3])+"\n")
		return p.WriteSVG(w, sol)
	})
}
