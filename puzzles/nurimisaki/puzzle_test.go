package nurimisaki

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// sampleURL is pzprjs's sample Nurimisaki (its test script's url line).
const sampleURL = "https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j"

// TestSample reads pzprjs's sample: its numbers as the same script's
// files give them, one solution, which Check accepts.
func TestSample(t *testing.T) {
	p, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	// the numbers of the script's pzprv3 files
	if got, want := p.String(), ".o...\no....\n...2.\n.....\no....\n"; got != want {
		t.Fatalf("board\n%s, want\n%s", got, want)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c := m.Count(f); c.Int64() != 1 {
		t.Fatalf("%v solutions, want 1", c)
	}
	if err := p.Check(m.Sets(f, 1)[0]); err != nil {
		t.Fatalf("Check on the solution: %v", err)
	}
	if u, err := p.Unique(context.Background(), Options{}); err != nil || !u {
		t.Fatalf("Unique: %v, %v", u, err)
	}
	if p.URL() != sampleURL {
		t.Errorf("URL %q, want %q", p.URL(), sampleURL)
	}
}

// TestURLForms: the URL forms real links carry read as the same board.
func TestURLForms(t *testing.T) {
	body := "5/5/g.i.m2l.j"
	want, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{
		"http://puzz.link/p?nurimisaki/" + body,
		"https://pzv.jp/p.html?nurimisaki/" + body,
		"https://puzz.link/p?nurimisaki_edit/" + body,
		"https://puzz.link/p?nurimisaki/" + body + "/",
		"https://puzz.link/p?nurimisaki/" + body + "123", // past the last cell: ignored
		"nurimisaki/" + body,
		"# a comment\n  https://puzz.link/p?nurimisaki/" + body + "  \n",
	} {
		p, err := Parse(u)
		if err != nil {
			t.Errorf("%q: %v", u, err)
			continue
		}
		if !reflect.DeepEqual(p.Nums, want.Nums) {
			t.Errorf("%q reads as\n%s", u, p)
		}
	}
	p, err := Parse("https://puzz.link/p?nurimisaki/3/2/1")
	if err != nil || p.String() != "1..\n...\n" {
		t.Errorf("a short body: %v, %v", p, err)
	}
}

// TestRoundTrip: random boards, numbers of every size included, come
// back from their URL and from their text.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 400; trial++ {
		p := randomBoard(rng, 1+rng.Intn(9), 1+rng.Intn(9), rng.Intn(8))
		for i := range p.Nums {
			if rng.Intn(20) == 0 {
				p.Nums[i] = []int{0, 15, 16, 255, 256, 399}[rng.Intn(6)]
			}
		}
		texts := []string{p.URL(), p.String()}
		for _, text := range texts {
			q, err := Parse(text)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			if !reflect.DeepEqual(q.Nums, p.Nums) || q.Rows != p.Rows || q.Cols != p.Cols {
				t.Fatalf("%s reads back as\n%s", text, q)
			}
		}
	}
}

// TestParseErrors: bad input is a *puzzles.ParseError with its place.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		in, msg      string
		line, col    int
		cell         bool
		row, cellCol int
	}{
		{in: "", msg: "no rows"},
		{in: "1.\n.", msg: "the row has 1 cells", line: 2},
		{in: "..\n.x", msg: "a cell is a number", line: 2, col: 2, cell: true, row: 1, cellCol: 1},
		{in: "10 .\n. 2a", msg: "a cell is a number", line: 2, col: 3, cell: true, row: 1, cellCol: 1},
		{in: "https://puzz.link/p?nurimisaki/3/3/#", msg: "no number or run", line: 1, col: 36},
		{in: "https://puzz.link/p?nurimisaki/3/0/1", msg: "row count", line: 1, col: 34},
		{in: "https://puzz.link/p?heyawake/3/3/0", msg: "not a nurimisaki URL", line: 1},
		{in: "https://puzz.link/p?nurimisaki/2/2/+fff", msg: "not in 0..", cell: true, line: 1},
	} {
		_, err := Parse(tc.in)
		var pe *puzzles.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: %v, want a *puzzles.ParseError", tc.in, err)
			continue
		}
		if !strings.Contains(pe.Msg, tc.msg) || pe.Line != tc.line || pe.Column != tc.col || pe.Cell != tc.cell || (tc.cell && (pe.Row != tc.row || pe.Col != tc.cellCol)) {
			t.Errorf("%q: %+v, want %q at line %d column %d cell %v (%d, %d)", tc.in, pe, tc.msg, tc.line, tc.col, tc.cell, tc.row, tc.cellCol)
		}
	}
}

