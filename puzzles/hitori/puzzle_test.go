package hitori

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/zdd"
)

// pzprjs's Hitori test board (robx/pzprjs test/script/hitori.js) and
// the answer its test accepts: shaded (0,0), (0,2), (2,0), (2,2), (3,3).
const (
	pzprjsURL    = "https://puzz.link/p?hitori/4/4/1114142333214213"
	pzprjsAnswer = "1010000010100001"
)

func shadingOf(s string) []uint32 {
	var out []uint32
	for i := 0; i < len(s); i++ {
		if s[i] == '1' {
			out = append(out, uint32(i))
		}
	}
	return out
}

// TestPzprjs solves pzprjs's board and finds its accepted answer as the
// only solution; the answers its test refuses (failcheck: csAdjacent,
// cuDivideRB, nmDupRow) are refused with the rule they break.
func TestPzprjs(t *testing.T) {
	p, err := ParseURL(pzprjsURL)
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := m.SetOf(shadingOf(pzprjsAnswer))
	if f != want {
		t.Fatalf("solutions %v, want only %s", m.Sets(f, 5), pzprjsAnswer)
	}
	if ok, err := p.Unique(context.Background(), Options{}); !ok || err != nil {
		t.Errorf("Unique = %v, %v", ok, err)
	}
	for _, tc := range []struct{ shading, want string }{
		{"1000100000000000", "the shaded cells at (0, 0) and (1, 0) touch"},
		{"1000000110100100", "the unshaded cells are not connected"},
		{"1000000010100001", "the number 1 is unshaded twice in row 0, at (0, 1) and (0, 2)"},
	} {
		err := p.Check(shadingOf(tc.shading))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Check(%s) = %v, want %q", tc.shading, err, tc.want)
		}
	}
}

// TestCheckMutations: every single-cell change of a solution is refused
// with a reason naming a place, and every reason is one of the rules.
func TestCheckMutations(t *testing.T) {
	p, _ := ParseURL(pzprjsURL)
	sol := p.Shading(shadingOf(pzprjsAnswer))
	for i := range sol {
		sol[i] = !sol[i]
		err := p.Check(Set(sol))
		sol[i] = !sol[i]
		if err == nil {
			t.Errorf("flipping cell %d is accepted", i)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, "(") || !(strings.Contains(msg, "touch") || strings.Contains(msg, "unshaded twice") || strings.Contains(msg, "not connected")) {
			t.Errorf("flipping cell %d: reason %q", i, msg)
		}
	}
	for _, bad := range [][]uint32{{16}, {3, 3}} {
		if err := p.Check(bad); err == nil {
			t.Errorf("Check(%v) accepted", bad)
		}
	}
}

