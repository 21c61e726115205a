package masyu

import (
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/puzzles/internal/solvertest"
)

// TestJudgeRandom: on random small boards (one row or one column among
// them), pzprjs's judge and Check agree, rule included (the one the
// genre's table gives pzprjs's code), on loops of the grid, the loops
// with one edge flipped and random sets of edges, written as files by
// the genre.
func TestJudgeRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(5))
	loops := map[[2]int][][]uint32{}
	var ps []*Puzzle
	var sets [][]uint32
	var files []string
	for len(files) < 600 {
		R, C := 1+rng.Intn(4), 1+rng.Intn(4)
		key := [2]int{R, C}
		if loops[key] == nil {
			loops[key] = allLoops(R, C)
		}
		p, _ := New(R, C)
		ne := p.Graph().M()
		var L []uint32
		if ls := loops[key]; len(ls) > 0 {
			L = ls[rng.Intn(len(ls))]
		}
		sh, _ := p.shapes(L)
		for i := range p.Pearls {
			switch {
			case rng.Float64() < 0.5:
				p.Pearls[i] = p.clue(sh, i)
			case rng.Float64() < 0.2:
				p.Pearls[i] = Pearl(1 + rng.Intn(2))
			}
		}
		for k := 0; k < 3; k++ {
			s := L
			switch {
			case k == 1 && ne > 0:
				s = solvertest.Flip(L, rng.Intn(ne))
			case k == 2:
				s = nil
				for e := 0; e < ne; e++ {
					if rng.Intn(3) == 0 {
						s = append(s, uint32(e))
					}
				}
			}
			file, err := (&Game{P: p}).PZPRV3(s)
			if err != nil {
				t.Fatal(err)
			}
			if s == nil { // an empty answer, written as one
				file, _ = (&Game{P: p}).PZPRV3([]uint32{})
			}
			ps, sets, files = append(ps, p), append(sets, s), append(files, file)
		}
	}
	codes := judgetest.Codes(t, judge, files)
	table := genre{}.PZPRCodes()
	ok, bad := 0, 0
	for i, code := range codes {
		err := ps[i].Check(sets[i])
		if err == nil {
			ok++
		}
		want := ""
		if code != "" {
			if want = table[code]; want == "" {
				t.Errorf("pzprjs's code %s is not in the table", code)
			}
		}
		if got := puzzles.RuleOf(err); got != want || (err == nil) != (code == "") {
			bad++
			if bad < 5 {
				t.Errorf("%s\n%s: Check %v (%q), pzprjs %s (%q)", ps[i], files[i], err, got, code, want)
			}
		}
	}
	if ok < 30 {
		t.Fatalf("only %d of %d sets are solutions", ok, len(files))
	}
	t.Logf("%d sets judged, %d solutions", len(files), ok)
}