// TestCheckReasons: each rule's message, with its place.
func TestCheckReasons(t *testing.T) {
	set := func(cells ...uint32) []uint32 { return cells }
	for _, tc := range []struct {
		board string
		set   []uint32
		want  string
	}{
		{"o.", set(0), "the circle at (0, 0) is shaded"},
		{"..", nil, "no cell is shaded"},
		{"...\n...", set(0, 1, 3, 4), "the 2x2 block at (0, 0) is all shaded"},
		{"...\n...\n...", set(1, 3, 5, 7), "the unshaded cells are not connected: (0, 2) cannot reach (0, 0)"},
		{"2..\n...", set(3, 4, 5), "the number 2 at (0, 0) sees 3 cells"},
		{"...\n...\n...", set(2), "the 2x2 block at (0, 0) is all unshaded"},
		{".o.\n...", set(3, 4, 5), "the circle at (0, 1) is no dead end: it has 2 unshaded neighbours"},
		{"...\n...", set(3, 4, 5), "the dead end at (0, 0) has no circle"},
		{"o.o\n...", set(3, 4, 5), ""},
		{"3.?\n...", set(3, 4, 5), ""},
		{"..", set(2), "element 2 is not a cell"},
	} {
		p, err := Parse(tc.board)
		if err != nil {
			t.Fatal(err)
		}
		err = p.Check(tc.set)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%q %v: %v, want ok", tc.board, tc.set, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q %v: %v, want %q", tc.board, tc.set, err, tc.want)
		}
	}
}

// TestDraw: the pictures show numbers and shading.
func TestDraw(t *testing.T) {
	p, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	f, _ := p.Solutions(context.Background(), m, Options{})
	sol := m.Sets(f, 1)[0]
	var b strings.Builder
	if err := p.WriteSVG(&b, sol); err != nil || !strings.HasPrefix(b.String(), "<svg") || strings.Count(b.String(), `fill="#333333"`) != len(sol) {
		t.Errorf("SVG: %v\n%s", err, b.String())
	}
	if got := p.Render(sol, RenderOptions{ASCII: true}); strings.Count(got, "#") != len(sol) || !strings.Contains(got, " 2 ") || strings.Count(got, "o") != 3 {
		t.Errorf("drawing:\n%s", got)
	}
}

func FuzzParse(f *testing.F) {
	f.Add(sampleURL)
	f.Add("1.?\n..3")
	f.Add("10 . ?\n. . 2")
	f.Add("nurimisaki/2/2/-zz+")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			var pe *puzzles.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: %T %v", s, err, err)
			}
			return
		}
		q, err := Parse(p.URL())
		if err != nil || q.URL() != p.URL() {
			t.Fatalf("%q: URL %q reads back as %v, %v", s, p.URL(), q, err)
		}
		q, err = Parse(p.String())
		if err != nil || q.URL() != p.URL() {
			t.Fatalf("%q: text %q reads back as %v, %v", s, p.String(), q, err)
		}
		_ = p.Check(nil)
		_ = p.Render(nil, RenderOptions{})
	})
}

func ExamplePuzzle_Render() {
	p, _ := Parse("2.\no.")
	fmt.Print(p.Render([]uint32{3}, RenderOptions{ASCII: true}))
	// Output:
	//  2  .
	//  o  #
}
