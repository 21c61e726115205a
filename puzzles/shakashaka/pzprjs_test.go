package shakashaka

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/zdd"
)

// TestPzprjsRandom: Check and pzprjs's verdict agree, rule by rule
// through the genre's table of pzprjs's codes, on random boards with
// random triangles, with solutions and with solutions one triangle
// turned, each written by PZPRV3.
func TestPzprjsRandom(t *testing.T) {
	judge := judgetest.Path(t)
	table := genre{}.PZPRCodes()
	rng := rand.New(rand.NewSource(9))
	var games []*Game
	var sets [][]uint32
	var files []string
	for k := 0; k < 300; k++ {
		p := randomBoard(rng, 1+rng.Intn(6), 1+rng.Intn(6), 2+rng.Intn(5))
		var set []uint32
		var sols [][]uint32
		for try := 0; k%2 == 0 && len(sols) == 0 && try < 30; try++ {
			if try > 0 {
				p = randomBoard(rng, 1+rng.Intn(6), 1+rng.Intn(6), 2+rng.Intn(5))
			}
			m := zdd.New()
			f, err := p.Solutions(context.Background(), m)
			if err != nil {
				t.Fatal(err)
			}
			m.Each(f, func(s []uint32) bool {
				sols = append(sols, append([]uint32(nil), s...))
				return len(sols) < 20
			})
		}
		if len(sols) > 0 {
			set = sols[rng.Intn(len(sols))]
			if k%4 == 0 && len(set) > 0 {
				// a near miss: one triangle turned
				j := rng.Intn(len(set))
				set = append([]uint32(nil), set...)
				set[j] = set[j]/4*4 + uint32(rng.Intn(4))
			}
		} else {
			set = []uint32{}
			for i := range p.Cells {
				if !p.IsBlack(i) && rng.Intn(3) == 0 {
					set = append(set, uint32(4*i+rng.Intn(4)))
				}
			}
		}
		g := &Game{P: p}
		file, err := g.PZPRV3(set)
		if err != nil {
			t.Fatal(err)
		}
		games, sets, files = append(games, g), append(sets, set), append(files, file)
	}
	ok := 0
	codes := map[string]int{}
	for k, code := range judgetest.Codes(t, judge, files) {
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
			ok++
		}
		codes[code]++
	}
	t.Logf("%d of %d answers right by both; codes %v", ok, len(files), codes)
	if ok < 60 {
		t.Errorf("only %d right answers: the test is weak", ok)
	}
}
