package hashi

import (
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
)

// TestPZPRV3OneColumn: on a board of one column the steps between
// horizontal neighbours are rows empty lines, as pzprjs writes them;
// they are read and written so.
func TestPZPRV3OneColumn(t *testing.T) {
	file := "pzprv3\nhashikake\n3\n1\n2 \n. \n- \n\n\n\n2 \n2 \n"
	for _, form := range []string{file, pzprtest.OneLine(file)} {
		p, err := puzzles.Parse("", form, nil)
		if err != nil {
			t.Fatalf("%q: %v", form, err)
		}
		g := p.(*Game)
		ans, has := g.Answer()
		if !has || g.Check(ans) != nil {
			t.Fatalf("%q: answer %v (%v), check %v", form, ans, has, g.Check(ans))
		}
		out, err := g.PZPRV3(ans)
		if err != nil || out != file {
			t.Errorf("%q: written %q (%v), want %q", form, out, err, file)
		}
	}
}

// TestPZPRV3Errors: bad files are errors naming the line (and column and
// cell) of the file, never a panic.
func TestPZPRV3Errors(t *testing.T) {
	pzprtest.Bad(t, [][2]string{
		{"pzprv3\nhashikake\n2\n2\n1 . \n", "line 6 of the text: the file ends; 1 more lines"},
		{"pzprv3\nhashikake\n2\n2\n1 . \nx 1 \n", "hashi: line 6, column 1 of the text, cell (1, 0): \"x\" is no island number"},
		{"pzprv3\nhashikake\n2\n2\n1 . \n1 . \n0 \n", "line 8 of the text: the file ends; 1 more lines"},
		{"pzprv3\nhashikake\n2\n2\n1 . \n1 . \n0 \n0 \n", "the file ends inside the answer"},
		{"pzprv3\nhashikake\n2\n2\n1 . \n1 . \n0 \n0 \n3 0 \n", "line 9, column 1 of the text, cell (0, 0): \"3\" is no bridge count"},
		{"pzprv3\nhashikake\n3\n1\n1 \n. \n1 \n1 \n1 \n", "line 8 of the text: 1 items on the line, want 0"},
	})
}

// FuzzReadPZPRV3 reads any text as a Hashiwokakero file: an error or a
// puzzle, never a panic; an answer read is checked and written back
// without a panic, and the file written reads back to the same board
// and answer.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "hashikake")
	f.Add("pzprv3\nhashikake\n3\n1\n2 \n. \n- \n\n\n\n2 \n2 \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "hashi", text) })
}
