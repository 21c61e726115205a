package tapa

import (
	"context"
	"errors"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/solvers/cnf"
	"github.com/zqlang/zq/zdd"
)

// sampleURL is pzprjs's sample Tapa (test/script/tapa.js).
const sampleURL = "https://puzz.link/p?tapa/5/5/3n5hchhajn2"

// TestSample: pzprjs's sample has one solution, which Check accepts,
// and which is the answer pzprjs's failcheck list accepts.
func TestSample(t *testing.T) {
	p, err := ParseURL(sampleURL)
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c := m.Count(f); c.Int64() != 1 {
		t.Fatalf("%v solutions", c)
	}
	var sol []uint32
	m.Each(f, func(s []uint32) bool { sol = slices.Clone(s); return false })
	if err := p.Check(sol); err != nil {
		t.Fatal(err)
	}
	// pzprjs's accepted answer (the failcheck case with code null)
	g, err := puzzles.Parse("", "pzprv3\ntapa\n5\n5\n3 # # # # \n# # . # 5 \n# + 3,1,1 # # \n3,1 # + # + \n# # # # 2 \n", nil)
	if err != nil {
		t.Fatal(err)
	}
	want := g.(*Game).P
	wantSet, _ := g.(*Game).Answer()
	if want.String() != p.String() || !slices.Equal(wantSet, sol) {
		t.Errorf("the solution\n%sis not pzprjs's answer\n%s", p.Render(sol, RenderOptions{ASCII: true}), want.Render(wantSet, RenderOptions{ASCII: true}))
	}
}

// TestDataSet: every puzzle of testdata/puzzles.txt is read, has one
// solution, which Check accepts, and writes back to its URL.
func TestDataSet(t *testing.T) {
	text, err := os.ReadFile("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	n := 0
	for _, l := range puzzles.ContentLines(string(text)) {
		if seen[l] {
			t.Errorf("%s is there twice", l)
		}
		seen[l] = true
		p, err := Parse(l)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if c := m.Count(f); c.Int64() != 1 {
			t.Errorf("%s: %v solutions", l, c)
			continue
		}
		m.Each(f, func(s []uint32) bool {
			if err := p.Check(s); err != nil {
				t.Errorf("%s: %v", l, err)
			}
			return false
		})
		u, err := p.URL()
		if err != nil || u != strings.TrimSuffix(l, "/") {
			t.Errorf("%s written back as %s (%v)", l, u, err)
		}
		n++
	}
	if n < 5 {
		t.Errorf("only %d puzzles", n)
	}
}

// TestURLRoundTrip: random boards whose clues a URL carries are read
// back from their URL and their text.
func TestURLRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for k := 0; k < 300; k++ {
		p := randomBoard(rng, 1+rng.Intn(9), 1+rng.Intn(9), 1+rng.Intn(30), k%2 == 0)
		u, err := p.URL()
		if err != nil {
			continue // a clue no URL carries
		}
		q, err := Parse(u)
		if err != nil {
			t.Fatalf("%s: %v", u, err)
		}
		if q.String() != p.String() {
			t.Fatalf("%s read back as\n%s, not\n%s", u, q, p)
		}
		r, err := Parse(p.String())
		if err != nil || r.String() != p.String() {
			t.Fatalf("text\n%s read back as\n%v (%v)", p, r, err)
		}
	}
	// every two-character code of pzprjs and the one-character ones
	for _, c := range []string{"0", "8", "9", ".", "a0", "az", "b0", "cr", "cs"} {
		p, err := ParseURL("https://puzz.link/p?tapa/1/1/" + c)
		if err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		if u, err := p.URL(); err != nil || !strings.HasSuffix(u, "/1/1/"+c) {
			t.Errorf("%s written back as %s (%v)", c, u, err)
		}
	}
	for url, want := range map[string][]int{
		"tapa/1/1/al": {3, 3}, "tapa/1/1/ao": {4, Unknown}, "tapa/1/1/bw": {2, Unknown, Unknown}, "tapa/1/1/d4": {1, 1, Unknown, Unknown},
	} {
		p, err := ParseURL(url)
		if err != nil || !slices.Equal(p.Clues[0], want) {
			t.Errorf("%s: %v (%v), want %v", url, p, err, want)
		}
	}
	// what real URLs carry
	for _, u := range []string{"http://pzv.jp/p.html?tapa/5/5/3n5hchhajn2", "puzz.link/p?tapa_edit/5/5/3n5hchhajn2/", "https://puzz.link/p?tapa/5/5/3n5hchhajn2.0"} {
		p, err := Parse(u)
		if err != nil {
			t.Fatalf("%s: %v", u, err)
		}
		if w, _ := p.URL(); w != sampleURL {
			t.Errorf("%s read as %s", u, w)
		}
	}
}

