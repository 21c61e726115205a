package numberlink

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/zqlang/zq/zdd"
)

var update = flag.Bool("update", false, "rewrite golden files")

func TestParseGrid(t *testing.T) {
	p, err := ParseGrid("# a comment\n12 . 0 12\n 3 3 . 10\n.  . 10 .\n")
	if err != nil {
		t.Fatal(err)
	}
	if p.Rows != 3 || p.Cols != 4 || p.Pairs() != 3 {
		t.Fatalf("got %dx%d with %d pairs", p.Rows, p.Cols, p.Pairs())
	}
	if !slices.Equal(p.Numbers(), []int{12, 3, 10}) {
		t.Fatalf("numbers %v", p.Numbers())
	}
	a, b, ok := p.Ends(10)
	if !ok || a != 7 || b != 10 {
		t.Fatalf("ends of 10: %d %d %v", a, b, ok)
	}
	q, err := ParseGrid(p.String())
	if err != nil || !slices.Equal(q.Cells, p.Cells) {
		t.Fatalf("round trip: %v\n%s", err, p)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"1 0\n0 0", "numberlink: line 1, column 1 of the text, cell (0, 0): number 1 appears only once"},
		{"1 1\n1 0", "numberlink: line 2, column 1 of the text, cell (1, 0): number 1 appears a third time (also at (0, 0) and (0, 1))"},
		{"1 x\n0 1", "numberlink: line 1, column 3 of the text, cell (0, 1): bad cell \"x\""},
		{"# c\n 1   x\n0 1", "numberlink: line 2, column 6 of the text, cell (0, 1): bad cell \"x\""},
		{"1 -3\n0 1", "numberlink: line 1, column 3 of the text, cell (0, 1): bad cell \"-3\""},
		{"1 0 1\n0 0", "numberlink: line 2 of the text: the row has 2 cells, the first row 3"},
		{"", "numberlink: empty board"},
		{"2 0\n0 0\n0 7\n7 2", ""},
	}
	for _, tc := range tests {
		_, err := ParseGrid(tc.in)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%q: %v", tc.in, err)
			}
			continue
		}
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: want a ParseError, got %v", tc.in, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %q, want %q", tc.in, err, tc.want)
		}
	}
}

