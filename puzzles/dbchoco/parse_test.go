package dbchoco

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
	p, err := Parse("x2.\nx.?\n.xx\n")
	if err != nil {
		t.Fatal(err)
	}
	wantNums := []int{Empty, 2, Empty, Empty, Empty, Unknown, Empty, Empty, Empty}
	wantGrey := []bool{true, false, false, true, false, false, false, true, true}
	for i := range wantNums {
		if p.Nums[i] != wantNums[i] || p.Grey[i] != wantGrey[i] {
			t.Fatalf("cell %d is %d grey %v, want %d grey %v", i, p.Nums[i], p.Grey[i], wantNums[i], wantGrey[i])
		}
	}
	for _, text := range []string{
		p.String(),
		p.URL(),
		"# a comment\n x 2 . \n x . ? \n . x x",
		"http://pzv.jp/p.html?dbchoco/3/3/i6g2i.i",
		"https://puzz.link/p?dbchoco_edit/3/3/i6g2i./",
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
	if p.URL() != "https://puzz.link/p?dbchoco/3/3/i6g2i.i" {
		t.Errorf("URL %s", p.URL())
	}
	q, err := Parse("x12 . .\n. x? X\n")
	if err != nil || q.String() != "x12 . .\n. x? x\n" {
		t.Errorf("spaced board: %v %v", q, err)
	}
	// a one-column board with a grey number is written as its URL
	one, err := New(2, 1, []bool{true, true}, []int{3, Empty})
	if err != nil {
		t.Fatal(err)
	}
	if one.String() != one.URL()+"\n" {
		t.Errorf("one column: %q", one.String())
	}
	if q, err := Parse(one.String()); err != nil || q.String() != one.String() {
		t.Errorf("one column reads back as %v (%v)", q, err)
	}
}

// TestRoundTrips writes random boards as text and URL and reads each
// back.
func TestRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for k := 0; k < 300; k++ {
		rows, cols := 1+rng.Intn(12), 1+rng.Intn(30)
		n := rows * cols
		nums := make([]int, n)
		grey := make([]bool, n)
		dens := rng.Intn(100)
		for i := range nums {
			nums[i] = Empty
			grey[i] = rng.Intn(2) == 0
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
		p, err := New(rows, cols, grey, nums)
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
		{"..\n.y", "line 2, column 2 of the text, cell (1, 1): a cell is '.' (white)"},
		{"1 .\n. x0", "line 2, column 3 of the text, cell (1, 1): a cell is '.' (white)"},
		{"x1 .\n. xx", "line 2, column 3 of the text, cell (1, 1)"},
		{"...\n..", "line 2 of the text: the row has 2 cells, the first row 3"},
		{"", "no rows"},
		{"https://puzz.link/p?dbchoco/3/3/!", "character 33 of the URL"},
		{"https://puzz.link/p?dbchoco/3/3/000!", "character 36 of the URL"},
		{"https://puzz.link/p?dbchoco/3/3/00g0", "cell (0, 1): the number 0 is no size"},
		{"https://puzz.link/p?dbchoco/0/3/a", "column count"},
		{"https://puzz.link/p?dbchoco/65/3/a", "1..64 cells a side"},
		{"https://puzz.link/p?shikaku/3/3/a", "not a dbchoco URL"},
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

// TestCheckReasons checks Check's message and rule name for each rule,
// each on a board of its own.
func TestCheckReasons(t *testing.T) {
	type border [4]int
	for _, c := range []struct {
		board      string
		cut        []border
		rule, want string
	}{
		{"x .\nx .", []border{{0, 0, 0, 1}, {1, 0, 1, 1}}, RuleOneColour, "the region of (0, 0) is all grey: it has one half"},
		{"x2 .", nil, RuleHalfSmall, "the number 2 at (0, 0) is larger than its half's size 1"},
		{"x . x", nil, RuleHalves, "the region of (0, 0) has 3 halves"},
		{"x x x\n. . x\n. . x", []border{{0, 2, 1, 2}, {1, 1, 1, 2}, {1, 1, 2, 1}, {2, 0, 2, 1}}, RuleShapes, "the region of (0, 0) has halves of different shapes (3 and 3 cells)"},
		{"x x .\n. . .", nil, RuleShapes, "the region of (0, 0) has halves of different shapes (2 and 4 cells)"},
		{"x1 x . .", nil, RuleHalfLarge, "the number 1 at (0, 0) is smaller than its half's size 2"},
		{"x .\nx2 .", nil, "", ""},
		{"x .\nx .", []border{{0, 0, 0, 1}}, RuleDeadEnd, "the border (0, 0)-(0, 1) ends inside the region of (0, 0)"},
	} {
		q, err := ParseGrid(c.board)
		if err != nil {
			t.Fatal(err)
		}
		var set []uint32
		for _, b := range c.cut {
			set = append(set, uint32(q.Graph().GridEdge(b[0], b[1], b[2], b[3])))
		}
		err = q.Check(set)
		if c.want == "" {
			if err != nil {
				t.Errorf("%q %v: %v", c.board, c.cut, err)
			}
			continue
		}
		if err == nil || err.Error() != "dbchoco: "+c.want || puzzles.RuleOf(err) != c.rule {
			t.Errorf("%q %v: %v (%s), want %q (%s)", c.board, c.cut, err, puzzles.RuleOf(err), c.want, c.rule)
		}
	}
	q, _ := ParseGrid("x .")
	for _, c := range []struct {
		set        []uint32
		rule, want string
	}{
		{[]uint32{9999}, RuleOffBoard, "element 9999 is not an edge of the 1x2 board's cell grid"},
		{[]uint32{0, 0}, RuleRepeated, "the border (0, 0)-(0, 1) is given twice"},
	} {
		if err := q.Check(c.set); err == nil || err.Error() != "dbchoco: "+c.want || puzzles.RuleOf(err) != c.rule {
			t.Errorf("%v: %v, want %q (%s)", c.set, err, c.want, c.rule)
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
	for _, s := range []string{"x2.\nx.?\n.xx\n", sampleURL, "x12 .\n. 3", "dbchoco/3/3/i6g2i.i", "https://puzz.link/p?dbchoco/2/2/f-ffg", "x3\nx\n"} {
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
