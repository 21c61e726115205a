package sashigane

import (
	"errors"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
)

// randomMarks returns a board with random marks of every kind.
func randomMarks(rng *rand.Rand, rows, cols int) *Puzzle {
	p := blank(rows, cols)
	for i := range p.Marks {
		switch rng.Intn(10) {
		case 0:
			p.Marks[i] = Circle
		case 1:
			p.Marks[i], p.Nums[i] = Circle, rng.Intn(MaxNumber+1)
		case 2:
			p.Marks[i], p.Nums[i] = Circle, rng.Intn(12)
		case 3:
			p.Marks[i] = Up + rng.Intn(4)
		case 4:
			p.Marks[i] = Unknown
		}
	}
	return p
}

func samePuzzle(a, b *Puzzle) bool {
	if a.Rows != b.Rows || a.Cols != b.Cols {
		return false
	}
	for i := range a.Marks {
		if a.Marks[i] != b.Marks[i] || a.Nums[i] != b.Nums[i] {
			return false
		}
	}
	return true
}

// TestRoundTrip writes random boards as URLs and as text and reads them
// back.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 300; trial++ {
		p := randomMarks(rng, 1+rng.Intn(12), 1+rng.Intn(12))
		for name, read := range map[string]func() (*Puzzle, error){
			"url":  func() (*Puzzle, error) { return Parse(p.URL()) },
			"text": func() (*Puzzle, error) { return Parse(p.String()) },
		} {
			q, err := read()
			if err != nil {
				t.Fatalf("%s of\n%s: %v", name, p, err)
			}
			if !samePuzzle(p, q) {
				t.Fatalf("%s round trip:\n%s\n%s", name, p, q)
			}
		}
	}
}

// TestParseURL reads URLs as pzprjs does: its sample, the hosts and
// schemes real URLs carry, trailing data, a short body (the rest
// empty), each kind of mark.
func TestParseURL(t *testing.T) {
	for _, tc := range []struct {
		url, board string
	}{
		{"https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4", ">...o\n.....\n3.v.^\n.....\n>...4\n"},
		{"http://pzv.jp/p.html?sashigane/5/5/jm.o3khkgojm4/", ">...o\n.....\n3.v.^\n.....\n>...4\n"},
		{"puzz.link/p?sashigane_edit/3/2/-10ghij@", "16 ^ v\n< > ?\n"},
		{"https://puzz.link/p?sashigane/3/2/%k0", "? . 0\n. . .\n"},
		{"https://puzz.link/p?sashigane/2/2/z", "..\n..\n"},
		{"https://puzz.link/p?sashigane/2/2/.k.g/trailing", "o.\no^\n"},
		{"https://puzz.link/p?sashigane/4/4/-10p-64gk.ni", "16 . . .\n. . . 100\n^ . o .\n. . . <\n"},
	} {
		p, err := ParseURL(tc.url)
		if err != nil {
			t.Errorf("%s: %v", tc.url, err)
			continue
		}
		want, err := ParseGrid(tc.board)
		if err != nil {
			t.Fatal(err)
		}
		if !samePuzzle(p, want) {
			t.Errorf("%s:\n%s want\n%s", tc.url, p, want)
		}
	}
}

// TestParseErrors: bad input is a *puzzles.ParseError naming the place.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		text, want string
	}{
		{"https://puzz.link/p?sashigane/2/2/-1", "character 35"},
		{"https://puzz.link/p?sashigane/2/2/kA", "character 36"},
		{"https://puzz.link/p?lightup/2/2/k", "not a sashigane URL"},
		{"https://puzz.link/p?sashigane/99/2/k", "1..64"},
		{"..\n.", "line 2"},
		{"..\n.x", "line 2, column 2"},
		{"o 256\n. .", "cell (0, 1)"},
		{"", "no rows"},
	} {
		_, err := Parse(tc.text)
		var pe *puzzles.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: %v is no ParseError", tc.text, err)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v lacks %q", tc.text, err, tc.want)
		}
	}
}

// FuzzParse: no input makes the reader panic, and what it reads it
// writes back and reads again the same.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4", "https://puzz.link/p?sashigane/3/2/-10ghij@",
		"o.^\n4v.", "12 . <\n? o >", "https://puzz.link/p?sashigane/2/2/-", "..\n.",
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
		for _, text := range []string{p.URL(), p.String()} {
			q, err := Parse(text)
			if err != nil || !samePuzzle(p, q) {
				t.Fatalf("%q: written %q, read back %v", s, text, err)
			}
		}
	})
}
