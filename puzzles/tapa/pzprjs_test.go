package tapa

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/zdd"
)

// TestPzprjsRandom: Check and pzprjs's verdict agree on random boards
// with random shadings and with solutions, written as pzprv3 files:
// right by both or wrong by both, and a wrong one named by the rule
// PZPRCodes maps pzprjs's code to.
func TestPzprjsRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	var files []string
	var ps []*Puzzle
	var sets [][]uint32
	for k := 0; k < 300; k++ {
		rows, cols := 1+rng.Intn(5), 1+rng.Intn(5)
		p := randomBoard(rng, rows, cols, 2+rng.Intn(4), k%2 == 0)
		var set []uint32
		var sols [][]uint32
		if k%3 == 0 {
			m := zdd.New()
			f, err := p.Solutions(context.Background(), m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			sols = m.Sets(f, 20)
		}
		if len(sols) > 0 {
			set = sols[rng.Intn(len(sols))]
		} else {
			set = []uint32{}
			for i := 0; i < p.Cells(); i++ {
				if p.Clues[i] == nil && rng.Intn(2) == 0 {
					set = append(set, uint32(i))
				}
			}
		}
		file, err := (&Game{P: p}).PZPRV3(set)
		if err != nil {
			t.Fatal(err)
		}
		ps, sets, files = append(ps, p), append(sets, set), append(files, file)
	}
	table := genre{}.PZPRCodes()
	ok, named := 0, 0
	for k, code := range judgetest.Codes(t, judge, files) {
		got := ps[k].Check(sets[k])
		switch {
		case (code == "") != (got == nil):
			t.Errorf("pzprjs says %q, Check %v:\n%s", code, got, files[k])
		case code == "":
			ok++
		case puzzles.RuleOf(got) != table[code]:
			t.Errorf("pzprjs says %s (%s), Check names %q (%v):\n%s", code, table[code], puzzles.RuleOf(got), got, files[k])
		default:
			named++
		}
	}
	t.Logf("%d of %d answers right by both, %d wrong ones named alike", ok, len(ps), named)
	if ok < 30 || named < 100 {
		t.Errorf("only %d right answers and %d wrong ones: the test is weak", ok, named)
	}
}
