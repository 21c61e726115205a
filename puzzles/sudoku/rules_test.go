package sudoku

import (
	"math/rand"
	"os"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
)

// TestCheckRules: Check names the first rule broken in pzprjs's order,
// a value twice in a box before one twice in a row or column, and an
// empty cell last, on grids that break several.
func TestCheckRules(t *testing.T) {
	// the 4x4 sample: givens .1.. / ...2 / 3... / ..3. ; its solution
	// 2143 / 4312 / 3421 / 1234
	p, err := puzzles.Parse("sudoku", "https://puzz.link/p?sudoku/4/4/g1k23k3g", nil)
	if err != nil {
		t.Fatal(err)
	}
	g := p.(*Game)
	for _, tc := range []struct {
		grid string
		rule string
	}{
		{"2143431234211234", ""},
		{"2143431234211.34", "cell-empty"},
		{".1.....23.....3.", "cell-empty"},
		// 1 twice in the top-left box ((0, 1), (1, 0)) and in row 0
		{".1.11..23.....3.", "box-duplicate"},
		// 1 twice in row 0 only
		{".1.1...23.....3.", "line-duplicate"},
		// 3 twice in column 0 only
		{"31.....23.....3.", "line-duplicate"},
	} {
		var set []uint32
		for i, ch := range tc.grid {
			if ch != '.' {
				set = append(set, uint32(g.P.Var(i/4, i%4, int(ch-'0'))))
			}
		}
		if got := puzzles.RuleOf(g.Check(set)); got != tc.rule {
			t.Errorf("%s: Check names %q (%v), want %q", tc.grid, got, g.Check(set), tc.rule)
		}
	}
}

// TestPzprjsRandom has pzprjs judge answers to real puzzles written as
// pzprv3 files (solutions with cells cleared, cells changed to other
// digits, two cells of a row and a box swapped): right by both or wrong
// by both, and a wrong one named by the rule PZPRCodes maps pzprjs's
// code to.
func TestPzprjsRandom(t *testing.T) {
	judge := judgetest.Path(t)
	data, err := os.ReadFile("testdata/puzzles.txt")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(3))
	var files []string
	var games []*Game
	var sets [][]uint32
	for k, url := range puzzles.ContentLines(string(data)) {
		if k >= 8 {
			break
		}
		p, err := puzzles.Parse("sudoku", url, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := p.(*Game)
		fast, err := ParseMethod("fast")
		if err != nil {
			t.Fatal(err)
		}
		res, err := Solve(g.P, fast, 1)
		if err != nil || res.Count != 1 {
			t.Fatalf("%s: %v solutions (%v)", url, res.Count, err)
		}
		n := g.P.N()
		for j := 0; j < 20; j++ {
			digits := make([]int, n*n)
			for i, d := range res.Solution {
				digits[i] = int(d)
			}
			if j%4 == 3 {
				// two cells of a row and a box swapped: their columns
				// hold a digit twice, the row and the box do not
				r, c := rng.Intn(n), rng.Intn(n)
				c2 := c/g.P.BoxCols*g.P.BoxCols + rng.Intn(g.P.BoxCols)
				if a, b := r*n+c, r*n+c2; g.P.Cells[a] == 0 && g.P.Cells[b] == 0 {
					digits[a], digits[b] = digits[b], digits[a]
				}
			}
			for i := range digits {
				if g.P.Cells[i] != 0 {
					continue
				}
				switch x := rng.Intn(20); {
				case x < j%4:
					digits[i] = 0
				case x < j%4+j%3 && j%4 != 3:
					digits[i] = 1 + rng.Intn(n)
				}
			}
			var set []uint32
			for i, d := range digits {
				if d > 0 {
					set = append(set, uint32(g.P.Var(i/n, i%n, d)))
				}
			}
			file, err := g.PZPRV3(set)
			if err != nil {
				t.Fatal(err)
			}
			files, games, sets = append(files, file), append(games, g), append(sets, set)
		}
	}
	table := genre{}.PZPRCodes()
	seen := map[string]int{}
	for k, code := range judgetest.Codes(t, judge, files) {
		err := games[k].Check(sets[k])
		seen[code]++
		switch {
		case (code == "") != (err == nil):
			t.Errorf("pzprjs says %q, Check %v:\n%s", code, err, files[k])
		case code != "" && puzzles.RuleOf(err) != table[code]:
			t.Errorf("pzprjs says %s (%s), Check names %q (%v):\n%s", code, table[code], puzzles.RuleOf(err), err, files[k])
		}
	}
	t.Logf("%d answers judged, by pzprjs's code: %v", len(files), seen)
	for code := range table {
		if seen[code] == 0 {
			t.Errorf("no answer broke %s: the test is weak", code)
		}
	}
	if seen[""] == 0 {
		t.Errorf("no right answer judged")
	}
}
