package masyu

import (
	"context"
	"errors"
	"math/rand"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/topdown"
	"github.com/zqlang/zq/zdd"
)

// The example of pzprjs's tests (test/script/mashu.js): its URL and its
// board.
const pzprURL = "https://puzz.link/p?mashu/6/6/1063000i3000"
const pzprBoard = "..W...\n.B..W.\n......\n...B..\n.W....\n......\n"

func TestURL(t *testing.T) {
	p, err := ParseURL(pzprURL)
	if err != nil {
		t.Fatal(err)
	}
	if p.String() != pzprBoard {
		t.Fatalf("board\n%s\nwant\n%s", p, pzprBoard)
	}
	if p.URL() != pzprURL {
		t.Errorf("URL %s, want %s", p.URL(), pzprURL)
	}
	for _, u := range []string{"mashu/3/2/b0", "http://pzv.jp/p.html?masyu/3/2/b0", "pearl/3/2/b0"} {
		q, err := ParseURL(u)
		if err != nil || q.String() != "W.B\n...\n" {
			t.Errorf("%s: %v\n%v", u, err, q)
		}
	}
	for u, want := range map[string]string{
		"mashu/3/2":        "covers 0 cells",
		"mashu/x/2/0":      "row count \"0\" is not a number",
		"mashu/f/3/3/000":  "every cell",
		"mashu/3/2/z0":     "character 11 of the URL (counting from 1): 'z' is no base-27 digit",
		"slither/3/3/abc":  "not a Masyu URL",
		"mashu/300/2/0000": "column count \"300\" is not a number 1..256",
	} {
		if _, err := ParseURL(u); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want %q", u, err, want)
		}
	}
}

