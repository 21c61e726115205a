package slitherlink

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/puzzles/internal/solvertest"
)

// TestJudgeRandom: on random boards up to 4x4 (one row or one column
// among them), pzprjs's judge and Check agree, rule included (the one
// the genre's table gives pzprjs's code), on a loop the clues were
// taken from, that loop with one edge flipped, and a random set of
// edges, written as files by the genre.
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
		p, L := randomLoop(rng, R, C, 0.6)
		ne := p.Edges()
		for k := 0; k < 3; k++ {
			s := L
			switch k {
			case 1:
				s = solvertest.Flip(L, rng.IntN(ne))
			case 2:
				s = []uint32{}
				for e := 0; e < ne; e++ {
					if rng.IntN(3) == 0 {
						s = append(s, uint32(e))
					}
				}
			}
			file, err := (&Game{P: p}).PZPRV3(s)
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
		err := ps[i].Check(sets[i], false)
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
	if ok < 150 {
		t.Fatalf("only %d of %d sets are solutions", ok, len(files))
	}
	t.Logf("%d sets judged, %d solutions", len(files), ok)
}

// FuzzReadPZPRV3 reads any text as a Slitherlink file: an error or a
// puzzle, never a panic; an answer read is checked and written back.
func FuzzReadPZPRV3(f *testing.F) {
	data, err := os.ReadFile("../all/testdata/failcheck/slither.jsonl")
	if err != nil {
		f.Fatal(err)
	}
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var c struct{ File string }
		if err := json.Unmarshal([]byte(l), &c); err != nil {
			f.Fatal(err)
		}
		f.Add(c.File)
		f.Add(strings.ReplaceAll(strings.TrimRight(c.File, "\n"), "\n", "/"))
	}
	f.Add("pzprv3.1\nslither\n2\n2\n2 . \n. 2 \n1 0 \n0 2 \n1 0 1 \n1 0 1 \n1 1 \n0 0 \n1 1 \n")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := puzzles.Parse("slitherlink", text, nil)
		if err != nil {
			return
		}
		set, _ := p.(puzzles.Answerer).Answer()
		_ = p.Check(set)
		if _, err := p.(puzzles.PZPRV3Writer).PZPRV3(set); err != nil {
			t.Fatalf("an answer read is not written: %v", err)
		}
	})
}
