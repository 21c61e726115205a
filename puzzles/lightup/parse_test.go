package lightup

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
	grid := "..1.\n#...\n..B0\n....\n"
	p, err := Parse(grid)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{White, White, 1, White, Black, White, White, White, White, White, Black, 0, White, White, White, White}
	for i, v := range want {
		if p.Cells[i] != v {
			t.Fatalf("cell %d is %d, want %d", i, p.Cells[i], v)
		}
	}
	if p.String() != "..1.\n#...\n..#0\n....\n" {
		t.Errorf("String() = %q", p.String())
	}
	for _, text := range []string{
		p.String(),
		p.URL(),
		p.GameID(),
		"# a comment\n// another\n  ..1.  \n#...\n..B0\n\n....\n",
		"http://pzv.jp/p.html?lightup/4/4/h6.k.ah",
		"https://puzz.link/p?akari/4/4/h6.k.ah/",
		"puzz.link/p?lightup_edit/4/4/h6.k.ah",
		"lightup/4/4/h6.k.ah",
		"4x4b20s0d1:b1aBeB0d",
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
	if p.URL() != "https://puzz.link/p?lightup/4/4/h6.k.ah" || p.GameID() != "4x4:b1aBeB0d" {
		t.Errorf("URL %s, game ID %s", p.URL(), p.GameID())
	}
}

// TestRoundTrips writes random boards as text, URL and game ID and
// reads each back.
func TestRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for k := 0; k < 300; k++ {
		rows, cols := 1+rng.Intn(12), 1+rng.Intn(40)
		cells := make([]int, rows*cols)
		dens := rng.Intn(100)
		for i := range cells {
			cells[i] = White
			if rng.Intn(100) < dens {
				cells[i] = Black + rng.Intn(7) // Black, White or 0..4
			}
		}
		p, err := New(rows, cols, cells)
		if err != nil {
			t.Fatal(err)
		}
		for _, form := range []string{p.String(), p.URL(), p.GameID()} {
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
		{"..\n.x", "line 2, column 2 of the text, cell (1, 1): a cell is '.'"},
		{"..\n. .", "line 2, column 2 of the text, cell (1, 1): a row is written without spaces"},
		{"...\n..", "line 2 of the text: the row has 2 cells, the first row 3"},
		{"..5\n...", "line 1, column 3 of the text, cell (0, 2): a cell is '.'"},
		{"", "no rows"},
		{"# only a comment", "no rows"},
		{"3x3:a1", "game ID description gives 2 of the 3x3 cells"},
		{"3x3:aaaaaaaaaa", "goes on past the last of the 3x3 cells at character 10"},
		{"3x3:a5g", "cell (0, 1): game ID character \"5\""},
		{"3x3q:i", "game ID parameter \"q\""},
		{"0x3:i", "game ID size"},
		{"https://puzz.link/p?lightup/3/3/a!", "character 34 of the URL"},
		{"https://puzz.link/p?lightup/0/3/a", "column count"},
		{"https://puzz.link/p?lightup/3", "the URL has no size"},
		{"https://puzz.link/p?masyu/3/3/000", "not a lightup URL"},
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

// TestCheckReasons checks Check's message for each rule.
func TestCheckReasons(t *testing.T) {
	p, err := ParseGrid("..1.\n#...\n..#0\n....\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		set  []uint32
		want string
	}{
		{[]uint32{1, 3, 4}, "a lamp stands on the black cell at (1, 0)"},
		{[]uint32{1, 1}, "the lamp at (0, 1) is given twice"},
		{[]uint32{99}, "element 99 is not a cell of the 4x4 board"},
		{[]uint32{0, 1}, "the lamps at (0, 0) and (0, 1) see each other"},
		{[]uint32{1, 13}, "the lamps at (0, 1) and (3, 1) see each other"},
		{[]uint32{0}, "the black cell at (0, 2) has 0 lamps beside it, its number is 1"},
		{[]uint32{3, 15}, "the black cell at (2, 3) has 1 lamps beside it, its number is 0"},
		{[]uint32{3}, "the white cell at (0, 0) is not lit"},
		{[]uint32{0, 3, 5, 12}, ""},
	} {
		err := p.Check(c.set)
		if c.want == "" {
			if err != nil {
				t.Errorf("%v: %v", c.set, err)
			}
			continue
		}
		if err == nil || err.Error() != c.want {
			t.Errorf("%v: %v, want %q", c.set, err, c.want)
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
		_, err := io.WriteString(w, p.Render(nil, RenderOptions{})+"\n"+p.Render(sol, RenderOptions{})+"\n"+p.Render(sol, RenderOptions{ASCII: true, Mark: []uint32{0, 7}}))
		return err
	})
	solvertest.Golden(t, "sample.svg", *update, func(w io.Writer) error { return p.WriteSVG(w, sol) })
}

// FuzzParse feeds any text to the readers: an error or a board that
// reads back from its own text, URL and game ID, never a panic.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"..1.\n#...\n..B0\n....\n", sampleURL, "7x7:0eBa2c2wBc3a1eB", "lightup/3/3/5g.", "3x3:z", "# c\n#.\n.4"} {
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
		for _, form := range []string{p.String(), p.URL(), p.GameID()} {
			q, err := Parse(form)
			if err != nil || q.String() != p.String() {
				t.Fatalf("%q: %q reads back as %v (%v)", text, form, q, err)
			}
		}
	})
}

// TestSniff: game IDs with a number and boards with '#' and '.' cells
// are claimed, other text is not.
func TestSniff(t *testing.T) {
	for text, want := range map[string]int{
		"7x7:0eBa2c2wBc3a1eB": 10,
		"3x3:aBg":             4,
		"3x3:aWg":             0,
		".#.\n1..\n..#":       5,
		"...\n1..\n...":       0,
		"12\n21":              0,
	} {
		if got := (genre{}).Sniff(puzzles.ContentLines(text)); got != want {
			t.Errorf("%q: rate %d, want %d", text, got, want)
		}
	}
}
