package firefly

import (
	"context"
	"math/rand"
	"testing"

	"github.com/zqlang/zq/puzzles"
	"github.com/zqlang/zq/puzzles/internal/judgetest"
	"github.com/zqlang/zq/zdd"
)

// writeFile is p with the lines of set as a pzprv3 file, as the genre
// writes it.
func writeFile(t testing.TB, p *Puzzle, set []uint32) string {
	t.Helper()
	s, err := (&Game{P: p}).PZPRV3(set)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestJudgeRandom: on random small boards (one row or one column among
// them), Check agrees with pzprjs's judge, rule included (the one the
// genre's table gives pzprjs's code), on random sets of lines, on every
// solution the ZDD finds and on those solutions with one edge flipped,
// written as files by the genre.
func TestJudgeRandom(t *testing.T) {
	judge := judgetest.Path(t)
	rng := rand.New(rand.NewSource(7))
	type item struct {
		p   *Puzzle
		set []uint32
	}
	var items []item
	for k := 0; len(items) < 600 && k < 2000; k++ {
		p := randomBoard(rng, 1+rng.Intn(4), 1+rng.Intn(4))
		m := zdd.New()
		f, err := p.Solutions(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		ne := p.Graph().M()
		m.Each(f, func(s []uint32) bool {
			items = append(items, item{p, append([]uint32(nil), s...)})
			e := uint32(rng.Intn(ne))
			flip := []uint32{e}
			for _, x := range s {
				if x != e {
					flip = append(flip, x)
				} else {
					flip = flip[1:]
				}
			}
			items = append(items, item{p, flip})
			return false
		})
		if k%3 == 0 {
			var s []uint32
			for e := 0; e < ne; e++ {
				if rng.Intn(2) == 0 {
					s = append(s, uint32(e))
				}
			}
			items = append(items, item{p, s})
		}
	}
	files := make([]string, len(items))
	for i, it := range items {
		files[i] = writeFile(t, it.p, it.set)
	}
	codes := judgetest.Codes(t, judge, files)
	table := genre{}.PZPRCodes()
	ok, bad := 0, 0
	for i, code := range codes {
		err := items[i].p.Check(items[i].set)
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
				t.Errorf("%s\n%s: Check %v (%q), pzprjs %s (%q)", items[i].p, files[i], err, got, code, want)
			}
		}
	}
	if ok < 50 {
		t.Fatalf("only %d of %d sets are solutions", ok, len(items))
	}
	t.Logf("%d sets judged, %d solutions", len(items), ok)
}
