package hitori

import (
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
)

// TestJudgeRandom compares Check with pzprjs's verdict (ok or not, and
// the rule, through the genre's table of pzprjs's codes) on random
// shadings of random boards and on their solutions by brute force,
// written by PZPRV3. Sets with nothing shaded are left out: pzprjs
// calls them brNoShade, a rule zq does not have (see RuleNoShade).
func TestJudgeRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(17))
	table := genre{}.PZPRCodes()
	var games []*Game
	var sets [][]uint32
	var files []string
	add := func(g *Game, set []uint32) {
		if len(set) == 0 {
			return
		}
		file, err := g.PZPRV3(set)
		if err != nil {
			t.Fatal(err)
		}
		games, sets, files = append(games, g), append(sets, set), append(files, file)
	}
	for len(files) < 300 {
		rows, cols := 1+rng.Intn(5), 1+rng.Intn(5)
		g := &Game{P: randomBoard(rng, rows, cols, 1+rng.Intn(4), rng.Intn(3) == 0)}
		var set []uint32
		for i := 0; i < rows*cols; i++ {
			if rng.Intn(4) == 0 {
				set = append(set, uint32(i))
			}
		}
		add(g, set)
		if rows*cols <= 12 {
			if sols := brute(g.P); len(sols) > 0 {
				add(g, sols[rng.Intn(len(sols))])
			}
		}
	}
	codes := judgetest.Codes(t, judge, files)
	oks, named := 0, map[string]int{}
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
		named[code]++
	}
	if oks < 30 || named["nmDupRow"] == 0 || named["csAdjacent"] == 0 || named["cuDivideRB"] == 0 {
		t.Fatalf("%d of %d sets are solutions, codes %v: the test says little", oks, len(codes), named)
	}
	t.Logf("%d sets, pzprjs's codes %v, Check agrees, rules named alike", len(codes), named)
}
