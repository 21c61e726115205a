package heyawake

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

// sampleURL is pzprjs's sample Heyawake (its test script's url line).
const sampleURL = "https://puzz.link/p?heyawake/6/6/lll155007rs12222j"

// TestSample reads pzprjs's sample: its rooms and numbers as the same
// test script's files give them, one solution, which Check accepts.
func TestSample(t *testing.T) {
	p, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	// the rooms and numbers of the script's pzprv3 files
	rooms := [][]int{
		{0, 1, 1, 2, 2, 3},
		{0, 1, 1, 2, 2, 3},
		{0, 1, 1, 2, 2, 3},
		{4, 4, 4, 4, 4, 3},
		{5, 5, 5, 6, 6, 3},
		{5, 5, 5, 6, 6, 7},
	}
	for r, row := range rooms {
		for c, want := range row {
			if got := p.Room[r*6+c]; got != want {
				t.Fatalf("cell (%d, %d) is in room %d, want %d", r, c, got, want)
			}
		}
	}
	if want := []int{2, 2, 2, 2, -1, -1, -1, -1}; !reflect.DeepEqual(p.Nums, want) {
		t.Fatalf("numbers %v, want %v", p.Nums, want)
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
	body := "6/6/lll155007rs12222j"
	want, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{
		"http://puzz.link/p?heyawake/" + body,
		"https://pzv.jp/p.html?heyawake/" + body,
		"http://pzv.jp/p.html?heyawacky/" + body,
		"https://puzz.link/p?heyawake_edit/" + body,
		"https://puzz.link/p?heyawake/" + body + "/",
		"https://puzz.link/p?heyawake/" + body + "kkk", // after the numbers: ignored
		"heyawake/" + body,
		"# a comment\n  https://puzz.link/p?heyawake/" + body + "  \n",
	} {
		p, err := Parse(u)
		if err != nil {
			t.Errorf("%q: %v", u, err)
			continue
		}
		if p.String() != want.String() || p.URL() != want.URL() {
			t.Errorf("%q reads as\n%s", u, p)
		}
	}
	// a body that ends early: no more borders, no more numbers
	p, err := Parse("https://puzz.link/p?heyawake/3/2/")
	if err != nil || p.RoomCount() != 1 || p.Nums[0] != NoNumber {
		t.Errorf("an empty body: %v, %v", p, err)
	}
}

// TestRoundTrip: random boards, walls inside rooms and numbers of every
// size included, come back from their URL and from their text.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 400; trial++ {
		p := randomBoard(rng, 1+rng.Intn(9), 1+rng.Intn(9), rng.Intn(8))
		for r := range p.Nums {
			if rng.Intn(8) == 0 {
				p.Nums[r] = []int{15, 16, 255, 256, 4095, 4096, 8191, 8192, 12239, 12240, 40000}[rng.Intn(11)]
			}
		}
		q, err := Parse(p.URL())
		if err != nil {
			t.Fatalf("%s: %v", p.URL(), err)
		}
		if !reflect.DeepEqual(q.Borders, p.Borders) || !reflect.DeepEqual(q.Nums, p.Nums) {
			t.Fatalf("%s reads back as %s", p.URL(), q.URL())
		}
		q, err = Parse(p.String())
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if !reflect.DeepEqual(q.Borders, p.Borders) || !reflect.DeepEqual(q.Nums, p.Nums) {
			t.Fatalf("text\n%s reads back as\n%s", p, q)
		}
		if p.exact() == strings.Contains(p.String(), "puzz.link") {
			t.Fatalf("text of a board with exact=%v:\n%s", p.exact(), p)
		}
	}
}

