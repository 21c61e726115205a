package shakashaka

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// sampleURL is pzprjs's sample Shakashaka (test/script/shakashaka.js).
const sampleURL = "https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb"

func solveOne(t *testing.T, p *Puzzle) ([]uint32, int64) {
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	var sol []uint32
	m.Each(f, func(s []uint32) bool { sol = append(sol, s...); return false })
	return sol, m.Count(f).Int64()
}

// TestSample: pzprjs's sample has one solution, Check accepts it, and
// it is the answer pzprjs's failcheck list accepts.
func TestSample(t *testing.T) {
	p, err := ParseURL(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	sol, n := solveOne(t, p)
	if n != 1 {
		t.Fatalf("%d solutions", n)
	}
	if err := p.Check(sol); err != nil {
		t.Fatal(err)
	}
	if u := p.URL(); u != sampleURL {
		t.Errorf("URL %s", u)
	}
	q, err := puzzles.Parse("", "pzprv3\nshakashaka\n6\n6\n2 . . . 1 . \n. . . 3 . . \n. . 4 . . . \n3 . . . . . \n. . . . . . \n. . . 1 . . \n. 5 4 + . + \n5 . 3 . 5 4 \n2 3 . 5 . 3 \n. 5 4 2 3 . \n5 . 3 + 5 4 \n2 3 + . 2 3 \n", nil)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := q.(puzzles.Answerer).Answer()
	if q.Text() != p.String() || fmt.Sprint(want) != fmt.Sprint(sol) {
		t.Errorf("the solution\n%sis not pzprjs's answer\n%s", p.Render(sol, true), p.Render(want, true))
	}
}

// TestParse: URL and text round trips, errors with places.
func TestParse(t *testing.T) {
	p, _ := ParseURL(sampleURL)
	q, err := Parse(p.String())
	if err != nil || q.URL() != sampleURL {
		t.Errorf("text round trip: %v %v", q, err)
	}
	for _, c := range []struct{ text, want string }{
		{"..\n.", "line 2 of the text: the row has 1 cells"},
		{".x", "line 1, column 2 of the text, cell (0, 1)"},
		{"https://puzz.link/p?shakashaka/2/2/A", "column 36 of the text"},
		{"https://puzz.link/p?tapa/2/2/", "not a shakashaka URL"},
	} {
		_, err := Parse(c.text)
		if _, ok := err.(*puzzles.ParseError); !ok || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}

// FuzzParse: any text is a puzzle or a ParseError, never a panic.
func FuzzParse(f *testing.F) {
	f.Add(sampleURL)
	f.Add("..#\n1.2")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			if _, ok := err.(*puzzles.ParseError); !ok {
				t.Fatalf("%q: %T %v", s, err, err)
			}
			return
		}
		if q, err := Parse(p.String()); err != nil || q.String() != p.String() {
			t.Fatalf("%q: round trip %v", s, err)
		}
	})
}

// TestDataSet: every puzzle of testdata/puzzles.txt is read, has one
// solution, which Check accepts, and its URL reads back to the board.
func TestDataSet(t *testing.T) {
	text, err := os.ReadFile("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	n := 0
	for _, l := range puzzles.ContentLines(string(text)) {
		p, err := Parse(l)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		if seen[p.String()] {
			t.Errorf("%s is there twice", l)
		}
		seen[p.String()] = true
		sol, c := solveOne(t, p)
		if c != 1 {
			t.Errorf("%s: %d solutions", l, c)
			continue
		}
		if err := p.Check(sol); err != nil {
			t.Errorf("%s: %v", l, err)
		}
		if q, err := Parse(p.URL()); err != nil || q.String() != p.String() {
			t.Errorf("%s: its URL %s reads back as %v (%v)", l, p.URL(), q, err)
		}
		n++
	}
	if n < 6 {
		t.Errorf("only %d puzzles", n)
	}
}
