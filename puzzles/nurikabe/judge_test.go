package nurikabe

import (
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
)

// TestJudgeRandom compares Check with pzprjs's verdict (ok or not, and
// the rule, through the genre's table of pzprjs's codes) on random
// shadings of random boards, and on solutions brute force finds on
// them, each written as the file ReadPZPRV3 reads.
func TestJudgeRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(5))
	table := genre{}.PZPRCodes()
	var games []*Game
	var sets [][]uint32
	var files []string
	for len(games) < 300 {
		rows, cols := 1+rng.Intn(5), 1+rng.Intn(5)
		p := randomBoard(rng, rows, cols, rng.Intn(3) != 0)
		set := []uint32{}
		for i := range p.Nums {
			if !p.IsClue(i) && rng.Intn(3) != 0 {
				set = append(set, uint32(i))
			}
		}
		if rows*cols <= 12 && rng.Intn(2) == 0 {
			if sols := brute(p); len(sols) > 0 {
				set = sols[rng.Intn(len(sols))]
			}
		}
		g := &Game{P: p}
		file, err := g.PZPRV3(set)
		if err != nil {
			t.Fatal(err)
		}
		games, sets, files = append(games, g), append(sets, set), append(files, file)
	}
	codes := judgetest.Codes(t, judge, files)
	oks := 0
	for k, code := range codes {
		got := games[k].Check(sets[k])
		switch {
		case code == "" && got != nil:
			t.Errorf("pzprjs accepts\n%s\nCheck says %v", files[k], got)
		case code != "" && got == nil:
			t.Errorf("pzprjs says %s for\n%s\nCheck accepts it", code, files[k])
		case code != "" && puzzles.RuleOf(got) != table[code]:
			t.Errorf("pzprjs says %s (%s) for\n%s\nCheck says %v (%s)", code, table[code], files[k], got, puzzles.RuleOf(got))
		}
		if code == "" {
			oks++
		}
	}
	if oks < 40 {
		t.Fatalf("only %d of %d shadings are solutions: the test says little", oks, len(codes))
	}
	t.Logf("%d shadings, %d solutions, pzprjs and Check agree, rules named alike", len(codes), oks)
}
