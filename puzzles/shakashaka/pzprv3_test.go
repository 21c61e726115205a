package shakashaka

import (
	"context"
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// TestPZPRV3Read reads a file's cells and triangles (every mark pzprjs
// writes), in the file form and the one-line form, and files without an
// answer.
func TestPZPRV3Read(t *testing.T) {
	file := "pzprv3\nshakashaka\n2\n3\n5 . 2 \n. 0 . \n. 4 . \n3 + - \n"
	for _, form := range []string{file, pzprtest.OneLine(file)} {
		p, err := puzzles.Parse("", form, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := p.(*Game)
		if want := []int{Black, White, 2, White, 0, White}; !slices.Equal(g.P.Cells, want) {
			t.Errorf("%q: cells %v, want %v", form, g.P.Cells, want)
		}
		want := []uint32{4*1 + TopRight - 2, 4*3 + BottomRight - 2}
		if ans, has := g.Answer(); !has || !slices.Equal(ans, want) {
			t.Errorf("%q: answer %v, %v, want %v", form, ans, has, want)
		}
	}
	for _, bare := range []string{"pzprv3\nshakashaka\n2\n3\n5 . 2 \n. 0 . \n", "pzprv3/shakashaka/2/3"} {
		p, err := puzzles.Parse("shakashaka", bare, nil)
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
		{"pzprv3\nshakashaka\n", "line 3 of the text: the file ends before"},
		{"pzprv3\nshakashaka\n2\n0\n", "line 4 of the text: the column count"},
		{"pzprv3\nshakashaka\n65\n2\n", "line 4 of the text: a board has sides 1..64, not 65x2"},
		{"pzprv3\nshakashaka\n2\n3\n5 . 2 \n", "line 6 of the text: the file ends; 1 more lines"},
		{"pzprv3\nshakashaka\n2\n3\n5 . 2 \n. . \n", "line 6 of the text: 2 items on the line, want 3"},
		{"pzprv3\nshakashaka\n2\n3\n5 . 2 \n. 6 . \n", "shakashaka: line 6, column 3 of the text, cell (1, 1): \"6\" is no cell"},
		{"pzprv3/shakashaka/2/3/5 . 2 /. - . /", "cell (1, 1): \"-\" is no cell"},
		{"pzprv3\nshakashaka\n2\n3\n5 . 2 \n. 0 . \n. 4 . \n", "line 8 of the text: the file ends; 1 more lines"},
		{"pzprv3\nshakashaka\n2\n3\n5 . 2 \n. 0 . \n. 4 . \n3 1 . \n", "line 8, column 3 of the text, cell (1, 1): \"1\" is no answer mark"},
		{"pzprv3\nshakashaka\n2\n3\n5 . 2 \n. 0 . \n. 4 . \n3 # . \n", "cell (1, 1): \"#\" is no answer mark"},
		{"pzprv3.1\nshakashaka\n2\n3\nx\n", "a variant"},
	})
}

// TestPZPRV3RoundTrip writes random boards up to 5x5 with up to three of
// their solutions and random triangles, and reads them back in both
// forms: the same board, the same answer, the same verdict of Check.
func TestPZPRV3RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	sols, files := 0, 0
	for k := 0; k < 400; k++ {
		p := randomBoard(rng, 1+rng.Intn(5), 1+rng.Intn(5), 2+rng.Intn(4))
		g := &Game{P: p}
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		sets := m.Sets(f, 3)
		sols += len(sets)
		set := []uint32{}
		for i := range p.Cells {
			if !p.IsBlack(i) && rng.Intn(3) == 0 {
				set = append(set, uint32(4*i+rng.Intn(4)))
			}
		}
		for _, s := range append(sets, set) {
			if s == nil {
				s = []uint32{} // the empty set: an answer of no triangle
			}
			file, err := g.PZPRV3(s)
			if err != nil {
				t.Fatal(err)
			}
			files++
			for _, form := range []string{file, pzprtest.OneLine(file)} {
				q, err := puzzles.Parse("shakashaka", form, nil)
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
	if sols < 50 {
		t.Fatalf("only %d solutions: the test says little", sols)
	}
	t.Logf("%d files, %d of them solutions, read back in both forms", files, sols)
}

// FuzzReadPZPRV3 reads any text as a Shakashaka file: an error or a
// puzzle, never a panic; an answer read is checked and written back
// without a panic, and the file written reads back to the same board and
// answer.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "shakashaka")
	f.Add("pzprv3\nshakashaka\n2\n3\n5 . 2 \n. 0 . \n. 4 . \n3 + - \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "shakashaka", text) })
}
