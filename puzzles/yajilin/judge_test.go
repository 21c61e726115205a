package yajilin

import (
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/puzzles/internal/solvertest"
)

// writeFile is p with the set as a pzprv3 file, as the genre writes it.
func writeFile(t *testing.T, p *Puzzle, set []uint32) string {
	t.Helper()
	s, err := (&Game{P: p}).PZPRV3(set)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestJudgeRandom: on random small boards, answers of the brute force
// (solutions and not) and their one-element changes are judged by
// pzprjs and by Check alike, first rule included. The changes are ones
// puzz.link's player can make: it shades no clue cell and draws no line
// into one (its checker does not look for them; Check refuses them).
func TestJudgeRandom(t *testing.T) {
	path := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	type item struct {
		p   *Puzzle
		set []uint32
	}
	var items []item
	var files []string
	for len(items) < 600 {
		R, C := 1+rng.Intn(4), 1+rng.Intn(4)
		p := randomBoard(rng, R, C)
		p.Outside = rng.Intn(3) == 0
		all := bruteAnswers(p)
		if len(all) == 0 {
			continue
		}
		p = arrowsFrom(rng, p, all[rng.Intn(len(all))], 0.7)
		for k := 0; k < 4; k++ {
			s := all[rng.Intn(len(all))]
			if e := p.enterable(rng); k%2 == 1 && e >= 0 {
				s = solvertest.Flip(s, e)
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

// enterable picks an element puzz.link's player can enter: a cell or
// an edge that is not a clue cell's (-1 after 100 tries).
func (p *Puzzle) enterable(rng *rand.Rand) int {
	for try := 0; try < 100; try++ {
		v := rng.Intn(p.Vars())
		e := p.elementOf(v)
		i := e.r*p.Cols + e.c
		j := i
		switch e.kind {
		case kRight:
			j = i + 1
		case kDown:
			j = i + p.Cols
		}
		if !p.Clues[i].IsClue() && !p.Clues[j].IsClue() {
			return v
		}
	}
	return -1
}
