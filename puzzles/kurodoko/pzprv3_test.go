package kurodoko

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
)

// TestPZPRV3Read reads a file's clues and answer, in the file form and
// the one-line form, and files without an answer.
func TestPZPRV3Read(t *testing.T) {
	file := "pzprv3\nkurodoko\n2\n3\n2 . - \n. 12 . \n# + . \n. . # \n"
	for _, form := range []string{file, pzprtest.OneLine(file)} {
		p, err := puzzles.Parse("", form, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := p.(*Game)
		if want := []int{2, NoNumber, Unknown, NoNumber, 12, NoNumber}; !slices.Equal(g.P.Nums, want) {
			t.Errorf("%q: numbers %v, want %v", form, g.P.Nums, want)
		}
		if ans, has := g.Answer(); !has || !slices.Equal(ans, []uint32{0, 5}) {
			t.Errorf("%q: answer %v, %v, want [0 5]", form, ans, has)
		}
	}
	for _, bare := range []string{
		"pzprv3\nkurodoko\n2\n3\n2 . - \n. 12 . \n",
		"pzprv3\nkurodoko\n2\n3\n2 . - \n. 12 . \n. . . \n. . . \n",
		"pzprv3/kurodoko/2/3",
	} {
		p, err := puzzles.Parse("kurodoko", bare, nil)
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
		{"pzprv3\nkurodoko\n", "line 3 of the text: the file ends before"},
		{"pzprv3\nkurodoko\n2\n3\n2 . - \n", "line 6 of the text: the file ends; 1 more lines"},
		{"pzprv3\nkurodoko\n2\n3\n2 . - \n. 12 \n", "line 6 of the text: 2 items on the line, want 3"},
		{"pzprv3\nkurodoko\n2\n3\n2 . - \n. 1x . \n", "kurodoko: line 6, column 3 of the text, cell (1, 1): \"1x\" is no number"},
		{"pzprv3/kurodoko/2/3/2 . - /. 999 . /", "cell (1, 1): \"999\" is no number"},
		{"pzprv3\nkurodoko\n2\n3\n2 . - \n. 12 . \n# + . \n", "line 8 of the text: the file ends"},
		{"pzprv3\nkurodoko\n2\n3\n2 . - \n. 12 . \n# + . \n. 1 # \n", "line 8, column 3 of the text, cell (1, 1): \"1\" is no answer mark"},
		{"pzprv3.1\nkurodoko\n2\n3\nx\n", "a variant"},
	})
}

// TestPZPRV3RoundTrip writes random boards with each solution brute
// force finds and a random shading, and reads them back in both forms:
// the same board, the same answer, the same verdict of Check.
func TestPZPRV3RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	sols := 0
	for k := 0; k < 150; k++ {
		rows, cols := 1+rng.Intn(4), 1+rng.Intn(4)
		g := &Game{P: randomBoard(rng, rows, cols, 1+rng.Intn(4))}
		sets := brute(g.P)
		sols += len(sets)
		set := []uint32{}
		for i := 0; i < rows*cols; i++ {
			if rng.Intn(3) == 0 {
				set = append(set, uint32(i))
			}
		}
		for _, s := range append(sets, set) {
			file, err := g.PZPRV3(s)
			if err != nil {
				t.Fatal(err)
			}
			for _, form := range []string{file, pzprtest.OneLine(file)} {
				q, err := puzzles.Parse("kurodoko", form, nil)
				if err != nil {
					t.Fatalf("%v\n%s", err, form)
				}
				ans, has := q.(puzzles.Answerer).Answer()
				if q.Text() != g.Text() || !has || !slices.Equal(ans, s) && len(ans)+len(s) > 0 {
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
}

// FuzzReadPZPRV3 reads any text as a Kurodoko file: an error or a
// puzzle, never a panic; an answer read is checked and written back
// without a panic, and the file written reads back to the same board.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "kurodoko")
	f.Add("pzprv3\nkurodoko\n2\n3\n2 . - \n. 12 . \n# + . \n. . # \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "kurodoko", text) })
}