// TestGrid reads the plain board: names, numbers on any cell of a
// room, a name used again for another room.
func TestGrid(t *testing.T) {
	p, err := Parse(`
# two rooms named a, one b
a  a b2
a? b b
b  a a
`)
	if err != nil {
		t.Fatal(err)
	}
	if p.RoomCount() != 4 || !reflect.DeepEqual(p.Nums, []int{Unknown, 2, NoNumber, NoNumber}) {
		t.Fatalf("%d rooms, numbers %v", p.RoomCount(), p.Nums)
	}
	if got, want := p.String(), "a? a  b2\na  b  b\nb  a  a\n"; got != want {
		t.Errorf("text\n%s, want\n%s", got, want)
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
		{in: "a b\na", msg: "the row has 1 cells", line: 2},
		{in: "a b\na 3b", msg: "room's name", line: 2, col: 3, cell: true, row: 1, cellCol: 1},
		{in: "a1 a2", msg: "a second number", cell: true, row: 0, cellCol: 1},
		{in: "a1x b", msg: "number is 0..", line: 1, col: 1, cell: true},
		{in: "https://puzz.link/p?heyawake/3/3/#", msg: "base-32", line: 1, col: 34},
		{in: "\n  https://puzz.link/p?heyawake/2/2/00#", msg: "no number or run", line: 2, col: 38},
		{in: "https://puzz.link/p?heyawake/0/3/0", msg: "column count", line: 1, col: 30},
		{in: "https://puzz.link/p?hitori/3/3/0", msg: "not a heyawake URL", line: 1},
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
		{"a b", nil, "no cell is shaded"},
		{"a b c", set(0, 1), "the shaded cells at (0, 0) and (0, 1) touch"},
		{"a\nb\nc", set(0, 1), "the shaded cells at (0, 0) and (1, 0) touch"},
		{"a a\na a\na a", set(1, 2), "the unshaded cells are not connected: (1, 1) cannot reach (0, 0)"},
		{"a2 a a\nb b b", set(0), "the room at (0, 0) has 1 shaded cell, and its number is 2"},
		{"a0 a a\nb b b", set(0), "the room at (0, 0) has 1 shaded cell, and its number is 0"},
		{"a b c\nd d d", set(4), "the unshaded cells from (0, 0) to (0, 2) run across two room borders"},
		{"a d\nb d\nc d", set(3), "the unshaded cells from (0, 0) to (2, 0) run across two room borders"},
		{"a? b c\nd d d", set(1), ""},
		{"a b c\nd d d", set(1), ""},
		{"a b", set(2), "element 2 is not a cell"},
		{"a b", set(1, 1), "shaded twice"},
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

// TestDraw: the text picture shows borders, numbers and shading.
func TestDraw(t *testing.T) {
	p, err := Parse(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	f, _ := p.Solutions(context.Background(), m, Options{})
	sol := m.Sets(f, 1)[0]
	got := p.Render(sol, RenderOptions{ASCII: true})
	lines := strings.Split(got, "\n")
	if len(lines) != 2*6+2 || !strings.HasPrefix(lines[0], "+---+---+") || !strings.Contains(lines[1], "| # ") {
		t.Errorf("drawing:\n%s", got)
	}
	if u := p.Render(nil, RenderOptions{}); !strings.Contains(u, "│ 2 │ 2 ") {
		t.Errorf("drawing:\n%s", u)
	}
	var b strings.Builder
	if err := p.WriteSVG(&b, sol); err != nil || !strings.HasPrefix(b.String(), "<svg") || strings.Count(b.String(), `fill="#333333"`) != len(sol) {
		t.Errorf("SVG: %v\n%s", err, b.String())
	}
}

func FuzzParse(f *testing.F) {
	f.Add(sampleURL)
	f.Add("a2 a b\nc c b?")
	f.Add("https://puzz.link/p?heyawake/3/3/-zz+")
	f.Add("heyawake/2/2/0a$")
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
		_ = p.Check(nil)
		_ = p.Render(nil, RenderOptions{})
	})
}

func ExamplePuzzle_Render() {
	p, _ := Parse("a1 a\nb  b")
	fmt.Print(p.Render([]uint32{0}, RenderOptions{ASCII: true}))
	// Output:
	// +---+---+
	// | #   . |
	// +---+---+
	// | .   . |
	// +---+---+
}

// TestOtherSolver: the solution of cspuz's test problem is the one its
// test expects (cspuz_core's heyawake.rs, a SAT-based solver's answer).
func TestOtherSolver(t *testing.T) {
	p, err := Parse("https://puzz.link/p?heyawake/6/6/aa66aapv0fu0g2i3k")
	if err != nil {
		t.Fatal(err)
	}
	want := "101001\n000100\n010010\n101000\n000101\n010000\n"
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, Options{})
	if err != nil || m.Count(f).Int64() != 1 {
		t.Fatalf("%v solutions, %v", m.Count(f), err)
	}
	sh := p.Shading(m.Sets(f, 1)[0])
	var b strings.Builder
	for i, s := range sh {
		b.WriteByte("01"[map[bool]int{false: 0, true: 1}[s]])
		if i%6 == 5 {
			b.WriteByte('\n')
		}
	}
	if b.String() != want {
		t.Errorf("solution\n%s, cspuz's\n%s", b.String(), want)
	}
}
