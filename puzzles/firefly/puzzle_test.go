package firefly

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

// sampleURL is pzprjs's sample puzzle of the genre (test/script/firefly.js).
const sampleURL = "https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11"

const sampleGrid = `
0> . . . 1v
. ?< . 0< .
. . . . .
. 0^ . 2v .
1^ . . . 1^
`

func TestSample(t *testing.T) {
	p, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	q, err := Parse(sampleGrid)
	if err != nil {
		t.Fatal(err)
	}
	if p.String() != q.String() {
		t.Fatalf("URL reads\n%s, want\n%s", p, q)
	}
	if p.URL() != sampleURL {
		t.Errorf("URL() = %s, want %s", p.URL(), sampleURL)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	if n := m.Count(f).Int64(); n != 1 {
		t.Fatalf("%d solutions, want 1", n)
	}
	sol := first(m, f)
	if err := p.Check(sol); err != nil {
		t.Fatalf("Check: %v\n%s", err, p.Render(sol, false, nil))
	}
	if n, err := p.CountSolutions(context.Background()); err != nil || n.Int64() != 1 {
		t.Fatalf("CountSolutions = %v, %v", n, err)
	}
	// pzprjs's answer of the sample (its failcheck case with no error).
	read, err := puzzles.Parse("", "pzprv3/firefly/5/5/4,0 . . . 2,1 /. 3,- . 3,0 . /. . . . . /. 1,0 . 2,2 . /1,1 . . . 1,1 /1 1 1 1 /1 1 1 1 /-1 -1 -1 -1 /1 0 0 1 /0 1 1 0 /1 -1 -1 -1 1 /0 1 0 0 -1 /0 1 0 0 -1 /1 1 0 1 1 /", nil)
	if err != nil {
		t.Fatal(err)
	}
	set, _ := read.(*Game).Answer()
	if want := read.(*Game).P; want.String() != p.String() {
		t.Fatalf("pzprv3 board\n%s", want)
	}
	if !m.Contains(f, set) {
		t.Errorf("pzprjs's answer is not the solution")
	}
	var b strings.Builder
	if err := p.WriteSVG(&b, sol); err != nil || !strings.Contains(b.String(), "<circle") {
		t.Errorf("SVG: %v", err)
	}
	if d := p.Render(sol, true, nil); !strings.Contains(d, "0>---") {
		t.Errorf("drawing:\n%s", d)
	}
}

func TestURLForms(t *testing.T) {
	for _, u := range []string{
		"http://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11",
		"https://pzv.jp/p.html?firefly/5/5/40c21a3.a30g10a22a11c11",
		"https://puzz.link/p?firefly_edit/5/5/40c21a3.a30g10a22a11c11/",
		"firefly/5/5/40c21a3.a30g10a22a11c11",
	} {
		p, err := Parse(u)
		if err != nil {
			t.Errorf("%s: %v", u, err)
			continue
		}
		if p.URL() != sampleURL {
			t.Errorf("%s: URL() = %s", u, p.URL())
		}
	}
}

func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for k := 0; k < 200; k++ {
		p := randomBoard(rng, 1+rng.Intn(8), 1+rng.Intn(8))
		for i := range p.Cells {
			if p.Cells[i].Num >= 0 && rng.Intn(4) == 0 {
				p.Cells[i].Num = rng.Intn(MaxNumber + 1)
			}
		}
		q, err := ParseURL(p.URL())
		if err != nil {
			t.Fatalf("%s: %v", p.URL(), err)
		}
		if q.String() != p.String() {
			t.Fatalf("URL %s reads\n%s, want\n%s", p.URL(), q, p)
		}
		q, err = ParseGrid(p.String())
		if err != nil || q.String() != p.String() {
			t.Fatalf("grid\n%s reads back as\n%v (%v)", p, q, err)
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
		{"1> .\n. x", 2, 3, true, 1, 1, `unexpected "x"`},
		{"1> .\n.", 2, 0, false, 0, 0, "the row has 1 cells"},
		{"1> 5000<", 1, 4, true, 0, 1, `unexpected "5000<"`},
		{"", 0, 0, false, 0, 0, "no board"},
		{"https://puzz.link/p?firefly/2/2/+", 0, 0, true, 0, 0, "block"},
		{"https://puzz.link/p?firefly/2/2/4!", 0, 0, false, 0, 0, "character 34"},
		{"https://puzz.link/p?mashu/2/2/0", 0, 0, false, 0, 0, "not a Hotaru Beam URL"},
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

// TestRealPuzzles: every puzzle of testdata/puzzles.txt has one
// solution, which Check accepts; the URL reads back.
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
		if q, _ := ParseURL(p.URL()); q == nil || q.String() != p.String() {
			t.Errorf("%s: URL %s does not read back", line, p.URL())
		}
		n++
	}
	if n < 2 {
		t.Fatalf("only %d puzzles", n)
	}
	t.Logf("%d puzzles", n)
}

func FuzzParse(f *testing.F) {
	f.Add(sampleURL)
	f.Add(sampleGrid)
	f.Add("firefly/3/3/4+0")
	f.Add("1> ?<\n. 12v")
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
		if q, err := ParseGrid(p.String()); err != nil || q.String() != p.String() {
			t.Fatalf("%q: grid reads back as %v, %v", s, q, err)
		}
	})
}
