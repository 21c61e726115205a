package yajilin

import (
	"errors"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
)

func randomClues(rng *rand.Rand, R, C int) *Puzzle {
	p, _ := New(R, C)
	for i := range p.Clues {
		switch rng.Intn(8) {
		case 0:
			p.Clues[i] = Clue{Num: Block}
		case 1:
			p.Clues[i] = Clue{Dir: rng.Intn(5), Num: Unknown}
		case 2:
			p.Clues[i] = Clue{Dir: 1 + rng.Intn(4), Num: rng.Intn(20)}
		case 3:
			p.Clues[i] = Clue{Dir: rng.Intn(5), Num: rng.Intn(300)}
		}
	}
	p.Outside = rng.Intn(3) == 0
	p.Grey = rng.Intn(3) == 0
	return p
}

func samePuzzle(a, b *Puzzle) bool {
	if a.Rows != b.Rows || a.Cols != b.Cols || a.Outside != b.Outside {
		return false
	}
	for i := range a.Clues {
		if a.Clues[i] != b.Clues[i] {
			return false
		}
	}
	return true
}

// TestRoundTrip: random boards survive their URL and their text grid.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for trial := 0; trial < 300; trial++ {
		p := randomClues(rng, 1+rng.Intn(12), 1+rng.Intn(12))
		u := p.URL()
		q, err := Parse(u)
		if err != nil {
			t.Fatalf("%s: %v", u, err)
		}
		if !samePuzzle(p, q) || q.Grey != p.Grey || q.URL() != u {
			t.Fatalf("URL %s read back as\n%s", u, q)
		}
		r, err := Parse(p.String())
		if err != nil {
			t.Fatalf("grid\n%s: %v", p, err)
		}
		r.Outside = p.Outside
		if !samePuzzle(p, r) {
			t.Fatalf("grid\n%s read back as\n%s", p, r)
		}
	}
}

// TestURLForms: what real URLs carry is read as pzprjs reads it.
func TestURLForms(t *testing.T) {
	want, _ := Parse("https://puzz.link/p?yajilin/5/5/m32j10")
	for _, u := range []string{
		"http://puzz.link/p?yajilin/5/5/m32j10",
		"https://puzz.link/p?yajirin/5/5/m32j10",
		"http://pzv.jp/p.html?yajilin/5/5/m32j10",
		"https://puzz.link/p?yajilin_edit/5/5/m32j10",
		"https://puzz.link/p?yajilin/5/5/m32j10/",
		"https://puzz.link/p?yajilin/5/5/m32j10.0",
		"yajilin/5/5/m32j10",
	} {
		p, err := Parse(u)
		if err != nil {
			t.Errorf("%s: %v", u, err)
			continue
		}
		if !samePuzzle(p, want) {
			t.Errorf("%s: read as\n%s", u, p)
		}
	}
	p, err := Parse("https://puzz.link/p?yajilin/b/9/10/42h0.h42h4.s120.220.12j32h0.h32h0./")
	if err != nil || !p.Grey || p.Outside || p.At(0, 0) != (Clue{Dir: Right, Num: 2}) || p.At(1, 0) != (Clue{Dir: NoDir, Num: Unknown}) {
		t.Errorf("flag b and '0.': %v\n%v", err, p)
	}
}

// TestParseErrors: bad input is a *puzzles.ParseError with its place.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		text, want   string
		line, column int
	}{
		{". .\n. !", "'!' is no cell", 2, 3},
		{". .\n.", "the row has 1 cells", 2, 0},
		{"", "the grid is empty", 0, 0},
		{"99999>", "too large", 1, 1},
		{"https://puzz.link/p?yajilin/2/2/a!", "'!' is no arrow", 1, 34},
		{"https://puzz.link/p?yajilin/2/2/3", "ends after an arrow's direction", 1, 33},
		{"https://puzz.link/p?mashu/2/2/0", "not Yajilin", 0, 0},
		{"https://puzz.link/p?yajilin/0/2/", "column count", 1, 29},
	} {
		_, err := Parse(c.text)
		var pe *puzzles.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: %v is no ParseError", c.text, err)
			continue
		}
		if !strings.Contains(pe.Msg, c.want) || pe.Line != c.line || pe.Column != c.column {
			t.Errorf("%q: got %v (line %d, column %d), want %q at %d, %d", c.text, err, pe.Line, pe.Column, c.want, c.line, c.column)
		}
	}
}

// FuzzParse: no text makes the reader panic, and what it reads writes
// back to itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"https://puzz.link/p?yajilin/5/5/m32j10",
		"https://puzz.link/p?yajilin/ob/3/3/+0.-1fff",
		"2< . X\n? ?> 0v",
		"yajilin/2/2/9ff",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			var pe *puzzles.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: %v is no ParseError", s, err)
			}
			return
		}
		q, err := Parse(p.URL())
		if err != nil || !samePuzzle(p, q) {
			t.Fatalf("%q: URL %s read back: %v", s, p.URL(), err)
		}
	})
}
