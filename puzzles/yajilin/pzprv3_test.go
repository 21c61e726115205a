package yajilin

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
)

// TestPZPRV3RoundTripRandom: random boards (outside or not, one row or
// one column among them) written with each answer of the brute force
// (right or not) read back, in both forms, as the same board and the
// same answer; written without an answer, as the board with none.
func TestPZPRV3RoundTripRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	n := 0
	for trial := 0; trial < 3000 && n < 300; trial++ {
		p := randomBoard(rng, 1+rng.Intn(4), 1+rng.Intn(4))
		p.Outside = rng.Intn(2) == 0
		all := bruteAnswers(p)
		if len(all) == 0 {
			continue
		}
		p = arrowsFrom(rng, p, all[rng.Intn(len(all))], 0.7)
		g := &Game{P: p}
		for k := 0; k < 3 && k < len(all); k++ {
			set := all[rng.Intn(len(all))]
			file, err := g.PZPRV3(set)
			if err != nil {
				t.Fatal(err)
			}
			for _, form := range []string{file, pzprtest.OneLine(file)} {
				q, err := puzzles.Parse("", form, nil)
				if err != nil {
					t.Fatalf("%v\n%s", err, form)
				}
				ans, has := q.(puzzles.Answerer).Answer()
				if !samePuzzle(q.(*Game).P, p) || !has || !slices.Equal(ans, set) {
					t.Fatalf("read back as\n%s(outside %v) with %v (%v), want %v\n%s", q.Text(), q.(*Game).P.Outside, ans, has, set, form)
				}
			}
			n++
		}
		bare, err := g.PZPRV3(nil)
		if err != nil {
			t.Fatal(err)
		}
		q, err := puzzles.Parse("yajilin", bare, nil)
		if err != nil {
			t.Fatalf("%v\n%s", err, bare)
		}
		if _, has := q.(puzzles.Answerer).Answer(); has || !samePuzzle(q.(*Game).P, p) {
			t.Fatalf("the clues alone read back with an answer (%v) or as\n%s", has, q.Text())
		}
	}
	if n < 300 {
		t.Fatalf("only %d files written", n)
	}
	t.Logf("%d files written and read back", n)
}

// TestPZPRV3Errors: bad files are errors naming the line (and column
// and cell), never a panic.
func TestPZPRV3Errors(t *testing.T) {
	pzprtest.Bad(t, [][2]string{
		{"pzprv3\nyajilin\n", "line 3 of the text: the file ends before"},
		{"pzprv3\nyajilin\n2\n2\n. 1,2 \n. \n", "line 6 of the text: 1 items on the line, want 2"},
		{"pzprv3\nyajilin\n2\n2\n. 5,2 \n. . \n", "line 5, column 3 of the text, cell (0, 1): \"5,2\" is no clue"},
		{"pzprv3\nyajilin\n2\n2\n. 1,x \n. . \n", "cell (0, 1): \"1,x\" is no clue"},
		{"pzprv3\nyajilin\n2\n2\n. 1,9999 \n. . \n", "cell (0, 1): \"1,9999\" is no clue"},
		{"pzprv3\nyajilin\n2\n2\no\n. # \n. . \n. . \n. x \n", "line 9, column 3 of the text, cell (1, 1): \"x\" is no answer mark"},
		{"pzprv3\nyajilin\n2\n2\n. # \n. . \n. . \n. . \n", "line 9 of the text: the file ends; 2 more lines"},
		{"pzprv3\nyajilin\n2\n2\n. # \n. . \n. . \n. . \n1 \n0 \n", "the file ends"},
		{"pzprv3\nyajilin\n2\n2\n. # \n. . \n. . \n. . \n1 \n2 \n1 1 \n", "line 10, column 1 of the text, cell (1, 0): \"2\" is no line mark"},
		{"pzprv3\nyajilin\n2\n1\n. \n. \n. \n. \nx \n", "line 9, column 1 of the text: 1 items on the line, want 0"},
		{"pzprv3/yajilin/2/2/. # /. . /# . /. . /1 /7 /1 1 /", "cell (1, 0): \"7\" is no line mark"},
		{"pzprv3.1\nyajilin\n2\n2\nv\n. . \n. . \n", "variant"},
		{"pzprv3\nyajilin\n300\n2\n", "the row count"},
	})
}

// TestPZPRV3OneColumn: a board of one column, as pzprjs writes it (a
// blank line for each row's lines to the right), reads its loop.
func TestPZPRV3OneColumn(t *testing.T) {
	file := "pzprv3\nyajilin\n2\n1\n. \n. \n. \n. \n\n\n0 \n"
	p, err := puzzles.Parse("", file, nil)
	if err != nil {
		t.Fatal(err)
	}
	ans, has := p.(puzzles.Answerer).Answer()
	if !has || len(ans) != 0 {
		t.Errorf("answer %v (%v), want an empty one", ans, has)
	}
	w, err := p.(*Game).PZPRV3(ans)
	if err != nil || w != file {
		t.Errorf("written as %q (%v), want %q", w, err, file)
	}
}

// FuzzReadPZPRV3 reads any text as a Yajilin file: an error or a
// puzzle, never a panic; an answer read is checked and written back.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "yajilin")
	f.Add("pzprv3\nyajilin\n2\n1\no\n1,1 \n. \n. \n. \n\n\n0 \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "yajilin", text) })
}
