package shikaku

import (
	"context"
	"errors"
	"flag"
	"io"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/solvertest"
	"github.com/zqlang/zq/zdd"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestForms reads one board in every form and writes each back.
func TestForms(t *testing.T) {
	p, err := Parse("4..\n.2.\n?.3\n")
	if err != nil {
		t.Fatal(err)
	}
	want := []int{4, Empty, Empty, Empty, 2, Empty, Unknown, Empty, 3}
	for i, v := range want {
		if p.Nums[i] != v {
			t.Fatalf("cell %d is %d, want %d", i, p.Nums[i], v)
		}
	}
	for _, text := range []string{
		p.String(),
		p.URL(),
		"# a comment\n 4 . . \n . 2 . \n ? . 3",
		"http://pzv.jp/p.html?shikaku/3/3/4i2g.g3",
		"https://puzz.link/p?shikaku_edit/3/3/4i2g.g3/",
	} {
		q, err := Parse(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if q.String() != p.String() {
			t.Errorf("%q reads as\n%s", text, q)
		}
	}
	if p.URL() != "https://puzz.link/p?shikaku/3/3/4i2g.g3" {
		t.Errorf("URL %s", p.URL())
	}
	q, err := Parse("12 . .\n. . .\n. . .\n. . .\n")
	if err != nil || q.String() != "12 . .\n. . .\n. . .\n. . .\n" {
		t.Errorf("two-digit board: %v %v", q, err)
	}
}

// TestRoundTrips writes random boards as text and URL and reads each
// back.
func TestRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for k := 0; k < 300; k++ {
		rows, cols := 1+rng.Intn(12), 1+rng.Intn(30)
		nums := make([]int, rows*cols)
		dens := rng.Intn(100)
		for i := range nums {
			nums[i] = Empty
			if rng.Intn(100) < dens {
				switch rng.Intn(10) {
				case 0:
					nums[i] = Unknown
				case 1:
					nums[i] = 1 + rng.Intn(MaxNumber)
				default:
					nums[i] = 1 + rng.Intn(12)
				}
			}
		}
		p, err := New(rows, cols, nums)
		if err != nil {
			t.Fatal(err)
		}
		for _, form := range []string{p.String(), p.URL()} {
			q, err := Parse(form)
			if err != nil {
				t.Fatalf("%q: %v", form, err)
			}
			if q.String() != p.String() || q.Rows != rows || q.Cols != cols {
				t.Fatalf("%q reads as\n%s, want\n%s", form, q, p)
			}
		}
	}
}

// TestParseErrors checks the places and messages of bad input.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		text, want string
	}{
		{"..\n.x", "line 2, column 2 of the text, cell (1, 1): a cell is a number"},
		{"1 .\n. 0", "line 2, column 3 of the text, cell (1, 1): a cell is a number"},
		{"...\n..", "line 2 of the text: the row has 2 cells, the first row 3"},
		{"", "no rows"},
		{"https://puzz.link/p?shikaku/3/3/a!", "character 34 of the URL"},
		{"https://puzz.link/p?shikaku/3/3/0", "cell (0, 0): the number 0 is no area"},
		{"https://puzz.link/p?shikaku/0/3/a", "column count"},
		{"https://puzz.link/p?shikaku/65/3/a", "1..64 cells a side"},
		{"https://puzz.link/p?lightup/3/3/a", "not a shikaku URL"},
	} {
		_, err := Parse(c.text)
		var pe *puzzles.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: error %v is no ParseError", c.text, err)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}

// TestCheckReasons checks Check's message and rule name for each rule.
func TestCheckReasons(t *testing.T) {
	q, err := ParseGrid("3..\n...\n..?\n")
	if err != nil {
		t.Fatal(err)
	}
	g := q.Graph()
	e := func(r1, c1, r2, c2 int) uint32 { return uint32(g.GridEdge(r1, c1, r2, c2)) }
	for _, c := range []struct {
		set        []uint32
		rule, want string
	}{
		{[]uint32{9999}, RuleOffBoard, "element 9999 is not an edge of the 3x3 board's cell grid"},
		{[]uint32{e(0, 0, 1, 0), e(0, 0, 1, 0)}, RuleRepeated, "the border (0, 0)-(1, 0) is given twice"},
		{[]uint32{e(0, 0, 1, 0), e(0, 1, 1, 1), e(0, 2, 1, 2), e(1, 0, 2, 0), e(1, 1, 2, 1), e(1, 2, 2, 2)}, RuleNoNumber, "the room of (1, 0) has no number"},
		{nil, RuleNumbers, "the room of (0, 0) has 2 numbers, at (0, 0) and (2, 2)"},
		{[]uint32{e(0, 2, 1, 2), e(1, 1, 1, 2), e(1, 1, 2, 1), e(1, 0, 2, 0)}, RuleNotRectangle, "the room of (0, 0) is not a rectangle"},
		{[]uint32{e(0, 0, 1, 0), e(0, 1, 1, 1), e(0, 2, 1, 2)}, "", ""},
		{[]uint32{e(0, 0, 1, 0), e(0, 1, 1, 1), e(0, 2, 1, 2), e(1, 0, 1, 1)}, RuleDeadEnd, "the border (1, 0)-(1, 1) ends inside the room of (1, 0)"},
		{[]uint32{e(1, 0, 2, 0), e(1, 1, 2, 1), e(1, 2, 2, 2)}, RuleSize, "the room of the number 3 at (0, 0) has 6 cells"},
	} {
		err := q.Check(c.set)
		if c.want == "" {
			if err != nil {
				t.Errorf("%v: %v", c.set, err)
			}
			continue
		}
		if err == nil || err.Error() != "shikaku: "+c.want || puzzles.RuleOf(err) != c.rule {
			t.Errorf("%v: %v (%s), want %q (%s)", c.set, err, puzzles.RuleOf(err), c.want, c.rule)
		}
	}
}

// TestDraw compares the text and SVG pictures with golden files.
func TestDraw(t *testing.T) {
	p, err := ParseURL(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	sol := m.Sets(f, 1)[0]
	solvertest.Golden(t, "sample.txt", *update, func(w io.Writer) error {
		_, err := io.WriteString(w, p.Render(nil, nil)+"\n"+p.Render(sol, sol[:2]))
		return err
	})
	solvertest.Golden(t, "sample.svg", *update, func(w io.Writer) error { return p.WriteSVG(w, sol) })
}

// FuzzParse feeds any text to the readers: an error or a board that
// reads back from its own text and URL, never a panic.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"4..\n.2.\n?.3\n", sampleURL, "12 .\n. 3", "shikaku/3/3/4i2g.g3", "https://puzz.link/p?shikaku/2/2/-ffg"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := Parse(text)
		if err != nil {
			var pe *puzzles.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: %v is no ParseError", text, err)
			}
			return
		}
		for _, form := range []string{p.String(), p.URL()} {
			q, err := Parse(form)
			if err != nil || q.String() != p.String() {
				t.Fatalf("%q: %q reads back as %v (%v)", text, form, q, err)
			}
		}
	})
}

// TestSniff: boards whose numbers fit a division are claimed, others
// (a board of Light Up's numbers, one whose areas do not add up, a
// Sudoku's givens) are not.
func TestSniff(t *testing.T) {
	for text, want := range map[string]bool{
		"4..\n.2.\n?.3\n": false, // no number above 4
		"6..\n...\n..3\n": true,
		"6..\n...\n..2\n": false, // 8 of 9 cells
		"..3\n...\n6..\n": true,
		"5..\n...\n..4\n": false, // the 5 has no rectangle of its own
		".2.\n#..\n1..\n": false,
		"53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n": false,
	} {
		got := genre{}.Sniff(puzzles.ContentLines(text)) > 0
		if got != want {
			t.Errorf("%q: claimed %v, want %v", text, got, want)
		}
	}
}
