package dataset

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"zq/solvers"
)

// The pzprjs Slitherlink instance of the data set README (MIT).
const slither = "pzprjs-slither-1 5 5 2..1..2..1..2..3..3..0..3 1 111110110000100000101010000001100001110101111001111111000011 answer=source"

func TestParseSlitherlink(t *testing.T) {
	s, err := ParseSlitherlink(slither)
	if err != nil {
		t.Fatal(err)
	}
	if s.ID != "pzprjs-slither-1" || s.Puzzle.Rows != 5 || s.Puzzle.Clue(0, 0) != 2 || s.Puzzle.Clue(0, 1) != -1 || s.Meta["answer"] != "source" {
		t.Errorf("parsed %+v", s)
	}
	if c, ok := s.Count.Capped(); !ok || c != 1 {
		t.Errorf("count %v", s.Count)
	}
	// The recorded solution, mapped to the lattice edges, is a solution.
	if err := s.Puzzle.Check(s.Solution); err != nil {
		t.Errorf("recorded solution: %v", err)
	}
	// The first solution character is the top edge of cell (0,0): the
	// edge from dot (0,0) to dot (0,1), edge 0 of the lattice.
	if s.Solution[0] != 0 {
		t.Errorf("first edge %d", s.Solution[0])
	}
}

func TestParseErrors(t *testing.T) {
	f := strings.Fields(slither)
	with := func(i int, v string) string {
		g := slices.Clone(f)
		g[i] = v
		return strings.Join(g, " ")
	}
	for _, tc := range []struct{ line, want string }{
		{"a 1 1", "at least 6"},
		{with(1, "x"), "size"},
		{with(3, "2..1"), "4 clue characters"},
		{with(3, strings.Replace(f[3], ".", "4", 1)), "row 1 col 2: clue"},
		{with(4, "-1"), "count"},
		{with(5, "01"), "solution characters"},
		{with(5, strings.Replace(f[5], "0", "2", 1)), "solution character"},
		{slither + " novalue", "key=value"},
	} {
		if _, err := ParseSlitherlink(tc.line); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.line, err, tc.want)
		}
	}
	sud := "s1 std 2 2 ..4.3......4.2.. 1 2143341213244231"
	for _, tc := range []struct{ line, want string }{
		{"s1 std 2 2", "at least 7"},
		{strings.Replace(sud, "std", "Y", 1), "variant"},
		{strings.Replace(sud, " 2 2 ", " 2 0 ", 1), "boxes"},
		{strings.Replace(sud, "..4.", "..5.", 1), "puzzle row 1 col 3"},
		{strings.Replace(sud, "2143341213244231", "214334121324423.", 1), "solution row 4 col 4"},
		{strings.Replace(sud, " 1 2143", " ? 2143", 1), ""},
	} {
		_, err := ParseSudoku(tc.line)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%q: %v", tc.line, err)
			}
		} else if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.line, err, tc.want)
		}
	}
}

func TestParseSudoku(t *testing.T) {
	s, err := ParseSudoku("x16 X 4 4 " + strings.Repeat(".", 255) + "G 1 " + strings.Repeat("G", 256))
	if err != nil {
		t.Fatal(err)
	}
	if !s.Puzzle.Diagonal || s.Puzzle.Givens[255] != 16 || s.Solution[0] != 15 {
		t.Errorf("parsed %+v", s.Puzzle)
	}
}

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		s      string
		capped int
		ok     bool
	}{{"0", 0, true}, {"1", 1, true}, {"28", 2, true}, {"2+", 2, true}, {"1+", 0, false}, {"?", 0, false}} {
		c, err := ParseCount(tc.s)
		if err != nil {
			t.Fatal(err)
		}
		if n, ok := c.Capped(); n != tc.capped || ok != tc.ok || c.String() != tc.s {
			t.Errorf("%s: %d %v %s", tc.s, n, ok, c)
		}
	}
	if _, err := ParseCount("x"); err == nil {
		t.Error("x accepted")
	}
}

