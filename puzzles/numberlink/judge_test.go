package numberlink

import (
	"math/rand/v2"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/puzzles/internal/solvertest"
)

// TestJudgeRandom: on random boards up to 4x4 with a planted solution
// (one row or one column among them), pzprjs's judge and Explain under
// rule C (pzprjs's rules: no cell must be covered, a path may touch
// itself) agree, rule included (the one the genre's table gives
// pzprjs's code), on the planted solution, on it with one edge flipped,
// and on a random set of edges, written as files by the genre.
func TestJudgeRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewPCG(5, 5))
	var ps []*Puzzle
	var sets [][]uint32
	var files []string
	for len(files) < 600 {
		R, C := 1+rng.IntN(4), 1+rng.IntN(4)
		if R*C < 2 {
			continue
		}
		p, lab, err := Random(rng, R, C, RandomOptions{})
		if err != nil {
			continue
		}
		sol, err := p.Check(lab, RuleA)
		if err != nil {
			t.Fatal(err)
		}
		ne := p.Graph().M()
		for k := 0; k < 3; k++ {
			s := append([]uint32{}, sol...)
			switch k {
			case 1:
				s = solvertest.Flip(sol, rng.IntN(ne))
			case 2:
				s = []uint32{}
				for e := 0; e < ne; e++ {
					if rng.IntN(3) == 0 {
						s = append(s, uint32(e))
					}
				}
			}
			file, err := (&Game{P: p, Rule: RuleC}).PZPRV3(s)
			if err != nil {
				t.Fatal(err)
			}
			ps, sets, files = append(ps, p), append(sets, s), append(files, file)
		}
	}
	codes := judgetest.Codes(t, judge, files)
	table := genre{}.PZPRCodes()
	ok, bad := 0, 0
	for i, code := range codes {
		err := ps[i].Explain(sets[i], RuleC)
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
				t.Errorf("%s\n%s: Explain %v (%q), pzprjs %s (%q)", ps[i], files[i], err, got, code, want)
			}
		}
	}
	if ok < 150 {
		t.Fatalf("only %d of %d sets are solutions", ok, len(files))
	}
	t.Logf("%d sets judged, %d solutions", len(files), ok)
}