// TestParseErrors: bad text is a *puzzles.ParseError with its place.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"1 .\n.", "line 2 of the text: the row has 1 cells"},
		{". x", "line 1, column 3 of the text, cell (0, 1): a cell is '.'"},
		{"9 .", "cell (0, 0): a clue's number is 0..8"},
		{"1,0 .", "numbers 1..8 or '?', not 0"},
		{"1,1,1,1,1", "at most four numbers"},
		{"https://puzz.link/p?tapa/0/2/", "column count"},
		{"https://puzz.link/p?hitori/2/2/", "not a tapa URL"},
		{"", "no rows"},
	} {
		_, err := Parse(c.text)
		var pe *puzzles.ParseError
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want a ParseError with %q", c.text, err, c.want)
		}
	}
	// what pzprjs reads as cells without a clue
	for u, want := range map[string]string{
		"tapa/2/2/A1":   ". 1\n. .\n",
		"tapa/2/2/f01":  ". 1\n. .\n",
		"tapa/2/2/a-1":  ". 1\n. .\n",
		"tapa/2/2/1ga8": "1 .\n1,2 .\n",
	} {
		p, err := Parse(u)
		if err != nil || p.String() != want {
			t.Errorf("%s: %v (%v), want\n%s", u, p, err, want)
		}
	}
	p, _ := ParseGrid("6,1 .")
	if _, err := p.URL(); err == nil || !strings.Contains(err.Error(), "no puzz.link code") {
		t.Errorf("6,1: URL %v", err)
	}
}

// FuzzParse: any text is a puzzle or an error, never a panic, and a
// puzzle's text reads back to itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{sampleURL, "1,1 . ?\n. 8 .", "tapa/3/3/a0g9", "https://puzz.link/p?tapa/4/4/.zz", "3,? -"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			var pe *puzzles.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%q: %T %v", s, err, err)
			}
			return
		}
		q, err := Parse(p.String())
		if err != nil || q.String() != p.String() {
			t.Fatalf("%q: text %q read back as %v (%v)", s, p.String(), q, err)
		}
	})
}

// TestCheckReasons: each rule's message names its place.
func TestCheckReasons(t *testing.T) {
	p, _ := ParseGrid(". . .\n. 3 .\n. . .")
	for _, c := range []struct {
		set  []uint32
		want string
	}{
		{nil, "no cell is shaded"},
		{[]uint32{4}, "the clue cell (1, 1) is shaded"},
		{[]uint32{0, 1, 2}, ""},
		{[]uint32{0, 1}, "the clue 3 at (1, 1) sees the runs 2"},
		{[]uint32{0, 2, 6}, "the clue 3 at (1, 1) sees the runs"},
		{[]uint32{0, 1, 2, 3}, "the clue 3 at (1, 1) sees the runs 4"},
		{[]uint32{0, 1, 3}, ""},
		{[]uint32{9}, "element 9 is not a cell"},
	} {
		err := p.Check(c.set)
		if (c.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%v: %v, want %q", c.set, err, c.want)
		}
	}
	q, _ := ParseGrid(". . . .\n. . . .\n? . . .")
	if err := q.Check([]uint32{0, 1, 4, 5}); err == nil || !strings.Contains(err.Error(), "the 2x2 block at (0, 0)") {
		t.Errorf("2x2: %v", err)
	}
	if err := q.Check([]uint32{0, 3}); err == nil || !strings.Contains(err.Error(), "not connected: (0, 3) cannot reach (0, 0)") {
		t.Errorf("connected: %v", err)
	}
}

// TestSATAgrees lists every solution of random boards with the SAT
// solver and its connectivity cuts, and compares them with the ZDD.
func TestSATAgrees(t *testing.T) {
	if err := cnf.Cadical.Installed(); err != nil {
		t.Skipf("cadical is not installed (%v): skipped", err)
	}
	ctx := context.Background()
	rng := rand.New(rand.NewSource(2))
	boards, sols := 0, 0
	for boards < 24 {
		p := randomBoard(rng, 2+rng.Intn(4), 2+rng.Intn(4), 2+rng.Intn(3), true)
		m := zdd.New()
		f, err := p.Solutions(ctx, m, Options{})
		if err != nil {
			t.Fatal(err)
		}
		want := m.Count(f).Int64()
		if want > 12 {
			continue
		}
		boards++
		g := zdd.Empty
		n := 0
		err = p.EachSAT(ctx, "sat", func(s []int) bool {
			n++
			g = m.Union(g, m.SetOf(puzzles.Set(s)))
			return n <= int(want)
		})
		if err != nil {
			t.Fatal(err)
		}
		if g != f {
			t.Fatalf("\n%s: SAT found %d solutions, the ZDD has %d", p, n, want)
		}
		sols += n
	}
	t.Logf("%d boards, %d solutions", boards, sols)
	p, _ := ParseURL(sampleURL)
	if a, err := p.SolveSAT(ctx, "sat-minisat"); err == nil && a.Count != 1 {
		t.Errorf("minisat: %d solutions of the sample", a.Count)
	}
	if _, err := p.SolveSAT(ctx, "ip"); err == nil || !strings.Contains(err.Error(), "no method") {
		t.Errorf("method ip: %v", err)
	}
}
