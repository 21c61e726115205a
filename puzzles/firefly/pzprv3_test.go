package firefly

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
)

// TestPZPRV3RoundTripRandom: random boards (one row or one column among
// them) written with random sets of lines read back, in both forms, as
// the same board and the same lines (on a 1x1 board, whose answer is a
// blank line, as no answer); written without an answer, as the board
// with none.
func TestPZPRV3RoundTripRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	n := 0
	for trial := 0; trial < 100; trial++ {
		p := randomBoard(rng, 1+rng.Intn(5), 1+rng.Intn(5))
		g := &Game{P: p}
		ne := p.Graph().M()
		for k := 0; k < 3; k++ {
			set := []uint32{}
			for e := 0; e < ne; e++ {
				if rng.Intn(2) == 0 {
					set = append(set, uint32(e))
				}
			}
			file := writeFile(t, p, set)
			for _, form := range []string{file, pzprtest.OneLine(file)} {
				q, err := puzzles.Parse("", form, nil)
				if err != nil {
					t.Fatalf("%v\n%s", err, form)
				}
				ans, has := q.(puzzles.Answerer).Answer()
				if ne == 0 && !has {
					has = true // a board without edges: an empty answer is a blank line, which ends the file
				}
				if q.Text() != p.String() || !has || !slices.Equal(ans, set) {
					t.Fatalf("read back as\n%s with %v (%v), want %v\n%s", q.Text(), ans, has, set, form)
				}
			}
			n++
		}
		bare, err := g.PZPRV3(nil)
		if err != nil {
			t.Fatal(err)
		}
		q, err := puzzles.Parse("firefly", bare, nil)
		if err != nil {
			t.Fatalf("%v\n%s", err, bare)
		}
		if _, has := q.(puzzles.Answerer).Answer(); has || q.Text() != p.String() {
			t.Fatalf("the clues alone read back with an answer (%v) or as\n%s", has, q.Text())
		}
	}
	t.Logf("%d files written and read back", n)
}

// TestPZPRV3Errors: bad files are errors naming the line (and column
// and cell), never a panic.
func TestPZPRV3Errors(t *testing.T) {
	pzprtest.Bad(t, [][2]string{
		{"pzprv3\nfirefly\n", "line 3 of the text: the file ends before"},
		{"pzprv3\nfirefly\n2\n2\n. 1,2 \n. \n", "line 6 of the text: 1 items on the line, want 2"},
		{"pzprv3\nfirefly\n2\n2\n. 5,2 \n. . \n", "line 5, column 3 of the text, cell (0, 1): \"5,2\" is no cell"},
		{"pzprv3\nfirefly\n2\n2\n. # \n. . \n", "cell (0, 1): \"#\" is no cell"},
		{"pzprv3\nfirefly\n2\n2\n. 1,5000 \n. . \n", "cell (0, 1): \"1,5000\" is no cell"},
		{"pzprv3\nfirefly\n2\n2\n. 1,- \n. . \n1 \n", "line 8 of the text: the file ends"},
		{"pzprv3\nfirefly\n2\n2\n. 1,- \n. . \n1 \n0 \n1 x \n", "line 9, column 3 of the text, cell (0, 1): \"x\" is no line mark"},
		{"pzprv3\nfirefly\n2\n1\n. \n. \n \nx \n", "line 8, column 1 of the text: 1 items on the line, want 0"},
		{"pzprv3/firefly/2/2/. 1,- /. . /1 /7 /1 1 /", "cell (1, 0): \"7\" is no line mark"},
		{"pzprv3.1\nfirefly\n2\n2\nv\n. . \n. . \n", "variant"},
	})
}

// FuzzReadPZPRV3 reads any text as a Hotaru Beam file: an error or a
// puzzle, never a panic; an answer read is checked and written back.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "firefly")
	f.Add("pzprv3\nfirefly\n2\n1\n2,1 \n. \n\n\n1 \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "firefly", text) })
}
