package dbchoco

import (
	"context"
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// TestPZPRV3Read reads a file's cells (grey and white, numbers, '?'
// numbers) and borders (1 and 2 borders, 0 and -1 none), in the file form
// and the one-line form, and files without an answer.
func TestPZPRV3Read(t *testing.T) {
	file := "pzprv3\ndbchoco\n2\n3\n-2 - . \n-. 0 3 \n-1 1 \n0 2 \n0 1 1 \n"
	for _, form := range []string{file, pzprtest.OneLine(file)} {
		p, err := puzzles.Parse("", form, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := p.(*Game)
		if want := []bool{true, true, false, true, false, false}; !slices.Equal(g.P.Grey, want) {
			t.Errorf("%q: grey %v, want %v", form, g.P.Grey, want)
		}
		if want := []int{2, Empty, Empty, Empty, Unknown, 3}; !slices.Equal(g.P.Nums, want) {
			t.Errorf("%q: numbers %v, want %v", form, g.P.Nums, want)
		}
		e := g.P.g.GridEdge
		want := []uint32{uint32(e(0, 1, 0, 2)), uint32(e(1, 1, 1, 2)), uint32(e(0, 1, 1, 1)), uint32(e(0, 2, 1, 2))}
		slices.Sort(want)
		if ans, has := g.Answer(); !has || !slices.Equal(ans, want) {
			t.Errorf("%q: answer %v, %v, want %v", form, ans, has, want)
		}
	}
	for _, bare := range []string{"pzprv3\ndbchoco\n2\n3\n-2 - . \n-. 0 3 \n", "pzprv3/dbchoco/2/3"} {
		p, err := puzzles.Parse("dbchoco", bare, nil)
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
		{"pzprv3\ndbchoco\n", "line 3 of the text: the file ends before"},
		{"pzprv3\ndbchoco\n2\n0\n", "line 4 of the text: the column count"},
		{"pzprv3\ndbchoco\n2\n65\n", "line 4 of the text: a board has sides 1..64, not 2x65"},
		{"pzprv3\ndbchoco\n2\n3\n-2 - . \n", "line 6 of the text: the file ends; 1 more lines"},
		{"pzprv3\ndbchoco\n2\n3\n-2 - . \n. . \n", "line 6 of the text: 2 items on the line, want 3"},
		{"pzprv3\ndbchoco\n2\n3\n-2 - . \n. x . \n", "dbchoco: line 6, column 3 of the text, cell (1, 1): \"x\" is no cell"},
		{"pzprv3\ndbchoco\n2\n3\n-2 - --3 \n. . . \n", "line 5, column 6 of the text, cell (0, 2): \"--3\" is no cell"},
		{"pzprv3/dbchoco/2/3/-2 - . /. . 2049 /", "cell (1, 2): \"2049\" is no cell"},
		{"pzprv3\ndbchoco\n2\n3\n-2 - . \n. . . \n0 1 \n", "line 8 of the text: the file ends; 1 more lines of 2 items"},
		{"pzprv3\ndbchoco\n2\n3\n-2 - . \n. . . \n0 1 \n1 1 \n", "line 8, column 1 of the text: the file ends inside the answer"},
		{"pzprv3\ndbchoco\n2\n3\n-2 - . \n. . . \n0 1 \n1 1 \n1 3 0 \n", "line 9, column 3 of the text, cell (0, 1): \"3\" is no border mark"},
		{"pzprv3.1\ndbchoco\n2\n3\nx\n", "a variant"},
	})
}

// TestPZPRV3RoundTrip writes random boards up to 5x5 with up to three of
// their solutions and a random border set, and reads them back in both
// forms: the same board, the same answer, the same verdict of Check. A
// 1x1 board's answer (no border) is an empty last line, which reads as
// no answer.
func TestPZPRV3RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	sols, files := 0, 0
	for k := 0; k < 150; k++ {
		rows, cols := 1+rng.Intn(5), 1+rng.Intn(5)
		p := randomBoard(rng, rows, cols)
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
		for _, s := range append(sets, set) {
			if s == nil {
				s = []uint32{} // the empty set: an answer of no border
			}
			file, err := g.PZPRV3(s)
			if err != nil {
				t.Fatal(err)
			}
			files++
			for _, form := range []string{file, pzprtest.OneLine(file)} {
				q, err := puzzles.Parse("dbchoco", form, nil)
				if err != nil {
					t.Fatalf("%v\n%s", err, form)
				}
				ans, has := q.(puzzles.Answerer).Answer()
				if q.Text() != g.Text() || !slices.Equal(ans, s) && len(ans)+len(s) > 0 || has != (p.N() > 1) {
					t.Fatalf("read back as %q, %v (%v); want %q, %v\n%s", q.Text(), ans, has, g.Text(), s, form)
				}
				if (q.Check(ans) == nil) != (g.Check(s) == nil) {
					t.Fatalf("Check differs on the answer read back\n%s", form)
				}
			}
		}
	}
	if sols < 50 {
		t.Fatalf("only %d solutions: the test says little", sols)
	}
	t.Logf("%d files, %d of them solutions, read back in both forms", files, sols)
}

// FuzzReadPZPRV3 reads any text as a Double Choco file: an error or a
// puzzle, never a panic; an answer read is checked and written back
// without a panic, and the file written reads back to the same board and
// answer.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "dbchoco")
	f.Add("pzprv3\ndbchoco\n2\n3\n-2 - . \n-. 0 3 \n-1 1 \n0 2 \n0 1 1 \n")
	f.Add("pzprv3\ndbchoco\n3\n1\n-1 \n. \n- \n\n\n\n1 \n0 \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "dbchoco", text) })
}