// TestForms reads the board in each form and writes it back.
func TestForms(t *testing.T) {
	p, _ := ParseURL(pzprjsURL)
	if got := p.URL(); got != pzprjsURL {
		t.Errorf("URL %q", got)
	}
	id, err := p.GameID()
	if err != nil || id != "4x4:1114142333214213" {
		t.Errorf("GameID %q, %v", id, err)
	}
	for _, text := range []string{
		"1114\n1423\n3321\n4213\n",
		"1 1 1 4\n1 4 2 3\n3 3 2 1\n4 2 1 3",
		"# a comment\n1114\n\n1423\n3321\n4213",
		"4x4:1114142333214213",
		"4x4dk:1114142333214213",
		"http://pzv.jp/p.html?hitori/4/4/1114142333214213",
		"pz-1 4 4 1114142333214213 1 " + pzprjsAnswer + " src=pzprjs",
	} {
		q, err := Parse(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if q.String() != p.String() {
			t.Errorf("%q read as\n%s", text, q)
		}
	}
	// larger numbers, blanks, a wide board
	nums := []int{12, 0, 12, 3, 40, 3, 255, 1, 9, 0, 36, 35}
	q, err := New(2, 6, nums)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{q.String(), q.URL()} {
		r, err := Parse(text)
		if err != nil || r.String() != q.String() {
			t.Errorf("%q: read back %v, %v", text, r, err)
		}
	}
	if _, err := q.GameID(); err == nil {
		t.Error("a board with blanks has a game ID")
	}
	// one column with numbers above 9: Tatham's letters
	col, _ := New(3, 1, []int{10, 61, 10})
	if r, err := Parse(col.String()); err != nil || r.String() != col.String() {
		t.Errorf("one column %q: %v %v", col.String(), r, err)
	}
	e := &Entry{ID: "x-1", Puzzle: p, Count: "1", Solution: shadingOf(pzprjsAnswer), HasSolution: true, Meta: map[string]string{"src": "pzprjs"}}
	back, err := ParseLine(e.Line())
	if err != nil || back.Line() != e.Line() {
		t.Errorf("data-set line %q read back %v", e.Line(), err)
	}
}

// TestParseErrors: bad input is an error naming its place.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"12\n1", "hitori: line 2 of the text: the row has 1 cells, the first row 2"},
		{"1 2\n1 x", "hitori: line 2, column 3 of the text, cell (1, 1): a cell is a number"},
		{"1  2\n 1  x", "hitori: line 2, column 5 of the text, cell (1, 1): a cell is a number"},
		{"1 2\n1 0", "cell (1, 1): a cell is a number 1..255"},
		{"12\n1?", "line 2, column 2 of the text, cell (1, 1): a cell is a digit"},
		{"12\n\t1?", "line 2, column 3 of the text, cell (1, 1): a cell is a digit"},
		{"", "hitori: no rows"},
		{"4x4:111414233321421", "17"[:0] + "game ID description has 15 characters for 4x4 cells"},
		{"4x4:111414233321421z", "hitori: cell (3, 3): game ID character \"z\" is not a number 1..4"},
		{"4x1:1111", "sides 2..62"},
		{"4x4dq:1114142333214213", "difficulty"},
		{"https://puzz.link/p?hitori/4/4/111414233321421", "the URL gives 15 of the 4x4 cells"},
		{"https://puzz.link/p?hitori/2/1/1%", "hitori: cell (0, 1): a cell whose number is not given"},
		{"https://puzz.link/p?hitori/2/1/1-0", "the URL ends inside a number"},
		{"https://puzz.link/p?hitori/2/1/10", "hitori: cell (0, 1): the number 0"},
		{"https://puzz.link/p?hitori/0/1/", "column count \"0\" is not a number 1..256"},
		{"x 2 2 1121 1 1100", "the solution given is wrong: the shaded cells at (0, 0) and (0, 1) touch"},
	} {
		_, err := Parse(tc.text)
		var pe *puzzles.ParseError
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v, want %q", tc.text, err, tc.want)
		} else if !errors.As(err, &pe) {
			t.Errorf("Parse(%q): %T is not a *puzzles.ParseError", tc.text, err)
		}
	}
}

// FuzzParse: any text is read or refused with an error, never a panic,
// and a board read is written back to the same board in each form.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"1114\n1423\n3321\n4213", "1 2\n. 12", "4x4:1114142333214213", pzprjsURL,
		"https://puzz.link/p?hitori/3/1/-1z.", "x 2 2 1121 1 0100 a=b", "5x5de:12345"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			return
		}
		for _, text := range []string{p.String(), p.URL()} {
			q, err := Parse(text)
			if err != nil || q.String() != p.String() {
				t.Fatalf("%q: %q read back as %v, %v", s, text, q, err)
			}
		}
		if id, err := p.GameID(); err == nil {
			q, err := ParseGameID(id)
			if err != nil || q.String() != p.String() {
				t.Fatalf("%q: game ID %q read back as %v, %v", s, id, q, err)
			}
		}
	})
}

// FuzzParseLine: data-set lines are read or refused, never a panic.
func FuzzParseLine(f *testing.F) {
	f.Add("pz-1 4 4 1114142333214213 1 " + pzprjsAnswer + " src=pzprjs")
	f.Add("x 2 2 1.2. ? -")
	f.Fuzz(func(t *testing.T, s string) {
		e, err := ParseLine(s)
		if err != nil {
			return
		}
		if _, err := ParseLine(e.Line()); err != nil {
			t.Fatalf("%q written as %q: %v", s, e.Line(), err)
		}
	})
}
