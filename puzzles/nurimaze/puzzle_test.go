package nurimaze

import (
	"context"
	"errors"
	"math/rand"
	"os"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// sampleURL is pzprjs's sample puzzle of the genre (test/script/nurimaze.js).
const sampleURL = "https://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2547"

// sampleAnswer is pzprjs's answer of the sample (its failcheck case
// with no error).
const sampleAnswer = "pzprv3/nurimaze/6/6/17/0 0 0 1 2 2 /3 3 4 1 5 5 /6 6 4 1 7 8 /9 10 10 10 7 8 /11 12 13 14 14 14 /11 15 13 16 16 16 /s . . . . . /. . . . . o /. . . t . . /. . . . . . /. . . . . . /g . t . . . /+ + + + # # /# # # + + + /+ + # + # + /+ # # # # + /+ + + + + + /+ # + # # # /"

func TestSample(t *testing.T) {
	p, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	if p.URL() != sampleURL {
		t.Errorf("URL() = %s", p.URL())
	}
	read, err := puzzles.Parse("", sampleAnswer, nil)
	if err != nil {
		t.Fatal(err)
	}
	set, _ := read.(*Game).Answer()
	if want := read.(*Game).P; want.String() != p.String() {
		t.Fatalf("the URL reads\n%s, pzprjs's file\n%s", p, read.Text())
	}
	q, err := ParseGrid(p.String())
	if err != nil || q.String() != p.String() || q.URL() != sampleURL {
		t.Fatalf("the grid reads back as %v (%v)", q, err)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	if n := m.Count(f).Int64(); n != 1 {
		t.Fatalf("%d solutions", n)
	}
	if !m.Contains(f, set) {
		t.Errorf("pzprjs's answer is not the solution")
	}
	if err := p.Check(set); err != nil {
		t.Error(err)
	}
	var b strings.Builder
	if err := p.WriteSVG(&b, set); err != nil || !strings.Contains(b.String(), "<polygon") {
		t.Errorf("SVG: %v", err)
	}
	if d := p.Render(set, true, nil); !strings.Contains(d, "|S . .|.|# #|") {
		t.Errorf("drawing:\n%s", d)
	}
}

func TestURLForms(t *testing.T) {
	for _, u := range []string{
		"http://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2547",
		"https://pzv.jp/p.html?nurimaze/6/6/6efjsstsvjun1e374i2547/",
		"nurimaze/6/6/6efjsstsvjun1e374i2547",
	} {
		p, err := Parse(u)
		if err != nil || p.URL() != sampleURL {
			t.Errorf("%s: %v, %v", u, p, err)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for k := 0; k < 200; k++ {
		p := randomBoard(rng, 1+rng.Intn(8), 2+rng.Intn(8))
		q, err := ParseURL(p.URL())
		if err != nil || q.String() != p.String() {
			t.Fatalf("URL %s reads back as %v (%v), want\n%s", p.URL(), q, err, p)
		}
		q, err = ParseGrid(p.String())
		if err != nil || q.String() != p.String() {
			t.Fatalf("grid\n%s reads back as %v (%v)", p, q, err)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		text      string
		line, col int
		cell      bool
		row, c    int
		msg       string
	}{
		{"ab\nab\n\nS.\n.x", 5, 2, true, 1, 1, `unexpected 'x'`},
		{"ab\na\n\nS.\n.G", 2, 0, false, 0, 0, "the row has 1 cells"},
		{"ab\nab\n\nS.\n..", 4, 0, false, 0, 0, "0 G"},
		{"ab\nab", 0, 0, false, 0, 0, "1 blocks"},
		{"https://puzz.link/p?nurimaze/2/2/00!", 0, 0, false, 0, 0, "character 36 of the URL (counting from 1): '!' is no mark"},
		{"https://puzz.link/p?nurimaze/2/2/0!", 0, 0, false, 0, 0, "character 35"},
		{"https://puzz.link/p?firefly/2/2/0", 0, 0, false, 0, 0, "not a Nurimaze URL"},
	} {
		_, err := Parse(c.text)
		var pe *puzzles.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: %v is no ParseError", c.text, err)
			continue
		}
		if pe.Line != c.line || pe.Column != c.col || pe.Cell != c.cell || pe.Row != c.row || pe.Col != c.c || !strings.Contains(pe.Error(), c.msg) {
			t.Errorf("%q: %+v (%v)", c.text, *pe, err)
		}
	}
}

// TestRealPuzzles: every puzzle of testdata/puzzles.txt up to 10x10
// has one solution, which Check accepts (the 12x12 and 13x13 ones are left to the
// benchmark, to keep the tests short).
func TestRealPuzzles(t *testing.T) {
	data, err := os.ReadFile("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	seen := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if seen[line] {
			t.Errorf("%s twice", line)
		}
		seen[line] = true
		p, err := Parse(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if p.URL() != line {
			t.Errorf("%s: URL() = %s", line, p.URL())
		}
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		if c := m.Count(f); !c.IsInt64() || c.Int64() != 1 {
			t.Errorf("%s: %v solutions", line, c)
			continue
		}
		if err := p.Check(first(m, f)); err != nil {
			t.Errorf("%s: %v", line, err)
		}
		n++
	}
	if n < 3 {
		t.Fatalf("only %d puzzles", n)
	}
}

func FuzzParse(f *testing.F) {
	f.Add(sampleURL)
	f.Add("aab\nacb\nccb\n\nS..\n.o.\n.tG")
	f.Add("nurimaze/3/3/0123z")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			var pe *puzzles.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: %v is no ParseError", s, err)
			}
			return
		}
		if q, err := ParseURL(p.URL()); err != nil || q.String() != p.String() {
			t.Fatalf("%q: URL %s reads back as %v, %v", s, p.URL(), q, err)
		}
	})
}
