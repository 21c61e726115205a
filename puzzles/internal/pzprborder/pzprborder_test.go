package pzprborder

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/graph"
	"github.com/zqlang/zq/puzzles"
)

// file is a pzprv3 file of a rows x cols board whose clue field is one
// '.' a cell, with the lines after it.
func file(t *testing.T, rows, cols int, lines []string) *puzzles.PZPRV3 {
	t.Helper()
	clues := puzzles.PZPRV3Grid(rows, cols, func(int, int) string { return "." })
	f, err := puzzles.ReadPZPRV3(puzzles.WritePZPRV3("shikaku", rows, cols, false, append(clues, lines...)))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestLayout writes the borders of a 2x3 board in pzprjs's order, each
// border found where the file puts it: the borders between horizontal
// neighbours row by row, then those between vertical neighbours.
func TestLayout(t *testing.T) {
	g, err := graph.Grid(2, 3)
	if err != nil {
		t.Fatal(err)
	}
	e := func(r1, c1, r2, c2 int) uint32 { return uint32(g.GridEdge(r1, c1, r2, c2)) }
	for _, tc := range []struct {
		set   []uint32
		lines []string
	}{
		{[]uint32{e(0, 0, 0, 1)}, []string{"1 0 ", "0 0 ", "0 0 0 "}},
		{[]uint32{e(0, 1, 0, 2)}, []string{"0 1 ", "0 0 ", "0 0 0 "}},
		{[]uint32{e(1, 0, 1, 1)}, []string{"0 0 ", "1 0 ", "0 0 0 "}},
		{[]uint32{e(0, 0, 1, 0)}, []string{"0 0 ", "0 0 ", "1 0 0 "}},
		{[]uint32{e(0, 2, 1, 2)}, []string{"0 0 ", "0 0 ", "0 0 1 "}},
		{[]uint32{}, []string{"0 0 ", "0 0 ", "0 0 0 "}},
	} {
		if got := Write(g, tc.set); !slices.Equal(got, tc.lines) {
			t.Errorf("%v: written %q, want %q", tc.set, got, tc.lines)
		}
		set, has, err := Read(file(t, 2, 3, tc.lines), 2, g)
		if err != nil || !has || !slices.Equal(set, tc.set) {
			t.Errorf("%q: read %v, %v, %v; want %v", tc.lines, set, has, err, tc.set)
		}
	}
}

// TestRoundTrip writes random border sets of every board up to 5x5 (a
// one-column board's lines between horizontal neighbours are empty, as
// pzprjs writes them) and reads them back, with pzprjs's marks 2 and -1
// put in for 1 and 0 now and then.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for rows := 1; rows <= 5; rows++ {
		for cols := 1; cols <= 5; cols++ {
			g, err := graph.Grid(rows, cols)
			if err != nil {
				t.Fatal(err)
			}
			for k := 0; k < 20; k++ {
				set := []uint32{}
				for x := 0; x < g.M(); x++ {
					if rng.Intn(2) == 0 {
						set = append(set, uint32(x))
					}
				}
				lines := Write(g, set)
				if len(lines) != 2*rows-1 {
					t.Fatalf("%dx%d: %d lines", rows, cols, len(lines))
				}
				for i, l := range lines {
					if cols == 1 && i < rows && l != "" {
						t.Fatalf("%dx%d: line %d %q is not empty", rows, cols, i, l)
					}
					if rng.Intn(3) == 0 {
						l = strings.ReplaceAll(l, "1 ", "2 ")
					}
					if rng.Intn(3) == 0 {
						l = strings.ReplaceAll(l, "0 ", "-1 ")
					}
					lines[i] = l
				}
				if rows == 1 && cols == 1 {
					continue // the one empty line ends the file: no answer
				}
				got, has, err := Read(file(t, rows, cols, lines), rows, g)
				if err != nil || !has || !slices.Equal(got, set) {
					t.Fatalf("%dx%d %q: read %v, %v, %v; want %v", rows, cols, lines, got, has, err, set)
				}
			}
		}
	}
}

// TestErrors: a file that ends inside the borders, a line of the wrong
// width or an unknown mark is an error naming its line (column and
// cell); a file that ends before them has no answer.
func TestErrors(t *testing.T) {
	g, err := graph.Grid(2, 3)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lines []string
		want  string
	}{
		{[]string{"0 0 "}, "line 8 of the text: the file ends; 1 more lines of 2 items"},
		{[]string{"0 0 ", "0 0 "}, "line 8, column 1 of the text: the file ends inside the answer"},
		{[]string{"0 0 ", "0 0 0 "}, "line 8 of the text: 3 items on the line, want 2"},
		{[]string{"0 0 ", "0 0 ", "0 0 "}, "line 9 of the text: 2 items on the line, want 3"},
		{[]string{"0 x ", "0 0 ", "0 0 0 "}, "line 7, column 3 of the text, cell (0, 1): \"x\" is no border mark"},
		{[]string{"0 0 ", "0 0 ", "0 3 0 "}, "line 9, column 3 of the text, cell (0, 1): \"3\" is no border mark"},
	} {
		_, _, err := Read(file(t, 2, 3, tc.lines), 2, g)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.lines, err, tc.want)
		}
	}
	if set, has, err := Read(file(t, 2, 3, nil), 2, g); set != nil || has || err != nil {
		t.Errorf("no answer: %v, %v, %v", set, has, err)
	}
}
