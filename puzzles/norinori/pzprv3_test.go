package norinori

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

// TestPZPRV3Read reads the regions in both of pzprjs's forms (region
// numbers, borders), the answer, auxiliary lines ignored, and files
// without an answer, in the file form and the one-line form.
func TestPZPRV3Read(t *testing.T) {
	rooms := "pzprv3\nnorinori\n2\n3\n2\n0 0 1 \n0 1 1 \n"
	borders := "pzprv3.1\nnorinori\n2\n3\n0 1 \n1 0 \n0 1 0 \n"
	answer := "# + . \n# # . \n"
	lines := "0 0 \n1 -1 \n0 0 0 \n"
	want, err := ParseGrid("AAB\nABB")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file   string
		answer []uint32
		has    bool
	}{
		{rooms + answer, []uint32{0, 3, 4}, true},
		{borders + answer, []uint32{0, 3, 4}, true},
		{rooms + answer + lines, []uint32{0, 3, 4}, true},
		{borders + answer + lines, []uint32{0, 3, 4}, true},
		{rooms, nil, false},
		{borders, nil, false},
		{borders + ". . . \n. . . \n", []uint32{}, true},
	} {
		for _, form := range []string{tc.file, pzprtest.OneLine(tc.file)} {
			p, err := puzzles.Parse("", form, nil)
			if err != nil {
				t.Errorf("%q: %v", form, err)
				continue
			}
			g := p.(*Game)
			if !g.P.same(want) {
				t.Errorf("%q: board %q, want %q", form, g.Text(), want.String())
			}
			if ans, has := g.Answer(); has != tc.has || !slices.Equal(ans, tc.answer) {
				t.Errorf("%q: answer %v %v, want %v %v", form, ans, has, tc.answer, tc.has)
			}
		}
	}
	// region numbers that repeat apart are two regions; a border inside
	// a region is kept; a board of one column has blank lines for the
	// borders right of its cells
	for _, tc := range []struct {
		file       string
		rows, cols int
		v, h       []bool
	}{
		{"pzprv3\nnorinori\n1\n3\n2\n0 1 0 \n", 1, 3, []bool{true, true}, nil},
		{"pzprv3.1\nnorinori\n2\n2\n0 \n0 \n1 0 \n", 2, 2, []bool{false, false}, []bool{true, false}},
		{"pzprv3\nnorinori\n3\n2\n", 3, 2, nil, nil},
		{"pzprv3\nnorinori\n1\n2\n1\n. . \n. . \n", 1, 2, nil, nil},
		{"pzprv3.1\nnorinori\n3\n1\n\n\n\n1 \n0 \n# \n. \n. \n\n\n\n1 \n-1 \n", 3, 1, nil, []bool{true, false}},
	} {
		for _, form := range []string{tc.file, pzprtest.OneLine(tc.file)} {
			p, err := puzzles.Parse("", form, nil)
			if err != nil {
				t.Errorf("%q: %v", form, err)
				continue
			}
			want, _ := New(tc.rows, tc.cols, tc.v, tc.h)
			if !p.(*Game).P.same(want) {
				t.Errorf("%q: %s, want %s", form, p.(*Game).P.URL(), want.URL())
			}
		}
	}
}

// TestPZPRV3Errors: bad files are errors naming the line, column and
// cell of the file, never a panic.
func TestPZPRV3Errors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"pzprv3\nnorinori\n", "line 3 of the text: the file ends before"},
		{"pzprv3\nnorinori\n65\n2\n", "sides 1..64, not 65x2"},
		{"pzprv3\nnorinori\n2\n2\nx\n0 0 \n", "line 5, column 1 of the text: the line before the region numbers is their count, not \"x\""},
		{"pzprv3\nnorinori\n2\n2\n1\n0 0 \n", "line 7 of the text: the file ends; 1 more lines"},
		{"pzprv3\nnorinori\n2\n2\n1\n0 0 \n0 \n", "line 7 of the text: 1 items on the line, want 2"},
		{"pzprv3\nnorinori\n2\n2\n1\n0 0 \n0  a \n", "line 7, column 4 of the text, cell (1, 1): \"a\" is no region number"},
		{"pzprv3\nnorinori\n2\n2\n1\n0 0 \n0 -1 \n", "cell (1, 1): \"-1\" is no region number"},
		{"pzprv3.1\nnorinori\n2\n2\n0 \n2 \n", "line 6, column 1 of the text: \"2\" is no border"},
		{"pzprv3.1\nnorinori\n2\n2\n0 \n0 \n0 0 \n# \n", "line 8 of the text: 1 items on the line, want 2"},
		{"pzprv3.1\nnorinori\n2\n2\n0 \n0 \n0 0 \n# . \n. o \n", "line 9, column 3 of the text, cell (1, 1): \"o\" is no answer mark"},
		{"pzprv3.1\nnorinori\n2\n2\n0 \n0 \n0 0 \n# . \n. . \n0 \n", "line 11 of the text: the file ends; 1 more lines"},
		{"pzprv3.1\nnorinori\n2\n2\n0 \n0 \n0 0 \n# . \n. . \n0 \n0 \n0 z \n", "line 12, column 3 of the text: \"z\" is no line mark"},
		{"pzprv3/norinori/2/2/1/0 0 /0 x /", "line 7 of the text, cell (1, 1): \"x\" is no region number"},
	} {
		_, err := puzzles.Parse("", tc.in, nil)
		var pe *puzzles.ParseError
		if err == nil || !errors.As(err, &pe) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want one containing %q", tc.in, err, tc.want)
		}
	}
}

// TestPZPRV3RoundTrip writes random boards with their solutions,
// planted answers and random shadings,
// and reads each file back, in both forms: the same board and the same
// answer; without an answer, none.
func TestPZPRV3RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	files, sols := 0, 0
	for k := 0; k < 60; k++ {
		rows, cols := 1+rng.Intn(6), 1+rng.Intn(6)
		var p *Puzzle
		var sets [][]uint32
		if k%2 == 0 {
			p = randomBoard(rng, rows, cols)
		} else {
			var planted []uint32
			p, planted = plantedBoard(rng, rows, cols)
			sets = append(sets, planted)
		}
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		found := m.Sets(f, 5)
		sols += len(found)
		random := []uint32{}
		for i := range p.Cells() {
			if rng.Intn(2) == 0 {
				random = append(random, uint32(i))
			}
		}
		g := &Game{P: p}
		for _, set := range append(append(sets, found...), random, nil) {
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
				if !q.(*Game).P.same(p) || q.Text() != g.Text() || has != (set != nil) || !slices.Equal(ans, set) {
					t.Fatalf("read back as %q, answer %v %v, want %q %v\n%s", q.Text(), ans, has, g.Text(), set, form)
				}
			}
			files++
		}
	}
	t.Logf("%d files (%d solutions) written and read back", files, sols)
	if sols < 20 {
		t.Errorf("only %d solutions: the test is weak", sols)
	}
}

// FuzzReadPZPRV3 reads any text as a Norinori file: an error or a puzzle,
// never a panic; a puzzle's answer is checked and written, and the
// file written reads back to the same board and answer. Seeded with
// pzprjs's failcheck cases and written files.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "norinori")
	f.Add("pzprv3.1\nnorinori\n2\n3\n0 1 \n1 0 \n0 1 0 \n# + . \n# # . \n0 0 \n1 -1 \n0 0 0 \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "norinori", text) })
}
