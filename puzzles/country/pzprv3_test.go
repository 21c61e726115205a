package country

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
)

// TestPZPRV3RoundTripRandom: random boards (rooms may go unvisited or
// not, one row or one column among them) written with loops of their
// grid, right or not, read back in both forms as the same board and the
// same loop; written without an answer, as the board with none.
func TestPZPRV3RoundTripRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	loops := map[[2]int][][]uint32{}
	n := 0
	for trial := 0; trial < 100; trial++ {
		R, C := 1+rng.Intn(4), 1+rng.Intn(4)
		key := [2]int{R, C}
		if loops[key] == nil {
			b, _ := New(R, C, make([]int, R*C))
			loops[key] = allLoops(b)
		}
		p := randomBoard(rng, R, C, loops[key])
		g := &Game{P: p}
		for k := 0; k < 3; k++ {
			set := loops[key][rng.Intn(len(loops[key]))]
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
					t.Fatalf("read back as\n%s(empty %v) with %v (%v), want %v\n%s", q.Text(), q.(*Game).P.Empty, ans, has, set, form)
				}
			}
			n++
		}
		bare, err := g.PZPRV3(nil)
		if err != nil {
			t.Fatal(err)
		}
		q, err := puzzles.Parse("country", bare, nil)
		if err != nil {
			t.Fatalf("%v\n%s", err, bare)
		}
		if _, has := q.(puzzles.Answerer).Answer(); has || !samePuzzle(q.(*Game).P, p) {
			t.Fatalf("the clues alone read back with an answer (%v) or as\n%s", has, q.Text())
		}
	}
	t.Logf("%d files written and read back", n)
}

// TestPZPRV3Versions: the same board and loop in pzprjs's three
// versions of the file (pzprv3.2 as pzprjs saves it, rooms by borders;
// pzprv3.1 and pzprv3 by ids, a number off the room's first cell) read
// alike. pzprv3.2 is read through the genre's reader, the splitter
// taking versions pzprv3 and pzprv3.1 only.
func TestPZPRV3Versions(t *testing.T) {
	v2 := "pzprv3.1\ncountry\n2\n3\ncountry_empty\n0 1 \n0 1 \n0 0 0 \n2 . - \n. . . \n1 1 \n1 1 \n1 0 1 \n0 0 0 \n0 0 0 \n"
	f, err := puzzles.ReadPZPRV3(v2)
	if err != nil {
		t.Fatal(err)
	}
	f.Version = "pzprv3.2"
	want, err := genre{}.ReadPZPRV3(f, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{
		"pzprv3.1\ncountry\n2\n3\ncountry_empty\n2\n0 0 1 \n0 0 1 \n. . . \n2 . - \n1 1 \n1 1 \n1 0 1 \n0 0 0 \n0 0 0 \n",
		"pzprv3.1\ncountry\n2\n3\nfoo,country_empty\n2\n5 5 7 \n5 5 7 \n2 . - \n. . . \n1 1 \n1 1 \n1 0 1 \n",
		"pzprv3\ncountry\n2\n3\n2\n0 0 1 \n0 0 1 \n2 . - \n. . . \n1 1 \n1 1 \n1 0 1 \n0 0 0 \n0 0 0 \n",
	} {
		p, err := puzzles.Parse("", file, puzzles.Props{"empty": "true"})
		if err != nil {
			t.Fatalf("%v\n%s", err, file)
		}
		a, _ := p.(puzzles.Answerer).Answer()
		b, _ := want.(puzzles.Answerer).Answer()
		if !samePuzzle(p.(*Game).P, want.(*Game).P) || !slices.Equal(a, b) || len(a) != 6 {
			t.Errorf("%s\nread as\n%s%v, want\n%s%v", file, p.Text(), a, want.Text(), b)
		}
	}
	if !want.(*Game).P.Empty || want.(*Game).P.Num[0] != 2 || want.(*Game).P.Num[1] != Unknown {
		t.Errorf("pzprv3.2 read as %+v", want.(*Game).P)
	}
}

// TestPZPRV3Errors: bad files are errors naming the line (and column
// and cell), never a panic.
func TestPZPRV3Errors(t *testing.T) {
	pzprtest.Bad(t, [][2]string{
		{"pzprv3\ncountry\n2\n2\n", "line 5 of the text: the file ends before the rooms"},
		{"pzprv3.1\ncountry\n2\n2\n", "line 5 of the text: the file ends before its line of flags"},
		{"pzprv3\ncountry\n2\n2\nx\n", "line 5, column 1 of the text: \"x\" is no number of rooms"},
		{"pzprv3\ncountry\n2\n2\n1\n0 0 \n0 \n", "line 7 of the text: 1 items on the line, want 2"},
		{"pzprv3\ncountry\n2\n2\n1\n0 0 \n0 a \n", "line 7, column 3 of the text, cell (1, 1): \"a\" is no room id"},
		{"pzprv3\ncountry\n2\n2\n1\n0 0 \n0 0 \n. x \n. . \n", "line 8, column 3 of the text, cell (0, 1): \"x\" is no number"},
		{"pzprv3\ncountry\n2\n2\n1\n0 0 \n0 0 \n. 1 \n2 . \n", "line 9, column 1 of the text, cell (1, 0): a second number in the room of (0, 0), whose number is at (0, 1)"},
		{"pzprv3\ncountry\n2\n2\n1\n0 0 \n0 0 \n. . \n. . \n1 \n", "line 11 of the text: the file ends"},
		{"pzprv3\ncountry\n2\n2\n1\n0 0 \n0 0 \n. . \n. . \n1 \n1 \n1 2 \n", "line 12, column 3 of the text, cell (0, 1): \"2\" is no line mark"},
		{"pzprv3\ncountry\n2\n2\n1\n0 0 \n0 0 \n. . \n. . \n1 \n1 \n1 1 \n0 x \n0 0 \n", "line 13, column 3 of the text, cell (0, 1): \"x\" is no cell mark"},
		{"pzprv3\ncountry\n2\n2\n1\n0 0 \n0 0 \n. . \n. . \n1 \n1 \n1 1 \n0 0 \n", "line 14 of the text: the file ends"},
		{"pzprv3/country/2/2/1/0 0 /0 0 /. . /. . /1 /1 /1 1 /0 0 /0 0 0 /", "3 items on the line, want 2"},
	})
	f, err := puzzles.ReadPZPRV3("pzprv3.1\ncountry\n2\n2\n\n1 \n0 \n0 2 \n")
	if err != nil {
		t.Fatal(err)
	}
	f.Version = "pzprv3.2"
	if _, err := (genre{}).ReadPZPRV3(f, nil); err == nil || !strings.Contains(err.Error(), "line 8, column 3 of the text, cell (0, 1): \"2\" is no border mark") {
		t.Errorf("a bad border: %v", err)
	}
}

// FuzzReadPZPRV3 reads any text as a Country Road file: an error or a
// puzzle, never a panic; an answer read is checked and written back.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "country")
	f.Add("pzprv3.1\ncountry\n2\n3\ncountry_empty\n2\n0 0 1 \n0 0 1 \n. . . \n2 . - \n1 1 \n1 1 \n1 0 1 \n0 0 0 \n0 0 0 \n")
	f.Add("pzprv3\ncountry\n3\n1\n2\n0 \n1 \n1 \n- \n. \n3 \n\n\n\n0 \n0 \n0 \n0 \n0 \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "country", text) })
}
