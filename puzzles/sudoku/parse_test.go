package sudoku

import (
	"errors"
	"math/rand"
	"os"
	"strings"
	"testing"
)

func TestParseInline(t *testing.T) {
	cases := []struct {
		text   string
		br, bc int
		x      bool
		want   string
	}{
		{".1.. ...2\n3... ..3.", 2, 2, false, ".1.....23.....3."},
		{strings.Repeat(".", 36), 2, 3, false, strings.Repeat(".", 36)},
		{"X:" + strings.Repeat(".", 16), 2, 2, true, strings.Repeat(".", 16)},
		{"0" + strings.Repeat(".", 80), 3, 3, false, strings.Repeat(".", 81)},
		{strings.Repeat(".", 144), 3, 4, false, strings.Repeat(".", 144)},
		{"G" + strings.Repeat(".", 255), 4, 4, false, "G" + strings.Repeat(".", 255)},
		{"p" + strings.Repeat(".", 624), 5, 5, false, "P" + strings.Repeat(".", 624)},
	}
	for _, c := range cases {
		p, err := Parse(c.text)
		if err != nil {
			t.Errorf("Parse(%.20q): %v", c.text, err)
			continue
		}
		if p.BoxRows != c.br || p.BoxCols != c.bc || p.X != c.x || p.String() != c.want {
			t.Errorf("Parse(%.20q) = %dx%d x=%v %q", c.text, p.BoxRows, p.BoxCols, p.X, p.String())
		}
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		text string
		want string
	}{
		{"..1.\n.?..\n....\n....", "sudoku: cell (1, 1): bad character '?'"},
		{"5...............", "sudoku: cell (0, 0): value '5' out of range 1..4"},
		{"1..1............", "sudoku: cell (0, 3): given 1 repeats the one at (0, 0) in the same row"},
		{"1...1...........", "sudoku: cell (1, 0): given 1 repeats the one at (0, 0) in the same column"},
		{"1....1..........", "sudoku: cell (1, 1): given 1 repeats the one at (0, 0) in the same box"},
		{"X:1" + strings.Repeat(".", 14) + "1", "sudoku: cell (3, 3): given 1 repeats the one at (0, 0) in the same diagonal"},
		{"X:...1" + strings.Repeat(".", 8) + "1...", "sudoku: cell (3, 0): given 1 repeats the one at (0, 3) in the same anti-diagonal"},
		{"X:1....................1", "sudoku: 22 cells is not a square number"},
		{"X:1" + strings.Repeat(".", 39) + "1" + strings.Repeat(".", 40), "sudoku: cell (4, 4): given 1 repeats the one at (0, 0) in the same diagonal"},
		{"", "sudoku: 0 cells is not a square number"},
		{strings.Repeat(".", 49), "sudoku: no box shape for side 7; give it explicitly"},
	}
	for _, c := range cases {
		_, err := Parse(c.text)
		if err == nil || err.Error() != c.want {
			t.Errorf("Parse(%q): error %v, want %q", c.text, err, c.want)
		}
	}
	_, err := Parse("..1.\n.?..\n....\n....")
	var ce *CellError
	if !errors.As(err, &ce) || ce.Row != 1 || ce.Col != 1 {
		t.Errorf("error %v is not a CellError at (1,1)", err)
	}
	if _, err := ParseShape(strings.Repeat(".", 49), 1, 7, false); err != nil {
		t.Errorf("7x7 with 1x7 boxes: %v", err)
	}
}

