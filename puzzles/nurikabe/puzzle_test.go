package nurikabe

import (
	"context"
	"errors"
	"math/rand"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// TestParseForms reads one board in each form pzprjs and zq accept.
func TestParseForms(t *testing.T) {
	want := &Puzzle{Rows: 5, Cols: 5, Nums: []int{
		-1, 5, -1, -1, -1,
		-1, -1, 2, -1, -1,
		-1, -1, -1, -1, -1,
		-1, -1, 1, -1, -1,
		-1, -1, -1, 3, -1,
	}}
	for _, text := range []string{
		"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
		"http://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
		"http://pzv.jp/p.html?nurikabe/5/5/g5k2o1k3g",
		"https://puzz.link/p?nurikabe_edit/5/5/g5k2o1k3g/",
		"nurikabe/5/5/g5k2o1k3g",
		"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g0000", // past the last cell: ignored
		".5...\n..2..\n.....\n..1..\n...3.",
		"# a comment\n . 5 . . .\n . . 2 . .\n . . . . .\n . . 1 . .\n . . . 3 .\n",
	} {
		p, err := Parse(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if !reflect.DeepEqual(p, want) {
			t.Errorf("%q: read\n%s", text, p)
		}
	}
	// a body that ends early leaves the other cells without numbers
	p, err := Parse("https://puzz.link/p?nurikabe/3/3/4")
	if err != nil || p.Nums[0] != 4 || p.Nums[8] != NoNumber {
		t.Errorf("short body: %v %v", p, err)
	}
	p, err = Parse("nurikabe/3/1/.-12")
	if err != nil || !reflect.DeepEqual(p.Nums, []int{Unknown, 18, NoNumber}) {
		t.Errorf("'.' and '-': %v %v", p, err)
	}
}

// TestParseErrors checks that bad input is a *puzzles.ParseError with
// its place.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ text, place, msg string }{
		{"", "", "no rows"},
		{"12\n1", "line 2 of the text", "the row has 1 cells"},
		{"1x\n11", "line 1, column 2 of the text, cell (0, 1)", "not \"x\""},
		{"1 2\n3 -4", "line 2, column 3 of the text, cell (1, 1)", "a cell is a number"},
		{"https://puzz.link/p?nurikabe/5/5/g5k2o1kXg", "line 1, column 41 of the text", "'X' is no number"},
		{"https://puzz.link/p?nurikabe/0/5/g", "line 1, column 30 of the text", "column count"},
		{"https://puzz.link/p?heyawake/5/5/g", "line 1 of the text", "not a nurikabe URL"},
		{"https://puzz.link/p?nurikabe/5/5/-1", "line 1, column 34 of the text", "hex digits"},
	} {
		_, err := Parse(c.text)
		var pe *puzzles.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: %v is not a ParseError", c.text, err)
			continue
		}
		if pe.Place() != c.place || !strings.Contains(pe.Msg, c.msg) {
			t.Errorf("%q: place %q message %q, want %q and %q", c.text, pe.Place(), pe.Msg, c.place, c.msg)
		}
	}
}

// TestRoundTrip writes random boards as URLs and as text and reads
// them back.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for k := 0; k < 300; k++ {
		rows, cols := 1+rng.Intn(12), 1+rng.Intn(12)
		nums := make([]int, rows*cols)
		for i := range nums {
			nums[i] = NoNumber
			switch rng.Intn(6) {
			case 0:
				nums[i] = rng.Intn(10)
			case 1:
				nums[i] = rng.Intn([]int{16, 256, 4096, 20000}[rng.Intn(4)])
			case 2:
				nums[i] = Unknown
			}
		}
		p, err := New(rows, cols, nums)
		if err != nil {
			t.Fatal(err)
		}
		for _, text := range []string{p.URL(), p.String()} {
			q, err := Parse(text)
			if err != nil || !reflect.DeepEqual(p, q) {
				t.Fatalf("%q read back as %v (%v)", text, q, err)
			}
		}
	}
}

// FuzzParse feeds the reader arbitrary text: an error or a puzzle that
// writes back to the same board, never a panic.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "nurikabe/3/3/.-12+0ff=fff", "2.\n.1", "10 ?\n. 3", "nurikabe/200/200/z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			var pe *puzzles.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: %v is not a ParseError", s, err)
			}
			return
		}
		q, err := Parse(p.URL())
		if err != nil || !reflect.DeepEqual(p, q) {
			t.Fatalf("%q: URL %q reads back as %v (%v)", s, p.URL(), q, err)
		}
	})
}

// TestDataSet solves every puzzle of testdata/puzzles.txt: one
// solution, which Check accepts, and a flipped cell it rejects.
func TestDataSet(t *testing.T) {
	b, err := os.ReadFile("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	n := 0
	for i, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		p, err := Parse(l)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if seen[p.URL()] {
			t.Errorf("line %d: the puzzle is there twice", i+1)
		}
		seen[p.URL()] = true
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if c := m.Count(f); c.Int64() != 1 {
			t.Errorf("line %d: %v solutions", i+1, c)
			continue
		}
		set := m.Sets(f, 1)[0]
		if err := p.Check(set); err != nil {
			t.Errorf("line %d: %v", i+1, err)
		}
		for k := 0; k < p.Cells(); k += 7 {
			if p.IsClue(k) {
				continue
			}
			sh := p.Shading(set)
			sh[k] = !sh[k]
			if p.Check(Set(sh)) == nil {
				t.Errorf("line %d: Check accepts the solution with cell %d flipped", i+1, k)
			}
		}
		n++
	}
	t.Logf("%d puzzles", n)
}