func TestID(t *testing.T) {
	// Made by sgt-pearl --generate 1 6x6de#42.
	const id = "6x6:BbBjWBbBbWaWcWcWcB"
	p, err := ParseID(id)
	if err != nil {
		t.Fatal(err)
	}
	if p.ID() != id {
		t.Errorf("ID %s, want %s", p.ID(), id)
	}
	if w, b := p.Count(); w != strings.Count(id, "W") || b != strings.Count(id, "B") {
		t.Errorf("%d white and %d black pearls", w, b)
	}
	if q, err := ParseID("8x5dt:" + strings.TrimPrefix(mustID(t, 5, 8), "8x5:")); err != nil || q.Rows != 5 || q.Cols != 8 {
		t.Errorf("8x5dt: %v", err)
	}
	// Long runs of empty cells are split in runs of 26 at most.
	big, _ := New(3, 20)
	big.Pearls[59] = Black
	if big.ID() != "20x3:zzgB" {
		t.Errorf("ID %s", big.ID())
	}
	for in, want := range map[string]string{
		"6x6":       "WxH:DESC",
		"6x6:a":     "covers 1 cells",
		"6x6:zzz":   "covers 78 cells",
		"6x6:Q":     "unexpected 'Q'",
		"x6:a":      "do not start with the width",
		"6x6dq:zj":  "unexpected \"dq\"",
		"4x3:Bk":    "",
		"0x3:":      "a board is 1..200",
		"6x:aaaaaa": "no height",
	} {
		_, err := ParseID(in)
		if want == "" {
			if err != nil {
				t.Errorf("%s: %v", in, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want %q", in, err, want)
		}
	}
}

func mustID(t *testing.T, rows, cols int) string {
	p, err := New(rows, cols)
	if err != nil {
		t.Fatal(err)
	}
	p.Pearls[3] = White
	return p.ID()
}

func TestParseGridErrors(t *testing.T) {
	for in, want := range map[string]string{
		"W.B\n.X.":    "masyu: line 2, column 2 of the text, cell (1, 1): unexpected 'X'",
		"W.B\n . X .": "masyu: line 2, column 4 of the text, cell (1, 1): unexpected 'X'",
		"W.B\n..":     "masyu: line 2 of the text: the row has 2 cells, the first row 3",
		"# c\n\n":     "masyu: no board in the text",
	} {
		_, err := ParseGrid(in)
		var pe *puzzles.ParseError
		if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
	p, err := ParseGrid("o . *\n1 0 2\n")
	if err != nil || p.String() != "W.B\nW.B\n" {
		t.Errorf("spaced grid: %v\n%v", err, p)
	}
}

// TestRoundTrips: text, game ID and URL give the board back.
func TestRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 200; i++ {
		p, _ := New(1+rng.Intn(12), 1+rng.Intn(12))
		for j := range p.Pearls {
			p.Pearls[j] = Pearl(rng.Intn(3) * rng.Intn(2))
		}
		for _, text := range []string{p.String(), p.ID(), p.URL()} {
			q, err := Parse(text)
			if err != nil || q.String() != p.String() {
				t.Fatalf("%s: %v\n%v\nwant\n%s", text, err, q, p)
			}
		}
	}
}

// TestCheckReasons: each rule broken is named with its place.
func TestCheckReasons(t *testing.T) {
	p, _ := ParseID("6x6:eBaWeWeWaBaBaWcWbWc")
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	sets := m.Sets(f, -1)
	if len(sets) != 1 {
		t.Fatalf("%d solutions", len(sets))
	}
	sol := sets[0]
	if err := p.Check(sol); err != nil {
		t.Fatal(err)
	}
	// Every solution with one edge flipped is refused, with a reason.
	g := p.Graph()
	for e := 0; e < g.M(); e++ {
		var s []uint32
		in := false
		for _, x := range sol {
			if int(x) == e {
				in = true
			} else {
				s = append(s, x)
			}
		}
		if !in {
			s = append(s, uint32(e))
		}
		if err := p.Check(s); err == nil {
			t.Fatalf("flipping edge %d gives another solution", e)
		}
	}
	g2, _ := ParseGrid("B..\n...\n...")
	for _, tc := range []struct {
		p    *Puzzle
		set  string
		want string
	}{
		{g2, "", "there is no loop"},
		{g2, "(0,0)-(0,1)", "the loop ends at (0, 0)"},
		{g2, "(0,0)-(0,1) (0,1)-(1,1) (0,1)-(0,2) (1,1)-(1,0) (1,0)-(0,0)", "the loop branches at (0, 1)"},
		{mustGrid("B..\n...\n..."), "(0,0)-(0,1) (0,1)-(1,1) (1,1)-(1,0) (1,0)-(0,0)", "the loop turns at (0, 1), next to the black pearl at (0, 0): it must go straight there"},
		{mustGrid("...\n.B.\n..."), "(0,0)-(0,1) (0,1)-(0,2) (0,2)-(1,2) (1,2)-(2,2) (2,2)-(2,1) (2,1)-(2,0) (2,0)-(1,0) (1,0)-(0,0)", "the loop misses the black pearl at (1, 1)"},
		{mustGrid("...\nB..\n..."), "(0,0)-(0,1) (0,1)-(0,2) (0,2)-(1,2) (1,2)-(2,2) (2,2)-(2,1) (2,1)-(2,0) (2,0)-(1,0) (1,0)-(0,0)", "the loop goes straight through the black pearl at (1, 0)"},
		{mustGrid("W..\n...\n..."), "(0,0)-(0,1) (0,1)-(0,2) (0,2)-(1,2) (1,2)-(2,2) (2,2)-(2,1) (2,1)-(2,0) (2,0)-(1,0) (1,0)-(0,0)", "the loop turns on the white pearl at (0, 0)"},
		{mustGrid("..\n..\n.W\n..\n.."), "(0,0)-(0,1) (0,1)-(1,1) (1,1)-(2,1) (2,1)-(3,1) (3,1)-(4,1) (4,1)-(4,0) (4,0)-(3,0) (3,0)-(2,0) (2,0)-(1,0) (1,0)-(0,0)", "the loop goes straight through the white pearl at (2, 1) and both cells beside it"},
		{mustGrid("......\n......"), "(0,0)-(0,1) (0,1)-(1,1) (1,1)-(1,0) (1,0)-(0,0) (0,3)-(0,4) (0,4)-(1,4) (1,4)-(1,3) (1,3)-(0,3)", "the line is not one loop: (0, 3) is on another loop than (0, 0)"},
	} {
		set := edgesNamed(t, tc.p, tc.set)
		err := tc.p.Check(set)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s on\n%s: %v, want %q", tc.set, tc.p, err, tc.want)
		}
	}
}

func mustGrid(s string) *Puzzle {
	p, err := ParseGrid(s)
	if err != nil {
		panic(err)
	}
	return p
}

// edgesNamed reads edges written as graph.Grid names them.
func edgesNamed(t *testing.T, p *Puzzle, s string) []uint32 {
	g := p.Graph()
	var out []uint32
	for _, name := range strings.Fields(s) {
		found := false
		for i := 0; i < g.M(); i++ {
			e := g.Edge(i)
			if g.EdgeName(i) == name || g.Name(e.V)+"-"+g.Name(e.U) == name {
				out = append(out, uint32(i))
				found = true
			}
		}
		if !found {
			t.Fatalf("no edge %s", name)
		}
	}
	return out
}

// FuzzParse: no text makes the readers panic, and a board read writes
// back to itself through each form.
func FuzzParse(f *testing.F) {
	for _, s := range []string{pzprURL, pzprBoard, "6x6:BbBjWBbBbWaWcWcWcB", "3x2dt:aWBaWB", "mashu/2/2/0", "W B\n. .", "1 r 2 WB.. 0 x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var g genre
		q, err := g.Parse(s, nil)
		if err != nil {
			return
		}
		p := q.(*Game).P
		for _, text := range []string{p.String(), p.ID(), p.URL()} {
			r, err := Parse(text)
			if err != nil || r.String() != p.String() {
				t.Fatalf("%q: %v", text, err)
			}
		}
	})
}

// TestCancel: a construction under a cancelled context stops with the
// context's error, and the progress hook of the context is called.
func TestCancel(t *testing.T) {
	p, _ := ParseID("10x10:gWaBWWWWaWiWaWdWaBcWnBcBaBWcBaBaBcBrWBbBBbB")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Solutions(ctx, zdd.New()); !errors.Is(err, context.Canceled) {
		t.Errorf("Solutions under a cancelled context: %v", err)
	}
	if _, _, err := p.CountSolutions(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("CountSolutions under a cancelled context: %v", err)
	}
	calls := 0
	ctx = topdown.WithProgress(context.Background(), func(topdown.Progress) { calls++ })
	if _, err := p.Solutions(ctx, zdd.New()); err != nil || calls == 0 {
		t.Errorf("progress hook called %d times (%v)", calls, err)
	}
}