func TestParseURL(t *testing.T) {
	p, err := ParseURL("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3")
	if err != nil {
		t.Fatal(err)
	}
	want := "1 . . . .\n2 . . 3 .\n. . . . .\n. 1 . . 2\n. . . . 3\n"
	if p.String() != want {
		t.Fatalf("got\n%s", p)
	}
	if p.URL() != "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3" {
		t.Fatalf("URL %s", p.URL())
	}
	// Large numbers and long runs.
	cells := make([]int, 3*30)
	cells[0], cells[89] = 300, 300
	cells[1], cells[50] = 17, 17
	cells[2], cells[51] = 5000, 5000
	big, err := New(3, 30, cells)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(big.URL())
	if err != nil || !slices.Equal(back.Cells, cells) {
		t.Fatalf("round trip %s: %v", big.URL(), err)
	}
	for _, bad := range []string{"https://puzz.link/p?numlin/2/1/.", "https://puzz.link/p?numlin/2/1/1", "https://puzz.link/p?numlin/2/1/-1", "https://puzz.link/p?slither/2/2/", "https://puzz.link/p?numlin/x/2/"} {
		if _, err := ParseURL(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

func TestReadSetErrors(t *testing.T) {
	for _, in := range []string{
		"puzzle x 2 1\n1 1\ncounts A=1 B=1\nsolution unknown\nend\n",
		"puzzle x 2 1\n1 1\ncounts A=1 B=1 C=1\nsolution maybe\nend\n",
		"puzzle x 2 1\n1 1 1\n",
		"puzzle x 2 1\n1 1\ncounts A=1 B=1 C=1\nsolution A\n1 1\n",
		"nonsense\n",
	} {
		if _, err := ReadSet(strings.NewReader(in)); err == nil {
			t.Errorf("%q: no error", in)
		}
	}
}

func TestRule(t *testing.T) {
	for _, r := range []Rule{RuleA, RuleB, RuleC} {
		q, err := ParseRule(strings.ToLower(r.String()))
		if err != nil || q != r {
			t.Fatalf("%v: %v %v", r, q, err)
		}
	}
	if _, err := ParseRule("D"); err == nil {
		t.Fatal("rule D accepted")
	}
}

// TestTransposedOrder checks that a wide board (built on its transpose)
// yields edge sets of graph.Grid(rows, cols) in that graph's order.
func TestTransposedOrder(t *testing.T) {
	p, err := ParseGrid("1 . . 2 .\n. 1 . . 2")
	if err != nil {
		t.Fatal(err)
	}
	m := zdd.New()
	f, err := p.Solutions(context.Background(), m, RuleC, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want, sols := bruteCount(p, RuleC)
	if n, _ := m.Count64(f); int(n) != want {
		t.Fatalf("count %d, brute force %d", n, want)
	}
	for _, s := range sols {
		var set []uint32
		for i := 0; i < 64; i++ {
			if s>>uint(i)&1 == 1 {
				set = append(set, uint32(i))
			}
		}
		if !m.Contains(f, set) {
			t.Fatalf("solution %v missing", set)
		}
	}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := "testdata/" + name
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs:\n%s", name, got)
	}
}

func TestRenderGolden(t *testing.T) {
	p, err := Parse("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3")
	if err != nil {
		t.Fatal(err)
	}
	ok, lab, err := p.Unique(context.Background(), RuleA, Options{})
	if err != nil || !ok {
		t.Fatalf("unique: %v %v", ok, err)
	}
	set, err := p.Check(lab, RuleA)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	b.WriteString(FormatLabels(p.Rows, p.Cols, lab))
	b.WriteByte('\n')
	if err := p.Draw(&b, set, DrawOptions{}); err != nil {
		t.Fatal(err)
	}
	b.WriteByte('\n')
	if err := p.Draw(&b, set, DrawOptions{Symbols: true}); err != nil {
		t.Fatal(err)
	}
	b.WriteByte('\n')
	if err := p.Draw(&b, nil, DrawOptions{Color: true}); err != nil {
		t.Fatal(err)
	}
	golden(t, "pzprjs_draw.golden", b.Bytes())
	var s bytes.Buffer
	if err := p.SVG(&s, set); err != nil {
		t.Fatal(err)
	}
	golden(t, "pzprjs.svg", s.Bytes())
}

func FuzzParse(f *testing.F) {
	f.Add("1 . 1\n2 . 2")
	f.Add("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3")
	f.Add("puzzle x 2 1\n1 1\ncounts A=1 B=1 C=1\nsolution A\n1 1\nend\n")
	f.Add("12 0 0 12\n 3 3 . 10\n. . 10 .")
	f.Add("1 2\n2")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		q, err := ParseGrid(p.String())
		if err != nil || !slices.Equal(q.Cells, p.Cells) || q.Rows != p.Rows {
			t.Fatalf("grid round trip failed: %v", err)
		}
		if p.Rows*p.Cols <= 400 {
			max := 0
			for _, x := range p.Cells {
				max = maxInt(max, x)
			}
			if max < 12288 {
				r, err := ParseURL(p.URL())
				if err != nil || !slices.Equal(r.Cells, p.Cells) {
					t.Fatalf("URL round trip failed: %v", err)
				}
			}
		}
	})
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func FuzzReadSet(f *testing.F) {
	data, _ := os.ReadFile("testdata/pzprjs_numlin.txt")
	f.Add(string(data))
	f.Add("puzzle x 2 1\n1 1\ncounts A=2+ B=? C=1\nsolution none\nend\n")
	f.Fuzz(func(t *testing.T, s string) {
		insts, err := ReadSet(strings.NewReader(s))
		if err != nil {
			return
		}
		for _, in := range insts {
			if in.Puzzle == nil || len(in.Puzzle.Cells) != in.Puzzle.Rows*in.Puzzle.Cols {
				t.Fatal("bad instance")
			}
		}
	})
}

// guard stops a computation of the manager when the context is done,
// reports the context's error and leaves the manager usable.
func TestGuardStopsOnContext(t *testing.T) {
	m := zdd.New()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := guard(ctx, m, func() {
		f := zdd.Base
		for i := 0; ; i++ {
			// an endless computation that makes nodes
			f = m.Union(f, m.Change(f, uint32(i%4096)))
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("guard returned %v, want context.Canceled", err)
	}
	if n := m.Count(m.Union(m.Change(zdd.Base, 1), zdd.Base)); n.Int64() != 2 {
		t.Fatalf("manager after guard: count %v, want 2", n)
	}
	if err := guard(context.Background(), m, func() { m.Change(zdd.Base, 3) }); err != nil {
		t.Fatalf("guard of a short computation: %v", err)
	}
}
