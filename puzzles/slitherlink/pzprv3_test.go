package slitherlink

import (
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/pzprtest"
)

// TestPZPRV3Versions: a board and its loop in version pzprv3 (as zq
// writes it) and pzprv3.1 (as puzz.link saves it now, with the rows of
// cell colours) read alike, in both forms; pzprv3.1 with the variant
// line "f" is refused as a variant.
func TestPZPRV3Versions(t *testing.T) {
	p, err := New(2, 2)
	if err != nil {
		t.Fatal(err)
	}
	p.Clues[0], p.Clues[3] = 2, 2
	g := &Game{P: p}
	idx := map[[2]int]uint32{}
	for i, e := range p.Graph().Edges() {
		idx[[2]int{min(e.U, e.V), max(e.U, e.V)}] = uint32(i)
	}
	// the loop around the board: dots 0-1-2, 2-5-8, 8-7-6, 6-3-0
	var loop []uint32
	for _, uv := range [][2]int{{0, 1}, {1, 2}, {2, 5}, {5, 8}, {7, 8}, {6, 7}, {3, 6}, {0, 3}} {
		loop = append(loop, idx[uv])
	}
	slices.Sort(loop)
	if err := p.Check(loop, false); err != nil {
		t.Fatal(err)
	}
	written, err := g.PZPRV3(loop)
	if err != nil {
		t.Fatal(err)
	}
	saved := "pzprv3.1\nslither\n2\n2\n2 . \n. 2 \n1 0 \n0 2 \n1 0 1 \n1 0 1 \n1 1 \n0 0 \n1 1 \n"
	for _, file := range []string{written, saved} {
		for _, form := range []string{file, strings.ReplaceAll(strings.TrimRight(file, "\n"), "\n", "/")} {
			q, err := puzzles.Parse("", form, nil)
			if err != nil {
				t.Fatalf("%v\n%s", err, form)
			}
			ans, has := q.(puzzles.Answerer).Answer()
			if q.Text() != g.Text() || !has || !slices.Equal(ans, loop) {
				t.Errorf("%s\nread as\n%s%v (%v), want %v", form, q.Text(), ans, has, loop)
			}
		}
	}
	_, err = puzzles.Parse("", "pzprv3.1\nslither\n2\n2\nf\n2 . \n. 2 \n", nil)
	if err == nil || !strings.Contains(err.Error(), "variant") {
		t.Errorf("the variant f: %v", err)
	}
}

// TestPZPRV3Errors: bad files are errors naming the line (and column
// and cell), never a panic.
func TestPZPRV3Errors(t *testing.T) {
	pzprtest.Bad(t, [][2]string{
		{"pzprv3\nslither\n2\n2\n2 x \n. . \n", "line 5, column 3 of the text, cell (0, 1): \"x\" is no clue"},
		{"pzprv3.1\nslither\n2\n2\n2 . \n. 2 \n1 x \n0 0 \n", "line 7, column 3 of the text, cell (0, 1): \"x\" is no cell colour"},
		{"pzprv3.1\nslither\n2\n2\n2 . \n. 2 \n1 0 \n0 2 \n1 0 1 \n", "line 10 of the text: the file ends"},
		{"pzprv3.1\nslither\n2\n2\n2 . \n. 2 \n1 0 \n0 2 \n1 0 1 \n1 0 1 \n1 1 \n0 0 \n", "line 13 of the text: the file ends"},
		{"pzprv3.1\nslither\n2\n2\n2 . \n. 2 \n1 0 \n0 2 \n1 0 1 \n1 0 7 \n1 1 \n0 0 \n1 1 \n", "line 10, column 5 of the text: \"7\" is no line mark"},
	})
}
