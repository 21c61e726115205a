package slitherlink

import (
	"errors"
	"math/rand"
	"os"
	"strings"
	"testing"
)

func TestParseForms(t *testing.T) {
	want := "2..1.\n.2..1\n..2..\n3..3.\n.0..3\n"
	line := "pzprjs-slither-1 5 5 2..1..2..1..2..3..3..0..3 1 111110110000100000101010000001100001110101111001111111000011 url=https://puzz.link/p?slither/5/5/cbcbcddad answer=source"
	for _, in := range []string{
		"\n\n2..1.\n.2..1\n..2..\n3..3.\n.0..3\n\n",
		"2 . . 1 .\n. 2 . . 1\n. . 2 . .\n3 . . 3 .\n. 0 . . 3",
		"https://puzz.link/p?slither/5/5/cbcbcddad",
		"http://pzv.jp/p.html?slither/5/5/cbcbcddad",
		"5x5t0:2b1b2b1b2b3b3b0b3",
		line,
	} {
		p, err := Parse(in)
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if p.String() != want {
			t.Fatalf("%q: got\n%s", in, p)
		}
	}
	e, err := ParseLine(line)
	if err != nil {
		t.Fatal(err)
	}
	if e.Count != 1 || e.Meta["answer"] != "source" || e.Puzzle.EncodeSolution(e.Solution) != strings.Fields(line)[5] {
		t.Fatalf("entry %+v", e)
	}
	if err := e.Puzzle.Check(e.Solution, false); err != nil {
		t.Fatal(err)
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"2..\n.x.\n...", "slitherlink: line 2, column 2 of the text, cell (1, 1): bad character 'x'"},
		{"2..\n.4.\n...", "slitherlink: line 2, column 2 of the text, cell (1, 1): hint 4 is above 3"},
		{"\n 2 . .\n . 4 .\n . . .", "slitherlink: line 3, column 4 of the text, cell (1, 1): hint 4 is above 3"},
		{"2..\n..\n...", "slitherlink: line 2 of the text: the row has 2 cells, the first row 3"},
		{"2..\n\n...", "blank line inside the grid"},
		{"", "no grid"},
		{"https://puzz.link/p?slither/3/3/4", "slitherlink: cell (0, 0): hint 4 is above 3"},
		{"https://puzz.link/p?slither/3/3/#", "slitherlink: character 33 of the URL (counting from 1): '#' is no clue"},
		{"3x3t0:aa5a", "hint 5 is above 3"},
		{"id 2 2 ..x. 1", "slitherlink: cell (1, 0): bad character 'x'"},
		{"id 2 2 ... 1", "3 clue characters, want rows*cols = 4"},
	} {
		_, err := Parse(c.in)
		var pe *ParseError
		if err == nil || !errors.As(err, &pe) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one containing %q", c.in, err, c.want)
		}
	}
}

// testdataEntries reads the entries of a file of testdata.
func testdataEntries(t testing.TB, name string) []*Entry {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	es, err := ReadEntries(f)
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// TestTestdataURLs decodes every url= field of the copied data and
// compares it with the clue field.
func TestTestdataURLs(t *testing.T) {
	for _, name := range []string{"testdata/pzprjs.txt", "testdata/loopy.txt"} {
		es := testdataEntries(t, name)
		n := 0
		for _, e := range es {
			for key, parse := range map[string]func(string) (*Puzzle, error){"url": ParseURL, "gameid": ParseGameID} {
				if u, ok := e.Meta[key]; ok {
					q, err := parse(u)
					if err != nil {
						t.Fatalf("%s: %v", e.Puzzle.ID, err)
					}
					if q.String() != e.Puzzle.String() {
						t.Fatalf("%s: %s decodes to\n%s", e.Puzzle.ID, key, q)
					}
					n++
				}
			}
		}
		if n == 0 {
			t.Fatalf("%s: no url or gameid field", name)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"2..1.\n.2..1\n", "https://puzz.link/p?slither/5/5/cbcbcddad", "5x5t0:2b1b2b1b2b3b3b0b3",
		"id 2 2 .... 1 000000000000", "\n.\n", "https://puzz.link/p?slither/2/2/zz", "3x3t0:", "x 1 1 4 1 0000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			return
		}
		// the grid form must read back to the same puzzle
		q, err := ParseGrid(p.String())
		if err != nil || q.String() != p.String() {
			t.Fatalf("round trip of %q: %v", s, err)
		}
	})
}

func FuzzParseLine(f *testing.F) {
	f.Add("pzprjs-slither-1 5 5 2..1..2..1..2..3..3..0..3 1 111110110000100000101010000001100001110101111001111111000011 a=b")
	f.Add("a 1 1 . 1 1111")
	f.Fuzz(func(t *testing.T, s string) {
		e, err := ParseLine(s)
		if err != nil {
			return
		}
		if e.Solution != nil {
			if _, err := e.Puzzle.DecodeSolution(e.Puzzle.EncodeSolution(e.Solution)); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestURLRoundTrip encodes every test puzzle and random boards as URLs
// and decodes them back.
func TestURLRoundTrip(t *testing.T) {
	var ps []*Puzzle
	for _, name := range []string{"testdata/pzprjs.txt", "testdata/loopy.txt", "testdata/loopy_hard.txt", "testdata/loopy_worst.txt"} {
		for _, e := range testdataEntries(t, name) {
			ps = append(ps, e.Puzzle)
			if u, ok := e.Meta["url"]; ok && e.Puzzle.URL() != u {
				t.Errorf("%s: URL %s, the source's %s", e.Puzzle.ID, e.Puzzle.URL(), u)
			}
		}
	}
	rng := rand.New(rand.NewSource(2))
	for i := 0; i < 200; i++ {
		p, _ := New(1+rng.Intn(8), 1+rng.Intn(30))
		for c := range p.Clues {
			if rng.Intn(3) == 0 {
				p.Clues[c] = int8(rng.Intn(4))
			}
		}
		ps = append(ps, p)
	}
	for _, p := range ps {
		q, err := ParseURL(p.URL())
		if err != nil || q.String() != p.String() {
			t.Fatalf("%s: %v\n%s\nread back\n%v", p.URL(), err, p, q)
		}
	}
}
