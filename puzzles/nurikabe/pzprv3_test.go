package nurikabe

import (
	"errors"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
)

// TestPZPRV3Read reads a file's clues and answer, in the file form and
// the one-line form, and a file without an answer.
func TestPZPRV3Read(t *testing.T) {
	file := "pzprv3\nnurikabe\n2\n3\n2 # - \n+ # . \n"
	for _, form := range []string{file, pzprtest.OneLine(file)} {
		p, err := puzzles.Parse("", form, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := p.(*Game)
		if want := []int{2, NoNumber, Unknown, NoNumber, NoNumber, NoNumber}; !slices.Equal(g.P.Nums, want) {
			t.Errorf("%q: numbers %v, want %v", form, g.P.Nums, want)
		}
		if ans, has := g.Answer(); !has || !slices.Equal(ans, []uint32{1, 4}) {
			t.Errorf("%q: answer %v, %v, want [1 4]", form, ans, has)
		}
	}
	for _, bare := range []string{"pzprv3\nnurikabe\n2\n3\n2 . - \n. . . \n", "pzprv3/nurikabe/2/3"} {
		p, err := puzzles.Parse("nurikabe", bare, nil)
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
	for _, tc := range []struct{ in, want string }{
		{"pzprv3\nnurikabe\n", "line 3 of the text: the file ends before"},
		{"pzprv3\nnurikabe\n2\n0\n", "line 4 of the text: the column count"},
		{"pzprv3\nnurikabe\n2\n3\n2 # - \n", "line 6 of the text: the file ends; 1 more lines"},
		{"pzprv3\nnurikabe\n2\n3\n2 # - \n+ # \n", "line 6 of the text: 2 items on the line, want 3"},
		{"pzprv3\nnurikabe\n2\n3\n2 # - \n+ x . \n", "nurikabe: line 6, column 3 of the text, cell (1, 1): \"x\" is no number"},
		{"pzprv3\nnurikabe\n2\n3\n2 # -1 \n+ . . \n", "line 5, column 5 of the text, cell (0, 2): \"-1\" is no number"},
		{"pzprv3/nurikabe/2/3/2 # - /+ # 70000 /", "cell (1, 2): \"70000\" is no number"},
		{"pzprv3.1\nnurikabe\n2\n3\nx\n", "a variant"},
		{"pzprv3\nnurikabe\n2\n3\n2 # - \n+ # . \n", ""},
	} {
		_, err := puzzles.Parse("", tc.in, nil)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%q: %v", tc.in, err)
			}
			continue
		}
		var pe *puzzles.ParseError
		if err == nil || !errors.As(err, &pe) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want a ParseError containing %q", tc.in, err, tc.want)
		}
	}
}

// TestPZPRV3RoundTrip writes random boards with a random shading and
// with each solution brute force finds, reads them back in both forms:
// the same board, the same answer; Check's verdict on the answer read
// is Check's verdict on the set written.
func TestPZPRV3RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	sols := 0
	for k := 0; k < 200; k++ {
		rows, cols := 1+rng.Intn(4), 1+rng.Intn(4)
		p := randomBoard(rng, rows, cols, rng.Intn(2) == 0)
		g := &Game{P: p}
		sets := brute(p)
		sols += len(sets)
		set := []uint32{}
		for i := range p.Nums {
			if !p.IsClue(i) && rng.Intn(2) == 0 {
				set = append(set, uint32(i))
			}
		}
		for _, s := range append(sets, set) {
			file, err := g.PZPRV3(s)
			if err != nil {
				t.Fatal(err)
			}
			for _, form := range []string{file, pzprtest.OneLine(file)} {
				q, err := puzzles.Parse("nurikabe", form, nil)
				if err != nil {
					t.Fatalf("%v\n%s", err, form)
				}
				ans, _ := q.(puzzles.Answerer).Answer()
				if q.Text() != g.Text() || !slices.Equal(ans, s) && len(ans)+len(s) > 0 {
					t.Fatalf("read back as %q, %v; want %q, %v\n%s", q.Text(), ans, g.Text(), s, form)
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
}

// FuzzReadPZPRV3 reads any text as a Nurikabe file: an error or a
// puzzle, never a panic; an answer read is checked and written back
// without a panic, and a file written reads back to the same board.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "nurikabe")
	f.Add("pzprv3\nnurikabe\n2\n3\n2 # - \n+ # 12 \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "nurikabe", text) })
}