func TestParseRecord(t *testing.T) {
	line := "pzprjs-sudoku-1 std 2 2 .1.....23.....3. 1 2143431234211234 url=https://puzz.link/p?sudoku/4/4/g1k23k3g answer=source"
	r, err := ParseRecord(line)
	if err != nil {
		t.Fatal(err)
	}
	if r.ID != "pzprjs-sudoku-1" || r.Count != 1 || r.Puzzle.String() != ".1.....23.....3." || r.Meta["answer"] != "source" {
		t.Fatalf("record %+v", r)
	}
	u, err := ParseURL(r.Meta["url"])
	if err != nil {
		t.Fatal(err)
	}
	if u.String() != r.Puzzle.String() || u.BoxRows != 2 || u.BoxCols != 2 {
		t.Fatalf("URL puzzle %q, record %q", u.String(), r.Puzzle.String())
	}
	bad := []struct{ line, want string }{
		{"a std 2 2 ....", "sudoku: 5 fields, want at least 7 (id variant boxrows boxcols puzzle count solution)"},
		{"a Y 2 2 ................ 1 -", `sudoku: a: unknown variant "Y" (std or X)`},
		{"a std 2 x ................ 1 -", `sudoku: a: bad box size "2" "x"`},
		{"a std 2 2 ...............x 1 -", `a: puzzle: sudoku: cell (3, 3): value 'x' out of range 1..4`},
		{"a std 2 2 ...............# 1 -", `a: puzzle: sudoku: cell (3, 3): bad character '#'`},
		{"a std 2 2 ................ z -", `sudoku: a: bad count "z"`},
		{"a std 2 2 ................ 1 - k", `sudoku: a: field "k" is not key=value`},
	}
	for _, b := range bad {
		_, err := ParseRecord(b.line)
		if err == nil || err.Error() != b.want {
			t.Errorf("ParseRecord(%q): %v, want %q", b.line, err, b.want)
		}
	}
	for _, c := range []string{"5+", "?"} {
		r, err := ParseRecord("a std 2 2 ................ " + c + " -")
		if err != nil || r.Count != -1 || r.CountText != c || r.Solution != nil {
			t.Errorf("count %q: %+v %v", c, r, err)
		}
	}
	_, err = ReadRecords(strings.NewReader("# c\n\nx std 2 2 ................ 1 -\nbad\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "line 4 of the file: ") {
		t.Errorf("ReadRecords error %v, want one naming line 4", err)
	}
}

func TestParseURL(t *testing.T) {
	cases := []struct{ url, want string }{
		{"https://puzz.link/p?sudoku/4/4/g1k23k3g", ".1.....23.....3."},
		{"http://pzv.jp/p.html?sudoku/4/4/1234", "1234............"},
		{"sudoku/6/6/z1", strings.Repeat(".", 20) + "1" + strings.Repeat(".", 15)},
		{"https://puzz.link/p?sudoku/16/16/-10" + strings.Repeat(".", 0), "G" + strings.Repeat(".", 255)},
	}
	for _, c := range cases {
		p, err := ParseAny(c.url)
		if err != nil {
			t.Errorf("%s: %v", c.url, err)
			continue
		}
		if p.String() != c.want {
			t.Errorf("%s: %q, want %q", c.url, p.String(), c.want)
		}
	}
	p, _ := ParseURL("sudoku/6/6/1")
	if p.BoxRows != 2 || p.BoxCols != 3 {
		t.Errorf("6x6 URL boxes %dx%d, want 2x3", p.BoxRows, p.BoxCols)
	}
	for _, u := range []string{"p?slither/4/4/1", "p?sudoku/4/5/1", "p?sudoku/4/4/5", "p?sudoku/4/4/11", "p?sudoku/4/4/-1", "p?sudoku/5/5/1", "p?sudoku/4/4/#"} {
		if _, err := ParseURL(u); err == nil {
			t.Errorf("%s: no error", u)
		}
	}
}

func TestRenderGolden(t *testing.T) {
	p, err := Parse(".1.....23.....3.")
	if err != nil {
		t.Fatal(err)
	}
	r, _ := Solve(p, Fast, 2)
	got := p.Render() + "\n" + Render(p.BoxRows, p.BoxCols, r.Solution)
	q, _ := ParseShape(strings.Repeat(".", 35)+"6", 2, 3, false)
	got += "\n" + q.Render()
	want, err := os.ReadFile("testdata/render.golden")
	if os.Getenv("ZQ_UPDATE") != "" || os.IsNotExist(err) {
		if err := os.WriteFile("testdata/render.golden", []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		want = []byte(got)
	}
	if got != string(want) {
		t.Errorf("render:\n%s\nwant:\n%s", got, want)
	}
}

func TestMethodNames(t *testing.T) {
	for _, m := range Methods {
		got, err := ParseMethod(m.String())
		if err != nil || got != m {
			t.Errorf("ParseMethod(%q) = %v, %v", m.String(), got, err)
		}
	}
	if m, err := ParseMethod("PS-1-2"); err != nil || m != PS12 {
		t.Errorf("PS-1-2: %v %v", m, err)
	}
	if _, err := ParseMethod("magic"); err == nil {
		t.Error("unknown method accepted")
	}
}

func TestSolveConflictingAndEmpty(t *testing.T) {
	p, _ := New(2, 2, false)
	p.Cells[0], p.Cells[1] = 1, 1 // clashing givens set directly
	for _, m := range Methods {
		r, err := Solve(p, m, 0)
		if err != nil || r.Count != 0 || r.Solution != nil {
			t.Errorf("%v: clashing givens gave %+v, %v", m, r, err)
		}
	}
	p.Cells[0] = 9
	if _, err := Solve(p, Fast, 0); err == nil {
		t.Error("value out of range accepted by Solve")
	}
	// A puzzle with several solutions: counts agree across methods.
	q, _ := Parse("1234............")
	for _, m := range Methods {
		r, err := Solve(q, m, 0)
		if err != nil || r.Count != 12 {
			t.Errorf("%v: first row given: %d solutions (%v), want 12", m, r.Count, err)
		}
		if r2, _ := Solve(q, m, 2); r2.Count != 2 {
			t.Errorf("%v: limit 2 gave %d", m, r2.Count)
		}
	}
	if u, _, _ := Unique(q); u {
		t.Error("Unique reports a 12-solution puzzle unique")
	}
}

// TestURLRoundTrip encodes puzzles of the shapes puzz.link reads and
// decodes them back; other shapes are refused.
func TestURLRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for _, shape := range [][2]int{{1, 1}, {2, 2}, {2, 3}, {3, 3}, {4, 4}, {5, 5}} {
		for i := 0; i < 30; i++ {
			p, _ := New(shape[0], shape[1], false)
			n := p.N()
			for c := range p.Cells {
				if rng.Intn(4) == 0 {
					p.Cells[c] = uint8(1 + rng.Intn(n))
				}
			}
			u, err := p.URL()
			if err != nil {
				t.Fatal(err)
			}
			q, err := ParseURL(u)
			if err != nil {
				if strings.Contains(err.Error(), "repeats") || strings.Contains(err.Error(), "sudoku: row") {
					continue // random givens may clash; the decoder checks them
				}
				t.Fatalf("%s: %v", u, err)
			}
			if q.String() != p.String() || q.BoxRows != p.BoxRows {
				t.Fatalf("%s read back %s", u, q)
			}
		}
	}
	for _, shape := range [][3]int{{3, 2, 0}, {2, 4, 0}, {3, 3, 1}} {
		p, _ := New(shape[0], shape[1], shape[2] == 1)
		if _, err := p.URL(); err == nil {
			t.Errorf("%dx%d boxes (diagonal %v): a URL puzz.link cannot read", shape[0], shape[1], shape[2] == 1)
		}
	}
}

// TestSVG draws a puzzle with and without its solution: one text per
// given, one per cell with the solution, thick lines on box borders.
func TestSVG(t *testing.T) {
	p, err := Parse("1... ..2. .3.. ...4")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := p.SVG(&b, nil); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(b.String(), "<text"); got != 4 {
		t.Errorf("%d texts for 4 givens", got)
	}
	if got := strings.Count(b.String(), `stroke-width="3"`); got != 6 {
		t.Errorf("%d thick lines, want 6 (3 each way)", got)
	}
	sol := []uint8{1, 2, 4, 3, 3, 4, 2, 1, 4, 3, 1, 2, 2, 1, 3, 4}
	if !p.IsSolutionOf(sol) {
		t.Fatal("the fixture's solution is wrong")
	}
	b.Reset()
	if err := p.SVG(&b, sol); err != nil {
		t.Fatal(err)
	}
	if strings.Count(b.String(), "<text") != 16 {
		t.Errorf("%d texts with the solution", strings.Count(b.String(), "<text"))
	}
}