func TestReadNumberlink(t *testing.T) {
	fh, err := os.Open(filepath.Join("testdata", "numberlink.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	all, err := ReadNumberlink(fh)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 {
		t.Fatalf("%d instances", len(all))
	}
	p := all[0]
	if p.ID != "pzprjs-numlin-1" || p.Puzzle.W != 5 || p.Kind != "A" || p.A.N != 1 || p.Puzzle.Pairs() != 3 {
		t.Errorf("parsed %+v", p)
	}
	if err := p.Puzzle.Check(p.Puzzle.EdgesFromLabels(p.Labels), solvers.RuleA); err != nil {
		t.Errorf("recorded solution: %v", err)
	}
	if all[1].Kind != "none" || all[1].C.Known {
		t.Errorf("second: %+v", all[1])
	}
	for _, tc := range []struct{ text, want string }{
		{"puzzle a 2\n", "puzzle <id>"},
		{"puzzle a 2 1\n1 1 1\n", "row 1 has 3 cells"},
		{"puzzle a 2 1\n1 x\n", "row 1 col 2"},
		{"puzzle a 2 1\n1 2\n", "label 1 occurs 1 times"},
		{"puzzle a 2 1\n1 1\ncount A=1\n", "counts"},
		{"puzzle a 2 1\n1 1\ncounts A=1 C=1 B=1\n", "count \"C=1\""},
		{"puzzle a 2 1\n1 1\ncounts A=1 B=1 C=1\nsolution X\n", "solution kind"},
		{"puzzle a 2 1\n1 1\ncounts A=1 B=1 C=1\nsolution A\n1 1\n", "want \"end\""},
		{"puzzle a 2 1\n1 1\ncounts A=1 B=1 C=1\nsolution A\n", "missing grid row 1"},
	} {
		if _, err := ReadNumberlink(strings.NewReader(tc.text)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
}

func TestReadLinesNamesLine(t *testing.T) {
	_, err := ReadLines(strings.NewReader("# c\n\n"+slither+"\nbad line\n"), ParseSlitherlink)
	if err == nil || !strings.HasPrefix(err.Error(), "line 4:") {
		t.Errorf("error %v, want line 4", err)
	}
}

func FuzzParseSlitherlink(f *testing.F) {
	f.Add(slither)
	f.Add("a 1 1 3 1 1111")
	f.Fuzz(func(t *testing.T, line string) {
		s, err := ParseSlitherlink(line)
		if err != nil {
			return
		}
		if err := s.Puzzle.Validate(); err != nil {
			t.Fatalf("parsed an invalid puzzle: %v", err)
		}
	})
}

func FuzzParseSudoku(f *testing.F) {
	f.Add("s1 std 2 2 ..4.3......4.2.. 1 2143341213244231 k=v")
	f.Add("s2 X 1 1 . 1 1")
	f.Fuzz(func(t *testing.T, line string) {
		s, err := ParseSudoku(line)
		if err != nil {
			return
		}
		if err := s.Puzzle.Validate(); err != nil {
			t.Fatalf("parsed an invalid puzzle: %v", err)
		}
		if len(s.Solution) != s.Puzzle.N()*s.Puzzle.N() {
			t.Fatalf("%d solution elements", len(s.Solution))
		}
	})
}

func FuzzReadNumberlink(f *testing.F) {
	b, err := os.ReadFile(filepath.Join("testdata", "numberlink.txt"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(b))
	f.Add("puzzle a 2 1\n1 1\ncounts A=1 B=1 C=1\nsolution A\n1 1\nend\n")
	f.Fuzz(func(t *testing.T, text string) {
		all, err := ReadNumberlink(strings.NewReader(text))
		if err != nil {
			return
		}
		for _, p := range all {
			if err := p.Puzzle.Validate(); err != nil {
				t.Fatalf("parsed an invalid puzzle: %v", err)
			}
			if (p.Kind == "A" || p.Kind == "B") && len(p.Labels) != len(p.Puzzle.Grid) {
				t.Fatalf("%d labels", len(p.Labels))
			}
		}
	})
}
