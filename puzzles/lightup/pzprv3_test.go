package lightup

import (
	"context"
	"errors"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// TestPZPRV3Read reads a file's board and lamps, in the file form and
// the one-line form, with the grid of numbers marked done ignored, of
// both type names, and files without an answer.
func TestPZPRV3Read(t *testing.T) {
	want, err := ParseGrid("2.#\n..0")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file   string
		answer []uint32
		has    bool
	}{
		{"pzprv3\nlightup\n2\n3\n2 # - \n# + 0 \n", []uint32{1, 3}, true},
		{"pzprv3\nakari\n2\n3\n2 # - \n# + 0 \n- . . \n. . - \n", []uint32{1, 3}, true},
		{"pzprv3\nlightup\n2\n3\n2 . - \n. . 0 \n", nil, false},
		{"pzprv3\nlightup\n2\n3\n2 . - \n. . 0 \n- . . \n. . . \n", nil, false},
		{"pzprv3\nlightup\n2\n3\n2 + - \n. . 0 \n", nil, true},
	} {
		for _, form := range []string{tc.file, pzprtest.OneLine(tc.file)} {
			p, err := puzzles.Parse("", form, nil)
			if err != nil {
				t.Errorf("%q: %v", form, err)
				continue
			}
			g := p.(*Game)
			if !slices.Equal(g.P.Cells, want.Cells) || g.P.Rows != 2 {
				t.Errorf("%q: board %q, want %q", form, g.Text(), want.String())
			}
			if ans, has := g.Answer(); has != tc.has || !slices.Equal(ans, tc.answer) {
				t.Errorf("%q: answer %v %v, want %v %v", form, ans, has, tc.answer, tc.has)
			}
		}
	}
	p, err := puzzles.Parse("lightup", "pzprv3\nlightup\n3\n2", nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, has := p.(puzzles.Answerer).Answer(); has || p.(*Game).P.Rows != 3 || slices.ContainsFunc(p.(*Game).P.Cells, func(v int) bool { return v != White }) {
		t.Errorf("a file that ends before its rows: %q, answer %v", p.Text(), has)
	}
}

// TestPZPRV3Errors: bad files are errors naming the line, column and
// cell of the file, never a panic.
func TestPZPRV3Errors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"pzprv3\nlightup\n", "line 3 of the text: the file ends before"},
		{"pzprv3\nlightup\n201\n2\n", "the row count \"201\" is not a number 1..200"},
		{"pzprv3\nlightup\n2\n2\n. . \n. \n", "line 6 of the text: 1 items on the line, want 2"},
		{"pzprv3\nlightup\n2\n2\n. . \n", "line 6 of the text: the file ends; 1 more lines"},
		{"pzprv3\nlightup\n2\n2\n. . \n.  x \n", "line 6, column 4 of the text, cell (1, 1): \"x\" is no cell"},
		{"pzprv3\nlightup\n2\n2\n. 5 \n. . \n", "cell (0, 1): \"5\" is no cell"},
		{"pzprv3\nlightup\n2\n2\n. 01 \n. . \n", "cell (0, 1): \"01\" is no cell"},
		{"pzprv3\nlightup\n2\n2\n. . \n# . \n. . \n", "line 8 of the text: the file ends; 1 more lines"},
		{"pzprv3\nlightup\n2\n2\n. . \n# . \n. . \n. # \n", "line 8, column 3 of the text, cell (1, 1): \"#\" is no mark of a number done"},
		{"pzprv3/lightup/2/2/. . /. x /", "line 6 of the text, cell (1, 1): \"x\" is no cell"},
		{"pzprv3.1\nlightup\n2\n2\nx\n", "variant"},
	} {
		_, err := puzzles.Parse("", tc.in, nil)
		var pe *puzzles.ParseError
		if err == nil || !errors.As(err, &pe) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want one containing %q", tc.in, err, tc.want)
		}
	}
}

// TestPZPRV3RoundTrip writes random boards with their solutions (up to
// 20 a board) and with random lamp sets on their white cells, and reads
// each file back, in both forms: the same board and the same answer;
// without an answer, none.
func TestPZPRV3RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	files, sols := 0, 0
	for k := 0; k < 200; k++ {
		p := randomBoard(rng, 1+rng.Intn(6), 1+rng.Intn(6), 10+rng.Intn(40), k%3 != 0, k%2 == 0)
		g := &Game{P: p}
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		sets := m.Sets(f, 20)
		sols += len(sets)
		random := []uint32{}
		whites := 0
		for i := range p.N() {
			if p.IsWhite(i) {
				whites++
				if rng.Intn(3) == 0 {
					random = append(random, uint32(i))
				}
			}
		}
		for _, set := range append(sets, random, nil) {
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
				// an empty answer is written as dots, and a board
				// without white cells has none to write
				wantHas := set != nil && whites > 0
				if q.Text() != g.Text() || has != wantHas || !slices.Equal(ans, set) {
					t.Fatalf("read back as %q, answer %v %v, want %q %v\n%s", q.Text(), ans, has, g.Text(), set, form)
				}
			}
			files++
		}
	}
	t.Logf("%d files (%d solutions) written and read back", files, sols)
	if sols < 100 {
		t.Errorf("only %d solutions: the test is weak", sols)
	}
}

// TestPZPRV3WriteErrors: a set a file cannot hold is an error.
func TestPZPRV3WriteErrors(t *testing.T) {
	p, _ := ParseGrid("1.\n..")
	for set, want := range map[*[]uint32]string{
		{0}: "cannot put a lamp on the black cell at (0, 0)",
		{4}: "element 4 is not a cell",
	} {
		if _, err := (&Game{P: p}).PZPRV3(*set); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v: %v, want %q", *set, err, want)
		}
	}
}

// FuzzReadPZPRV3 reads any text as a Light Up file: an error or a
// puzzle, never a panic; a puzzle's answer is checked and written, and
// the file written reads back to the same board and answer. Seeded
// with pzprjs's failcheck cases and a written file.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "lightup")
	f.Add("pzprv3\nakari\n2\n3\n2 # - \n# + 0 \n- . . \n. . - \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "lightup", text) })
}
