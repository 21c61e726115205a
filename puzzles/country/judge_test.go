package country

import (
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/puzzles/internal/solvertest"
)

// writeFile is p with the loop set as a pzprv3 file, as the genre
// writes it.
func writeFile(t *testing.T, p *Puzzle, set []uint32) string {
	t.Helper()
	s, err := (&Game{P: p}).PZPRV3(set)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestJudgeRandom: on random boards (one row or one column among them),
// loops (solutions and not) and their one-edge changes, written as
// files, are judged by pzprjs and by Check alike, first rule included
// (Check's rule the one the genre's table gives pzprjs's code).
func TestJudgeRandom(t *testing.T) {
	path := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	type item struct {
		p   *Puzzle
		set []uint32
	}
	var items []item
	var files []string
	loops := map[[2]int][][]uint32{}
	for len(items) < 600 {
		R, C := 1+rng.Intn(4), 1+rng.Intn(4)
		key := [2]int{R, C}
		if loops[key] == nil {
			b, _ := New(R, C, make([]int, R*C))
			loops[key] = allLoops(b)
		}
		p := randomBoard(rng, R, C, loops[key])
		for k := 0; k < 4; k++ {
			s := loops[key][rng.Intn(len(loops[key]))]
			if k%2 == 1 && p.Vars() > 0 {
				s = solvertest.Flip(s, rng.Intn(p.Vars()))
			}
			items = append(items, item{p, s})
			files = append(files, writeFile(t, p, s))
		}
	}
	codes := judgetest.Codes(t, path, files)
	table := genre{}.PZPRCodes()
	ok := 0
	for i, code := range codes {
		it := items[i]
		got := it.p.Check(it.set)
		if code == "" {
			ok++
		}
		switch {
		case code == "" && got != nil:
			t.Errorf("pzprjs accepts, Check says %v\n%s", got, files[i])
		case code != "" && got == nil:
			t.Errorf("pzprjs says %s, Check accepts\n%s", code, files[i])
		case code != "" && table[code] == "":
			t.Errorf("pzprjs says %s (not in the table), Check says %v", code, got)
		case code != "" && puzzles.RuleOf(got) != table[code]:
			t.Errorf("pzprjs says %s (%s), Check says %v (%s)\n%s", code, table[code], got, puzzles.RuleOf(got), files[i])
		}
	}
	t.Logf("%d answers judged, %d right", len(codes), ok)
}
