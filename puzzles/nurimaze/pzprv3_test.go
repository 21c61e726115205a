package nurimaze

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/zqlang/zq/puzzles/internal/pzprtest"

	"github.com/zqlang/zq/puzzles"
)

// samePuzzle reports whether a and b have the same rooms and marks.
func samePuzzle(a, b *Puzzle) bool {
	return a.Rows == b.Rows && a.Cols == b.Cols && a.Rooms == b.Rooms && slices.Equal(a.Room, b.Room) && slices.Equal(a.Marks, b.Marks)
}

// TestPZPRV3RoundTripRandom: random boards (one row or one column among
// them) written with random shadings read back, in both forms, as the
// same rooms, marks and shading; written without an answer, as the
// board with none.
func TestPZPRV3RoundTripRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	n := 0
	for trial := 0; trial < 100; trial++ {
		R, C := 1+rng.Intn(6), 1+rng.Intn(6)
		if R*C < 2 {
			continue
		}
		p := randomBoard(rng, R, C)
		g := &Game{P: p}
		for k := 0; k < 3; k++ {
			set := []uint32{}
			for i := 0; i < R*C; i++ {
				if rng.Intn(3) == 0 {
					set = append(set, uint32(i))
				}
			}
			file := writeFile(t, p, set)
			for _, form := range []string{file, pzprtest.OneLine(file)} {
				q, err := puzzles.Parse("", form, nil)
				if err != nil {
					t.Fatalf("%v\n%s", err, form)
				}
				ans, has := q.(puzzles.Answerer).Answer()
				if !samePuzzle(q.(*Game).P, p) || !has || !slices.Equal(ans, set) {
					t.Fatalf("read back as\n%s with %v (%v), want\n%s%v\n%s", q.Text(), ans, has, p, set, form)
				}
			}
			n++
		}
		bare, err := g.PZPRV3(nil)
		if err != nil {
			t.Fatal(err)
		}
		q, err := puzzles.Parse("nurimaze", bare, nil)
		if err != nil {
			t.Fatalf("%v\n%s", err, bare)
		}
		if _, has := q.(puzzles.Answerer).Answer(); has || !samePuzzle(q.(*Game).P, p) {
			t.Fatalf("the clues alone read back with an answer (%v) or as\n%s", has, q.Text())
		}
	}
	t.Logf("%d files written and read back", n)
}

// TestPZPRV3Marks: a file without 's' or 'g' has them in pzprjs's
// places (top left, bottom right); the auxiliary lines of the route are
// read and ignored; room ids need not be consecutive, and cells of one
// id that do not touch are two rooms.
func TestPZPRV3Marks(t *testing.T) {
	p, err := puzzles.Parse("", "pzprv3\nnurimaze\n2\n3\n2\n7 7 3 \n3 7 7 \n. o . \n. . t \n. . # \n# . . \n1 0 \n0 -1 \n1 0 0 \n", nil)
	if err != nil {
		t.Fatal(err)
	}
	q := p.(*Game).P
	if q.Rooms != 3 || !slices.Equal(q.Room, []int{0, 0, 1, 2, 0, 0}) {
		t.Errorf("rooms %d %v", q.Rooms, q.Room)
	}
	if !slices.Equal(q.Marks, []Mark{Start, Circle, None, None, None, Goal}) {
		t.Errorf("marks %v", q.Marks)
	}
	if ans, has := p.(puzzles.Answerer).Answer(); !has || !slices.Equal(ans, []uint32{2, 3}) {
		t.Errorf("answer %v (%v)", ans, has)
	}
}

// TestPZPRV3Errors: bad files are errors naming the line (and column
// and cell), never a panic.
func TestPZPRV3Errors(t *testing.T) {
	pzprtest.Bad(t, [][2]string{
		{"pzprv3\nnurimaze\n2\n2\n", "line 5 of the text: the file ends before the rooms"},
		{"pzprv3\nnurimaze\n2\n2\nx\n", "line 5, column 1 of the text: \"x\" is no number of rooms"},
		{"pzprv3\nnurimaze\n2\n2\n1\n0 0 \n", "line 7 of the text: the file ends"},
		{"pzprv3\nnurimaze\n2\n2\n1\n0 0 \n0 -1 \n", "line 7, column 3 of the text, cell (1, 1): \"-1\" is no room id"},
		{"pzprv3\nnurimaze\n2\n2\n1\n0 0 \n0 0 \n", "line 8 of the text: the file ends"},
		{"pzprv3\nnurimaze\n2\n2\n1\n0 0 \n0 0 \ns . \n. x \n", "line 9, column 3 of the text, cell (1, 1): \"x\" is no mark"},
		{"pzprv3\nnurimaze\n2\n2\n1\n0 0 \n0 0 \n. . \n. s \n", "line 8, column 1 of the text: the start and the goal are one cell, (1, 1)"},
		{"pzprv3\nnurimaze\n2\n2\n1\n0 0 \n0 0 \ns . \n. g \n# . \n", "line 11 of the text: the file ends"},
		{"pzprv3\nnurimaze\n2\n2\n1\n0 0 \n0 0 \ns . \n. g \n# . \n. 1 \n", "line 11, column 3 of the text, cell (1, 1): \"1\" is no answer mark"},
		{"pzprv3\nnurimaze\n2\n2\n1\n0 0 \n0 0 \ns . \n. g \n# . \n. . \n1 \n2 \n0 0 \n", "line 13, column 1 of the text, cell (1, 0): \"2\" is no line mark"},
		{"pzprv3/nurimaze/2/2/1/0 0 /0 0 /s . /. g /# . /. . . /", "3 items on the line, want 2"},
		{"pzprv3.1\nnurimaze\n2\n2\nv\n", "variant"},
	})
}

// FuzzReadPZPRV3 reads any text as a Nurimaze file: an error or a
// puzzle, never a panic; an answer read is checked and written back.
func FuzzReadPZPRV3(f *testing.F) {
	pzprtest.Seeds(f, "nurimaze")
	f.Add("pzprv3\nnurimaze\n2\n3\n2\n7 7 3 \n3 7 7 \n. o . \n. . t \n. . # \n# . . \n1 0 \n0 -1 \n1 0 0 \n")
	f.Fuzz(func(t *testing.T, text string) { pzprtest.Reread(t, "nurimaze", text) })
}
