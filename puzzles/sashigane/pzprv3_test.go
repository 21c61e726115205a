package sashigane

import (
	"context"
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// TestPZPRV3Read reads a file's marks (every form pzprjs writes or
// reads) and borders (1 and 2 borders, 0 and -1 none), in the file form
// and the one-line form, and files without an answer.
func TestPZPRV3Read(t *testing.T) {
	file := "pzprv3\nsashigane\n2\n3\no3 . - \n3 5 o-2 \n0 1 \n2 -1 \n-1 1 0 \n"
	for _, form := range []string{file, pzprtest.OneLine(file)} {
		p, err := puzzles.Parse("", form, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := p.(*Game)
		if want := []int{Circle, Empty, Unknown, Left, Circle, Circle}; !slices.Equal(g.P.Marks, want) {
			t.Errorf("%q: marks %v, want %v", form, g.P.Marks, want)
		}
		if want := []int{3, NoNumber, NoNumber, NoNumber, NoNumber, NoNumber}; !slices.Equal(g.P.Nums, want) {
			t.Errorf("%q: numbers %v, want %v", form, g.P.Nums, want)
		}
		want := division2x3(g.P)
		if ans, has := g.Answer(); !has || !slices.Equal(ans, want) {
			t.Errorf("%q: answer %v, %v, want %v", form, ans, has, want)
		}
	}
	marks := "pzprv3\nsashigane\n1\n6\n. 0 # _ 1 4 \n"
	p, err := puzzles.Parse("", marks, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.(*Game).P.Marks; !slices.Equal(got, []int{Empty, Empty, Empty, Empty, Up, Right}) {
		t.Errorf("%q: marks %v", marks, got)
	}
	for _, bare := range []string{marks, "pzprv3/sashigane/2/3"} {
		p, err := puzzles.Parse("sashigane", bare, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, has := p.(puzzles.Answerer).Answer(); has {
			t.Errorf("%q: read with an answer", bare)
		}
	}
}

// TestPZPRV3Errors: bad files are errors naming the line (and column and
// cell) of the file, never a panic.
func TestPZPRV3Errors(t *testing.T) {
	pzprtest.Bad(t, [][2]string{
		{"pzprv3\nsashigane\n", "line 3 of the text: the file ends before"},
		{"pzprv3\nsashigane\n2\n0\n", "line 4 of the text: the column count"},
		{"pzprv3\nsashigane\n2\n65\n", "line 4 of the text: a board has sides 1..64, not 2x65"},
		{"pzprv3\nsashigane\n2\n3\no3 . - \n", "line 6 of the text: the file ends; 1 more lines"},
		{"pzprv3\nsashigane\n2\n3\no3 . - \n. . \n", "line 6 of the text: 2 items on the line, want 3"},
		{"pzprv3\nsashigane\n2\n3\no3 . - \n. 6 . \n", "sashigane: line 6, column 3 of the text, cell (1, 1): \"6\" is no mark"},
		{"pzprv3\nsashigane\n2\n3\no3 . ox \n. . . \n", "line 5, column 6 of the text, cell (0, 2): \"ox\" is no circled number"},
		{"pzprv3\nsashigane\n2\n3\no3 . o-3 \n. . . \n", "cell (0, 2): \"o-3\" is no circled number"},
		{"pzprv3/sashigane/2/3/o3 . - /. . o256 /", "cell (1, 2): \"o256\" is no circled number"},
		{"pzprv3\nsashigane\n2\n3\no3 . - \n. . . \n0 1 \n", "line 8 of the text: the file ends; 1 more lines of 2 items"},
		{"pzprv3\nsashigane\n2\n3\no3 . - \n. . . \n0 1 \n1 1 \n", "line 8, column 1 of the text: the file ends inside the answer"},
		{"pzprv3\nsashigane\n2\n3\no3 . - \n. . . \n0 1 \n1 x \n1 0 0 \n", "line 8, column 3 of the text, cell (1, 1): \"x\" is no border mark"},
		{"pzprv3.1\nsashigane\n2\n3\nx\n", "a variant"},
	})
}

// TestPZPRV3RoundTrip writes random boards up to 5x5 with their division,
// up to three of their solutions and a random border set, and reads them
// back in both forms: the same board, the same answer, the same verdict
// of Check.
func TestPZPRV3RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	sols, files := 0, 0
	for k := 0; k < 100; k++ {
		rows, cols := 1+rng.Intn(5), 2+rng.Intn(4)
		if k%2 == 0 {
			rows, cols = cols, rows
		}
		p, div := randomBoard(rng, rows, cols)
		g := &Game{P: p}
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		sets := m.Sets(f, 3)
		sols += len(sets)
		set := []uint32{}
		for e := 0; e < p.g.M(); e++ {
			if rng.Intn(2) == 0 {
				set = append(set, uint32(e))
			}
		}
		sets = append(sets, set)
		if div != nil {
			sets = append(sets, div)
		}
		for _, s := range sets {
			file, err := g.PZPRV3(s)
			if err != nil {
				t.Fatal(err)
			}
			files++
			for _, form := range []string{file, pzprtest.OneLine(file)} {
				q, err := puzzles.Parse("sashigane", form, nil)
				if err != nil {
					t.Fatalf("%v\n%s", err, form)
				}
				ans, has := q.(puzzles.Answerer).Answer()
				if q.Text() != g.Text() || !slices.Equal(ans, s) || !has {
					t.Fatalf("read back as %q, %v (%v); want %q, %v\n%s", q.Text(), ans, has, g.Text(), s, form)
				}
				if (q.Check(ans) == nil) != (g.Check(s) == nil) {
					t.Fatalf("Check differs on the answer read back\n%s", form)
				}
			}
		}
	}
	if sols < 30 {
		t.Fatalf("only %d solutions: the test says little", sols)
	}
	t.Logf("%d files, %d of them solutions, read back in both forms", files, sols)
}

// FuzzReadPZPRV3 reads any text as a Sashigane file: an error or a
// puzzle, never a panic; an answer read is checked and written back
// without a panic, and the file written reads back to the same board and
// answer.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "sashigane")
	f.Add("pzprv3\nsashigane\n2\n3\no3 . - \n3 5 o-2 \n0 1 \n2 -1 \n-1 1 0 \n")
	f.Add("pzprv3\nsashigane\n3\n1\no \n. \n2 \n\n\n\n0 \n0 \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "sashigane", text) })
}
