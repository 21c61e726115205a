package sat

import (
	"flag"
	"testing"

	"zq/solvers"
	"zq/solvers/cnf"
	"zq/solvers/internal/fixtures"
)

var update = flag.Bool("update", false, "rewrite golden files")

func golden(t *testing.T, name string, f *cnf.Formula) {
	t.Helper()
	fixtures.Golden(t, name, *update, f.WriteDIMACS)
}

// The encodings of tiny puzzles, as DIMACS files.
func TestEncodingsGolden(t *testing.T) {
	s, err := SlitherlinkCNF(&solvers.Slitherlink{Rows: 1, Cols: 2, Clues: []int8{3, -1}}, false)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "slitherlink_1x2.cnf", s)
	n, _, err := NumberlinkCNF(&solvers.Numberlink{W: 2, H: 2, Grid: []int{1, 0, 0, 1}}, solvers.RuleA)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "numberlink_2x2.cnf", n)
	d, err := SudokuCNF(&solvers.Sudoku{BoxRows: 1, BoxCols: 2, Givens: []int{1, 0, 0, 0}})
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "sudoku_2x2.cnf", d)
}
