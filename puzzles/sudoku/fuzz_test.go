package sudoku

import (
	"strings"
	"testing"
)

func FuzzParse(f *testing.F) {
	f.Add(".1.....23.....3.")
	f.Add("X:" + strings.Repeat(".", 16))
	f.Add(strings.Repeat("1", 81))
	f.Add("https://puzz.link/p?sudoku/4/4/g1k23k3g")
	f.Add("sudoku/9/9/-zz-")
	f.Add("G" + strings.Repeat(".", 255))
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseAny(s)
		if err != nil {
			return
		}
		if err := p.Check(); err != nil {
			t.Fatalf("parsed puzzle fails Check: %v", err)
		}
		if p.N() <= 4 {
			for _, m := range Methods {
				if _, err := Solve(p, m, 2); err != nil {
					t.Fatalf("%v: %v", m, err)
				}
			}
		}
		q, err := ParseShape(p.String(), p.BoxRows, p.BoxCols, p.X)
		if err != nil || q.String() != p.String() {
			t.Fatalf("round trip of %q: %v", p.String(), err)
		}
	})
}

func FuzzParseRecord(f *testing.F) {
	f.Add("pzprjs-sudoku-1 std 2 2 .1.....23.....3. 1 2143431234211234 url=x answer=source")
	f.Add("a X 3 3 " + strings.Repeat(".", 81) + " 5+ - k=v")
	f.Add("a std 2 3 " + strings.Repeat(".", 36) + " ? ?")
	f.Fuzz(func(t *testing.T, line string) {
		r, err := ParseRecord(line)
		if err != nil {
			return
		}
		if err := r.Puzzle.Check(); err != nil {
			t.Fatalf("record puzzle fails Check: %v", err)
		}
		if r.Solution != nil && len(r.Solution) != len(r.Puzzle.Cells) {
			t.Fatal("solution size differs")
		}
	})
}
