package heyawake

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
)

// TestPZPRV3Read reads the same puzzle from a pzprv3.1 file (borders)
// and a pzprv3 file (room names), in the file form and the one-line
// form, with its answer; and files without an answer.
func TestPZPRV3Read(t *testing.T) {
	v1 := "pzprv3.1\nheyawake\n2\n3\n1 0 \n1 0 \n1 0 0 \n1 - . \n. . . \n# + # \n+ + + \n"
	v0 := "pzprv3\nheyawacky\n2\n3\n3\na b b \nc b b \n1 - . \n. . . \n# . # \n. . + \n"
	want, err := puzzles.Parse("heyawake", "a1 b? b\nc  b  b", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, form := range []string{v1, pzprtest.OneLine(v1), v0, pzprtest.OneLine(v0)} {
		p, err := puzzles.Parse("", form, nil)
		if err != nil {
			t.Fatalf("%q: %v", form, err)
		}
		if p.Text() != want.Text() {
			t.Errorf("%q: read as\n%s\nwant\n%s", form, p.Text(), want.Text())
		}
		if ans, has := p.(puzzles.Answerer).Answer(); !has || !slices.Equal(ans, []uint32{0, 2}) {
			t.Errorf("%q: answer %v, %v, want [0 2]", form, ans, has)
		}
	}
	for _, bare := range []string{
		"pzprv3.1\nheyawake\n2\n3\n1 0 \n1 0 \n1 0 0 \n1 - . \n. . . \n",
		"pzprv3.1\nheyawake\n2\n3\n1 0 \n1 0 \n1 0 0 \n1 - . \n. . . \n. . . \n. . . \n",
		"pzprv3/heyawake/2/3",
	} {
		p, err := puzzles.Parse("heyawake", bare, nil)
		if err != nil {
			t.Fatalf("%q: %v", bare, err)
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
		{"pzprv3.1\nheyawake\n2\n3\n1 0 \n1 0 \n", "line 7 of the text: the file ends; 1 lines of 3 items"},
		{"pzprv3.1\nheyawake\n2\n3\n1 0 \n1 0 \n1 0 0 \n", "line 8 of the text: the file ends; 2 lines of 3 items"},
		{"pzprv3.1\nheyawake\n2\n3\n1 0 \n1 0 0 \n", "line 6 of the text: 3 items on the line, want 2"},
		{"pzprv3.1\nheyawake\n2\n3\n1 0 \n1 2 \n1 0 0 \n", "heyawake: line 6, column 3 of the text, cell (1, 1): \"2\" is no border"},
		{"pzprv3.1\nheyawake\n2\n3\n1 0 \n1 0 \n1 0 0 \n1 x . \n. . . \n", "line 8, column 3 of the text, cell (0, 1): \"x\" is no number"},
		{"pzprv3.1\nheyawake\n2\n3\n1 0 \n1 0 \n1 0 0 \n1 . 2 \n. . . \n", "cell (0, 2): a number stands off its room's top cell (0, 1)"},
		{"pzprv3.1\nheyawake\n2\n3\n1 0 \n1 0 \n1 0 0 \n1 - . \n. . . \n# o # \n+ + + \n", "line 10, column 3 of the text, cell (0, 1): \"o\" is no answer mark"},
		{"pzprv3.1\nheyawake\n2\n3\n1 0 \n1 0 \n1 0 0 \n1 - . \n. . . \n# + # \n", "line 11 of the text: the file ends"},
		{"pzprv3\nheyawake\n2\n3\n3\na b b \n", "line 7 of the text: the file ends"},
		{"pzprv3/heyawake/2/3/3/a b b /c b b /1 - . /. . -5 /", "cell (1, 2): \"-5\" is no number"},
	})
}

// TestPZPRV3RoundTrip writes random boards (walls inside rooms too)
// with each solution brute force finds and a random shading, and reads
// them back in both forms: the same board, the same answer, the same
// verdict of Check.
func TestPZPRV3RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	sols := 0
	for k := 0; k < 150; k++ {
		rows, cols := 1+rng.Intn(4), 1+rng.Intn(4)
		g := &Game{P: randomBoard(rng, rows, cols, 2+rng.Intn(5))}
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
				q, err := puzzles.Parse("heyawake", form, nil)
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

// FuzzReadPZPRV3 reads any text as a Heyawake file: an error or a
// puzzle, never a panic; an answer read is checked and written back
// without a panic, and the file written reads back to the same board.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "heyawake")
	f.Add("pzprv3.1\nheyawake\n2\n3\n1 0 \n1 0 \n1 0 0 \n1 - . \n. . . \n# + # \n+ + + \n")
	f.Add("pzprv3.1/heyawake/2/1///1 /. /- /# /+ /")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "heyawake", text) })
}
