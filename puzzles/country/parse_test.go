package country

import (
	"context"
	"encoding/xml"
	"errors"
	"io"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

func samePuzzle(a, b *Puzzle) bool {
	if a.Rows != b.Rows || a.Cols != b.Cols || a.Rooms != b.Rooms || a.Empty != b.Empty {
		return false
	}
	for i := range a.Room {
		if a.Room[i] != b.Room[i] {
			return false
		}
	}
	for k := range a.Num {
		if a.Num[k] != b.Num[k] {
			return false
		}
	}
	return true
}

// TestRoundTrip: random boards survive their URL and their text grid.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for trial := 0; trial < 300; trial++ {
		R, C := 1+rng.Intn(12), 1+rng.Intn(12)
		labels := make([]int, R*C)
		k := 1 + rng.Intn(60)
		for i := range labels {
			labels[i] = rng.Intn(k)
		}
		p, _ := New(R, C, labels)
		for r := range p.Num {
			switch rng.Intn(4) {
			case 0:
				p.Num[r] = rng.Intn(30)
			case 1:
				p.Num[r] = Unknown
			}
		}
		p.Empty = rng.Intn(3) == 0
		u := p.URL()
		q, err := Parse(u)
		if err != nil {
			t.Fatalf("%s: %v", u, err)
		}
		if !samePuzzle(p, q) || q.URL() != u {
			t.Fatalf("URL %s read back as\n%s", u, q)
		}
		r, err := Parse(p.String())
		if err != nil {
			t.Fatalf("grid\n%s: %v", p, err)
		}
		r.Empty = p.Empty
		if !samePuzzle(p, r) {
			t.Fatalf("grid\n%s read back as\n%s", p, r)
		}
	}
}

// TestURLForms: what real URLs carry is read as pzprjs reads it.
func TestURLForms(t *testing.T) {
	want, _ := Parse("https://puzz.link/p?country/5/5/amda0uf02h12h")
	for _, u := range []string{
		"http://puzz.link/p?country/5/5/amda0uf02h12h",
		"http://pzv.jp/p.html?country/5/5/amda0uf02h12h",
		"https://puzz.link/p?country_edit/5/5/amda0uf02h12h",
		"https://puzz.link/p?country/5/5/amda0uf02h12h/",
		"country/5/5/amda0uf02h12h",
	} {
		p, err := Parse(u)
		if err != nil || !samePuzzle(p, want) {
			t.Errorf("%s: %v\n%v", u, err, p)
		}
	}
	if p, err := Parse("https://puzz.link/p?country/e/5/5/amda0uf02h12h"); err != nil || !p.Empty {
		t.Errorf("flag e: %v", err)
	}
	if want.Rooms != 7 || want.Num[0] != 2 || want.Num[3] != 1 || want.Num[4] != 2 || want.Num[1] != None {
		t.Errorf("sample read as\n%s", want)
	}
}

// TestParseErrors: bad input is a *puzzles.ParseError with its place.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		text, want   string
		line, column int
	}{
		{"a a\nb !", "'!' starts no cell", 2, 3},
		{"a a\nb", "the row has 1 cells", 2, 0},
		{"", "the grid is empty", 0, 0},
		{"a1 a2", "the room has a number already", 1, 4},
		{"https://puzz.link/p?country/2/2/!", "'!'", 1, 33},
		{"https://puzz.link/p?yajilin/2/2/0", "not Country Road", 0, 0},
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
		"https://puzz.link/p?country/5/5/amda0uf02h12h",
		"https://puzz.link/p?country/e/3/3/00000.1",
		"a1 a b?\nc c b",
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

// TestSVG: the sample's solution as SVG is well-formed XML with its
// three numbers.
func TestSVG(t *testing.T) {
	p, _ := Parse("https://puzz.link/p?country/5/5/amda0uf02h12h")
	m := zdd.New()
	f, _ := p.Solutions(context.Background(), m)
	var b strings.Builder
	if err := p.WriteSVG(&b, m.Sets(f, 1)[0]); err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(strings.NewReader(b.String()))
	var texts []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG: %v", err)
		}
		if cd, ok := tok.(xml.CharData); ok && strings.TrimSpace(string(cd)) != "" {
			texts = append(texts, strings.TrimSpace(string(cd)))
		}
	}
	if strings.Join(texts, ",") != "2,1,2" {
		t.Errorf("SVG texts %v", texts)
	}
}
