package ip

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"zq/solvers"
	"zq/solvers/internal/fixtures"
	"zq/solvers/lp"
)

var update = flag.Bool("update", false, "rewrite golden files")

func golden(t *testing.T, name string, m *lp.Model) {
	t.Helper()
	fixtures.Golden(t, name, *update, m.WriteLP)
}

// The models of tiny puzzles, as LP files.
func TestModelsGolden(t *testing.T) {
	s, err := NewSlitherlinkModel(&solvers.Slitherlink{Rows: 1, Cols: 2, Clues: []int8{3, -1}}, true, true)
	if err != nil {
		t.Fatal(err)
	}
	s.Exclude([]int{0, 1, 3, 5})
	golden(t, "slitherlink_1x2.lp", s.Model)
	nl := &solvers.Numberlink{W: 2, H: 2, Grid: []int{1, 0, 0, 1}}
	for _, tc := range []struct {
		pratt bool
		name  string
	}{{false, "numberlink_linearised.lp"}, {true, "numberlink_neighbours.lp"}} {
		m, err := NewNumberlinkModel(nl, tc.pratt)
		if err != nil {
			t.Fatal(err)
		}
		golden(t, tc.name, m.Model)
	}
	m, _, err := NewSudokuModel(&solvers.Sudoku{BoxRows: 1, BoxCols: 2, Givens: []int{1, 0, 0, 0}})
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "sudoku_2x2.lp", m)
}

// The MPS file of a Slitherlink model solves to the same optimum as its
// LP file.
func TestMPSAgreesWithLP(t *testing.T) {
	if _, err := lp.CBC.Path(); err != nil {
		t.Fatal(err)
	}
	p := &solvers.Slitherlink{Rows: 3, Cols: 3, Clues: []int8{-1, 3, -1, 3, -1, -1, -1, 2, -1}}
	m, err := NewSlitherlinkModel(p, true, true)
	if err != nil {
		t.Fatal(err)
	}
	res, err := lp.CBC.Solve(context.Background(), m.Model)
	if err != nil || res.Status != lp.Optimal {
		t.Fatalf("LP: %+v %v", res, err)
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, "m.mps"), filepath.Join(dir, "sol.txt")
	var buf bytes.Buffer
	if err := m.WriteMPS(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(in, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, code, err := lp.CBC.Run(context.Background(), in, "solve", "solu", out); err != nil || code != 0 {
		t.Fatalf("cbc on MPS: %d %v", code, err)
	}
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	res2, err := lp.ParseCBC(text, m.Model)
	if err != nil || res2.Status != lp.Optimal || res2.Objective != res.Objective {
		t.Errorf("MPS: %+v %v; LP objective %v", res2, err, res.Objective)
	}
}
