package lits

import (
	"errors"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
)

// TestURLForms reads pzprjs's sample in the forms real URLs take, and
// in pzprjs's older form (flag d, a character per cell).
func TestURLForms(t *testing.T) {
	want, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	rooms := "AABB\nAABC\nABBC\nCCCC\n"
	if got := want.String(); got != rooms {
		t.Errorf("the sample's board:\n%s\nwant\n%s", got, rooms)
	}
	for _, u := range []string{
		"http://puzz.link/p?lits/4/4/9q02jg",
		"https://pzv.jp/p.html?lits/4/4/9q02jg",
		"https://puzz.link/p?lits_edit/4/4/9q02jg",
		"https://puzz.link/p?lits/4/4/9q02jg/",
		"https://puzz.link/p?lits/4/4/9q02jgxyz",
		"lits/4/4/9q02jg",
		"  # a comment\n  https://puzz.link/p?lits/4/4/9q02jg  \n",
		"https://puzz.link/p?lits/d/4/4/0011001201122222",
		"https://puzz.link/p?lits/c/4/4/9q02jg",
		rooms,
		"0 0 1 1\n0 0 1 2\n0 1 1 2\n2 2 2 2\n",
	} {
		p, err := Parse(u)
		if err != nil {
			t.Errorf("%q: %v", u, err)
			continue
		}
		if !p.same(want) || p.Rooms != 3 {
			t.Errorf("%q: read as\n%s", u, p)
		}
	}
}

// TestRoundTrips writes random boards, some with a border inside a
// region, as URLs and as text, and reads them back.
func TestRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for k := 0; k < 200; k++ {
		rows, cols := 1+rng.Intn(12), 1+rng.Intn(12)
		p := randomBoard(rng, rows, cols, k%4 == 0)
		q, err := Parse(p.URL())
		if err != nil || !q.same(p) {
			t.Fatalf("%s: URL read back as %v (%v)", p.URL(), q, err)
		}
		g := &Game{P: p}
		q, err = Parse(g.Text())
		if err != nil || !q.same(p) {
			t.Fatalf("%q: text read back as %v (%v)", g.Text(), q, err)
		}
		if len(q.Room) != len(p.Room) || q.Rooms != p.Rooms {
			t.Fatalf("%s: %d regions read back as %d", p.URL(), p.Rooms, q.Rooms)
		}
	}
}

// TestParseErrors checks the places and messages of bad input.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		text       string
		line, col  int
		cell       bool
		row, colno int
		msg        string
	}{
		{"AB\nA", 2, 0, false, 0, 0, "the row has 1 cells, the first row 2"},
		{"AB\nA.", 2, 2, true, 1, 1, `not "."`},
		{"", 0, 0, false, 0, 0, "no rows"},
		{"https://puzz.link/p?lits/x/4/9q02jg", 1, 30, false, 0, 0, `row count "9q02jg"`},
		{"\n  https://puzz.link/p?lits/4", 2, 0, false, 0, 0, "no size"},
		{"# c\n  https://puzz.link/p?lits/4/0/9q02jg", 2, 30, false, 0, 0, "row count"},
		{"https://puzz.link/p?mashu/4/4/9q02jg", 0, 0, false, 0, 0, "not a LITS URL"},
		{"https://puzz.link/p?lits/99/4/9q02jg", 0, 0, false, 0, 0, "1..64 cells a side"},
	} {
		_, err := Parse(c.text)
		var e *puzzles.ParseError
		if !errors.As(err, &e) {
			t.Errorf("%q: %v is not a ParseError", c.text, err)
			continue
		}
		if e.Line != c.line || e.Column != c.col || e.Cell != c.cell || e.Row != c.row || e.Col != c.colno || !strings.Contains(e.Msg, c.msg) {
			t.Errorf("%q: got %+v, want line %d col %d cell %v (%d, %d) %q", c.text, e, c.line, c.col, c.cell, c.row, c.colno, c.msg)
		}
	}
}

// FuzzParse feeds the reader anything: it returns a puzzle or a
// ParseError, never panics, and a puzzle's URL reads back the same.
func FuzzParse(f *testing.F) {
	for _, s := range []string{sampleURL, "AABB\nAABC", "lits/d/3/3/aabbccdde", "0 0 1\n1 1 1", "lits/2/2/", "https://puzz.link/p?lits/3/3/zzzzzzzz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			var e *puzzles.ParseError
			if !errors.As(err, &e) {
				t.Fatalf("%q: %v is not a ParseError", s, err)
			}
			return
		}
		q, err := Parse(p.URL())
		if err != nil || !q.same(p) {
			t.Fatalf("%q: URL %s reads back as %v (%v)", s, p.URL(), q, err)
		}
	})
}
